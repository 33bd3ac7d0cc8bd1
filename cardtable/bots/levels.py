"""Bot levels: which function plays a seat at each difficulty, for every game.

``random`` and ``easy`` are game-agnostic (``basic``), ``normal`` is the game's own heuristic
(``GameSpec.normal_bot``), ``hard`` is ISMCTS over determinizations (``ismcts``), generic too,
with the normal bot as its rollout policy.  New levels are added here, once, for all games.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .basic import easy_bot, random_bot

LEVELS = ("random", "easy", "normal", "hard")


def make_bot(spec, level: str, **hard: Any) -> Callable:
    """The bot function of ``level`` for ``spec``; ``hard`` keywords tune the search (budget in
    seconds ``time_s``, ``max_iters``, ``exploration``, ``rollout``), e.g. for quick simulations."""
    if level == "hard":
        from .ismcts import make_hard_bot

        return make_hard_bot(spec, **hard)
    if level == "random":
        return random_bot
    if level == "easy":
        return easy_bot
    if level == "normal":
        return spec.normal_bot
    raise ValueError(f"unknown bot level {level!r}; levels: {', '.join(LEVELS)}")
