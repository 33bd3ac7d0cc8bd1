"""``cardtable replay RECORD``: a record replayed, its position printed as a seat, a spectator or the
table sees it (``--as``, neither, ``--reveal``), or told as the table's log (``--log``), or as JSON."""

from __future__ import annotations

import argparse
import json
import sys

from cardtable.engine.record import RecordError, load_record

from .usage import EXIT_USAGE, UsageError


def cmd_replay(args: argparse.Namespace) -> int:
    from cardtable.cli.replay_log import explain
    from cardtable.cli.replay_view import describe

    if args.reveal and args.as_seat is not None:
        raise UsageError("--reveal shows everything; --as SEAT shows one seat's view: choose one",
                         "--reveal показывает всё, --as МЕСТО — то, что видит одно место: выберите одно")
    try:
        rec = load_record(args.record)
        if args.as_seat is not None and args.as_seat >= len(rec.seats):
            raise UsageError(f"--as {args.as_seat}: there is no such seat (seats are 0-{len(rec.seats) - 1})",
                             f"--as {args.as_seat}: нет такого места (места 0-{len(rec.seats) - 1})")
        match, told = explain(rec, reveal=args.reveal, lang=args.lang or "en", viewer=args.as_seat,
                              until_hand_end=args.until_hand_end)
    except RecordError as e:
        print(f"cardtable: {e}", file=sys.stderr)
        return 1 if e.index is not None else EXIT_USAGE
    d = describe(match, None if args.reveal else (match.n if args.as_seat is None else args.as_seat), told.stopped)
    d["stopped"] = told.stopped is not None  # --until-hand-end: the position is that hand as it ended
    if args.json:
        d["events"] = told.events
        d["hands"] = told.hands
        if args.log:
            d["log"] = told.lines
        print(json.dumps(d, ensure_ascii=False, indent=1))
        return 0
    if args.log:
        for line in told.lines:
            print(line)
        return 0
    from rich.console import Console
    from rich.table import Table

    con = Console()
    ended = " (as it ended)" if told.stopped is not None else ""
    con.print(f"[b]{match.spec.name_en}[/b]  hand {d['hand_no']}{ended}  dealer seat {d['dealer']}  "
              f"{d['actions']} actions replayed  view: {d['view']}")
    for k, v in d["public"].items():
        con.print(f"  {k}: {v}")
    for z in d["zones"]:
        cards = " ".join(z["cards"]) if z["cards"] is not None else "(face down)"
        if z["zone"] == "discard" and z["cards"] is not None and len(z["cards"]) > 12:
            cards = "... " + " ".join(z["cards"][-12:])
        con.print(f"  {z['zone']:<8} {z['count']:>3}  {cards}", markup=False)
    if match.over:
        con.print(f"[b]match over[/b], places: {d['ranking']}")
    for s, acts in d["to_act"].items():
        con.print(f"  seat {s} may: {', '.join(acts)}" if acts is not None else f"  seat {s} to act", markup=False)
    t = Table(title="score sheet")
    t.add_column("hand")
    for s in range(match.n):
        t.add_column(f"seat {s}", justify="right")
    for i, row in enumerate(d["sheet"], 1):
        t.add_row(str(i), *map(str, row))
    t.add_row("total", *map(str, d["totals"]), style="bold")
    con.print(t)
    return 0
