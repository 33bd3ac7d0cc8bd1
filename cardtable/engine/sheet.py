"""The score sheet: one row per hand, one column per player, as the seeds' paper tables are.

Kept apart from the match so that scoring (the games' ``score_hand``), the table the hooks see
(``engine.table``) and the screens all read one small module that imports nothing else.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(slots=True)
class HandResult:
    """One hand's outcome as the game scores it."""

    points: list[int]
    winners: list[int] = field(default_factory=list)
    note: str = ""
    void: bool = False  # a voided hand is redealt and writes no row
    extra: dict[str, Any] = field(default_factory=dict)


@dataclass(slots=True)
class ScoreSheet:
    """The paper table of the seeds: one row per hand, one column per player."""

    n: int
    rows: list[HandResult] = field(default_factory=list)
    start: list[int] | None = None  # scores carried in from an explicit position

    def totals(self) -> list[int]:
        tot = list(self.start) if self.start else [0] * self.n
        for r in self.rows:
            for i, p in enumerate(r.points):
                tot[i] += p
        return tot

    def wins(self) -> list[int]:
        w = [0] * self.n
        for r in self.rows:
            for s in r.winners:
                w[s] += 1
        return w


def rank_by(keys: list[Any], reverse: bool = False) -> list[int]:
    """Places (1 = first) for per-seat keys, lower key first unless ``reverse``; ties share."""
    order = sorted(set(keys), reverse=reverse)
    place, places = 1, {}
    for k in order:
        places[k] = place
        place += keys.count(k)
    return [places[k] for k in keys]
