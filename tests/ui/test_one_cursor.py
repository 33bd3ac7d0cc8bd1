"""One cursor (issue 13): the focused widget is the one drawn as focused, and Enter acts on it.

A newcomer who only ever presses Enter must never see Enter do something other than what the screen
shows: each test walks a game's decisions by Enter alone and checks, before every key, that the
focus is where the next decision is and is drawn so (a raised, reversed cursor card in the focused
row only; a ▸marked◂ button)."""

from __future__ import annotations

import pytest

from cardtable.engine.registry import REGISTRY
from cardtable.tui.areas import Area
from cardtable.tui.buttons import MarkedButton
from cardtable.tui.cards import CardRow, CardWidget
from cardtable.tui.screens.table import TableScreen

from .driver import aio, my_turn, off_table, progress, record_app, screen_text, settle, table, table_app

KINDS = {game: ("human", "normal") for game in REGISTRY}
"""Every registered game, so a new game's table is walked too."""


def drawn_cursors(scr) -> list[tuple[CardRow, int]]:
    """Every card drawn as a cursor (reversed by the stylesheet), by row and index."""
    out = []
    for row in scr.query(CardRow):
        for i, kid in enumerate(k for k in row.children if isinstance(k, CardWidget)):
            if kid.has_class("-cursor") and "reverse" in str(kid.styles.text_style) and not row.has_class(
                    "-targeting"):
                out.append((row, i))
    return out


def assert_one_cursor(app) -> None:
    """The focus is on a decision and is the one thing drawn as focused."""
    scr = app.screen
    focused = app.focused
    cursors = drawn_cursors(scr)
    marked = [b for b in scr.query(MarkedButton) if str(b.label).startswith("▸")]
    if isinstance(focused, CardRow):
        assert cursors == [(focused, focused.cursor)], f"cursor drawn on {cursors}, focus on {focused}"
        assert not marked, "a button is drawn focused while a card row has the focus"
        if focused.role == "hand":
            hand = focused
            kid = [k for k in hand.children if isinstance(k, CardWidget)][hand.cursor]
            if hand.has_class("-lift"):
                assert kid.styles.margin.top == 0, "the focused hand raises its cursor card"
            assert hand.playable[hand.cursor], "the cursor rests on an unplayable card while one may be played"
    elif isinstance(focused, Area):  # an area's own step (Uno 52's lit open cards): it draws its cursor
        assert not cursors, f"a card cursor is drawn while {focused!r} has the focus"
        assert not marked, "a button is drawn focused while an area has the focus"
    else:
        assert isinstance(focused, MarkedButton), f"the focus is on {focused!r}"
        assert marked == [focused], "the focused button is the one marked"
        assert not cursors, "a card cursor is drawn while a button has the focus"
        spec = scr.bar.specs[scr.bar.buttons.index(focused)]
        legal = scr.match.legal_actions(scr.viewer)
        assert spec.command in ("ready", "cancel") or spec.action in legal, f"Enter on {spec} is not a move"


@pytest.mark.parametrize("game", sorted(KINDS))
@aio
async def test_enter_alone_walks_the_decisions_of_every_game(game):
    app = table_app(game, kinds=KINDS[game], seed=7)
    async with app.run_test(size=(100, 30)) as pilot:
        for _ in range(10):
            assert await settle(pilot, lambda: my_turn(app) or off_table(app))
            if off_table(app):
                break
            await pilot.pause()
            assert_one_cursor(app)
            before = progress(app, table(app).viewer)
            await pilot.press("enter")
            await pilot.pause()
            assert progress(app, table(app).viewer) != before, "Enter did nothing"


@aio
async def test_uno_a_drawn_card_that_fits_takes_the_cursor_and_enter_plays_it():
    """uno, 2 players, seed 7 (the issue's command): Enter after D played the Pass button."""
    app = table_app("uno", kinds=("human", "normal"), seed=7)
    async with app.run_test(size=(100, 30)) as pilot:
        scr = table(app)
        for _ in range(40):
            assert await settle(pilot, lambda: my_turn(app) or off_table(app))
            if off_table(app):
                break
            await pilot.pause()
            hand = scr.query_one("#hand", CardRow)
            if any(hand.playable) or scr.session.ready_wait is not None:
                await pilot.press("enter")
                continue
            assert isinstance(app.focused, MarkedButton) and "Draw" in str(app.focused.label)
            before = set(scr.hand.ids)
            await pilot.press("d")
            await pilot.pause()
            if not any(hand.playable):
                await pilot.press("enter")  # the drawn card does not fit: Pass is the focused button
                continue
            drawn = [i for i, c in enumerate(scr.hand.ids) if c not in before]
            assert app.focused is hand and [hand.cursor] == drawn
            assert_one_cursor(app)
            text = scr.match.hand.deck.text(scr.hand.ids[hand.cursor])
            await pilot.press("enter")
            await pilot.pause()
            mine = [a for s, a in scr.match.actions if s == 0]
            assert mine[-1].startswith(f"play {text}"), f"Enter did {mine[-1]!r}, not play {text}"
            return
        pytest.fail("no drawn card that fits in 40 turns")


