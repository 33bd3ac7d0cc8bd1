"""Your hand along the bottom: its label and the row of cards.

The hand row owns its cursor (a reactive of the card row: Left/Right move a class, not the focus),
the cards it shows (by id, so a card just drawn is known and takes the cursor) and the marks an area
asked for (a meld being built, an exchange, a card picked to lay).  Nothing of a hand is drawn behind
a hot-seat curtain: the moment then has no viewer.
"""

from __future__ import annotations

from collections.abc import Iterable

from textual.message import Message
from textual.reactive import reactive

from cardtable.games.present import Face, ParsedAction

from ..cards import CardRow
from ..i18n import tr
from ..plain import PlainStatic
from .moment import Moment


class HandRow(CardRow):
    """The viewer's cards; playable ones bright, marked ones marked."""

    moment: reactive[Moment | None] = reactive(None, init=False, always_update=True, repaint=False)

    class CursorMoved(Message):
        """The card under the hand's cursor changed (Most's builder line follows it)."""

        def __init__(self, card: str) -> None:
            super().__init__()
            self.card = card

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__("hand", id=id)
        self.ids: list[int] = []  # the card ids shown, in order
        self.marked: frozenset[str] = frozenset()  # cards marked at an area's request, by text
        self.drawn: int | None = None  # index of a card just drawn, for the focus policy
        self.moves: dict[str, list[ParsedAction]] = {}  # the legal moves of each playable card, by text
        self._owner: int | None = None

    # -- what the table tells the hand -------------------------------------------------------------
    def mark(self, cards: Iterable[str]) -> None:
        """Mark exactly ``cards`` (an area's marks); redrawn at once."""
        marked = frozenset(cards) & frozenset(self.texts())
        if marked != self.marked:
            self.marked = marked
            if self.moment is not None:
                self._draw(self.moment, keep=True)

    def take_drawn(self) -> int | None:
        """The index of a card just drawn (once: the focus policy asks after each refresh)."""
        drawn, self.drawn = self.drawn, None
        return drawn

    def aim(self, drawn: int | None, start: str | None = None) -> None:
        """Rest the cursor on a playable card: the one just drawn when it may be played, else
        ``start`` (where a new decision starts: ``FocusPolicy``), else the card under the cursor
        when it may, else the first that may."""
        playable = self.playable
        texts = self.texts()
        if drawn is not None and drawn < len(playable) and playable[drawn]:
            self.cursor = drawn
        elif start is not None and start in texts and playable[texts.index(start)]:
            self.cursor = texts.index(start)
        elif not (0 <= self.cursor < len(playable) and playable[self.cursor]) and any(playable):
            self.cursor = playable.index(True)

    def card_moves(self) -> dict[str, list[ParsedAction]]:
        """Each playable card of the hand (by text, in the hand's order) with its legal moves."""
        return {t: self.moves[t] for t in self.texts() if t in self.moves}

    def texts(self) -> list[str]:
        m = self.moment
        return [m.view.state.deck.text(c) for c in self.ids] if m is not None else []

    def card(self) -> str:
        """The card under the cursor ('' for an empty hand)."""
        return self.faces[self.cursor].text if self.faces and 0 <= self.cursor < len(self.faces) else ""

    # -- drawing --------------------------------------------------------------------------------
    def watch_moment(self, m: Moment | None) -> None:
        if m is not None:
            self._draw(m)

    def _draw(self, m: Moment, keep: bool = False) -> None:
        size = m.card_size
        if m.viewer is None:
            self.ids = []
            self.marked = frozenset()
            self.moves = {}
            self.set_cards([], size)
            return
        p, lg = m.presenter, m.lang
        deck = m.view.state.deck
        zone = next((r.zone for r in m.roles if r.role == "hand"), None)
        old = deck.text(self.ids[self.cursor]) if self.ids and self.cursor < len(self.ids) else None
        ids = p.hand_order(m.view, zone.cards) if zone is not None else []
        texts = [deck.text(c) for c in ids]
        playable_map = p.card_actions(m.legal, deck, texts)
        cursor = None
        added = [c for c in ids if c not in self.ids]
        if keep:
            cursor = self.cursor
        elif self.ids and len(added) == 1 and self._owner == m.viewer:
            cursor = ids.index(added[0])  # a card just drawn: put the cursor on it
            self.drawn = cursor
        elif old is not None and old not in texts and ids:
            cursor = min(self.cursor, len(ids) - 1)
        elif old is not None and old in texts:
            cursor = texts.index(old)
        self.ids = ids
        self.moves = playable_map
        self._owner = m.viewer
        faces: list[Face] = [p.face(deck, c, lg, m.symbols) for c in ids]
        self.marked &= frozenset(texts)
        self.set_cards(faces, size, [t in playable_map or t in self.marked for t in texts], cursor=cursor,
                       marked=[t in self.marked for t in texts])

    def watch_cursor(self, old: int, new: int) -> None:
        super().watch_cursor(old, new)
        self.post_message(self.CursorMoved(self.card()))


class HandLabel(PlainStatic):
    """"Your hand (7)", whose hand it is at a hot-seat table, its public mark, a call switched on."""

    moment: reactive[Moment | None] = reactive(None, init=False, always_update=True, repaint=False)
    call_on: reactive[bool] = reactive(False, init=False, repaint=False)

    def watch_moment(self, m: Moment | None) -> None:
        self._draw()

    def watch_call_on(self, on: bool) -> None:
        self._draw()

    def _draw(self) -> None:
        m = self.moment
        if m is None:
            return
        if m.viewer is None:
            self.update(tr("table.spectator") if not m.humans else tr("table.hidden"))
            return
        p, lg = m.presenter, m.lang
        marks = p.seat_marks(m.view, lg)
        n = len(m.hand_texts())
        label = tr("table.hand") if len(m.humans) == 1 else tr("table.hand.of", name=m.names[m.viewer])
        extra = f"  {marks[m.viewer]}" if m.viewer in marks else ""
        if p.show_totals and not p.marks_own_total and m.viewer < len(m.totals):
            total = m.totals[m.viewer]  # your own score, as the others' stand under their names
            extra += "  " + tr("table.score.one" if abs(total) == 1 else "table.score", n=total)
        if self.call_on:
            calls = p.calls(m.legal, m.view.state.deck) or list(p.call_words[:1])
            extra += "   ★ " + tr("table.call_on", call=p.call_label(calls[0], lg))
        self.update(f"{label} ({n}){extra}")
