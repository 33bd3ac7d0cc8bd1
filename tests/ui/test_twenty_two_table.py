"""Twenty-Two's table by keyboard (issue 17, the table): a set built card by card with the status line
naming the set and what may be added, refusals naming the rule, the exchange picked on the hand
("change up to N: picked k", O changes), the public count for the others and never the cards,
hot-seat hand-overs, and the elimination mark on the sheet."""

from __future__ import annotations

from cardtable.games.present import presenter_for
from cardtable.tui.screens.handend import HandEndScreen, MatchEndScreen
from cardtable.tui.screens.table import TableScreen

from .driver import aio, my_turn, open_setup, record_app, screen_text, settle, table
from .test_uno_rules import held, pick_card, through_curtain

SIZE = (120, 36)


def ready(app) -> bool:
    return isinstance(app.screen, TableScreen) and not app.screen._refresh_pending


def status(app) -> str:
    return str(table(app).query_one("#status").render())


def message(app) -> str:
    return str(table(app).query_one("#message").render())


@aio
async def test_a_lead_is_built_card_by_card_the_status_says_the_set_and_a_wrong_rank_is_refused():
    pos = {"dealer": 1, "hands": [["9h", "9s", "9d", "2c"], ["3c", "4c", "5c", "6c"]]}
    app = record_app("twenty_two", ("human", "normal"), pos)
    async with app.run_test(size=SIZE) as pilot:
        assert await settle(pilot, lambda: ready(app))
        assert "lead a card or a set of one rank (up to 3: you keep a card)" in status(app)
        await pick_card(pilot, "9h")
        assert await settle(pilot, lambda: ready(app) and "Done" in screen_text(app))
        assert "your lead 9♥: add another 9 (up to 3) or Done (O)" in status(app)
        await pick_card(pilot, "2c")
        await pilot.pause()
        assert "a set is one rank: add another 9 or Done (O)" in message(app)
        assert table(app).match.actions == [(0, "play 9h")], "a refused card never reaches the engine"
        await pick_card(pilot, "9s")
        assert await settle(pilot, lambda: ready(app) and "9♥ 9♠" in status(app))
        trick = str(table(app).query_one("#area-trick").render())
        assert "9♥" in trick and "9♠" in trick, "the cards already put lie in the trick"
        await pilot.press("o")
        m = table(app).match
        assert m.actions[:3] == [(0, "play 9h"), (0, "play 9s"), (0, "done")]
        assert held(app, 0) == ["2c", "9d"]


@aio
async def test_a_follower_sees_head_or_the_m_lowest_and_each_card_refusal_names_the_rule():
    # twenty_two.md section 10, example 2 with set_beat_rule=each_card: 2,K is neither a head nor a duck
    pos = {"dealer": 0, "hands": [["2c", "4c", "9c", "Kc"], ["5d", "6d"]], "trick": [["7h", "7s"]]}
    app = record_app("twenty_two", ("human", "normal"), pos, options={"set_beat_rule": "each_card"})
    async with app.run_test(size=SIZE) as pilot:
        assert await settle(pilot, lambda: ready(app) and my_turn(app))
        assert "play 2: head 7♥ 7♠ card by card or your lowest 2♣ 4♣" in status(app)
        await pick_card(pilot, "2c")
        assert await settle(pilot, lambda: ready(app) and "your set 2♣ (1 of 2): add 4♣" in status(app))
        await pick_card(pilot, "Kc")
        await pilot.pause()
        assert "head 7♥ 7♠ card by card (each card equal or higher) or play your 2 lowest: 2♣ 4♣" in message(app)
        assert table(app).match.actions == [(0, "play 2c")]
        await pick_card(pilot, "4c")
        m = table(app).match
        assert await settle(pilot, lambda: len(m.actions) >= 2)
        assert m.actions[1] == (0, "play 4c")


@aio
async def test_must_head_refuses_the_lowest_card_and_says_why():
    pos = {"dealer": 0, "hands": [["3c", "5c", "9c"], ["4d", "6d"]], "trick": [["8h"]]}
    app = record_app("twenty_two", ("human", "normal"), pos, options={"must_head_if_able": True})
    async with app.run_test(size=SIZE) as pilot:
        assert await settle(pilot, lambda: ready(app) and my_turn(app))
        assert "you can head 8♥, so you must (must head)" in status(app)
        await pick_card(pilot, "3c")
        await pilot.pause()
        assert "must head: you can head 8♥, so your lowest cards are not allowed" in message(app)
        assert table(app).match.actions == []


