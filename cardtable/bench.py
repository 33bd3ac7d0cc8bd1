"""``cardtable bench``: engine figures against the targets of DESIGN.md section 7.

It prints numbers and the machine they came from; nothing here asserts a time.  Two random
policies are measured for playouts: *uniform* (every legal action equally likely, voluntary
draws included, which makes Uno hands very long) and *play-first* (a random playable card when
there is one, as RLCard's random agent does), the figure comparable with the design's anchors.
"""

from __future__ import annotations

import argparse
import os
import platform
import random
import timeit

from cardtable.engine.game import REGISTRY, get_game
from cardtable.engine.match import Match
from cardtable.engine.state import determinize

PASSIVE = {"draw", "pass", "take"}


def _playouts(spec, n: int, games: int, seed: int, play_first: bool) -> tuple[float, float]:
    import time

    opts = spec.options_model()
    rng = random.Random(seed)
    acts = 0
    t0 = time.perf_counter()
    for g in range(games):
        st = Match(spec, opts, n, seed + g).hand
        while not st.over:
            seats = st.to_act()
            s = seats[0] if len(seats) == 1 else rng.choice(seats)
            legal = st.legal_actions(s)
            if play_first:
                active = [a for a in legal if a.split(" ", 1)[0] not in PASSIVE]
                if active:
                    legal = active
            st.apply(s, legal[rng.randrange(len(legal))], check=False)
            acts += 1
    dt = time.perf_counter() - t0
    return games / dt, acts / dt


def _micro(spec, n: int, seed: int) -> dict[str, float]:
    """Median cost in microseconds of clone, legal_actions and determinize, mid-hand."""
    rng = random.Random(seed)
    m = Match(spec, spec.options_model(), n, seed)
    for _ in range(12):
        s = m.to_act()[0]
        legal = m.legal_actions(s)
        m.apply(s, rng.choice([a for a in legal if a.split(" ", 1)[0] not in PASSIVE] or legal))
        if m.hand_no > 1:
            break
    st = m.hand
    seat = st.to_act()[0]
    view = m.view(seat)
    out = {}
    for name, fn in (
        ("clone", st.clone),
        ("legal_actions", lambda: st.legal_actions(seat)),
        ("determinize", lambda: determinize(view, rng)),
        ("view", lambda: m.view(seat)),
    ):
        k = 2000
        best = min(timeit.repeat(fn, number=k, repeat=5)) / k
        out[name] = best * 1e6
    return out


def cmd_bench(args: argparse.Namespace) -> int:
    from rich.console import Console
    from rich.table import Table

    con = Console()
    con.print(f"machine: {platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}, "
              f"{platform.system()} {platform.release()}; one core used")
    t = Table(title="random playouts, one core (4 players, default options)")
    for col in ("game", "policy", "games/s", "actions/s"):
        t.add_column(col, justify="right" if col != "game" else "left")
    micro = Table(title="state operations, microseconds (best of 5)")
    for col in ("game", "clone", "legal_actions", "determinize", "view"):
        micro.add_column(col, justify="right" if col != "game" else "left")
    for gid in REGISTRY:
        spec = get_game(gid)
        n = min(max(4, spec.min_players), spec.max_players)
        for policy in ("play-first", "uniform"):
            games = args.games if policy == "play-first" else max(20, args.games // 8)
            gps, aps = _playouts(spec, n, games, args.seed, policy == "play-first")
            t.add_row(gid, policy, f"{gps:,.0f}", f"{aps:,.0f}")
        mc = _micro(spec, n, args.seed)
        micro.add_row(gid, *(f"{mc[k]:.2f}" for k in ("clone", "legal_actions", "determinize", "view")))
    con.print(t)
    con.print(micro)
    return 0
