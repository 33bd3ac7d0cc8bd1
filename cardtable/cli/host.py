"""``cardtable host GAME`` and ``cardtable join ADDRESS``: a table for friends at other machines."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from .usage import UsageError, load_spec, parse_options

WHO = {
    True: "on 127.0.0.1: only programs on this computer can join (--host ADDRESS for a network)",
    False: "note: anybody who can reach {host} and has a seat's line can play that seat",
}


def add_host_arguments(p: argparse.ArgumentParser) -> None:
    from .usage import count, nonneg_float, positive_int

    p.add_argument("game", nargs="?", help="game id (cardtable list); not with --continue")
    p.add_argument("--remote", type=positive_int, default=1, help="seats for people at other machines (default 1)")
    p.add_argument("--humans", type=count, default=1, help="people at this keyboard (default 1; 0 with --headless)")
    p.add_argument("--players", type=positive_int, help="seats at the table (default: people + bots, at least "
                   "the game's usual count)")
    p.add_argument("--bots", default="", help="bot levels for the seats after the people, e.g. normal,easy")
    p.add_argument("--rule", action="append", default=[], metavar="ID=VALUE", help="a house rule, repeatable")
    p.add_argument("--seed", type=int, help="seed of the shuffles")
    p.add_argument("--host", default="127.0.0.1", help="address to listen on (default 127.0.0.1: this computer)")
    p.add_argument("--port", type=count, default=8470, help="port to listen on (default 8470; 0: any free port)")
    p.add_argument("--name", help="the address the joiners' lines name (default: --host)")
    p.add_argument("--headless", action="store_true", help="no table here: only the remote seats and the bots")
    p.add_argument("--bot-after", type=nonneg_float, metavar="SECONDS",
                   help="a bot plays a remote seat whose person has been away this long (until he is back)")
    p.add_argument("--continue", dest="resume", metavar="SAVE",
                   help="host a saved hosted match again (its joiners' lines stay the same)")
    p.add_argument("--pace", type=nonneg_float, help="seconds before each bot move (default: the settings')")


def host_seats(spec: Any, args: argparse.Namespace, lang: str) -> list[Any]:
    """People here first, then the remote seats, then the bots."""
    from cardtable.engine.record import SeatRecord

    from .play import play_seats

    humans = 0 if args.headless else args.humans
    people = argparse.Namespace(humans=humans + args.remote, bots=args.bots, players=args.players)
    seats = play_seats(spec, people, lang)
    for i in range(humans, humans + args.remote):
        seats[i] = SeatRecord(name=seats[i].name, kind="remote")
    return seats


def cmd_host(args: argparse.Namespace) -> int:
    from cardtable.engine.record import RecordError, load_record, replay
    from cardtable.net.hosting import HostPlan, address, listen, seat_codes
    from cardtable.tui import saves
    from cardtable.tui.i18n import system_lang
    from cardtable.web.addresses import host_problem, is_loopback

    lang = args.lang or system_lang()
    if args.resume:
        if args.game:
            raise UsageError("--continue takes the game from the save: give no GAME")
        slot = Path(args.resume).expanduser()
        try:
            rec = load_record(slot)
            match = replay(rec)
        except RecordError as e:
            raise UsageError(str(e)) from None
        if match.over:
            raise UsageError(f"{slot.name}: the match is over")
        seats = list(rec.seats)
        if args.headless:
            seats = [s.model_copy(update={"kind": "remote"}) if s.kind == "human" else s for s in seats]
        spec, options = match.spec, match.options
    else:
        if not args.game:
            raise UsageError("name the game to host (cardtable list), or --continue SAVE")
        spec = load_spec(args.game)
        options = parse_options(spec, args.rule)
        seats = host_seats(spec, args, lang)
        spec.check_players(len(seats), options)
        slot = saves.new_slot(spec.id)
        match = None
    remote = [i for i, s in enumerate(seats) if s.kind == "remote"]
    if not remote:
        raise UsageError("this table has no remote seat (--remote)")
    problem = host_problem(args.host)
    if problem is not None:
        raise UsageError(problem)
    try:
        sock = listen(args.host, args.port)
    except OSError as e:
        raise UsageError(f"cannot listen on {args.host}:{args.port}: {e.strerror or e}") from None
    codes = seat_codes(slot, remote)
    lines = [f"{seats[s].name}: cardtable join {address(sock, codes[s], args.name)}" for s in remote]
    print(f"cardtable hosts {spec.name(lang)} ({len(seats)} seats); send each friend his line:")
    for line in lines:
        print("  " + line)
    print(WHO[is_loopback(args.host)].format(host=args.host))
    print(f"the match is saved after every move: {slot}")
    plan = HostPlan(sock=sock, codes=codes, bot_after=args.bot_after, lines=lines)
    if args.headless:
        import asyncio

        from cardtable.engine.match import Match
        from cardtable.net.headless import run_headless
        from cardtable.tui.settings import Settings

        if match is None:
            import random

            match = Match(spec, options, len(seats), args.seed if args.seed is not None
                          else random.randrange(1, 2**31))
        pace = args.pace if args.pace is not None else Settings.load().pace
        print("headless: Ctrl+C stops the table (it stays saved)", flush=True)
        return asyncio.run(run_headless(match, seats, plan, slot, pace))
    if sys.stdin.isatty():
        try:
            input("press Enter to sit down at the table ")
        except EOFError:
            pass
    from cardtable.tui.app import CardtableApp

    start: dict[str, Any] = {"host": plan, "slot": slot}
    if args.resume:
        start["continue"] = slot
    else:
        start.update(game=spec.id, options=options, seats=seats, seed=args.seed)
    app = CardtableApp(lang_override=args.lang, pace=args.pace, start=start)
    app.run()
    return 0


def cmd_join(args: argparse.Namespace) -> int:
    from cardtable.net.client import JoinError, check_address

    try:
        address = check_address(args.address)
    except JoinError as e:
        raise UsageError(str(e)) from None
    if args.web:
        return _join_web(args, address)
    from cardtable.net.remote import JoinPlan
    from cardtable.tui.app import CardtableApp

    app = CardtableApp(lang_override=args.lang, start={"join": JoinPlan(address)})
    app.run()
    return app.return_code or 0


def _join_web(args: argparse.Namespace, address: str) -> int:
    """The seat's table in a browser: the existing web mode, its tabs running ``cardtable join``."""
    import shlex

    from .serve import INSTALL_HINT

    try:
        from cardtable.web.server import CardtableServer
    except ImportError:
        raise UsageError(INSTALL_HINT) from None
    parts = [sys.executable, "-m", "cardtable", "join", address] + (["--lang", args.lang] if args.lang else [])
    everywhere = args.host in ("0.0.0.0", "::", "")
    url_host = "127.0.0.1" if everywhere else f"[{args.host}]" if ":" in args.host else args.host
    lines = [f"this seat in a browser: open http://{url_host}:{args.port}/  (Ctrl+C stops it)",
             "each tab is this seat's table (one person: open one tab)"]
    server = CardtableServer("exec " + " ".join(shlex.quote(p) for p in parts), host=args.host, port=args.port,
                             title="cardtable", lines=lines, max_tabs=2, private=True)
    try:
        server.serve()
    except OSError as e:
        raise UsageError(f"cannot serve on {args.host}:{args.port}: {e.strerror or e}") from None
    return 0
