"""Black Jack's record position: the typed model a record's ``position`` must fit (docs/records.md).

Refused here with a ``PositionError`` naming the key: wrong types, seats not at the table, an
empty discard pile, cards the deck lacks, an ace on top without its suit, a joker copy that is
not a joker on the pile or copies a joker, a penalty without a penalty card.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated, Literal

from pydantic import Field

from cardtable.engine.position import (
    MAX_LIST,
    CardText,
    PilesPosition,
    PositionError,
    SeatList,
    check_len,
    check_range,
    check_seat,
    check_seats,
)

if TYPE_CHECKING:
    from cardtable.engine.table import Table


class BlackJackPosition(PilesPosition):
    """hands, discard, stock, turn, direction, suit, pending, calls, jokers, wins (+ dealer, scores)."""

    turn: int | None = None
    direction: Literal[1, -1] = 1
    suit: Literal["s", "h", "d", "c"] | None = None
    pending: int = 0
    calls: SeatList = []
    jokers: Annotated[dict[CardText, CardText], Field(max_length=4)] = {}
    wins: Annotated[list[int], Field(max_length=64)] | None = None

    def check(self, table: Table) -> None:
        super().check(table)
        n = table.n
        if not self.discard:
            raise PositionError("discard", "a Black Jack position needs a discard pile")
        for s, h in enumerate(self.hands):
            if not h:
                raise PositionError(f"hands.{s}", "an empty hand has already won the deal")
        check_seat("turn", self.turn, n)
        check_range("pending", self.pending, 0, MAX_LIST)
        check_seats("calls", self.calls, n)
        check_len("wins", self.wins, n)
        for i, w in enumerate(self.wins or ()):
            check_range(f"wins.{i}", w, 0, MAX_LIST)
        for joker, text in self.jokers.items():
            if joker not in self.discard:
                raise PositionError(f"jokers.{joker}", "only a joker on the discard pile copies a card")
            if not joker.startswith("X") or text.startswith("X"):
                raise PositionError(f"jokers.{joker}", "a joker copies a card that is not a joker")
