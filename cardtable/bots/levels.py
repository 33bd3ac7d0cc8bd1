"""Bot levels: which function plays a seat at each difficulty, for every game.

``random`` and ``easy`` are game-agnostic (``basic``), ``normal`` is the game's own heuristic
(``GameSpec.normal_bot``).  New levels are added here, once, for all games.
"""

from __future__ import annotations

from collections.abc import Callable

from .basic import easy_bot, random_bot

LEVELS = ("random", "easy", "normal")


def make_bot(spec, level: str) -> Callable:
    if level == "random":
        return random_bot
    if level == "easy":
        return easy_bot
    if level == "normal":
        return spec.normal_bot
    raise ValueError(f"unknown bot level {level!r}; levels: {', '.join(LEVELS)}")
