"""Measure launch-to-first-frame and key-to-frame of the app (DESIGN.md targets: 600 ms and 30 ms).

    python -m cardtable.tui.measure [--keys 60] [--runs 5]

Launch: ``cardtable.tui.launchprobe.launch_to_first_frame`` per run (a fresh interpreter, from process
start to the lobby's first frame: imports, app start, CSS, the first composite).  Key: a seeded Uno
table at 80x24; each Left/Right key is sent through the driver and timed until the next frame
has been composited *and* turned into terminal output (``render_segments``), which a headless
run would otherwise skip.  Medians and the 90th percentile are printed.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import tempfile
import time


def _hook_frames(app) -> list[float]:
    """Record a timestamp per frame, rendering it to escape codes as a real terminal run would."""
    frames: list[float] = []
    original = app._display

    def display(screen, renderable) -> None:
        if renderable is not None:
            try:
                renderable.render_segments(app.console)
            except AttributeError:
                pass
            frames.append(time.perf_counter())
        original(screen, renderable)

    app._display = display
    return frames


async def _key_to_frame(n: int) -> tuple[list[float], list[int]]:
    """Per Left/Right key in the hand: ms to the next frame, and the frames it cost in all.

    The frames are counted until the app is idle again, so a key that costs a second, redundant
    redraw (as every layout pass did while Textual refreshed the log's scrollbar) shows as 2.
    A key that brings no frame within two seconds counts as 0 frames and no time.
    """
    from textual import events

    from cardtable.engine.game import get_game
    from cardtable.engine.record import SeatRecord
    from cardtable.tui.app import CardtableApp
    from cardtable.tui.cards import CardRow
    from cardtable.tui.screens.table import TableScreen

    spec = get_game("uno")
    seats = [SeatRecord(name="Anna", kind="human")] + [
        SeatRecord(name=x, kind="bot", level="normal") for x in ("Boris", "Vera", "Gleb")
    ]
    app = CardtableApp(pace=0, seed=5, start={"game": "uno", "options": spec.options_model(), "seats": seats})
    waits: list[float] = []
    counts: list[int] = []
    async with app.run_test(size=(80, 24)) as pilot:
        for _ in range(200):
            scr = app.screen
            if isinstance(scr, TableScreen) and scr.viewer is not None and scr.match.to_act()[0] == 0:
                break
            await pilot.pause()
        app.screen.query_one("#hand", CardRow).focus()
        await pilot.pause()
        await asyncio.sleep(0.05)
        frames = _hook_frames(app)
        driver = app._driver
        for i in range(n):
            key = "right" if (i // 5) % 2 == 0 else "left"
            before = len(frames)
            t = time.perf_counter()
            ev = events.Key(key, None)
            ev.set_sender(app)
            assert driver is not None  # the app runs headless with its driver
            driver.send_message(ev)
            deadline = t + 2.0
            while len(frames) == before and time.perf_counter() < deadline:
                await asyncio.sleep(0.0005)
            if len(frames) > before:
                waits.append((frames[before] - t) * 1000)
            await pilot.pause()
            await asyncio.sleep(0.05)  # idle: any further frame of this key has come by now
            counts.append(len(frames) - before)
    return waits, counts


def key_to_frame(n: int = 40) -> tuple[list[float], list[int]]:
    """``n`` arrow keys at a seeded Uno table (80x24, headless): ms to the frame, frames per key.

    Settings and the autosave go to a scratch ``CARDTABLE_HOME``: a measurement must not
    overwrite the player's saved game with its probe table.
    """
    old = os.environ.get("CARDTABLE_HOME")
    with tempfile.TemporaryDirectory(prefix="cardtable-measure-") as tmp:
        os.environ["CARDTABLE_HOME"] = tmp
        try:
            return asyncio.run(_key_to_frame(n))
        finally:
            if old is None:
                os.environ.pop("CARDTABLE_HOME", None)
            else:
                os.environ["CARDTABLE_HOME"] = old


def summary(name: str, xs: list[float], target: float) -> str:
    """One line of figures in ms: median, 90th percentile and minimum, against the target."""
    if not xs:
        return f"{name}: no frame came"
    xs = sorted(xs)
    p90 = xs[min(len(xs) - 1, int(len(xs) * 0.9))]
    med = statistics.median(xs)
    verdict = "ok" if med <= target else "OVER"
    return (f"{name}: median {med:.1f} ms, p90 {p90:.1f} ms, min {xs[0]:.1f} ms "
            f"over {len(xs)} (target {target:.0f}) {verdict}")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m cardtable.tui.measure")
    ap.add_argument("--keys", type=int, default=60)
    ap.add_argument("--runs", type=int, default=5)
    args = ap.parse_args(argv)
    from cardtable.tui.launchprobe import launch_to_first_frame

    launches = [t * 1000 for t in (launch_to_first_frame() for _ in range(args.runs)) if t is not None]
    print(summary("launch to first frame", launches, 600))
    keys, frames = key_to_frame(args.keys)
    print(summary("key to frame (Left/Right in the hand)", keys, 30))
    print(f"frames per key: {sum(frames) / max(1, len(frames)):.2f} (target 1)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
