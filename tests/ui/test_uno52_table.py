"""Uno 52 at the table (uno52.md section 8), by keyboard from seeded positions: the open poker hands
with the overlay step aimed on your own row, chips and pots, the showdown, hot-seat hand-overs."""

from __future__ import annotations

from cardtable.tui.cards import CardRow
from cardtable.tui.screens.handend import HandEndScreen
from cardtable.tui.screens.handover import HandOverScreen
from cardtable.tui.screens.table import TableScreen

from .driver import aio, record_app, screen_text, settle, table

# dull open hands (no shared colour or rank with the test cards): high card
DULL = [
    [["Y2c"], ["G4d"], ["Y6h"], ["G8s"], ["YJc"]],
    [["Y2d"], ["G4h"], ["Y6s"], ["G8c"], ["YJd"]],
    [["Y2h"], ["G4s"], ["Y6c"], ["G8d"], ["YJh"]],
]


def stacks(text: str) -> list[list[str]]:
    return [[t] for t in text.split()]


def pos(hands, discard, open_, **kw):
    p = {"hands": hands, "discard": discard, "open": open_, "dealer": len(hands) - 1}
    p.update(kw)
    return p


def ready(app) -> bool:
    s = app.screen
    return isinstance(s, TableScreen) and not s._refresh_pending


def phase(app) -> str:
    return table(app).match.hand.public_info()["phase"]


async def pick_card(pilot, text: str) -> None:
    """Focus the hand, move its cursor to ``text``, press Enter (keyboard only)."""
    scr = table(pilot.app)
    hand = scr.query_one("#hand", CardRow)
    for _ in range(4):
        if hand.has_focus:
            break
        await pilot.press("down")
    target = [f.text for f in hand.faces].index(text)
    steps = target - hand.cursor
    await pilot.press(*(["right" if steps > 0 else "left"] * abs(steps)), "enter")
    await pilot.pause()


def area(app):
    return table(app).query_one("#area-uno52_hands")


OVERLAY_POS = pos([["R5c", "R7s", "BKh", "GKh", "BS"], ["R2d", "R3d", "B2s"], ["G2s", "G3s", "B4d"]], ["R9d"],
                  [[["B7h"], ["Y2c", "G2c"], ["Y3c"], ["R4c"], ["Y6d"]], stacks("RKs BKc GKd Y5h R5s"), DULL[2]],
                  turn=0, dealer=2, sb=0, bb=1, chips=[90, 84, 98], sbp=4, bbp=8, cp=18)


@aio
async def test_open_hands_chips_pots_and_the_marks():
    app = record_app("uno52", ("human", "normal", "normal"), OVERLAY_POS)
    async with app.run_test(size=(120, 40)) as pilot:
        assert await settle(pilot, lambda: ready(app))
        text = screen_text(app)
        rows = {name: next(line for line in text.splitlines() if name in line and "◉" in line)
                for name in ("Anna", "Boris", "Vera")}
        assert "◉ 90" in rows["Anna"] and "SB" in rows["Anna"] and "(you)" in rows["Anna"]
        assert "◉ 84" in rows["Boris"] and "BB" in rows["Boris"] and "full house, K over 5" in rows["Boris"]
        assert "★" in rows["Boris"] and "★" not in rows["Anna"]  # the best open hand now
        assert "D" in rows["Vera"].split("◉")[1][:12]
        assert "2♣g¹" in rows["Anna"]  # the covered 2♣ lies on a dead card: one under it
        assert "Pots: small 4 · big 8 · common 18" in text
        assert "D Vera · SB Anna · BB Boris" in text
        assert "Open 1/1" not in text  # the open stacks are no longer drawn as piles


