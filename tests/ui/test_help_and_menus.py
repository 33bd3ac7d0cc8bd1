"""F1 help, the footer of keys, the Esc menu and the hot-seat curtain (issue 13)."""

from __future__ import annotations

import pytest

from cardtable.engine.game import get_game
from cardtable.tui.screens.handover import HandOverScreen
from cardtable.tui.screens.menu import MenuScreen
from cardtable.tui.screens.rules import help_markdown

from .driver import aio, my_turn, screen_text, settle, table, table_app

CHANGED = {"uno": {"stacking": True}, "durak": {"transfer": True}, "hundred_one": {"next_dealer": "winner"},
           "black_jack": {"target_wins": 5}}


@pytest.mark.parametrize("game", sorted(CHANGED))
@pytest.mark.parametrize("lg", ["en", "ru"])
def test_f1_has_the_keys_and_the_rules_in_force_without_ids(game, lg):
    from cardtable.tui.i18n import set_lang

    set_lang(lg)
    model = get_game(game).options_model
    text = help_markdown(game, model.parse(CHANGED[game]), lg)
    assert "`" not in text and "default" not in text and "по умолчанию" not in text
    assert not [name for name in model.model_fields if "_" in name and name in text]
    assert ("## Keys" if lg == "en" else "## Клавиши") in text
    changed = [line for line in text.splitlines() if "★" in line]
    assert len(changed) == 1, changed


@aio
async def test_footer_fits_and_the_esc_menu_keeps_the_table_in_sight():
    app = table_app(seed=5)
    async with app.run_test(size=(80, 24)) as pilot:
        assert await settle(pilot, lambda: my_turn(app))
        await pilot.pause()
        footer = screen_text(app).splitlines()[-1].strip()
        assert "…" not in footer and "Enter play" in footer
        assert footer.split("  ")[0] in ("D Draw", "Enter play")  # the decision's key comes first
        await pilot.press("escape")
        assert await settle(pilot, lambda: isinstance(app.screen, MenuScreen))
        await pilot.pause()
        assert "Your turn" in screen_text(app), "the Esc menu blanked the table"


@aio
async def test_esc_on_the_hot_seat_curtain_opens_the_menu():
    app = table_app(kinds=("human", "normal", "human", "easy"), seed=8)
    async with app.run_test(size=(80, 24)) as pilot:
        assert await settle(pilot, lambda: isinstance(app.screen, HandOverScreen))
        await pilot.press("escape")
        assert await settle(pilot, lambda: isinstance(app.screen, MenuScreen))
        await pilot.press("escape")  # resume: the curtain again, no hand shown
        assert await settle(pilot, lambda: isinstance(app.screen, HandOverScreen))
        assert table(app).viewer is None
