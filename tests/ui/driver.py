"""Helpers for pilot tests: build apps, wait for the bots, play a human turn with a few keys."""

from __future__ import annotations

from cardtable.engine.game import get_game
from cardtable.engine.record import SeatRecord
from cardtable.tui.app import CardtableApp
from cardtable.tui.areas import Area
from cardtable.tui.cards import CardRow
from cardtable.tui.screens.table import TableScreen


def seats(*kinds: str) -> list[SeatRecord]:
    """Seats from kinds such as ``human``, ``normal``, ``easy``; names Anna, Boris, ..."""
    names = ["Anna", "Boris", "Vera", "Gleb", "Dasha", "Egor"]
    out = []
    for i, k in enumerate(kinds):
        if k == "human":
            out.append(SeatRecord(name=names[i], kind="human"))
        else:
            out.append(SeatRecord(name=names[i], kind="bot", level=k))
    return out


def table_app(game: str = "uno", kinds=("human", "normal", "normal", "normal"), seed: int = 5,
              options: dict | None = None, **kw) -> CardtableApp:
    """An app that opens straight at a seeded table (as ``cardtable play`` does), bots at pace 0."""
    spec = get_game(game)
    opts = spec.options_model.parse(options or {})
    return CardtableApp(strict=True, pace=0, seed=seed,
                        start={"game": game, "options": opts, "seats": seats(*kinds), "seed": seed}, **kw)


def record_app(game: str, kinds, position: dict, options: dict | None = None, actions=(), seed: int = 7,
               pace: float = 0, **kw) -> CardtableApp:
    """An app that opens at a seeded position (a game record), as a bug report would."""
    from cardtable.engine.record import GameRecord

    rec = GameRecord(game=game, options=options or {}, seats=seats(*kinds), seed=seed, position=position,
                     actions=[list(a) for a in actions])
    return CardtableApp(strict=True, pace=pace, seed=seed, start={"record": rec}, **kw)


def table(app) -> TableScreen:
    """The table screen under whatever is on top (a curtain, a hand-end sheet)."""
    return next(s for s in app.screen_stack if isinstance(s, TableScreen))


async def settle(pilot, cond, limit: int = 400) -> bool:
    """Let the app run until ``cond()`` holds (bots move at pace 0 on the app's loop).

    Waiting for something past the hand-end moment (the table kept as the last move left it until
    Enter), the person presses Enter there, as a player does; waiting for the moment itself does not."""
    for _ in range(limit):
        if cond():
            return True
        scr = pilot.app.screen
        if isinstance(scr, TableScreen) and scr.ended is not None and scr.is_current:
            await pilot.press("enter")
            continue
        await pilot.pause()
    return cond()


async def open_setup(pilot, game: str, **kw):
    """Push the setup form of ``game`` (``kw`` for ``SetupScreen``) and wait until it is drawn."""
    from cardtable.tui.screens.setup import SetupScreen

    app = pilot.app
    await pilot.pause()
    app.push_screen(SetupScreen(game, **kw))
    assert await settle(pilot, lambda: isinstance(app.screen, SetupScreen))
    await pilot.pause()
    return app.screen


def screen_text(app) -> str:
    """Everything drawn on the screen now, as plain text."""
    return "\n".join(strip.text for strip in app.screen._compositor.render_strips())


def my_turn(app) -> bool:
    """The person at the keyboard must act: their move, or the Ready after a big draw."""
    scr = app.screen
    if not isinstance(scr, TableScreen) or scr.viewer is None:
        return False
    if scr.session.ready_wait is not None:
        return scr.session.ready_wait == scr.viewer and not scr._refresh_pending
    acts = scr.match.to_act()
    return bool(acts) and acts[0] == scr.viewer and not scr.session.paused and not scr._refresh_pending


def off_table(app) -> bool:
    """Play is over on the table: another screen is up, or the hand-end moment waits for Enter."""
    return not isinstance(app.screen, TableScreen) or app.screen.ended is not None


async def to_sheet(pilot) -> bool:
    """From the hand-end moment (the table as the last card left it) on to the hand-end screen."""
    app = pilot.app
    if isinstance(app.screen, TableScreen) and app.screen.ended is not None:
        await pilot.press("enter")
    return await settle(pilot, lambda: not isinstance(app.screen, TableScreen))


async def play_turn(pilot) -> None:
    """One human turn by keyboard: the first playable card (arrows + Enter), else a button hotkey."""
    app = pilot.app
    scr: TableScreen = app.screen
    if scr.session.ready_wait == scr.viewer:
        await pilot.pause()  # the Ready button takes the focus after the refresh
        await pilot.press("enter")
        return
    legal = scr.match.legal_actions(scr.viewer)
    if legal and all(a.startswith("color") for a in legal):
        await pilot.press(legal[0].split()[1].lower())
        return
    hand = scr.query_one("#hand", CardRow)
    playable = hand.playable
    if any(playable):
        target = playable.index(True)
        for _ in range(3):  # Up from a button, Down from a pile: back to the hand
            if hand.has_focus:
                break
            await pilot.press("up" if not isinstance(app.focused, CardRow) else "down")
        steps = target - hand.cursor
        key = "right" if steps > 0 else "left"
        await pilot.press(*([key] * abs(steps)), "enter")
        return
    await pilot.press("d" if "draw" in legal else "p")


