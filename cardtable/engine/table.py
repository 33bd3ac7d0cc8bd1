"""The table between hands: what a game's hooks may see and change of a match.

Why a class of its own: the hooks that deal, score and rank (``GameSpec.new_hand``,
``score_hand``, ``match_ranking``, ``next_dealer``) used to be handed the whole ``Match``, with its
current hand, events and action list, and the hard bot's search built a half ``Match`` by
``__new__`` to value its rollouts.  A ``Table`` holds only the match's state that outlives a hand:
the options, the seats, the generator the deals draw from, the score sheet, the dealer, who is
out and in which order, and the game's own memo; the ``Match`` holds one and drives the hands.
The search builds a light one with the constructor.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Generic, TypeVar

from .options import GameOptions
from .rng import TableRng
from .sheet import ScoreSheet

O = TypeVar("O", bound=GameOptions)
M = TypeVar("M", bound="Memo")


class Memo:
    """Facts a game carries from hand to hand (101's piles, Petukh's bank and streaks, ...).

    Each game that has any declares its own subclass with typed fields (``GameSpec.new_memo``);
    the base has none.  Why not a dict: a dict read by string keys is a contract nobody can check."""

    __slots__ = ()


@dataclass(slots=True)
class Table(Generic[O]):
    """A match's state between hands (see the module's docstring); ``O`` is the game's options."""

    options: O
    n: int
    rng: random.Random = field(default_factory=lambda: TableRng(0))
    sheet: ScoreSheet = field(init=False)
    dealer: int = 0
    hand_no: int = 1
    memo: Memo = field(default_factory=Memo)
    eliminated: set[int] = field(default_factory=set)
    """Seats out of the match (never dealt in again); ``out_order`` says when they went."""
    out_order: list[list[int]] = field(default_factory=list)
    """The seats put out, one group per hand that put any out, in order."""
    chosen_dealer: int | None = None
    """The first dealer a record chose (``GameRecord.dealer``), or None: games that draw for the
    first deal (``dealer_draw``) skip the draw when it is given."""
    dealer_draw: list[list[tuple[int, str]]] = field(default_factory=list)
    """The cards drawn to choose the first dealer, per round as ``(seat, card)`` (Uno 52,
    Twenty-Two: the highest deals, the tied draw again); empty where the lot is not drawn."""

    def __post_init__(self) -> None:
        self.sheet = ScoreSheet(self.n)

    def active_seats(self) -> list[int]:
        return [s for s in range(self.n) if s not in self.eliminated]

    def next_active(self, seat: int) -> int:
        for k in range(1, self.n + 1):
            s = (seat + k) % self.n
            if s not in self.eliminated:
                return s
        return seat

    def eliminate(self, seats: list[int]) -> None:
        """Put ``seats`` out of the match together (one hand's eliminations, in seat order given)."""
        fresh = [s for s in seats if s not in self.eliminated]
        if fresh:
            self.out_order.append(fresh)
            self.eliminated.update(fresh)


def memo_of(table: Table[O], kind: type[M]) -> M:
    """``table.memo`` as the game's own memo class (the one its ``GameSpec.new_memo`` makes)."""
    memo = table.memo
    if not isinstance(memo, kind):
        raise TypeError(f"the table's memo is a {type(memo).__name__}, not a {kind.__name__}")
    return memo
