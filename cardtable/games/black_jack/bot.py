"""The normal Black Jack bot: the heuristics of black_jack.md section 11, reading only its view.

At each decision of a play it searches the combinations it can still make from its own hand (a
small depth-first search over linking cards, bounded in nodes) and plays the first card of the
best one, or ends the play.  It sheds as many cards as it can, keeps penalty cards, jokers and red
jacks as defence unless the next player is close to going out (then it fires them), likes plays
ending on a penalty card or an ace, avoids queens it cannot cover, passes penalties on or cancels
them rather than picking up, names its longest suit, and calls «last cards» whenever what it keeps
forms one combination (forgetting 5% of the time), with a draw too: the draw ends a standing call,
and the call made with it counts from the next turn.
"""

from __future__ import annotations

import random

from cardtable.engine.cards import SUITS
from cardtable.engine.french_shedding import RA, RJ, RQ, best_suit
from cardtable.engine.state import View

from .links import link_table
from .state import COMBO, DRAWN, LAST, NONE, NORMAL, PLAY, QDRAWN, SUIT, BlackJackState

FORGET_CALL = 0.05
NODE_BUDGET = 400
GO_OUT = 1000.0
CHAIN_MAX = 6


def normal_bot(view: View, rng: random.Random) -> str:
    st = view.state
    assert isinstance(st, BlackJackState)
    legal = view.legal
    seat = view.seat
    hand = st.hands[seat]
    plain = [a for a in legal if not a.endswith(LAST)]
    if st.phase == SUIT:
        action = f"suit {SUITS[best_suit(st.T, hand, rng)]}"
        return _with_call(st, seat, action, hand, legal, rng)
    plays = [a for a in plain if a.startswith("play ")]
    if st.phase in (DRAWN, QDRAWN):
        action = plays[0] if plays else "pass"
    elif st.phase == PLAY and st.pending:
        action = _answer_penalty(st, plays)
    else:
        action = _best_move(st, seat, plain, rng)
    rest = hand
    if action.startswith("play "):
        c = st.T.play_card[action]
        rest = [x for x in hand if x != c]
    elif action == "draw" and st.pending:
        return action  # a pick-up leaves no combination: a call would only draw fire
    # a draw ends a standing call: renew it with the draw while the hand before the draw forms
    # one combination (section 9, decision 20: the call counts from the next turn)
    return _with_call(st, seat, action, rest, legal, rng)


def _answer_penalty(st: BlackJackState, plays: list[str]) -> str:
    """Pass the penalty on with a card of its kind (jokers last), else cancel it, else pick up."""
    if not plays:
        return "draw"
    T = st.T

    def key(a: str) -> tuple[int, int]:
        c = st.T.play_card[a]
        return (0 if st.kind_of[c] == st.pkind else 1 if T.joker[c] else 2, c)

    return min(plays, key=key)


def _with_call(st: BlackJackState, seat: int, action: str, rest: list[int], legal: list[str],
               rng: random.Random) -> str:
    called = action + LAST
    if called in legal and rest and _chainable(st, rest) and rng.random() >= FORGET_CALL:
        return called
    return action


def _chainable(st: BlackJackState, cards: list[int]) -> bool:
    """Whether ``cards`` can be laid as one combination (in some order), not ending on a queen."""
    if len(cards) > CHAIN_MAX:
        return False
    T = st.T
    links = link_table(T)

    def rec(x: int, left: list[int]) -> bool:
        if not left:
            return T.rank[x] != RQ
        for i, c in enumerate(left):
            if links[x][c]:
                nx = x if T.joker[c] else c
                if rec(nx, left[:i] + left[i + 1:]):
                    return True
        return False

    for i, c in enumerate(cards):
        if T.joker[c]:
            continue
        if rec(c, cards[:i] + cards[i + 1:]):
            return True
    return all(T.joker[c] for c in cards)


def _best_move(st: BlackJackState, seat: int, plain: list[str], rng: random.Random) -> str:
    plays = [a for a in plain if a.startswith("play ")]
    if not plays:
        for a in ("done", "draw", "pass"):
            if a in plain:
                return a
        return plain[0]
    T = st.T
    hand = st.hands[seat]
    nxt = st.next_seat(seat)
    threat = st.calls[nxt] != 0 or len(st.hands[nxt]) <= 2
    start = st.phase == PLAY
    budget = [NODE_BUDGET]
    best: list = [None, -1e9]

    def value(seq: list[int], x: int, rest: list[int]) -> float:
        if not rest and T.rank[x] != RQ:  # a lone queen at the end does not take us out
            return GO_OUT
        s = 10.0 * len(seq)
        for c in seq:
            if T.joker[c]:
                s -= 6
            elif st.kind_of[c] != NONE:
                s -= 0 if threat else 4
            elif T.rank[c] == RA:
                s -= 3
            elif T.rank[c] == RJ and st.is_red_jack(c):
                s -= 2
        if T.rank[x] == RQ and st.mode == NORMAL:
            s -= 25  # an uncovered queen: we will have to draw
        elif st.kind_of[x] != NONE:
            s += 25 if threat else 8
        elif T.rank[x] == RA:
            s += 4
        return s + rng.random()

    def rec(seq: list[int], x: int, rest: list[int]) -> None:
        budget[0] -= 1
        if seq or not start:
            v = value(seq, x, rest)
            if v > best[1]:
                best[0], best[1] = (seq[0] if seq else None), v
        if budget[0] <= 0:
            return
        for i, c in enumerate(rest):
            if budget[0] <= 0:
                return
            if not seq and start:
                ok = st._may_start(c)
            else:
                ok = st._may_follow(c, x)
            if not ok:
                continue
            left = rest[:i] + rest[i + 1:]
            if not left and not st._may_be_last(seat, c, x):
                continue
            nx = x if T.joker[c] else c
            rec(seq + [c], nx, left)

    rec([], st.eff(st.top), list(hand))
    if best[0] is None:
        if st.phase == COMBO and "done" in plain:
            return "done"
        return plays[0]
    action = T.play[best[0]]
    return action if action in plain else plays[0]
