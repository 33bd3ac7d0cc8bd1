"""SVG snapshots of every registered game's setup, hand-end moment and sheet at 80x24 and 120x40 (issue 13).

Each hand end starts from a record position one move (Families: one ask) before the end of a hand, so
the bots never think and every snapshot is the same on every run.  Three screens per game:
``test_game_setup`` (the setup form), ``test_game_moment`` (the table kept as the last move left it,
"Hand over: … Enter: the score sheet") and ``test_game_hand_end`` (the hand-end or match-end screen
with the sheet, after Enter at the moment).  The game list is the registry's, so a new game fails
``test_every_registered_game_has_an_ending`` until it gets an entry in ENDINGS."""

from __future__ import annotations

from dataclasses import dataclass, field

import pytest

from cardtable.engine.registry import REGISTRY
from cardtable.tui.app import CardtableApp
from cardtable.tui.screens.handend import HandEndScreen, MatchEndScreen
from cardtable.tui.screens.setup import SetupScreen
from cardtable.tui.screens.table import TableScreen

from .driver import my_turn, off_table, record_app, settle, to_sheet
from .test_uno52_table import DULL, stacks
from .test_uno52_table import pos as uno52_pos

SIZES = [(80, 24), (120, 40)]
IDS = ["80x24", "120x40"]
GAMES = tuple(REGISTRY)
TWO = ("human", "normal")
THREE = ("human", "normal", "normal")


@dataclass(frozen=True)
class Ending:
    """A position where Anna (seat 0, the person) ends the hand with ``keys``, each pressed on its own."""

    position: dict
    kinds: tuple[str, ...] = TWO
    keys: tuple[str, ...] = ("enter",)  # Enter on the card under the cursor
    options: dict = field(default_factory=dict)


# the last trick of a two-card deal: Boris led K♥, Vera followed; Anna's 6♥ closes it and Boris makes his 2
LAST_TRICK = {"deal": 2, "dealer": 0, "bids": [0, 2, 0], "scores": [12, 30, -4], "hands": [["6h"], [], []],
              "played": ["7c", "Ac", "8c"], "taken": [0, 1, 0], "leader": 1, "trick": ["Kh", "9h"]}

ENDINGS: dict[str, Ending] = {
    "uno": Ending({"hands": [["R3"], ["Y5", "Y6", "B8", "GS"]], "discard": ["R1"], "colour": "R", "turn": 0,
                   "dealer": 1}),
    "durak": Ending({"hands": [["Ah"], ["7c", "8c"]], "trump": "6s", "attacker": 0, "rest": "discard"}),
    "hundred_one": Ending({"hands": [["9h"], ["9c", "Kc", "Qs"]], "discard": ["10h"], "turn": 0}),
    "black_jack": Ending({"hands": [["8h"], ["9c", "9s", "Jd"]], "discard": ["8s"], "turn": 0, "calls": [0],
                          "dealer": 1}),
    "russian_poker": Ending({**LAST_TRICK, "trump": "s"}, THREE),
    "kids_poker": Ending(LAST_TRICK, THREE),  # diamonds are always trump
    # the last trick: Boris led K♥, Vera put 9♣, Anna's 5♥ ends it; Boris holds the best card and loses 10
    "twenty_two": Ending({"dealer": 0, "hands": [["5h"], [], []], "scores": [0, 20, 5], "leader": 1,
                          "trick": [["Kh"], ["9c"]]}, THREE),
    # the fifth trick: Anna, void in hearts, trumps Boris's 7♥ and Vera's 8♥ with the A♠
    "petukh": Ending({"dealer": 0, "phase": "play", "leader": 1, "hands": [["As"], [], []], "trump_card": "6s",
                      "trick": ["7h", "8h"], "taken": [2, 1, 1], "scores": [15, 12, 9]}, THREE),
    # Anna discards her last card (D) and goes out
    "most": Ending({"hands": [["Kc"], ["Ah", "Ad", "As", "2s"]], "bridge": ["5d", "9d"], "turn": 0, "phase": "act",
                    "melds": [{"owner": 0, "cards": ["8c", "9c", "10c"]}, {"owner": 1, "cards": ["3h", "4h", "5h"]}],
                    "dealer": 1}, keys=("d",)),
    # ask mode, the last family: Anna asks Boris (2) for the W-son (the only card she may want, Enter)
    "families": Ending({"hands": [["Wp", "Wm", "Wd"], ["Ws"], []], "laid": [["T", "S"], ["G", "B"], ["K", "R"]],
                        "stock": [], "turn": 0, "dealer": 2}, THREE, keys=("2", "enter")),
    # Anna goes out with a wild: the showdown of the open poker hands and the pots
    "uno52": Ending(uno52_pos([["W"], ["R2s", "R3s"], ["Y3s", "Y4s"]], ["R5c"],
                              [stacks("R9s B8c G7d Y6h R5s"), DULL[1], stacks("B9h G8h Y7c R6c B5d")],
                              turn=0, dealer=2, sb=0, bb=1, chips=[98, 94, 88], sbp=5, bbp=8, cp=12), THREE),
}


def test_every_registered_game_has_an_ending():
    assert set(ENDINGS) == set(GAMES), "every registered game needs a hand end in ENDINGS (and snapshots)"


@pytest.mark.parametrize("size", SIZES, ids=IDS)
@pytest.mark.parametrize("game", GAMES)
def test_game_setup(snap_compare, game, size):
    app = CardtableApp(strict=True, pace=0)

    async def open_setup(pilot):
        app.push_screen(SetupScreen(game))
        await settle(pilot, lambda: isinstance(app.screen, SetupScreen))
        await pilot.pause()

    assert snap_compare(app, terminal_size=size, run_before=open_setup)


def ending_app(game: str) -> tuple[CardtableApp, Ending]:
    end = ENDINGS[game]
    return record_app(game, end.kinds, end.position, options=end.options), end


async def last_move(pilot, end: Ending) -> None:
    """Anna's last move by keys, up to the hand-end moment (the table as the move left it)."""
    app = pilot.app
    assert await settle(pilot, lambda: my_turn(app) and app.focused is not None)
    await pilot.pause()
    for key in end.keys:
        await pilot.press(key)
        await pilot.pause()
    assert await settle(pilot, lambda: off_table(app))
    assert isinstance(app.screen, TableScreen) and app.screen.ended is not None, "no hand-end moment"


@pytest.mark.parametrize("size", SIZES, ids=IDS)
@pytest.mark.parametrize("game", GAMES)
def test_game_moment(snap_compare, game, size):
    app, end = ending_app(game)

    async def at_the_moment(pilot):
        await last_move(pilot, end)
        await settle(pilot, lambda: not app.screen._refresh_pending)
        await pilot.pause()

    assert snap_compare(app, terminal_size=size, run_before=at_the_moment)


@pytest.mark.parametrize("size", SIZES, ids=IDS)
@pytest.mark.parametrize("game", GAMES)
def test_game_hand_end(snap_compare, game, size):
    app, end = ending_app(game)

    async def to_the_sheet(pilot):
        await last_move(pilot, end)
        assert await to_sheet(pilot)
        assert await settle(pilot, lambda: isinstance(app.screen, HandEndScreen | MatchEndScreen))
        await pilot.pause()

    assert snap_compare(app, terminal_size=size, run_before=to_the_sheet)
