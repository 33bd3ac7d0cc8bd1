"""Petukh's table by keyboard (issue 17, the table): the prikup offer (Buy B, show claims and buy S,
keep the hand K), play or opt out with the streak penalty stated and a dimmed Opt out that says why,
claim keys and Rams when legal, the shown claims visible to all, the bank and chips, hot-seat
hand-overs, and the elimination mark on the sheet."""

from __future__ import annotations

from cardtable.games.present import presenter_for
from cardtable.tui.screens.handend import HandEndScreen, MatchEndScreen
from cardtable.tui.screens.table import TableScreen

from .driver import aio, my_turn, open_setup, record_app, screen_text, settle, table
from .test_uno_rules import pick_card, through_curtain

SIZE = (120, 36)
HANDS = [["Jh", "Jd", "8h", "9h", "10h"], ["6d", "7d", "8d", "9d", "10d"], ["6c", "7c", "8c", "9c", "10c"]]
PRIKUP = ["7s", "8s", "9s", "10s", "Js"]


def offer(turn: int = 0, declined: int = 0) -> dict:
    part = ["plays" if s < declined else None for s in range(3)]
    return {"dealer": 2, "phase": "offer", "turn": turn, "hands": HANDS, "trump_card": "6s", "prikup": PRIKUP,
            "part": part}


def ready(app) -> bool:
    return isinstance(app.screen, TableScreen) and not app.screen._refresh_pending


def status(app) -> str:
    return str(table(app).query_one("#status").render())


def area(app, name: str) -> str:
    return str(table(app).query_one(f"#area-{name}").render())


def labels(app) -> list[str]:
    return [b.label for b in table(app).bar.specs]


@aio
async def test_the_offer_shows_claims_and_buys_with_s_and_everyone_sees_the_pair():
    app = record_app("petukh", ("human", "normal", "normal"), offer())
    async with app.run_test(size=SIZE) as pilot:
        assert await settle(pilot, lambda: ready(app) and my_turn(app))
        assert "Buy unseen (B), show your claims and buy (S), keep your hand (K)" in status(app)
        assert labels(app)[:3] == ["Buy the prikup", "Keep my hand", "Show red jacks J♥ J♦"]
        assert "5 cards face down, offered to You" in area(app, "prikup")
        assert "S: show J♥ J♦ and buy" in area(app, "prikup")
        await pilot.press("s")
        m = table(app).match
        assert m.actions[:2] == [(0, "claim rj"), (0, "buy")]
        assert await settle(pilot, lambda: ready(app) and "Shown: You J♥ J♦" in area(app, "prikup"))
        assert "bought by You" in area(app, "prikup")
        # the other players see exactly the shown pair, by name
        p = presenter_for("petukh")
        view = m.view(1)
        assert "J♥J♦" in p.seat_marks(view)[0]
        known = {view.state.deck.text(c) for c in view.state.hands[0] if c >= 0}
        assert known <= {"Jh", "Jd"}, "only the shown cards of Anna's hand are known to Boris"


@aio
async def test_keep_the_hand_by_k_and_the_claim_key_shows_one_pair():
    app = record_app("petukh", ("human", "normal", "normal"), offer())
    async with app.run_test(size=SIZE) as pilot:
        assert await settle(pilot, lambda: ready(app) and my_turn(app))
        await pilot.press("1")
        m = table(app).match
        assert m.actions == [(0, "claim rj")]
        shown = "claims shown: now Buy (B) or keep your hand (K)"
        assert await settle(pilot, lambda: ready(app) and shown in status(app))
        await pilot.press("k")
        assert m.actions[1] == (0, "decline")


@aio
async def test_play_or_opt_out_states_the_streak_penalty():
    pos = {"dealer": 2, "phase": "part", "turn": 1, "buyer": 0, "hands": HANDS, "trump_card": "6s",
           "part": ["plays", None, None], "streak": [0, 2, 0]}
    app = record_app("petukh", ("normal", "human", "normal"), pos)
    async with app.run_test(size=SIZE) as pilot:
        assert await settle(pilot, lambda: ready(app) and my_turn(app))
        assert "Anna bought: play (P) or opt out (X) — this opt-out would be 3 in a row: +5" in status(app)
        assert labels(app)[:2] == ["Play", "Opt out"]
        await pilot.press("x")
        m = table(app).match
        assert m.actions[0] == (1, "out")


