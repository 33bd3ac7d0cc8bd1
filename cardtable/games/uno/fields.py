"""The fields of an Uno hand, declared once for every part of its rules.

``UnoState`` is assembled from parts named for what they hold (``legal``, ``reactions``,
``effects``, ``transfers``, ``ending``); each part reads and writes the hand's fields and calls
methods another part defines. ``UnoFields`` is the base every part inherits: it holds the hand's
``__slots__`` (the same slots ``UnoState`` always had; they sit here, with their types, so that a
part assigning ``self.turn`` assigns a declared slot: the type checker refuses an assignment to a
name that no class of a slotted hierarchy has as a slot) and declares, for the type checker only,
the methods one part calls on another (under ``TYPE_CHECKING``: nothing of them exists at run
time). So the state's layout, its attribute access and its calls are exactly what they were: no
property, no wrapper, no extra call on the rollout path.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from cardtable.engine.mechanics.shedding import SheddingState

from .options import UnoOptions
from .tables import UnoTables

if TYPE_CHECKING:
    from cardtable.engine.state import Event


class UnoFields(SheddingState):
    """What every part of ``UnoState`` may rely on: the hand's fields (its slots, with their types)
    and the methods the parts call on each other.  ``UnoState.__init__`` sets every field."""

    __slots__ = (
        "T", "colour", "direction", "turn", "pending_n", "pending_kind", "chooser",
        "w4", "passes", "winner", "void", "last_player", "rw_open", "out", "refill",
        "resume", "five", "gifts", "slap_wait", "slap_order", "caller", "silence_owner",
        "silence_away", "silence_colour", "last_card", "steps",
    )

    opts: UnoOptions
    T: UnoTables
    """The deck's per-card tables (``tables.UnoTables``): colour, kind, match key, action ids."""
    colour: int
    """The colour in force (``tables.R`` ...), ``BLACK`` before a free lead."""
    direction: int
    """1 clockwise, -1 counter-clockwise."""
    turn: int
    pending_n: int
    """Cards the seat to act must draw unless it answers (0: no penalty pending)."""
    pending_kind: int
    """What the pending penalty came from: 2, 4 or 10 (``PENALTY_OF``)."""
    chooser: int
    """The seat deciding in ``COLOUR`` / ``SWAP7`` / ``FIVE_PICK``."""
    w4: tuple[int, bool | None, int] | None
    """A challengeable W+4: (player, guilty or None when masked, the colour before it)."""
    passes: int
    """Consecutive forced passes (a full cycle voids the hand)."""
    winner: int
    void: bool
    last_player: int
    """Who played the top card (-1: the starter, which opens no jump-in)."""
    rw_open: bool
    """The jump-in / twin window after a completed play."""
    out: list[int]
    """The finishing order (``play_to_last``; Uno 52: the seats out of chips)."""
    refill: list[int]
    """The next refill size per seat (``uno_7_rounds``; empty without it)."""
    resume: int
    """The phase to return to after a slap window or a colour choice."""
    five: tuple[int, int]
    """(player, partner) of a 5-trade."""
    gifts: list[int]
    """The cards chosen in a 5-trade (secret until both chose)."""
    slap_wait: int
    """Bitmask of the seats still to slap."""
    slap_order: list[int]
    caller: int
    """The seat owed a slap window (its UNO call) once its chooser step is done."""
    silence_owner: int
    """``silence=twos``: the seat whose 2 started it (-1: none)."""
    silence_away: bool
    silence_colour: int
    """``silence=black``: the colour that keeps it (-1: none)."""
    last_card: int
    """The card the first seat out went out with (the h2o bonus)."""
    steps: int
    """Actions in this hand (a hand past ``MAX_HAND_ACTIONS`` is void)."""

    GUILTY_EXTRA: ClassVar[int]
    GUILTY_TAKES_BACK: ClassVar[bool]

    if TYPE_CHECKING:
        # the methods one part calls on another (each defined once, in the module named)

        # state.py
        @property
        def top(self) -> int: ...
        def n_active(self) -> int: ...
        def next_seat(self, s: int, steps: int = 1) -> int: ...
        def playable(self, c: int) -> bool: ...
        def fitting(self) -> frozenset[int]: ...
        def holds_colour(self, seat: int, colour: int) -> bool: ...
        def _w4_allowed(self, seat: int) -> bool: ...
        def _no_call(self, c: int) -> bool: ...

        # legal.py
        def _drawn_playable(self, seat: int) -> bool: ...

        # reactions.py
        def _jump_face(self) -> int: ...
        def _may_jump(self, seat: int, face: int) -> bool: ...
        def _jump_ids(self, seat: int) -> list[int]: ...
        def _slap(self, seat: int, slapped: bool) -> list[Event]: ...

        # effects.py
        def _play(self, seat: int, text: str, called: bool, ids: tuple[int, ...] | None = None) -> list[Event]: ...
        def _complete(self, seat: int, called: bool) -> list[Event]: ...
        def _others_in_order(self, seat: int) -> list[int]: ...

        # transfers.py
        def _learn(self, cards: list[int], seats_mask: int) -> None: ...
        def _rotate_hands(self) -> list[Event]: ...

        # ending.py
        def _finish(self, seat: int) -> bool: ...
        def _end_with(self, seat: int, c: int, was_pending: bool) -> list[Event]: ...
