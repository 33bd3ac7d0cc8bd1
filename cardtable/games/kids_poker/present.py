"""Kids' Poker at the table: Look / bid dark, the poker's three modes and ◦ for dark calls, on top of
the shared trick presenter (``games.present_tricks``).  An unlooked hand is all backs in the view,
so the table shows it face down until Look."""

from __future__ import annotations

from typing import cast

from cardtable.engine.cards import Deck
from cardtable.engine.mechanics.bidding import hook_forbidden
from cardtable.engine.mechanics.tricks import Deal, ScheduledInfo
from cardtable.engine.sheet import HandResult
from cardtable.engine.state import Event, View
from cardtable.games.present import KeyedAction, ParsedAction, ZoneRole
from cardtable.games.present_tricks import TRICK_STRINGS, TrickPresenter

from .state import KidsPokerInfo, KidsPokerState, schedule

STRINGS_KP: dict[str, dict[str, str]] = {
    "en": {
        **TRICK_STRINGS["en"],
        "act.look": "Look at my cards",
        "act.pass": "Pass",
        "act.bid.dark": "Bid {n} dark ◦",
        "act.pass.dark": "Pass dark ◦",
        "act.high": "{card} HIGH",
        "act.trumps": "{card} by trumps",
        "act.plain": "{card} plain",
        "ev.look": "{who} looks at the cards",
        "ev.look.you": "You look at your cards",
        "ev.bid.dark": "{who} bids {n} dark",
        "ev.bid.dark.you": "You bid {n} dark",
        "ev.pass": "{who} passes",
        "what.look": "bid dark, or look at your cards first",
        "what.dark": "a dark deal: bid without looking",
        "what.trumps": "the poker led by trumps: play your highest diamond",
        "call.trumps": "by trumps",
        "call.plain": "plain",
        "note.trumps": "the poker by trumps: everyone plays his highest diamond",
        "legend.pass": "pass",
        "legend.dark": "called dark",
        "legend.not_called": "not called yet",
    },
    "ru": {
        **TRICK_STRINGS["ru"],
        "act.look": "Посмотреть карты",
        "act.pass": "Пас",
        "act.bid.dark": "Заказ {n} втёмную ◦",
        "act.pass.dark": "Пас втёмную ◦",
        "act.high": "{card} старшим",
        "act.trumps": "{card} по козырям",
        "act.plain": "{card} простой",
        "ev.look": "{who} смотрит карты",
        "ev.look.you": "Вы смотрите карты",
        "ev.bid.dark": "{who} заказывает {n} втёмную",
        "ev.bid.dark.you": "Вы заказываете {n} втёмную",
        "ev.pass": "{who} пасует",
        "what.look": "закажите втёмную или сначала посмотрите карты",
        "what.dark": "тёмная раздача: заказ не глядя",
        "what.trumps": "покер по козырям: кладите старшую бубну",
        "call.trumps": "по козырям",
        "call.plain": "простым",
        "note.trumps": "покер по козырям: все кладут старшую бубну",
        "legend.pass": "пас",
        "legend.dark": "заказ втёмную",
        "legend.not_called": "ещё не заказал(а)",
    },
}


