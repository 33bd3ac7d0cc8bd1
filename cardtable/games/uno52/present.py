"""Uno 52 at the table: Uno's presentation plus the open poker hands, chips, pots and the overlay.

Everything comes from the masked view (``public_info()``, the open stacks, the top of the pile), so
nothing shown leaks a closed card.  A ranked card is drawn as rank and suit in its colour (the
colour letter stays in the corner for colour-blind players and mono terminals).
"""

from __future__ import annotations

from cardtable.engine.cards import SUIT_SYMBOLS, Card, Deck
from cardtable.engine.state import Event, View, Zone
from cardtable.games.present import RU_RANKS, Face
from cardtable.games.uno.present import TONES, UNO_STRINGS, UnoPresenter

from .state import Uno52State

STRINGS52: dict[str, dict[str, str]] = {
    "en": {
        **UNO_STRINGS["en"],
        "act.cover": "Cover",
        "ev.cover": "{who} covers {under} with {cards}",
        "ev.cover.you": "You cover {under} with {cards}",
        "ev.keep": "{who} keeps the open hand",
        "ev.keep.you": "You keep your open hand",
        "ev.guilty": "Guilty! {who} draws 6",
        "what.overlay": "cover one of your open cards (same colour or rank) or pass",
        "what.last": "play on {top} ({colour}), lay your last card on your open hand, or draw",
        "info.pots": "Pots: small {sbp} · big {bbp} · common {cp}",
        "info.hand": "Your open hand: {name}",
        "mark.chips": "{n} chips",
        "zone.open": "Open {seat}/{slot}",
    },
    "ru": {
        **UNO_STRINGS["ru"],
        "act.cover": "Накрыть",
        "ev.cover": "{who} накрывает {under} картой {cards}",
        "ev.cover.you": "Вы накрываете {under} картой {cards}",
        "ev.keep": "{who} не меняет открытую руку",
        "ev.keep.you": "Вы не меняете открытую руку",
        "ev.guilty": "Виновен! {who} берёт 6",
        "what.overlay": "накройте одну из открытых карт (тот же цвет или значение) или пас",
        "what.last": "положите на {top} ({colour}), выложите последнюю карту в открытую руку или возьмите",
        "info.pots": "Банки: малый {sbp} · большой {bbp} · общий {cp}",
        "info.hand": "Ваша открытая рука: {name}",
        "mark.chips": "фишек: {n}",
        "zone.open": "Открытая {seat}/{slot}",
    },
}


class Uno52Presenter(UnoPresenter):
    strings = STRINGS52

    def face_of(self, c: Card, lang: str = "en", symbols: bool = True) -> Face:
        if c.colour and c.suit:  # a ranked card: rank and suit, in its colour
            rank = RU_RANKS.get(c.rank, c.rank) if lang == "ru" else c.rank
            mark = SUIT_SYMBOLS[c.suit] if symbols else c.suit
            return Face(rank + mark, TONES.get(c.colour, "black"), c.text, c.colour, rank)
        return super().face_of(c, lang, symbols)

    def zone_label(self, name: str, lang: str = "en") -> str:
        if name.startswith("open"):
            seat, _, slot = name[4:].partition("_")
            if seat.isdigit() and slot.isdigit():
                return self.s(lang, "zone.open", seat=int(seat) + 1, slot=int(slot) + 1)
        return super().zone_label(name, lang)

    def shown_cards(self, zone: Zone) -> list[int]:
        if zone.name.startswith("open"):
            return zone.cards[-1:]  # the poker hand is the top cards; covered ones are dead
        return super().shown_cards(zone)

    def seat_marks(self, view: View, lang: str = "en") -> dict[int, str]:
        st = view.state
        assert isinstance(st, Uno52State)
        out: dict[int, str] = {}
        for s, n in enumerate(st.chips):
            if s in st.gone:
                continue
            name = st.hand_name(s, lang)
            out[s] = f"{self.s(lang, 'mark.chips', n=n)} · {name}" if name else self.s(lang, "mark.chips", n=n)
        return out

    def event_text(self, ev: Event, deck: Deck, names: list[str], viewer: int | None,
                   lang: str = "en", symbols: bool = True) -> str | None:
        d = ev.data
        if ev.kind == "cover":
            who = self.who(ev.seat, viewer, names, lang)
            return self._ev(lang, "ev.cover", ev.seat, viewer, who=who,
                            cards=self.cards_text(deck, [d["card"]], lang, symbols),
                            under=self.cards_text(deck, [d["under"]], lang, symbols))
        if ev.kind == "keep":
            return self._ev(lang, "ev.keep", ev.seat, viewer, who=self.who(ev.seat, viewer, names, lang))
        return super().event_text(ev, deck, names, viewer, lang, symbols)

    def whats_expected(self, view: View, lang: str = "en") -> str:
        info = view.state.public_info()  # type: ignore[attr-defined]
        if info.get("phase") == "overlay":
            return self.s(lang, "what.overlay")
        if info.get("phase") == "play" and any(a.startswith("cover") for a in view.legal):
            st = view.state
            top = self.face(st.deck, st.discard[-1], lang).label  # type: ignore[attr-defined]
            return self.s(lang, "what.last", top=top, colour=self.colour_name(info.get("colour", ""), lang))
        return super().whats_expected(view, lang)

    def info(self, view: View, lang: str = "en") -> list[tuple[str, str]]:
        info = view.state.public_info()  # type: ignore[attr-defined]
        out = super().info(view, lang)
        out.append(("\n" + self.s(lang, "info.pots", **info["pots"]), ""))
        st = view.state
        assert isinstance(st, Uno52State)
        name = st.hand_name(view.seat, lang) if 0 <= view.seat < st.n else ""
        if name:
            out.append(("\n" + self.s(lang, "info.hand", name=name), "bold"))
        return out


PRESENTER = Uno52Presenter()
