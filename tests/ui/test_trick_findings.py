"""Issue 33's findings at the trick games' tables (Durak, Russian Poker, Kids' Poker, Twenty-Two,
Petukh) and where the hand's cursor starts (contract item 6), by keyboard with the Pilot."""

from __future__ import annotations

import pytest

from cardtable.tui.buttons import MarkedButton
from cardtable.tui.cards import CardRow
from cardtable.tui.screens.table import TableScreen

from .driver import aio, record_app, screen_text, settle, table


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


# -- Russian Poker ----------------------------------------------------------------------------------

BIDDING = {"deal": 2, "dealer": 0, "trump": "s", "bids": [None, 1, 0], "scores": [12, 30, -4],
           "hands": [["6h", "Ac"], ["Kh", "7d"], ["9h", "8c"]]}
THREE = ("human", "normal", "normal")


def area(app, name: str) -> str:
    return str(table(app).query_one(f"#area-{name}").render())


@aio
async def test_russian_poker_bids_the_dealer_and_your_score_are_on_the_table():
    """`Vera ·` after Vera bid 0; no dealer marker; no score of your own (contract item 3)."""
    app = record_app("russian_poker", THREE, BIDDING)
    async with app.run_test(size=(80, 24)) as pilot:
        assert await settle(pilot, lambda: ready(app))
        await pilot.pause()
        lines = area(app, "trick").splitlines()
        vera = next(ln for ln in lines if "Vera" in ln)
        you = next(ln for ln in lines if "You" in ln)
        assert vera.split()[-1] == "0" and "…" in you and "to bid" in you
        assert [ln.split()[0] for ln in lines if ln.split()[:1] in (["Boris"], ["Vera"])] == ["Boris", "Vera"]
        label = table(app).query_one("#hand-label").render().plain
        assert "dealer" in label and "12 pts" in label
        assert "Vera 0/0" in screen_text(app) and "30 pts" in screen_text(app)


@aio
async def test_russian_poker_the_bids_in_russian():
    app = record_app("russian_poker", THREE, BIDDING, lang_override="ru")
    async with app.run_test(size=(80, 24)) as pilot:
        assert await settle(pilot, lambda: ready(app))
        await pilot.pause()
        assert "заказывает" in area(app, "trick")
        label = table(app).query_one("#hand-label").render().plain
        assert "сдаёт" in label and "12 оч." in label


@aio
async def test_russian_poker_the_follow_refusal_fits_and_names_the_suit():
    pos = {"deal": 3, "dealer": 0, "bids": [1, 1, 0], "scores": [12, 30, -4], "hands": [["6h", "9c"], ["8d"], ["10s"]],
           "played": ["7c", "Ac", "8c"], "taken": [0, 1, 0], "leader": 1, "trick": ["Kc", "9d"], "trump": "s"}
    app = record_app("russian_poker", THREE, pos)
    async with app.run_test(size=(80, 24)) as pilot:
        assert await settle(pilot, lambda: ready(app))
        await pilot.pause()
        assert under_cursor(app) == "9c"  # the only card that follows
        await pilot.press("left", "enter")  # 6♥: refused
        await pilot.pause()
        line = next(ln for ln in screen_text(app).splitlines() if "Not allowed" in ln)
        assert line.strip() == "Not allowed: follow suit: ♣; without one, play a trump if you have one"
        await pilot.press("right", "enter")  # 9♣, the legal card: the refusal goes with it
        await pilot.pause()
        assert "Not allowed" not in screen_text(app)


@aio
async def test_russian_poker_the_schedule_legend_is_its_own():
    app = record_app("russian_poker", THREE, BIDDING)
    async with app.run_test(size=(110, 34)) as pilot:
        assert await settle(pilot, lambda: ready(app))
        await pilot.press("s")
        await pilot.pause()
        full = area(app, "schedule")
        assert "∅ no trump" in full and "dark" not in full and "golden" not in full and "★" not in full


