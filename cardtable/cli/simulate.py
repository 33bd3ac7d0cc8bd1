"""``cardtable simulate``: bots play many matches; wins per seat (or per bot when rotated).

Strength claims rest on this: each entry's win share comes with a 95% Wilson interval, so
"normal beats easy" is a statement with its uncertainty, not a single lucky run.
"""

from __future__ import annotations

import argparse
import math
import time
from dataclasses import dataclass, field
from typing import Any

from cardtable.bots.levels import LEVELS, make_bot
from cardtable.bots.runner import Bot, RunawayMatch, play_match
from cardtable.cli.usage import UsageError, load_spec, parse_options
from cardtable.engine.match import MAX_HAND_ACTIONS, MAX_HANDS, Match

MAX_ACTIONS = 2_000_000  # every house rule at once makes long hands; a real runaway is far beyond


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
    capped: int = 0  # matches ended by a runaway cap (engine.match.MAX_HANDS / MAX_HAND_ACTIONS)


@dataclass(frozen=True)
class GameOutcome:
    """One match's result, per *entry* (bot of ``levels``), whatever seat it sat at."""

    wins: list[float]
    hand_wins: list[float]
    hands: int
    actions: int
    capped: bool = False


def bots_for(spec, levels: list[str], hard: dict[str, Any]) -> dict[str, Any]:
    """One bot function per level named in ``levels``; ``hard`` tunes the hard bot's search."""
    return {lv: make_bot(spec, lv, **hard) if lv == "hard" else make_bot(spec, lv) for lv in set(levels)}


def play_one(spec, options, n: int, levels: list[str], seed: int, rotate: bool, g: int, bots) -> GameOutcome:
    """Play game ``g`` of a run: a pure function of its arguments, so runs split over processes
    give the same figures as one process."""
    shift = g % n if rotate else 0
    seat_of = [(i + shift) % n for i in range(n)]
    seat_bots: list[Bot] = [bots[levels[seat_of.index(s)]] for s in range(n)]
    m = Match(spec, options, n, seed * 100_003 + g)
    try:
        play_match(m, seat_bots, seed * 7919 + g, max_actions=MAX_ACTIONS, max_hands=spec.hands_bound)
    except RunawayMatch as e:
        raise UsageError(f"game {g} (seed {seed * 100_003 + g}) did not end: {e}") from None
    assert m.ranking is not None
    firsts = [s for s in range(n) if m.ranking[s] == 1]
    wins = [0.0] * n
    hand_wins = [0.0] * n
    for i, s in enumerate(seat_of):
        if s in firsts:
            wins[i] += 1 / len(firsts)
    for row in m.sheet.rows:
        for i, s in enumerate(seat_of):
            if s in row.winners:
                hand_wins[i] += 1 / len(row.winners)
    return GameOutcome(wins, hand_wins, len(m.sheet.rows), len(m.actions), bool(m.capped))


_WORKER: dict[str, Any] = {}


def _worker_init(game_id: str, options, n: int, levels: list[str], seed: int, rotate: bool,
                 hard: dict[str, Any]) -> None:
    """A worker's setup.  An error here is kept and raised by its first game: raised from the
    initializer it would kill the worker, the pool would start another, and the run would hang."""
    try:
        from cardtable.engine.game import get_game

        spec = get_game(game_id)
        bots = bots_for(spec, levels, hard)
        _WORKER.update(args=(spec, options, n, levels, seed, rotate), bots=bots)
    except Exception as e:  # noqa: BLE001 - handed to the parent by _worker_game
        _WORKER["error"] = e


def _worker_game(g: int) -> GameOutcome:
    if "error" in _WORKER:
        raise _WORKER["error"]
    spec, options, n, levels, seed, rotate = _WORKER["args"]
    return play_one(spec, options, n, levels, seed, rotate, g, _WORKER["bots"])