@aio
async def test_overlay_by_keyboard_lights_the_legal_targets():
    app = record_app("uno52", ("human", "normal", "normal"), OVERLAY_POS)
    async with app.run_test(size=(120, 40)) as pilot:
        assert await settle(pilot, lambda: ready(app))
        scr = table(app)
        await pick_card(pilot, "R5c")
        assert await settle(pilot, lambda: ready(app) and phase(app) == "overlay")
        assert "Keep open hand" in screen_text(app)
        # a card that fits no open card: told why, nothing happens
        await pick_card(pilot, "BS")  # an action card never covers
        assert len(scr.match.actions) == 1 and "matches no open card" in screen_text(app)
        assert not area(app).card
        # R7s fits 7♥ (rank, position 1) and 4♣ red (colour, position 4): both lit, the cursor on 1
        await pick_card(pilot, "R7s")
        a = area(app)
        assert await settle(pilot, lambda: a.has_focus)
        assert a.card == "R7s" and a.targets == [0, 3] and a.cursor == 0
        assert scr.hand.marked == {"R7s"}
        text = screen_text(app)
        assert "Lay red 7♠ on which open card?" in text and " 1 7♥b  2 2♣g¹" in text
        await pilot.press("right")
        assert a.cursor == 3
        await pilot.press("2")  # an unlit position: said, not moved
        assert a.cursor == 3 and "cannot cover open card 2" in screen_text(app)
        await pilot.press("1")
        assert a.cursor == 0
        await pilot.press("escape")  # back to the hand, nothing laid
        assert await settle(pilot, lambda: scr.query_one("#hand", CardRow).has_focus)
        assert not a.card and not scr.hand.marked and phase(app) == "overlay"
        await pick_card(pilot, "R7s")
        assert await settle(pilot, lambda: a.has_focus)
        await pilot.press("right", "enter")
        assert (0, "cover 3 R7s") in scr.match.actions
        assert await settle(pilot, lambda: ready(app) and phase(app) != "overlay")


@aio
async def test_uno_call_goes_with_the_cover_that_leaves_one_card():
    p = pos([["R5c", "R7s", "BKh"], ["B2s", "R3d", "G6h"]], ["R9d"],
            [[["B7h"], ["Y2c"], ["Y3c"], ["R4c"], ["Y6d"]], DULL[1]], turn=0, dealer=1, sb=1, bb=0,
            chips=[90, 90], sbp=4, bbp=8, cp=4)
    app = record_app("uno52", ("human", "normal"), p)
    async with app.run_test(size=(120, 40)) as pilot:
        assert await settle(pilot, lambda: ready(app))
        await pick_card(pilot, "R5c")
        assert await settle(pilot, lambda: ready(app) and phase(app) == "overlay")
        await pick_card(pilot, "R7s")
        a = area(app)
        assert await settle(pilot, lambda: a.has_focus)
        await pilot.press("u")  # the call toggle works while the open card is being chosen
        assert table(app).bar.call_on and a.card == "R7s"
        await pilot.press("enter")
        assert (0, "cover 0 R7s uno") in table(app).match.actions


@aio
async def test_a_click_on_a_lit_open_card_lays_the_picked_card():
    app = record_app("uno52", ("human", "normal", "normal"), OVERLAY_POS)
    async with app.run_test(size=(120, 40)) as pilot:
        assert await settle(pilot, lambda: ready(app))
        await pick_card(pilot, "R5c")
        assert await settle(pilot, lambda: ready(app) and phase(app) == "overlay")
        await pick_card(pilot, "R7s")
        a = area(app)
        assert await settle(pilot, lambda: a.has_focus)
        x0, _ = a._spans[2]  # 3♣ yellow: not lit
        await pilot.click("#area-uno52_hands", offset=(x0 + 3, a._viewer_line))
        assert "cannot cover open card 3" in screen_text(app) and len(table(app).match.actions) == 1
        x0, _ = a._spans[3]  # 4♣ red: lit
        await pilot.click("#area-uno52_hands", offset=(x0 + 3, a._viewer_line))
        assert (0, "cover 3 R7s") in table(app).match.actions


@aio
async def test_keep_the_open_hand_with_p():
    app = record_app("uno52", ("human", "normal", "normal"), OVERLAY_POS)
    async with app.run_test(size=(120, 40)) as pilot:
        assert await settle(pilot, lambda: ready(app))
        await pick_card(pilot, "R5c")
        assert await settle(pilot, lambda: ready(app) and phase(app) == "overlay")
        assert "P Keep open hand" in screen_text(app)
        await pilot.press("p")
        assert (0, "pass") in table(app).match.actions


