"""Twenty-Two record positions (docs/records.md), read through ``engine.position`` so every wrong key
is one ``PositionError`` naming it.

Keys: ``hands`` (per seat, what each holds now; empty for seats out), ``dealer``, ``eliminated``
(seats already out; an eliminated dealer deals this hand without playing), ``phase`` (``exchange``
or ``play``), ``turn`` (who exchanges next, in the exchange), ``exchanged`` (per seat the number
changed, ``null`` = not yet), ``discards`` (per seat, the cards he laid face down), ``piles`` (per
seat, the scoring cards), ``trick`` (the trick in progress as its sets in play order from the
leader, the lead first), ``leader`` (who leads or led it; default the dealer's left), ``played``
(cards of finished tricks), ``stock`` (top first; when given, cards placed nowhere lie face down in the
dead pile, out of this hand; else they form the stock in random order), ``size`` (cards dealt each this
hand; default what each holds), ``scores`` (totals carried in).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pydantic import Field

from cardtable.engine.mechanics.trick_sets import heads, lead_limit
from cardtable.engine.mechanics.tricks import deal_order_among, next_among
from cardtable.engine.position import (
    MAX_SCORE,
    CardPlacer,
    PositionError,
    PositionModel,
    check_len,
    check_range,
    check_seat,
    check_seats,
    parse_position,
)

from .options import TwentyTwoOptions
from .state import EXCHANGE, PLAY, TwentyTwoState, deck_for

if TYPE_CHECKING:
    from cardtable.engine.table import Table


class TwentyTwoPosition(PositionModel):
    hands: list[list[str]]
    dealer: int = 0
    eliminated: list[int] = Field(default_factory=list)
    phase: str = "play"
    turn: int | None = None
    exchanged: list[int | None] | None = None
    discards: list[list[str]] | None = None
    piles: list[list[str]] | None = None
    trick: list[list[str]] = Field(default_factory=list)
    leader: int | None = None
    played: list[str] = Field(default_factory=list)
    stock: list[str] | None = None
    size: int | None = None
    scores: list[int] | None = None


def build(table: Table[TwentyTwoOptions], data: TwentyTwoPosition) -> TwentyTwoState:
    """A hand laid out from the position ``data``; seats out go into ``table.eliminated``."""
    p = parse_position(TwentyTwoPosition, data)
    n = table.n
    opts = table.options
    deck = deck_for(opts)
    check_len("hands", p.hands, n)
    check_seat("dealer", p.dealer, n, allow_none=False)
    check_seats("eliminated", p.eliminated, n)
    seats = [s for s in range(n) if s not in p.eliminated]
    if len(seats) < 2:
        raise PositionError("eliminated", "at least two players must be left")
    table.eliminate(list(p.eliminated))
    if p.phase not in ("exchange", "play"):
        raise PositionError("phase", "exchange or play")
    placer = CardPlacer(deck)
    st = TwentyTwoState(opts, n, table.rng, p.dealer, seats)
    st.hands = [placer.cards(f"hands.{s}", h) for s, h in enumerate(p.hands)]
    for s in p.eliminated:
        if st.hands[s]:
            raise PositionError(f"hands.{s}", f"seat {s} is out and holds no cards")
    if p.piles is not None:
        check_len("piles", p.piles, n)
        st.piles = [placer.cards(f"piles.{s}", x) for s, x in enumerate(p.piles)]
    if p.discards is not None:
        check_len("discards", p.discards, n)
        st.discards = [placer.cards(f"discards.{s}", x) for s, x in enumerate(p.discards)]
        st.dead = [c for x in st.discards for c in x]
    sets = [placer.cards(f"trick.{i}", x) for i, x in enumerate(p.trick)]
    played = placer.cards("played", p.played)
    if p.stock is not None:
        top = placer.cards("stock", p.stock)
        st.stock = top[::-1]
        st.dead += placer.unused()
    else:
        rest = placer.unused()
        table.rng.shuffle(rest)
        st.stock = rest
    st.played = played
    order = deal_order_among(n, p.dealer, seats)
    st.order = order
    leader = p.leader if p.leader is not None else order[0]
    check_seat("leader", leader, n)
    if leader not in seats:
        raise PositionError("leader", f"seat {leader} is out")
    st.leader = st.turn = leader
    # exchange
    if p.exchanged is not None:
        check_len("exchanged", p.exchanged, n)
        for s, k in enumerate(p.exchanged):
            check_range(f"exchanged.{s}", k, 0, 104)
        st.exchanged = [-1 if k is None else k for k in p.exchanged]
    if p.phase == "exchange":
        if sets or played:
            raise PositionError("phase", "no card is played before the exchange ends")
        st.phase = EXCHANGE
        turn = p.turn if p.turn is not None else next((s for s in order if st.exchanged[s] < 0), order[0])
        check_seat("turn", turn, n)
        if turn not in seats:
            raise PositionError("turn", f"seat {turn} is out")
        if not st.stock:
            raise PositionError("stock", "an exchange needs cards in the stock")
        st.turn = turn
    else:
        st.phase = PLAY
    # the trick in progress
    h = len(st.hands[leader])
    if sets:
        m = len(sets[0])
        if not m:  # an empty lead would make every later set "complete" at 0 cards
            raise PositionError("trick.0", "a lead holds at least one card")
        ranks = [deck.rank_of[c] for c in sets[0]]
        if len(set(ranks)) != 1 and m > 1:
            raise PositionError("trick.0", "a lead of several cards is a set of one rank")
        if m > lead_limit(h + m, opts.multi_card_leads):
            raise PositionError("trick.0", "the leader keeps at least one card")
        if len(sets) >= len(seats):
            raise PositionError("trick", f"a trick in progress has fewer than {len(seats)} sets")
        seat = leader
        best = 0
        for i, x in enumerate(sets):
            if len(x) != m:
                raise PositionError(f"trick.{i}", f"every set of this trick has {m} cards")
            if i:
                seat = next_among(seat, n, seats)
                if heads([deck.rank_of[c] for c in x], [deck.rank_of[c] for c in sets[best]],
                         opts.set_beat_rule):
                    best = i
            st.trick += x
            st.trick_seats += [seat] * m
        st.m = m
        st.best = (best * m, best * m + m)
        st.win_idx = best * m
        st.turn = next_among(seat, n, seats)
        st.set_start = len(st.trick)
        st.held = st.hands[st.turn][:]
        played_now = {st.trick_seats[i] for i in range(0, len(st.trick), m)}
    else:
        m = 0
        played_now = set()
    full = {len(st.hands[s]) + (m if s in played_now else 0) for s in seats}
    if len(full) != 1 or 0 in full:
        raise PositionError("hands", "every player left holds the same number of cards (and at least one)")
    st.size = p.size if p.size is not None else full.pop()
    check_range("size", st.size, 1, 52)
    if p.scores is not None:
        check_len("scores", p.scores, n)
        for s, v in enumerate(p.scores):
            check_range(f"scores.{s}", v, -MAX_SCORE, MAX_SCORE)
    return st
