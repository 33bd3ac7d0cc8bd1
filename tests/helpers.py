"""Helpers for rules tests: matches from record dicts, and compact assertions."""

from __future__ import annotations

from typing import Any

from cardtable.engine.match import Match
from cardtable.engine.record import GameRecord, replay


def record(game: str, n: int, position: dict[str, Any] | None = None, actions=(), options=None,
           deck=None, seed: int = 7) -> GameRecord:
    return GameRecord(
        game=game,
        options=options or {},
        seats=[{"name": f"P{i}"} for i in range(n)],
        seed=seed,
        deck=deck,
        position=position,
        actions=[list(a) for a in actions],
    )


def play(game: str, n: int, position=None, actions=(), options=None, deck=None, seed: int = 7) -> Match:
    return replay(record(game, n, position, actions, options, deck, seed))


def texts(match: Match, seat: int) -> list[str]:
    deck = match.hand.deck
    return sorted(deck.text(c) for c in match.hand.hands[seat])
