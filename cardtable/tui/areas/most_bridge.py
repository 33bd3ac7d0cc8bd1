"""Most's bridge: the open row of discards, with a cursor of its own (most.md sections 3 and 8).

Any card of the bridge may be taken together with every newer one, so the row is a card row the
arrows reach like any pile (Up from the hand): its label says what a take at the card under the
cursor would bring ("9♥: take 4, and meld or lay off 9♥ at once"), cards that may not be taken now
are dimmed, and Enter takes from there (or says which rule forbids it).  A long row folds: the
card row covers older cards to a few columns and draws the one under the cursor whole.
"""

from __future__ import annotations

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.events import DescendantBlur, DescendantFocus

from cardtable.games.most.present import MostPresenter
from cardtable.games.most.state import MostState

from ..cards import CardRow, CardWidget
from ..plain import PlainStatic
from ..widgets.messages import Act, FocusHand, Say
from ..widgets.moment import Moment
from . import Area


class BridgeArea(Area):
    slot = "top"
    DEFAULT_CSS = """
    BridgeArea { height: auto; width: 1fr; padding: 0 1; layout: vertical; }
    BridgeArea > #bridge-label { height: 1; width: 1fr; color: $text-muted; }
    BridgeArea.-row-focus > #bridge-label { color: $accent; text-style: bold; }
    BridgeArea > CardRow { width: 1fr; }
    """

    def compose(self) -> ComposeResult:
        yield PlainStatic("", id="bridge-label")
        row = CardRow("table", id="bridge-row")
        row.zone_name = "bridge"
        yield row

    @property
    def row(self) -> CardRow:
        return self.query_one("#bridge-row", CardRow)

    def on_mount(self) -> None:
        self.watch(self.row, "cursor", self._cursor_moved, init=False)
        self.call_after_refresh(self._first_draw)

    def _first_draw(self) -> None:
        """Draw again once mounted: the table's first moment may come before the row is."""
        if self.moment is not None:
            self.draw(self.moment)

    def draw(self, m: Moment) -> None:
        if not self.row.is_mounted:
            return
        p = m.presenter
        deck = m.view.state.deck
        st = m.view.state
        bridge = list(st.bridge) if isinstance(st, MostState) else []
        faces = [p.face(deck, c, m.lang, m.symbols) for c in bridge]
        playable = [f"pick {deck.text(c)}" in m.view.legal for c in bridge] if self._taking(m) else None
        row = self.row
        row.set_cards(faces, m.card_size, playable, cursor=None if self.app.focused is row else len(faces) - 1)
        self._label(m)

    @staticmethod
    def _taking(m: Moment) -> bool:
        """The person at the keyboard is to take a card now (the row then dims what may not be taken)."""
        return m.viewer is not None and m.info.get("phase") == "take" and m.viewer in m.view.state.to_act()

    @on(DescendantFocus)
    @on(DescendantBlur)
    def _focus_moved(self) -> None:
        """Off the row, its cursor rests on the newest card; the take hint shows only on the row."""
        row = self.row
        focused = self.app.focused is row
        if not focused and row.faces:
            row.cursor = len(row.faces) - 1
        if self.moment is not None:
            self._label(self.moment, focused=focused)

    def _cursor_moved(self) -> None:
        if self.moment is not None:
            self._label(self.moment)

    def _label(self, m: Moment, focused: bool | None = None) -> None:
        p = m.presenter
        lg = m.lang
        row = self.row
        focused = self.app.focused is row if focused is None else focused
        hinting = self._taking(m) and bool(row.faces) and focused
        t = Text(p.s(lg, "bridge.short" if hinting else "bridge.title", n=len(row.faces)), no_wrap=True,
                 overflow="ellipsis")
        card = row.faces[row.cursor].text if hinting else ""
        self._mark_take(row.cursor if f"pick {card}" in m.view.legal else len(row.faces))
        if hinting and isinstance(p, MostPresenter):
            hint = p.bridge_hint(m.view, card, lg)
            legal = f"pick {card}" in m.view.legal
            t.append("  ▸ ")
            t.append(hint, style="bold" if legal else "dim")
            if legal:
                t.append(f"  ({p.s(lg, 'bridge.enter')})", style="dim")
        self.query_one("#bridge-label", PlainStatic).update(t)

    def _mark_take(self, start: int) -> None:
        """Mark the cards a take at ``start`` brings (it and every newer one), as the hand marks
        the cards of a meld: the "take 4" of the label, seen on the row."""
        kids = [w for w in self.row.children if isinstance(w, CardWidget)]
        for i, kid in enumerate(kids):
            kid.set_class(i >= start, "-marked")

    @on(CardRow.Activated)
    def _take(self, message: CardRow.Activated) -> None:
        """Enter on a bridge card: take from there when legal, else say which rule forbids it."""
        if message.row is not self.row:
            return
        message.stop()
        m = self.moment
        if m is None or m.viewer is None or not 0 <= message.index < len(self.row.faces):
            return
        card = self.row.faces[message.index].text
        if f"pick {card}" in m.view.legal:
            self.post_message(Act(f"pick {card}"))
            self.post_message(FocusHand())
            return
        p = m.presenter
        if isinstance(p, MostPresenter):
            self.post_message(Say(p.pick_refusal(m.view, card, m.lang), error=True))


AREA = BridgeArea