def simulate(spec, options, n: int, levels: list[str], games: int, seed: int, rotate: bool,
             progress=None, hard: dict[str, Any] | None = None, jobs: int = 1) -> SimResult:
    """Play ``games`` matches; with ``rotate`` entry i sits at seat (i + g) % n in game g.

    ``hard`` are keywords for the hard bot's search (``time_s``, ``max_iters``, ...); ``jobs``
    processes share the games (strength runs of thousands of games with the hard bot take hours
    on one core; each game depends only on its number, so the figures do not depend on ``jobs``).
    """
    res = SimResult(levels, wins=[0.0] * n, hand_wins=[0.0] * n)
    hard = hard or {}
    t0 = time.perf_counter()

    def add(o: GameOutcome) -> None:
        for i in range(n):
            res.wins[i] += o.wins[i]
            res.hand_wins[i] += o.hand_wins[i]
        res.games += 1
        res.hands += o.hands
        res.actions += o.actions
        res.capped += o.capped
        if progress is not None:
            progress()

    if jobs <= 1:
        bots = bots_for(spec, levels, hard)
        for g in range(games):
            add(play_one(spec, options, n, levels, seed, rotate, g, bots))
    else:
        import multiprocessing as mp

        with mp.get_context("fork").Pool(jobs, _worker_init,
                                          (spec.id, options, n, levels, seed, rotate, hard)) as pool:
            for o in pool.imap_unordered(_worker_game, range(games), chunksize=1):
                add(o)
    res.seconds = time.perf_counter() - t0
    return res


def hard_options(args: argparse.Namespace) -> dict[str, Any]:
    """The hard bot's search keywords from ``--hard-ms/--hard-iters/--hard-c/--hard-rollout``.

    ``--hard-iters`` alone means a fixed number of iterations and no clock, so a run is
    reproducible on any machine; with ``--hard-ms`` too, whichever comes first stops a search.
    """
    hard: dict[str, Any] = {}
    ms = args.hard_ms
    iters = args.hard_iters
    if ms is not None:
        if ms <= 0:
            raise UsageError("--hard-ms must be positive")
        hard["time_s"] = ms / 1000
    if iters is not None:
        if iters < 1:
            raise UsageError("--hard-iters must be at least 1")
        hard["max_iters"] = iters
        if ms is None:
            hard["time_s"] = None
    trust = args.hard_trust
    if trust is not None:
        if trust == "off":
            hard["trust_z"] = None
        else:
            try:
                hard["trust_z"] = float(trust)
            except ValueError:
                raise UsageError("--hard-trust takes a number of standard errors or 'off'") from None
    if args.hard_c is not None:
        hard["exploration"] = args.hard_c
    if args.hard_sweep is not None:
        hard["sweep"] = args.hard_sweep == "on"
    if args.hard_rollout is not None:
        hard["rollout"] = args.hard_rollout
    return hard


def describe_hard(spec, hard: dict[str, Any]) -> str:
    from cardtable.bots.ismcts import config_for

    cfg = config_for(spec, **hard)
    budget = f"{cfg.time_s * 1000:g} ms" if cfg.time_s is not None else "no time limit"
    rollout = cfg.rollout or "game default"
    sweep = cfg.sweep if cfg.sweep is not None else spec.hard.sweep
    trust = ("every root move on the same deals, best mean" if sweep else "most visited move" if cfg.trust_z is None
             else f"normal bot's move unless beaten by {cfg.trust_z:g} SE")
    return (f"ISMCTS, {budget}, at most {cfg.max_iters} iterations per move, "
            f"exploration {cfg.exploration:g}, {rollout} rollouts, {trust}")


def cmd_simulate(args: argparse.Namespace) -> int:
    spec = load_spec(args.game)
    options = parse_options(spec, args.rule)
    n = spec.default_players if args.players is None else args.players
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
    if args.jobs < 1:
        raise UsageError("--jobs must be at least 1")
    hard = hard_options(args)

    from rich.console import Console
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TimeRemainingColumn
    from rich.table import Table

    con = Console()
    if args.quiet:
        res = simulate(spec, options, n, levels, args.games, args.seed, args.rotate, hard=hard, jobs=args.jobs)
    else:
        with Progress("[progress.description]{task.description}", BarColumn(), MofNCompleteColumn(),
                      TimeRemainingColumn(), console=con, transient=True) as prog:
            task = prog.add_task(f"{spec.name_en} x{n}", total=args.games)
            res = simulate(spec, options, n, levels, args.games, args.seed, args.rotate,
                           progress=lambda: prog.advance(task), hard=hard, jobs=args.jobs)
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
    if "hard" in levels:
        con.print("hard bot: " + describe_hard(spec, hard))
    hands = max(res.hands, 1)
    con.print(
        f"hands {res.hands}, mean actions per hand {res.actions / hands:.1f}, "
        f"{res.games / res.seconds:.1f} games/s, {res.actions / res.seconds:,.0f} actions/s"
    )
    if res.capped:
        con.print(f"[b]{res.capped} of {res.games} matches were ended by a cap[/b] (a hand over "
                  f"{MAX_HAND_ACTIONS} moves or {MAX_HANDS} hands): ranked as if the players stopped")
    return 0
