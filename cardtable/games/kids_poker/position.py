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

from cardtable.engine.bidding import NO_BID
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
from cardtable.engine.tricks import deal_order

from .state import BID, DECK, DIAMONDS, PLAY, POKER, RULES, TRUMPS_LEAD, KidsPokerState, schedule


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


def build(st: KidsPokerState, data: dict, n: int, first_deal: int) -> int:
    """Lay the position ``data`` out on the fresh state ``st``; returns the deal index (0-based)."""
    p = parse_position(KidsPokerPosition, data)
    check_len("hands", p.hands, n)
    check_seat("dealer", p.dealer, n, allow_none=False)
    sched = schedule(n)
    deal_no = (p.deal if p.deal is not None else first_deal) - 1
    check_range("deal", deal_no + 1, 1, len(sched))
    d = sched[deal_no]
    st.deal, st.deal_no, st.dealer = d, deal_no, p.dealer
    placer = CardPlacer(DECK)
    st.hands = [placer.cards(f"hands.{s}", h) for s, h in enumerate(p.hands)]
    st.trick = placer.cards("trick", p.trick)
    st.played = placer.cards("played", p.played)
    stock_top = placer.cards("stock", p.stock)
    rest = placer.unused()
    st.rng.shuffle(rest)
    st.stock = rest + stock_top[::-1]
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
    if done and p.leader is None:
        raise PositionError("leader", "give who leads (the winner of the last trick)")
    leader = p.leader if p.leader is not None else (p.dealer + 1) % n
    check_seat("leader", leader, n)
    st.leader = leader
    st.trick_seats = [(leader + i) % n for i in range(len(st.trick))]
    for s in range(n):
        want = d.cards - done - (1 if s in st.trick_seats else 0)
        if len(st.hands[s]) != want:
            raise PositionError(f"hands.{s}", f"holds {len(st.hands[s])} cards; {want} are left in this deal")
    if (p.trumps_lead or p.high) and (not st.opts.poker_card or POKER not in st.trick):
        raise PositionError("trumps_lead" if p.trumps_lead else "high", "the poker is not in the trick")
    if p.trumps_lead and st.trick[0] != POKER:
        raise PositionError("trumps_lead", "only a lead of the poker is «by trumps»")
    st.lead_mode = TRUMPS_LEAD if p.trumps_lead else 0
    st.lock = p.trumps_lead or p.high
    if st.trick:
        st.win_idx = st.trick.index(POKER) if st.lock else RULES.winner_index(st.trick, DIAMONDS)
    # bids, dark calls, looks
    bids = p.bids if p.bids is not None else [None] * n
    check_len("bids", bids, n)
    for s, b in enumerate(bids):
        if b is not None:
            check_range(f"bids.{s}", b, 0, d.cards)
    check_seats("dark", p.dark, n)
    check_seats("looked", p.looked, n)
    st.bids = [NO_BID if b is None else b for b in bids]
    st.bid_sum = sum(b for b in bids if b is not None)
    st.bids_made = sum(b is not None for b in bids)
    for s in p.dark:
        if st.bids[s] == NO_BID:
            raise PositionError("dark", f"seat {s} has not bid")
        st.dark |= 1 << s
    order = deal_order(n, p.dealer)
    missing = [s for s in order if st.bids[s] == NO_BID]
    if missing:
        if [s for s in order if st.bids[s] != NO_BID] != order[:n - len(missing)]:
            raise PositionError("bids", "bids are made in order from the dealer's left")
        if done or st.trick:
            raise PositionError("bids", "every bid is made before the first card")
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
        st.turn = (leader + len(st.trick)) % n
    if p.scores is not None:
        check_len("scores", p.scores, n)
        for s, v in enumerate(p.scores):
            check_range(f"scores.{s}", v, -MAX_SCORE, MAX_SCORE)
    return deal_no
