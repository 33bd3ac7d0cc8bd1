"""Russian Poker record positions (docs/records.md): a deal set up mid-way, read through
``engine.position`` so every wrong key is one ``PositionError`` naming it.

Keys: ``hands`` (one card list per seat, what each holds now), ``dealer``, ``deal`` (number in the
schedule, 1-based; default the options' ``first_deal``), ``trump_card`` (the card that showed trump:
turned up beside the stock, or one of the dealer's cards), ``trump`` (a suit letter, for a deal
whose trump card is not given, or ``none``), ``bids`` (per seat, ``null`` = not yet bid), ``trick`` (the trick in
progress, in play order), ``leader`` (who led it; default the dealer's left with no trick taken),
``big`` (that trick was led by the 7♠ «by the biggest»), ``high`` (a follower's 7♠ defence is in it),
``taken`` (tricks taken per seat), ``played`` (cards of the finished tricks), ``stock`` (top first;
cards placed nowhere are shuffled below it), ``scores`` (totals carried in).  The cut, if any, is
over: a position starts after the deal.
"""

from __future__ import annotations

from pydantic import Field

from cardtable.engine.bidding import NO_BID
from cardtable.engine.cards import SUITS
from cardtable.engine.position import (
    MAX_SCORE,
    CardPlacer,
    PositionError,
    PositionModel,
    check_len,
    check_range,
    check_seat,
    parse_position,
)
from cardtable.engine.tricks import NO_TRUMP, NONE, TURN, deal_order

from .state import BID, DECK, PLAY, RULES, SEVEN, RussianPokerState, schedule


class RussianPokerPosition(PositionModel):
    hands: list[list[str]]
    dealer: int = 0
    deal: int | None = None
    trump_card: str | None = None
    trump: str | None = None
    bids: list[int | None] | None = None
    trick: list[str] = Field(default_factory=list)
    leader: int | None = None
    big: bool = False
    high: bool = False
    taken: list[int] | None = None
    played: list[str] = Field(default_factory=list)
    stock: list[str] = Field(default_factory=list)
    scores: list[int] | None = None


def build(st: RussianPokerState, data: dict, n: int, first_deal: int) -> int:
    """Lay the position ``data`` out on the fresh state ``st``; returns the deal index (0-based)."""
    p = parse_position(RussianPokerPosition, data)
    check_len("hands", p.hands, n)
    check_seat("dealer", p.dealer, n, allow_none=False)
    sched = schedule(n)
    deal_no = (p.deal if p.deal is not None else first_deal) - 1
    check_range("deal", deal_no + 1, 1, len(sched))
    d = sched[deal_no]
    st.deal, st.deal_no, st.dealer = d, deal_no, p.dealer
    st.cutter = (p.dealer - 1) % n
    placer = CardPlacer(DECK)
    st.hands = [placer.cards(f"hands.{s}", h) for s, h in enumerate(p.hands)]
    st.trick = placer.cards("trick", p.trick)
    st.played = placer.cards("played", p.played)
    # trump
    if p.trump_card is not None:
        if d.trump != TURN:
            raise PositionError("trump_card", f"deal {deal_no + 1} ({d.kind}) turns no trump card")
        ids = DECK.by_text.get(p.trump_card)
        if not ids:
            raise PositionError("trump_card", f"{p.trump_card!r} is not a card of this game's deck")
        c = ids[0]
        st.trump, st.trump_card = DECK.suit_of[c], c
        if c in st.hands[p.dealer]:
            st.known[c] = (1 << n) - 1
        else:
            st.shown = placer.cards("trump_card", [p.trump_card])
    elif p.trump == "none":  # all 36 dealt under trump_when_no_stock=no_trump, or the no-trump deal
        st.trump = NO_TRUMP
    elif p.trump is not None:
        if p.trump not in SUITS or d.trump == NONE:
            raise PositionError("trump", "a suit letter (s h d c) or none, a suit only in a deal with trumps")
        st.trump = SUITS.index(p.trump)
    elif d.trump == NONE:
        st.trump = NO_TRUMP
    else:
        raise PositionError("trump_card", f"deal {deal_no + 1} has a trump: give trump_card or trump")
    stock_top = placer.cards("stock", p.stock)
    rest = placer.unused()
    st.rng.shuffle(rest)
    st.stock = rest + stock_top[::-1]
    # tricks taken and the trick in progress
    taken = p.taken if p.taken is not None else [0] * n
    check_len("taken", taken, n)
    for s, t in enumerate(taken):
        check_range(f"taken.{s}", t, 0, d.cards)
    done = sum(taken)
    if done >= d.cards:
        raise PositionError("taken", f"{done} tricks taken: the deal of {d.cards} would be over")
    if len(st.played) != done * n:
        raise PositionError("played", f"{done} finished tricks hold {done * n} cards, not {len(st.played)}")
    if len(st.trick) >= n:
        raise PositionError("trick", f"a trick in progress has fewer than {n} cards")
    st.taken, st.tricks_done = list(taken), done
    leader = p.leader if p.leader is not None else (p.dealer + 1) % n
    check_seat("leader", leader, n)
    if done and p.leader is None:
        raise PositionError("leader", "give who leads (the winner of the last trick)")
    st.leader = leader
    st.trick_seats = [(leader + i) % n for i in range(len(st.trick))]
    for s in range(n):
        want = d.cards - done - (1 if s in st.trick_seats else 0)
        if len(st.hands[s]) != want:
            raise PositionError(f"hands.{s}", f"holds {len(st.hands[s])} cards; {want} are left in this deal")
    if (p.big or p.high) and SEVEN not in st.trick:
        raise PositionError("big" if p.big else "high", "the 7♠ is not in the trick")
    if p.big and st.trick[0] != SEVEN:
        raise PositionError("big", "only a lead of the 7♠ is «by the biggest»")
    st.big = p.big
    st.lock = p.big or p.high
    if st.trick:
        st.win_idx = st.trick.index(SEVEN) if st.lock else RULES.winner_index(st.trick, st.trump)
    # bids
    bids = p.bids if p.bids is not None else [None] * n
    check_len("bids", bids, n)
    for s, b in enumerate(bids):
        if b is not None:
            check_range(f"bids.{s}", b, 0, d.cards)
    st.bids = [NO_BID if b is None else b for b in bids]
    st.bid_sum = sum(b for b in bids if b is not None)
    order = deal_order(n, p.dealer)
    missing = [s for s in order if st.bids[s] == NO_BID]
    if d.bidding == "none":
        if p.bids is not None and any(b is not None for b in bids):
            raise PositionError("bids", f"nobody bids in deal {deal_no + 1} ({d.kind})")
        missing = []
    if missing:
        if [s for s in order if st.bids[s] != NO_BID] != order[:n - len(missing)]:
            raise PositionError("bids", "bids are made in order from the dealer's left")
        if done or st.trick:
            raise PositionError("bids", "every bid is made before the first card")
        st.phase, st.turn = BID, missing[0]
    else:
        st.phase = PLAY
        st.turn = (leader + len(st.trick)) % n
    if p.scores is not None:
        check_len("scores", p.scores, n)
        for s, v in enumerate(p.scores):
            check_range(f"scores.{s}", v, -MAX_SCORE, MAX_SCORE)
    return deal_no
