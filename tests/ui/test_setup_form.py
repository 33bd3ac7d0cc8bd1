"""Setup reads like a game's box (issue 13): values by title in the interface language, conflicts told
at once in words, presets the spec suggests, a readable switch."""

from __future__ import annotations

import pytest

from cardtable.engine.game import get_game
from cardtable.engine.options import OptionsError, value_title
from cardtable.tui.app import CardtableApp
from cardtable.tui.screens.setup import SetupScreen, in_words

from .driver import aio, open_setup, screen_text, settle

GAMES = ("uno", "durak", "hundred_one", "black_jack")


@pytest.mark.parametrize("game", GAMES)
def test_every_choice_value_has_a_title_in_both_languages(game):
    import typing

    model = get_game(game).options_model
    for name, f in model.model_fields.items():
        if typing.get_origin(f.annotation) is typing.Literal:
            for v in typing.get_args(f.annotation):
                if isinstance(v, str):
                    en, ru = value_title(model, name, v, "en"), value_title(model, name, v, "ru")
                    assert en != v and ru != v and en != ru, (name, v)


def test_a_conflict_is_told_in_russian_and_ids_become_titles():
    model = get_game("uno").options_model
    with pytest.raises(OptionsError) as e:
        model.parse({"scoring": "lazy", "target_score": 30})
    assert e.value.ru.startswith("У «Ленивого» счёта нет предела")
    assert in_words("h2o_bonus needs h2o_deck=true and scoring=own_points", model, "en") == \
        "«H2O bonus» needs «H2O deck»: yes and scoring: «Own points»"


@aio
async def test_russian_setup_shows_titles_a_live_conflict_and_the_preset():
    app = CardtableApp(strict=True, pace=0, lang_override="ru")
    async with app.run_test(size=(100, 40)) as pilot:
        await open_setup(pilot, "uno")
        text = screen_text(app)
        assert "Победитель забирает всё" in text and "winner_takes" not in text
        assert "[ ] нет" in text  # a switch that reads as words
        scr = app.screen
        scr.query_one("#opt-rounds_limit").value = "3"  # a rounds limit without lazy scoring
        await pilot.pause()
        assert "Нельзя начать: Число раундов — только для «Ленивого» счёта" in screen_text(app)
        scr.query_one("#preset").value = "review"
        assert await settle(pilot, lambda: isinstance(app.screen, SetupScreen) and app.screen is not scr)
        values = app.screen.values  # an input holds text once it has reported itself: compare as text
        assert values["scoring"] == "own_points" and str(values["target_score"]) == "101"
        assert await settle(pilot, lambda: "Короткий матч" in screen_text(app))