SHOW_POS = pos([["W"], ["R2s", "R3s"], ["Y3s", "Y4s"]], ["R5c"],
               [stacks("R9s B8c G7d Y6h R5s"), DULL[1], stacks("B9h G8h Y7c R6c B5d")],
               turn=0, dealer=2, sb=0, bb=1, chips=[98, 94, 88], sbp=5, bbp=8, cp=12)


@aio
async def test_showdown_names_every_hand_and_every_pot_then_chips_carry_on():
    app = record_app("uno52", ("human", "normal", "normal"), SHOW_POS)
    async with app.run_test(size=(120, 40)) as pilot:
        assert await settle(pilot, lambda: ready(app))
        await pick_card(pilot, "W")  # out (a wild going out has no effect): a tie of straights
        assert await settle(pilot, lambda: isinstance(app.screen, HandEndScreen))
        text = screen_text(app)
        assert "Showdown" in text and "You went out" in text
        lines = text.splitlines()
        anna = next(line for line in lines if "Anna" in line and "straight" in line)
        assert "straight, 9 high" in anna and "best hand" in anna and "9♠r" in anna
        assert any("Boris" in line and "high card" in line for line in lines)
        assert "Big-blind pot 8 → Anna (went out)" in text
        assert "Small-blind pot 5 split among Anna, Vera: 2 each, 1 left over to the common pot" in text
        assert "Common pot 13 stays for the next round (a tie for the best hand)" in text
        totals = table(app).match.sheet.totals()
        assert totals == [98 + 8 + 2, 94, 88 + 2]
        await pilot.press("enter")  # the next round: chips carried, blinds paid again
        assert await settle(pilot, lambda: ready(app) and table(app).match.hand_no == 2)
        st = table(app).match.hand
        assert [c + p for c, p in zip(st.chips, st.paid, strict=True)] == totals
        text = screen_text(app)
        for s, name in enumerate(("Anna", "Boris", "Vera")):
            row = next(line for line in text.splitlines() if name in line and "◉" in line)
            assert f"◉{st.chips[s]:>3}" in row
        assert f"common {st.cp}" in text and st.cp == 13 + 6


@aio
async def test_showdown_in_russian():
    app = record_app("uno52", ("human", "normal", "normal"), SHOW_POS, lang_override="ru")
    async with app.run_test(size=(120, 40)) as pilot:
        assert await settle(pilot, lambda: ready(app))
        assert "Банки: малый 5 · большой 8 · общий 12" in screen_text(app)
        await pick_card(pilot, "W")
        assert await settle(pilot, lambda: isinstance(app.screen, HandEndScreen))
        text = screen_text(app)
        assert "Вскрытие" in text and "стрит" in text and "лучшая рука" in text
        assert "Банк большого блайнда 8 → Anna" in text
        assert "Общий банк 13 остаётся" in text


@aio
async def test_going_out_onto_the_open_hand_and_the_sole_best_takes_the_common_pot():
    p = pos([["R9c"], ["R2s", "R3s"]], ["YKs"], [[["G9d"], ["G9s"], ["G9h"], ["B9c"], ["Y6c"]], DULL[1]],
            turn=0, dealer=1, sb=1, bb=0, chips=[92, 94], sbp=4, bbp=8, cp=4)
    app = record_app("uno52", ("human", "normal"), p)
    async with app.run_test(size=(120, 40)) as pilot:
        assert await settle(pilot, lambda: ready(app))
        await pick_card(pilot, "R9c")  # it cannot go to the pile: only to the open hand
        a = area(app)
        assert await settle(pilot, lambda: a.has_focus)
        assert a.targets == [0, 1, 2, 3]
        await pilot.press("5")  # Y6c: not lit
        assert a.cursor == 0
        await pilot.press("4", "enter")
        assert await settle(pilot, lambda: isinstance(app.screen, HandEndScreen))
        assert (0, "cover 3 R9c") in table(app).match.actions
        text = screen_text(app)
        assert "four of a kind, 9" in text
        assert "Common pot 4 → Anna (went out with the sole best hand)" in text


