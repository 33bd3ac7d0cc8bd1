"""Issue 14 in the app: hostile saves and settings give the lobby and one line; names are never markup."""

from __future__ import annotations

import json

import pytest

from cardtable.tui.app import CardtableApp
from cardtable.tui.screens.lobby import LobbyScreen
from cardtable.tui.screens.table import TableScreen

from .driver import aio, screen_text

HOSTILE_NAME = "[@click=app.screenshot('x.svg','/some/dir')]Anna[/]"
UNO = {"format": 1, "game": "uno", "seats": [{"name": "Anna", "kind": "human"}, {"name": "Boris"}], "seed": 1,
       "position": {"hands": [["R2", "B1"], ["G3", "Y7"]], "discard": ["R5"], "turn": 0}}
GODLIKE = {**UNO, "seats": [{"name": "Anna", "kind": "human"}, {"name": "Boris", "level": "godlike"}]}

HOSTILE_SAVES = {
    "binary": b"\xff\xfe\x00\x81 not utf-8",
    "nested": b"[" * 20_000 + b"]" * 20_000,
    "huge-int": json.dumps({**UNO, "seed": 1}).replace('"seed": 1', '"seed": ' + "9" * 5000).encode(),
    "godlike": json.dumps(GODLIKE).encode(),
    "eliminated": json.dumps({**UNO, "game": "hundred_one", "position": {
        "hands": [["8c"], ["7d"]], "discard": ["Kh"], "eliminated": [17179869184]}}).encode(),
}


@aio
@pytest.mark.parametrize("kind", sorted(HOSTILE_SAVES))
async def test_a_hostile_save_gives_the_lobby_and_one_line(cardtable_home, kind: str) -> None:
    (cardtable_home / "autosave.json").write_bytes(HOSTILE_SAVES[kind])
    app = CardtableApp(strict=True, pace=0)
    async with app.run_test(size=(100, 30), notifications=True) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, LobbyScreen) and "Continue" in screen_text(app)
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, LobbyScreen)
        msgs = [n.message for n in app._notifications]
        assert len(msgs) == 1 and "could not be resumed" in msgs[0] and "\n" not in msgs[0]
        await pilot.press("q")  # the app still answers its keys


@aio
async def test_hostile_settings_give_the_lobby_and_one_line(cardtable_home) -> None:
    (cardtable_home / "settings.json").write_bytes(b"[" * 30_000)
    app = CardtableApp(strict=True, pace=0)
    async with app.run_test(size=(100, 30), notifications=True) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, LobbyScreen)
        msgs = [n.message for n in app._notifications]
        assert len(msgs) == 1 and "nested too deeply" in msgs[0]


@aio
async def test_a_name_from_a_save_is_never_markup(cardtable_home) -> None:
    doc = {**UNO, "seats": [{"name": "[b]Anna[/b]", "kind": "human"}, {"name": HOSTILE_NAME}]}
    (cardtable_home / "autosave.json").write_text(json.dumps(doc))
    app = CardtableApp(strict=True, pace=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert "(b)Anna(/b) vs 1 bot" in screen_text(app)  # the Continue line shows the person's name as text
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, TableScreen)
        names = app.screen.session.names
        assert names == ["(b)Anna(/b)", "(@click=app.screenshot('x.svg','/some/dir'))Anna(/)"]
        text = screen_text(app)
        lines = text.splitlines()
        spots = [(ln.index("(@click"), y) for y, ln in enumerate(lines) if "(@click" in ln]
        assert spots  # shown literally where the seat is drawn
        for x, y in spots:  # clicking where the name is drawn runs nothing
            await pilot.click(offset=(x + 3, y))
        await pilot.pause()
    assert not (cardtable_home / "x.svg").exists() and not list(cardtable_home.rglob("*.svg"))


@aio
async def test_two_new_matches_get_two_slots_and_finishing_one_keeps_the_other(cardtable_home) -> None:
    from cardtable.tui import saves

    from .driver import my_turn, play_turn, settle, table_app

    app = table_app(seed=3)
    async with app.run_test(size=(80, 24)) as pilot:
        assert await settle(pilot, lambda: my_turn(app))
        await play_turn(pilot)  # a match nobody has moved in keeps no save (issue 33)
        first = app.save_path
    app2 = table_app(seed=4)
    async with app2.run_test(size=(80, 24)) as pilot:
        assert await settle(pilot, lambda: my_turn(app2))
        await play_turn(pilot)
        second = app2.save_path
    assert first != second and {i.path for i in saves.slots()} == {first, second}
    saves.remove(second)
    assert [i.path for i in saves.slots()] == [first]


def test_a_save_that_cannot_be_written_is_announced_once(tmp_path) -> None:
    from cardtable.engine.record import SeatRecord, parse_record, replay
    from cardtable.tui.session import Session

    blocker = tmp_path / "file"
    blocker.write_text("not a directory")
    match = replay(parse_record(json.dumps(UNO)))
    seats = [SeatRecord(name="Anna", kind="human"), SeatRecord(name="Boris", kind="bot")]
    session = Session(match, seats, pace=0, save_to=blocker / "slot.json")  # its folder cannot exist

    class UI:
        notes: list[str] = []

        def session_notice(self, text: str, seconds: float) -> None:
            self.notes.append(text)

    ui = UI()
    session.ui = ui  # type: ignore[assignment]
    session._save()
    session._save()
    assert len(ui.notes) == 1 and "could not be saved" in ui.notes[0] and session.save_error
