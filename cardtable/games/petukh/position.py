"""Petukh record positions (docs/records.md), read through ``engine.position``.

Keys: ``hands`` (per seat, what each holds now; empty for a seat out or opted out), ``dealer``,
``trump_card`` (the card turned on the stock), ``prikup`` (the face-down pile, empty once bought),
``phase`` (``offer``, ``part``, ``declare`` or ``play``; default ``play``), ``turn`` (who acts, in the
offer, part and declare phases), ``buyer`` (who bought, or null), ``part`` (per seat ``plays``, ``out``
or null = not decided), ``claims`` (per seat the pairs shown: ``rj bj rq bq``), ``trick`` (the trick
in progress, in play order), ``leader``, ``taken`` (tricks per seat), ``played`` (cards of finished
tricks), ``stock`` (top first; cards placed nowhere lie face down among the laid-down hands),
``scores`` (the players' points now, e.g. 15), ``streak`` (opt-outs in a row per seat),
``eliminated`` (seats out), ``chips`` and ``bank`` (with ``bank``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pydantic import Field

from cardtable.engine.mechanics.tricks import next_among
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
from cardtable.engine.table import memo_of

from .options import PetukhOptions
from .state import (
    DECKS,
    DECLARE,
    HAND,
    OFFER,
    OUT,
    PAIRS,
    PART,
    PHASE_NAMES,
    PLAY,
    PLAYS,
    UNDECIDED,
    PetukhMemo,
    PetukhState,
)

if TYPE_CHECKING:
    from cardtable.engine.table import Table


class PetukhPosition(PositionModel):
    hands: list[list[str]]
    dealer: int = 0
    trump_card: str
    prikup: list[str] = Field(default_factory=list)
    phase: str = "play"
    turn: int | None = None
    buyer: int | None = None
    part: list[str | None] | None = None
    claims: list[list[str]] | None = None
    trick: list[str] = Field(default_factory=list)
    leader: int | None = None
    taken: list[int] | None = None
    played: list[str] = Field(default_factory=list)
    stock: list[str] = Field(default_factory=list)
    scores: list[int] | None = None
    streak: list[int] | None = None
    eliminated: list[int] = Field(default_factory=list)
    chips: list[int] | None = None
    bank: int | None = None


def build(table: Table[PetukhOptions], data: PetukhPosition) -> PetukhState:
    p = parse_position(PetukhPosition, data)
    n = table.n
    opts = table.options
    deck = DECKS[opts.deck_size]
    check_len("hands", p.hands, n)
    check_seat("dealer", p.dealer, n, allow_none=False)
    check_seats("eliminated", p.eliminated, n)
    seats = [s for s in range(n) if s not in p.eliminated]
    if len(seats) < 2:
        raise PositionError("eliminated", "at least two players must be left")
    if p.dealer not in seats:
        raise PositionError("dealer", "the dealer is out")
    table.eliminate(list(p.eliminated))
    memo = memo_of(table, PetukhMemo)
    start = opts.start_score
    scores = p.scores if p.scores is not None else [start] * n
    check_len("scores", scores, n)
    for s, v in enumerate(scores):
        check_range(f"scores.{s}", v, -MAX_SCORE, MAX_SCORE)
    table.sheet.start = list(scores)
    streak = p.streak if p.streak is not None else [0] * n
    check_len("streak", streak, n)
    for s, v in enumerate(streak):
        check_range(f"streak.{s}", v, 0, 100)
    memo.streak = list(streak)
    if p.chips is not None:
        check_len("chips", p.chips, n)
        memo.chips = list(p.chips)
    if p.bank is not None:
        check_range("bank", p.bank, 0, MAX_SCORE)
        memo.bank = p.bank
    st = PetukhState(opts, n, table.rng, p.dealer, seats, scores, streak)
    placer = CardPlacer(deck)
    st.hands = [placer.cards(f"hands.{s}", h) for s, h in enumerate(p.hands)]
    tc = placer.cards("trump_card", [p.trump_card])[0]
    st.shown, st.trump_card, st.trump = [tc], tc, deck.suit_of[tc]
    st.prikup = placer.cards("prikup", p.prikup)
    st.trick = placer.cards("trick", p.trick)
    st.played = placer.cards("played", p.played)
    st.stock = placer.cards("stock", p.stock)[::-1]
    st.dead = placer.unused()
    if p.phase not in PHASE_NAMES[1:5]:
        raise PositionError("phase", "offer, part, declare or play")
    st.phase = PHASE_NAMES.index(p.phase)
    if p.buyer is not None:
        check_seat("buyer", p.buyer, n)
    st.buyer = -1 if p.buyer is None else p.buyer
    part = p.part if p.part is not None else ["plays" if s in seats else None for s in range(n)]
    check_len("part", part, n)
    codes = {None: UNDECIDED, "plays": PLAYS, "out": OUT}
    for s, x in enumerate(part):
        if x not in codes:
            raise PositionError(f"part.{s}", "plays, out or null")
    st.part = [codes[x] for x in part]
    if p.claims is not None:
        check_len("claims", p.claims, n)
        everyone = (1 << n) - 1
        for s, cl in enumerate(p.claims):
            for i, k in enumerate(cl):
                if k not in PAIRS:
                    raise PositionError(f"claims.{s}.{i}", "a pair code: rj, bj, rq or bq")
                for c in st.pair_ids(k):
                    st.known[c] = everyone
        st.claims = [list(x) for x in p.claims]
    for s in range(n):
        if st.part[s] == OUT and st.hands[s]:
            raise PositionError(f"hands.{s}", "an opted-out hand lies face down")
    taken = p.taken if p.taken is not None else [0] * n
    check_len("taken", taken, n)
    st.taken = list(taken)
    st.tricks_done = done = sum(taken)
    st.leader = p.leader if p.leader is not None else (st.buyer if st.buyer >= 0 else p.dealer)
    check_seat("leader", st.leader, n)
    if st.phase == PLAY:
        parts = st.participants()
        if len(parts) < 2:
            raise PositionError("part", "play needs two participants")
        if st.leader not in parts:
            raise PositionError("leader", "the leader takes part")
        if done >= HAND or len(st.trick) >= len(parts):
            raise PositionError("taken", "the hand would be over")
        seat = st.leader
        st.trick_seats = []
        for _ in st.trick:
            st.trick_seats.append(seat)
            seat = next_among(seat, n, parts)
        for s in parts:
            want = HAND - done - (1 if s in st.trick_seats else 0)
            if len(st.hands[s]) != want:
                raise PositionError(f"hands.{s}", f"holds {len(st.hands[s])} cards; {want} are left")
        if st.trick:
            st.win_idx = st.rules.winner_index(st.trick, st.trump)
        st.turn = seat
    else:
        if p.turn is None:
            raise PositionError("turn", "give who acts")
        check_seat("turn", p.turn, n)
        st.turn = p.turn
        if st.phase == PART:
            st.queue = [s for s in st.order if st.part[s] == UNDECIDED]
            if not st.queue or st.queue[0] != p.turn:
                raise PositionError("turn", "the first undecided player after the buyer chooses")
        if st.phase == DECLARE:
            st.declared = []
        _check_before_play(st, p.turn, seats)
    return st


def _check_before_play(st: PetukhState, turn: int, seats: list[int]) -> None:
    """Before the first lead every hand in play is full and the one to act may act: else the play
    would run out of cards or a turn would reach a seat the phase cannot move on from."""
    for s in range(st.n):
        want = HAND if s in seats and st.part[s] != OUT else 0
        if len(st.hands[s]) != want:
            raise PositionError(f"hands.{s}", f"holds {len(st.hands[s])} cards; {want} before the play")
    for key, v in (("trick", st.trick), ("played", st.played), ("taken", any(st.taken))):
        if v:
            raise PositionError(key, "no card is played before the play")
    if turn not in st.order:
        raise PositionError("turn", "a player in this hand acts")
    if st.phase == OFFER:
        if st.buyer >= 0:
            raise PositionError("buyer", "the prikup is still offered: nobody has bought it")
        if len(st.prikup) != HAND:
            raise PositionError("prikup", f"holds {HAND} cards while it is offered")
        before = st.order[:st.order.index(turn)]
        for s in st.order:
            want = PLAYS if s in before else UNDECIDED  # the players before the turn declined: they play
            if st.part[s] != want:
                raise PositionError(f"part.{s}", "plays" if want == PLAYS else "null until the prikup reaches him")
        return
    if st.phase == PART and st.buyer < 0:
        raise PositionError("buyer", "players choose to play or opt out after somebody bought the prikup")
    if st.buyer >= 0 and st.part[st.buyer] != PLAYS:
        raise PositionError(f"part.{st.buyer}", "the buyer plays")
    if st.phase == DECLARE and st.part[turn] != PLAYS:
        raise PositionError("turn", "a player taking part declares")
