"""``cardtable host --headless``: a table with no screen, only its remote seats and its bots.

The session runs exactly as at a table on screen (pacing, windows, clocks, autosave); what a
screen would show goes to the console as one line per hand and per joiner coming and going.
It ends when the match ends (after its last view went out) or on Ctrl+C / SIGTERM; the match is
saved after every move, so ``cardtable host --continue SAVE`` hosts it again.
"""

from __future__ import annotations

import asyncio
import signal
import sys
from pathlib import Path
from typing import TextIO

from cardtable.engine.match import Match
from cardtable.engine.record import SeatRecord
from cardtable.engine.state import Event
from cardtable.tui import saves
from cardtable.tui.session import Session

from .hosting import HostPlan, TableHost
from .views import END_KINDS


class ConsoleUI:
    """The ``SessionUI`` of a table with no screen: the console hears of hands and errors."""

    def __init__(self, session: Session, done: asyncio.Event, out: TextIO = sys.stdout) -> None:
        self.session = session
        self.done = done
        self.out = out

    def _say(self, line: str) -> None:
        print(line, file=self.out, flush=True)

    def session_update(self, events: list[Event]) -> None:
        if self.session.match.over:
            self.done.set()

    def session_window(self, deadline: float | None) -> None:
        """No screen: no countdown to draw."""

    def session_hand_end(self, events: list[Event]) -> None:
        m = self.session.match
        kinds = {e.kind for e in events} & END_KINDS
        totals = ", ".join(f"{n} {t}" for n, t in zip(self.session.names, m.sheet.totals(), strict=True))
        self._say(f"hand {m.hand_no if m.over else m.hand_no - 1} ended ({', '.join(sorted(kinds))}): {totals}")
        if m.over:
            self.done.set()

    def session_error(self, error: BaseException) -> None:
        self._say(f"the table stopped on an error: {type(error).__name__}: {error}")
        self.done.set()

    def session_notice(self, text: str, seconds: float) -> None:
        self._say(text)


async def run_headless(match: Match, seats: list[SeatRecord], plan: HostPlan, slot: Path, pace: float) -> int:
    """Host ``match`` until it ends or the process is told to stop; 0, or 2 if the slot is taken."""
    lock = saves.SlotLock(slot)
    if not lock.acquire():
        print(f"cardtable: {slot.name} is open in another cardtable", file=sys.stderr)
        return 2
    session = Session(match, seats, pace=pace, save_to=slot)
    host = TableHost(session, plan.codes, bot_after=plan.bot_after, bot_level=plan.bot_level)
    done = asyncio.Event()
    loop = asyncio.get_running_loop()
    if sys.platform != "win32":
        for sig in (signal.SIGINT, signal.SIGTERM):
            loop.add_signal_handler(sig, done.set)
    try:
        await host.start(plan.sock)
        session.start(ConsoleUI(session, done))
        await done.wait()
        if match.over:
            await asyncio.sleep(1.0)  # the last views (the ranking) go out before the table closes
        await host.stop("the table is over" if match.over else "the host stopped the table (it is saved)")
    finally:
        session.close()
        lock.release()
    return 0