@aio
async def test_after_ready_the_focus_is_back_on_the_hand():
    """After Ready the focus stayed on the bar, where Left/Right walked to Cough and Enter coughed."""
    pos = {"hands": [["R3", "G2"], ["Y5", "Y6", "B8"]], "discard": ["R1", "W+4"], "colour": "B", "pending": 4,
           "turn": 0, "dealer": 1}
    app = record_app("uno", ("human", "normal"), pos)
    async with app.run_test(size=(80, 24)) as pilot:
        assert await settle(pilot, lambda: isinstance(app.screen, TableScreen))
        scr = table(app)
        await pilot.press("d")
        assert await settle(pilot, lambda: scr.session.ready_wait == 0 and isinstance(app.focused, MarkedButton))
        assert_one_cursor(app)
        await pilot.press("enter")
        assert await settle(pilot, lambda: scr.match.actions[-1][0] == 1 and not scr._refresh_pending)
        await pilot.pause()
        assert app.focused is scr.query_one("#hand", CardRow)


@aio
async def test_up_down_follow_the_screen_without_wrapping():
    """Durak: Up goes hand -> attack cards -> deck and stops; Down goes back and ends on the bar."""
    app = table_app("durak", kinds=("human", "normal"), seed=3)
    async with app.run_test(size=(100, 30)) as pilot:
        assert await settle(pilot, lambda: my_turn(app))
        await pilot.pause()
        scr = table(app)
        hand = scr.query_one("#hand", CardRow)
        deck = next(r for r in scr.piles.rows.values() if r.role == "deck")
        rows = [r for r in scr.screen_rows() if r.faces]
        assert app.focused is hand
        for row in reversed(rows[:-1]):
            await pilot.press("up")
            assert app.focused is row
        assert app.focused is deck
        await pilot.press("up")
        assert app.focused is deck, "Up wrapped around"
        for row in rows[1:]:
            await pilot.press("down")
            assert app.focused is row
        await pilot.press("down")
        assert app.focused in scr.bar.buttons or (app.focused is hand and not scr.bar.buttons)


@aio
async def test_resize_into_chips_keeps_the_whole_hand_visible():
    """120x40 -> 65x22 on a running table: the hand showed only the chip under the cursor."""
    app = table_app("uno", kinds=("human", "normal", "normal"), seed=5)
    async with app.run_test(size=(120, 40)) as pilot:
        assert await settle(pilot, lambda: my_turn(app))
        scr = table(app)
        await pilot.resize_terminal(65, 22)
        assert await settle(pilot, lambda: scr.card_size == "chips" and not scr._refresh_pending)
        await pilot.pause()
        hand = scr.query_one("#hand", CardRow)
        line = screen_text(app).splitlines()[hand.region.y]
        faces = [f.label for f in hand.faces]
        for i, label in enumerate(faces):
            assert label[:2] in line, f"card {i} ({label}) is not on the hand's line {line!r}"
        before = hand.cursor
        await pilot.press("right" if before < len(faces) - 1 else "left")
        line = screen_text(app).splitlines()[hand.region.y]
        assert f"[{faces[hand.cursor]}]" in line, "the moved cursor is not drawn"


@aio
async def test_101_the_dealers_forced_opening_card_has_the_cursor():
    """The dealer opens with the last card dealt: the cursor starts on it, Enter plays it."""
    pos = {"hands": [["9h", "Kc", "7d"], ["9s", "10s", "Js"]], "phase": "open", "dealer": 0, "turn": 0}
    app = record_app("hundred_one", ("human", "normal"), pos)
    async with app.run_test(size=(80, 24)) as pilot:
        assert await settle(pilot, lambda: my_turn(app))
        await pilot.pause()
        scr = table(app)
        legal = scr.match.legal_actions(0)
        assert len(legal) == 1, legal
        assert_one_cursor(app)
        await pilot.press("enter")
        assert scr.match.actions[0] == (0, legal[0])
