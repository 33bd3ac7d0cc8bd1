"""``cardtable bench``: engine figures against the targets of DESIGN.md section 7.

It prints numbers and the machine they came from; nothing here asserts a time.  Two random
policies are measured for playouts: *uniform* (every legal action equally likely, voluntary
draws included, which makes Uno hands very long) and *play-first* (a random playable card when
there is one, as RLCard's random agent does), the figure comparable with the design's anchors.
Then the hard bot (ISMCTS iterations per second and time per move at its default budget, on
positions reached by normal bots) and, when the TUI is installed, the app's launch to first frame
and key to frame (``cardtable.tui.measure``).
"""

from __future__ import annotations

import argparse
import os
import platform
import random
import time
import timeit
from importlib.util import find_spec

from cardtable.bots.basic import is_play
from cardtable.engine.game import get_game
from cardtable.engine.match import Match
from cardtable.engine.registry import REGISTRY
from cardtable.engine.state import View, determinize
from cardtable.tui.launchprobe import launch_to_first_frame


def _playouts(spec, n: int, games: int, seed: int, play_first: bool, opts=None) -> tuple[float, float]:
    import time

    opts = opts or spec.options_model()
    rng = random.Random(seed)
    acts = 0
    t0 = time.perf_counter()
    for g in range(games):
        st = Match(spec, opts, n, seed + g).hand
        play = st.action_table().play
        while not st.over:  # on ids, as the search's rollouts play
            seats = st.to_act()
            s = seats[0] if len(seats) == 1 else rng.choice(seats)
            legal = st.legal_ids(s)
            if play_first:
                active = [a for a in legal if play[a]]
                if active:
                    legal = active
            st.apply_id(s, legal[rng.randrange(len(legal))])
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
        m.apply(s, rng.choice([a for a in legal if is_play(a)] or legal))
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


def _hard_positions(spec, n: int, seed: int, count: int) -> list:
    """Views where a real choice is due, from matches between normal bots (every 5th decision)."""
    rng = random.Random(seed)
    views: list[View] = []
    g = 0
    while len(views) < count and g < 50:
        m = Match(spec, spec.options_model(), n, seed + g)
        g += 1
        k = 0
        while not m.over and m.hand_no == 1 and len(views) < count:
            seat = m.to_act()[0]
            view = m.view(seat)
            if len(view.legal) > 1:
                k += 1
                if k % 5 == 3:
                    views.append(view)
            m.apply(seat, spec.normal_bot(view, rng))
    return views


def _hard(spec, n: int, seed: int, moves: int) -> tuple[float, float, float, float]:
    """The hard bot at its default budget: iterations per second, mean seconds and iterations per
    move, and the slowest move in seconds (the budget promises a move within one second)."""
    from cardtable.bots.ismcts import config_for, search

    cfg = config_for(spec)
    its = secs = slowest = 0.0
    t_moves = 0
    for view in _hard_positions(spec, n, seed, moves):
        t0 = time.perf_counter()
        st = search(spec, view, random.Random(seed), cfg)
        dt = time.perf_counter() - t0
        secs += dt
        slowest = max(slowest, dt)
        its += st.iterations
        t_moves += 1
    if not t_moves:
        return 0.0, 0.0, 0.0, 0.0
    return its / secs, secs / t_moves, its / t_moves, slowest


def key_to_frame_figures(n: int) -> str | None:
    """The app's key-to-frame line (``cardtable.tui.measure``), or None without the TUI."""
    if n <= 0 or find_spec("cardtable.tui.app") is None:
        return None
    from cardtable.tui.measure import key_to_frame, summary

    waits, frames = key_to_frame(n)
    line = summary("key to frame (Left/Right in an Uno hand, 80x24, headless, terminal output rendered)",
                   waits, 30)
    return f"{line}; {sum(frames) / len(frames):.2f} frames per key (target 1)"


def cmd_bench(args: argparse.Namespace) -> int:
    from rich.console import Console
    from rich.table import Table

    con = Console()
    con.print(f"machine: {platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}, "
              f"{platform.system()} {platform.release()}; one core used")
    from cardtable.cli.usage import UsageError, load_spec, parse_options

    games_ids = args.game or list(REGISTRY)
    for gid in games_ids:
        load_spec(gid)
    if args.rule and len(games_ids) != 1:
        raise UsageError("--rule needs exactly one --game")
    opts = parse_options(get_game(games_ids[0]), args.rule) if args.rule else None
    what = "options: " + ", ".join(args.rule) if args.rule else "default options"
    t = Table(title=f"random playouts, one core (4 players, {what})")
    for col in ("game", "policy", "games/s", "actions/s"):
        t.add_column(col, justify="right" if col != "game" else "left")
    micro = Table(title="state operations, microseconds (best of 5)")
    for col in ("game", "clone", "legal_actions", "determinize", "view"):
        micro.add_column(col, justify="right" if col != "game" else "left")
    hard = Table(title=f"hard bot (ISMCTS, default budget, {args.hard_moves} positions per game, 4 players)")
    for col in ("game", "iterations/s", "s per move", "slowest move, s", "iterations per move",
                "ms per 1,000 iterations"):
        hard.add_column(col, justify="right" if col != "game" else "left")
    for gid in games_ids:
        spec = get_game(gid)
        n = min(max(4, spec.min_players), spec.max_players)
        for policy in ("play-first", "uniform"):
            games = args.games if policy == "play-first" else max(20, args.games // 8)
            gps, aps = _playouts(spec, n, games, args.seed, policy == "play-first", opts)
            t.add_row(gid, policy, f"{gps:,.0f}", f"{aps:,.0f}")
        mc = _micro(spec, n, args.seed)
        micro.add_row(gid, *(f"{mc[k]:.2f}" for k in ("clone", "legal_actions", "determinize", "view")))
        if args.hard_moves > 0:
            ips, spm, ipm, slow = _hard(spec, n, args.seed, args.hard_moves)
            hard.add_row(gid, f"{ips:,.0f}", f"{spm:.3f}", f"{slow:.3f}", f"{ipm:,.0f}",
                         f"{1000 / ips * 1000:,.0f}" if ips else "-")
    con.print(t)
    con.print(micro)
    if args.hard_moves > 0:
        con.print(hard)
    if not args.no_app:
        ff = launch_to_first_frame()
        if ff is None:
            con.print("app launch to first frame: skipped (no TUI, or it did not start headless)")
        else:
            con.print(f"app launch to first frame (fresh interpreter, headless): {ff * 1000:.0f} ms")
        keys = key_to_frame_figures(args.keys)
        if keys:
            con.print(keys)
    return 0
