"""The normal Uno 52 bot: the notes of uno52.md section 11, reading only its view.

Every card is rated twice: what it is worth kept for the open poker hand (the best category it
reaches by covering one open card) and what shedding it gives.  The bot plays to the pile the
card it needs least, covers an open card whenever that keeps or raises its poker hand (two cards
shed per turn; while anyone is down to one card, even at a cost to the hand), races with +2,
Skip and Reverse when the next player is down to one card, never bluffs a W+4, always calls UNO,
and challenges a W+4 on Uno's evidence (its player was seen drawing on the previous colour) or
when that player holds many cards.
"""

from __future__ import annotations

import random

from cardtable.engine.mechanics.poker import HandRank
from cardtable.engine.state import View
from cardtable.games.uno.bot import _seen_drawing_on
from cardtable.games.uno.state import BLACK, COLOUR, DRAW2, NUM, PENDING, REV, SKIP, WILD, WILD4

from .state import OVERLAY, Uno52State, poker_value

CATCH_P = 0.6
CHALLENGE_HAND = 5  # holding this many cards, a W+4 player most likely held the colour too


def _value(st: Uno52State, tops: list[int]) -> HandRank:
    return poker_value(tops)


def _best_cover(st: Uno52State, seat: int, c: int) -> tuple[HandRank, int]:
    """The best poker value reachable by covering one open card with ``c`` (and the slot), or the
    current value and -1 when ``c`` covers nothing."""
    tops = st.open_tops(seat)
    best, slot = _value(st, tops), -1
    if st.T.kind[c] != NUM:
        return best, -1
    for i, top in enumerate(tops):
        if st.can_cover(c, top):
            v = _value(st, tops[:i] + [c] + tops[i + 1:])
            if v > best:
                best, slot = v, i
    return best, slot


def _card(st: Uno52State, seat: int, text: str) -> int:
    return next(c for c in st.deck.by_text[text] if c in st.hands[seat])


def _with_call(action: str, legal: list[str]) -> str:
    called = action + " uno"
    return called if called in legal else action


def normal_bot(view: View, rng: random.Random) -> str:
    st = view.state
    assert isinstance(st, Uno52State)
    legal = view.legal
    seat = view.seat
    catches = [a for a in legal if a.startswith("catch")]
    if catches and rng.random() < CATCH_P:
        return catches[0]
    if st.turn != seat:
        return "pass"
    hand = st.hands[seat]
    if st.phase == COLOUR:
        counts = [0, 0, 0, 0]
        for c in hand:
            if st.T.colour[c] != BLACK:
                counts[st.T.colour[c]] += 1
        best = max(counts)
        return f"color {'RYGB'[rng.choice([i for i in range(4) if counts[i] == best])]}"
    if st.phase == OVERLAY:
        return _overlay(st, seat, legal)
    covers = [a for a in legal if a.startswith("cover") and not a.endswith(" uno")]
    if covers:  # one card left and it fits the open hand: go out
        return covers[0]
    plays = [a for a in legal if a.startswith("play") and not a.endswith(" uno")]
    if st.phase == PENDING:
        if "challenge" in legal and st.w4 is not None:
            player, _, prev = st.w4
            if _seen_drawing_on(view, player, prev) or len(st.hands[player]) >= CHALLENGE_HAND:
                return "challenge"
        return _with_call(plays[0], legal) if plays else "draw"
    choice = _best_play(st, seat, plays, rng)
    if choice is None:
        return "draw" if "draw" in legal else "pass"
    return _with_call(choice, legal)


def _overlay(st: Uno52State, seat: int, legal: list[str]) -> str:
    """Cover when it keeps or raises the poker hand: the best result, then the highest card shed.
    While someone is down to one card, race: shed the second card even at a cost to the hand."""
    racing = any(len(st.hands[s]) <= 1 for s in st.active() if s != seat)
    now = _value(st, st.open_tops(seat))
    tops = st.open_tops(seat)
    best, best_key = "pass", None
    for a in legal:
        if not a.startswith("cover") or a.endswith(" uno"):
            continue
        _, i, text = a.split(" ")
        c = _card(st, seat, text)
        slot = int(i)
        v = _value(st, tops[:slot] + [c] + tops[slot + 1:])
        if v < now and not racing:
            continue
        key = (v, st.deck.rank_of[c])
        if best_key is None or key > best_key:
            best, best_key = a, key
    return _with_call(best, legal) if best != "pass" else "pass"


def _best_play(st: Uno52State, seat: int, plays: list[str], rng: random.Random) -> str | None:
    T = st.T
    hand = st.hands[seat]
    nxt = st.next_seat(seat)
    racing = len(st.hands[nxt]) <= 1
    now = _value(st, st.open_tops(seat))
    counts = [0, 0, 0, 0]
    for c in hand:
        if T.colour[c] != BLACK:
            counts[T.colour[c]] += 1
    best, best_score = None, -1e9
    for a in plays:
        c = _card(st, seat, a.split(" ")[1])
        kind, col = T.kind[c], T.colour[c]
        if kind == NUM:
            gain, _ = _best_cover(st, seat, c)
            # a card that would raise the poker hand is worth keeping; otherwise shed high cards
            score = 10 + 0.3 * st.deck.rank_of[c] - (12 if gain.category > now.category else 0)
        elif kind in (SKIP, REV, DRAW2):
            score = 14 + (30 if racing else 0)
            if st.n_active() == 2 and kind != DRAW2:
                score += 8  # a free extra turn
        elif kind == WILD:
            score = 40 if len(hand) <= 2 else -20
        elif kind == WILD4:
            if st.holds_colour(seat, st.colour):
                continue  # honest: never bluff
            score = 45 if (racing or len(hand) <= 2) else -10
        else:
            score = 0
        if col != BLACK:
            score += 3 * (counts[col] - 1)
        score += rng.random()
        if score > best_score:
            best, best_score = a, score
    return best
