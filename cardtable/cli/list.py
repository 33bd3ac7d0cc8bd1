"""``cardtable list``: the games, with their player counts and a line about each."""

from __future__ import annotations

import argparse


def cmd_list(args: argparse.Namespace) -> int:
    from cardtable.engine.registry import REGISTRY

    lang = args.lang or "en"
    rows = []
    for e in REGISTRY.values():
        lo, hi = e.players
        name = e.name_ru if lang == "ru" else e.name_en
        blurb = e.blurb_ru if lang == "ru" else e.blurb_en
        players = f"игроков: {lo}-{hi}" if lang == "ru" else f"{lo}-{hi} players"
        rows.append((e.id, name, players, blurb))
    widths = [max(len(r[i]) for r in rows) for i in range(3)]
    for r in rows:
        print("  ".join(c.ljust(w) for c, w in zip(r[:3], widths, strict=True)) + "  " + r[3])
    return 0
