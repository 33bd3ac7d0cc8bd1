"""One cursor on the table (issue 13): where the focus goes after each refresh, and where the arrows
take it.  The table screen keeps a ``FocusPolicy`` and asks it; nothing here draws or acts.

The rule (DESIGN section 5): whatever Enter would act on is the one thing drawn as selected.  A card
row draws its cursor only while focused (``cards.py``); the policy makes sure the focused widget is
where the next decision is, every time a decision comes to the person at the keyboard:

- a pending choice, a Ready or the hand-end moment: the first button of the bar;
- a playable card in the hand: the hand, its cursor on a playable card (the card just drawn when
  it may be played, else the card under the cursor if it is playable, else the first playable);
- a move with no card to play (Draw, Pass, Take...): the first button for a move;
- right after one's own move, or when the focused button went away: back to the hand.

Up/Down follow the screen from top to bottom (deck, table piles, hand, action bar), skip empty rows
and do not wrap; Left/Right walk the action bar without wrapping.
"""

from __future__ import annotations

from collections.abc import Sequence

from textual.widget import Widget
from textual.widgets import Button

from ..cards import CardRow
from ..widgets.action_bar import ActionBar
from ..widgets.hand import HandRow
from ..widgets.moment import Moment


class FocusPolicy:
    """The decision the focus was last placed for, and whether the person was to move then."""

    def __init__(self) -> None:
        self.decision: tuple | None = None
        self.mine_before = False

    def place(self, m: Moment, paused: bool, target: str, hand: HandRow, bar: ActionBar,
              focused: Widget | None) -> Widget | None:
        """Where the focus goes now, or None to leave it (not on every refresh: the arrows stay the
        player's between decisions)."""
        viewer = m.viewer
        specs = bar.specs
        keys = tuple(b.key for b in specs if b.command not in ("call", "emote") and b.key != "talk")
        key = (viewer, m.hand_no, m.moves, keys, m.ready_wait, m.claim, target)
        lost = bar.take_focus_lost() or focused is None
        if key == self.decision and not lost:
            return None
        self.decision = key
        if viewer is None and m.ended is None:
            return None
        acts = m.acts
        mine = viewer in acts and not paused
        main = bool(acts) and acts[0] == viewer
        mine_before, self.mine_before = self.mine_before, mine
        buttons = bar.buttons
        if (m.ended is not None or bar.choices or m.ready_wait == viewer) and buttons:
            return buttons[0]
        drawn = hand.take_drawn()
        urgent = m.presenter.focus_move(m.view) if mine and m.viewer is not None else ""
        first = next((i for i, b in enumerate(specs) if urgent and b.action == urgent and not b.command), None)
        if first is not None and first < len(buttons):
            return buttons[first]  # the move that matters now (Kukareku's signal), before the hand
        if mine and any(hand.playable):
            hand.aim(drawn)
            return hand
        if main:
            moves = [i for i, b in enumerate(specs) if b.seat == viewer and b.action and not b.command
                     and b.action != "talk"]
            if moves and moves[0] < len(buttons):
                return buttons[moves[0]]
        if lost or mine_before or isinstance(focused, Button) or (isinstance(focused, CardRow) and not focused.faces):
            return hand if hand.faces else None
        return None


def row_after(rows: Sequence[CardRow], bar: Sequence[Button], focused: Widget | None, delta: int) -> Widget | None:
    """Up (-1) / Down (+1) from ``focused`` in the screen's order (``rows`` from the top, the hand
    last, then the bar), skipping empty rows; None where it stops."""
    if focused in bar:
        if delta < 0:
            return next((row for row in reversed(rows) if row.faces), None)
        return None
    if not isinstance(focused, CardRow) or focused not in rows:
        return rows[-1]
    j = list(rows).index(focused) + delta
    while 0 <= j < len(rows):
        if rows[j].faces:
            return rows[j]
        j += delta
    return bar[0] if delta > 0 and bar else None


def button_beside(bar: Sequence[Button], focused: Widget | None, delta: int) -> Button | None:
    """Left/Right between the bar's buttons when one has the focus (cards handle their own keys)."""
    i = next((i for i, b in enumerate(bar) if b is focused), None)
    if i is None or not 0 <= i + delta < len(bar):
        return None
    return bar[i + delta]