@aio
async def test_a_low_score_must_play_and_the_dimmed_opt_out_says_why():
    pos = {"dealer": 2, "phase": "part", "turn": 1, "buyer": 0, "hands": HANDS, "trump_card": "6s",
           "part": ["plays", None, None], "scores": [15, 3, 15]}
    app = record_app("petukh", ("normal", "human", "normal"), pos)
    async with app.run_test(size=SIZE) as pilot:
        assert await settle(pilot, lambda: ready(app) and my_turn(app))
        assert "with 3 points you may not opt out" in status(app)
        assert "Opt out" in labels(app)
        await pilot.press("x")
        await pilot.pause()
        assert "with 3 points you must play (opting out needs 4)" in str(table(app).query_one("#message").render())
        m = table(app).match
        assert m.actions == []
        await pilot.press("p")
        assert m.actions[0] == (1, "play")


@aio
async def test_rams_is_a_button_only_with_five_trumps_and_ends_the_hand():
    hands = [["7s", "8s", "9s", "10s", "Js"], HANDS[1], HANDS[2]]
    pos = {"dealer": 2, "phase": "declare", "turn": 0, "hands": hands, "trump_card": "6s",
           "part": ["plays", "plays", "plays"]}
    app = record_app("petukh", ("human", "normal", "normal"), pos)
    async with app.run_test(size=SIZE) as pilot:
        assert await settle(pilot, lambda: ready(app) and my_turn(app))
        assert "show claims (1-4) or Rams (R), then Done (O)" in status(app)
        assert labels(app)[:2] == ["Rams!", "Done"]
        await pilot.press("r")
        m = table(app).match
        assert m.actions == [(0, "rams")]
        assert await settle(pilot, lambda: isinstance(app.screen, HandEndScreen | MatchEndScreen), 800)
        await pilot.pause()
        text = screen_text(app)
        assert "You declared Rams" in text
        assert "7♠  8♠  9♠  10♠  J♠" in text, "the Rams hand is public"
        assert "6♦" not in text and "6♣" not in text, "the other hands stay face down"


@aio
async def test_no_claim_and_no_rams_button_when_not_legal():
    pos = {"dealer": 2, "phase": "declare", "turn": 1, "hands": HANDS, "trump_card": "6s",
           "part": ["plays", "plays", "plays"]}
    app = record_app("petukh", ("normal", "human", "normal"), pos)
    async with app.run_test(size=SIZE) as pilot:
        # issue 33: nothing to show, nothing to ask: the table says Done for the person
        m = table(app).match
        assert await settle(pilot, lambda: (1, "done") in m.actions)
        assert "Done" not in labels(app)


@aio
async def test_the_bank_area_shows_the_bank_the_stake_and_everyones_chips():
    app = record_app("petukh", ("human", "normal", "normal"), offer(), options={"bank": True})
    async with app.run_test(size=SIZE) as pilot:
        assert await settle(pilot, lambda: ready(app) and my_turn(app))
        text = area(app, "bank")
        assert "Bank 30" in text and "Bank 30 · stake 10 · rebuy 10" in text
        assert "chips: You 90 · Boris 90 · Vera 90" in text
    app = record_app("petukh", ("human", "normal", "normal"), offer())
    async with app.run_test(size=SIZE) as pilot:
        assert await settle(pilot, lambda: ready(app) and my_turn(app))
        assert not table(app).query_one("#area-bank").display, "no bank played: no bank shown"


@aio
async def test_hot_seat_hands_over_before_each_persons_offer():
    app = record_app("petukh", ("human", "human", "normal"), offer())
    async with app.run_test(size=SIZE) as pilot:
        await through_curtain(pilot, "Anna")
        assert "S: show J♥ J♦ and buy" in area(app, "prikup")
        await pilot.press("k")
        await through_curtain(pilot, "Boris")
        assert table(app).viewer == 1
        assert "offered to You" in area(app, "prikup")
        assert "S: show" not in area(app, "prikup"), "Boris holds no claim"
        assert "Buy unseen (B) or keep your hand (K)" in status(app)
        await pilot.press("b")
        assert table(app).match.actions[:2] == [(0, "decline"), (1, "buy")]


@aio
async def test_an_elimination_is_marked_on_the_sheet():
    pos = {"dealer": 1, "phase": "play", "leader": 0, "hands": [["As"], ["7h"]], "trump_card": "6s",
           "taken": [4, 0], "scores": [15, 24]}
    app = record_app("petukh", ("human", "normal"), pos)
    async with app.run_test(size=SIZE) as pilot:
        assert await settle(pilot, lambda: ready(app) and my_turn(app))
        await pick_card(pilot, "As")
        assert await settle(pilot, lambda: isinstance(app.screen, HandEndScreen | MatchEndScreen), 800)
        await pilot.pause()
        assert table(app).match.sheet.rows[-1].extra["eliminated"] == [1]
        assert "✗" in screen_text(app)
        assert "Boris is out" in screen_text(app)


