"""One cursor on the table (issue 13): where the focus goes after each refresh, and where the arrows
take it.  The table screen keeps a ``FocusPolicy`` and asks it; nothing here draws or acts.

The rule (DESIGN section 5): whatever Enter would act on is the one thing drawn as selected.  A card
row draws its cursor only while focused (``cards.py``); the policy makes sure the focused widget is
where the next decision is, every time a decision comes to the person at the keyboard:

- a pending choice, a Ready or the hand-end moment: the first button of the bar;
- a playable card in the hand: the hand, its cursor on a playable card: the card just drawn when
  it may be played; else, when a decision begins, the card the game's presenter starts on
  (``Presenter.start_card``: the cheapest card that does the job, never a trump thrown away; with
  a card of the attack marked, the cheapest that beats it); later in the same decision the card
  under the cursor if it is playable, else the first playable.  Where the presenter starts on no
  card (Durak's throw-in holding only trumps) the first button for a move;
- a hint shown (H): the hint's move, its card in the hand or its button;
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
        self.aimed: tuple | None = None  # the decision the hand's cursor was last started for
        self.hinted: tuple | None = None  # the decision and hint the focus last followed

    def place(self, m: Moment, paused: bool, target: str, hand: HandRow, bar: ActionBar,
              focused: Widget | None, hint: str = "") -> Widget | None:
        """Where the focus goes now, or None to leave it (not on every refresh: the arrows stay the
        player's between decisions).  ``hint`` is the move of the hint on show ('' for none)."""
        viewer = m.viewer
        specs = bar.specs
        keys = tuple(b.key for b in specs if b.command not in ("call", "emote") and b.key != "talk")
        key = (viewer, m.hand_no, m.moves, keys, m.ready_wait, m.claim, target)
        lost = bar.take_focus_lost() or focused is None
        hinted = (viewer, m.hand_no, m.moves, hint) if hint else None
        new_hint = hinted is not None and hinted != self.hinted
        if key == self.decision and not lost and not new_hint:
            return None
        self.decision = key
        if viewer is None and m.ended is None:
            return None
        if new_hint:
            self.hinted = hinted
            followed = follow_hint(m, hint, hand, bar)
            if followed is not None:
                return followed
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
        move_buttons = [i for i, b in enumerate(specs) if b.seat == viewer and b.action and not b.command
                        and b.action != "talk" and i < len(buttons)]
        if mine and any(hand.playable):
            decision = (viewer, m.hand_no, m.moves, target)
            start: str | None = None
            if decision != self.aimed:  # a decision begins: the game says where its cursor starts
                self.aimed = decision
                start = start_card(m, hand, target)
                fits = drawn is not None and drawn < len(hand.playable) and hand.playable[drawn]
                if start is None and move_buttons and not fits:
                    return buttons[move_buttons[0]]
            hand.aim(drawn, start)
            return hand
        if main and move_buttons:
            return buttons[move_buttons[0]]
        if lost or mine_before or isinstance(focused, Button) or (isinstance(focused, CardRow) and not focused.faces):
            return hand if hand.faces else None
        return None


def start_card(m: Moment, hand: HandRow, target: str) -> str | None:
    """The card a new decision's cursor starts on (``Presenter.start_card``); with a table card
    marked (Durak's attack card to beat) only the moves naming it count."""
    moves = hand.card_moves()
    if target:
        moves = {t: acts for t, acts in ((t, [a for a in acts if target in a.cards]) for t, acts in moves.items())
                 if acts}
        if not moves:
            moves = hand.card_moves()
    return m.presenter.start_card(m.view, moves)


def follow_hint(m: Moment, hint: str, hand: HandRow, bar: ActionBar) -> Widget | None:
    """The hint's move when it shows: the hand with its cursor on the hint's card, or the button of
    the hint's move; None when neither is on the table now."""
    p = m.presenter
    parsed = p.parse(hint, m.view.state.deck)
    card = next((t for t in parsed.cards if t in hand.moves), None)
    if card is not None:
        hand.aim(None, card)
        return hand
    i = next((i for i, b in enumerate(bar.specs) if b.action == hint and not b.command), None)
    if i is not None and i < len(bar.buttons):
        return bar.buttons[i]
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
