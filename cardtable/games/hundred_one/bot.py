"""The normal 101 bot: the heuristics of hundred_one.md section 11, reading only its view.

It sheds expensive cards (aces, tens) first, keeps nines (0 points) unless they cannot finish,
holds a queen as an escape card but finishes on one when it can (-20/-40), aims 7, K♠ and aces
at a player with few cards, plays a six only with a cover in hand (or with the stock short), and
names the suit it holds most of.  It sees its own hand, the pile and public counts only.
"""

from __future__ import annotations

import random

from cardtable.engine.french_shedding import R5, R6, R7, R9, RA, RK, RQ, SPADES, best_suit
from cardtable.engine.state import View

from .state import DRAWN, POINTS, SUIT, HundredOneState

FINISH = 200.0
QUEEN_FINISH = 40.0
HOLD_QUEEN = -12.0
HOLD_NINE = -4.0
SIX_WITHOUT_COVER = -25.0
STOCK_SHORT = 4


def normal_bot(view: View, rng: random.Random) -> str:
    st = view.state
    assert isinstance(st, HundredOneState)
    legal = view.legal
    seat = view.seat
    hand = st.hands[seat]
    if st.phase == SUIT:
        return f"suit {'shdc'[best_suit(st.T, hand, rng)]}"
    plays = [a for a in legal if a.startswith("play ")]
    if not plays:
        return "draw" if "draw" in legal else "pass"
    if len(plays) == 1 and st.phase != DRAWN:
        return plays[0]
    best, best_score = plays[0], -1e9
    for a in plays:
        c = st.T.play_card[a]
        score = _score(st, seat, c) + rng.random() * 0.5
        if score > best_score:
            best, best_score = a, score
    if st.phase == DRAWN and best_score < 0:
        return "pass"
    return best


def _score(st: HundredOneState, seat: int, c: int) -> float:
    T = st.T
    hand = st.hands[seat]
    rest = [x for x in hand if x != c]
    rank, suit = T.rank[c], T.suit[c]
    score = float(POINTS[rank])
    if not rest:
        if rank == R6:
            return -5.0  # it must be covered from the stock
        if st.finishes(c):
            return FINISH + (QUEEN_FINISH if rank == RQ else 0.0)
        return 5.0  # an effect card as the last card: it acts and we stay in with 0 cards
    if rank == RQ:
        score += HOLD_QUEEN
    if rank == R9:
        score += 3.0 if st.opts.czech_no_finish_on_nine else HOLD_NINE
    if rank == R6:
        covered = any(T.rank[x] in (R6, RQ) or T.suit[x] == suit for x in rest)
        if not covered and len(st.stock) > STOCK_SHORT:
            score += SIX_WITHOUT_COVER
        elif covered:
            score += 3.0
    if rank in (R7, RA) or (rank == RK and suit == SPADES) or (rank == R5 and st.opts.alternative_101):
        # hit a player close to going out (a 5 makes the previous player draw)
        victim = st.prev_seat(seat) if rank == R5 else st.next_seat(seat)
        score += 8.0 if len(st.hands[victim]) <= 2 else 2.0
    # never keep an effect card (which cannot finish) as the last card
    if len(rest) == 1 and st.stop_ranks[rest[0]]:
        score -= 15.0
    # keep a suit to follow with
    score += 0.5 * sum(1 for x in rest if T.suit[x] == suit)
    return score
