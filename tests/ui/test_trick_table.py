"""The table of the bid-exactly trick games (Russian Poker, Kids' Poker), by keyboard only: the trick
area (each card beside its player, the winning card, the winner, the last trick on L), the schedule
strip, the bid picker with the hook's bid dimmed and its reason, the 7♠ calls, Look / Bid dark, the
cut, the pot, the paper score sheet, sealed bids and the hot-seat hand-overs.  The trick area's data
function is also run over Twenty-Two's and Petukh's states (several cards per seat in one trick)."""

from __future__ import annotations

import random

import pytest
from rich.console import Console

from cardtable.engine.game import get_game
from cardtable.engine.match import Match
from cardtable.games.kids_poker.present import STRINGS_KP
from cardtable.games.present_tricks import TRICK_STRINGS
from cardtable.games.russian_poker.present import STRINGS_RP
from cardtable.tui.areas import schedule as schedule_area
from cardtable.tui.areas import trick as trick_area
from cardtable.tui.areas.trick import trick_picture
from cardtable.tui.cards import CardRow
from cardtable.tui.screens.handend import HandEndScreen, MatchEndScreen, sheet_table
from cardtable.tui.screens.handover import HandOverScreen
from cardtable.tui.screens.table import TableScreen

from .driver import aio, cursor_to, my_turn, play_turn_any, record_app, screen_text, settle, table, table_app, to_hand

PEOPLE = ("human", "normal", "normal")


def area_text(app, name: str = "trick") -> str:
    return str(table(app).query_one(f"#area-{name}").render())


def ready(app) -> bool:
    return isinstance(app.screen, TableScreen) and not app.screen._refresh_pending


def sheet_cells(text: str, label: str) -> list[list[str]]:
    """The players' cells of the sheet row labelled ``label``, as drawn."""
    for line in text.splitlines():
        parts = [c.strip() for c in line.split("│") if c.strip()]
        if parts and parts[0] == label:
            return [c.split() for c in parts[1:]]
    raise AssertionError(f"no sheet row {label!r}")


async def enter_on_card(pilot, text: str) -> None:
    """Arrows to the hand card ``text``, then Enter."""
    scr = table(pilot.app)
    hand = await to_hand(pilot)
    texts = [scr.match.hand.deck.text(c) for c in scr.hand.ids]
    await cursor_to(pilot, hand, texts.index(text))
    await pilot.press("enter")


# -- the trick area -------------------------------------------------------------------------------

# three players, deal 2 (two cards each), spades trump, Boris (1) led the K♥ and Vera followed
TRICK_POS = {"deal": 2, "dealer": 0, "trump": "s", "bids": [0, 2, 0],
             "hands": [["6h", "Ac"], ["7d"], ["8c"]], "trick": ["Kh", "9h"], "leader": 1}


@aio
async def test_the_trick_beside_its_players_the_winner_and_the_last_trick_on_l():
    app = record_app("russian_poker", PEOPLE, TRICK_POS)
    async with app.run_test(size=(100, 30)) as pilot:
        assert await settle(pilot, lambda: ready(app) and my_turn(app))
        text = area_text(app)
        lines = text.splitlines()
        assert lines[0].startswith("Trick 1 of 2 · Trump") and "♠" in lines[0]
        boris, vera, you = lines[1:4]  # seat order from the leader
        assert "Boris" in boris and "K♥" in boris and "winning" in boris
        assert "Vera" in vera and "9♥" in vera and "winning" not in vera
        assert "You" in you and "to play" in you and you.startswith("▸")
        assert "Trick (" not in screen_text(app) and "Played (" not in screen_text(app)  # the area replaces them
        await enter_on_card(pilot, "6h")
        # Boris takes it and leads the 7♦, Vera throws the 8♣; the human is to play again
        assert await settle(pilot, lambda: ready(app) and my_turn(app) and len(table(app).match.hand.trick) == 2)
        text = area_text(app)
        assert "Trick 2 of 2" in text and "7♦" in text and "8♣" in text
        assert "L last trick" in screen_text(app)
        await pilot.press("l")
        await pilot.pause()
        text = area_text(app)
        assert text.startswith("Last trick")
        boris = next(ln for ln in text.splitlines() if "Boris" in ln)
        assert "K♥" in boris and "takes it" in boris
        assert "6♥" in text and "7♦" not in text
        assert "L back to the trick" in screen_text(app)
        await pilot.press("l")
        await pilot.pause()
        assert "Trick 2 of 2" in area_text(app)
        await enter_on_card(pilot, "Ac")
        assert await settle(pilot, lambda: isinstance(app.screen, HandEndScreen | MatchEndScreen))
        # the paper sheet: bid / won / pts under every name; Boris made his 2 exactly
        text = screen_text(app)
        assert "bid won pts" in text
        assert sheet_cells(text, "2: 2 ♠") == [["0", "0", "5"], ["2", "2", "20"], ["0", "0", "5"]]


