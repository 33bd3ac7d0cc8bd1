"""Mini Family on the existing generic table, by keyboard only (Pilot): an ask game to its end, and a
Kukareku race in which the person signals and the bots react."""

from __future__ import annotations

from cardtable.tui.screens.table import TableScreen
from tests.ui.driver import aio, my_turn, play_turn_any, record_app, settle, table_app

KUK = {"mode": "kukareku"}


async def play_to_the_end(pilot, app, turns: int) -> TableScreen:
    assert await settle(pilot, lambda: isinstance(app.screen, TableScreen))
    scr = app.screen
    for _ in range(turns):
        assert await settle(pilot, lambda: my_turn(app) or scr.match.over or app.screen is not scr, 4000)
        if scr.match.over or app.screen is not scr:
            break
        await play_turn_any(pilot)
    assert scr.match.over
    return scr


@aio
async def test_an_ask_game_is_played_to_its_end_by_keyboard():
    app = table_app("families", kinds=("human", "normal"), seed=4, options={"ask_end": "first_family"})
    async with app.run_test(size=(100, 30)) as pilot:
        scr = await play_to_the_end(pilot, app, 60)
        assert any(s == 0 and a.startswith("want ") for s, a in scr.match.actions)


@aio
async def test_a_kukareku_hand_is_played_to_its_end_by_keyboard():
    app = table_app("families", kinds=("human", "normal", "normal"), seed=2, options=KUK)
    async with app.run_test(size=(100, 30)) as pilot:
        scr = await play_to_the_end(pilot, app, 60)
        assert any(s == 0 and a.startswith("give ") for s, a in scr.match.actions)
        assert scr.match.hand.losers


@aio
async def test_a_person_signals_and_the_bots_race_to_copy():
    pos = {"hands": [["Tp", "Tm", "Td", "Ts"], ["Gp", "Gm", "Rd", "Kp"], ["Gd", "Gs", "Rm", "Km"],
                     ["Rp", "Rs", "Kd", "Ks"]], "dealer": 3}
    app = record_app("families", ("human", "normal", "normal", "normal"), pos, options=KUK)
    async with app.run_test(size=(100, 30)) as pilot:
        assert await settle(pilot, lambda: isinstance(app.screen, TableScreen))
        scr = app.screen
        assert await settle(pilot, lambda: my_turn(app), 400)
        assert "signal" in scr.match.legal_actions(0)
        await pilot.press("s")  # the Signal button's key
        assert await settle(pilot, lambda: scr.match.over, 4000)
        hand = scr.match.hand
        assert hand.winners == [0]
        assert hand.signals[0] == 0 and len(hand.signals) == 3  # two bots copied, in order
        assert len(hand.losers) == 1 and hand.losers[0] != 0
        assert scr.match.sheet.totals()[hand.losers[0]] == 1
