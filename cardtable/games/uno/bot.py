"""The normal Uno bot: the heuristics of uno.md section 11, reading only its view.

It sheds points it would otherwise be charged for, keeps wilds for the end, hits a near-empty
next hand with action cards, steers the colour toward what it holds, always calls UNO, plays W+4
honestly, and challenges a W+4 only on the spec's evidence: its player was seen drawing while the
previous colour was current (uno.md section 11).

The heuristic is written once, on action ids (``choose``): it is the hard bot's rollout policy
(``UnoSpec.rollout_bot``, millions of calls), and ``normal_bot`` is ``choose`` with the view's
texts turned into ids and the answer back into a text.
"""

from __future__ import annotations

import random

from cardtable.engine.state import View

from .actions import V_CATCH, V_GIVE, V_PLAY, V_SWAP, V_TRADE
from .state import (
    BLACK,
    COLOUR,
    DRAW2,
    FIVE_GIVE,
    FIVE_PICK,
    NUM,
    PENDING,
    REV,
    SKIP,
    SLAP,
    SWAP7,
    WILD,
    WILD4,
    UnoState,
    UnoTables,
)
from .tables import A_CHALLENGE, A_DRAW, A_PASS, A_SLAP, A_TALK

CATCH_P = 0.6


def _colour_counts(st: UnoState, hand: list[int]) -> list[int]:
    counts = [0, 0, 0, 0]
    tc = st.T.colour
    for c in hand:
        col = tc[c]
        if col != BLACK:
            counts[col] += 1
    return counts


def catch_or_not(st: UnoState, legal: list[int], rng: random.Random) -> int | None:
    """The catch, with probability ``CATCH_P``, when one is legal (a player forgot to call UNO),
    else None.  One random number is drawn exactly when a catch is legal, so Uno 52's bot, which
    shares this, keeps its draws too."""
    if st.offender >= 0:  # only then can a catch be legal
        verb = st.T.verb
        for a in legal:
            if verb[a] == V_CATCH:
                if rng.random() < CATCH_P:
                    return a
                break
    return None


def normal_bot(view: View, rng: random.Random) -> str:
    """The heuristic's move on ``view``: ``choose`` on the ids of its legal texts."""
    st = view.state
    assert isinstance(st, UnoState)
    t = st.T.actions
    return t.texts[choose(st, view.seat, t.to_ids(view.legal), rng, view)]


def choose(st: UnoState, seat: int, legal: list[int], rng: random.Random, view: View | None = None) -> int:
    """The one implementation of the heuristic, on action ids (``UnoTables.actions``).

    ``view`` gives the events the seat saw (None: none, as in rollouts).  Every random number is
    drawn exactly where and as often as the text version of it always drew them, so a search's
    choices do not depend on which entry point its rollouts use."""
    T = st.T
    verb = T.verb
    caught = catch_or_not(st, legal, rng)
    if caught is not None:
        return caught
    phase = st.phase
    if phase == SLAP:
        return A_SLAP
    if phase == SWAP7 or phase == FIVE_PICK:
        # 7: take the smallest hand; 5: trade with the player closest to going out, to break their
        # hand.  Ties are broken at random, or the lowest seat would always be the one robbed.
        picks = [a for a in legal if verb[a] == V_SWAP or verb[a] == V_TRADE]
        if not picks:
            return A_PASS
        hands, sa = st.hands, T.seat_arg
        return min(picks, key=lambda a: (len(hands[sa[a]]), rng.random()))
    if phase == FIVE_GIVE:
        return _worst_give(st, seat, legal)
    if st.turn != seat and A_PASS in legal:  # a reaction window: jump in with a twin when it helps
        for a in legal:
            if verb[a] == V_PLAY:
                return _with_call(T, T.plain[a], legal)
        return A_PASS
    hand = st.hands[seat]
    if phase == COLOUR:
        counts = _colour_counts(st, hand)
        best = max(counts)
        picks = [i for i in range(4) if counts[i] == best]
        return T.colour_ids[rng.choice(picks)]
    is_bare = T.is_bare
    plays = [a for a in legal if is_bare[a]]  # the plays without their UNO call
    if phase == PENDING:
        if (view is not None and st.w4 is not None and A_CHALLENGE in legal
                and _seen_drawing_on(view, st.w4[0], st.w4[2])):
            return A_CHALLENGE
        choice = _best(st, seat, plays, rng) if plays else -1
        return _with_call(T, choice, legal) if choice >= 0 else A_DRAW
    choice = _best(st, seat, plays, rng) if plays else -1
    if choice < 0:
        return _fallback(T, plays, legal)
    return _with_call(T, choice, legal)


