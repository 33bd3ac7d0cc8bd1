"""The ``cardtable`` command: its parser, and the dispatch to one module per subcommand.

Heavy imports (Textual, a game's package) happen inside the subcommand that needs them, so
``cardtable list`` stays instant.  Every user error is a one-line message and exit code 2.
"""

from __future__ import annotations

import argparse
import os
import sys
from typing import Any

from .usage import EXIT_USAGE, UsageError, count, nonneg_float, positive_float, positive_int


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="cardtable", description="A card table in the terminal.")
    p.add_argument("--lang", choices=["en", "ru"], help="language of the app and texts")
    sub = p.add_subparsers(dest="cmd")

    def cmd(name: str, **kw: Any) -> argparse.ArgumentParser:
        """A subcommand that also takes ``--lang`` after its name (``cardtable rules uno --lang ru``)."""
        c = sub.add_parser(name, **kw)
        c.add_argument("--lang", choices=["en", "ru"], default=argparse.SUPPRESS, help="language of the texts")
        return c

    cmd("list", help="the games, with player counts")

    r = cmd("rules", help="print a game's rules for players")
    r.add_argument("game", help="game id (cardtable list)")

    pl = cmd("play", help="go straight to a table")
    pl.add_argument("game", help="game id (cardtable list)")
    pl.add_argument("--players", type=positive_int, help="seats at the table (default: humans + bots, at least "
                    "the game's usual count)")
    pl.add_argument("--bots", default="", help="bot levels for the seats after the humans, e.g. normal,easy "
                    "(random, easy, normal, hard; missing ones are normal)")
    pl.add_argument("--humans", type=count, default=1, help="human seats, sharing the keyboard (default 1)")
    pl.add_argument("--rule", action="append", default=[], metavar="ID=VALUE",
                    help="a house rule, repeatable (cardtable rules GAME lists them)")
    pl.add_argument("--seed", type=int, help="seed of the shuffles (the same seed deals the same cards)")

    rp = cmd("replay", help="replay a game record and print the final position (as a spectator sees it)")
    rp.add_argument("record", help="a game record (docs/records.md), e.g. a save")
    rp.add_argument("--json", action="store_true", help="print JSON")
    rp.add_argument("--reveal", action="store_true", help="show every hand and the stock")
    rp.add_argument("--as", dest="as_seat", type=count, metavar="SEAT",
                    help="show the position as this seat sees it (its own cards, the others counted)")
    rp.add_argument("--until-hand-end", nargs="?", const=0, type=positive_int, metavar="HAND",
                    help="stop at the end of the current hand (or of hand HAND) and print it as it ended")
    rp.add_argument("--log", action="store_true", help="print the match as the table's log in words "
                    "(with --reveal: every deal and private event too)")

    sts = cmd("stats", help="your statistics against the bots, per game and bot level")
    sts.add_argument("--game", help="only this game")
    sts.add_argument("--csv", action="store_true", help="print CSV (for a spreadsheet)")
    sts.add_argument("--reset", action="store_true", help="forget the statistics (all, or --game's); needs --yes")
    sts.add_argument("--yes", action="store_true", help="confirm --reset")

    s = cmd("simulate", help="play bots against each other and print statistics")
    s.add_argument("game")
    s.add_argument("--players", type=positive_int)
    s.add_argument("--games", type=positive_int, default=100)
    s.add_argument("--bots", default="", help="one level per seat (random, easy, normal, hard)")
    s.add_argument("--seed", type=int, default=0)
    s.add_argument("--rule", action="append", default=[], metavar="ID=VALUE")
    s.add_argument("--rotate", action="store_true", help="rotate the bots over the seats each game")
    s.add_argument("--quiet", action="store_true", help="no progress bar")
    s.add_argument("--jobs", type=positive_int, default=1, help="processes sharing the games (same figures, sooner)")
    s.add_argument("--hard-ms", type=positive_float,
                   help="hard bot: thinking time per move in ms (default 800, a safety clock)")
    s.add_argument("--hard-iters", type=positive_int, help="hard bot: iterations per move (default: the game's, "
                   "250; Uno 400; alone: no time limit)")
    s.add_argument("--hard-c", type=nonneg_float, help="hard bot: UCB exploration constant (default 0.7)")
    s.add_argument("--hard-trust", help="hard bot: standard errors a move must gain to overrule the "
                   "normal bot's move (default 2; 'off': play the most visited move)")
    s.add_argument("--hard-sweep", choices=["on", "off"],
                   help="hard bot: try every root move on the same deals (default: the game's choice)")
    s.add_argument("--hard-rollout", choices=["normal", "masked", "random"],
                   help="hard bot: rollout policy (default: the game's, else normal)")

    st = cmd("strength", help="the strength table: bot pairings over thousands of games, resumable")
    st.add_argument("--game", action="append", default=[], help="only this game (repeatable)")
    st.add_argument("--pair", action="append", default=[], help="only this pairing: hard-normal or normal-easy")
    st.add_argument("--games", type=positive_int, default=2000, help="games per pairing (default 2000)")
    st.add_argument("--jobs", type=positive_int, default=1, help="processes sharing the games")
    st.add_argument("--minutes", type=positive_float, help="stop after this long (finished games are kept)")
    st.add_argument("--report", action="store_true", help="print the table from the results so far, play nothing")
    st.add_argument("--dir", help="results folder (default: strength in your data directory; the project's "
                    "table: results/strength)")

    sv = cmd("serve", help="serve the app to a web browser (needs the web extra)",
             formatter_class=argparse.RawDescriptionHelpFormatter,
             description="Serve the whole app to a browser: open the address it prints, one app per tab.")
    from .serve import EPILOG, add_arguments

    sv.epilog = EPILOG
    add_arguments(sv)

    ho = cmd("host", help="host a table that friends at other machines join (cardtable join)")
    from .host import add_host_arguments

    add_host_arguments(ho)
    jo = cmd("join", help="join a table hosted with cardtable host, by the line its host sent you")
    jo.add_argument("address", help="the address from the host's line: ws://HOST:PORT/seat/CODE")
    jo.add_argument("--web", action="store_true", help="serve this seat's table to a browser instead")
    jo.add_argument("--host", default="127.0.0.1", help="with --web: address to listen on (default 127.0.0.1)")
    jo.add_argument("--port", type=count, default=8471, help="with --web: port to listen on (default 8471)")

    b = cmd("bench", help="measure the engine against the design targets")
    b.add_argument("--games", type=positive_int, default=400, help="random playouts per game and policy")
    b.add_argument("--seed", type=int, default=1)
    b.add_argument("--game", action="append", default=[], help="only this game (repeatable)")
    b.add_argument("--rule", action="append", default=[], metavar="ID=VALUE", help="options (with one --game)")
    b.add_argument("--hard-moves", type=count, default=4, help="positions per game timed for the hard bot (0: skip)")
    b.add_argument("--no-app", action="store_true", help="skip the app's launch and key-to-frame timings")
    b.add_argument("--keys", type=count, default=40, help="arrow keys timed for key-to-frame (0: skip)")
    b.add_argument("--against", metavar="PATH", help="compare with the checkout at PATH (e.g. a git worktree "
                   "of an older commit): playout and hard-bot figures of both, in interleaved rounds")
    b.add_argument("--rounds", type=positive_int, default=5, help="with --against: interleaved rounds (median)")
    b.add_argument("--budget", type=float, default=1.0,
                   help="with --against: CPU seconds of playouts per game and round")
    b.add_argument("--loud", action="store_true", help="with --against: time playouts on the match's loud hand")
    b.add_argument("--verbose", action="store_true", help="with --against: print every measurement")
    return p


