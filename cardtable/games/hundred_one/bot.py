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

from cardtable.engine.mechanics.french_shedding import R6, R9, RQ, best_suit
from cardtable.engine.state import State, View

from .state import DRAWN, HIT_PREV, POINTS, SUIT, HundredOneState

FINISH = 200.0
QUEEN_FINISH = 40.0
HOLD_QUEEN = -12.0
HOLD_NINE = -4.0
SIX_WITHOUT_COVER = -25.0
STOCK_SHORT = 4
POINTS_F = tuple(map(float, POINTS))
COVERS = (R6, RQ)
"""Ranks that cover a six of any suit."""


def normal_bot(view: View, rng: random.Random) -> str:
    st = view.state
    assert isinstance(st, HundredOneState)
    table = st.T.actions
    ids = table.ids
    return table.texts[rollout_bot(st, view.seat, [ids[a] for a in view.legal], rng)]


def rollout_bot(st: State, seat: int, legal: list[int], rng: random.Random) -> int:
    """The normal bot's choice among the legal ids ``legal`` (same draws from ``rng``).

    Each playable card gets a score plus a random half point, and the best is played; after a
    draw, a bad drawn card is kept (``pass``).  Written as one loop over precomputed tables,
    since the hard bot's rollouts call it on nearly every step: every term is a multiple of 0.5,
    so the sums are exact in any order."""
    assert isinstance(st, HundredOneState)
    T = st.T
    hand = st.hands[seat]
    phase = st.phase
    if phase == SUIT:
        return T.suit0 + best_suit(T, hand, rng)
    draw = T.draw
    plays = legal if legal and legal[-1] < draw else [a for a in legal if a < draw]
    if not plays:
        return draw if draw in legal else T.pass_
    if len(plays) == 1 and phase != DRAWN:
        return plays[0]
    rank_of, suit_of, stops = T.rank, T.suit, st.stop_ranks
    left = len(hand) - 1  # cards kept after the play
    suits = list(map(suit_of.__getitem__, hand))
    best, best_score = plays[0], -1e9
    random_ = rng.random
    for c in plays:
        rank = rank_of[c]
        if not left:
            if rank == R6:
                score = -5.0  # it must be covered from the stock
            elif not stops[c]:
                score = FINISH + (QUEEN_FINISH if rank == RQ else 0.0)
            else:
                score = 5.0  # an effect card as the last card: it acts and we stay in with 0 cards
        else:
            same_suit = suits.count(suit_of[c]) - 1  # the rest of the hand in its suit
            score = POINTS_F[rank]
            if rank == RQ:
                score += HOLD_QUEEN
            elif rank == R9:
                score += 3.0 if st.opts.czech_no_finish_on_nine else HOLD_NINE
            elif rank == R6:
                covered = same_suit > 0 or any(rank_of[x] in COVERS for x in hand if x != c)
                if not covered and len(st.stock) > STOCK_SHORT:
                    score += SIX_WITHOUT_COVER
                elif covered:
                    score += 3.0
            elif T.hits[c]:
                # hit a player close to going out (a 5 makes the previous player draw)
                victim = st.prev_seat(seat) if T.effect[c][0] == HIT_PREV else st.next_seat(seat)
                score += 8.0 if len(st.hands[victim]) <= 2 else 2.0
            # never keep an effect card (which cannot finish) as the last card
            if left == 1 and stops[hand[0] if hand[1] == c else hand[1]]:
                score -= 15.0
            # keep a suit to follow with
            score += 0.5 * same_suit
        score += random_() * 0.5
        if score > best_score:
            best, best_score = c, score
    if phase == DRAWN and best_score < 0:
        return T.pass_
    return best