def test_the_strings_have_both_languages():
    p = presenter_for("petukh")
    assert set(p.strings["en"]) == set(p.strings["ru"])


@aio
async def test_setup_is_generated_from_the_options_with_titled_values_in_russian():
    from cardtable.tui.app import CardtableApp

    app = CardtableApp(strict=True, pace=0, lang_override="ru")
    async with app.run_test(size=(110, 60)) as pilot:
        await open_setup(pilot, "petukh")
        text = screen_text(app)
        assert "Колода" in text and "36 карт (от шестёрки)" in text
        assert "Крупье" in text and "Не даёт ошибиться" in text and "enforce" not in text


@aio
async def test_false_claims_by_digit_when_the_house_rule_allows_them():
    app = record_app("petukh", ("human", "normal", "normal"), offer(), options={"allow_false_claims": True})
    async with app.run_test(size=SIZE) as pilot:
        assert await settle(pilot, lambda: ready(app) and my_turn(app))
        text = area(app, "prikup")
        assert "Claim a pair, held or not: 1 red jacks · 2 black jacks · 3 red queens · 4 black queens" in text
        await pilot.press("3")  # red queens: not held
        m = table(app).match
        assert m.actions[0] == (0, "claim rq")
        assert await settle(pilot, lambda: isinstance(app.screen, HandEndScreen | MatchEndScreen), 800)
        assert m.sheet.rows[-1].extra["annulled"] and m.sheet.rows[-1].points[0] == 5


@aio
async def test_without_the_house_rule_a_digit_for_a_pair_not_held_does_nothing():
    app = record_app("petukh", ("human", "normal", "normal"), offer())
    async with app.run_test(size=SIZE) as pilot:
        assert await settle(pilot, lambda: ready(app) and my_turn(app))
        assert "held or not" not in area(app, "prikup")
        await pilot.press("3")
        await pilot.pause()
        assert table(app).match.actions == []


EXAMPLE3 = {"dealer": 3, "phase": "play", "leader": 0, "trump_card": "As",
            "hands": [["10c", "Ac", "Qd", "7d"], ["7h", "Jh", "Kc", "8c", "9c"], ["6s", "Qs", "7c", "8d", "9d"],
                      ["10s", "8h", "10d", "Jd", "Kd"]], "trick": ["9h"]}


@aio
async def test_a_wrong_card_is_refused_with_the_duty_it_breaks():
    # petukh.md section 10, example 3: trump ♠, A leads 9♥; B holds 7♥ J♥ K♣ and must beat with J♥
    app = record_app("petukh", ("normal", "human", "normal", "normal"), EXAMPLE3)
    async with app.run_test(size=SIZE) as pilot:
        assert await settle(pilot, lambda: ready(app) and my_turn(app))
        assert "♥ Hearts led, 9♥ wins" in status(app)
        await pick_card(pilot, "7h")
        await pilot.pause()
        assert "follow suit and beat 9♥: play a higher ♥ Hearts" in str(table(app).query_one("#message").render())
        m = table(app).match
        assert m.actions == []
        await pick_card(pilot, "Jh")
        assert m.actions[0] == (1, "play Jh")


@aio
async def test_under_the_penalising_croupier_a_wrong_card_goes_down_and_annuls_the_hand():
    app = record_app("petukh", ("normal", "human", "normal", "normal"), EXAMPLE3,
                     options={"croupier_mode": "penalize"})
    async with app.run_test(size=SIZE) as pilot:
        assert await settle(pilot, lambda: ready(app) and my_turn(app))
        await pick_card(pilot, "7h")
        m = table(app).match
        assert m.actions[0] == (1, "play 7h")
        assert await settle(pilot, lambda: isinstance(app.screen, HandEndScreen | MatchEndScreen), 800)
        assert m.sheet.rows[-1].extra["annulled"] and m.sheet.rows[-1].points[1] == 5


@aio
async def test_hot_seat_the_next_person_sees_the_shown_pair_and_chooses_play_or_opt_out():
    app = record_app("petukh", ("human", "human", "normal"), offer())
    async with app.run_test(size=SIZE) as pilot:
        await through_curtain(pilot, "Anna")
        await pilot.press("s")
        await through_curtain(pilot, "Boris")
        assert "Shown: Anna J♥ J♦" in area(app, "prikup") and "bought by Anna" in area(app, "prikup")
        assert "Anna bought: play (P) or opt out (X)" in status(app)
        assert "J♥J♦" in str(table(app).query_one("#opp-0").render())
        await pilot.press("x")
        assert table(app).match.actions[:3] == [(0, "claim rj"), (0, "buy"), (1, "out")]


