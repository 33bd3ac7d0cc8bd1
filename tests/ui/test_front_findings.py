"""Issue 33, the screens around the table (lobby, setup, rules, saves, hand end, sheet, match end):
one case per finding of the play-through, by keyboard with the Pilot, in both languages where the
text matters."""

from __future__ import annotations

import pytest
from textual.widgets import OptionList

from cardtable.tui.app import CardtableApp
from cardtable.tui.screens.lobby import LobbyScreen
from cardtable.tui.screens.rules import RulesScreen
from cardtable.tui.screens.setup import SetupScreen

from .driver import aio, screen_text, settle


# -- lobby ----------------------------------------------------------------------------------------
@aio
async def test_the_highlight_comes_back_on_its_game_after_the_rules():
    """Down x5, F1, Esc, Enter opened Uno: the highlight went back to the top."""
    app = CardtableApp(strict=True, pace=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        ol = app.screen.query_one("#games", OptionList)
        await pilot.press(*["down"] * 5)
        chosen = ol.get_option_at_index(ol.highlighted).id
        assert chosen not in (None, "uno")
        await pilot.press("f1")
        assert await settle(pilot, lambda: isinstance(app.screen, RulesScreen))
        await pilot.press("escape")
        assert await settle(pilot, lambda: isinstance(app.screen, LobbyScreen))
        await pilot.pause()
        assert ol.get_option_at_index(ol.highlighted).id == chosen
        await pilot.press("enter")
        assert await settle(pilot, lambda: isinstance(app.screen, SetupScreen))
        assert app.screen.game_id == chosen


@pytest.mark.parametrize("lg", ["en", "ru"])
@aio
async def test_a_wrapped_description_stays_under_its_first_character(lg):
    """At 80 columns a game's line about it wrapped to the left edge of the list."""
    from cardtable.engine.registry import REGISTRY

    app = CardtableApp(strict=True, pace=0, lang_override=lg)
    async with app.run_test(size=(80, 70)) as pilot:
        await pilot.pause()
        lines = [line.replace("│", " ").rstrip() for line in screen_text(app).splitlines()]
        names = [e.name_ru if lg == "ru" else e.name_en for e in REGISTRY.values()]
        wrapped = 0
        for name in names:
            i = next(i for i, line in enumerate(lines) if line.strip().startswith(name + " "))
            col = len(lines[i + 1]) - len(lines[i + 1].lstrip())
            assert col == lines[i].index(name) + 2, "the description is not indented under the name"
            j = i + 2
            while lines[j].strip() and not any(lines[j].strip().startswith(n + " ") for n in names) \
                    and j < len(lines) - 2:
                assert len(lines[j]) - len(lines[j].lstrip()) == col, f"a wrapped line starts elsewhere: {lines[j]!r}"
                wrapped += 1
                j += 1
        assert wrapped, "no description wrapped at 80 columns: the case is not tested"


def test_russian_player_counts_agree_with_the_last_number():
    from cardtable.tui.screens.lobby import players_range

    assert players_range(2, 4, "ru") == "2–4 игрока"
    assert players_range(2, 5, "ru") == "2–5 игроков"
    assert players_range(2, 10, "ru") == "2–10 игроков"
    assert players_range(3, 21, "ru") == "3–21 игрок"
    assert players_range(2, 4, "en") == "2–4 players"


# -- saves ----------------------------------------------------------------------------------------
def _save(home, name: str, seats: list[tuple[str, str]], actions: int = 0, when: int = 1_700_000_000):
    import json
    import os

    from .test_saved_games import RECORD

    d = home / "saves"
    d.mkdir(parents=True, exist_ok=True)
    p = d / f"black_jack-{name}.json"
    rec = dict(RECORD, seats=[{"name": n, "kind": k, "level": "normal"} for n, k in seats])
    rec["actions"] = [[0, "draw"]] * actions
    p.write_text(json.dumps(rec))
    os.utime(p, (when, when))
    return p


@pytest.mark.parametrize("lg", ["en", "ru"])
@aio
async def test_a_hot_seat_save_says_who_plays_in_the_lobby_and_the_list(cardtable_home, lg):
    from cardtable.tui.screens.lobby import ALL_SAVES
    from cardtable.tui.screens.saved import SavedGamesScreen

    _save(cardtable_home, "hot", [("Anna", "human"), ("Boris", "human"), ("Vera", "bot")], 1)
    _save(cardtable_home, "solo", [("Anna", "human"), ("Boris", "bot"), ("Vera", "bot")], 12, 1_600_000_000)
    app = CardtableApp(strict=True, pace=0, lang_override=lg)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        text = screen_text(app)
        if lg == "en":
            hot, solo = "Black Jack (hot-seat: Anna, Boris vs 1 bot), 1 move,", "Black Jack (Anna vs 2 bots), 12 moves,"
        else:
            hot = "Блэк Джек (за общим экраном: Anna, Boris против 1 бота), 1 ход,"
            solo = "Блэк Джек (Anna против 2 ботов), 12 ходов,"
        assert hot in text and solo in text
        ol = app.screen.query_one("#games", OptionList)
        while ol.get_option_at_index(ol.highlighted).id != ALL_SAVES:
            await pilot.press("down")
        await pilot.press("enter")
        assert await settle(pilot, lambda: isinstance(app.screen, SavedGamesScreen))
        await pilot.pause()
        text = screen_text(app)
        assert hot in text and solo in text
