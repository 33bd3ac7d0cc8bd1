"""Pilot flows by keyboard: lobby -> setup -> a whole hand, hot-seat, house rules, saves, sizes."""

from __future__ import annotations

import json

from cardtable.tui.app import CardtableApp
from cardtable.tui.cards import CardRow
from cardtable.tui.screens.handend import HandEndScreen, MatchEndScreen
from cardtable.tui.screens.handover import HandOverScreen
from cardtable.tui.screens.lobby import LobbyScreen
from cardtable.tui.screens.setup import SetupScreen
from cardtable.tui.screens.table import TableScreen
from cardtable.tui.screens.toosmall import TooSmallScreen

from .driver import aio, cursor_to, my_turn, off_table, play_turn, screen_text, settle, table_app, to_sheet

MAX_TURNS = 60


async def tab_to(pilot, widget_id: str, limit: int = 20) -> None:
    for _ in range(limit):
        if pilot.app.focused is not None and pilot.app.focused.id == widget_id:
            return
        await pilot.press("tab")
    raise AssertionError(f"Tab never reached #{widget_id}")


async def play_hand(pilot) -> int:
    """Play human turns until the table gives way to another screen; returns the turns played."""
    app = pilot.app
    turns = 0
    while turns < MAX_TURNS:
        assert await settle(pilot, lambda: my_turn(app) or off_table(app))
        if off_table(app):
            assert await to_sheet(pilot)
            return turns
        await play_turn(pilot)
        turns += 1
    raise AssertionError("the hand did not end")


@aio
async def test_lobby_setup_and_a_whole_hand_against_three_bots():
    app = CardtableApp(strict=True, pace=0, seed=11)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, LobbyScreen)
        text = screen_text(app)
        assert "Uno" in text and "2–10 players" in text
        await pilot.press("enter")  # Uno is first
        assert isinstance(app.screen, SetupScreen)
        await pilot.press("enter")  # Start has the focus
        await pilot.pause()
        assert isinstance(app.screen, TableScreen)
        assert [s.kind for s in app.screen.session.seats] == ["human", "bot", "bot", "bot"]
        turns = await play_hand(pilot)
        assert turns > 0
        assert isinstance(app.screen, HandEndScreen)
        text = screen_text(app)
        assert "Hand 1 is over" in text and "Total" in text and "Anna" in text
        await pilot.press("enter")  # next hand
        assert await settle(pilot, lambda: isinstance(app.screen, TableScreen))
        assert app.screen.match.hand_no == 2


@aio
async def test_house_rule_from_setup_reaches_the_game_and_a_conflict_keeps_setup():
    app = CardtableApp(strict=True, pace=0, seed=3)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("enter")
        assert isinstance(app.screen, SetupScreen)
        # Start, Back, language, players, 4 x (kind, name), then the rules: scoring, target_score ...
        await tab_to(pilot, "opt-scoring")
        await pilot.press("enter", "down", "down", "enter")  # winner_takes -> lazy
        await tab_to(pilot, "opt-target_score")
        await pilot.press("backspace", "3", "0")  # lazy scoring has no target: told at once, in words
        assert "Cannot start: Lazy scoring has no target score" in screen_text(app)
        assert "lazy" not in screen_text(app).replace("Lazy", "")
        await pilot.press("ctrl+s")  # and refused
        assert isinstance(app.screen, SetupScreen)
        await pilot.press("shift+tab", "enter", "up", "up", "enter", "ctrl+s")  # back to winner_takes
        await pilot.pause()
        assert isinstance(app.screen, TableScreen)
        assert app.screen.match.options.target_score == 30
        await play_hand(pilot)  # any first hand passes 30 points: the match ends
        assert isinstance(app.screen, MatchEndScreen)
        assert "The match is over" in screen_text(app)
        assert not (app.save_path).exists()  # a finished match leaves no save


@aio
async def test_hot_seat_hand_overs_and_no_other_hand_on_screen():
    app = table_app(kinds=("human", "normal", "human", "easy"), seed=8)
    async with app.run_test(size=(80, 24)) as pilot:
        m = None
        curtains: list[str] = []
        turns = 0
        while turns < MAX_TURNS:
            assert await settle(pilot, lambda: my_turn(app) or off_table(app))
            scr = app.screen
            if isinstance(scr, HandOverScreen):
                text = screen_text(app)
                assert "Pass the keyboard to" in text and "│" not in text  # no card on the curtain
                curtains.append(scr.player)
                await pilot.press("enter")
                continue
            if off_table(app):
                assert await to_sheet(pilot)
                break
            m = scr.match
            viewer = scr.viewer
            assert curtains and curtains[-1] == scr.names[viewer]  # every keyboard change had a curtain
            other = 2 - viewer
            mine = sorted(m.hand.hands[viewer])
            shown = [f.text for f in scr.query_one("#hand", CardRow).faces]
            assert shown == [m.hand.deck.text(c) for c in mine]
            theirs = {m.hand.deck.text(c) for c in m.hand.hands[other]} - set(shown)
            hand_text = "\n".join(s.text for s in scr.query_one("#hand").render_lines(
                scr.query_one("#hand").region.reset_offset))
            assert not any(t in hand_text for t in theirs)
            await play_turn(pilot)
            turns += 1
        assert isinstance(app.screen, HandEndScreen)
        assert len(curtains) >= 2 and {"Anna", "Vera"} <= set(curtains)


