"""Durak at the table, by keyboard: beat a chosen attack card, take, the trump under the stock,
roles at a glance, the move timer."""

from __future__ import annotations

from cardtable.tui.cards import CardRow
from cardtable.tui.screens.table import TableScreen

from .driver import aio, record_app, screen_text, settle, table
from .test_uno_rules import held, pick_card

# Boris attacks 7h, Anna beats it with 9h, Boris throws in 7d and 9d: two unbeaten cards.
POSITION = {"hands": [["9h", "10d", "Qd", "Ks", "6c"], ["7h", "7d", "9d", "Ac", "8s"]], "trump": "6s",
            "attacker": 1}
ACTIONS = [(1, "attack 7h"), (0, "beat 7h 9h"), (1, "throw 7d"), (1, "throw 9d"), (1, "done")]


def ready(app) -> bool:
    return isinstance(app.screen, TableScreen) and not app.screen._refresh_pending


@aio
async def test_defence_beats_the_chosen_attack_card():
    app = record_app("durak", ("human", "normal"), POSITION, actions=ACTIONS)
    async with app.run_test(size=(80, 24)) as pilot:
        assert await settle(pilot, lambda: ready(app))
        text = screen_text(app)
        assert "6♠" in text  # the trump under the stock
        assert "◆ defends" not in text.splitlines()[1]  # Anna defends: her mark is on her hand label
        assert "▶ attacks" in text and "◆ defends" in text
        scr = table(app)
        attack = scr.query_one("#zone-attack", CardRow)
        assert [f.text for f in attack.faces] == ["7h", "7d", "9d"]
        assert [f.text for f in scr.query_one("#zone-under", CardRow).faces] == ["9h", "", ""]
        await pilot.press("up")  # to the table
        assert attack.has_focus
        await pilot.press(*["right"] * (2 - attack.cursor), "enter")  # 9♦, marked
        assert scr.piles.target == "9d" and scr.query_one("#hand", CardRow).has_focus
        await pick_card(pilot, "10d")  # 10♦ could beat 7♦ too: the marked card decides
        assert scr.match.actions[-1] == (0, "beat 9d 10d")
        assert await settle(pilot, lambda: ready(app))
        assert [f.text for f in scr.query_one("#zone-under", CardRow).faces] == ["9h", "", "10d"]


@aio
async def test_a_hand_card_first_asks_which_attack_card():
    app = record_app("durak", ("human", "normal"), POSITION, actions=ACTIONS)
    async with app.run_test(size=(80, 24)) as pilot:
        assert await settle(pilot, lambda: ready(app))
        await pick_card(pilot, "Qd")  # beats 7♦ or 9♦: a choice
        assert await settle(pilot, lambda: ready(app) and "Beat 7♦ with Q♦" in screen_text(app))
        scr = table(app)
        await pilot.press("right", "enter")  # the second choice: 9♦
        assert scr.match.actions[-1] == (0, "beat 9d Qd")


@aio
async def test_take_picks_up_the_table():
    pos = {"hands": [["9h", "10c", "Qd"], ["7h", "Ac", "8s", "7c"]], "trump": "6s", "attacker": 1}
    app = record_app("durak", ("human", "normal"), pos, actions=[(1, "attack 7h")], lang_override="ru")
    async with app.run_test(size=(80, 24)) as pilot:
        assert await settle(pilot, lambda: ready(app) and "«Беру» (T)" in screen_text(app))
        assert "Беру" in screen_text(app)
        await pilot.press("t")
        scr = table(app)
        assert (0, "take") in scr.match.actions
        assert await settle(pilot, lambda: "7h" in held(app, 0))


def test_the_move_timer_makes_a_slow_player_the_durak(monkeypatch):
    from cardtable.games.durak.present import PRESENTER

    # the rules' 10 s, shortened; long enough for the timer to be drawn on a loaded machine
    monkeypatch.setattr(PRESENTER, "move_timer", lambda state: 1.5)
    timer_run()


