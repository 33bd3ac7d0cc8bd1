"""``cardtable strength``: the standing strength table, built up run by run.

Why a command of its own: the table the design asks for (DESIGN.md section 4: >= 2,000 games per
pair, seats rotated, 95% intervals) costs hours of the hard bot on this project's 2-core machine,
more than one sitting.  So every finished game is appended to a results file at once
(``<dir>/<game>-<a>-<b>.jsonl``), a run plays only the game numbers still missing, and
it may stop at any time (``--minutes``) and be resumed later, on this machine or another: each
game is a pure function of its number (``simulate.play_one``), so the table does not depend on
how the games were split between runs or processes.

Each pairing is two players, seats rotated, under the game's ``strength_rules`` (the options that
make one "game" one deal where the game has matches of several), with the hard bot at its
default iteration cap and no clock, so a figure is reproducible on any machine (at the default
budget the clock is only a safety net: no search here comes near it).

A results file starts with a header naming the pairing, options and search settings and the code
that played it (``code``: the git commit, ``+dirty`` with uncommitted changes, or the package
version outside a checkout); a file whose settings or code differ from this run's is refused
rather than mixed (``--report`` reads any).  The folder is ``--dir``, by default ``strength`` in
the user's data directory; the project's own table lives in ``results/strength`` (its README).
"""

from __future__ import annotations

import argparse
import json
import time
from collections.abc import Iterator
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from cardtable.cli.simulate import GameOutcome, bots_for, play_one, wilson
from cardtable.cli.usage import UsageError, load_spec, parse_options

PAIRS: tuple[tuple[str, str], ...] = (("hard", "normal"), ("normal", "easy"))
PLAYERS = 2
SEED = 1


def default_dir() -> Path:
    """Where a run writes unless ``--dir`` says: the user's data directory, never the install."""
    from cardtable.engine.files import data_dir

    return data_dir() / "strength"


def code_version() -> str:
    """The code that plays: ``git describe``-like commit of the checkout this package runs from
    (``+dirty`` when it has uncommitted changes), else the package's version."""
    import subprocess

    import cardtable

    root = Path(cardtable.__file__).resolve().parent.parent
    try:
        rev = subprocess.run(["git", "-C", str(root), "rev-parse", "--short", "HEAD"], capture_output=True,
                             text=True, timeout=10)
        if rev.returncode == 0 and rev.stdout.strip():
            dirty = subprocess.run(["git", "-C", str(root), "status", "--porcelain", "--untracked-files=no",
                                    "--", "cardtable"], capture_output=True, text=True, timeout=10)
            return rev.stdout.strip() + ("+dirty" if dirty.stdout.strip() else "")
    except (OSError, subprocess.SubprocessError):
        pass
    return f"cardtable {cardtable.__version__}"


@dataclass(frozen=True)
class Pairing:
    """One line of the table: ``levels[0]`` against ``levels[1]`` in ``game``."""

    game: str
    levels: tuple[str, str]

    @property
    def name(self) -> str:
        return f"{self.game}-{self.levels[0]}-{self.levels[1]}"

    def header(self) -> dict[str, Any]:
        from cardtable.bots.ismcts import config_for

        spec = load_spec(self.game)
        h: dict[str, Any] = {"game": self.game, "levels": list(self.levels), "players": PLAYERS,
                             "seed": SEED, "rotate": True, "rules": list(spec.strength_rules)}
        if "hard" in self.levels:
            cfg = asdict(config_for(spec, time_s=None))
            for key, default in (("soft_voids", spec.hard.soft_voids), ("sweep", spec.hard.sweep),
                                 ("solve", spec.hard.solve)):
                on = cfg.pop(key)
                if on if on is not None else default:
                    cfg[key] = True  # named only when on: files of searches without it stay valid
            h["hard"] = cfg
        return h


def load_results(path: Path, header: dict[str, Any], code: str | None = None) -> dict[int, GameOutcome]:
    """The games already played for a pairing, by number (a torn last line is ignored).

    ``code``: the code about to add games; a file another code played is refused (None: any)."""
    if not path.exists():
        return {}
    lines = path.read_text(encoding="utf-8").splitlines()
    if not lines:
        return {}
    try:
        found = json.loads(lines[0])
    except json.JSONDecodeError:
        raise UsageError(f"{path}: the header line is not JSON") from None
    played_by = found.pop("code", None) if isinstance(found, dict) else None
    if found != header:
        raise UsageError(f"{path} was played under other settings ({found}); "
                         f"move it away to start this pairing again")
    if code is not None and played_by != code:
        raise UsageError(f"{path} was played by code {played_by}, this is {code}: give another --dir, "
                         f"or move it away to play this pairing again")
    done: dict[int, GameOutcome] = {}
    for line in lines[1:]:
        try:
            d = json.loads(line)
            done[int(d["g"])] = GameOutcome(d["wins"], d["hand_wins"], d["hands"], d["actions"])
        except (json.JSONDecodeError, KeyError, TypeError, ValueError):
            continue  # a line cut short by a stopped run: that game is simply played again
    return done


_WORKER: dict[tuple[str, tuple[str, str]], tuple[Any, Any, dict[str, Any]]] = {}


def _task(job: tuple[str, tuple[str, str], int]) -> tuple[str, tuple[str, str], int, GameOutcome]:
    game, levels, g = job
    key = (game, levels)
    if key not in _WORKER:
        spec = load_spec(game)
        options = parse_options(spec, list(spec.strength_rules))
        bots = bots_for(spec, list(levels), {"time_s": None})
        _WORKER[key] = (spec, options, bots)
    spec, options, bots = _WORKER[key]
    return game, levels, g, play_one(spec, options, PLAYERS, list(levels), SEED, True, g, bots)


