"""The normal Black Jack bot: the heuristics of black_jack.md section 11, reading only its view.

At each decision of a play it searches the combinations it can still make from its own hand (a
small depth-first search over linking cards, bounded in nodes) and plays the first card of the
best one, or ends the play.  It sheds as many cards as it can, keeps penalty cards, jokers and red
jacks as defence unless the next player is close to going out (then it fires them), likes plays
ending on a penalty card or an ace, avoids queens it cannot cover, passes penalties on or cancels
them rather than picking up, names its longest suit, and calls «last cards» whenever what it keeps
forms one combination (forgetting 5% of the time), with a draw too: the draw ends a standing call,
and the call made with it counts from the next turn.

The heuristic works on action ids (``tables``: a play's id is its card's id): ``choose`` is the one
implementation; ``normal_bot`` turns the view's texts into ids and the answer back, and the hard
bot's rollouts call ``choose`` directly (the spec's ``rollout_bot``), millions of times a game, so
its inner loops read per-card tables and allocate little.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from cardtable.engine.cards import UNKNOWN
from cardtable.engine.mechanics.french_shedding import best_suit
from cardtable.engine.state import View

from .phases import CALLED, CANCEL, COMBO, DRAWN, NORMAL, PASS_ON, PLAY, QDRAWN, SUIT
from .state import BlackJackState
from .tables import Tables

FORGET_CALL = 0.05
NODE_BUDGET = 400
GO_OUT = 1000.0
CHAIN_MAX = 6


def normal_bot(view: View, rng: random.Random) -> str:
    st = view.state
    assert isinstance(st, BlackJackState)
    table = st.T.actions
    return table.texts[choose(st, view.seat, table.to_ids(view.legal), rng)]


def choose(st: BlackJackState, seat: int, legal: list[int], rng: random.Random) -> int:
    """The normal bot's action id among ``legal``: the ids of the legal actions in the order of
    ``legal_actions``, where the plays (ids below ``T.n``, without the call) come first."""
    T = st.T
    hand = st.hands[seat]
    phase = st.phase
    if phase == SUIT:
        return _with_call(st, T.suit0 + best_suit(T, hand, rng), hand, -1, legal, rng)
    n = T.n
    if phase == DRAWN or phase == QDRAWN:
        action = legal[0] if legal[0] < n else T.pass_
    elif phase == PLAY and st.pending:
        action = _answer_penalty(st, [a for a in legal if a < n])
    else:
        action = _best_move(st, seat, legal, rng)
    if action == T.draw and st.pending:
        return action  # a pick-up leaves no combination: a call would only draw fire
    # a draw ends a standing call: renew it with the draw while the hand before the draw forms
    # one combination (section 9, decision 20: the call counts from the next turn)
    return _with_call(st, action, hand, action if action < n else -1, legal, rng)


def _answer_penalty(st: BlackJackState, plays: list[int]) -> int:
    """Pass the penalty on with a card of its kind (jokers last), else cancel it, else pick up."""
    if not plays:
        return st.T.draw
    kind_of, joker, pkind = st.kind_of, st.T.joker, st.pkind
    return min(plays, key=lambda c: (0 if kind_of[c] == pkind else 1 if joker[c] else 2, c))


def _with_call(st: BlackJackState, action: int, hand: list[int], played: int, legal: list[int],
               rng: random.Random) -> int:
    """``action`` with the call when what the hand keeps (without the card ``played``, if any)
    forms one combination, forgetting it now and then."""
    called = action + st.T.last
    if called not in legal:
        return action
    rest = [x for x in hand if x != played] if played >= 0 else hand
    if rest and _chainable(st, rest) and rng.random() >= FORGET_CALL:
        return called
    return action


def _chainable(st: BlackJackState, cards: list[int]) -> bool:
    """Whether ``cards`` can be laid as one combination (in some order), not ending on a queen."""
    k = len(cards)
    if k > CHAIN_MAX:
        return False
    T = st.T
    if k == 1:  # the search's answer for one card
        c = cards[0]
        return T.joker[c] or not T.queen[c]
    return _search_chain(T, cards)


def _search_chain(T: Tables, cards: list[int]) -> bool:
    """``_chainable`` by search: a path through every card along the link table (two or more
    cards).  Almost every answer is no, so a quick test comes first: without jokers, a card that
    links with no other card either way can have no place in a chain."""
    links, joker, queen = T.links, T.joker, T.queen
    if not any(joker[c] for c in cards):
        for c in cards:
            row = links[c]
            for o in cards:
                if o != c and (row[o] or links[o][c]):
                    break
            else:
                return False

    def rec(x: int, left: list[int]) -> bool:
        if not left:
            return not queen[x]
        row = links[x]
        for i, c in enumerate(left):
            if row[c] and rec(x if joker[c] else c, left[:i] + left[i + 1:]):
                return True
        return False

    for i, c in enumerate(cards):
        if joker[c]:
            continue
        if rec(c, cards[:i] + cards[i + 1:]):
            return True
    return all(joker[c] for c in cards)


def _best_move(st: BlackJackState, seat: int, legal: list[int], rng: random.Random) -> int:
    """The first card of the best combination the hand can make now (or ``done``): a bounded
    depth-first search over the hand, each combination valued by what it sheds and where it ends
    (``tables``: ``gain_*`` per card shed, ``end_*`` per last card), plus a random tie-break.
    ``legal`` as ``choose`` has it: the plays first, so ``legal[0]`` is the first play if any."""
    T = st.T
    first_play = legal[0]
    if first_play >= T.n:  # no play: end the play, else draw, else pass
        for a in (T.done, T.draw, T.pass_):
            if a in legal:
                return a
        return first_play
    hand = st.hands[seat]
    nxt = (seat + st.direction) % st.n
    threat = st.calls[nxt] != 0 or len(st.hands[nxt]) <= 2
    start = st.phase == PLAY
    mode = st.mode
    gain = T.gain_threat if threat else T.gain_calm
    end = (T.end_normal if mode == NORMAL else T.end_other)[threat]
    links, joker, queen = T.links, T.joker, T.queen
    called = st.calls[seat] == CALLED
    random_ = rng.random
    top = st.discard[-1] if st.discard else UNKNOWN
    x0 = st.copy.get(top, top) if st.copy else top
    if mode == PASS_ON:  # what may follow does not depend on the card below (_may_follow)
        kind_of, pkind = st.kind_of, st.pkind
        fixed = tuple(joker[c] or kind_of[c] == pkind for c in range(T.n))
    elif mode == CANCEL:
        fixed = T.red_jack
    else:
        fixed = None
    # The search visits the hand's cards in hand order, as a search over shrinking copies of the
    # hand would, but marks the cards in use instead of copying, and lists once per top card
    # which cards of the hand may follow it.  What it reads is bound as default arguments (fast
    # locals: a closure over as many cells cost about 1 us per decision), the node budget is
    # passed down and handed back, and the best so far is kept in ``best`` (first card, value).
    used = [False] * T.n
    succ_of: dict[int, list[int]] = {}
    best: list[Any] = [-1, -1e9]  # the first card (an int) and the value (a float)

    def rec(first: int, s: int, x: int, rem: int, succ: list[int], budget: int, best=best, start=start,
            queen=queen, end=end, random_=random_, used=used, joker=joker, called=called, succ_of=succ_of,
            links=links, fixed=fixed, hand=hand, gain=gain) -> int:
        """``first``: the play's first card (-1: none yet); ``s``: what the cards so far gain;
        ``x``: the card on top; ``rem``: cards left in hand; ``succ``: the hand's cards that may
        follow ``x`` (some in use).  Returns the budget left."""
        budget -= 1
        if first >= 0 or not start:
            if not rem and not queen[x]:  # a lone queen at the end does not take us out
                v = GO_OUT
            else:
                v = s + end[x] + random_()
            if v > best[1]:
                best[0] = first
                best[1] = v
        if budget <= 0:
            return budget
        for c in succ:
            if used[c]:
                continue
            if budget <= 0:
                return budget
            nx = x if joker[c] else c
            if rem == 1 and not (called or queen[nx]):  # going out needs a standing call
                continue
            after = succ_of.get(nx)
            if after is None:
                row = links[nx] if fixed is None else fixed
                after = succ_of[nx] = [h for h in hand if row[h]]
            used[c] = True
            budget = rec(c if first < 0 else first, s + gain[c], nx, rem - 1, after, budget)
            used[c] = False
        return budget

    first_row: Sequence[bool]
    if start:  # the first card starts a play (no penalty here: that is _answer_penalty's case)
        if x0 == UNKNOWN:
            starts = [False] * T.n
            for c in hand:
                starts[c] = st.legal_on_top(c)
            first_row = starts
        else:  # legal_on_top, from the table of the top card (or the named suit on an ace)
            first_row = T.ace_rows[st.suit] if T.ace[x0] else T.start_rows[x0]
    else:
        first_row = links[x0] if fixed is None else fixed
    rec(-1, 0, x0, len(hand), [c for c in hand if first_row[c]], NODE_BUDGET)
    best_c = best[0]
    if best_c < 0:
        if st.phase == COMBO and T.done in legal:
            return T.done
        return first_play
    return best_c if best_c in legal else first_play
