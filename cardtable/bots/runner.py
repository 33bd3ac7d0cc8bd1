"""Driving a match with bots: the loop shared by ``simulate``, tests and benchmarks.

Seats in ``to_act()`` after the first are reactors in a reaction window; they are asked first (in
seat order) so that a catch or throw-in happens before the main seat moves on and closes the window.
A reactor's ``pass`` is applied too, so a window closes when the rules say all passed.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from cardtable.engine.match import Match
from cardtable.engine.state import View

Bot = Callable[[View, random.Random], str]


class RunawayMatch(RuntimeError):
    """A match that did not end within its action bound (a rules bug, never a normal outcome)."""


def play_match(match: Match, bots: list[Bot], seed: int, max_actions: int = 200_000,
               max_hands: int = 30) -> Match:
    """Play ``match`` to its end with one bot per seat; each seat gets its own seeded rng.

    A match whose players may go on for ever (Uno's lazy scoring without a rounds limit) is
    stopped after ``max_hands`` hands, as players would stop.
    """
    rngs = [random.Random(seed * 1009 + s) for s in range(match.n)]
    steps = 0
    while not match.over:
        if match.hand_no > max_hands:
            match.stop()
            break
        seats = match.to_act()
        for s in seats[1:] + seats[:1]:
            view = match.view(s, last_events=20)
            if not view.legal:
                continue
            action = bots[s](view, rngs[s])
            match.apply(s, action)
            steps += 1
            if action != "pass" or s == seats[0]:
                break
        if steps > max_actions:
            raise RunawayMatch(f"no end after {max_actions} actions")
    return match


def random_playout(state, rng: random.Random, max_actions: int = 100_000) -> int:
    """Play one hand with uniformly random legal actions from any seat allowed to act.

    The fast path of benchmarks and property tests: no views, no checks beyond the state's own.
    Returns the number of actions applied.
    """
    k = 0
    while not state.over:
        seats = state.to_act()
        s = seats[0] if len(seats) == 1 else rng.choice(seats)
        legal = state.legal_actions(s)
        state.apply(s, legal[rng.randrange(len(legal))], check=False)
        k += 1
        if k > max_actions:
            raise RunawayMatch(f"hand did not end after {max_actions} actions")
    return k