@aio
async def test_the_exchange_is_picked_on_the_hand_then_changed_and_the_others_read_only_the_count():
    pos = {"dealer": 1, "phase": "exchange", "hands": [["Ah", "Kc", "3c", "2d"], ["4c", "5c", "6c", "7c"]],
           "stock": ["7d", "8d", "9d"]}
    app = record_app("twenty_two", ("human", "normal"), pos)
    async with app.run_test(size=SIZE) as pilot:
        assert await settle(pilot, lambda: ready(app) and my_turn(app))
        assert "change up to 3" in status(app)
        area = table(app).query_one("#area-exchange")
        assert "Change up to 3: picked 0" in str(area.render())
        await pilot.press("o")
        await pilot.pause()
        assert "no card marked: mark cards with Enter, or keep your hand with P" in message(app)
        assert table(app).match.actions == []
        await pick_card(pilot, "Ah")
        await pick_card(pilot, "3c")
        await pick_card(pilot, "Kc")
        assert await settle(pilot, lambda: "picked 3" in str(area.render()))
        assert table(app).hand.marked == {"Ah", "3c", "Kc"}
        await pick_card(pilot, "2d")
        await pilot.pause()
        assert "the stock holds 3: you may change at most 3" in message(app)
        await pick_card(pilot, "3c")  # taken back
        assert await settle(pilot, lambda: all(w in str(area.render()) for w in ("picked 2  ", "K♣", "A♥")))
        assert table(app).match.actions == [], "nothing is laid away before O"
        await pilot.press("o")
        m = table(app).match
        assert await settle(pilot, lambda: len(m.actions) >= 3)
        assert sorted(m.actions[:2]) == [(0, "discard Ah"), (0, "discard Kc")] and m.actions[2] == (0, "draw")
        assert held(app, 0) == ["2d", "3c", "7d", "8d"]
        log = str(table(app).query_one("#log").lines)
        assert "You lay K♣ away" in log or "You change 2 cards" in screen_text(app)
        # what Boris reads of it: the count, never the cards
        p = presenter_for("twenty_two")
        deck = m.hand.deck
        seen = [p.line(e, deck, ["Anna", "Boris"], 1) for e in m.view(1, last_events=len(m.events)).events]
        lines = " | ".join(t for t in seen if t)
        assert "Anna changes 2 cards" in lines
        assert "K♣" not in lines and "A♥" not in lines and "7♦" not in lines


@aio
async def test_hot_seat_hands_over_before_the_next_persons_exchange_and_play():
    pos = {"dealer": 2, "phase": "exchange", "hands": [["Ah", "Kc", "3c"], ["4c", "5c", "6c"], ["7c", "8c", "9c"]],
           "stock": ["7d", "8d", "9d", "10d"]}
    app = record_app("twenty_two", ("human", "human", "normal"), pos)
    async with app.run_test(size=SIZE) as pilot:
        await through_curtain(pilot, "Anna")
        await pick_card(pilot, "Ah")
        assert table(app).hand.marked == {"Ah"}
        await pilot.press("o")
        await through_curtain(pilot, "Boris")
        scr = table(app)
        assert scr.viewer == 1 and scr.hand.marked == set(), "Anna's marks never reach Boris"
        assert "change up to 3" in status(app)
        assert "Change up to 3: picked 0" in str(scr.query_one("#area-exchange").render())
        await pilot.press("p")
        # the bot exchanges, then Anna leads: the keyboard goes back to her behind a curtain
        await through_curtain(pilot, "Anna")
        assert "lead a card" in status(app)


@aio
async def test_the_last_trick_eliminates_and_the_sheet_marks_the_seat_out():
    pos = {"dealer": 0, "hands": [["5h"], ["Kh"]], "scores": [0, 20]}
    app = record_app("twenty_two", ("human", "normal"), pos)
    async with app.run_test(size=SIZE) as pilot:
        assert await settle(pilot, lambda: ready(app) and my_turn(app))
        assert "the last trick: play your card" in status(app)
        await pick_card(pilot, "5h")
        assert await settle(pilot, lambda: isinstance(app.screen, HandEndScreen | MatchEndScreen), 800)
        await pilot.pause()
        row = table(app).match.sheet.rows[-1]
        assert row.extra["eliminated"] == [1]
        text = screen_text(app)
        assert "✗" in text
        assert "Boris took the last trick (K♥): +10 penalty, 30/22, out" in text
        assert "K♥ (10)  = 10" in text, "the losing card and its value on the hand's moment"


def test_the_strings_have_both_languages_and_a_russian_status():
    p = presenter_for("twenty_two")
    assert set(p.strings["en"]) == set(p.strings["ru"])


@aio
async def test_setup_is_generated_from_the_options_with_titled_values_in_russian():
    from cardtable.tui.app import CardtableApp

    app = CardtableApp(strict=True, pace=0, lang_override="ru")
    async with app.run_test(size=(110, 50)) as pilot:
        await open_setup(pilot, "twenty_two")
        text = screen_text(app)
        assert "Как набор перебивает" in text and "По старшей карте" in text
        assert "highest_card" not in text


@aio
async def test_an_eliminated_dealer_is_shown_dealing_and_out():
    pos = {"dealer": 2, "eliminated": [2], "hands": [["9h", "2c", "3d"], ["4c", "5c", "6c"], []]}
    app = record_app("twenty_two", ("human", "normal", "normal"), pos)
    async with app.run_test(size=SIZE) as pilot:
        assert await settle(pilot, lambda: ready(app))
        assert "Vera deals, out" in str(table(app).query_one("#opp-2").render())
