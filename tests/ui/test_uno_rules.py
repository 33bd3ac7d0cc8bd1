"""Uno's house rules at the table (uno.md sections 7-8), by keyboard from seeded positions."""

from __future__ import annotations

from cardtable.tui.cards import CardRow
from cardtable.tui.screens.handover import HandOverScreen
from cardtable.tui.screens.table import TableScreen

from .driver import aio, record_app, screen_text, settle, table


def phase_is(app, phase: str) -> bool:
    scr = table(app)
    return scr.match.hand.public_info()["phase"] == phase and not scr._refresh_pending


def hand_texts(scr: TableScreen) -> list[str]:
    return [f.text for f in scr.query_one("#hand", CardRow).faces]


def held(app, seat: int) -> list[str]:
    m = table(app).match
    return sorted(m.hand.deck.text(c) for c in m.hand.hands[seat])


async def pick_card(pilot, text: str) -> None:
    """Focus the hand, move the cursor to ``text`` and press Enter (keyboard only)."""
    scr = table(pilot.app)
    hand = scr.query_one("#hand", CardRow)
    for _ in range(4):
        if hand.has_focus:
            break
        await pilot.press("down" if isinstance(pilot.app.focused, CardRow) else "up")
    target = hand_texts(scr).index(text)
    steps = target - hand.cursor
    await pilot.press(*(["right" if steps > 0 else "left"] * abs(steps)), "enter")


async def through_curtain(pilot, name: str) -> None:
    app = pilot.app
    assert await settle(pilot, lambda: isinstance(app.screen, HandOverScreen))
    assert app.screen.player == name
    assert "│" not in screen_text(app)  # no card behind the curtain
    await pilot.press("enter")
    assert await settle(pilot, lambda: isinstance(app.screen, TableScreen) and not app.screen._refresh_pending)


@aio
async def test_seven_swap_by_the_player_picker_and_the_house_rules_line():
    pos = {"hands": [["R7", "G2", "B3"], ["Y1", "Y2"], ["B5", "B6", "G9", "G8"]], "discard": ["R1"], "turn": 0,
           "dealer": 2}
    app = record_app("uno", ("human", "normal", "normal"), pos, {"seven_zero": True})
    async with app.run_test(size=(80, 24)) as pilot:
        assert await settle(pilot, lambda: isinstance(app.screen, TableScreen))
        assert "House rules: Seven-zero" in screen_text(app)
        await pick_card(pilot, "R7")
        scr = table(app)
        assert await settle(pilot, lambda: phase_is(app, "swap"))
        text = screen_text(app)
        assert "3·Vera" in text and "choose whom to swap hands with" in text
        await pilot.press("3")  # Vera is seat 2: the digit beside her name
        assert (0, "swap 2") in scr.match.actions
        assert held(app, 0) == ["B5", "B6", "G8", "G9"]


@aio
async def test_five_trade_with_two_humans_chooses_behind_a_hand_over():
    pos = {"hands": [["R5", "G2", "B3"], ["Y7", "Y8", "B9"], ["G6", "G7"]], "discard": ["R1"], "turn": 0,
           "dealer": 2}
    app = record_app("uno", ("human", "human", "normal"), pos, {"five_swap": True})
    async with app.run_test(size=(80, 24)) as pilot:
        await through_curtain(pilot, "Anna")
        await pick_card(pilot, "R5")
        scr = table(app)
        assert await settle(pilot, lambda: phase_is(app, "trade"))
        await pilot.press("2")  # Boris
        assert await settle(pilot, lambda: not scr._refresh_pending)
        assert "choose the card to give" in screen_text(app)
        await pick_card(pilot, "G2")
        await through_curtain(pilot, "Boris")
        assert hand_texts(table(app)) == ["Y7", "Y8", "B9"]  # Boris's own hand, nothing of Anna's
        await pick_card(pilot, "B9")
        assert held(app, 0) == ["B3", "B9"] and held(app, 1) == ["G2", "Y7", "Y8"]


@aio
async def test_slap_race_with_the_players_own_key_and_a_countdown():
    pos = {"hands": [["B1", "B2", "Y7"], ["R5", "G3"]], "discard": ["R1"], "turn": 1, "dealer": 0}
    app = record_app("uno", ("human", "normal"), pos, {"uno_center": True, "reaction_ms": 8000},
                     actions=[(1, "play R5 uno")], pace=0.01)
    async with app.run_test(size=(80, 24)) as pilot:
        assert await settle(pilot, lambda: isinstance(app.screen, TableScreen) and "Slap now!" in screen_text(app))
        await pilot.press("s")
        scr = table(app)
        assert (0, "slap") in scr.match.actions
        assert len(held(app, 0)) == 3  # one opponent who slapped in time draws nothing
        assert await settle(pilot, lambda: "You slap" in screen_text(app))


