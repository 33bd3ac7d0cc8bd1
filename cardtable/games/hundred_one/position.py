"""101's record position: the typed model a record's ``position`` must fit (docs/records.md).

Refused here with a ``PositionError`` naming the key: wrong types, seats not at the table,
eliminated seats that still hold cards or deal, fewer than two seats left, cards the deck lacks,
a queen on top without its named suit, a play phase without a discard pile.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

from cardtable.engine.position import PilesPosition, PositionError, SeatList, check_seat, check_seats

if TYPE_CHECKING:
    from cardtable.engine.table import Table


class HundredOnePosition(PilesPosition):
    """hands, discard, stock, suit, turn, phase, eliminated (+ dealer, scores)."""

    suit: Literal["s", "h", "d", "c"] | None = None
    turn: int | None = None
    phase: Literal["open", "play", "cover"] | None = None
    eliminated: SeatList = []

    def check(self, table: Table) -> None:
        super().check(table)
        n = table.n
        check_seats("eliminated", self.eliminated, n)
        out = set(self.eliminated)
        if n - len(out) < 2:
            raise PositionError("eliminated", "fewer than two players are left: the match is over")
        for s, h in enumerate(self.hands):
            if s in out and h:
                raise PositionError(f"hands.{s}", f"seat {s} is eliminated but holds cards")
            if s not in out and not h:
                raise PositionError(f"hands.{s}", "an empty hand has already won the round")
        check_seat("turn", self.turn, n)
        for key, seat in (("turn", self.turn), ("dealer", self.dealer)):
            if seat is not None and seat in out:
                raise PositionError(key, f"seat {seat} is eliminated")
        if self.phase in ("play", "cover") and not self.discard:
            raise PositionError("discard", "a position in play needs a discard pile")