@aio
async def timer_run():
    pos = {"hands": [["9h", "10c", "Qd"], ["7h", "Ac", "8s", "7c"]], "trump": "6s", "attacker": 1}
    app = record_app("durak", ("human", "normal"), pos, {"move_timer_s": 10}, actions=[(1, "attack 7h")])
    async with app.run_test(size=(80, 24)) as pilot:
        assert await settle(pilot, lambda: ready(app) and "Your time" in screen_text(app))
        scr = table(app)
        assert await settle(pilot, lambda: (0, "timeout") in scr.match.actions, limit=2000)


def test_the_move_timer_waits_for_the_hot_seat_curtain(monkeypatch):
    from cardtable.games.durak.present import PRESENTER

    # long enough for the attacker's keys on a loaded machine, short enough to expire behind the curtain
    monkeypatch.setattr(PRESENTER, "move_timer", lambda state: 2.0)
    curtain_run()


@aio
async def curtain_run():
    from cardtable.tui.screens.handover import HandOverScreen

    pos = {"hands": [["9h", "10c", "Qd"], ["7h", "Ac", "8s", "7c"]], "trump": "6s", "attacker": 1}
    app = record_app("durak", ("human", "human"), pos, {"move_timer_s": 10})
    async with app.run_test(size=(80, 24)) as pilot:
        scr = table(app)
        if await settle(pilot, lambda: isinstance(app.screen, HandOverScreen), limit=50):
            await pilot.press("enter")  # the attacker takes the keyboard
        assert await settle(pilot, lambda: ready(app) and scr.viewer == 1)
        await pick_card(pilot, "7h")
        assert (1, "attack 7h") in scr.match.actions
        assert await settle(pilot, lambda: isinstance(app.screen, HandOverScreen))
        await pilot.pause(2.5)  # more than the whole move time, spent behind the curtain
        assert (0, "timeout") not in scr.match.actions
        await pilot.press("enter")
        assert await settle(pilot, lambda: ready(app) and "Your time" in screen_text(app))
        assert (0, "timeout") not in scr.match.actions  # the defender got the clock only now
        assert await settle(pilot, lambda: (0, "timeout") in scr.match.actions, limit=2000)


@aio
async def test_nothing_more_to_throw_asks_no_enough_only_beaten():
    """Anna throws in her last 7: «Хватит» (the only move) is made for her, then «Бито» is asked."""
    pos = {"hands": [["7h", "7d", "Kc", "Qs", "Ac", "8c"], ["9h", "Jd", "6h", "10c", "Ks", "Ad"]], "trump": "6s",
           "attacker": 0}
    app = record_app("durak", ("human", "normal"), pos, actions=[(0, "attack 7h"), (1, "beat 7h 9h")])
    async with app.run_test(size=(80, 24)) as pilot:
        assert await settle(pilot, lambda: ready(app))
        scr = table(app)
        await pick_card(pilot, "7d")
        assert await settle(pilot, lambda: len(scr.match.actions) > 4 or scr.match.to_act() == [0])
        assert scr.match.actions[3] == (0, "done"), scr.match.actions
        assert "Enough" not in [b.label for b in scr.bar.specs]


@aio
async def test_a_bot_waits_while_the_person_reads_the_menu():
    """Esc opens the menu: the bot's move is held back until the table is on top again, so nothing
    happens behind the person's back (the same for the rules and the review)."""
    pos = {"hands": [["9h", "10c", "Qd"], ["7h", "Ac", "8s", "7c"]], "trump": "6s", "attacker": 1}
    app = record_app("durak", ("human", "normal"), pos, pace=1.0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("escape")  # within the bot's second of thought
        scr = table(app)
        await pilot.pause(3.0)
        assert scr.session.away and scr.match.actions == [], "the bot moved behind the menu"
        await pilot.press("escape")  # back to the table
        assert await settle(pilot, lambda: scr.match.actions != [])
        assert scr.match.actions[0][0] == 1 and not scr.session.away