@aio
async def test_a_finished_trick_stays_with_its_winner_marked_until_the_next_lead():
    pos = {"deal": 2, "dealer": 2, "trump": "s", "bids": [1, 0, 0],
           "hands": [["Ah", "Kc"], ["6h", "7c"], ["7h", "8c"]]}
    app = record_app("russian_poker", PEOPLE, pos, actions=[(0, "play Ah"), (1, "play 6h"), (2, "play 7h")])
    async with app.run_test(size=(100, 30)) as pilot:
        assert await settle(pilot, lambda: ready(app) and my_turn(app))
        text = area_text(app)
        assert text.startswith("Last trick")
        you = next(ln for ln in text.splitlines() if "You" in ln)
        assert "A♥" in you and "take it" in you  # the verb agrees with "You" (issue 33)
        assert "L last trick" not in screen_text(app)  # shown already: no key for it
        await pilot.press("l")
        assert area_text(app).startswith("Last trick")


def test_the_trick_picture_of_every_trick_game_state():
    """The area's data function over random playouts of the four trick games, every seat's view:
    every card of the trick on its player's line, the leader first, one winner."""
    most = 0
    for game in ("twenty_two", "petukh", "russian_poker", "kids_poker"):
        spec = get_game(game)
        for n in (2, 4):
            m = Match(spec, spec.options_model.parse({}), n, 3)
            rng = random.Random(n)
            for _ in range(400):
                if m.over:
                    break
                for s in range(n):
                    info = m.view(s).state.public_info()
                    for last in (False, True):
                        pic = trick_picture(info, n, last)
                        plays = info["last_trick"] if pic.finished else info["trick"]
                        got = [c for ln in pic.lines for c in ln.cards]
                        assert sorted(got) == sorted(c for _, c in plays), (game, info)
                        if plays:
                            assert pic.lines[0].seat == plays[0][0]
                            assert sum(ln.wins for ln in pic.lines) == 1
                        for ln in pic.lines:
                            mine = [c for seat, c in plays if seat == ln.seat]
                            assert ln.cards == mine
                            most = max(most, len(mine))
                seat = m.to_act()[0]
                m.apply(seat, rng.choice(m.legal_actions(seat)))
    assert most >= 2  # Twenty-Two's sets: several cards on one line


def test_the_areas_strings_in_both_languages():
    for strings in (trick_area.STRINGS, TRICK_STRINGS, STRINGS_RP, STRINGS_KP):
        assert set(strings["en"]) == set(strings["ru"])
    assert schedule_area.AREA.slot == "side" and trick_area.AREA.slot == "centre"


# -- the schedule -----------------------------------------------------------------------------------

@aio
async def test_the_schedule_strip_highlights_the_deal_and_s_shows_all_of_it():
    app = record_app("russian_poker", PEOPLE, {**TRICK_POS, "deal": 15, "bids": None,
                                               "hands": [["6h", "Ac", "7h", "8h", "9h", "10h"],
                                                         ["6c", "7c", "8c", "9c", "10c", "Jc"],
                                                         ["6d", "7d", "8d", "9d", "10d", "Jd"]],
                                               "trick": [], "leader": None, "trump": "s"})
    async with app.run_test(size=(110, 34)) as pilot:
        assert await settle(pilot, lambda: ready(app))
        strip = area_text(app, "schedule")
        assert strip.startswith("Deals:") and "[6?]" in strip  # deal 15 of 3 players: the blind deal
        assert "6∅" in strip
        await pilot.press("s")
        await pilot.pause()
        full = area_text(app, "schedule")
        assert " 1 " in full and "6+" in full and "deal 15 of 17" in full and "blind" in full
        assert "? blind" in full  # the legend
        await pilot.press("s")
        await pilot.pause()
        assert "deal 15 of 17" not in area_text(app, "schedule")