class KidsPokerPresenter(TrickPresenter):
    strings = STRINGS_KP
    keyed = TrickPresenter.keyed + (KeyedAction("kids_poker.look", "l", "look at your cards (a light bid)",
                                                "посмотреть карты (заказ не втёмную)"),)

    def deals(self, n: int) -> list[Deal]:
        return schedule(n)

    def roles(self, view: View, seat: int | None) -> list[ZoneRole]:
        """No deck either: the cards left over from an uneven deal are never used."""
        return [r for r in super().roles(view, seat) if r.zone.name != "stock"]

    def _dark_now(self, view: View) -> bool:
        return any(a.endswith(" dark") for a in view.legal)

    def forbidden_bid(self, view: View) -> int | None:
        """With ``hook_rule``, the dealer's number that would make the calls add up to the cards; a
        dark pass that is simply not allowed is not the hook's business."""
        st = view.state
        assert isinstance(st, KidsPokerState)
        info = st.public_info()
        if info["phase"] != "bid" or view.seat != st.dealer or not st.opts.hook_rule:
            return None
        n = hook_forbidden(st.bid_sum, info["cards"], True)
        if n == 0 and self._dark_now(view) and not st.opts.dark_pass_allowed:
            return None
        return n

    def bid_action(self, n: int, view: View) -> str:
        dark = " dark" if self._dark_now(view) else ""
        return f"pass{dark}" if n == 0 else f"bid {n}{dark}"

    def action_label(self, p: ParsedAction, deck: Deck, names: list[str], lang: str = "en") -> str:
        dark = bool(p.args) and p.args[-1] == "dark"
        if p.verb == "bid" and dark:
            return self.s(lang, "act.bid.dark", n=p.args[0])
        if p.verb == "pass" and dark:
            return self.s(lang, "act.pass.dark")
        if p.verb == "look":
            return self.s(lang, "act.look")
        if p.verb == "play" and p.cards and p.cards[0] == "7s":
            mode = p.args[0] if p.args else "high"
            if mode in ("high", "trumps", "plain"):
                return self.s(lang, f"act.{mode}", card=self.card_name(deck, "7s", lang))
        return super().action_label(p, deck, names, lang)

    def move_id(self, p: ParsedAction) -> str:
        if p.verb == "look":
            return "kids_poker.look"
        if p.verb == "pass":
            return "bid.0"  # a pass is the bid of 0: the digits are the bid picker
        return super().move_id(p)

    def bid_text(self, info: ScheduledInfo, seat: int) -> str:
        """The call as the sheet writes it ("–" a pass, "2◦" dark), ``not_yet`` before it is made:
        a pass and a call still to come read differently."""
        return cast(KidsPokerInfo, info)["calls"][seat] or self.not_yet  # this game's states give their own info

    def sheet_label(self, row: HandResult, lang: str = "en") -> str:
        """As the spec's sheet labels its rows (kids_poker.md section 6): the hand size, ◦ for a
        dark deal, the last row «золотая» / "golden" in the table's language."""
        kind, cards = row.extra.get("kind"), row.extra.get("cards")
        if kind == "golden":
            return self.kind_name("golden", lang)
        if isinstance(cards, int):
            return f"{cards}◦" if kind == "dark" else str(cards)
        return ""

    def call_legend(self, lang: str) -> list[str]:
        return [f"– {self.s(lang, 'legend.pass')}", f"2◦ {self.s(lang, 'legend.dark')}",
                f"{self.not_yet} {self.s(lang, 'legend.not_called')}"]

    def event_text(self, ev: Event, deck: Deck, names: list[str], viewer: int | None,
                   lang: str = "en", symbols: bool = True) -> str | None:
        who = self.who(ev.seat, viewer, names, lang)
        d = ev.data
        if ev.kind == "look":
            return self._ev(lang, "ev.look", ev.seat, viewer, who=who)
        if ev.kind == "bid":
            if d.get("bid") == 0:
                return self._ev(lang, "ev.pass", ev.seat, viewer, who=who)
            if d.get("dark"):
                return self._ev(lang, "ev.bid.dark", ev.seat, viewer, who=who, n=d.get("bid"))
        return super().event_text(ev, deck, names, viewer, lang, symbols)

    def trick_note(self, info: ScheduledInfo, lang: str = "en") -> str:
        return self.s(lang, "note.trumps") if cast(KidsPokerInfo, info)["trumps_lead"] else ""

    def whats_expected(self, view: View, lang: str = "en") -> str:
        st = view.state
        assert isinstance(st, KidsPokerState)
        info = st.public_info()
        if info["phase"] == "bid":
            if "look" in view.legal:
                return self.s(lang, "what.look")
            if info["kind"] == "dark":
                return self.s(lang, "what.dark")
            return self.s(lang, "what.bid")
        if info["trumps_lead"]:
            return self.s(lang, "what.trumps")
        return self.s(lang, "what.play")


PRESENTER = KidsPokerPresenter()