@aio
async def test_last_card_that_may_go_to_the_pile_or_the_open_hand_asks_which():
    p = pos([["R9c"], ["R2s", "R3s"]], ["R5c"], [[["G9d"], ["Y2c"], ["Y3c"], ["Y4c"], ["Y6c"]], DULL[1]],
            turn=0, dealer=1, sb=1, bb=0, chips=[92, 94], sbp=4, bbp=8, cp=4)
    app = record_app("uno52", ("human", "normal"), p)
    async with app.run_test(size=(120, 40)) as pilot:
        assert await settle(pilot, lambda: ready(app))
        await pick_card(pilot, "R9c")
        assert await settle(pilot, lambda: ready(app) and bool(table(app).bar.choices))
        text = screen_text(app)
        assert "Play red 9♣" in text and "Lay red 9♣ on open card 1" in text  # nothing done yet
        assert table(app).match.actions == []
        from textual.widgets import Button

        assert await settle(pilot, lambda: isinstance(app.focused, Button))
        if "Lay" not in str(app.focused.label):
            await pilot.press("right")
        assert "Lay red 9♣ on open card 1" in str(app.focused.label)
        await pilot.press("enter")
        assert await settle(pilot, lambda: isinstance(app.screen, HandEndScreen))
        assert (0, "cover 0 R9c") in table(app).match.actions


@aio
async def test_eliminated_seat_is_marked_out():
    p = pos([["R5c", "R6c"], ["R2s", "R3s"], []], ["R9d"], [DULL[0], DULL[1], []], turn=0, dealer=1,
            sb=1, bb=0, chips=[120, 150, 0], eliminated=[2], sbp=4, bbp=8, cp=6)
    app = record_app("uno52", ("human", "normal", "normal"), p)
    async with app.run_test(size=(120, 40)) as pilot:
        assert await settle(pilot, lambda: ready(app))
        row = next(line for line in screen_text(app).splitlines() if "Vera" in line and "◉" in line)
        assert "out of chips" in row and "◉  0" in row


HOT_POS = pos([["R5c", "R7s", "BKh"], ["B2s", "R3d", "G6h"]], ["R9d"],
              [[["B7h"], ["Y2c"], ["Y3c"], ["R4c"], ["Y6c"]], DULL[1]], turn=0, dealer=1, sb=1, bb=0,
              chips=[90, 90], sbp=4, bbp=8, cp=4)


@aio
async def test_hot_seat_hands_over_after_the_overlay_not_between_its_steps():
    app = record_app("uno52", ("human", "human"), HOT_POS)
    async with app.run_test(size=(120, 40)) as pilot:
        assert await settle(pilot, lambda: isinstance(app.screen, HandOverScreen))
        assert app.screen.player == "Anna" and "│" not in screen_text(app)
        await pilot.press("enter")
        assert await settle(pilot, lambda: ready(app))
        await pick_card(pilot, "R5c")
        assert await settle(pilot, lambda: ready(app) and phase(app) == "overlay")
        assert table(app).viewer == 0  # phase 2 is still Anna's: no curtain in between
        await pick_card(pilot, "R7s")
        await pilot.press("enter")
        assert (0, "cover 0 R7s") in table(app).match.actions
        assert await settle(pilot, lambda: isinstance(app.screen, HandOverScreen))
        assert app.screen.player == "Boris"
        text = screen_text(app)
        assert "R7s" not in text and "BKh" not in text
        await pilot.press("enter")
        assert await settle(pilot, lambda: ready(app) and table(app).viewer == 1)
        scr = table(app)
        assert sorted(f.text for f in scr.query_one("#hand", CardRow).faces) == ["B2s", "G6h", "R3d"]
        text = screen_text(app)
        assert "Boris's hand" in text or "Boris" in scr.query_one("#hand-label").render().plain
        anna = next(line for line in text.splitlines() if "Anna" in line and "◉" in line)
        assert "7♠r¹" in anna  # the open hand is public to Boris too
        assert "(you)" not in text  # two people at the keyboard: rows say names only