# -- the bid picker ---------------------------------------------------------------------------------

@aio
async def test_the_hooks_bid_is_dimmed_says_why_and_left_right_walk_the_bids():
    hands = [["6h", "Ac"], ["Kh", "7d"], ["9h", "8c"]]
    pos = {"deal": 2, "dealer": 0, "trump": "s", "bids": [None, 1, 0], "hands": hands}
    app = record_app("russian_poker", PEOPLE, pos)
    async with app.run_test(size=(100, 30)) as pilot:
        assert await settle(pilot, lambda: ready(app) and my_turn(app))
        scr = table(app)
        assert [(b.label, b.command) for b in scr.bar.specs] == [("Bid 0", ""), ("Bid 1", "refused"), ("Bid 2", "")]
        assert "Bidding: you bid now" in area_text(app)
        assert "0/1/2" in screen_text(app)  # the digits of the picker in the footer
        await pilot.press("1")
        await pilot.pause()
        assert "may not bid 1" in screen_text(app) and scr.match.actions == []
        await pilot.pause()
        assert app.focused is scr.bar.buttons[0]
        await pilot.press("right")
        assert app.focused is scr.bar.buttons[1]
        await pilot.press("enter")  # the dimmed one: its reason again, nothing bid
        await pilot.pause()
        assert scr.match.actions == []
        await pilot.press("right", "enter")
        assert scr.match.actions[0] == (0, "bid 2")


@aio
async def test_sealed_bids_are_a_question_mark_and_every_human_turn_has_a_hand_over():
    """Hot-seat, two people and a bot, the blind deal: the other person's sealed bid is "?" beside
    the name; every change of person at the keyboard goes through the curtain."""
    app = table_app("russian_poker", kinds=("human", "normal", "human"), seed=6, options={"first_deal": 15})
    async with app.run_test(size=(100, 30)) as pilot:
        curtains = []
        seen_sealed = False
        last_viewer = None
        for _ in range(60):
            assert await settle(pilot, lambda: isinstance(app.screen, HandOverScreen | HandEndScreen | MatchEndScreen)
                                or (my_turn(app)), limit=2000)
            scr = app.screen
            if isinstance(scr, HandEndScreen | MatchEndScreen):
                break
            if isinstance(scr, HandOverScreen):
                assert "│" not in screen_text(app)
                curtains.append(scr.player)
                await pilot.press("enter")
                continue
            t = table(app)
            if last_viewer is not None and t.viewer != last_viewer:
                assert curtains and curtains[-1] == t.names[t.viewer]
            last_viewer = t.viewer
            info = t.match.hand.public_info()
            other = 2 - t.viewer
            if info["phase"] == "bid" and t.match.hand.bids[other] >= 0:
                opp = str(t.query_one(f"#opp-{other}").render())
                assert "?/0" in opp
                seen_sealed = True
            await play_turn_any(pilot)
        assert seen_sealed and {"Anna", "Vera"} <= set(curtains)


# -- Russian Poker: the 7♠ by the biggest, the cut, the pot ------------------------------------------

@aio
async def test_the_seven_of_spades_led_by_the_biggest_is_a_choice():
    pos = {"deal": 2, "dealer": 2, "trump": "h", "bids": [1, 0, 0],
           "hands": [["7s", "Ac"], ["6h", "7c"], ["7h", "8c"]]}
    app = record_app("russian_poker", PEOPLE, pos)
    async with app.run_test(size=(100, 30)) as pilot:
        assert await settle(pilot, lambda: ready(app) and my_turn(app))
        await enter_on_card(pilot, "7s")
        await pilot.pause()
        scr = table(app)
        assert [b.label for b in scr.bar.specs[:2]] == ["Play 7♠", "7♠ ♛ by the biggest"]
        await pilot.press("right", "enter")
        assert scr.match.actions[0] == (0, "play 7s big")
        assert await settle(pilot, lambda: "You play 7♠ ♛ by the biggest" in screen_text(app))