@aio
async def test_russian_poker_a_match_ending_in_a_tie_says_so_at_the_match_end():
    from cardtable.tui.screens.handend import MatchEndScreen

    played = ["6s", "7s", "8s", "9s", "10s", "Js", "Qs", "Ks", "As", "6c", "7c", "8c", "9c", "10c", "Jc"]
    pos = {"deal": 17, "dealer": 0, "scores": [90, 100, 50], "hands": [["Ah"], [], []], "played": played,
           "taken": [2, 2, 1], "leader": 1, "trick": ["Kh", "9h"], "trump": "d"}
    app = record_app("russian_poker", THREE, pos)
    async with app.run_test(size=(80, 24)) as pilot:
        assert await settle(pilot, lambda: ready(app))
        await pilot.press("enter")  # the last card of the match
        assert await settle(pilot, lambda: isinstance(app.screen, MatchEndScreen))
        await pilot.pause()
        text = screen_text(app)
        assert "A tie: you and Boris, 120 points each" in text and "won the hand" not in text


# -- Kids' Poker ------------------------------------------------------------------------------------

@aio
async def test_kids_poker_a_pass_and_a_call_to_come_differ_and_the_legend_says_so():
    hands = [["7s", "Ad", "6c"], ["6h", "7c", "8c"], ["7h", "8h", "9c"]]
    app = record_app("kids_poker", THREE, {"deal": 3, "dealer": 0, "hands": hands, "bids": [None, 0, 2],
                                           "looked": [1, 2]})
    async with app.run_test(size=(110, 34)) as pilot:
        assert await settle(pilot, lambda: ready(app))
        await pilot.pause()
        text = screen_text(app)
        assert "Boris –/0" in text and "Vera 2/0" in text
        assert "…/0" in table(app).query_one("#hand-label").render().plain
        await pilot.press("s")
        await pilot.pause()
        full = area(app, "schedule")
        assert "– pass" in full and "… not called yet" in full and "∅" not in full


# -- Twenty-Two -------------------------------------------------------------------------------------

EXCHANGE = {"dealer": 2, "phase": "exchange", "scores": [12, 5, 0],
            "hands": [["Ah", "Kc", "3c", "2d", "9s"], ["4c", "5c", "6c", "7c", "8c"], ["7d", "8d", "9d", "10d", "Jd"]],
            "stock": ["7h", "8h", "9h", "10h"]}


@aio
async def test_twenty_two_every_card_of_the_exchange_is_bright_sorted_by_rank_the_cursor_on_the_highest():
    """In the exchange every card but the cursor was dimmed though all can be marked; the hand was
    sorted by suit where suits do not matter."""
    app = record_app("twenty_two", THREE, EXCHANGE)
    async with app.run_test(size=(80, 24)) as pilot:
        assert await settle(pilot, lambda: ready(app))
        await pilot.pause()
        scr = table(app)
        hand = scr.query_one("#hand", CardRow)
        assert [f.text for f in hand.faces] == ["2d", "3c", "9s", "Kc", "Ah"]
        assert all(hand.playable), "every card may be marked: none is dimmed"
        assert app.focused is hand and under_cursor(app) == "Ah"
        await pilot.press("enter")  # marks it, lays nothing away
        await pilot.pause()
        assert scr.hand.marked == {"Ah"} and scr.match.actions == []
        await pilot.press("left", "enter", "o")  # K♣ too, then change both
        assert await settle(pilot, lambda: len(scr.match.actions) >= 3)
        assert sorted(scr.match.actions[:2]) == [(0, "discard Ah"), (0, "discard Kc")]


@aio
async def test_twenty_two_the_points_towards_22_are_on_the_table():
    app = record_app("twenty_two", THREE, EXCHANGE)
    async with app.run_test(size=(80, 24)) as pilot:
        assert await settle(pilot, lambda: ready(app))
        await pilot.pause()
        assert "12/22 pts" in table(app).query_one("#hand-label").render().plain
        text = screen_text(app)
        assert "Boris 5/22 pts" in text and "Vera 0/22 pts" in text


