"""What bid-and-trick games share on the table: bid buttons with digit keys, trick and bid sentences,
"bid/taken" beside every name and the trump beside the piles (Russian Poker, Kids' Poker, ...).

Everything comes from the masked view's ``public_info()`` (``engine.tricks.TrickState.trick_info``
plus the game's ``bids``), so a sealed bid of another seat is a ``?`` here exactly as in the view.
"""

from __future__ import annotations

from cardtable.engine.cards import Deck
from cardtable.engine.state import Event, View
from cardtable.games.present import ParsedAction
from cardtable.games.present_french import FRENCH_STRINGS, SUIT_TONE, FrenchPresenter

TRICK_STRINGS: dict[str, dict[str, str]] = {
    "en": {
        **FRENCH_STRINGS["en"],
        "act.bid": "Bid {n}",
        "ev.bid": "{who} bids {n}",
        "ev.bid.you": "You bid {n}",
        "ev.trick": "{who} takes the trick",
        "ev.trick.you": "You take the trick",
        "ev.deal_over": "The deal is over",
        "what.bid": "bid the tricks you will take",
        "what.play": "play a card",
        "info.trump": "Trump",
        "info.none": "none",
        "info.deal": "Deal",
    },
    "ru": {
        **FRENCH_STRINGS["ru"],
        "act.bid": "Заказ {n}",
        "ev.bid": "{who} заказывает {n}",
        "ev.bid.you": "Вы заказываете {n}",
        "ev.trick": "{who} берёт взятку",
        "ev.trick.you": "Вы берёте взятку",
        "ev.deal_over": "Раздача окончена",
        "what.bid": "закажите число взяток",
        "what.play": "сыграйте карту",
        "info.trump": "Козырь",
        "info.none": "нет",
        "info.deal": "Раздача",
    },
}


class TrickPresenter(FrenchPresenter):
    """Bids on buttons (digits as keys), bid and trick sentences, "bid/taken" marks, the trump."""

    strings = TRICK_STRINGS
    hidden_options = ("first_deal",)

    def action_label(self, p: ParsedAction, deck: Deck, names: list[str], lang: str = "en") -> str:
        if p.verb == "bid" and p.args:
            return self.s(lang, "act.bid", n=p.args[0])
        return super().action_label(p, deck, names, lang)

    def hotkey(self, p: ParsedAction) -> str:
        if p.verb == "bid" and p.args and p.args[0].isdigit() and int(p.args[0]) < 10 and len(p.args) == 1:
            return p.args[0]
        return super().hotkey(p)

    def bid_text(self, info: dict, seat: int) -> str:
        b = info["bids"][seat]
        return "–" if b is None else str(b)

    def event_text(self, ev: Event, deck: Deck, names: list[str], viewer: int | None,
                   lang: str = "en", symbols: bool = True) -> str | None:
        who = self.who(ev.seat, viewer, names, lang)
        if ev.kind == "bid":
            return self._ev(lang, "ev.bid", ev.seat, viewer, who=who, n=ev.data.get("bid", "?"))
        if ev.kind == "trick":
            return self._ev(lang, "ev.trick", ev.seat, viewer, who=who)
        if ev.kind == "deal_over":
            return self.s(lang, "ev.deal_over")
        return super().event_text(ev, deck, names, viewer, lang, symbols)

    def seat_marks(self, view: View, lang: str = "en") -> dict[int, str]:
        """"bid/taken" beside every name."""
        info = view.state.public_info()  # type: ignore[attr-defined]
        return {s: f"{self.bid_text(info, s)}/{t}" for s, t in enumerate(info["taken"])}

    def info(self, view: View, lang: str = "en") -> list[tuple[str, str]]:
        info = view.state.public_info()  # type: ignore[attr-defined]
        trump = info.get("trump", "")
        out = [(f"{self.s(lang, 'info.deal')} {info['deal']} ({info['cards']}, {info['kind']})  ", ""),
               (f"{self.s(lang, 'info.trump')}: ", "")]
        if trump:
            out.append((f" {self.suit_name(trump, lang)} ", SUIT_TONE[trump] or "black"))
        else:
            out.append((self.s(lang, "info.none"), ""))
        return out
