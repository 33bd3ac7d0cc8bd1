"""Helpers for pilot tests: build apps, wait for the bots, play a human turn with a few keys."""

from __future__ import annotations

from cardtable.engine.game import get_game
from cardtable.engine.record import SeatRecord
from cardtable.tui.app import CardtableApp
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
    """Let the app run until ``cond()`` holds (bots move at pace 0 on the app's loop)."""
    for _ in range(limit):
        if cond():
            return True
        await pilot.pause()
    return cond()


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
    return not isinstance(app.screen, TableScreen)


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


def aio(fn):
    """Run an async test with asyncio (no async pytest plugin is needed for a handful of tests)."""
    import asyncio
    import functools

    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        return asyncio.run(fn(*args, **kwargs))

    return wrapper
