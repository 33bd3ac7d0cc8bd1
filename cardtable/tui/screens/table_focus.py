"""One cursor on the table: where the focus goes after every refresh, and how the arrows move it.

The rule (DESIGN section 5): whatever Enter would act on is the one thing drawn as selected.  A
card row draws its cursor only while focused (``cards.py``); this module makes sure the focused
widget is where the next decision is, every time a decision comes to the person at the keyboard:

- a pending choice or a Ready: the first button of the bar;
- a playable card in the hand: the hand, its cursor on a playable card (the card just drawn when
  it may be played, else the card under the cursor if it is playable, else the first playable);
- a move with no card to play (Draw, Pass, Take...): the first button for a move;
- right after one's own move, or when the focused button went away: back to the hand.

Up/Down follow the screen from top to bottom (deck, table piles, hand, action bar), skip empty
rows and do not wrap; Left/Right walk the action bar without wrapping.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual.widget import Widget
from textual.widgets import Button

from cardtable.engine.state import View

from ..cards import CardRow

if TYPE_CHECKING:
    from .table import TableScreen


class FocusMixin:
    """Focus placement and arrow keys of ``TableScreen``."""

    _decision: tuple | None = None
    _mine_before: bool = False
    _drawn: int | None = None  # index of a card just drawn into the hand, for the cursor

    # -- where the next decision is -------------------------------------------------------------
    def _decision_key(self: TableScreen, view: View) -> tuple:
        m = self.match
        bar = tuple(b.key for b in self.buttons if b.command not in ("call", "emote") and b.key != "talk")
        return (self.viewer, m.hand_no, len(m.actions), bar, self.session.ready_wait, self.session.claim,
                self.target)

    def _place_focus(self: TableScreen, view: View) -> None:
        """Move the focus to the next decision when one comes (not on every refresh: the arrows
        stay the player's between decisions)."""
        key = self._decision_key(view)
        lost = self._focus_lost or self.focused is None
        self._focus_lost = False
        if key == self._decision and not lost:
            return
        self._decision = key
        if self.viewer is None and self.ended is None:
            return
        hand = self.query_one("#hand", CardRow)
        acts = view.state.to_act()
        mine = self.viewer in acts and not self.session.paused
        main = bool(acts) and acts[0] == self.viewer
        mine_before, self._mine_before = self._mine_before, mine
        bar = getattr(self, "button_widgets", [])
        if self.ended is not None and bar:
            self._focus_later(bar[0])
            return
        if self.choices or (self.session.ready_wait == self.viewer and bar):
            self._focus_later(bar[0])
            return
        if mine and any(hand.playable):
            drawn, self._drawn = self._drawn, None
            if drawn is not None and drawn < len(hand.playable) and hand.playable[drawn]:
                hand.cursor = drawn
            elif not (0 <= hand.cursor < len(hand.playable) and hand.playable[hand.cursor]):
                hand.cursor = hand.playable.index(True)
            self._focus_later(hand)
            return
        self._drawn = None
        if main:
            moves = [i for i, b in enumerate(self.buttons) if b.seat == self.viewer and b.action
                     and not b.command and b.action != "talk"]
            if moves and moves[0] < len(bar):
                self._focus_later(bar[moves[0]])
                return
        focused = self.focused
        if lost or mine_before or isinstance(focused, Button) or (
                isinstance(focused, CardRow) and not focused.faces):
            self._focus_later(hand if hand.faces else None)

    def _focus_later(self: TableScreen, widget: Widget | None) -> None:
        """Focus after the refresh (a freshly mounted button takes focus only once mounted)."""
        if widget is None:
            return

        def go() -> None:
            if widget.is_attached and widget.display:
                widget.focus()

        self.call_after_refresh(go)

    # -- keys -----------------------------------------------------------------------------------
    def _screen_rows(self: TableScreen) -> list[CardRow]:
        """The card rows from the top of the screen down: deck, table piles, hand."""
        rows = [r for r in self.zone_rows.values() if r.role == "deck"]
        rows += [r for r in self.zone_rows.values() if r.role == "table"]
        rows.append(self.query_one("#hand", CardRow))
        return rows

    def action_zone(self: TableScreen, delta: int) -> None:
        """Up (-1) / Down (+1) in the screen's order, skipping empty rows; the bar is below the hand."""
        rows = self._screen_rows()
        bar = [b for b in getattr(self, "button_widgets", []) if b.is_attached]
        focused = self.focused
        if focused in bar:
            if delta < 0:
                for row in reversed(rows):
                    if row.faces:
                        row.focus()
                        return
            return
        if focused not in rows:
            rows[-1].focus()
            return
        i = rows.index(focused)  # type: ignore[arg-type]
        j = i + delta
        while 0 <= j < len(rows):
            if rows[j].faces:
                rows[j].focus()
                return
            j += delta
        if delta > 0 and bar:
            bar[0].focus()

    def action_sideways(self: TableScreen, delta: int) -> None:
        """Left/Right between buttons when a button has focus (cards handle their own keys); no wrap."""
        bar = [b for b in getattr(self, "button_widgets", []) if b.is_attached]
        if self.focused in bar:
            j = bar.index(self.focused) + delta  # type: ignore[arg-type]
            if 0 <= j < len(bar):
                bar[j].focus()
