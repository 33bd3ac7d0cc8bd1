"""Every game but Uno, Uno 52 and the bid-exactly trick games (their own files) played to the end
of a whole match by keyboard only: one person against bots,
and hot-seat (two people and a bot) through every hand-over curtain."""

from __future__ import annotations

import pytest

from cardtable.tui.cards import CardRow
from cardtable.tui.screens.handend import HandEndScreen, MatchEndScreen
from cardtable.tui.screens.handover import HandOverScreen
from cardtable.tui.screens.table import TableScreen

from .driver import aio, my_turn, off_table, play_turn_any, record_app, screen_text, settle, table, table_app

MAX_MOVES = 400

# Short matches: one deal of Durak, one won deal of Black Jack, one hand of Most.  101 has no target option (a match
# ends when all but one are over 101, some 15 hands and 400 moves from 0), so its match starts from
# a position with the totals carried in at 92: the first hand or two end it.
SHORT = {"durak": {"deals_per_match": 1}, "black_jack": {"target_wins": 1}, "most": {"hands_limit": 1},
         "families": {}, "kukareku": {"mode": "kukareku", "kukareku_limit": 1, "kukareku_signal": False},
         "petukh": {"elimination_score": 20}, "twenty_two": {"elimination_score": 11}}
POS_101 = {"hands": [["7c", "9h", "Kd", "10s"], ["9d", "Jh", "Jc", "Kh"], ["9s", "10c", "Qs", "8d"]],
           "discard": ["9c"], "turn": 1, "dealer": 0, "scores": [92, 92, 92]}


def match_app(game: str, kinds: tuple[str, ...], seed: int, scores: int = 92):
    if game == "hundred_one":  # Boris (a bot) moves first: the curtain must follow the keyboard
        return record_app(game, kinds, {**POS_101, "scores": [scores] * 3}, seed=seed)
    real = "families" if game == "kukareku" else game
    return table_app(real, kinds=kinds, seed=seed, options=SHORT[game])


def waiting(app) -> bool:
    """Something for the keyboard: a move, a curtain, a score sheet, the match end."""
    scr = app.screen
    return my_turn(app) or off_table(app) or isinstance(scr, (HandOverScreen, HandEndScreen, MatchEndScreen))


async def play_match(pilot, humans: list[int] | None = None) -> dict:
    """Play by keyboard until the match-end screen; in hot-seat check every curtain and hand."""
    app = pilot.app
    stats = {"moves": 0, "hands": 1, "curtains": []}
    while stats["moves"] < MAX_MOVES:
        assert await settle(pilot, lambda: waiting(app), limit=2000), f"stuck on {app.screen!r}"
        scr = app.screen
        if isinstance(scr, MatchEndScreen):
            return stats
        if isinstance(scr, TableScreen) and scr.ended is not None:
            await pilot.press("enter")  # the hand-end moment: on to the sheet
            continue
        if isinstance(scr, HandEndScreen):
            await pilot.press("enter")  # the next hand
            stats["hands"] += 1
            continue
        if isinstance(scr, HandOverScreen):
            t = table(app)
            assert t.viewer is None and t.query_one("#hand", CardRow).faces == []
            text = screen_text(app)
            assert "Pass the keyboard to" in text and "│" not in text  # no card behind the curtain
            stats["curtains"].append(scr.player)
            await pilot.press("enter")
            continue
        assert isinstance(scr, TableScreen)
        if humans:
            check_hot_seat_hand(scr, humans, stats["curtains"])
        await play_turn_any(pilot)
        stats["moves"] += 1
    raise AssertionError("the match did not end")


def check_hot_seat_hand(scr: TableScreen, humans: list[int], curtains: list[str]) -> None:
    """The hand on screen is the viewer's; no card of the other person's hand is in the hand row."""
    viewer = scr.viewer
    assert curtains and curtains[-1] == scr.names[viewer]  # every keyboard change had a curtain
    deck = scr.match.hand.deck
    hand = scr.match.hand.hands[viewer]
    shown = [f.text for f in scr.query_one("#hand", CardRow).faces]
    assert shown == [deck.text(c) for c in scr.presenter.hand_order(scr.match.view(viewer), hand)]  # the game's order
    for other in humans:
        if other != viewer:
            theirs = {deck.text(c) for c in scr.match.hand.hands[other]}
            assert not theirs & set(shown)


@pytest.mark.parametrize("game", ["durak", "hundred_one", "black_jack", "most", "families", "kukareku", "petukh",
                                  "twenty_two"])
@aio
async def test_a_whole_match_against_bots_by_keyboard(game):
    app = match_app(game, ("human", "normal", "normal"), seed=4, scores=75)
    async with app.run_test(size=(80, 24)) as pilot:
        stats = await play_match(pilot)
        assert stats["moves"] > 0
        assert "The match is over" in screen_text(app)
        assert table(app).match.over
        print(game, stats["moves"], "moves", stats["hands"], "hands")


@pytest.mark.parametrize("game", ["hundred_one", "black_jack", "most", "families", "kukareku", "petukh", "twenty_two"])
@aio
async def test_a_whole_hot_seat_match_through_the_curtains(game):
    app = match_app(game, ("human", "normal", "human"), seed=6)
    async with app.run_test(size=(80, 24)) as pilot:
        stats = await play_match(pilot, humans=[0, 2])
        assert {"Anna", "Vera"} <= set(stats["curtains"])
        assert "The match is over" in screen_text(app)
        print(game, stats["moves"], "moves", stats["hands"], "hands", len(stats["curtains"]), "curtains")
