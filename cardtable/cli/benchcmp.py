"""``cardtable bench --against PATH``: this checkout's engine figures side by side with another's.

The machine these figures come from is shared and loaded, so two separate runs cannot be
compared: the load changes between them.  Here both checkouts are measured in one run, in
interleaved rounds (the order flips every round), each measurement in a fresh interpreter whose
``sys.path`` starts with that checkout, so the old code really is the old code.  Times are CPU
seconds of the measuring process (``time.process_time``), which the other processes on the
machine disturb far less than the wall clock; the table shows the median of the rounds.

Two figures per game, the ones issue 21 asks to double:

* random-playout actions per CPU-second with the play-first policy (a random playable card when
  there is one), on the hand as a search plays it: quiet (no events, no void books) where the
  checkout has quiet states, and with actions as ids (``legal_ids``/``apply_id``) where it has
  them, since that is what the search's rollouts run; ``--loud`` measures the match's own loud
  hand instead;
* hard-bot (ISMCTS) iterations per CPU-second at its default budget, on positions reached by
  normal bots (the same seeds in both checkouts, so the same positions while the rules agree).

The measuring code is the ``WORKER`` source below, run with ``python -c`` in each checkout: it
uses only the engine API both sides share (Match, the spec's normal bot, ``ismcts.search``).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
from pathlib import Path

WORKER = r'''
import json, random, sys, time
args = json.loads(sys.argv[1])
sys.path.insert(0, args["root"])
import cardtable
from cardtable.bots.basic import is_play
from cardtable.engine.game import get_game
from cardtable.engine.match import Match

spec = get_game(args["game"])
n = min(max(4, spec.min_players), spec.max_players)
opts = spec.options_model()
out = {"file": cardtable.__file__}


def quiet(st):
    if args["loud"]:
        return st
    try:
        st.quiet = True  # a checkout without quiet states has no such slot: it plays loud
        st.voids = ()
    except AttributeError:
        pass
    return st


rng = random.Random(args["seed"])
acts = games = 0
t0 = time.process_time()
while time.process_time() - t0 < args["budget"]:
    st = quiet(Match(spec, opts, n, args["seed"] + games).hand)
    games += 1
    if hasattr(st, "legal_ids"):  # actions as ids, as the search plays them
        play = st.action_table().play
        while not st.over:
            seats = st.to_act()
            s = seats[0] if len(seats) == 1 else rng.choice(seats)
            legal = st.legal_ids(s)
            active = [a for a in legal if play[a]]
            if active:
                legal = active
            st.apply_id(s, legal[rng.randrange(len(legal))])
            acts += 1
        continue
    while not st.over:
        seats = st.to_act()
        s = seats[0] if len(seats) == 1 else rng.choice(seats)
        legal = st.legal_actions(s)
        active = [a for a in legal if is_play(a)]
        if active:
            legal = active
        st.apply(s, legal[rng.randrange(len(legal))], check=False)
        acts += 1
out["playout"] = acts / (time.process_time() - t0)

if args["hard_moves"]:
    from cardtable.bots.ismcts import config_for, search

    views, g = [], 0
    prng = random.Random(args["seed"])
    while len(views) < args["hard_moves"] and g < 50:
        m = Match(spec, opts, n, args["seed"] + g)
        g += 1
        k = 0
        while not m.over and m.hand_no == 1 and len(views) < args["hard_moves"]:
            seat = m.to_act()[0]
            view = m.view(seat)
            if len(view.legal) > 1:
                k += 1
                if k % 5 == 3:
                    views.append(view)
            m.apply(seat, spec.normal_bot(view, prng))
    cfg = config_for(spec)
    its, t0 = 0, time.process_time()
    for view in views:
        its += search(spec, view, random.Random(args["seed"]), cfg).iterations
    dt = time.process_time() - t0
    out["hard"] = its / dt if dt else 0.0
print(json.dumps(out))
'''


def checkout_root() -> Path:
    """The checkout this code runs from (the directory holding the ``cardtable`` package)."""
    return Path(__file__).resolve().parent.parent


def measure(root: Path, game: str, seed: int, budget: float, hard_moves: int, loud: bool) -> dict:
    """One measurement of ``game`` with the code of ``root``, in a fresh interpreter."""
    arg = json.dumps({"root": str(root), "game": game, "seed": seed, "budget": budget,
                      "hard_moves": hard_moves, "loud": loud})
    env = dict(os.environ, PYTHONPATH=str(root))
    done = subprocess.run([sys.executable, "-c", WORKER, arg], cwd=root, env=env,
                          capture_output=True, text=True, check=False)
    if done.returncode:
        raise RuntimeError(f"bench worker in {root} failed for {game}:\n{done.stderr[-2000:]}")
    out = json.loads(done.stdout.strip().splitlines()[-1])
    if not Path(out["file"]).resolve().is_relative_to(root.resolve()):
        raise RuntimeError(f"the worker for {root} imported cardtable from {out['file']}")
    return out


def compare(old_root: Path, games: list[str], rounds: int, seed: int, budget: float, hard_moves: int,
            loud: bool, progress=None) -> dict[str, dict[str, dict[str, list[float]]]]:
    """Figures per game, side ("old", "new") and figure ("playout", "hard"): one per round.

    Rounds are interleaved game by game and the side that goes first alternates, so a change of
    the machine's load falls on both sides alike."""
    new_root = checkout_root()
    res: dict[str, dict[str, dict[str, list[float]]]] = {
        g: {side: {"playout": [], "hard": []} for side in ("old", "new")} for g in games}
    for r in range(rounds):
        for i, game in enumerate(games):
            order = [("old", old_root), ("new", new_root)]
            if (r + i) % 2:
                order.reverse()
            for side, root in order:
                out = measure(root, game, seed, budget, hard_moves, loud)
                res[game][side]["playout"].append(out["playout"])
                if "hard" in out:
                    res[game][side]["hard"].append(out["hard"])
                if progress:
                    progress(r, game, side, out)
    return res


