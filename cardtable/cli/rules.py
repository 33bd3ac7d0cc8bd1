"""``cardtable rules GAME``: a game's rules for players, with every house rule, in English or Russian."""

from __future__ import annotations

import argparse

from .usage import load_spec


def cmd_rules(args: argparse.Namespace) -> int:
    spec = load_spec(args.game)
    print(spec.rules_text(args.lang or "en"))
    return 0
