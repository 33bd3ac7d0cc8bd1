"""The table's contract, checked the same way for every game (issue 33).

Each game (Kukareku, a mode of Mini Family, as a twelfth) is played by keyboard from a seeded deal
with bots in the other seats, in English and in Russian, at 80x24 and at 120x40.  At every decision
of the person at the keyboard:

1. whatever has the focus is on screen, and every button of the action bar is on screen or in a
   row that scrolls to it;
2. your own score stands beside your hand (where the game keeps a running total);
   the footer names only keys that do something now (each is a key of the moment's plan, a
   steering key, or a table key);
3. the match sheet opens on its key at any moment and Esc closes it, the table as it was;
   the log pages back and on by its keys (it takes no focus);
4. no text on the screen holds an internal id or notation: no snake_case word, no suit letter in
   brackets, no card id (``B5h``, ``X1``), no English word of the table's own in Russian.

Items 5-7 of the contract (card colours at every size, where the cursor starts, scrolling lists and
end screens) have their own tests beside the findings they came from.
"""

from __future__ import annotations

import re

import pytest
from textual.widget import Widget

from cardtable.engine.game import REGISTRY, get_game
from cardtable.tui.keymap import display, plan
from cardtable.tui.screens.table import TableScreen
from cardtable.tui.widgets import hint_panel
from cardtable.tui.widgets.action_bar import ActionBar

from .driver import aio, cursor_to, my_turn, play_turn_any, screen_text, settle, table, table_app

CASES = sorted(REGISTRY) + ["kukareku"]
SIZES = [(80, 24), (120, 40)]
DECISIONS = 8
"""Decisions checked per run: enough to pass a game's first phases (bids, a cut, an exchange)."""

OPTIONS = {"kukareku": {"mode": "kukareku"}}
PLAYERS = {"durak": 3, "russian_poker": 3, "kids_poker": 3, "petukh": 3, "families": 4, "kukareku": 4,
           "most": 3, "twenty_two": 3}

SNAKE = re.compile(r"(?<![\w/.])[a-z]+_[a-z_]+(?![\w/.])")
SUIT_LETTER = re.compile(r"\(([shdc])\)")
CARD_TEXT = re.compile(r"(?<![\w\-])(?:10|[2-9]|[JQKAВДКТ])[shdc](?![\w\-])")
CARD_ID = re.compile(r"(?<![\w\-])(?:[RGBYW](?:\d{1,2}|[SRDW]\d?)[shdc]|X\d)(?![\w\-])")
ENGLISH_IN_RUSSIAN = re.compile(r"\b(?:Play|Throw|Draw|Pass|Take|Beat|Bid|Hint|wins|points)\b")


def text_problems(text: str, lang: str) -> list[str]:
    """What on a screen reads as an internal id or notation (item 4)."""
    out = [f"snake_case {m.group(0)!r}" for m in SNAKE.finditer(text)]
    out += [f"suit letter {m.group(0)!r}" for m in SUIT_LETTER.finditer(text)]
    out += [f"card id {m.group(0)!r}" for m in CARD_ID.finditer(text)]
    out += [f"card notation {m.group(0)!r}" for m in CARD_TEXT.finditer(text)]
    if lang == "ru":
        out += [f"English {m.group(0)!r} in Russian" for m in ENGLISH_IN_RUSSIAN.finditer(text)]
    return out


def on_screen(w: Widget) -> bool:
    """The widget is drawn (not hidden, not scrolled away, not clipped off the screen)."""
    screen = w.screen
    region = w.region
    return bool(region.area) and screen.region.contains_region(region) and w.display and w.visible


def reachable(w: Widget) -> bool:
    """On screen, or inside a container that scrolls to it (its scrollbar is shown)."""
    if on_screen(w):
        return True
    for anc in w.ancestors:
        if isinstance(anc, Widget) and (anc.show_vertical_scrollbar or anc.show_horizontal_scrollbar):
            return True
    return False


def check_decision(app, lang: str, where: str) -> None:
    scr = table(app)
    f = app.focused
    assert f is not None, f"{where}: nothing has the focus"
    assert on_screen(f), f"{where}: the focus is off screen: {f!r} at {f.region}"
    bar = scr.query_one(ActionBar)
    hidden = [str(b.label) for b in bar.query("Button") if not reachable(b)]
    assert not hidden, f"{where}: buttons not on screen and not scrollable to: {hidden}"
    text = screen_text(app)
    bad = text_problems(text, lang)
    assert not bad, f"{where}: {bad}\n{text}"
    m = scr.moment
    if m is not None and m.presenter.show_totals and m.viewer is not None and m.totals:
        line = text.splitlines()[scr.hand_label.region.y]
        assert str(m.totals[m.viewer]) in line, f"{where}: your own score is not beside your hand: {line!r}"
    live = {display(k, lg) for k in plan(scr.claims()) for lg in ("en", "ru")}
    footer = text.rstrip("\n").splitlines()[-1].strip()
    for item in re.split(r"\s{2,}", footer):
        for key in item.split(" ")[0].split("/"):
            pair = any(key[:i] in live and key[i:] in live for i in range(1, len(key)))  # "←→"
            assert key in live or pair or key.strip("…") == "", \
                f"{where}: the footer names {key!r} ({item!r}), no live key"


