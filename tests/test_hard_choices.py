"""The hard bot chooses exactly as pinned in ``tests/records/hard_choices.json`` (see hard_choices.py)."""

from __future__ import annotations

import json

import pytest

from cardtable.engine.registry import REGISTRY

from .hard_choices import FILE, PER_GAME, choices

PINNED = json.loads(FILE.read_text(encoding="utf-8"))


def test_every_game_is_pinned() -> None:
    assert set(PINNED) == set(REGISTRY)
    assert all(len(v) == PER_GAME for v in PINNED.values())


@pytest.mark.parametrize("game", sorted(REGISTRY))
def test_the_hard_bot_chooses_as_pinned(game: str) -> None:
    assert choices(game) == PINNED[game]