@aio
async def test_a_rebuy_is_told_at_the_hand_end_and_the_bank_grows_by_the_stake():
    pos = {"dealer": 1, "phase": "play", "leader": 0, "hands": [["As"], ["7h"]], "trump_card": "6s",
           "taken": [4, 0], "scores": [15, 24]}
    app = record_app("petukh", ("human", "normal"), pos, options={"bank": True})
    async with app.run_test(size=SIZE) as pilot:
        assert await settle(pilot, lambda: ready(app) and my_turn(app))
        assert "Bank 20" in area(app, "bank")
        await pick_card(pilot, "As")
        assert await settle(pilot, lambda: isinstance(app.screen, HandEndScreen), 800)
        await pilot.pause()
        assert "Boris buys back in" in screen_text(app)
        await pilot.press("enter")
        assert await settle(pilot, lambda: ready(app) and "Bank 30" in area(app, "bank"), 800)
        assert "chips: You 90 · Boris 80" in area(app, "bank")


@aio
async def test_a_person_put_out_chooses_the_rebuy_by_button():
    """petukh.md section 6: a player out of points *may* rebuy: two buttons, the price named."""
    pos = {"dealer": 0, "phase": "play", "leader": 1, "hands": [["7h"], ["As"]], "trump_card": "6s",
           "taken": [0, 4], "scores": [24, 15]}
    app = record_app("petukh", ("human", "normal"), pos, options={"bank": True})
    async with app.run_test(size=SIZE) as pilot:
        assert await settle(pilot, lambda: ready(app) and my_turn(app))
        await pick_card(pilot, "7h")
        assert await settle(pilot, lambda: ready(app) and my_turn(app) and "Leave the match" in labels(app))
        assert labels(app)[:2] == ["Buy back in: 10 chips, back to 15", "Leave the match"]
        assert "at 29 points you are out: buy back in for 10 chips (B, back to 15)" in status(app)
        await pilot.press("b")
        assert table(app).match.actions[-1] == (0, "rebuy")
        assert await settle(pilot, lambda: isinstance(app.screen, HandEndScreen), 800)
        await pilot.pause()
        assert "You buy back in" in screen_text(app)


@aio
async def test_the_sheet_and_the_ranking_show_the_points_left():
    """Issue #30: the Total row and the ranking read the points as the table counts them down
    (Vera's Rams from 7 leaves her -8), not the sum of the changes (-15)."""
    pos = {"dealer": 0, "phase": "declare", "turn": 2, "trump_card": "6s",
           "hands": [["6h", "7h", "8h", "9h", "10h"], ["6c", "7c", "8c", "9c", "10c"], ["7s", "8s", "9s", "10s", "Js"]],
           "scores": [16, 22, 7], "claims": [[], [], []]}
    app = record_app("petukh", ("human", "normal", "normal"), pos)
    async with app.run_test(size=SIZE) as pilot:
        assert await settle(pilot, lambda: isinstance(app.screen, MatchEndScreen), 800)
        await pilot.pause()
        ranking = str(app.screen.query_one("#ranking").render())
        assert ranking.splitlines() == ["1. Vera — -8", "2. Anna — 16", "3. Boris — 22"]
        text = screen_text(app)
        assert "-15" in text  # the row: the change
        total = next(line for line in text.splitlines() if "Total" in line)
        assert [c.strip() for c in total.split("│") if c.strip()] == ["Total", "16", "22", "-8"]


@aio
async def test_the_manual_cut_offers_five_depths_on_one_row():
    from cardtable.tui.screens.handover import HandOverScreen

    from .driver import press_button, table_app

    app = table_app("petukh", kinds=("human", "human", "human"), seed=3, options={"manual_cut": True})
    async with app.run_test(size=SIZE) as pilot:
        assert await settle(pilot, lambda: isinstance(app.screen, HandOverScreen))
        await pilot.press("enter")
        assert await settle(pilot, lambda: ready(app) and my_turn(app))
        scr = table(app)
        assert scr.match.hand.public_info()["phase"] == "cut"
        cuts = [b.label for b in scr.bar.specs if b.action.startswith("cut ")]
        assert len(cuts) == 5 and cuts[0] == "Cut at 1"
        seat, action = scr.viewer, scr.bar.specs[2].action
        await press_button(pilot, 2)
        assert scr.match.actions[0] == (seat, action)
