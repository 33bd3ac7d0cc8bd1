"""Russian Poker at the table: the cut, the 7♠ calls and sealed bids on top of the shared trick
presenter (``games.present_tricks``).

The cut is a handful of buttons, not 35: the top, a quarter, the middle, three quarters, the bottom
of the deck, and "at random" (a point fixed per deal, so the bar does not change under the finger).
"""

from __future__ import annotations

import random
from typing import cast

from cardtable.engine.cards import Deck
from cardtable.engine.mechanics.bidding import hook_forbidden
from cardtable.engine.mechanics.tricks import Deal, ScheduledInfo
from cardtable.engine.state import Event, View
from cardtable.games.present import KeyedAction, ParsedAction
from cardtable.games.present_tricks import TRICK_STRINGS, TrickPresenter

from .state import RussianPokerInfo, RussianPokerState, schedule

STRINGS_RP: dict[str, dict[str, str]] = {
    "en": {
        **TRICK_STRINGS["en"],
        "act.cut": "Cut {n}",
        "act.cut.random": "At random",
        "sheet.pot": "Pot (chips)",
        "call.big": "♛ by the biggest",
        "call.high": "as the highest",
        "note.big": "♛ by the biggest: everyone plays his strongest card",
        "info.pot": "Pot: {n} chips",
        "act.big": "{card} ♛ by the biggest",
        "act.high": "{card} as the highest",
        "ev.sealed_bid": "{who} bids (sealed)",
        "ev.cut": "{who} cuts: {card}",
        "ev.cut.zero": "{who} cuts the 7♠: his total is 0",
        "ev.deal": "Deal of {n}: trump {trump}",
        "what.cut": "cut the deck (choose where)",
        "what.big": "7♠ led by the biggest: play your strongest card",
        "legend.no_bids": "no bids (minimum, maximum)",
    },
    "ru": {
        **TRICK_STRINGS["ru"],
        "act.cut": "Снять {n}",
        "act.cut.random": "Наугад",
        "sheet.pot": "Банк (фишки)",
        "call.big": "♛ по самым крупным",
        "call.high": "старшей",
        "note.big": "♛ по самым крупным: все кладут самую крупную карту",
        "info.pot": "Банк: {n} фишек",
        "act.big": "{card} ♛ по самым крупным",
        "act.high": "{card} старшей",
        "ev.sealed_bid": "{who} делает тайный заказ",
        "ev.cut": "{who} сдвигает: {card}",
        "ev.cut.zero": "{who} сдвигает на 7♠: счёт обнулён",
        "ev.deal": "Раздача по {n}: козырь {trump}",
        "what.cut": "сдвиньте колоду (выберите место)",
        "what.big": "7♠ по самым крупным: кладите самую крупную карту",
        "legend.no_bids": "без заказов (минимум, максимум)",
    },
}


_RANDOM = random.Random()


