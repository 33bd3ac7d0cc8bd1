"""``cardtable simulate``: bots play many matches; wins per seat (or per bot when rotated).

Strength claims rest on this: each entry's win share comes with a 95% Wilson interval, so
"normal beats easy" is a statement with its uncertainty, not a single lucky run.
"""

from __future__ import annotations

import argparse
import math
import time
from dataclasses import dataclass, field

from cardtable.bots.levels import LEVELS
from cardtable.bots.runner import play_match
from cardtable.cli import UsageError, load_spec, parse_options
from cardtable.engine.match import Match


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a proportion."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    d = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / d
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return max(0.0, centre - half), min(1.0, centre + half)


@dataclass
class SimResult:
    levels: list[str]
    games: int = 0
    wins: list[float] = field(default_factory=list)
    hand_wins: list[float] = field(default_factory=list)
    hands: int = 0
    actions: int = 0
    seconds: float = 0.0


def simulate(spec, options, n: int, levels: list[str], games: int, seed: int, rotate: bool,
             progress=None) -> SimResult:
    """Play ``games`` matches; with ``rotate`` entry i sits at seat (i + g) % n in game g."""
    res = SimResult(levels, wins=[0.0] * n, hand_wins=[0.0] * n)
    bots = {lv: spec.bot(lv) for lv in set(levels)}
    t0 = time.perf_counter()
    for g in range(games):
        shift = g % n if rotate else 0
        seat_of = [(i + shift) % n for i in range(n)]
        seat_bots = [None] * n
        for i, s in enumerate(seat_of):
            seat_bots[s] = bots[levels[i]]
        m = Match(spec, options, n, seed * 100_003 + g)
        play_match(m, seat_bots, seed * 7919 + g)  # type: ignore[arg-type]
        assert m.ranking is not None
        firsts = [s for s in range(n) if m.ranking[s] == 1]
        for i, s in enumerate(seat_of):
            if s in firsts:
                res.wins[i] += 1 / len(firsts)
        for row in m.sheet.rows:
            for i, s in enumerate(seat_of):
                if s in row.winners:
                    res.hand_wins[i] += 1 / len(row.winners)
        res.games += 1
        res.hands += len(m.sheet.rows)
        res.actions += len(m.actions)
        if progress is not None:
            progress()
    res.seconds = time.perf_counter() - t0
    return res


def cmd_simulate(args: argparse.Namespace) -> int:
    spec = load_spec(args.game)
    options = parse_options(spec, args.rule)
    n = args.players or spec.default_players
    try:
        spec.check_players(n, options)
    except ValueError as e:
        raise UsageError(str(e)) from None
    levels = [x.strip() for x in args.bots.split(",") if x.strip()] if args.bots else ["normal"]
    if len(levels) == 1:
        levels = levels * n
    if len(levels) != n:
        raise UsageError(f"--bots names {len(levels)} bots for {n} players")
    for lv in levels:
        if lv not in LEVELS:
            raise UsageError(f"unknown bot level {lv!r}; levels: {', '.join(LEVELS)}")
    if args.games < 1:
        raise UsageError("--games must be at least 1")

    from rich.console import Console
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TimeRemainingColumn
    from rich.table import Table

    con = Console()
    if args.quiet:
        res = simulate(spec, options, n, levels, args.games, args.seed, args.rotate)
    else:
        with Progress("[progress.description]{task.description}", BarColumn(), MofNCompleteColumn(),
                      TimeRemainingColumn(), console=con, transient=True) as prog:
            task = prog.add_task(f"{spec.name_en} x{n}", total=args.games)
            res = simulate(spec, options, n, levels, args.games, args.seed, args.rotate,
                           progress=lambda: prog.advance(task))
    what = "bot (seats rotated)" if args.rotate else "seat"
    t = Table(title=f"{spec.name_en}: {res.games} matches, {n} players, seed {args.seed}")
    t.add_column(what)
    t.add_column("level")
    t.add_column("wins", justify="right")
    t.add_column("share", justify="right")
    t.add_column("95% interval", justify="right")
    t.add_column("hand wins", justify="right")
    t.add_column("95% interval", justify="right")
    for i, lv in enumerate(levels):
        lo, hi = wilson(res.wins[i], res.games)
        hw = res.hand_wins[i] / max(res.hands, 1)
        hlo, hhi = wilson(res.hand_wins[i], max(res.hands, 1))
        t.add_row(str(i), lv, f"{res.wins[i]:g}", f"{res.wins[i] / res.games:.1%}", f"{lo:.1%} - {hi:.1%}",
                  f"{hw:.1%}", f"{hlo:.1%} - {hhi:.1%}")
    con.print(t)
    hands = max(res.hands, 1)
    con.print(
        f"hands {res.hands}, mean actions per hand {res.actions / hands:.1f}, "
        f"{res.games / res.seconds:.1f} games/s, {res.actions / res.seconds:,.0f} actions/s"
    )
    return 0
