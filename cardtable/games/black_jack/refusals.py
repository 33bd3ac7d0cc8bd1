"""Why a Black Jack action is refused: the player-facing reason for an ``IllegalAction``.

Kept apart from the rules in ``state`` (which only decide *whether* an action is legal) so that
the state module holds the rules; ``BlackJackState.why_illegal`` imports this module when an
action is refused (the arrow points from here to the state).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.engine.cards import SUITS
from cardtable.engine.mechanics.french_shedding import RQ

from .phases import (
    BLACK_JACKS,
    CALLED,
    CANCEL,
    COMBO,
    DRAWN,
    KIND_NAMES,
    LAST,
    NO_CALL,
    PASS_ON,
    PLAY,
    QDRAWN,
    SUIT,
)

if TYPE_CHECKING:
    from .state import BlackJackState


def why_illegal(st: BlackJackState, seat: int, action: str) -> str:
    """A player-facing reason why ``action`` is not legal for ``seat`` now."""
    if st.over:
        return "the deal is over"
    bare = action[: -len(LAST)] if action.endswith(LAST) else action
    verb, _, arg = bare.partition(" ")
    known_verbs = ("play", "done", "draw", "pass", "suit")
    if verb not in known_verbs:
        return f"unknown action {action!r} (actions: {', '.join(known_verbs)}, with an optional ' last')"
    if seat != st.turn:
        return f"it is not your turn (seat {st.turn} is to act)"
    if action.endswith(LAST) and bare in st.legal_actions(seat):
        if st.calls[seat] != NO_CALL:
            return "you have already called «last cards» (a draw or pick-up may renew the call)"
        return "there is no call to make when you go out"
    phase = st.phase
    if phase == SUIT:
        return "name a suit for your ace first (suit s, h, d or c)"
    if verb == "suit":
        return "you name a suit only when your play ends on an ace"
    x = st.eff(st.top)
    top = st.deck.text(st.top)
    if verb == "play":
        ids = st.deck.by_text.get(arg)
        if ids is None:
            return f"there is no card {arg!r} in this deck"
        c = ids[0]
        hand = st.hands[seat]
        if c not in hand:
            return f"you do not hold {arg}"
        if phase in (DRAWN, QDRAWN) and c != hand[st.drawn_at]:
            return "after drawing, only the drawn card may be played (or pass)"
        fits = {PLAY: st._may_start, COMBO: lambda c: st._may_follow(c, x)}.get(phase, lambda c: True)
        if len(hand) == 1 and st.calls[seat] != CALLED and fits(c):
            return "you may go out only after calling «last cards» on an earlier turn (a draw ends a call)"
        if phase == PLAY and st.pending:
            cancel = st.pkind == BLACK_JACKS and st.opts.red_jack_cancels
            extra = " or a red jack to cancel it" if cancel else ""
            return (f"a penalty of {st.pending} is pending: pass it on with {KIND_NAMES[st.pkind]}"
                    f"{extra}, or draw (pick it up)")
        if phase == PLAY:
            return f"{arg} does not go on {top}: play suit {SUITS[st.active_suit()]}, rank {top[:-1]}, an ace"
        if phase in (DRAWN, QDRAWN):
            return f"{arg} does not go on {top}: keep it (pass)"
        if st.mode == PASS_ON:
            return f"only {KIND_NAMES[st.pkind]} may be added when passing a penalty on"
        if st.mode == CANCEL:
            return "only the other red jack may follow a cancelling red jack"
        if st.T.rank[x] == RQ:
            return f"cover the queen: a card of its suit, an ace, or a linked card ({top})"
        return f"{arg} does not link to {top}: same rank, or same suit and a neighbouring rank"
    if verb == "done":
        if phase == COMBO:
            return "a queen must be covered before the play ends (draw if you cannot)"
        return "there is no play in progress to end"
    if verb == "draw":
        if phase in (DRAWN, QDRAWN):
            return "you already drew: play the drawn card or pass"
        if phase == COMBO:
            return "you may draw during a play only to cover a queen you cannot cover"
        return "there is nothing left to draw: pass"
    if verb == "pass":
        return "you may pass only after drawing, or when there is nothing to draw"
    return f"{action!r} is not legal now"
