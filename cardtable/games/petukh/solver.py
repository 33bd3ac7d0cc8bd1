"""The rest of a Petukh hand's play worked out exactly on one deal, for the hard bot's playouts.

Why: with five cards a hand, the tricks left are a tiny game once the cards are dealt (at most
5 x 4 x 3 x 2 lines of one's own cards), but a playout that plays them with the normal bot's
heuristic for the searching seat too values a hand by how the normal bot would play it, not by how
the hard bot will.  Bridge and Skat programs (GIB, Kermit) value each consistent deal by solving
it; here the searching seat picks its best card at every turn while every other seat plays as the
normal bot does (``bot.choose_card``: lead the strongest card, follow with the cheapest that wins,
else the cheapest allowed), which is both how the table's opponents are modelled in the rollouts
already and what keeps the search small: only one seat branches.  The leaves are valued by the
search's own valuation of a finished hand (the match's race), worked out once per trick count.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from cardtable.engine.mechanics.tricks import next_among

from .state import HAND, OVER, PLAY, PetukhState


def normal_pick(st: PetukhState, legal: list[int], trick: list[int], win: int) -> int:
    """The normal bot's card among ``legal`` (``bot.choose_card``, ties to the first listed)."""
    suit, rank, trump = st.deck.suit_of, st.deck.rank_of, st.trump

    def strength(c: int) -> int:
        return rank[c] + (20 if suit[c] == trump else 0)

    if not trick:
        return max(legal, key=strength)
    best, led = trick[win], suit[trick[0]]
    beats = st.rules.beats
    winners = [c for c in legal if beats(c, best, led, trump)]
    return min(winners or legal, key=strength)


def solve(st: PetukhState, me: int, value: Callable[[PetukhState], list[float]],
          memo: dict[Any, list[float]]) -> list[float] | None:
    """Every seat's value of the hand's play from ``st`` on (its deal known), ``me`` playing his
    best card at each turn and the others as the normal bot; None where this does not apply (not
    the card play, ``me`` not in it, a rebuy that could follow the hand).  ``memo`` holds the
    valuations of finished hands by tricks taken, for one search."""
    if st.phase != PLAY or st.over or (st.opts.rebuy and st.opts.bank):
        return None
    parts = st.participants()
    if me not in parts:
        return None
    n, k = st.n, len(parts)
    rules, trump = st.rules, st.trump
    beats, suit = rules.beats, st.deck.suit_of
    legal_of = rules.legal_beating
    hands = [h[:] for h in st.hands]
    trick, seats = st.trick[:], st.trick_seats[:]
    win = [st.win_idx if trick else 0]
    taken = st.taken[:]
    done = [st.tricks_done]
    key0 = (tuple(len(c) for c in st.claims), tuple(st.part))

    def leaf() -> list[float]:
        key = (tuple(taken), key0)
        vals = memo.get(key)
        if vals is None:
            end = st.clone()
            assert isinstance(end, PetukhState)
            end.taken = taken[:]
            end.tricks_done = HAND
            end.over, end.phase, end.turn = True, OVER, -1
            vals = memo[key] = value(end)
        return vals

    def turn_of(seat: int) -> list[float]:
        if done[0] == HAND:
            return leaf()
        hand = hands[seat]
        legal = legal_of(hand, trick, trump, win[0])
        options = legal if seat == me else [normal_pick(st, legal, trick, win[0])]
        best: list[float] | None = None
        for c in options:
            i = hand.index(c)
            del hand[i]
            was = win[0]
            if not trick:
                win[0] = 0
            elif beats(c, trick[was], suit[trick[0]], trump):
                win[0] = len(trick)
            trick.append(c)
            seats.append(seat)
            if len(trick) == k:
                w = seats[win[0]]
                closed, closed_seats = trick[:], seats[:]
                taken[w] += 1
                done[0] += 1
                trick.clear()
                seats.clear()
                vals = turn_of(w)
                done[0] -= 1
                taken[w] -= 1
                trick[:], seats[:] = closed, closed_seats
            else:
                vals = turn_of(next_among(seat, n, parts))
            trick.pop()
            seats.pop()
            win[0] = was
            hand.insert(i, c)
            if best is None or vals[me] > best[me]:
                best = vals
        assert best is not None
        return best

    return turn_of(st.turn)
