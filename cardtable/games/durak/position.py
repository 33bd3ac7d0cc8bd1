"""Durak's record position: the typed model a record's ``position`` must fit (docs/records.md, "Durak positions").

Refused here with a ``PositionError`` naming the key: wrong types, seats not at the table, seats
listed as out that hold cards, an attacker without cards, a trump that is neither a suit letter
nor a card of the deck, cards placed twice, known cards nobody holds.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

from cardtable.engine.cards import SUITS, Deck
from cardtable.engine.position import (
    CardPlacer,
    Cards,
    CardText,
    PilesPosition,
    PositionError,
    SeatList,
    check_seat,
    check_seats,
)

if TYPE_CHECKING:
    from cardtable.engine.table import Table


class DurakPosition(PilesPosition):
    """hands, trump, stock, rest, discard, known, out, attacker, first_bout (+ dealer, scores)."""

    trump: CardText
    rest: Literal["stock", "discard"] = "stock"
    known: Cards = []
    out: SeatList = []
    attacker: int | None = None
    first_bout: bool = False

    def check(self, table: Table) -> None:
        super().check(table)
        n = table.n
        check_seats("out", self.out, n)
        for s in self.out:
            if self.hands[s]:
                raise PositionError("out", f"seat {s} is listed as out but holds cards")
        check_seat("attacker", self.attacker, n)
        if self.attacker is not None and not self.hands[self.attacker]:
            raise PositionError("attacker", f"the attacker (seat {self.attacker}) holds no cards")
        if sum(1 for h in self.hands if h) < 2:
            raise PositionError("hands", "the position is already over: fewer than two players hold cards")
        if len(self.trump) == 1 and self.trump not in SUITS:
            raise PositionError("trump", f"{self.trump!r} is not a suit (suits: {' '.join(SUITS)})")

    def trump_card(self, deck: Deck) -> int:
        """The turned card's id, or -1 when only the trump suit is given."""
        if len(self.trump) == 1:
            return -1
        ids = deck.by_text.get(self.trump)
        if not ids:
            raise PositionError("trump", f"{self.trump!r} is neither a suit letter nor a card of the deck")
        return ids[0]

    def known_cards(self, deck: Deck, hands: list[list[int]]) -> list[int]:
        """The ``known`` cards, each one held by some player (the copy in a hand when there are two)."""
        held = {c for h in hands for c in h}
        ids = CardPlacer(deck).cards("known", self.known)
        for i, c in enumerate(ids):
            if c not in held:
                raise PositionError(f"known.{i}", f"{self.known[i]} is in nobody's hand")
        return ids