@aio
async def test_silence_marker_talk_penalty_and_a_free_laugh():
    pos = {"hands": [["G5", "B7", "R9"], ["R2", "Y3", "Y4"], ["G1", "G3", "B4"]], "discard": ["R1"], "turn": 1,
           "dealer": 0}
    app = record_app("uno", ("human", "normal", "normal"), pos, {"silence": "twos"}, actions=[(1, "play R2")])
    async with app.run_test(size=(80, 24)) as pilot:
        assert await settle(pilot, lambda: isinstance(app.screen, TableScreen))
        scr = table(app)
        # Vera moves, then it is Anna's turn with Boris's silence still on
        assert await settle(pilot, lambda: scr.match.to_act() == [0] and not scr._refresh_pending)
        assert scr.match.hand.silent()
        assert "🤫" in screen_text(app).splitlines()[0]  # the status line
        await pilot.press("l")  # laughing is exempt
        assert len(held(app, 0)) == 3 and "Anna laughs" in screen_text(app)
        await pilot.press("t")  # talking breaks the silence: 2 cards
        assert len(held(app, 0)) == 5
        assert not scr.match.hand.silent()
        assert await settle(pilot, lambda: not scr._refresh_pending)
        assert "🤫" not in screen_text(app).splitlines()[0] and "broke the silence" in screen_text(app)


@aio
async def test_ready_prompt_holds_play_after_drawing_four():
    pos = {"hands": [["R3", "G2"], ["Y5", "Y6", "B8"]], "discard": ["R1", "W+4"], "colour": "B", "pending": 4,
           "turn": 0, "dealer": 1}
    app = record_app("uno", ("human", "normal"), pos)
    async with app.run_test(size=(80, 24)) as pilot:
        assert await settle(pilot, lambda: isinstance(app.screen, TableScreen))
        scr = table(app)
        await pilot.press("d")
        assert len(held(app, 0)) == 6
        for _ in range(20):
            await pilot.pause()
        assert scr.match.to_act() == [1] and scr.match.actions[-1] == (0, "draw")  # Boris waits
        assert "press Ready" in screen_text(app)
        await pilot.press("enter")  # the Ready button has the focus
        assert await settle(pilot, lambda: scr.match.actions[-1][0] == 1)


@aio
async def test_jump_in_by_a_person_away_from_the_keyboard():
    pos = {"hands": [["R3", "G4", "Y9"], ["B1", "B2", "Y2"], ["R3", "B6", "B8"]], "discard": ["R1"], "turn": 0,
           "dealer": 2}
    app = record_app("uno", ("human", "normal", "human"), pos, {"jump_in": True, "reaction_ms": 8000}, pace=0.05)
    async with app.run_test(size=(80, 24)) as pilot:
        await through_curtain(pilot, "Anna")
        await pick_card(pilot, "R3")
        scr = table(app)
        assert await settle(pilot, lambda: "Jump in (Vera)" in screen_text(app))
        assert scr.session.window_deadline is not None  # the countdown runs
        await pilot.press("j")
        await through_curtain(pilot, "Vera")
        assert "pick the identical card" in screen_text(app)
        await pick_card(pilot, "R3")
        assert scr.match.actions[-1] == (2, "play R3")
        assert scr.session.claim is None


@aio
async def test_a_false_jump_in_claim_is_refused_without_mistake_penalty():
    pos = {"hands": [["R3", "G4", "Y9"], ["B1", "B2", "Y2"], ["G3", "B6", "B8"]], "discard": ["R1"], "turn": 0,
           "dealer": 2}
    app = record_app("uno", ("human", "normal", "human"), pos, {"jump_in": True}, pace=3)
    async with app.run_test(size=(80, 24)) as pilot:
        await through_curtain(pilot, "Anna")
        await pick_card(pilot, "R3")
        await pilot.press("j")  # Vera claims at once; Boris (a bot) thinks for 3 s
        await through_curtain(pilot, "Vera")
        scr = table(app)
        await pick_card(pilot, "G3")
        assert "not identical" in screen_text(app)
        assert scr.match.actions == [(0, "play R3")] and scr.session.claim is None
        assert len(held(app, 2)) == 3


@aio
async def test_a_laugh_stays_in_the_log_after_a_hot_seat_hand_over():
    pos = {"hands": [["G5", "B7", "R9"], ["R2", "Y3", "Y4"]], "discard": ["R1"], "turn": 0, "dealer": 1}
    app = record_app("uno", ("human", "human"), pos, {"silence": "twos"})
    async with app.run_test(size=(100, 30)) as pilot:
        await through_curtain(pilot, "Anna")
        scr = table(app)
        await pilot.press("l")
        assert "Anna laughs" in screen_text(app)
        await pick_card(pilot, "R9")
        await through_curtain(pilot, "Boris")
        assert scr.viewer == 1
        assert "Anna laughs" in screen_text(app)  # the log rebuilt for Boris keeps it
