"""No screen shows a raw option id: every value of every choice option of every game has a title in
both languages (the setup form, F1 and the table's house-rules line read them)."""

from __future__ import annotations

import typing

import pytest

from cardtable.engine.game import get_game
from cardtable.engine.options import value_title
from cardtable.engine.registry import REGISTRY


@pytest.mark.parametrize("game", sorted(REGISTRY))
def test_every_choice_value_has_a_title_in_both_languages(game):
    model = get_game(game).options_model
    for name, f in model.model_fields.items():
        if typing.get_origin(f.annotation) is not typing.Literal:
            continue
        for value in typing.get_args(f.annotation):
            for lg in ("en", "ru"):
                title = value_title(model, name, value, lg)
                assert title != str(value), (
                    f"{game}.{name}={value!r} has no {lg} title")