def main(argv: list[str] | None = None) -> int:
    try:
        args = _parser().parse_args(argv)
    except SystemExit as e:  # argparse printed its one-line error (exit 2) or the help (exit 0)
        return e.code if isinstance(e.code, int) else EXIT_USAGE
    try:
        return _run(args)
    except BrokenPipeError:  # ``cardtable rules uno | head``: the reader left, that is all
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())  # so that the interpreter's last flush stays quiet
        return 1


def _run(args: argparse.Namespace) -> int:
    try:
        if args.cmd is None:
            from cardtable.tui.launch import run_app

            return run_app(lang=args.lang)
        if args.cmd == "list":
            from .list import cmd_list

            return cmd_list(args)
        if args.cmd == "rules":
            from .rules import cmd_rules

            return cmd_rules(args)
        if args.cmd == "replay":
            from .replay import cmd_replay

            return cmd_replay(args)
        if args.cmd == "stats":
            from .stats import cmd_stats

            return cmd_stats(args)
        if args.cmd == "simulate":
            from .simulate import cmd_simulate

            return cmd_simulate(args)
        if args.cmd == "strength":
            from .strength import cmd_strength

            return cmd_strength(args)
        if args.cmd == "bench" and args.against:
            from .benchcmp import cmd_bench_against

            return cmd_bench_against(args)
        if args.cmd == "bench":
            from .bench import cmd_bench

            return cmd_bench(args)
        if args.cmd == "serve":
            from .serve import cmd_serve

            return cmd_serve(args)
        if args.cmd == "host":
            from .host import cmd_host

            return cmd_host(args)
        if args.cmd == "join":
            from .host import cmd_join

            return cmd_join(args)
        if args.cmd == "play":
            from .play import cmd_play

            return cmd_play(args)
    except UsageError as e:
        print(f"cardtable: {e.text(args.lang)}", file=sys.stderr)
        return EXIT_USAGE
    except KeyboardInterrupt:
        return 130
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
