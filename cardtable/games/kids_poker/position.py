"""Kids' Poker record positions (docs/records.md), read through ``engine.position``.

Keys: ``hands`` (one card list per seat), ``dealer``, ``deal`` (number in the schedule, 1-based;
default the options' ``first_deal``), ``bids`` (per seat: ``null`` not yet, 0 pass, or a number),
``dark`` (seats whose call was dark), ``looked`` (seats that looked at their cards; every seat once
the bidding is over), ``trick`` (the trick in progress, in play order), ``leader``, ``trumps_lead``
(that trick was led with the poker «по козырям»), ``high`` (a poker played HIGH is in it), ``taken``,
``played`` (cards of the finished tricks), ``stock`` (top first; the cards not dealt in this
deal, and cards placed nowhere are shuffled below it), ``scores`` (totals carried in).
"""

from __future__ import annotations

from pydantic import Field

from cardtable.engine.mechanics.bidding import NO_BID
from cardtable.engine.mechanics.tricks import bids_to_come, deal_order, lay_out_scheduled, position_bids
from cardtable.engine.position import (
    PositionError,
    PositionModel,
    check_scores,
    check_seats,
    parse_position,
)

from .state import BID, DIAMONDS, PLAY, POKER, RULES, TRUMPS_LEAD, KidsPokerState, schedule


class KidsPokerPosition(PositionModel):
    hands: list[list[str]]
    dealer: int = 0
    deal: int | None = None
    bids: list[int | None] | None = None
    dark: list[int] = Field(default_factory=list)
    looked: list[int] = Field(default_factory=list)
    trick: list[str] = Field(default_factory=list)
    leader: int | None = None
    trumps_lead: bool = False
    high: bool = False
    taken: list[int] | None = None
    played: list[str] = Field(default_factory=list)
    stock: list[str] = Field(default_factory=list)
    scores: list[int] | None = None


def build(st: KidsPokerState, data: KidsPokerPosition, n: int, first_deal: int) -> int:
    """Lay the position ``data`` out on the fresh state ``st``; returns the deal index (0-based)."""
    p = parse_position(KidsPokerPosition, data)
    d, deal_no, placer = lay_out_scheduled(st, p, n, first_deal, schedule(n))
    st.stock = placer.stock("stock", p.stock, st.rng)
    if (p.trumps_lead or p.high) and (not st.opts.poker_card or POKER not in st.trick):
        raise PositionError("trumps_lead" if p.trumps_lead else "high", "the poker is not in the trick")
    if p.trumps_lead and st.trick[0] != POKER:
        raise PositionError("trumps_lead", "only a lead of the poker is «by trumps»")
    st.lead_mode = TRUMPS_LEAD if p.trumps_lead else 0
    st.lock = p.trumps_lead or p.high
    if st.trick:
        st.win_idx = st.trick.index(POKER) if st.lock else RULES.winner_index(st.trick, DIAMONDS)
    # bids, dark calls, looks
    st.bids = position_bids(p.bids, n, d.cards)
    check_seats("dark", p.dark, n)
    check_seats("looked", p.looked, n)
    st.bid_sum = sum(b for b in st.bids if b > 0)
    st.bids_made = sum(b != NO_BID for b in st.bids)
    for s in p.dark:
        if st.bids[s] == NO_BID:
            raise PositionError("dark", f"seat {s} has not bid")
        st.dark |= 1 << s
    order = deal_order(n, p.dealer)
    missing = bids_to_come(st.bids, p.dealer, bool(st.tricks_done or st.trick))
    if missing:
        for s in order[:n - len(missing)]:
            if not st.dark >> s & 1:
                st.looked |= 1 << s  # an open bid was made looking
        for s in p.looked:
            if d.bidding == "dark":
                raise PositionError("looked", "nobody looks before bidding in a dark deal")
            if st.dark >> s & 1:
                raise PositionError("looked", f"seat {s} bid dark: he had not looked")
            st.looked |= 1 << s
        st.phase, st.turn = BID, missing[0]
    else:
        st.looked = (1 << n) - 1
        st.phase = PLAY
        st.turn = (st.leader + len(st.trick)) % n
    check_scores("scores", p.scores, n)
    return deal_no
