"""Uno's record position: the typed model a record's ``position`` must fit (docs/records.md, "Uno positions").

Everything a hand-written position can get wrong is refused here with a ``PositionError`` naming
the key, before a state exists: a wrong type, a seat that is not at the table, a card the deck
lacks or holds fewer times, a black top card without a colour, a penalty without a penalty card.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated, Literal

from pydantic import Field

from cardtable.engine.cards import UNO_COLOURS
from cardtable.engine.position import MAX_LIST, PilesPosition, PositionError, check_len, check_range, check_seat

if TYPE_CHECKING:
    from cardtable.engine.table import Table

REFILL_MAX = 6
"""uno_7_rounds refills 6, 5, ... 1 cards: a seat's next refill is one of 0..6."""


class UnoPosition(PilesPosition):
    """hands, discard, stock, colour, turn, direction, last_player, refill, pending (+ dealer, scores)."""

    colour: Literal["R", "Y", "G", "B"] | None = None
    turn: int | None = None
    direction: Literal[1, -1] = 1
    last_player: int = -1
    refill: Annotated[list[int], Field(max_length=64)] | None = None
    pending: int = 0

    def check(self, table: Table) -> None:
        super().check(table)
        n = table.n
        for s, h in enumerate(self.hands):
            if not h:
                raise PositionError(f"hands.{s}", "an empty hand has already won the hand")
        check_seat("turn", self.turn, n)
        if self.last_player != -1:
            check_seat("last_player", self.last_player, n)
        check_len("refill", self.refill, n)
        for i, k in enumerate(self.refill or ()):
            check_range(f"refill.{i}", k, 0, REFILL_MAX)
        check_range("pending", self.pending, 0, MAX_LIST)
        if self.pending and not self.discard:
            raise PositionError("pending", "a penalty needs its card on the discard pile")

    def colour_index(self) -> int | None:
        return None if self.colour is None else UNO_COLOURS.index(self.colour)