@aio
async def test_challenge_reveal_goes_to_the_challenger_only():
    p = pos([["R5c", "R7s", "BKh"], ["W+4", "B2s", "R3d", "G6h"]], ["R9d"], [DULL[0], DULL[1]], turn=1,
            dealer=0, sb=0, bb=1, chips=[90, 90], sbp=4, bbp=8, cp=4)
    app = record_app("uno52", ("human", "human"), p)
    async with app.run_test(size=(120, 40)) as pilot:
        assert await settle(pilot, lambda: isinstance(app.screen, HandOverScreen))
        assert app.screen.player == "Boris"
        await pilot.press("enter")
        assert await settle(pilot, lambda: ready(app))
        await pick_card(pilot, "W+4")  # a bluff: Boris holds red
        assert await settle(pilot, lambda: ready(app) and phase(app) == "colour")
        await pilot.press("g")
        assert await settle(pilot, lambda: ready(app) and phase(app) == "overlay")
        await pilot.press("p")  # keep the open hand
        assert await settle(pilot, lambda: isinstance(app.screen, HandOverScreen))
        assert app.screen.player == "Anna"
        await pilot.press("enter")
        assert await settle(pilot, lambda: ready(app) and table(app).viewer == 0)
        await pilot.press("x")  # challenge: Boris bluffed (he holds red)
        assert (0, "challenge") in table(app).match.actions
        # Boris drew 6: the politeness rule waits for his Ready, so the keyboard goes to him first
        assert await settle(pilot, lambda: isinstance(app.screen, HandOverScreen))
        assert app.screen.player == "Boris"
        await pilot.press("enter")
        assert await settle(pilot, lambda: ready(app) and table(app).viewer == 1)
        text = screen_text(app)
        assert "Guilty!" in text and "Boris shows" not in text and "You show" not in text
        await pilot.press("enter")  # Ready
        assert await settle(pilot, lambda: isinstance(app.screen, HandOverScreen))
        assert app.screen.player == "Anna"
        await pilot.press("enter")
        assert await settle(pilot, lambda: ready(app) and table(app).viewer == 0)
        assert "Boris shows: blue 2♠, red 3♦, green 6♥" in screen_text(app)  # the reveal, to the challenger only
        await pilot.press("d")  # Anna holds no green: she draws
        assert await settle(pilot, lambda: isinstance(app.screen, HandOverScreen) or (
            ready(app) and phase(app) == "drawn"))
        if not isinstance(app.screen, HandOverScreen):
            await pilot.press("p")
        assert await settle(pilot, lambda: isinstance(app.screen, HandOverScreen))
        assert app.screen.player == "Boris"
        await pilot.press("enter")
        assert await settle(pilot, lambda: ready(app) and table(app).viewer == 1)
        assert "Boris shows" not in screen_text(app)


@aio
async def test_rules_help_in_both_languages_and_the_setup_opens():
    from cardtable.engine.game import get_game
    from cardtable.tui.app import CardtableApp
    from cardtable.tui.screens.rules import RulesScreen, help_markdown
    from cardtable.tui.screens.setup import SetupScreen

    spec = get_game("uno52")
    assert "Uno 52" in spec.rules_text("en") and "Уно 52" in spec.rules_text("ru")
    assert "the open card to lay it on" in help_markdown("uno52", None, "en")
    assert "открытая карта, на которую её положить" in help_markdown("uno52", None, "ru")
    app = record_app("uno52", ("human", "normal", "normal"), OVERLAY_POS)
    async with app.run_test(size=(120, 40)) as pilot:
        assert await settle(pilot, lambda: ready(app))
        await pilot.press("f1")
        assert await settle(pilot, lambda: isinstance(app.screen, RulesScreen))
        assert await settle(pilot, lambda: "Uno 52" in screen_text(app) and "open card" in screen_text(app))
        await pilot.press("escape")
        assert await settle(pilot, lambda: isinstance(app.screen, TableScreen))
    app = CardtableApp(strict=True, pace=0, seed=3)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        app.push_screen(SetupScreen("uno52"))
        assert await settle(pilot, lambda: isinstance(app.screen, SetupScreen) and "Uno 52" in screen_text(app))
        await pilot.press("ctrl+s")
        assert await settle(pilot, lambda: isinstance(app.screen, TableScreen))
        assert app.screen.match.spec.id == "uno52"


