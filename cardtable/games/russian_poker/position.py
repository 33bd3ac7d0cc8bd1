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

from cardtable.engine.cards import SUITS
from cardtable.engine.mechanics.bidding import NO_BID
from cardtable.engine.mechanics.tricks import NO_TRUMP, NONE, TURN, bids_to_come, lay_out_scheduled, position_bids
from cardtable.engine.position import (
    PositionError,
    PositionModel,
    check_scores,
    parse_position,
)

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


def build(st: RussianPokerState, data: RussianPokerPosition, n: int, first_deal: int) -> int:
    """Lay the position ``data`` out on the fresh state ``st``; returns the deal index (0-based)."""
    p = parse_position(RussianPokerPosition, data)
    d, deal_no, placer = lay_out_scheduled(st, p, n, first_deal, schedule(n))
    st.cutter = (p.dealer - 1) % n
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
    st.stock = placer.stock("stock", p.stock, st.rng)
    if (p.big or p.high) and SEVEN not in st.trick:
        raise PositionError("big" if p.big else "high", "the 7♠ is not in the trick")
    if p.big and st.trick[0] != SEVEN:
        raise PositionError("big", "only a lead of the 7♠ is «by the biggest»")
    st.big = p.big
    st.lock = p.big or p.high
    if st.trick:
        st.win_idx = st.trick.index(SEVEN) if st.lock else RULES.winner_index(st.trick, st.trump)
    # bids
    st.bids = position_bids(p.bids, n, d.cards)
    st.bid_sum = sum(b for b in st.bids if b > 0)
    if d.bidding == "none" and any(b != NO_BID for b in st.bids):
        raise PositionError("bids", f"nobody bids in deal {deal_no + 1} ({d.kind})")
    missing = [] if d.bidding == "none" else bids_to_come(st.bids, p.dealer, bool(st.tricks_done or st.trick))
    if missing:
        st.phase, st.turn = BID, missing[0]
    else:
        st.phase = PLAY
        st.turn = (st.leader + len(st.trick)) % n
    check_scores("scores", p.scores, n)
    return deal_no
