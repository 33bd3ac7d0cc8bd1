"""What French-deck shedding games share on the table: the suit picker and common log sentences.

101 and Black Jack name a suit with ``suit X`` after a queen or an ace; the picker shows the suit
symbol *and* its letter (monochrome terminals, the "letters" setting) with the letter as its key,
red suits on red buttons.  Draws are counted in words (Russian plural forms included).
"""

from __future__ import annotations

from cardtable.engine.cards import SUIT_SYMBOLS, Deck
from cardtable.engine.mechanics.shedding import SheddingState
from cardtable.engine.state import Event, View
from cardtable.games.present import STRINGS, KeyedAction, ParsedAction, Presenter, plural_ru

SUIT_NAMES = {
    "en": {"s": "Spades", "h": "Hearts", "d": "Diamonds", "c": "Clubs"},
    "ru": {"s": "Пики", "h": "Черви", "d": "Бубны", "c": "Трефы"},
}
SUIT_TONE = {"h": "red", "d": "red", "s": "", "c": ""}
SUIT_KEYS: tuple[KeyedAction, ...] = tuple(
    KeyedAction(f"suit.{x}", x, f"name {SUIT_NAMES['en'][x]}", f"заказать: {SUIT_NAMES['ru'][x]}") for x in "shdc")
"""The suit picker's keys: each suit's letter (S H D C)."""

FRENCH_STRINGS: dict[str, dict[str, str]] = {
    "en": {
        **STRINGS["en"],
        "act.suit": "{symbol} {name} ({letter})",
        "ev.suit": "{who} names {suit}",
        "ev.suit.you": "You name {suit}",
        "ev.skip": "{who} is skipped",
        "ev.skip.you": "You are skipped",
        "ev.draw.n": "{who} draws {n}",
        "ev.draw.n.you": "You draw {n}",
        "card.one": "card",
        "card.many": "cards",
        "info.suit": "Suit",
        "info.out": "Out",
        "what.suit": "name a suit (S H D C)",
        "what.drawn": "play the drawn card or pass",
    },
    "ru": {
        **STRINGS["ru"],
        "act.suit": "{symbol} {name} ({letter})",
        "ev.suit": "{who} заказывает {suit}",
        "ev.suit.you": "Вы заказываете {suit}",
        "ev.skip": "{who} пропускает ход",
        "ev.skip.you": "Вы пропускаете ход",
        "ev.draw.n": "{who} берёт {n}",
        "ev.draw.n.you": "Вы берёте {n}",
        "card.one": "карту",
        "card.many": "карт",
        "info.suit": "Масть",
        "info.out": "Выбыли",
        "what.suit": "назовите масть (S H D C)",
        "what.drawn": "сыграйте взятую карту или пас",
    },
}


class FrenchPresenter(Presenter):
    """Suit picker and shared sentences; 101 and Black Jack extend ``strings`` and the status."""

    strings = FRENCH_STRINGS
    keyed = Presenter.keyed + SUIT_KEYS

    def suit_name(self, letter: str, lang: str, symbols: bool = True) -> str:
        name = SUIT_NAMES.get(lang, SUIT_NAMES["en"]).get(letter, letter)
        return f"{SUIT_SYMBOLS.get(letter, letter)} {name}" if symbols else f"{name} ({letter})"

    def n_cards(self, n: int, lang: str) -> str:
        if lang == "ru":
            return f"{n} {plural_ru(n, 'карту', 'карты', 'карт')}"
        return f"{n} card{'s' if n != 1 else ''}"

    # -- the suit picker ------------------------------------------------------------------------
    def action_label(self, p: ParsedAction, deck: Deck, names: list[str], lang: str = "en") -> str:
        if p.verb == "suit" and p.args:
            letter = p.args[0]
            name = SUIT_NAMES.get(lang, SUIT_NAMES["en"]).get(letter, letter)
            return self.s(lang, "act.suit", symbol=SUIT_SYMBOLS.get(letter, ""), name=name, letter=letter.upper())
        return super().action_label(p, deck, names, lang)

    def action_tone(self, p: ParsedAction) -> str:
        if p.verb == "suit" and p.args:
            return SUIT_TONE.get(p.args[0], "")
        return ""

    def move_id(self, p: ParsedAction) -> str:
        if p.verb == "suit" and p.args and p.args[0] in SUIT_NAMES["en"]:
            return f"suit.{p.args[0]}"
        return super().move_id(p)

    # -- sentences ------------------------------------------------------------------------------
    def event_text(self, ev: Event, deck: Deck, names: list[str], viewer: int | None,
                   lang: str = "en", symbols: bool = True) -> str | None:
        who = self.who(ev.seat, viewer, names, lang)
        d = ev.data
        if ev.kind == "suit":
            return self._ev(lang, "ev.suit", ev.seat, viewer, who=who, suit=self.suit_name(d.get("suit", ""), lang,
                                                                                            symbols))
        if ev.kind == "skip":
            return self._ev(lang, "ev.skip", ev.seat, viewer, who=who)
        if ev.kind == "draw":
            return self._ev(lang, "ev.draw.n", ev.seat, viewer, who=who, n=self.n_cards(int(d.get("n", 1)), lang))
        return super().event_text(ev, deck, names, viewer, lang, symbols)

    def top_text(self, view: View, lang: str) -> str:
        """The top card of the discard pile as people read it, or ''."""
        st = view.state
        assert isinstance(st, SheddingState)
        if not st.discard:
            return ""
        return self.face(st.deck, st.discard[-1], lang).label
