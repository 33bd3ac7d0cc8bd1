"""Positions for Uno 52 tests: every seat gets a dull open hand unless the test names one."""

from __future__ import annotations

from typing import Any

from cardtable.engine.match import Match
from cardtable.engine.table import memo_of
from cardtable.games.uno52.options import Uno52Options
from cardtable.games.uno52.spec import SPEC, Uno52Memo

# high-card open hands no test card covers by accident (yellow and green, no shared rank)
DULL = [
    [["Y2c"], ["G4d"], ["Y6h"], ["G8s"], ["YJc"]],
    [["Y2d"], ["G4h"], ["Y6s"], ["G8c"], ["YJd"]],
    [["Y2h"], ["G4s"], ["Y6c"], ["G8d"], ["YJh"]],
    [["Y2s"], ["G4c"], ["Y6d"], ["G8h"], ["YJs"]],
]


def stacks(text: str) -> list[list[str]]:
    """``"B7h Y2c ..."`` -> five one-card stacks."""
    return [[t] for t in text.split()]


def position(n: int, hands: list[list[str]], discard: list[str], **kw: Any) -> dict[str, Any]:
    pos: dict[str, Any] = {"hands": hands, "discard": discard, "open": kw.pop("open", DULL[:n]), "dealer": n - 1}
    pos.update(kw)
    return pos


def match(pos: dict[str, Any], n: int | None = None, seed: int = 1, **opts: Any) -> Match:
    return Match(SPEC, Uno52Options(**opts), n or len(pos["hands"]), seed, position=pos)


def chips_total(m: Match) -> int:
    h = m.hand
    return sum(h.chips) + h.sbp + h.bbp + h.cp


def cp(m: Match) -> int:
    """The common pot carried between rounds (the table's memo)."""
    return memo_of(m.table, Uno52Memo).cp
