"""The end of a hand as a moment (issue 13): the winner (the durak), the last move, every hand face up
with each card's points and the sum, the sheet; Left/Right between the sheet's buttons."""

from __future__ import annotations

from textual.widgets import Button

from cardtable.engine.sheet import HandResult
from cardtable.games.present import presenter_for
from cardtable.tui.buttons import MarkedButton
from cardtable.tui.cards import CardRow
from cardtable.tui.screens.handend import HandEndScreen, MatchEndScreen
from cardtable.tui.screens.table import TableScreen

from .driver import aio, record_app, screen_text, settle


def test_durak_result_names_the_durak_in_both_languages():
    p = presenter_for("durak")
    row = HandResult([2, 0, 1], [0], extra={"durak": 1, "first_out": [0]})
    names = ["Anna", "Boris", "Vera"]
    assert p.hand_result(row, names, 2, "en") == "Boris is the durak · first out: Anna"
    assert p.hand_result(row, names, 1, "ru") == "Вы остались в дураках · первым вышел(а): Anna"
    assert p.s("en", "sheet.row") == "Deal" and presenter_for("uno").s("en", "sheet.row") == "Hand"


@aio
async def test_uno_hand_end_shows_the_last_card_the_hands_and_their_points():
    pos = {"hands": [["R3"], ["Y5", "Y6", "B8"]], "discard": ["R1"], "colour": "R", "turn": 0, "dealer": 1}
    app = record_app("uno", ("human", "normal"), pos, options={"target_score": 10})
    async with app.run_test(size=(80, 24)) as pilot:
        assert await settle(pilot, lambda: app.focused is not None and not isinstance(app.screen, MatchEndScreen))
        await pilot.press("enter")
        # the moment: the table stays as the last card left it, the result in the status line
        assert await settle(pilot, lambda: getattr(app.screen, "ended", None) is not None)
        await pilot.pause()
        scr = app.screen
        assert isinstance(scr, TableScreen)
        text = screen_text(app)
        assert "Hand over: You won the hand. Enter: the score sheet" in text
        assert scr.query_one("#zone-discard", CardRow).faces[-1].text == "R3", "the last card left the pile"
        assert [f.text for f in scr.query_one("#hand", CardRow).faces] == []
        assert isinstance(app.focused, Button) and "Score sheet" in str(app.focused.label)
        await pilot.press("left", "up", "down")
        assert isinstance(app.screen, TableScreen), "an arrow left the moment"
        await pilot.press("enter")
        assert await settle(pilot, lambda: isinstance(app.screen, HandEndScreen | MatchEndScreen))
        await pilot.pause()
        text = screen_text(app)
        assert "You won the hand" in text
        assert "Last move: You play R3" in text
        assert "Y5 (5)  Y6 (6)  B8 (8)  = 19" in text
        assert isinstance(app.screen, MatchEndScreen), "19 points reach the target of 10"
        again, lobby = app.screen.query(MarkedButton)
        assert app.focused is lobby and str(lobby.label).startswith("▸"), "the safe choice first (issue 33)"
        await pilot.press("right")
        assert app.focused is lobby, "Right wrapped around"
        await pilot.press("left")
        assert app.focused is again and str(again.label).startswith("▸")
        await pilot.press("left")
        assert app.focused is again, "Left wrapped around"
        await pilot.press("right")
        assert app.focused is lobby


@aio
async def test_the_moment_shows_the_finished_hand_not_the_next_deal():
    """The log stops before "Hand 2 is dealt" and the title names hand 1 until Enter."""
    pos = {"hands": [["9h"], ["9c", "Kc", "Qs"]], "discard": ["10h"], "turn": 0}
    app = record_app("hundred_one", ("human", "normal"), pos)
    async with app.run_test(size=(100, 30)) as pilot:
        assert await settle(pilot, lambda: app.focused is not None)
        await pilot.press("enter")
        assert await settle(pilot, lambda: getattr(app.screen, "ended", None) is not None)
        await pilot.pause()
        scr = app.screen
        assert isinstance(scr, TableScreen) and scr.match.hand_no == 2, "the next hand is dealt behind the moment"
        text = screen_text(app)
        assert "hand 1" in text and "hand 2" not in text
        assert "Hand 2 is dealt" not in text
        await pilot.press("enter")
        assert await settle(pilot, lambda: isinstance(app.screen, HandEndScreen))
        await pilot.press("enter")
        assert await settle(pilot, lambda: isinstance(app.screen, TableScreen) and app.screen.ended is None)
        await pilot.pause()
        assert "Hand 2 is dealt" in screen_text(app)