class RussianPokerPresenter(TrickPresenter):
    strings = STRINGS_RP
    keyed = TrickPresenter.keyed + (KeyedAction("russian_poker.cut_random", "r", "cut the deck at random",
                                                "сдвинуть колоду наугад"),)

    def __init__(self) -> None:
        self._random_cut: dict[int, int] = {}
        """The "at random" cut point per deck size, drawn once and drawn again after each cut."""

    def deals(self, n: int) -> list[Deal]:
        return schedule(n)

    def forbidden_bid(self, view: View) -> int | None:
        """The hook's bid for the dealer (the last bidder) when it applies in this deal; in a blind
        deal only with ``blind_round_hook``, whose total the dealer's view keeps (-1 otherwise)."""
        st = view.state
        assert isinstance(st, RussianPokerState)
        info = st.public_info()
        if info["phase"] != "bid" or view.seat != st.dealer or not st.hook_applies():
            return None
        total = st.bid_sum
        return hook_forbidden(total, info["cards"], True) if total >= 0 else None

    def button_actions(self, legal: list[str], deck: Deck, hand: list[str]) -> list[ParsedAction]:
        """A few cut points and a random one instead of one button per card of the deck."""
        cuts = [a for a in legal if a.startswith("cut ")]
        if len(cuts) <= 6:
            return super().button_actions(legal, deck, hand)
        top = len(cuts)  # cut 1 .. cut top
        points = sorted({1, max(1, top // 4), max(1, top // 2), max(1, 3 * top // 4), top})
        rest = [k for k in range(1, top + 1) if k not in points]
        k = self._random_cut.get(top)
        if k is None:
            k = self._random_cut[top] = _RANDOM.choice(rest) if rest else points[0]
        out = [self.parse(f"cut {p}", deck) for p in points]
        out.append(ParsedAction(f"cut {k}", "cut", (), (str(k), "random")))
        return out + [self.parse(a, deck) for a in legal if not a.startswith("cut ")]

    def move_id(self, p: ParsedAction) -> str:
        if p.verb == "cut":
            return "russian_poker.cut_random" if "random" in p.args else ""
        return super().move_id(p)

    def trick_note(self, info: ScheduledInfo, lang: str = "en") -> str:
        mine = cast(RussianPokerInfo, info)  # this game's states give their own info
        return self.s(lang, "note.big") if mine["big"] else ""

    def info(self, view: View, lang: str = "en") -> list[tuple[str, str]]:
        out = super().info(view, lang)
        st = view.state
        assert isinstance(st, RussianPokerState)
        ante = st.opts.ante
        if ante:
            out.append(("  " + self.s(lang, "info.pot", n=ante * view.state.n), "yellow"))
        return out

    def action_label(self, p: ParsedAction, deck: Deck, names: list[str], lang: str = "en") -> str:
        if p.verb == "cut" and "random" in p.args:
            return self.s(lang, "act.cut.random")
        if p.verb == "cut" and p.args:
            return self.s(lang, "act.cut", n=p.args[0])
        if p.verb == "play" and p.cards and p.args and p.args[0] in ("big", "high"):
            return self.s(lang, f"act.{p.args[0]}", card=self.card_name(deck, p.cards[0], lang))
        return super().action_label(p, deck, names, lang)

    def bid_text(self, info: ScheduledInfo, seat: int) -> str:
        """"–" in the deals without bids; else the bid, "?" sealed, ``not_yet`` before it (a bid of
        0 reads 0)."""
        if info["kind"] in ("minimum", "maximum"):
            return "–"
        return super().bid_text(info, seat)  # a sealed bid is already "?" in the view's info

    def call_legend(self, lang: str) -> list[str]:
        return [f"– {self.s(lang, 'legend.no_bids')}"] + super().call_legend(lang)

    def event_text(self, ev: Event, deck: Deck, names: list[str], viewer: int | None,
                   lang: str = "en", symbols: bool = True) -> str | None:
        who = self.who(ev.seat, viewer, names, lang)
        d = ev.data
        if ev.kind == "sealed_bid":
            return self.s(lang, "ev.sealed_bid", who=who)
        if ev.kind == "cut":
            self._random_cut.clear()
            if d.get("zero"):
                return self.s(lang, "ev.cut.zero", who=who)
            return self.s(lang, "ev.cut", who=who, card=self.cards_text(deck, [d["card"]], lang, symbols))
        if ev.kind == "deal":
            trump = self.suit_name(d["trump"], lang, symbols) if d.get("trump") else self.s(lang, "info.none")
            return self.s(lang, "ev.deal", n=d.get("cards", ""), trump=trump)
        return super().event_text(ev, deck, names, viewer, lang, symbols)

    def whats_expected(self, view: View, lang: str = "en") -> str:
        st = view.state
        assert isinstance(st, RussianPokerState)
        info = st.public_info()
        phase = info["phase"]
        if phase in ("cut", "bid"):
            return self.s(lang, f"what.{phase}")
        if info["big"]:
            return self.s(lang, "what.big")
        return self.s(lang, "what.play")


PRESENTER = RussianPokerPresenter()