@aio
async def test_a_trick_led_by_the_biggest_says_so_above_the_cards():
    pos = {"deal": 2, "dealer": 1, "trump": "h", "bids": [1, 0, 1], "hands": [["Ah", "6c"], ["6h", "7c"], ["8c"]],
           "trick": ["7s"], "leader": 2, "big": True}
    app = record_app("russian_poker", PEOPLE, pos)
    async with app.run_test(size=(110, 34)) as pilot:
        assert await settle(pilot, lambda: ready(app) and my_turn(app))
        text = area_text(app)
        assert "♛ by the biggest: everyone plays his strongest card" in " ".join(text.split())
        vera = next(ln for ln in text.splitlines() if "Vera" in ln)
        assert "7♠" in vera and "winning" in vera
        assert [f.text for f, ok in zip(table(app).query_one("#hand", CardRow).faces,
                                        table(app).query_one("#hand", CardRow).playable, strict=True) if ok] == ["Ah"]


def find_cut_seed() -> int:
    spec = get_game("russian_poker")
    for seed in range(1, 60):
        m = Match(spec, spec.options_model.parse({"deck_cut": True, "first_deal": 17}), 3, seed)
        if m.to_act() == [0]:
            return seed
    raise AssertionError("no seed where seat 0 cuts")


@aio
async def test_the_cut_is_a_clear_prompt_with_a_few_points_and_random():
    seed = find_cut_seed()
    app = table_app("russian_poker", kinds=PEOPLE, seed=seed, options={"deck_cut": True, "first_deal": 17, "ante": 5})
    async with app.run_test(size=(110, 34)) as pilot:
        assert await settle(pilot, lambda: ready(app) and my_turn(app))
        scr = table(app)
        assert "Your cut" in area_text(app) and "lift 1 to 35 cards" in area_text(app)
        labels = [b.label for b in scr.bar.specs]
        assert labels[-1] == "At random" and 3 <= len(labels) <= 7
        assert "Pot: 15 chips" in str(scr.query_one("#info").render())
        await pilot.press("r")
        await pilot.pause()
        verb, k = scr.match.actions[0][1].split()
        assert scr.match.actions[0][0] == 0 and verb == "cut" and 1 <= int(k) <= 35
        assert await settle(pilot, lambda: ready(app) and "You cut: " in area_text(app))


# -- Kids' Poker: Look / bid dark, the poker's modes ---------------------------------------------------

KP_HANDS = [["7s", "Ad", "6c"], ["6h", "7c", "8c"], ["7h", "8h", "9c"]]


@aio
async def test_kids_poker_look_or_bid_dark_and_the_dark_circle():
    app = record_app("kids_poker", PEOPLE, {"deal": 3, "dealer": 2, "hands": KP_HANDS})
    async with app.run_test(size=(100, 30)) as pilot:
        assert await settle(pilot, lambda: ready(app) and my_turn(app))
        scr = table(app)
        assert all(f.text == "" for f in scr.query_one("#hand", CardRow).faces)  # face down until Look
        labels = [b.label for b in scr.bar.specs]
        assert labels[0] == "Look at my cards" and "Bid 2 dark ◦" in labels
        await pilot.press("2")
        assert scr.match.actions[0] == (0, "bid 2 dark")
        await pilot.pause()
        assert "2◦/0" in scr.query_one("#hand-label").render().plain


@aio
async def test_kids_poker_look_shows_the_hand_and_the_poker_offers_its_modes_high_first():
    app = record_app("kids_poker", PEOPLE, {"deal": 3, "dealer": 2, "hands": KP_HANDS})
    async with app.run_test(size=(100, 30)) as pilot:
        assert await settle(pilot, lambda: ready(app) and my_turn(app))
        scr = table(app)
        await pilot.press("l")
        await pilot.pause()
        assert [f.text for f in scr.query_one("#hand", CardRow).faces] == ["7s", "Ad", "6c"]
        assert "Bid 1" in [b.label for b in scr.bar.specs]
        await pilot.press("1")
        assert await settle(pilot, lambda: ready(app) and my_turn(app) and scr.match.hand.phase == 1)
        await enter_on_card(pilot, "7s")
        await pilot.pause()
        assert [b.label for b in scr.bar.specs[:3]] == ["7♠ HIGH", "7♠ by trumps", "7♠ plain"]
        assert app.focused is scr.bar.buttons[0]  # Enter plays HIGH, as a silent poker
        await pilot.press("enter")
        assert [a for s, a in scr.match.actions if s == 0][-1] == "play 7s"
        assert await settle(pilot, lambda: "7♠" in area_text(app))


