"""The hard bot's choices on fixed positions of every game, pinned (issue 31's "byte-identical").

A refactoring that keeps behaviour must leave the hard bot's search exactly as it was: the same
move *and* the same visit counts of every root move on the same view with the same seed (a
change anywhere in the rules, the deal, the rollouts or the valuation shows up in the counts
long before it changes a move).  ``test_hard_choices.py`` replays this file.

Positions: for each game a match of normal bots from a fixed seed, and the first ``PER_GAME``
decisions of it with at least two legal moves, spaced ``EVERY`` decisions apart.  The search runs
with the game's own iteration cap and no clock (``time_s=None``), so it is reproducible.

Regenerate (only when a change of the bots or rules is intended, and say so in the commit):
``python -m tests.hard_choices --write``.
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

from cardtable.bots.ismcts import config_for, search
from cardtable.engine.game import get_game
from cardtable.engine.match import Match
from cardtable.engine.registry import REGISTRY

FILE = Path(__file__).parent / "records" / "hard_choices.json"
PER_GAME = 4
EVERY = 7
SEED = 2031


def positions(game: str):
    """(index, view) of the pinned decisions of ``game``, in order."""
    spec = get_game(game)
    n = min(max(3, spec.min_players), spec.max_players)
    match = Match(spec, spec.options_model(), n, SEED)
    rngs = [random.Random(SEED * 31 + s) for s in range(n)]
    k = taken = 0
    steps = 0
    while not match.over and taken < PER_GAME and steps < 5000:
        seats = match.to_act()
        s = seats[1] if len(seats) > 1 else seats[0]
        view = match.view(s, last_events=20)
        if len(view.legal) >= 2:
            if k % EVERY == 0:
                yield k, view
                taken += 1
            k += 1
        match.apply(s, spec.normal_bot(view, rngs[s]))
        steps += 1


def choices(game: str) -> list[dict]:
    spec = get_game(game)
    cfg = config_for(spec, time_s=None)
    out = []
    for k, view in positions(game):
        st = search(spec, view, random.Random(SEED + k), cfg)
        out.append({"decision": k, "seat": view.seat, "action": st.action, "iterations": st.iterations,
                    "visits": dict(sorted(st.visits.items()))})
    return out


def main(argv: list[str]) -> int:
    if argv != ["--write"]:
        print(__doc__)
        return 2
    data = {g: choices(g) for g in REGISTRY}
    FILE.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"{FILE}: {sum(len(v) for v in data.values())} positions over {len(data)} games")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
