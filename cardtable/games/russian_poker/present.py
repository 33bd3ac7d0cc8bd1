"""Russian Poker at the table: bids and the 7♠ calls on buttons, the trick and "bid/taken" per seat.

Everything comes from the masked view (``public_info()``), so a sealed bid of another seat is a
``?`` here exactly as it is in the view.
"""

from __future__ import annotations

from cardtable.engine.cards import Deck
from cardtable.engine.state import Event, View
from cardtable.games.present import ParsedAction
from cardtable.games.present_french import FRENCH_STRINGS, SUIT_TONE, FrenchPresenter

STRINGS_RP: dict[str, dict[str, str]] = {
    "en": {
        **FRENCH_STRINGS["en"],
        "act.bid": "Bid {n}",
        "act.cut": "Cut at {n}",
        "act.big": "{card} ♛ by the biggest",
        "act.high": "{card} as the highest",
        "ev.bid": "{who} bids {n}",
        "ev.bid.you": "You bid {n}",
        "ev.sealed_bid": "{who} bids (sealed)",
        "ev.cut": "{who} cuts: {card}",
        "ev.cut.zero": "{who} cuts the 7♠: his total is 0",
        "ev.trick": "{who} takes the trick",
        "ev.trick.you": "You take the trick",
        "ev.deal": "Deal of {n}: trump {trump}",
        "ev.deal_over": "The deal is over",
        "what.cut": "cut the deck (choose where)",
        "what.bid": "bid the tricks you will take",
        "what.play": "play a card",
        "what.big": "7♠ led by the biggest: play your strongest card",
        "info.trump": "Trump",
        "info.none": "none",
        "info.deal": "Deal",
    },
    "ru": {
        **FRENCH_STRINGS["ru"],
        "act.bid": "Заказ {n}",
        "act.cut": "Сдвинуть на {n}",
        "act.big": "{card} ♛ по самым крупным",
        "act.high": "{card} старшей",
        "ev.bid": "{who} заказывает {n}",
        "ev.bid.you": "Вы заказываете {n}",
        "ev.sealed_bid": "{who} делает тайный заказ",
        "ev.cut": "{who} сдвигает: {card}",
        "ev.cut.zero": "{who} сдвигает на 7♠: счёт обнулён",
        "ev.trick": "{who} берёт взятку",
        "ev.trick.you": "Вы берёте взятку",
        "ev.deal": "Раздача по {n}: козырь {trump}",
        "ev.deal_over": "Раздача окончена",
        "what.cut": "сдвиньте колоду (выберите место)",
        "what.bid": "закажите число взяток",
        "what.play": "сыграйте карту",
        "what.big": "7♠ по самым крупным: кладите самую крупную карту",
        "info.trump": "Козырь",
        "info.none": "нет",
        "info.deal": "Раздача",
    },
}


class RussianPokerPresenter(FrenchPresenter):
    strings = STRINGS_RP
    hidden_options = ("first_deal",)

    def action_label(self, p: ParsedAction, deck: Deck, names: list[str], lang: str = "en") -> str:
        if p.verb in ("bid", "cut") and p.args:
            return self.s(lang, f"act.{p.verb}", n=p.args[0])
        if p.verb == "play" and p.cards and p.args and p.args[0] in ("big", "high"):
            return self.s(lang, f"act.{p.args[0]}", card=self.card_name(deck, p.cards[0], lang))
        return super().action_label(p, deck, names, lang)

    def hotkey(self, p: ParsedAction) -> str:
        if p.verb == "bid" and p.args and p.args[0].isdigit() and int(p.args[0]) < 10:
            return p.args[0]
        return super().hotkey(p)

    def event_text(self, ev: Event, deck: Deck, names: list[str], viewer: int | None,
                   lang: str = "en", symbols: bool = True) -> str | None:
        who = self.who(ev.seat, viewer, names, lang)
        d = ev.data
        if ev.kind == "bid":
            return self._ev(lang, "ev.bid", ev.seat, viewer, who=who, n=d.get("bid", "?"))
        if ev.kind == "sealed_bid":
            return self.s(lang, "ev.sealed_bid", who=who)
        if ev.kind == "cut":
            if d.get("zero"):
                return self.s(lang, "ev.cut.zero", who=who)
            return self.s(lang, "ev.cut", who=who, card=self.cards_text(deck, [d["card"]], lang, symbols))
        if ev.kind == "trick":
            return self._ev(lang, "ev.trick", ev.seat, viewer, who=who)
        if ev.kind == "deal":
            trump = self.suit_name(d.get("trump", ""), lang, symbols) if d.get("trump") else self.s(lang, "info.none")
            return self.s(lang, "ev.deal", n=d.get("cards", ""), trump=trump)
        if ev.kind == "deal_over":
            return self.s(lang, "ev.deal_over")
        return super().event_text(ev, deck, names, viewer, lang, symbols)

    def whats_expected(self, view: View, lang: str = "en") -> str:
        info = view.state.public_info()  # type: ignore[attr-defined]
        phase = info.get("phase")
        if phase in ("cut", "bid"):
            return self.s(lang, f"what.{phase}")
        if info.get("big"):
            return self.s(lang, "what.big")
        return self.s(lang, "what.play")

    def seat_marks(self, view: View, lang: str = "en") -> dict[int, str]:
        """"bid/taken" beside every name ("?" for a sealed bid, "–" before a bid or without bids)."""
        info = view.state.public_info()  # type: ignore[attr-defined]
        out = {}
        for s, (b, t) in enumerate(zip(info["bids"], info["taken"], strict=True)):
            out[s] = f"{'–' if b is None else b}/{t}"
        return out

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


PRESENTER = RussianPokerPresenter()
