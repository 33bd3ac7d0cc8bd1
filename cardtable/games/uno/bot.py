"""The normal Uno bot: the heuristics of uno.md section 11, reading only its view.

It sheds points it would otherwise be charged for, keeps wilds for the end, hits a near-empty
next hand with action cards, steers the colour toward what it holds, always calls UNO, plays W+4
honestly, and challenges a W+4 only on the spec's evidence: its player was seen drawing while the
previous colour was current (uno.md section 11).
"""

from __future__ import annotations

import random

from cardtable.engine.state import View

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
)

CATCH_P = 0.6


def _colour_counts(st: UnoState, hand: list[int]) -> list[int]:
    counts = [0, 0, 0, 0]
    for c in hand:
        col = st.T.colour[c]
        if col != BLACK:
            counts[col] += 1
    return counts


def normal_bot(view: View, rng: random.Random) -> str:
    st = view.state
    assert isinstance(st, UnoState)
    legal = view.legal
    seat = view.seat
    catches = [a for a in legal if a.startswith("catch")]
    if catches and rng.random() < CATCH_P:
        return catches[0]
    hand = st.hands[seat]
    if st.phase == SLAP:
        return "slap"
    if st.phase in (SWAP7, FIVE_PICK):
        # 7: take the smallest hand; 5: trade with the player closest to going out, to break their
        # hand.  Ties are broken at random, or the lowest seat would always be the one robbed.
        picks = [a for a in legal if a.startswith(("swap", "trade"))]
        if not picks:
            return "pass"
        return min(picks, key=lambda a: (len(st.hands[int(a.split()[1])]), rng.random()))
    if st.phase == FIVE_GIVE:
        return _worst_give(st, seat, legal)
    if "pass" in legal and st.turn != seat:  # a reaction window: jump in with a twin when it helps
        jumps = [a for a in legal if a.startswith("play")]
        if jumps:
            return _with_call(jumps[0].removesuffix(" uno"), legal)
        return "pass"
    if st.phase == COLOUR:
        counts = _colour_counts(st, hand)
        best = max(counts)
        picks = [i for i in range(4) if counts[i] == best]
        return f"color {'RYGB'[rng.choice(picks)]}"
    bare = st.T.bare_plays
    plays = [a for a in legal if a in bare]  # the plays without their UNO call
    if st.phase == PENDING:
        if "challenge" in legal and st.w4 is not None and _seen_drawing_on(view, st.w4[0], st.w4[2]):
            return "challenge"
        choice = _best(st, seat, plays, rng) if plays else None
        return _with_call(choice, legal) if choice else "draw"
    choice = _best(st, seat, plays, rng) if plays else None
    if choice is None:
        return _fallback(plays, legal)
    return _with_call(choice, legal)


def _fallback(plays: list[str], legal: list[str]) -> str:
    """No play the heuristics like: draw or keep the card, else (a card that ``draw_until_playable``
    makes one play, e.g. a drawn W+4 the bot would not play by choice) the play the rules force.
    Never ``talk`` (it costs cards in a silence) and never an action that is not legal."""
    for a in ("draw", "pass"):
        if a in legal:
            return a
    if plays:
        return _with_call(plays[0], legal)
    return next((a for a in legal if a != "talk"), legal[0])


def _seen_drawing_on(view: View, player: int, colour: int) -> bool:
    """Did ``player`` draw voluntarily while ``colour`` was current (in the events this seat saw)?"""
    st = view.state
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


def _worst_give(st: UnoState, seat: int, legal: list[str]) -> str:
    """Give away the card that costs most to keep: high points, not a wild, a weak colour."""
    counts = _colour_counts(st, st.hands[seat])
    T = st.T

    def cost(a: str) -> float:
        c = st.deck.by_text[a.split()[1]][0]
        if T.colour[c] == BLACK:
            return -100
        return T.points[c] - 3 * counts[T.colour[c]]

    return max((a for a in legal if a.startswith("give")), key=cost)


def _with_call(action: str, legal: list[str]) -> str:
    called = action + " uno"
    return called if called in legal else action


def _best(st: UnoState, seat: int, plays: list[str], rng: random.Random) -> str:
    T = st.T
    hand = st.hands[seat]
    counts = _colour_counts(st, hand)
    nxt = st.next_seat(seat)
    threat = len(st.hands[nxt]) <= 2
    own_points = st.opts.scoring == "own_points"
    best, best_score = plays[0], -1e9
    play_ids = T.play_ids
    for a in plays:
        for c in play_ids[a]:  # the first card of this face in the hand (no text parsing)
            if c in hand:
                break
        kind, col = T.kind[c], T.colour[c]
        if kind == NUM:
            score = 10 + T.points[c] * (1.0 if own_points else 0.4)
        elif kind in (SKIP, REV, DRAW2):
            score = 14 + (30 if threat else 0) + (6 if own_points else 0)
            if st.n == 2 and kind != DRAW2:
                score += 8  # a free extra turn
        elif kind == WILD:
            score = 40 if len(hand) <= 2 else -20
        elif kind == WILD4:
            if st.holds_colour(seat, st.colour):
                continue  # honest: never bluff
            score = 45 if (threat or len(hand) <= 2) else -10
        else:
            score = 0
        if col != BLACK:
            score += 3 * (counts[col] - 1)
            if col != st.colour:
                score += 2 * (counts[col] - counts[st.colour])
        score += rng.random()
        if score > best_score:
            best, best_score = a, score
    if best_score == -1e9:
        return None  # type: ignore[return-value]
    return best
