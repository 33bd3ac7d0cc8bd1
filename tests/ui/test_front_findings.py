"""Issue 33, the screens around the table (lobby, setup, rules, saves, hand end, sheet, match end):
one case per finding of the play-through, by keyboard with the Pilot, in both languages where the
text matters."""

from __future__ import annotations

import asyncio

import pytest
from textual.widgets import OptionList

from cardtable.engine.registry import REGISTRY
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


# -- setup ----------------------------------------------------------------------------------------
async def tab_to(pilot, widget_id: str, limit: int = 60) -> None:
    for _ in range(limit):
        if pilot.app.focused is not None and pilot.app.focused.id == widget_id:
            return
        await pilot.press("tab")
    raise AssertionError(f"Tab never reached #{widget_id}")


@aio
async def test_every_tab_stop_of_the_setup_is_a_control_on_screen():
    """After Start, Tab x3 landed on the form's scroll container: a stop that showed no focus."""
    from textual.widgets import Button, Input, Select, Switch

    from .driver import open_setup

    app = CardtableApp(strict=True, pace=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await open_setup(pilot, "families")
        assert app.focused.id == "start"
        seen = []
        for _ in range(40):
            await pilot.press("tab")
            await pilot.pause()
            f = app.focused
            seen.append(f.id)
            assert isinstance(f, Button | Select | Input | Switch), f"a Tab stop that is no control: {f!r}"
            r = f.region
            assert r.height > 0 and app.screen.region.contains_region(r), f"#{f.id} has the focus off screen"
            if f.id == "start":
                break
        assert "players" in seen and "opt-mode" in seen and seen[-1] == "start", seen


@aio
async def test_an_open_dropdown_has_a_border_and_a_background_of_its_own():
    from textual.widgets._select import SelectOverlay

    from .driver import open_setup

    app = CardtableApp(strict=True, pace=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await open_setup(pilot, "uno")
        await tab_to(pilot, "kind-1")
        await pilot.press("enter")
        await pilot.pause()
        overlay = app.screen.query_one("#kind-1").query_one(SelectOverlay)
        assert overlay.display and overlay.region.height > 2
        assert overlay.styles.border_top[0] == "round" and overlay.styles.border_left[0] == "round"
        assert overlay.styles.background != app.screen.styles.background
        text = screen_text(app)
        assert "╭" in text and "╰" in text, "the open list has no frame"
        await pilot.press("escape", "escape")  # the list, then the setup
        assert await settle(pilot, lambda: isinstance(app.screen, LobbyScreen))
        await pilot.press("s")  # the settings' dropdowns too
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        overlay = app.focused
        assert isinstance(overlay, SelectOverlay) and overlay.styles.border_top[0] == "round"


@pytest.mark.parametrize("lg", ["en", "ru"])
@aio
async def test_a_bad_number_is_told_as_a_player_reads_it(lg):
    """An empty or out-of-range number showed pydantic's "Input should be a valid integer..."."""
    from .driver import open_setup

    app = CardtableApp(strict=True, pace=0, lang_override=lg)
    async with app.run_test(size=(100, 40)) as pilot:
        await open_setup(pilot, "families")
        await tab_to(pilot, "opt-hand_size")
        await pilot.press("end", "backspace")
        await pilot.pause()
        want = ("Cannot start: Cards dealt: a whole number from 4 to 7" if lg == "en" else
                "Нельзя начать: Карт при раздаче: целое число от 4 до 7")
        assert want in screen_text(app)
        await pilot.press("9")
        await pilot.pause()
        text = screen_text(app)
        assert want in text and "Input should" not in text and "hand_size" not in text
        await pilot.press("ctrl+s")
        assert isinstance(app.screen, SetupScreen), "a bad number started the match"
        await pilot.press("backspace", "6")
        await pilot.pause()
        assert want not in screen_text(app)


@pytest.mark.parametrize("lg", ["en", "ru"])
@aio
async def test_kukareku_shows_only_its_own_rules_and_its_player_range(lg):
    """Kukareku's setup listed Mini Family's asking rules beside its own."""
    from cardtable.engine.options import field_info
    from cardtable.games.families.options import ASK_RULES, KUKAREKU_RULES, FamiliesOptions

    from .driver import open_setup

    app = CardtableApp(strict=True, pace=0, lang_override=lg)
    async with app.run_test(size=(100, 60)) as pilot:
        scr = await open_setup(pilot, "families")

        def shown(name: str) -> bool:
            return scr.query_one(f"#rule-{name}").display

        assert all(shown(n) for n in ASK_RULES) and not any(shown(n) for n in KUKAREKU_RULES)
        await tab_to(pilot, "opt-mode")
        await pilot.press("enter", "down", "enter")  # the second mode: Cock-a-doodle-doo
        await pilot.pause()
        assert scr.values["mode"] == "kukareku"
        assert not any(shown(n) for n in ASK_RULES) and all(shown(n) for n in KUKAREKU_RULES)
        text = screen_text(app)
        assert field_info(FamiliesOptions, "ask_log", lg)[0] not in text
        assert field_info(FamiliesOptions, "pass_direction", lg)[0] in text
        await tab_to(pilot, "opt-kukareku_signal")
        await pilot.press("space")  # pure luck: no signal to see or to copy in time
        await pilot.pause()
        assert not shown("signal_visibility") and not shown("reaction_window_s") and shown("kukareku_limit")
        await tab_to(pilot, "players")
        await pilot.press("enter", "home", "enter")  # 2 players: too few for Cock-a-doodle-doo
        await pilot.pause()
        want = ("Players: from 3 to 7 with these rules, not 2" if lg == "en" else
                "Игроков: при этих правилах от 3 до 7, а не 2")
        assert want in screen_text(app)


def test_the_help_lists_only_the_rules_of_the_mode_in_play():
    from cardtable.engine.game import get_game
    from cardtable.tui.screens.rules import in_force

    model = get_game("families").options_model
    kukareku = " ".join(in_force(model.parse({"mode": "kukareku"}), "en"))
    ask = " ".join(in_force(model.parse({}), "en"))
    assert "Passing direction" in kukareku and "Ask log" not in kukareku
    assert "Ask log" in ask and "Passing direction" not in ask


def test_a_rule_of_the_other_mode_is_not_dealt_into_the_match():
    from .driver import seats

    scr = SetupScreen("families", seats("human", "normal", "normal"), {"mode": "kukareku", "ask_log": "none"})
    assert scr.chosen_options() == {"mode": "kukareku"}


async def _lobby_to(pilot, game: str) -> None:
    """Down in the lobby until ``game`` is highlighted, then Enter."""
    ol = pilot.app.screen.query_one("#games", OptionList)
    for _ in range(30):
        if ol.highlighted is not None and ol.get_option_at_index(ol.highlighted).id == game:
            break
        await pilot.press("down")
    await pilot.press("enter")
    assert await settle(pilot, lambda: isinstance(pilot.app.screen, SetupScreen))
    await pilot.pause()


@aio
async def test_the_last_setup_of_a_game_is_remembered(cardtable_home):
    """Nothing was remembered between matches: the players went back to 4."""
    import json

    from cardtable.tui.screens.table import TableScreen

    app = CardtableApp(strict=True, pace=0, seed=4)
    async with app.run_test(size=(100, 40)) as pilot:
        await pilot.pause()
        await _lobby_to(pilot, "durak")
        scr = app.screen
        await tab_to(pilot, "players")
        await pilot.press("enter", "down", "enter")  # 3 players
        await tab_to(pilot, "name-0")
        await pilot.press("end", *["backspace"] * 8, *"Zed")
        await tab_to(pilot, "kind-1")
        await pilot.press("enter", "end", "enter")  # the hard bot
        await tab_to(pilot, "opt-transfer")
        await pilot.press("space")
        await pilot.pause()
        assert len(scr.seats) == 3 and scr.values["transfer"] is True
        await pilot.press("ctrl+s")
        assert await settle(pilot, lambda: isinstance(app.screen, TableScreen))
        await pilot.press("escape")
        await pilot.pause()
        await pilot.press("down", "down", "down", "enter")  # the menu: Save and leave
        assert await settle(pilot, lambda: isinstance(app.screen, LobbyScreen))
        await pilot.pause()
        await _lobby_to(pilot, "durak")
        scr = app.screen
        assert [s.name for s in scr.seats] == ["Zed", "Boris", "Vera"]
        assert [(s.kind, s.level) for s in scr.seats][1] == ("bot", "hard")
        assert scr.query_one("#opt-transfer").value is True
    saved = json.loads((cardtable_home / "settings.json").read_text())
    assert saved["setups"]["durak"]["options"] == {"transfer": True}
    names = [s["name"] for s in saved["setups"]["durak"]["seats"]]
    assert names == ["Zed", "", ""], "a default name is kept as '' and follows the language"
    app = CardtableApp(strict=True, pace=0, lang_override="ru")  # the next start, in Russian
    async with app.run_test(size=(100, 40)) as pilot:
        await pilot.pause()
        await _lobby_to(pilot, "durak")
        assert [s.name for s in app.screen.seats] == ["Zed", "Борис", "Вера"]


@aio
async def test_a_broken_remembered_setup_falls_back_to_the_defaults_with_one_message(cardtable_home):
    import json

    good = {"seats": [{"name": "Zed", "kind": "human", "level": "normal"},
                      {"name": "", "kind": "bot", "level": "easy"}], "options": {}}
    (cardtable_home / "settings.json").write_text(json.dumps({
        "lang": "en", "speed": "fast",
        "setups": {"uno": {"seats": "everyone"},  # no shape at all: told at the start
                   "durak": dict(good, options={"no_such_rule": 1}),  # no such rule: told when opened
                   "black_jack": good},
    }))
    app = CardtableApp(strict=True, pace=0)
    async with app.run_test(size=(100, 40), notifications=True) as pilot:
        await pilot.pause()
        assert app.settings.speed == "fast", "a broken setup must not cost the other settings"
        msgs = [n.message for n in app._notifications]
        assert msgs == ["A remembered setup was damaged and is forgotten (Uno); it starts from the standard rules."]
        await _lobby_to(pilot, "durak")
        assert [s.name for s in app.screen.seats] == ["Anna", "Boris"] and app.screen.values["transfer"] is False
        msgs = [n.message for n in app._notifications]
        assert len(msgs) == 2 and "(Durak)" in msgs[1]
        await pilot.press("escape")
        await _lobby_to(pilot, "black_jack")
        assert [s.name for s in app.screen.seats] == ["Zed", "Boris"] and app.screen.seats[1].level == "easy"
        assert len(app._notifications) == 2
    saved = json.loads((cardtable_home / "settings.json").read_text())
    assert set(saved["setups"]) == {"black_jack"} and saved["speed"] == "fast"


LATIN_IN_RUSSIAN = {"UNO", "H2O", "D+1", "D+2", "x"}
"""Latin that a Russian rule text may hold: the names printed on Uno's cards, and × written as x."""


@pytest.mark.parametrize("game", sorted(REGISTRY))
def test_no_option_shows_an_internal_value_in_either_language(game):
    """«Режим ask», «next: ходит следующий», "Kukareku: subtle: ..." showed the options' ids."""
    import re
    import typing

    from cardtable.engine.game import get_game
    from cardtable.engine.options import field_info, value_title

    model = get_game(game).options_model
    for name, f in model.model_fields.items():
        literal = typing.get_origin(f.annotation) is typing.Literal
        values = [str(v) for v in typing.get_args(f.annotation)] if literal else []
        for lg in ("en", "ru"):
            titles = [value_title(model, name, v, lg) for v in values]
            for v, t in zip(values, titles, strict=True):
                assert t != v, f"{name}={v} has no {lg} title"
            texts = [*field_info(model, name, lg), *titles]
            for text in texts:
                assert not re.search(r"\b[a-z][a-z0-9]*_[a-z0-9_]+\b", text), f"an id in {lg}: {text!r}"
                if lg == "ru":
                    latin = set(re.findall(r"[A-Za-z][A-Za-z0-9+]*", text)) - LATIN_IN_RUSSIAN
                    assert not latin, f"{name}: Latin {latin} in the Russian text {text!r}"
                else:
                    assert not re.search(r"[А-Яа-яЁё]", text), f"{name}: Russian in the English text {text!r}"
                    for v, t in zip(values, titles, strict=True):
                        if not t.lower().endswith(v.lower()):
                            assert not re.search(rf"\b{re.escape(v)}:", text), f"{name}: the value id {v!r} in {text!r}"


# -- the end of a hand and of the match ------------------------------------------------------------
UNO_LAST_CARD = {"hands": [["R3"], ["Y5", "Y6", "B8"]], "discard": ["R1"], "colour": "R", "turn": 0, "dealer": 1}
"""Anna's last card wins the hand, and with 19 points a match to 10."""
HUNDRED_ONE_LAST_CARD = {"hands": [["9h"], ["9c", "Kc", "Qs"]], "discard": ["10h"], "turn": 0}
"""Anna's last card ends the hand; the match goes on."""


async def _to_moment(pilot) -> None:
    """Play the one card: the table stays at the hand-end moment, its "Score sheet" button focused."""
    app = pilot.app
    assert await settle(pilot, lambda: app.focused is not None)
    await pilot.press("enter")
    assert await settle(pilot, lambda: getattr(app.screen, "ended", None) is not None)
    await pilot.pause()


def _burst(app, *keys: str) -> None:
    """Keys typed at once: all in the app's queue before the first one is handled (a real terminal
    delivers a burst so; the Pilot's ``press`` waits after every key)."""
    from textual import events

    for key in keys:
        app.post_message(events.Key(key, None))


@aio
async def test_keys_typed_before_the_match_end_came_up_press_nothing(cardtable_home):
    """Enter, then Right and Enter at once, pressed "Play again" and left a save of a new match."""
    from cardtable.tui import saves
    from cardtable.tui.screens.handend import MatchEndScreen

    from .driver import record_app

    app = record_app("uno", ("human", "normal"), UNO_LAST_CARD, options={"target_score": 10})
    async with app.run_test(size=(80, 24)) as pilot:
        await _to_moment(pilot)
        _burst(app, "enter", "right", "enter")  # all three typed before the dialog is pushed
        assert await settle(pilot, lambda: isinstance(app.screen, MatchEndScreen))
        for _ in range(5):
            await pilot.pause()
        assert isinstance(app.screen, MatchEndScreen) and app.focused.id == "lobby"
        app.pop_screen()  # the same once more, the two keys typed while the dialog is being put up
        app.screen.ended = ["R3"]
        await pilot.pause()
        _burst(app, "enter")
        for _ in range(100):
            if isinstance(app.screen, MatchEndScreen):
                break
            await asyncio.sleep(0)
        _burst(app, "right", "enter")
        for _ in range(5):
            await pilot.pause()
        assert isinstance(app.screen, MatchEndScreen), "a key typed for the table pressed a button"
        assert app.focused.id == "lobby", "the focus starts on the choice that loses nothing"
        assert saves.slots() == []
        await pilot.press("enter")
        assert await settle(pilot, lambda: isinstance(app.screen, LobbyScreen))
        assert saves.slots() == []


@pytest.mark.parametrize("leave", ["save_and_leave", "quit"])
@aio
async def test_play_again_leaves_no_save_of_a_match_nobody_played(cardtable_home, leave):
    from cardtable.tui import saves
    from cardtable.tui.screens.handend import MatchEndScreen
    from cardtable.tui.screens.menu import MenuScreen
    from cardtable.tui.screens.table import TableScreen

    from .driver import record_app

    app = record_app("uno", ("human", "normal"), UNO_LAST_CARD, options={"target_score": 10})
    async with app.run_test(size=(80, 24)) as pilot:
        await _to_moment(pilot)
        await pilot.press("enter")
        assert await settle(pilot, lambda: isinstance(app.screen, MatchEndScreen))
        await pilot.press("left", "enter")  # Play again, on purpose this time
        assert await settle(pilot, lambda: isinstance(app.screen, TableScreen) and app.screen.match.hand_no == 1)
        new_slot = app.save_path
        assert new_slot.exists(), "the new match is saved while it is open"
        await pilot.press("escape")
        assert await settle(pilot, lambda: isinstance(app.screen, MenuScreen))
        await pilot.press(*["down"] * (3 if leave == "save_and_leave" else 4), "enter")
        if leave == "save_and_leave":
            assert await settle(pilot, lambda: isinstance(app.screen, LobbyScreen))
            await pilot.pause()
            assert "Continue" not in screen_text(app)
    assert not new_slot.exists() and saves.slots() == []


@pytest.mark.parametrize("lg", ["en", "ru"])
@aio
async def test_the_between_hands_sheet_has_a_key_line_and_esc_goes_on(lg):
    """The sheet between hands ignored Esc and q."""
    from cardtable.tui.screens.handend import HandEndScreen
    from cardtable.tui.screens.menu import MenuScreen
    from cardtable.tui.screens.table import TableScreen

    from .driver import record_app

    app = record_app("hundred_one", ("human", "normal"), HUNDRED_ONE_LAST_CARD, lang_override=lg)
    async with app.run_test(size=(80, 24)) as pilot:
        await _to_moment(pilot)
        await pilot.press("enter")
        assert await settle(pilot, lambda: isinstance(app.screen, HandEndScreen))
        await pilot.pause()
        keys = ("Enter/Esc next hand  R review  Q quit…" if lg == "en" else
                "Enter/Esc следующая раздача  R разбор  Q выход…")
        assert keys in screen_text(app)
        await pilot.press("q")  # asks whether to quit: the menu, on Quit
        assert await settle(pilot, lambda: isinstance(app.screen, MenuScreen))
        await pilot.pause()
        assert app.focused.id == "quit"
        await pilot.press("escape")  # no: back to the sheet
        assert await settle(pilot, lambda: isinstance(app.screen, HandEndScreen))
        await pilot.press("escape")  # Esc goes on to the next hand, as Enter does
        assert await settle(pilot, lambda: isinstance(app.screen, TableScreen) and app.screen.ended is None)
        assert app.screen.match.hand_no == 2 and not app.screen.session.paused


@aio
async def test_the_match_end_has_a_key_line_esc_goes_to_the_lobby_and_r_reviews(monkeypatch):
    import cardtable.practice.review as review_mod
    from cardtable.tui.screens.handend import MatchEndScreen
    from cardtable.tui.screens.review import ReviewScreen

    from .driver import record_app

    monkeypatch.setattr(review_mod, "REVIEW_ITERS", 20)
    app = record_app("uno", ("human", "normal"), UNO_LAST_CARD, options={"target_score": 10})
    async with app.run_test(size=(100, 30)) as pilot:
        await _to_moment(pilot)
        await pilot.press("enter")
        assert await settle(pilot, lambda: isinstance(app.screen, MatchEndScreen))
        await pilot.pause()
        assert "←→ choose  Enter press  Esc to the lobby  R review  Q quit…" in screen_text(app)
        await pilot.press("r")
        assert await settle(pilot, lambda: isinstance(app.screen, ReviewScreen))
        await pilot.press("escape")
        assert await settle(pilot, lambda: isinstance(app.screen, MatchEndScreen))
        await pilot.press("escape")
        assert await settle(pilot, lambda: isinstance(app.screen, LobbyScreen))


@aio
async def test_a_hot_seat_end_screen_offers_no_review_it_cannot_give():
    """Review on R only where the README promises it: not at a hot-seat table without everyone's yes."""
    from cardtable.tui.screens.handend import HandEndScreen
    from cardtable.tui.screens.handover import HandOverScreen
    from cardtable.tui.screens.review import ReviewScreen

    from .driver import record_app

    app = record_app("hundred_one", ("human", "human"), HUNDRED_ONE_LAST_CARD)
    async with app.run_test(size=(80, 24)) as pilot:
        assert await settle(pilot, lambda: isinstance(app.screen, HandOverScreen))
        await pilot.press("enter")
        await _to_moment(pilot)
        await pilot.press("enter")
        assert await settle(pilot, lambda: isinstance(app.screen, HandEndScreen))
        await pilot.pause()
        text = screen_text(app)
        assert "Enter/Esc next hand  Q quit…" in text and "review" not in text
        await pilot.press("r")
        await pilot.pause()
        assert not isinstance(app.screen, ReviewScreen)


# -- the sheet at any moment of the table -----------------------------------------------------------
@pytest.mark.parametrize("game", sorted(REGISTRY))
@aio
async def test_the_sheet_opens_on_its_key_at_any_moment_and_esc_closes_it(game):
    from cardtable.tui.screens.sheet import SheetScreen
    from cardtable.tui.screens.table import TableScreen

    from .driver import my_turn, off_table, play_turn_any, table_app

    app = table_app(game, kinds=("human", "normal", "normal"), seed=3)
    async with app.run_test(size=(80, 24)) as pilot:
        for turn in range(3):
            assert await settle(pilot, lambda: my_turn(app) or off_table(app), limit=800)
            if not isinstance(app.screen, TableScreen):
                break
            scr = app.screen
            await pilot.press("f2")
            assert await settle(pilot, lambda: isinstance(app.screen, SheetScreen)), f"F2 at turn {turn}"
            await pilot.pause()
            text = screen_text(app)
            assert "the score sheet" in text and "Anna" in text and "Esc/F2 close" in text
            if not scr.match.sheet.rows:
                assert ("No deal is finished yet." if game in ("durak", "russian_poker", "kids_poker") else
                        "No hand is finished yet.") in text
            await pilot.press("escape")
            assert await settle(pilot, lambda s=scr: app.screen is s), "Esc did not close the sheet"
            if scr.ended is not None:
                break
            await pilot.pause()
            await play_turn_any(pilot)


@aio
async def test_the_sheet_key_is_the_keymaps_and_the_bots_wait_while_it_is_open(cardtable_home):
    from cardtable.tui.screens.sheet import SheetScreen
    from cardtable.tui.screens.table import TableScreen

    from .driver import table_app

    (cardtable_home / "keymap.toml").write_text('[table]\nsheet = "f3"\n')
    app = table_app("uno", kinds=("normal", "normal", "human"), seed=2)  # the bots move first
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        scr = app.screen
        assert "F3 sheet" in screen_text(app)
        await pilot.press("f2")
        await pilot.pause()
        assert app.screen is scr
        await pilot.press("f3")
        assert await settle(pilot, lambda: isinstance(app.screen, SheetScreen))
        moves = len(scr.match.actions)
        for _ in range(10):
            await pilot.pause()
        assert len(scr.match.actions) == moves, "a bot played while the sheet was read"
        assert "Esc/F3 close" in screen_text(app)
        await pilot.press("f3")
        assert await settle(pilot, lambda: isinstance(app.screen, TableScreen))


@aio
async def test_the_sheet_at_the_hand_end_moment_shows_the_new_row():
    from cardtable.tui.screens.sheet import SheetScreen

    from .driver import record_app

    app = record_app("hundred_one", ("human", "normal"), HUNDRED_ONE_LAST_CARD, lang_override="ru")
    async with app.run_test(size=(80, 24)) as pilot:
        await _to_moment(pilot)
        await pilot.press("f2")
        assert await settle(pilot, lambda: isinstance(app.screen, SheetScreen))
        await pilot.pause()
        text = screen_text(app)
        assert "запись очков" in text and "Итого" in text and "Ни одна раздача" not in text
        assert "Esc/F2 закрыть" in text
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen.ended is not None, "the hand-end moment waits on"