@aio
async def test_resume_from_the_autosave(cardtable_home):
    app = table_app(seed=21)
    async with app.run_test(size=(80, 24)) as pilot:
        for _ in range(3):
            assert await settle(pilot, lambda: my_turn(app))
            await play_turn(pilot)
        await settle(pilot, lambda: my_turn(app))
        before = app.screen.match
        actions = list(before.actions)
        fingerprint = before.hand.fingerprint()
        slot = app.save_path
    assert slot.parent == cardtable_home / "saves" and slot.name.startswith("uno-")  # a slot of its own
    saved = json.loads(slot.read_text())
    assert [tuple(a) for a in saved["actions"]] == actions

    app2 = CardtableApp(strict=True, pace=0)
    async with app2.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert "Continue" in screen_text(app2)
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app2.screen, TableScreen)
        m = app2.screen.match
        assert m.actions == actions and m.hand.fingerprint() == fingerprint
        assert [s.name for s in app2.screen.session.seats] == ["Anna", "Boris", "Vera", "Gleb"]


@aio
async def test_a_corrupted_or_foreign_save_gives_a_message_and_the_lobby(cardtable_home):
    for content in ("{not json", json.dumps({"game": "chess", "seats": [{"name": "x"}]}),
                    json.dumps({"hello": 1})):
        (cardtable_home / "autosave.json").write_text(content)
        app = CardtableApp(strict=True, pace=0)
        async with app.run_test(size=(80, 24), notifications=True) as pilot:
            await pilot.pause()
            assert "Continue" in screen_text(app)
            await pilot.press("enter")
            await pilot.pause()
            assert isinstance(app.screen, LobbyScreen)
            assert any("could not be resumed" in n.message for n in app._notifications)


@aio
async def test_too_small_terminal_says_so_and_recovers():
    app = CardtableApp(strict=True, pace=0)
    async with app.run_test(size=(50, 16)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, TooSmallScreen)
        assert "at least 60×20" in screen_text(app)
        await pilot.resize_terminal(80, 24)
        await pilot.pause()
        assert isinstance(app.screen, LobbyScreen)


@aio
async def test_illegal_card_shows_the_reason_and_changes_nothing():
    app = table_app(seed=5)
    async with app.run_test(size=(80, 24)) as pilot:
        assert await settle(pilot, lambda: my_turn(app))
        scr = app.screen
        hand = scr.query_one("#hand", CardRow)
        bad = hand.playable.index(False)
        n = len(scr.match.actions)
        assert hand.has_focus and hand.playable[hand.cursor], "the cursor starts on a playable card"
        await cursor_to(pilot, hand, bad)
        await pilot.press("enter")
        assert "Not allowed:" in screen_text(app)
        assert len(scr.match.actions) == n
        assert "-illegal" in hand.children[bad].classes


@aio
async def test_unexpected_error_is_a_notification_and_the_lobby():
    app = table_app(seed=5)
    app.strict = False
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        assert await settle(pilot, lambda: my_turn(app))
        scr = app.screen

        def boom(*a, **k):
            raise RuntimeError("kaboom")

        scr.session.human = boom
        await pilot.press("d")
        await settle(pilot, lambda: isinstance(app.screen, LobbyScreen))
        assert isinstance(app.screen, LobbyScreen)
        assert any("kaboom" in n.message for n in app._notifications)
        assert (app.save_path).exists()


@aio
async def test_russian_interface():
    app = table_app(seed=5, lang_override="ru")
    async with app.run_test(size=(80, 24)) as pilot:
        assert await settle(pilot, lambda: my_turn(app))
        text = screen_text(app)
        assert "Ваш ход" in text and "Колода" in text


@aio
async def test_menu_rules_settings_and_mouse():
    from cardtable.tui.screens.menu import MenuScreen
    from cardtable.tui.screens.rules import RulesScreen
    from cardtable.tui.screens.settings import SettingsScreen

    app = table_app(seed=5)
    async with app.run_test(size=(80, 24)) as pilot:
        assert await settle(pilot, lambda: my_turn(app))
        table = app.screen
        await pilot.press("escape")
        assert isinstance(app.screen, MenuScreen)
        await pilot.press("down", "enter")  # Rules
        await pilot.pause()
        assert isinstance(app.screen, RulesScreen)
        assert "Uno" in screen_text(app) and "House rules" in app.screen.spec.rules_text("en")
        await pilot.press("escape")
        assert app.screen is table
        await pilot.press("escape", "down", "down", "enter")  # Settings
        assert isinstance(app.screen, SettingsScreen)
        await pilot.press("escape")
        assert app.screen is table
        # a click on a playable card plays it
        hand = table.query_one("#hand", CardRow)
        i = hand.playable.index(True)
        n = len(table.match.actions)
        await pilot.click(hand.children[i])
        await pilot.pause()
        assert len(table.match.actions) > n