async def check_sheet(pilot, where: str) -> None:
    """Item 3: the sheet's key opens the match sheet at this moment, Esc closes it."""
    app = pilot.app
    scr = table(app)
    key = app.keymap.key("table.sheet", "")
    assert key, f"{where}: the match sheet has no key (table.sheet)"
    before = (len(scr.match.actions), scr.match.hand_no)
    await pilot.press(key)
    assert await settle(pilot, lambda: not isinstance(app.screen, TableScreen)), f"{where}: {key} opened no sheet"
    assert scr.match.to_act() is not None
    await pilot.press("escape")
    assert await settle(pilot, lambda: app.screen is scr), f"{where}: Esc did not close the sheet"
    assert (len(scr.match.actions), scr.match.hand_no) == before, f"{where}: the sheet changed the match"


async def check_hint(pilot, lang: str, where: str) -> None:
    """The hint names its moves in the player's words (the hint's key, then Esc closes it)."""
    app = pilot.app
    scr = table(app)
    panel = scr.hint_panel
    panel.last = None
    await pilot.press(app.keymap.key("table.hint", "h"))
    if not await settle(pilot, lambda: panel.shown and panel.last is not None, limit=3000):
        return  # no hint at this moment (a forced move, hints off): nothing to read
    await pilot.pause()
    text = screen_text(app)
    bad = text_problems(text, lang)
    assert not bad, f"{where}, the hint: {bad}\n{text}"
    await pilot.press("escape")
    await pilot.pause()


async def check_refusal(pilot, lang: str, where: str) -> None:
    """A card that may not be played now, tried: the refusal names the rule in the player's words."""
    app = pilot.app
    scr = table(app)
    hand = scr.hand
    if app.focused is not hand or all(hand.playable) or scr.presenter.areas:
        return
    i = hand.playable.index(False)
    await cursor_to(pilot, hand, i)
    await pilot.press("enter")
    await pilot.pause()
    text = screen_text(app)
    bad = text_problems(text, lang)
    assert not bad, f"{where}, a refusal: {bad}\n{text}"


async def check_log_pages(pilot, where: str) -> None:
    """Item 7: the log scrolls by keys (it takes no focus): back a page, and on to the newest."""
    app = pilot.app
    log = table(app).log_view
    back, on = app.keymap.key("table.log_back", "pageup"), app.keymap.key("table.log_on", "pagedown")
    keys = plan(table(app).claims())
    if not log.display or log.max_scroll_y == 0 or keys[back].action != "table.log_back":
        return  # nothing to page, or a decision of the moment has the keys (Mini Family's ask list)
    assert log.scroll_y == log.max_scroll_y, f"{where}: the log does not show its newest line"
    await pilot.press(back)
    await pilot.pause()
    assert log.scroll_y < log.max_scroll_y, f"{where}: PgUp did not page the log back"
    await pilot.press(on, on)
    await pilot.pause()
    assert log.scroll_y == log.max_scroll_y, f"{where}: PgDn did not page on to the newest line"


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("case", CASES)
@aio
async def test_the_table_keeps_its_contract(case, lang, size, monkeypatch):
    monkeypatch.setattr(hint_panel, "HINT_TIME_S", 0.3)  # the words of a hint, not its strength
    game = "families" if case == "kukareku" else case
    n = PLAYERS.get(case, 2)
    n = max(get_game(game).min_players, n)
    app = table_app(game, kinds=("human",) + ("easy",) * (n - 1), seed=11, options=OPTIONS.get(case),
                    lang_override=lang)
    checked = 0
    async with app.run_test(size=size) as pilot:
        for _ in range(DECISIONS * 3):
            if not await settle(pilot, lambda: my_turn(app) or not isinstance(app.screen, TableScreen)
                                or table(app).ended is not None, limit=1500):
                break
            if not isinstance(app.screen, TableScreen) or table(app).ended is not None or not my_turn(app):
                break
            await pilot.pause()
            where = f"{case} {lang} {size[0]}x{size[1]} decision {checked + 1} {table(app).match.legal_actions(0)[:4]}"
            check_decision(app, lang, where)
            if checked % 3 == 0:
                await check_sheet(pilot, where)
                await pilot.pause()
            if checked == 1:
                await check_hint(pilot, lang, where)
            if checked == 2:
                await check_refusal(pilot, lang, where)
            checked += 1
            if checked >= DECISIONS:
                await check_log_pages(pilot, where)
                break
            await play_turn_any(pilot)
        if isinstance(app.screen, TableScreen) and table(app).ended is not None:
            bad = text_problems(screen_text(app), lang)
            assert not bad, f"{case} {lang}: the hand-end moment: {bad}\n{screen_text(app)}"
            await pilot.press("enter")
            await settle(pilot, lambda: not isinstance(app.screen, TableScreen))
            bad = text_problems(screen_text(app), lang)
            assert not bad, f"{case} {lang}: the hand-end screen: {bad}\n{screen_text(app)}"
    assert checked >= 1, f"{case}: no decision of the person was reached"
