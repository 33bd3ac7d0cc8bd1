"""Russian Poker at the table: the cut, the 7♠ calls and sealed bids on top of the shared trick
presenter (``games.present_tricks``)."""

from __future__ import annotations

from cardtable.engine.cards import Deck
from cardtable.engine.state import Event, View
from cardtable.games.present import ParsedAction
from cardtable.games.present_tricks import TRICK_STRINGS, TrickPresenter

STRINGS_RP: dict[str, dict[str, str]] = {
    "en": {
        **TRICK_STRINGS["en"],
        "act.cut": "Cut at {n}",
        "act.big": "{card} ♛ by the biggest",
        "act.high": "{card} as the highest",
        "ev.sealed_bid": "{who} bids (sealed)",
        "ev.cut": "{who} cuts: {card}",
        "ev.cut.zero": "{who} cuts the 7♠: his total is 0",
        "ev.deal": "Deal of {n}: trump {trump}",
        "what.cut": "cut the deck (choose where)",
        "what.big": "7♠ led by the biggest: play your strongest card",
    },
    "ru": {
        **TRICK_STRINGS["ru"],
        "act.cut": "Сдвинуть на {n}",
        "act.big": "{card} ♛ по самым крупным",
        "act.high": "{card} старшей",
        "ev.sealed_bid": "{who} делает тайный заказ",
        "ev.cut": "{who} сдвигает: {card}",
        "ev.cut.zero": "{who} сдвигает на 7♠: счёт обнулён",
        "ev.deal": "Раздача по {n}: козырь {trump}",
        "what.cut": "сдвиньте колоду (выберите место)",
        "what.big": "7♠ по самым крупным: кладите самую крупную карту",
    },
}


class RussianPokerPresenter(TrickPresenter):
    strings = STRINGS_RP

    def action_label(self, p: ParsedAction, deck: Deck, names: list[str], lang: str = "en") -> str:
        if p.verb == "cut" and p.args:
            return self.s(lang, "act.cut", n=p.args[0])
        if p.verb == "play" and p.cards and p.args and p.args[0] in ("big", "high"):
            return self.s(lang, f"act.{p.args[0]}", card=self.card_name(deck, p.cards[0], lang))
        return super().action_label(p, deck, names, lang)

    def bid_text(self, info: dict, seat: int) -> str:
        b = info["bids"][seat]
        if info["kind"] in ("minimum", "maximum"):
            return "–"
        return "–" if b is None else str(b)  # a sealed bid is already "?" in the view's info

    def event_text(self, ev: Event, deck: Deck, names: list[str], viewer: int | None,
                   lang: str = "en", symbols: bool = True) -> str | None:
        who = self.who(ev.seat, viewer, names, lang)
        d = ev.data
        if ev.kind == "sealed_bid":
            return self.s(lang, "ev.sealed_bid", who=who)
        if ev.kind == "cut":
            if d.get("zero"):
                return self.s(lang, "ev.cut.zero", who=who)
            return self.s(lang, "ev.cut", who=who, card=self.cards_text(deck, [d["card"]], lang, symbols))
        if ev.kind == "deal":
            trump = self.suit_name(d["trump"], lang, symbols) if d.get("trump") else self.s(lang, "info.none")
            return self.s(lang, "ev.deal", n=d.get("cards", ""), trump=trump)
        return super().event_text(ev, deck, names, viewer, lang, symbols)

    def whats_expected(self, view: View, lang: str = "en") -> str:
        info = view.state.public_info()  # type: ignore[attr-defined]
        phase = info.get("phase")
        if phase in ("cut", "bid"):
            return self.s(lang, f"what.{phase}")
        if info.get("big"):
            return self.s(lang, "what.big")
        return self.s(lang, "what.play")


PRESENTER = RussianPokerPresenter()
