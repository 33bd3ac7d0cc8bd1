"""``cardtable play GAME``: straight to a table, with the seats and house rules of the command line."""

from __future__ import annotations

import argparse

from .usage import UsageError, load_spec, parse_options


def play_seats(spec, args: argparse.Namespace, lang: str = "en"):
    """Seats for ``cardtable play``: the first ``--humans`` are people, then the ``--bots`` levels."""
    from cardtable.bots.levels import LEVELS
    from cardtable.engine.record import SeatRecord, bot_level
    from cardtable.tui.i18n import set_lang, tr

    set_lang(lang)
    names = tr("names").split(",")
    humans = 1 if args.humans is None else args.humans
    if humans < 0:
        raise UsageError(f"--humans {humans}: the number of human seats is 0 or more",
                         f"--humans {humans}: людей за столом 0 или больше")
    levels = [b.strip() for b in (args.bots or "").split(",") if b.strip()]
    for lv in levels:
        if lv not in LEVELS:
            raise UsageError(f"unknown bot level {lv!r}; levels: {', '.join(LEVELS)}",
                             f"нет такого уровня бота: {lv!r}; уровни: {', '.join(LEVELS)}")
    n = max(humans + len(levels), spec.default_players) if args.players is None else args.players
    if humans > n:
        raise UsageError(f"{humans} humans do not fit in {n} seats", f"{humans} чел. не помещаются на {n} мест")
    if humans + len(levels) > n:
        raise UsageError(f"--bots names {len(levels)} bots, but {n} seats with {humans} humans leave "
                         f"{n - humans} for bots",
                         f"--bots называет ботов: {len(levels)}, а из {n} мест при {humans} чел. ботам остаётся "
                         f"{n - humans}")
    levels = (levels + ["normal"] * n)[: n - humans]
    if humans + len(levels) != n:
        raise UsageError(f"--bots gives {len(levels)} bots for {n - humans} seats",
                         f"--bots даёт ботов: {len(levels)} на {n - humans} мест")
    seats = [SeatRecord(name=names[i % len(names)], kind="human") for i in range(humans)]
    seats += [SeatRecord(name=names[(humans + i) % len(names)], kind="bot", level=bot_level(lv))
              for i, lv in enumerate(levels)]
    return seats


def cmd_play(args: argparse.Namespace) -> int:
    from cardtable.tui.i18n import system_lang

    spec = load_spec(args.game)
    options = parse_options(spec, args.rule)
    lang = args.lang or system_lang()
    seats = play_seats(spec, args, lang)
    from cardtable.engine.options import Conflict

    try:
        spec.check_players(len(seats), options)
    except Conflict as e:  # a house rule that cannot stand with this many players: said as it is
        raise UsageError(str(e), e.ru) from None
    except ValueError as e:
        lo, hi = spec.players_for(options)
        raise UsageError(str(e), f"в «{spec.name_ru}» играют от {lo} до {hi} игроков, а не {len(seats)}") from None
    from cardtable.tui.app import CardtableApp

    app = CardtableApp(lang_override=args.lang,
                       start={"game": spec.id, "options": options, "seats": seats, "seed": args.seed})
    app.run()
    return 0
