"""The record position of an Uno 52 round (docs/records.md, Uno 52), read through engine.position.

Keys: ``hands`` (closed hands, card texts), ``open`` (per seat five stacks bottom..top, the top
card of each is the poker hand; ``[]`` for a seat out of the match), ``discard`` (bottom..top),
``stock`` (top first, optional: unplaced cards go below it at random), ``colour`` (needed on a
black top card), ``turn``, ``direction``, ``dealer``, ``chips`` (held now, blinds paid), ``sbp``,
``bbp``, ``cp`` (the pots), ``sb``/``bb`` (blind seats), ``eliminated``, ``pending`` (a +2/+4
total aimed at ``turn`` by the top card).
"""

from __future__ import annotations

from typing import Literal

from cardtable.engine.cards import UNO_COLOURS, build_stock
from cardtable.engine.position import (
    MAX_SCORE,
    CardPlacer,
    PositionError,
    PositionModel,
    check_len,
    check_range,
    check_seat,
    check_seats,
)
from cardtable.games.uno.state import NUM, PENALTY_OF, PENDING

from .state import OPEN_SIZE, Uno52State


class Uno52Position(PositionModel):
    hands: list[list[str]]
    open: list[list[list[str]]]
    discard: list[str]
    stock: list[str] = []
    colour: Literal["R", "Y", "G", "B"] | None = None
    turn: int | None = None
    direction: Literal[1, -1] = 1
    dealer: int | None = None
    chips: list[int] | None = None
    sbp: int = 0
    bbp: int = 0
    cp: int = 0
    sb: int | None = None
    bb: int | None = None
    eliminated: list[int] = []
    pending: int = 0


def place(st: Uno52State, pos: Uno52Position, starting_chips: int) -> None:
    """Lay ``pos`` out on the fresh round ``st`` (seats, cards, chips), checking it on the way."""
    n = st.n
    check_len("hands", pos.hands, n)
    check_len("open", pos.open, n)
    check_len("chips", pos.chips, n)
    check_seats("eliminated", pos.eliminated, n)
    for key, seat in (("turn", pos.turn), ("sb", pos.sb), ("bb", pos.bb), ("dealer", pos.dealer)):
        check_seat(key, seat, n)
    for key, value in (("sbp", pos.sbp), ("bbp", pos.bbp), ("cp", pos.cp), ("pending", pos.pending)):
        check_range(key, value, 0, MAX_SCORE)
    if not pos.discard:
        raise PositionError("discard", "the pile needs its top card")
    placer = CardPlacer(st.deck)
    kind = st.T.kind
    for s in range(n):
        st.hands[s] = placer.cards(f"hands.{s}", pos.hands[s])
        stacks = pos.open[s]
        if s in pos.eliminated:
            if stacks or pos.hands[s]:
                raise PositionError(f"open.{s}", "a seat out of the match holds no cards")
            continue
        if len(stacks) != OPEN_SIZE:
            raise PositionError(f"open.{s}", f"has {len(stacks)} stacks, an open hand has {OPEN_SIZE}")
        for i, texts in enumerate(stacks):
            if not texts:
                raise PositionError(f"open.{s}.{i}", "an open stack holds at least one card")
            cards = placer.cards(f"open.{s}.{i}", texts)
            if any(kind[c] != NUM for c in cards):
                raise PositionError(f"open.{s}.{i}", "action and wild cards never go to the open hand")
            st.open[s][i] = cards
    st.discard = placer.cards("discard", pos.discard)
    top = placer.cards("stock", pos.stock)
    st.stock = build_stock(st.rng, len(st.deck), top, exclude=set(placer.used) - set(top))
    t = st.discard[-1]
    if st.T.colour[t] >= 0:
        st.colour = st.T.colour[t] if pos.colour is None else UNO_COLOURS.index(pos.colour)
    elif pos.colour is None:
        raise PositionError("colour", "a black top card needs the colour called for it")
    else:
        st.colour = UNO_COLOURS.index(pos.colour)
    st.direction = pos.direction
    if pos.turn is not None:
        if pos.turn in pos.eliminated:
            raise PositionError("turn", f"seat {pos.turn} is out of the match")
        st.turn = pos.turn
    st.chips = list(pos.chips) if pos.chips is not None else [starting_chips] * n
    for s, c in enumerate(st.chips):
        check_range(f"chips.{s}", c, 0, MAX_SCORE)
    st.sbp, st.bbp, st.cp = pos.sbp, pos.bbp, pos.cp
    st.sb = -1 if pos.sb is None else pos.sb
    st.bb = -1 if pos.bb is None else pos.bb
    if pos.pending:
        k = kind[t]
        if k not in PENALTY_OF:
            raise PositionError("pending", "a pending penalty needs a +2 or W+4 on top of the pile")
        st.pending_n = pos.pending
        st.pending_kind = PENALTY_OF[k]
        st.phase = PENDING
