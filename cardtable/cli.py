"""The ``cardtable`` command: the app, and list, rules, play, replay, simulate, bench.

Heavy imports (Textual, a game's package) happen inside the subcommand that needs them, so
``cardtable list`` stays instant.  Every user error is a one-line message and exit code 2.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

EXIT_USAGE = 2


class UsageError(Exception):
    """A bad game name, option, value or file, reported in one line."""


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="cardtable", description="A card table in the terminal.")
    p.add_argument("--lang", choices=["en", "ru"], help="language of the app and texts")
    sub = p.add_subparsers(dest="cmd")

    sub.add_parser("list", help="the games, with player counts")

    r = sub.add_parser("rules", help="print a game's rules for players")
    r.add_argument("game")

    pl = sub.add_parser("play", help="go straight to a table")
    pl.add_argument("game")
    pl.add_argument("--players", type=int)
    pl.add_argument("--bots", default="", help="bot levels for seats 2.., e.g. normal,easy")
    pl.add_argument("--humans", type=int, default=1, help="human seats (hot-seat)")
    pl.add_argument("--rule", action="append", default=[], metavar="ID=VALUE")
    pl.add_argument("--seed", type=int)

    rp = sub.add_parser("replay", help="replay a game record and print the final position")
    rp.add_argument("record")
    rp.add_argument("--json", action="store_true", help="print JSON")
    rp.add_argument("--reveal", action="store_true", help="show every hand and the stock")

    s = sub.add_parser("simulate", help="play bots against each other and print statistics")
    s.add_argument("game")
    s.add_argument("--players", type=int)
    s.add_argument("--games", type=int, default=100)
    s.add_argument("--bots", default="", help="one level per seat (random, easy, normal, hard)")
    s.add_argument("--seed", type=int, default=0)
    s.add_argument("--rule", action="append", default=[], metavar="ID=VALUE")
    s.add_argument("--rotate", action="store_true", help="rotate the bots over the seats each game")
    s.add_argument("--quiet", action="store_true", help="no progress bar")
    s.add_argument("--jobs", type=int, default=1, help="processes sharing the games (same figures, sooner)")
    s.add_argument("--hard-ms", type=float, help="hard bot: thinking time per move in ms (default 800, a safety clock)")
    s.add_argument("--hard-iters", type=int, help="hard bot: iterations per move (default: the game's, 250; Uno 400; "
                   "alone: no time limit)")
    s.add_argument("--hard-c", type=float, help="hard bot: UCB exploration constant (default 0.7)")
    s.add_argument("--hard-trust", help="hard bot: standard errors a move must gain to overrule the "
                   "normal bot's move (default 2; 'off': play the most visited move)")
    s.add_argument("--hard-sweep", choices=["on", "off"],
                   help="hard bot: try every root move on the same deals (default: the game's choice)")
    s.add_argument("--hard-rollout", choices=["normal", "masked", "random"],
                   help="hard bot: rollout policy (default: the game's, else normal)")

    st = sub.add_parser("strength", help="the strength table: bot pairings over thousands of games, resumable")
    st.add_argument("--game", action="append", default=[], help="only this game (repeatable)")
    st.add_argument("--pair", action="append", default=[], help="only this pairing: hard-normal or normal-easy")
    st.add_argument("--games", type=int, default=2000, help="games per pairing (default 2000)")
    st.add_argument("--jobs", type=int, default=1, help="processes sharing the games")
    st.add_argument("--minutes", type=float, help="stop after this long (finished games are kept)")
    st.add_argument("--report", action="store_true", help="print the table from the results so far, play nothing")
    st.add_argument("--dir", help="results folder (default docs/strength)")

    b = sub.add_parser("bench", help="measure the engine against the design targets")
    b.add_argument("--games", type=int, default=400)
    b.add_argument("--seed", type=int, default=1)
    b.add_argument("--game", action="append", default=[], help="only this game (repeatable)")
    b.add_argument("--rule", action="append", default=[], metavar="ID=VALUE", help="options (with one --game)")
    b.add_argument("--hard-moves", type=int, default=4, help="positions per game timed for the hard bot (0: skip)")
    b.add_argument("--no-app", action="store_true", help="skip the app's launch and key-to-frame timings")
    b.add_argument("--keys", type=int, default=40, help="arrow keys timed for key-to-frame (0: skip)")
    return p


def main(argv: list[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    try:
        if args.cmd is None:
            from cardtable.tui.launch import run_app

            return run_app(lang=args.lang)
        if args.cmd == "list":
            return cmd_list(args)
        if args.cmd == "rules":
            return cmd_rules(args)
        if args.cmd == "replay":
            return cmd_replay(args)
        if args.cmd == "simulate":
            from cardtable.simulate import cmd_simulate

            return cmd_simulate(args)
        if args.cmd == "strength":
            from cardtable.strength import cmd_strength

            return cmd_strength(args)
        if args.cmd == "bench":
            from cardtable.bench import cmd_bench

            return cmd_bench(args)
        if args.cmd == "play":
            from cardtable.tui.launch import run_play

            return run_play(args)
    except UsageError as e:
        print(f"cardtable: {e}", file=sys.stderr)
        return EXIT_USAGE
    except KeyboardInterrupt:
        return 130
    return 0


def cmd_list(args: argparse.Namespace) -> int:
    from cardtable.engine.registry import REGISTRY

    lang = args.lang or "en"
    for e in REGISTRY.values():
        lo, hi = e.players
        name = e.name_ru if lang == "ru" else e.name_en
        blurb = e.blurb_ru if lang == "ru" else e.blurb_en
        print(f"{e.id:<14} {name:<12} {lo}-{hi} players   {blurb}")
    return 0


def load_spec(game: str):
    from cardtable.engine.game import get_game

    try:
        return get_game(game)
    except KeyError as e:
        raise UsageError(str(e)) from None


def parse_options(spec, rules: list[str]):
    from cardtable.engine.options import OptionsError, parse_rule_args

    try:
        return spec.options_model.parse(parse_rule_args(rules))
    except OptionsError as e:
        raise UsageError(str(e)) from None


def cmd_rules(args: argparse.Namespace) -> int:
    spec = load_spec(args.game)
    print(spec.rules_text(args.lang or "en"))
    return 0


def describe_match(match, reveal: bool) -> dict[str, Any]:
    """The final position of a replay as plain data (zones, public facts, to act, sheet)."""
    hand = match.hand
    deck = hand.deck
    zones = []
    for z in hand.zones():
        shown = reveal or z.vis == 0
        zones.append(
            {
                "zone": z.name,
                "count": len(z.cards),
                "cards": [deck.text(c) for c in z.cards] if shown else None,
            }
        )
    info = hand.public_info() if hasattr(hand, "public_info") else {}
    return {
        "game": match.spec.id,
        "hand_no": match.hand_no,
        "dealer": match.dealer,
        "over": match.over,
        "ranking": match.ranking,
        "public": info,
        "zones": zones,
        "to_act": {str(s): match.legal_actions(s) for s in match.to_act()},
        "sheet": [r.points for r in match.sheet.rows],
        "sheet_rows": [r.extra["sheet"] for r in match.sheet.rows if "sheet" in r.extra],
        "totals": match.sheet.totals(),
        "actions": len(match.actions),
    }


def cmd_replay(args: argparse.Namespace) -> int:
    from cardtable.engine.record import RecordError, load_record, replay

    try:
        rec = load_record(args.record)
        match = replay(rec)
    except RecordError as e:
        print(f"cardtable: {e}", file=sys.stderr)
        return 1 if e.index is not None else EXIT_USAGE
    d = describe_match(match, args.reveal)
    if args.json:
        print(json.dumps(d, ensure_ascii=False, indent=1))
        return 0
    from rich.console import Console
    from rich.table import Table

    con = Console()
    con.print(f"[b]{match.spec.name_en}[/b]  hand {d['hand_no']}  dealer seat {d['dealer']}  "
              f"{d['actions']} actions replayed")
    for k, v in d["public"].items():
        con.print(f"  {k}: {v}")
    for z in d["zones"]:
        cards = " ".join(z["cards"]) if z["cards"] is not None else "(hidden)"
        if z["zone"] == "discard" and z["cards"] is not None and len(z["cards"]) > 12:
            cards = "... " + " ".join(z["cards"][-12:])
        con.print(f"  {z['zone']:<8} {z['count']:>3}  {cards}", markup=False)
    if match.over:
        con.print(f"[b]match over[/b], places: {d['ranking']}")
    for s, acts in d["to_act"].items():
        con.print(f"  seat {s} may: {', '.join(acts)}", markup=False)
    t = Table(title="score sheet")
    t.add_column("hand")
    for s in range(match.n):
        t.add_column(f"seat {s}", justify="right")
    for i, row in enumerate(d["sheet"], 1):
        t.add_row(str(i), *map(str, row))
    t.add_row("total", *map(str, d["totals"]), style="bold")
    con.print(t)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
