"""The normal 101 bot: the heuristics of hundred_one.md section 11, reading only its view.

It sheds expensive cards (aces, tens) first, keeps nines (0 points) unless they cannot finish,
holds a queen as an escape card but finishes on one when it can (-20/-40), aims 7, K♠ and aces
at a player with few cards, plays a six only with a cover in hand (or with the stock short), and
names the suit it holds most of.  It sees its own hand, the pile and public counts only.

The heuristic is written once, on action ids (``HundredOneTables``: a play's id is its card
id): ``rollout_bot`` is what the hard bot's rollouts call on every step, ``normal_bot`` turns
the view's texts into ids and the chosen id back into its text.
"""

from __future__ import annotations

import random

from cardtable.engine.french_shedding import R6, R9, RQ, best_suit
from cardtable.engine.state import State, View

from .state import DRAWN, HIT_PREV, POINTS, SUIT, HundredOneState

FINISH = 200.0
QUEEN_FINISH = 40.0
HOLD_QUEEN = -12.0
HOLD_NINE = -4.0
SIX_WITHOUT_COVER = -25.0
STOCK_SHORT = 4


def normal_bot(view: View, rng: random.Random) -> str:
    st = view.state
    assert isinstance(st, HundredOneState)
    table = st.T.actions
    ids = table.ids
    return table.texts[rollout_bot(st, view.seat, [ids[a] for a in view.legal], rng)]


def rollout_bot(st: State, seat: int, legal: list[int], rng: random.Random) -> int:
    """The normal bot's choice among the legal ids ``legal`` (same draws from ``rng``)."""
    assert isinstance(st, HundredOneState)
    T = st.T
    hand = st.hands[seat]
    phase = st.phase
    if phase == SUIT:
        return T.suit0 + best_suit(T, hand, rng)
    draw = T.draw
    plays = [a for a in legal if a < draw]
    if not plays:
        return draw if draw in legal else T.pass_
    if len(plays) == 1 and phase != DRAWN:
        return plays[0]
    # what every candidate's score reads of the rest of the hand: suit counts and 6/Q count
    rank_of, suit_of = T.rank, T.suit
    counts = [0, 0, 0, 0]
    sixq = 0
    for x in hand:
        counts[suit_of[x]] += 1
        r = rank_of[x]
        if r == R6 or r == RQ:
            sixq += 1
    best, best_score = plays[0], -1e9
    random_ = rng.random
    for c in plays:
        score = _score(st, seat, c, hand, counts, sixq) + random_() * 0.5
        if score > best_score:
            best, best_score = c, score
    if phase == DRAWN and best_score < 0:
        return T.pass_
    return best


def _score(st: HundredOneState, seat: int, c: int, hand: list[int], counts: list[int], sixq: int) -> float:
    """How good playing ``c`` from ``hand`` is.  ``counts``/``sixq`` are the hand's suit counts
    and its number of sixes and queens, ``c`` included (``c`` is in ``hand``; every term is a
    multiple of 0.5, so the sum is exact whatever the order)."""
    T = st.T
    rank, suit = T.rank[c], T.suit[c]
    score = float(POINTS[rank])
    left = len(hand) - 1
    if not left:
        if rank == R6:
            return -5.0  # it must be covered from the stock
        if not st.stop_ranks[c]:
            return FINISH + (QUEEN_FINISH if rank == RQ else 0.0)
        return 5.0  # an effect card as the last card: it acts and we stay in with 0 cards
    same_suit = counts[suit] - 1  # of the rest
    if rank == RQ:
        score += HOLD_QUEEN
    elif rank == R9:
        score += 3.0 if st.opts.czech_no_finish_on_nine else HOLD_NINE
    elif rank == R6:
        covered = same_suit > 0 or sixq > 1  # another six or queen, or a card of its suit
        if not covered and len(st.stock) > STOCK_SHORT:
            score += SIX_WITHOUT_COVER
        elif covered:
            score += 3.0
    elif T.hits[c]:
        # hit a player close to going out (a 5 makes the previous player draw)
        victim = st.prev_seat(seat) if T.effect[c][0] == HIT_PREV else st.next_seat(seat)
        score += 8.0 if len(st.hands[victim]) <= 2 else 2.0
    # never keep an effect card (which cannot finish) as the last card
    if left == 1 and st.stop_ranks[hand[0] if hand[1] == c else hand[1]]:
        score -= 15.0
    # keep a suit to follow with
    return score + 0.5 * same_suit
