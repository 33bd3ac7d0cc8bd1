"""The random and easy bots: game-agnostic, reading only ``view.legal``.

Conventions shared by every game's action texts make a generic easy bot possible: a call is a
second action with the suffix `` uno`` (or another call word), catches start with ``catch``, and a
reaction window offers ``pass``.
"""

from __future__ import annotations

import random

from cardtable.engine.state import View

EASY_CATCH = 0.25
EASY_FORGETS_CALL = 0.2
EASY_PASSIVE = 0.1
PASSIVE = frozenset({"draw", "pass", "take"})


def random_bot(view: View, rng: random.Random) -> str:
    """A uniformly random legal action."""
    return rng.choice(view.legal)


def easy_bot(view: View, rng: random.Random) -> str:
    """Random legal moves with human-like slips: slow in reaction windows, sometimes forgets a call."""
    legal = view.legal
    catches = [a for a in legal if a.startswith("catch")]
    if catches and rng.random() < EASY_CATCH:
        return rng.choice(catches)
    moves = [a for a in legal if not a.startswith("catch")]
    if not moves:
        return "pass"
    if moves == ["pass"] or ("pass" in moves and view.state.to_act()[0] != view.seat):
        return "pass"
    # pick a move (a beginner plays a card when one fits, and only now and then draws instead),
    # then decide separately whether the call is made
    plain = [a for a in moves if not a.endswith(" uno")]
    active = [a for a in plain if a.split(" ", 1)[0] not in PASSIVE]
    if active and (len(active) == len(plain) or rng.random() >= EASY_PASSIVE):
        plain = active
    a = rng.choice(plain)
    called = a + " uno"
    if called in legal and rng.random() >= EASY_FORGETS_CALL:
        return called
    return a
