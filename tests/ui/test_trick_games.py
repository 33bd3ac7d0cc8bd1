"""The bid-exactly trick games at the generic table, by keyboard only: a short match of Russian
Poker and of Kids' Poker against bots, and Russian Poker's hot-seat through every curtain (the
game-specific table areas come with the table rewrite; this checks nobody gets stuck)."""

from __future__ import annotations

from cardtable.engine.cards import UNKNOWN
from cardtable.tui.cards import CardRow

from .driver import aio, screen_text, table, table_app
from .test_whole_matches import play_match

# three players: Russian Poker's deal 17 is the maximum deal (the last); Kids' Poker's deal 29 is
# the golden deal (12 cards each, with calls)
SHORT = {"russian_poker": {"first_deal": 17}, "kids_poker": {"first_deal": 29}}


@aio
async def test_russian_poker_and_kids_poker_to_the_end_against_bots():
    for game in SHORT:
        app = table_app(game, kinds=("human", "normal", "normal"), seed=4, options=SHORT[game])
        async with app.run_test(size=(80, 24)) as pilot:
            stats = await play_match(pilot)
            assert stats["moves"] > 0 and table(app).match.over
            assert "The match is over" in screen_text(app)


@aio
async def test_russian_poker_hot_seat_through_the_curtains():
    app = table_app("russian_poker", kinds=("human", "normal", "human"), seed=6, options=SHORT["russian_poker"])
    async with app.run_test(size=(80, 24)) as pilot:
        stats = await play_match(pilot, humans=[0, 2])
        assert {"Anna", "Vera"} <= set(stats["curtains"])


@aio
async def test_an_unlooked_kids_poker_hand_is_face_down_on_the_table():
    app = table_app("kids_poker", kinds=("human", "normal", "normal"), seed=3, options=SHORT["kids_poker"])
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        scr = table(app)
        m = scr.match
        for _ in range(50):
            if 0 in m.to_act() or m.hand.looked & 1:
                break
            await pilot.pause(0.05)
        assert not m.hand.looked & 1
        assert scr.match.view(0).state.hands[0] == [UNKNOWN] * 12
        shown = [f.text for f in scr.query_one("#hand", CardRow).faces]
        assert all(t == "" for t in shown)