def _ratio(new: float, old: float) -> str:
    return f"x{new / old:.2f}" if old else "-"


def cmd_bench_against(args: argparse.Namespace) -> int:
    from rich.console import Console
    from rich.table import Table

    from cardtable.cli.usage import UsageError
    from cardtable.engine.registry import REGISTRY

    old_root = Path(args.against).resolve()
    if not (old_root / "cardtable" / "__init__.py").is_file():
        raise UsageError(f"--against {args.against}: no cardtable checkout there (no cardtable/__init__.py)")
    games = args.game or list(REGISTRY)
    con = Console(highlight=False)
    if not con.is_terminal:
        con.width = max(con.width, 100)  # the table is 7 columns of figures: no wrapping in a log

    def rev(root: Path) -> str:
        done = subprocess.run(["git", "-C", str(root), "log", "-1", "--format=%h %s"],
                              capture_output=True, text=True, check=False)
        return done.stdout.strip()[:70] or "(not a git checkout)"

    con.print(f"old: {old_root} ({rev(old_root)})", markup=False)
    con.print(f"new: {checkout_root()} ({rev(checkout_root())})", markup=False)
    hand = "loud" if args.loud else "quiet where the checkout has it"
    con.print(f"{args.rounds} interleaved rounds, medians; CPU-seconds of the measuring process; "
              f"playouts {args.budget:g} CPU-s per game and round ({hand}, play-first), "
              f"hard bot on {args.hard_moves} positions per game", markup=False)

    def progress(r, game, side, out):
        hard = f", hard {out['hard']:,.0f} it/s" if "hard" in out else ""
        con.print(f"  round {r + 1} {game} {side}: playout {out['playout']:,.0f} actions/s{hard}", style="dim")

    res = compare(old_root, games, args.rounds, args.seed, args.budget, args.hard_moves, args.loud,
                  progress if args.verbose else None)
    t = Table(title="old vs new, per CPU-second: playout actions/s, hard-bot iterations/s (medians; ratio = new / old)")
    t.add_column("game", no_wrap=True)
    for col in ("playout old", "playout new", "ratio", "hard it/s old", "hard it/s new", "ratio"):
        t.add_column(col, justify="right", no_wrap=True)
    for game in games:
        row = [game]
        for fig in ("playout", "hard"):
            old, new = res[game]["old"][fig], res[game]["new"][fig]
            if not old or not new:
                row += ["-", "-", "-"]
                continue
            o, nw = statistics.median(old), statistics.median(new)
            row += [f"{o:,.0f}", f"{nw:,.0f}", _ratio(nw, o)]
        t.add_row(*row)
    con.print(t)
    return 0
