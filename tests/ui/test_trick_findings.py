"""Issue 33's findings at the trick games' tables (Durak, Russian Poker, Kids' Poker, Twenty-Two,
Petukh) and where the hand's cursor starts (contract item 6), by keyboard with the Pilot."""

from __future__ import annotations

from cardtable.tui.buttons import MarkedButton
from cardtable.tui.cards import CardRow
from cardtable.tui.screens.table import TableScreen

from .driver import aio, record_app, settle, table


def ready(app) -> bool:
    return isinstance(app.screen, TableScreen) and not app.screen._refresh_pending


def under_cursor(app) -> str:
    hand = table(app).query_one("#hand", CardRow)
    return hand.faces[hand.cursor].text


# -- Durak: the cursor starts on the card that does the job ------------------------------------------

@aio
async def test_durak_the_defence_starts_on_the_cheapest_plain_beat():
    """7♣ attacks; 9♣, 10♣ and the trump 7♠ beat it: the cursor starts on 9♣ (the issue: the first
    card, a trump, or 10♣), and Enter beats with it."""
    pos = {"hands": [["10c", "9c", "7s", "Kd"], ["7c", "8d", "Jh", "Qh"]], "trump": "6s", "attacker": 1}
    app = record_app("durak", ("human", "normal"), pos, actions=[(1, "attack 7c")])
    async with app.run_test(size=(80, 24)) as pilot:
        assert await settle(pilot, lambda: ready(app))
        await pilot.pause()
        assert app.focused is table(app).hand and under_cursor(app) == "9c"
        await pilot.press("enter")
        assert (0, "beat 7c 9c") in table(app).match.actions


@aio
async def test_durak_a_trump_beats_only_where_no_plain_card_does():
    pos = {"hands": [["Kd", "9s", "7s", "6d"], ["7c", "8d", "Jh", "Qh"]], "trump": "6s", "attacker": 1}
    app = record_app("durak", ("human", "normal"), pos, actions=[(1, "attack 7c")])
    async with app.run_test(size=(80, 24)) as pilot:
        assert await settle(pilot, lambda: ready(app))
        await pilot.pause()
        assert under_cursor(app) == "7s"  # the cheapest trump: no club to beat 7♣


@aio
async def test_durak_the_lead_starts_on_the_lowest_plain_card():
    pos = {"hands": [["6s", "Ah", "9d", "8c"], ["7c", "8d", "Jh", "Qh"]], "trump": "6s", "attacker": 0}
    app = record_app("durak", ("human", "normal"), pos)
    async with app.run_test(size=(80, 24)) as pilot:
        assert await settle(pilot, lambda: ready(app))
        await pilot.pause()
        assert under_cursor(app) == "8c"  # not the trump 6♠ (the first card of the hand)


@aio
async def test_durak_the_throw_in_starts_on_a_plain_card_never_on_a_trump():
    # Anna led 7♣, Boris beat it with 9♣: Anna may throw in 7♠ (a trump) or 9♦ (plain)
    pos = {"hands": [["7c", "7s", "9d", "Kh"], ["9c", "8d", "Jh", "Qh", "Ad"]], "trump": "6s", "attacker": 0}
    app = record_app("durak", ("human", "normal"), pos, actions=[(0, "attack 7c"), (1, "beat 7c 9c")])
    async with app.run_test(size=(80, 24)) as pilot:
        assert await settle(pilot, lambda: ready(app))
        await pilot.pause()
        assert app.focused is table(app).hand and under_cursor(app) == "9d"


@aio
async def test_durak_a_throw_in_of_only_trumps_starts_on_beaten():
    pos = {"hands": [["7c", "7s", "Kh"], ["9c", "8d", "Jh", "Qh", "Ad"]], "trump": "6s", "attacker": 0}
    app = record_app("durak", ("human", "normal"), pos, actions=[(0, "attack 7c"), (1, "beat 7c 9c")])
    async with app.run_test(size=(80, 24)) as pilot:
        assert await settle(pilot, lambda: ready(app))
        await pilot.pause()
        await pilot.pause()
        focused = app.focused
        assert isinstance(focused, MarkedButton) and "Beaten" in str(focused.label)
        await pilot.press("enter")
        assert (0, "pass") in table(app).match.actions


@aio
async def test_durak_a_marked_attack_card_moves_the_cursor_to_its_cheapest_beat():
    # 7♥ beaten; 7♦ and 9♦ open; Anna holds 8♦ (beats 7♦ only) and 10♦ (beats both): marking 9♦
    # on the table puts the cursor on 10♦
    pos = {"hands": [["9h", "10d", "8d", "Ks", "6c"], ["7h", "7d", "9d", "Ac", "8s"]], "trump": "6s",
           "attacker": 1}
    actions = [(1, "attack 7h"), (0, "beat 7h 9h"), (1, "throw 7d"), (1, "throw 9d"), (1, "done")]
    app = record_app("durak", ("human", "normal"), pos, actions=actions)
    async with app.run_test(size=(80, 24)) as pilot:
        assert await settle(pilot, lambda: ready(app))
        await pilot.pause()
        assert under_cursor(app) == "8d"
        scr = table(app)
        attack = scr.query_one("#zone-attack", CardRow)
        await pilot.press("up")
        await pilot.press(*["right"] * (2 - attack.cursor), "enter")  # 9♦ marked
        await pilot.pause()
        assert scr.piles.target == "9d" and under_cursor(app) == "10d"


@aio
async def test_the_hint_on_show_moves_the_cursor_to_its_card(monkeypatch):
    """Contract item 6: "the hint's move when the hint is shown" (a weighing stubbed to name 10♣)."""
    from cardtable.practice.hint import Weighed, Weighing
    from cardtable.tui.widgets import hint_panel

    def weigh(spec, view, seed, **kw):
        return Weighing("beat 7c 10c", [Weighed("beat 7c 10c", 0.6, 0.6, 9), Weighed("take", 0.2, 0.2, 3)], 12)

    monkeypatch.setattr(hint_panel, "weigh", weigh)
    pos = {"hands": [["10c", "9c", "7s", "Kd"], ["7c", "8d", "Jh", "Qh"]], "trump": "6s", "attacker": 1}
    app = record_app("durak", ("human", "normal"), pos, actions=[(1, "attack 7c")])
    async with app.run_test(size=(80, 24)) as pilot:
        assert await settle(pilot, lambda: ready(app))
        await pilot.pause()
        assert under_cursor(app) == "9c"
        await pilot.press("h")
        assert await settle(pilot, lambda: table(app).hint_panel.shown and under_cursor(app) == "10c")
        assert app.focused is table(app).hand
        await pilot.press("left")  # the arrows stay the player's while the hint shows
        assert under_cursor(app) == "9c"
        await pilot.pause()
        assert under_cursor(app) == "9c"