def _interleave(todo: dict[Pairing, list[int]]) -> Iterator[tuple[str, tuple[str, str], int]]:
    """Jobs taking the pairings in turn, so every pairing advances when a run is cut short."""
    queues = {p: iter(gs) for p, gs in todo.items()}
    while queues:
        for p in list(queues):
            g = next(queues[p], None)
            if g is None:
                del queues[p]
            else:
                yield p.game, p.levels, g


def run(pairings: list[Pairing], games: int, folder: Path, jobs: int, minutes: float | None,
        progress=None, code: str | None = None) -> None:
    """Play the missing games of every pairing (up to ``games`` each), appending as they end."""
    folder.mkdir(parents=True, exist_ok=True)
    code = code or code_version()
    files = {}
    todo: dict[Pairing, list[int]] = {}
    for p in pairings:
        path = folder / f"{p.name}.jsonl"
        header = p.header()
        if not path.exists() or not path.read_text(encoding="utf-8").strip():
            path.write_text(json.dumps({**header, "code": code}) + "\n", encoding="utf-8")
        done = load_results(path, header, code)
        missing = [g for g in range(games) if g not in done]
        if missing:
            todo[p] = missing
            f = files[(p.game, p.levels)] = path.open("a", encoding="utf-8")
            if not path.read_bytes().endswith(b"\n"):
                f.write("\n")  # a line cut short by a stopped run stays alone on its line
    deadline = None if minutes is None else time.monotonic() + minutes * 60
    jobs_iter = _interleave(todo)
    try:
        if jobs <= 1:
            for job in jobs_iter:
                if deadline is not None and time.monotonic() > deadline:
                    break
                _record(files, *_task(job), progress)
        else:
            import multiprocessing as mp

            with mp.get_context("fork").Pool(jobs) as pool:
                for res in pool.imap_unordered(_task, jobs_iter, chunksize=1):
                    _record(files, *res, progress)
                    if deadline is not None and time.monotonic() > deadline:
                        pool.terminate()
                        break
    finally:
        for f in files.values():
            f.close()


def _record(files, game: str, levels: tuple[str, str], g: int, o: GameOutcome, progress) -> None:
    f = files[(game, levels)]
    f.write(json.dumps({"g": g, **asdict(o)}) + "\n")
    f.flush()
    if progress is not None:
        progress(game, levels)


@dataclass(frozen=True)
class Row:
    """One pairing's figures: the first-named bot's share of games and of hands, with intervals."""

    pairing: Pairing
    games: int
    share: float
    interval: tuple[float, float]
    hands: int
    hand_share: float
    hand_interval: tuple[float, float]


def table(pairings: list[Pairing], folder: Path, games: int | None = None) -> list[Row]:
    """The first-named bot's share of games and of hands, per pairing, from the results files."""
    rows = []
    for p in pairings:
        done = load_results(folder / f"{p.name}.jsonl", p.header())
        outs = [o for g, o in sorted(done.items()) if games is None or g < games]
        n = len(outs)
        wins = sum(o.wins[0] for o in outs)
        hands = sum(o.hands for o in outs)
        hwins = sum(o.hand_wins[0] for o in outs)
        rows.append(Row(p, n, wins / n if n else 0.0, wilson(wins, n), hands,
                        hwins / hands if hands else 0.0, wilson(hwins, hands)))
    return rows


def markdown(rows: list[Row]) -> str:
    """The table as the README shows it."""
    out = ["| game | pairing | games | first bot wins | 95% interval | hands | of hands | 95% interval |",
           "|---|---|---|---|---|---|---|---|"]
    for r in rows:
        a, b = r.pairing.levels
        if not r.games:
            out.append(f"| {r.pairing.game} | {a} vs {b} | 0 | not played yet | | | | |")
            continue
        out.append(f"| {r.pairing.game} | {a} vs {b} | {r.games:,} | {r.share:.1%} | "
                   f"{r.interval[0]:.1%} - {r.interval[1]:.1%} | {r.hands:,} | {r.hand_share:.1%} | "
                   f"{r.hand_interval[0]:.1%} - {r.hand_interval[1]:.1%} |")
    return "\n".join(out)


def pairings_for(games: list[str], pairs: list[str]) -> list[Pairing]:
    from cardtable.engine.registry import REGISTRY

    ids = games or list(REGISTRY)
    for gid in ids:
        load_spec(gid)  # an unknown game is a usage error
    chosen = []
    for name in pairs or [f"{a}-{b}" for a, b in PAIRS]:
        a, _, b = name.partition("-")
        if (a, b) not in PAIRS:
            raise UsageError(f"unknown pairing {name!r}; pairings: {', '.join(f'{x}-{y}' for x, y in PAIRS)}")
        chosen.append((a, b))
    return [Pairing(g, lv) for lv in chosen for g in ids]


def cmd_strength(args: argparse.Namespace) -> int:
    if args.games < 1:
        raise UsageError("--games must be at least 1")
    if args.jobs < 1:
        raise UsageError("--jobs must be at least 1")
    pairings = pairings_for(args.game, args.pair)
    folder = Path(args.dir) if args.dir else default_dir()
    if not args.report:
        from rich.console import Console
        from rich.progress import Progress

        with Progress(console=Console(stderr=True), transient=True) as prog:
            tasks = {(p.game, p.levels): prog.add_task(p.name, total=args.games) for p in pairings}
            for p in pairings:
                done = load_results(folder / f"{p.name}.jsonl", p.header())
                prog.update(tasks[(p.game, p.levels)], completed=sum(g < args.games for g in done))
            run(pairings, args.games, folder, args.jobs, args.minutes,
                progress=lambda game, levels: prog.advance(tasks[(game, levels)]))
    print(markdown(table(pairings, folder, args.games)))
    return 0
