"""``cardtable stats``: the person's statistics against the bots (``practice.stats``), as a table or CSV."""

from __future__ import annotations

import argparse
import sys

from cardtable.practice.stats import HEADERS, Stats, table_rows

from .usage import load_spec


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("--game", help="only this game")
    p.add_argument("--csv", action="store_true", help="print CSV (for a spreadsheet)")
    p.add_argument("--reset", action="store_true", help="forget the statistics (all, or --game's); needs --yes")
    p.add_argument("--yes", action="store_true", help="confirm --reset")


def cmd_stats(args: argparse.Namespace) -> int:
    """``cardtable stats [--game G] [--csv] [--reset --yes]``."""
    game = None
    if args.game:
        game = load_spec(args.game).id
    st = Stats()
    ru = args.lang == "ru"
    if st.problem:
        print(f"cardtable: файл статистики: {st.problem}; начинаем заново" if ru else
              f"cardtable: the statistics file was {st.problem}; starting afresh", file=sys.stderr)
    if args.reset:
        if ru:
            what = f"статистику игры {game}" if game else "всю статистику"
        else:
            what = f"the statistics of {game}" if game else "all statistics"
        if not args.yes:
            print(f"cardtable: --reset забудет {what} ({st.path}); добавьте --yes, чтобы подтвердить" if ru else
                  f"cardtable: --reset forgets {what} ({st.path}); add --yes to confirm", file=sys.stderr)
            return 2
        n = st.reset(game)
        st.save()
        print(f"Забыли {what} (строк: {n})." if ru else f"Forgot {what} ({n} rows).")
        return 0
    if args.csv:
        sys.stdout.write(st.csv(game))
        return 0
    lang = args.lang or "en"
    rows = table_rows(st, lang, game)
    if not rows:
        print("Пока нет сыгранных матчей с ботами." if lang == "ru" else "No games against the bots yet.")
        return 0
    from rich.console import Console
    from rich.table import Table

    t = Table(title="Статистика против ботов" if lang == "ru" else "Statistics against the bots")
    for i, h in enumerate(HEADERS.get(lang, HEADERS["en"])):
        t.add_column(h, justify="left" if i < 2 else "right")
    for r in rows:
        t.add_row(*r)
    Console().print(t)
    return 0