@aio
async def test_twenty_two_the_hand_end_says_what_the_last_trick_cost_and_fits_80x24():
    from cardtable.tui.screens.handend import HandEndScreen, MatchEndScreen

    pos = {"dealer": 0, "hands": [["5h"], [], []], "scores": [0, 20, 5], "leader": 1, "trick": [["Kh"], ["9c"]]}
    app = record_app("twenty_two", THREE, pos)
    async with app.run_test(size=(80, 24)) as pilot:
        assert await settle(pilot, lambda: ready(app))
        await pilot.press("enter")
        assert await settle(pilot, lambda: table(app).ended is not None)
        await pilot.pause()
        await pilot.press("enter")
        assert await settle(pilot, lambda: isinstance(app.screen, HandEndScreen | MatchEndScreen))
        await pilot.pause()
        text = " ".join(" ".join(ln.strip("│ ").split()) for ln in screen_text(app).splitlines())
        assert "Boris took the last trick (K♥): +10 penalty, 30/22, out" in text
        assert "Boris takes the last trick: 10 penalty points" in text  # the last move, whole (wrapped)


@pytest.mark.parametrize("lang, want", [
    ("en", "Hand over: Boris took the last trick (K♥): +10 penalty, 30/22, out"),
    ("ru", "Раздача окончена: Boris: последняя взятка (К♥), штраф 10, 30/22 — выбывает"),
])
@aio
async def test_twenty_two_the_hand_end_status_line_is_whole_at_80x24_in_both_languages(lang, want):
    pos = {"dealer": 0, "hands": [["5h"], [], []], "scores": [0, 20, 5], "leader": 1, "trick": [["Kh"], ["9c"]]}
    app = record_app("twenty_two", THREE, pos, lang_override=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        assert await settle(pilot, lambda: ready(app))
        await pilot.press("enter")
        assert await settle(pilot, lambda: table(app).ended is not None and ready(app))
        await pilot.pause()
        first = screen_text(app).splitlines()[0].strip()
        assert first.startswith(want) and "…" not in first, first


# -- Petukh -----------------------------------------------------------------------------------------

FOUR = ("normal", "human", "normal", "normal")


def petukh_play(trick: list[str], hand1: list[str]) -> dict:
    """Petukh, trump ♠ (the A♠ turned), Anna (0) led ``trick``; Boris (1, the person) holds ``hand1``."""
    return {"dealer": 3, "phase": "play", "leader": 0, "trump_card": "As", "trick": trick,
            "hands": [["10c", "Ac", "Qd", "7d"], hand1, ["6s", "Qs", "7c", "8d", "9d"],
                      ["10s", "8h", "10d", "Jd", "Kd"]]}


def message(app) -> str:
    return str(table(app).query_one("#message").render())


@aio
async def test_petukh_a_refusal_goes_when_the_legal_card_is_played():
    """A refusal stayed on screen after the legal play."""
    app = record_app("petukh", FOUR, petukh_play(["9h"], ["7h", "Jh", "Kc", "8c", "9c"]))
    async with app.run_test(size=(80, 24)) as pilot:
        assert await settle(pilot, lambda: ready(app))
        await pilot.pause()
        assert under_cursor(app) == "Jh"  # the only card that does the job
        await pilot.press("left", "enter")  # 7♥: refused, the duty named
        await pilot.pause()
        assert "beat 9♥" in message(app)
        await pilot.press("right", "enter")  # J♥
        await pilot.pause()
        assert (1, "play Jh") in table(app).match.actions
        assert message(app).strip() == ""


@aio
async def test_petukh_the_status_with_trumps_led_says_the_duty_never_else_trump():
    app = record_app("petukh", FOUR, petukh_play(["9s"], ["7h", "Js", "Kc", "8c", "9c"]))
    async with app.run_test(size=(100, 30)) as pilot:
        assert await settle(pilot, lambda: ready(app))
        await pilot.pause()
        status = str(table(app).query_one("#status").render())
        assert "♠ Spades led, 9♠ wins: beat it with a higher ♠ Spades" in status and "else trump" not in status
    app = record_app("petukh", FOUR, petukh_play(["9s"], ["7h", "Jh", "Kc", "8c", "9c"]), lang_override="ru")
    async with app.run_test(size=(100, 30)) as pilot:
        assert await settle(pilot, lambda: ready(app))
        await pilot.pause()
        status = str(table(app).query_one("#status").render())
        assert "ни масти, ни козыря — любой картой" in status and "иначе козырем" not in status


@aio
async def test_petukh_done_is_not_asked_when_there_is_nothing_to_show():
    """`Done (O)` every hand even with no pair: the table makes the Done that decides nothing."""
    hands = [["Jh", "Jd", "8h", "9h", "10h"], ["6d", "7d", "8d", "9d", "10d"], ["6c", "7c", "8c", "9c", "10c"]]
    pos = {"dealer": 2, "phase": "declare", "turn": 1, "hands": hands, "trump_card": "6s",
           "part": ["plays", "plays", "plays"]}
    app = record_app("petukh", ("normal", "human", "normal"), pos)
    async with app.run_test(size=(80, 24)) as pilot:
        assert await settle(pilot, lambda: ready(app))
        m = table(app).match
        assert await settle(pilot, lambda: (1, "done") in m.actions)
        assert all(b.label != "Done" for b in table(app).bar.specs)
        assert "nothing to show" not in screen_text(app)


# -- where the cursor starts in the other trick games -----------------------------------------------

@aio
async def test_the_trick_games_start_on_the_cheapest_plain_card_never_a_trump_or_the_poker():
    cases = [
        ("russian_poker", THREE, {"deal": 3, "dealer": 2, "trump": "s", "bids": [1, 1, 0],
                                  "hands": [["6s", "Kc", "9h"], ["8d", "9d", "10d"], ["6h", "7h", "8h"]]}, "9h"),
        ("kids_poker", THREE, {"deal": 3, "dealer": 2, "bids": [1, 1, 0], "looked": [0, 1, 2],
                               "hands": [["7s", "6d", "8c"], ["8d", "9d", "10d"], ["6h", "7h", "8h"]]}, "8c"),
        ("petukh", ("human", "normal", "normal"),
         {"dealer": 2, "phase": "play", "leader": 0, "trump_card": "As",
          "hands": [["6s", "8h", "Kd", "Qc", "9s"], ["7h", "Jh", "Kc", "8c", "9c"], ["10h", "8d", "10d", "Jd", "7d"]]},
         "8h"),
    ]
    for game, kinds, pos, want in cases:
        app = record_app(game, kinds, pos)
        async with app.run_test(size=(80, 24)) as pilot:
            assert await settle(pilot, lambda: ready(app))  # noqa: B023
            await pilot.pause()
            assert app.focused is table(app).hand and under_cursor(app) == want, game


@aio
async def test_the_trick_area_verbs_agree_with_you_in_russian():
    """«▸ Вы … ходит» read as a third person."""
    pos = {"deal": 3, "dealer": 0, "bids": [1, 1, 0], "scores": [12, 30, -4], "hands": [["6h", "9c"], ["8d"], ["10s"]],
           "played": ["7c", "Ac", "8c"], "taken": [0, 1, 0], "leader": 1, "trick": ["Kc", "9d"], "trump": "s"}
    app = record_app("russian_poker", THREE, pos, lang_override="ru")
    async with app.run_test(size=(80, 24)) as pilot:
        assert await settle(pilot, lambda: ready(app))
        await pilot.pause()
        you = next(ln for ln in area(app, "trick").splitlines() if "Вы" in ln)
        assert you.endswith("ходите") and "ходит " not in you + " "
    app = record_app("russian_poker", THREE, BIDDING, lang_override="ru")
    async with app.run_test(size=(80, 24)) as pilot:
        assert await settle(pilot, lambda: ready(app))
        await pilot.pause()
        you = next(ln for ln in area(app, "trick").splitlines() if "Вы" in ln)
        assert you.endswith("заказываете")