async def uno52_turn(pilot) -> None:
    """One human turn by keyboard only: a card to the pile (arrows + Enter), the overlay (Enter on
    a hand card, Enter on the lit open card) or Keep (P), a colour by its letter, else the first
    move button; then check the keys moved the game on."""
    from .driver import cursor_to, press_button, progress, to_hand

    app = pilot.app
    scr: TableScreen = app.screen
    viewer = scr.viewer
    before = progress(app, viewer)
    legal = scr.match.legal_actions(viewer)
    hand = scr.query_one("#hand", CardRow)
    if scr.session.ready_wait == viewer or scr.bar.choices:
        await pilot.pause()
        await pilot.press("enter")
    elif legal and all(a.startswith("color") for a in legal):
        await pilot.press(legal[0].split()[1].lower())
    elif any(hand.playable):
        await to_hand(pilot)
        await cursor_to(pilot, hand, hand.playable.index(True))
        await pilot.press("enter")
        a = area(app)
        if a.card:  # picked for the open hand: the lit open card under the cursor takes it
            assert await settle(pilot, lambda: a.has_focus)
            await pilot.press("enter")
    else:
        moves = [i for i, b in enumerate(scr.bar.specs) if b.seat == viewer and b.action
                 and b.action in legal and not b.command]
        assert moves, f"no card and no button for {legal}"
        await press_button(pilot, moves[0])
    await pilot.pause()
    assert progress(app, viewer) != before, f"the keys did nothing: {legal}"


async def play_uno52_match(pilot, humans: list[int] | None = None) -> dict:
    from cardtable.tui.screens.handend import MatchEndScreen

    from .test_whole_matches import check_hot_seat_hand, waiting

    app = pilot.app
    stats = {"moves": 0, "rounds": 1, "curtains": [], "covers": 0}
    while stats["moves"] < 600:
        assert await settle(pilot, lambda: waiting(app), limit=3000), f"stuck on {app.screen!r}"
        scr = app.screen
        if isinstance(scr, MatchEndScreen):
            return stats
        if isinstance(scr, HandEndScreen):
            assert "Showdown" in screen_text(app)
            await pilot.press("enter")
            stats["rounds"] += 1
            continue
        if isinstance(scr, TableScreen) and scr.ended is not None:
            await pilot.press("enter")  # the hand-end moment: on to the showdown
            continue
        if isinstance(scr, HandOverScreen):
            assert "│" not in screen_text(app)
            stats["curtains"].append(scr.player)
            await pilot.press("enter")
            continue
        if humans:
            check_hot_seat_hand(scr, humans, stats["curtains"])
        n = sum(1 for _, a in scr.match.actions if a.startswith("cover"))
        await uno52_turn(pilot)
        stats["covers"] += sum(1 for _, a in scr.match.actions if a.startswith("cover")) - n
        stats["moves"] += 1
    raise AssertionError("the match did not end")


@aio
async def test_a_whole_match_against_bots_by_keyboard():
    from .driver import table_app

    app = table_app("uno52", kinds=("human", "normal", "normal"), seed=4, options={"max_rounds": 2})
    async with app.run_test(size=(80, 24)) as pilot:
        stats = await play_uno52_match(pilot)
        assert stats["rounds"] == 2 and stats["covers"] > 0
        assert "The match is over" in screen_text(app)


@aio
async def test_a_whole_hot_seat_match_through_the_curtains():
    from .driver import table_app

    app = table_app("uno52", kinds=("human", "normal", "human"), seed=6, options={"max_rounds": 1})
    async with app.run_test(size=(80, 24)) as pilot:
        stats = await play_uno52_match(pilot, humans=[0, 2])
        assert {"Anna", "Vera"} <= set(stats["curtains"])
        assert "The match is over" in screen_text(app)
