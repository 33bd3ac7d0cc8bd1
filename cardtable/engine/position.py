"""Typed record positions: the one way a game reads an explicit starting position.

A record's ``position`` comes from a file a person may have written by hand, so every game reads it
through a Pydantic model of its own (``extra="forbid"``, strict types) and then checks it against
the game itself (seat indices, card texts of the deck, each card once, sizes).  Anything wrong is a
``PositionError`` naming the key and the reason in one line; callers (replay, Continue, tests) turn
it into the record loader's error.  Why one module: each game used to parse its dict by hand, and a
fuzzer found dozens of places where a wrong type slipped through to a traceback much later.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated, Any, TypeVar

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from .cards import Deck

if TYPE_CHECKING:
    from .table import Table

MAX_LIST = 1000
"""No list of a position is longer than this (the biggest deck has 240 cards)."""

MAX_SCORE = 10**9
"""Scores, chips and counters carried in a position stay within +-this."""


class PositionError(ValueError):
    """A record position that this game cannot start from; ``key`` is the dotted path of the culprit."""

    def __init__(self, key: str, reason: str) -> None:
        super().__init__(f"position.{key}: {reason}" if key else f"position: {reason}")
        self.key = key
        self.reason = reason


CardText = Annotated[str, Field(max_length=8)]
Cards = Annotated[list[CardText], Field(max_length=MAX_LIST)]
"""A zone of a position: card texts, parsed against the game's deck by ``CardPlacer``."""
Score = Annotated[int, Field(ge=-MAX_SCORE, le=MAX_SCORE)]
SeatList = Annotated[list[int], Field(max_length=64)]


class PositionModel(BaseModel):
    """Base of every game's position model: unknown keys and loose types are refused.

    ``dealer`` and ``scores`` are read by the match itself (every game has them); a game adds its
    keys and its checks against the table in ``check`` (called with the table being built)."""

    model_config = ConfigDict(extra="forbid", strict=True)

    dealer: int | None = None
    scores: Annotated[list[Score], Field(max_length=64)] | None = None

    def check(self, table: Table) -> None:
        """Checks against the table (seat indices, lengths); games extend it and call super()."""
        check_seat("dealer", self.dealer, table.n)
        check_len("scores", self.scores, table.n)


class PilesPosition(PositionModel):
    """The zones of a shedding game (Uno, 101, Black Jack): hands, discard (bottom..top), stock (top first)."""

    hands: Annotated[list[Cards], Field(max_length=64)]
    discard: Cards = Field(default_factory=list)
    stock: Cards = Field(default_factory=list)

    def check(self, table: Table) -> None:
        super().check(table)
        check_len("hands", self.hands, table.n)

    def place(self, deck: Deck) -> tuple[list[list[int]], list[int], list[int]]:
        """Card ids of hands, discard and the stock's top (first = top); each card placed once."""
        placer = CardPlacer(deck)
        hands = [placer.cards(f"hands.{s}", h) for s, h in enumerate(self.hands)]
        discard = placer.cards("discard", self.discard)
        top = placer.cards("stock", self.stock)
        return hands, discard, top


P = TypeVar("P", bound=PositionModel)


def parse_position(model: type[P], data: Any) -> P:
    """Validate ``data`` against ``model``; the first problem becomes a one-line ``PositionError``.

    A position the match has validated already (``GameSpec.read_position``) is returned as it is."""
    if isinstance(data, model):
        return data
    if not isinstance(data, dict):
        raise PositionError("", "must be an object")
    try:
        return model.model_validate(data)
    except ValidationError as e:
        err = e.errors()[0]
        key = ".".join(str(x) for x in err["loc"])
        raise PositionError(key, err["msg"]) from None
    except (RecursionError, ValueError) as e:  # pathological nesting or huge ints inside pydantic
        raise PositionError("", f"cannot be read ({type(e).__name__})") from None


def check_seat(key: str, value: int | None, n: int, allow_none: bool = True) -> None:
    """A seat index must be one of the table's ``n`` seats."""
    if value is None:
        if not allow_none:
            raise PositionError(key, "a seat is required")
        return
    if not 0 <= value < n:
        raise PositionError(key, f"seat {value} does not exist (seats are 0-{n - 1})")


def check_seats(key: str, values: list[int], n: int) -> None:
    """Several distinct seat indices."""
    for i, v in enumerate(values):
        check_seat(f"{key}.{i}", v, n, allow_none=False)
    if len(set(values)) != len(values):
        raise PositionError(key, "a seat is listed twice")


def check_len(key: str, values: list | None, n: int) -> None:
    """A per-seat list must have exactly one entry per seat."""
    if values is not None and len(values) != n:
        raise PositionError(key, f"has {len(values)} entries for {n} seats")


def check_range(key: str, value: int | None, lo: int, hi: int) -> None:
    if value is not None and not lo <= value <= hi:
        raise PositionError(key, f"{value} is outside {lo}..{hi}")


class CardPlacer:
    """Parses card texts zone by zone and refuses any card placed twice (each copy counts once)."""

    def __init__(self, deck: Deck) -> None:
        self.deck = deck
        self.used: set[int] = set()

    def cards(self, key: str, texts: list[str]) -> list[int]:
        if len(texts) > MAX_LIST:
            raise PositionError(key, f"has {len(texts)} cards, more than any deck")
        out: list[int] = []
        for i, t in enumerate(texts):
            ids = self.deck.by_text.get(t, ()) if isinstance(t, str) else ()
            if not ids:
                raise PositionError(f"{key}.{i}", f"{t!r} is not a card of this game's deck")
            free = [c for c in ids if c not in self.used]
            if not free:
                raise PositionError(f"{key}.{i}", f"{t} is placed more times than the deck holds it")
            self.used.add(free[0])
            out.append(free[0])
        return out

    def stock(self, key: str, top: list[str], rng) -> list[int]:
        """A stock as the engine keeps it (the *last* element is the top card): the ``top`` texts
        (first = top) above every card not placed yet, shuffled with the game's ``rng``."""
        given = self.cards(key, top)
        rest = self.unused()
        rng.shuffle(rest)
        return rest + given[::-1]

    def unused(self) -> list[int]:
        """Every card id not placed yet, in id order (the caller shuffles them)."""
        return [c for c in range(len(self.deck)) if c not in self.used]


def check_scores(key: str, values: list[int] | None, n: int) -> None:
    """Totals carried in: one per seat, each within +-``MAX_SCORE``."""
    if values is None:
        return
    check_len(key, values, n)
    for s, v in enumerate(values):
        check_range(f"{key}.{s}", v, -MAX_SCORE, MAX_SCORE)
