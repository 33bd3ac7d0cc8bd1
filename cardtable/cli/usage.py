"""Command-line helpers every subcommand shares: the usage error, game and option lookup, argument types.

They live here, not in ``main``, so that the subcommands import them without importing the parser
that dispatches to them: ``main`` stands on top and nothing imports it back.
"""

from __future__ import annotations

import argparse
import math

EXIT_USAGE = 2
"""The exit code of a usage error (a bad game, option, value or file)."""


class UsageError(Exception):
    """A bad game name, option, value or file, reported in one line (exit code 2).

    ``ru``: the same line in Russian, printed under ``--lang ru`` (the player's commands say it in
    the player's language; the developers' commands, simulate/strength/bench, speak English)."""

    def __init__(self, message: str, ru: str = "") -> None:
        super().__init__(message)
        self.ru = ru

    def text(self, lang: str | None) -> str:
        return self.ru if lang == "ru" and self.ru else str(self)


def load_spec(game: str):
    from cardtable.engine.game import get_game
    from cardtable.engine.registry import REGISTRY

    try:
        return get_game(game)
    except KeyError as e:
        known = ", ".join(REGISTRY)
        raise UsageError(str(e).strip("'\""), f"нет такой игры: {game!r}; игры: {known}") from None


def parse_options(spec, rules: list[str]):
    from cardtable.engine.options import OptionsError, parse_rule_args

    try:
        return spec.options_model.parse(parse_rule_args(rules))
    except OptionsError as e:
        raise UsageError(str(e), e.ru) from None


def _int(text: str, lo: int, what: str) -> int:
    try:
        v = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if v < lo:
        raise argparse.ArgumentTypeError(f"{v} is not {what}")
    return v


def positive_int(text: str) -> int:
    """An argparse type: 1 or more (``--players 0`` is an error, never "not given")."""
    return _int(text, 1, "at least 1")


def count(text: str) -> int:
    """An argparse type: 0 or more."""
    return _int(text, 0, "0 or more")


def positive_float(text: str) -> float:
    """An argparse type: a finite number above 0 (``nan`` and ``inf`` are refused)."""
    try:
        v = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number") from None
    if not math.isfinite(v) or v <= 0:
        raise argparse.ArgumentTypeError(f"{text} is not a finite number above 0")
    return v


def nonneg_float(text: str) -> float:
    """An argparse type: a finite number of 0 or more."""
    try:
        v = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number") from None
    if not math.isfinite(v) or v < 0:
        raise argparse.ArgumentTypeError(f"{text} is not a finite number of 0 or more")
    return v