def _fallback(T: UnoTables, plays: list[int], legal: list[int]) -> int:
    """No play the heuristics like: draw or keep the card, else (a card that ``draw_until_playable``
    makes one play, e.g. a drawn W+4 the bot would not play by choice) the play the rules force.
    Never ``talk`` (it costs cards in a silence) and never an action that is not legal."""
    for a in (A_DRAW, A_PASS):
        if a in legal:
            return a
    if plays:
        return _with_call(T, plays[0], legal)
    return next((a for a in legal if a != A_TALK), legal[0])


def _seen_drawing_on(view: View, player: int, colour: int) -> bool:
    """Did ``player`` draw voluntarily while ``colour`` was current (in the events this seat saw)?"""
    st = view.state
    assert isinstance(st, UnoState)
    current = -1
    for e in view.events:
        if e.kind in ("play", "jump"):
            col = st.T.colour[e.data["card"]]
            if col != BLACK:
                current = col
        elif e.kind == "colour":
            current = "RYGB".index(e.data["colour"])
        elif e.kind == "draw" and e.seat == player and e.data.get("why") == "draw" and current == colour:
            return True
    return False


def _worst_give(st: UnoState, seat: int, legal: list[int]) -> int:
    """Give away the card that costs most to keep: high points, not a wild, a weak colour."""
    counts = _colour_counts(st, st.hands[seat])
    T = st.T
    verb, faces = T.verb, T.face_cards

    def cost(a: int) -> float:
        c = faces[a][0]  # any card of the face: they share colour and points
        if T.colour[c] == BLACK:
            return -100
        return T.points[c] - 3 * counts[T.colour[c]]

    return max((a for a in legal if verb[a] == V_GIVE), key=cost)


def _with_call(T: UnoTables, action: int, legal: list[int]) -> int:
    """The play with its UNO call when the call is legal (the bot always calls)."""
    called = T.call_of[action]
    return called if called >= 0 and called in legal else action


def _best(st: UnoState, seat: int, plays: list[int], rng: random.Random) -> int:
    """The bare play the heuristics score highest (-1: none they would make).  A play's facts
    (kind, colour, points) are its face's, read by id (``UnoTables.face_kind`` ...)."""
    T = st.T
    if len(plays) == 1 and T.face_kind[plays[0]] != WILD4:
        rng.random()  # the one play wins whatever its score: only its random draw is left to make
        return plays[0]
    hand = st.hands[seat]
    counts = _colour_counts(st, hand)
    nxt = st.next_seat(seat)
    threat = len(st.hands[nxt]) <= 2
    own_points = st.opts.scoring == "own_points"
    best, best_score = plays[0], -1e9
    fkind, fcol = T.face_kind, T.face_colour
    num_score = T.num_own if own_points else T.num_lazy
    colour = st.colour
    short = len(hand) <= 2
    for a in plays:
        kind, col = fkind[a], fcol[a]
        if kind == NUM:
            score = num_score[a]
        elif kind in (SKIP, REV, DRAW2):
            score = 14 + (30 if threat else 0) + (6 if own_points else 0)
            if st.n == 2 and kind != DRAW2:
                score += 8  # a free extra turn
        elif kind == WILD:
            score = 40 if short else -20
        elif kind == WILD4:
            if st.holds_colour(seat, colour):
                continue  # honest: never bluff
            score = 45 if (threat or short) else -10
        else:
            score = 0
        if col != BLACK:
            score += 3 * (counts[col] - 1)
            if col != colour:
                score += 2 * (counts[col] - counts[colour])
        score += rng.random()
        if score > best_score:
            best, best_score = a, score
    if best_score == -1e9:
        return -1
    return best
