"""What the table's widgets and game areas ask of the table: they post these up, the table screen
handles them (``@on``) and no child writes another's attributes.

The screen is the only one that talks to the session: an ``Act`` is judged by the engine there, and a
refusal is said on the message line.  ``Mark`` and ``Offer`` reach the hand and the action bar through
the screen, so the widget that owns the state is the only one that changes it.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from textual.message import Message

from cardtable.games.present import ParsedAction


class Act(Message):
    """Moves for the session, in order, stopping at the first one refused.

    ``seat`` None is the person at the keyboard (the call toggle joins their move); another seat is
    a person acting off the keyboard (a hot-seat signal by the seat's digit).  ``refused`` is what
    to say when the engine refuses: None for the engine's reason, '' for nothing."""

    def __init__(self, *actions: str, seat: int | None = None, refused: str | None = None) -> None:
        super().__init__()
        self.actions = actions
        self.seat = seat
        self.refused = refused


class Say(Message):
    """A line on the message line for a few seconds (a refusal in words, what comes next)."""

    def __init__(self, text: str, error: bool = False) -> None:
        super().__init__()
        self.text = text
        self.error = error


class Mark(Message):
    """The hand cards an area marks (a meld being built, an exchange, a card picked to lay)."""

    def __init__(self, cards: Iterable[str]) -> None:
        super().__init__()
        self.cards = frozenset(cards)


class Offer(Message):
    """A choice between several moves, for the action bar (Most's meld of several shapes)."""

    def __init__(self, choices: Sequence[ParsedAction]) -> None:
        super().__init__()
        self.choices = list(choices)


class FocusHand(Message):
    """Put the focus back on the hand (an area's own step is over)."""


class KeysChanged(Message):
    """An area's keys or key help changed without a new position (a toggle, a cursor of its own):
    the table redraws the key line and re-plans the keys."""


class Redraw(Message):
    """Something a widget owns changed what the whole table shows: refresh the table."""