@aio
async def test_kids_poker_the_sheet_has_call_won_and_total_under_every_name():
    app = table_app("kids_poker", kinds=PEOPLE, seed=3, options={"first_deal": 1})
    async with app.run_test(size=(100, 30)) as pilot:
        for _ in range(20):
            assert await settle(pilot, lambda: my_turn(app) or isinstance(app.screen, HandEndScreen), limit=2000)
            if isinstance(app.screen, HandEndScreen):
                break
            await play_turn_any(pilot)
        assert isinstance(app.screen, HandEndScreen)
        text = screen_text(app)
        assert "call won pts" in text  # issue 33: the tricks won too
        m = table(app).match
        row = m.sheet.rows[0]
        assert sheet_cells(text, row.extra["sheet"]["label"]) == row.extra["sheet"]["cells"]


def test_other_games_keep_the_one_column_sheet():
    spec = get_game("durak")
    m = Match(spec, spec.options_model.parse({}), 2, 1)
    rng = random.Random(1)
    while m.hand_no == 1 and not m.over:
        s = m.to_act()[0]
        m.apply(s, rng.choice(m.legal_actions(s)))
    console = Console(width=100, record=True)
    console.print(sheet_table(m, ["Anna", "Boris"]))
    assert "bid" not in console.export_text()


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_paper_sheet_in_both_languages(lang, monkeypatch):
    from cardtable.tui import i18n

    monkeypatch.setattr(i18n, "lang", lambda: lang)
    monkeypatch.setattr("cardtable.tui.screens.handend.lang", lambda: lang)
    spec = get_game("russian_poker")
    m = Match(spec, spec.options_model.parse({"first_deal": 17, "ante": 2}), 3, 2)
    rng = random.Random(2)
    while not m.over:
        s = m.to_act()[0]
        m.apply(s, rng.choice(m.legal_actions(s)))
    console = Console(width=120, record=True)
    console.print(sheet_table(m, ["Anna", "Boris", "Vera"]))
    out = console.export_text()
    assert ("bid won pts" if lang == "en" else "зак взя счёт") in out
    assert ("Pot (chips)" if lang == "en" else "Банк (фишки)") in out


@aio
async def test_kids_poker_hot_seat_a_curtain_before_each_persons_turn_and_the_hand_face_down_after_it():
    app = table_app("kids_poker", kinds=("human", "normal", "human"), seed=5, options={"first_deal": 3})
    async with app.run_test(size=(100, 30)) as pilot:
        curtains: list[str] = []
        last_viewer = None
        turns = 0
        for _ in range(40):
            assert await settle(pilot, lambda: isinstance(app.screen, HandOverScreen | HandEndScreen | MatchEndScreen)
                                or my_turn(app), limit=2000)
            scr = app.screen
            if isinstance(scr, HandEndScreen | MatchEndScreen):
                break
            if isinstance(scr, HandOverScreen):
                curtains.append(scr.player)
                await pilot.press("enter")
                continue
            t = table(app)
            if t.viewer != last_viewer:
                assert curtains and curtains[-1] == t.names[t.viewer]  # a new person only after the curtain
                if "look" in t.match.legal_actions(t.viewer):
                    assert all(f.text == "" for f in t.query_one("#hand", CardRow).faces)
            last_viewer = t.viewer
            await play_turn_any(pilot)
            turns += 1
        assert turns >= 6 and {"Anna", "Vera"} <= set(curtains)


@aio
async def test_kids_poker_hook_dims_the_dark_bid_then_the_open_one_after_look():
    pos = {"deal": 3, "dealer": 0, "hands": KP_HANDS, "bids": [None, 1, 1], "looked": [1, 2]}
    app = record_app("kids_poker", PEOPLE, pos, options={"hook_rule": True})
    async with app.run_test(size=(110, 30)) as pilot:
        assert await settle(pilot, lambda: ready(app) and my_turn(app))
        scr = table(app)
        refused = [(b.label, b.reason) for b in scr.bar.specs if b.command == "refused"]
        assert [r[0] for r in refused] == ["Bid 1 dark ◦"] and "may not bid 1" in refused[0][1]
        assert [b.label for b in scr.bar.specs][:3] == ["Look at my cards", "Bid 1 dark ◦", "Bid 2 dark ◦"]
        await pilot.press("l")
        await pilot.pause()
        assert [b.label for b in scr.bar.specs if b.command == "refused"] == ["Bid 1"]
        await pilot.press("1")
        await pilot.pause()
        assert scr.match.actions == [(0, "look")]
        await pilot.press("2")
        assert scr.match.actions[1] == (0, "bid 2")
