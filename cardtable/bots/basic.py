"""The random and easy bots: game-agnostic, reading only ``view.legal``.

Conventions shared by every game's action texts make a generic easy bot possible: a call is a
second action with a suffix from ``CALLS``, catches start with ``catch``, and a reaction window
offers ``pass``.
"""

from __future__ import annotations

import random

from cardtable.engine.actions import NOT_A_PLAY, PASSIVE, SOCIAL
from cardtable.engine.state import View

__all__ = ["NOT_A_PLAY", "PASSIVE", "SOCIAL", "CALLS", "is_play", "random_bot", "easy_bot"]

EASY_CATCH = 0.25
EASY_FORGETS_CALL = 0.2
EASY_PASSIVE = 0.1
CALLS = (" uno", " last")


_IS_PLAY: dict[str, bool] = {}
_IS_PLAY_MAX = 50_000  # a game's action texts are a few hundred; the bound only guards odd callers


def is_play(action: str) -> bool:
    """True for an action that puts a card or makes a choice, not a draw, pass or chat.

    Memoised per text: every step of a play-first playout asks it of every legal action, and a
    dict hit costs a fraction of splitting the text each time."""
    r = _IS_PLAY.get(action)
    if r is None:
        # call suffixes on a play: Uno's UNO!, Black Jack's "last card"
        r = action.split(" ", 1)[0] not in NOT_A_PLAY
        if len(_IS_PLAY) >= _IS_PLAY_MAX:
            _IS_PLAY.clear()
        _IS_PLAY[action] = r
    return r


def random_bot(view: View, rng: random.Random) -> str:
    """A uniformly random legal action (chat aside)."""
    return rng.choice([a for a in view.legal if a not in SOCIAL] or view.legal)


def easy_bot(view: View, rng: random.Random) -> str:
    """Random legal moves with human-like slips: slow in reaction windows, sometimes forgets a call."""
    legal = view.legal
    catches = [a for a in legal if a.startswith("catch")]
    if catches and rng.random() < EASY_CATCH:
        return rng.choice(catches)
    moves = [a for a in legal if not a.startswith("catch") and a not in SOCIAL]
    if not moves:
        return "pass"
    if moves == ["pass"] or ("pass" in moves and view.state.to_act()[0] != view.seat):
        return "pass"
    # pick a move (a beginner plays a card when one fits, and only now and then draws instead),
    # then decide separately whether the call is made
    plain = [a for a in moves if not a.endswith(CALLS)]
    active = [a for a in plain if a.split(" ", 1)[0] not in PASSIVE]
    if active and (len(active) == len(plain) or rng.random() >= EASY_PASSIVE):
        plain = active
    a = rng.choice(plain)
    for suffix in CALLS:
        if a + suffix in legal and rng.random() >= EASY_FORGETS_CALL:
            return a + suffix
    return a