def progress(app, seat: int | None) -> tuple:
    """What a keyboard move of ``seat`` changes: its actions, a pending choice, a marked card, a Ready."""
    scr = table(app)
    mine = sum(1 for s, _ in scr.match.actions if s == seat)
    return (mine, scr.match.hand_no, bool(scr.bar.choices), scr.piles.target, scr.session.ready_wait,
            tuple(sorted(scr.hand.marked)))


async def to_hand(pilot) -> CardRow:
    """Focus the hand row by the arrows (Up from a button, Down from a pile)."""
    app = pilot.app
    hand = app.screen.query_one("#hand", CardRow)
    for _ in range(4):
        if hand.has_focus:
            break
        await pilot.press("up" if not isinstance(app.focused, CardRow) else "down")
    assert hand.has_focus, f"the hand never got the focus ({app.focused!r})"
    return hand


async def cursor_to(pilot, row: CardRow, index: int) -> None:
    steps = index - row.cursor
    await pilot.press(*(["right" if steps > 0 else "left"] * abs(steps)))
    assert row.cursor == index


async def press_button(pilot, i: int) -> None:
    """The i-th button of the action bar: by its hotkey, else Tab to it and Enter."""
    app = pilot.app
    scr: TableScreen = app.screen
    b = scr.bar.specs[i]
    if b.hotkey:
        await pilot.press(b.hotkey)
        return
    for _ in range(30):
        f = app.focused
        if f is not None and getattr(f, "name", None) == f"btn-{i}":
            await pilot.press("enter")
            return
        await pilot.press("tab")
    raise AssertionError(f"Tab never reached the button {b.label!r}")


async def play_turn_any(pilot) -> None:
    """One human turn of any game by keyboard only, then check that the game moved on.

    Ready -> Enter; a pending choice (which attack card to beat) -> Enter on its first button; a
    playable hand card -> arrows + Enter (Durak's beat: Up to the table, Left/Right to the attack
    card, Enter to mark it, then the hand card); else the first button for a legal move (its
    hotkey, or Tab + Enter).  Never calls the engine."""
    app = pilot.app
    scr: TableScreen = app.screen
    viewer = scr.viewer
    before = progress(app, viewer)
    if scr.session.ready_wait == viewer:
        await pilot.pause()  # the Ready button takes the focus after the refresh
        await pilot.press("enter")
    elif scr.bar.choices:
        first = scr.query_one("#buttons").children[0]
        if app.focused is not first:
            await pilot.pause()
        assert app.focused is first, "the first choice should have the focus"
        await pilot.press("enter")
    else:
        legal = scr.match.legal_actions(viewer)
        hand = scr.query_one("#hand", CardRow)
        deck = scr.match.hand.deck
        texts = [deck.text(c) for c in scr.hand.ids]
        if any(hand.playable):
            target = hand.playable.index(True)
            acts = scr.presenter.card_actions(legal, deck, texts)[texts[target]]
            beat = next((a for a in acts if a.verb == "beat" and len(a.cards) == 2), None)
            if beat is not None and scr.presenter.pair_zone:  # mark the attack card first
                row = scr.piles.rows[scr.presenter.pair_zone]
                await to_hand(pilot)
                await pilot.press("up")
                assert row.has_focus, "Up from the hand should reach the attack cards"
                await cursor_to(pilot, row, [f.text for f in row.faces].index(beat.cards[0]))
                await pilot.press("enter")
                assert scr.piles.target == beat.cards[0]
            hand = await to_hand(pilot)
            await cursor_to(pilot, hand, target)
            await pilot.press("enter")
            await pilot.pause()
            if scr.hand.marked and isinstance(app.focused, Area):  # a second step in an area (Uno 52's
                await pilot.press("enter")  # lit open card under the area's cursor takes the card)
            elif scr.hand.marked and "exchange" in scr.presenter.areas:  # Twenty-Two: Enter marked the
                await pilot.press("o")  # card for the exchange, O changes it
            elif scr.hand.marked and scr.presenter.areas and any(a.startswith("discard ") for a in legal):
                await discard_instead(pilot, hand, legal, texts)
        else:
            moves = [i for i, b in enumerate(scr.bar.specs) if b.seat == viewer and b.action
                     and b.action in legal and not b.command]
            assert moves, f"no card and no button for {legal} ({[b.label for b in scr.bar.specs]})"
            await press_button(pilot, moves[0])
    await pilot.pause()
    assert progress(app, viewer) != before, f"the keys did nothing: {scr.match.legal_actions(viewer)}"


async def discard_instead(pilot, hand: CardRow, legal: list[str], texts: list[str]) -> None:
    """A meld builder (Most) took Enter to mark the card: unmark it and play the turn's end with
    the builder's Discard key (D) on the first card that may be discarded."""
    await pilot.press("enter")
    assert not pilot.app.screen.hand.marked, "Enter again should unmark the card"
    card = next(a.split(" ")[1] for a in legal if a.startswith("discard "))
    await cursor_to(pilot, hand, texts.index(card))
    await pilot.press("d")


def aio(fn):
    """Run an async test with asyncio (no async pytest plugin is needed for a handful of tests)."""
    import asyncio
    import functools

    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        return asyncio.run(fn(*args, **kwargs))

    return wrapper
