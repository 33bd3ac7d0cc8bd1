"""A hosted table on loopback with raw websocket clients that keep every frame they receive.

The host side also keeps, for every generation, the true position (``Truth``), so a test can
check each captured frame against what its seat was allowed to see at that moment.
"""

from __future__ import annotations

import asyncio
import json
import random
from dataclasses import dataclass, field
from pathlib import Path

import aiohttp

from cardtable.engine.game import get_game
from cardtable.engine.match import Match
from cardtable.engine.record import SeatRecord
from cardtable.engine.state import Event, State
from cardtable.net.hosting import TableHost, address, listen, seat_codes
from cardtable.net.messages import HOST, Act, Bye, Hello, Next, Ready, Refused, Update, Welcome
from cardtable.tui.session import Session

KEY = b"k" * 32


class QuietUI:
    """The ``SessionUI`` of a table nobody watches here."""

    def __init__(self) -> None:
        self.errors: list[BaseException] = []

    def session_update(self, events: list[Event]) -> None: ...

    def session_window(self, deadline: float | None) -> None: ...

    def session_hand_end(self, events: list[Event]) -> None: ...

    def session_error(self, error: BaseException) -> None:
        self.errors.append(error)

    def session_notice(self, text: str, seconds: float) -> None: ...


class Truth:
    """Every generation's true hand, the previous hand and the events so far (a session watcher)."""

    def __init__(self, session: Session) -> None:
        self.session = session
        self.at: dict[int, tuple[State, State | None, int]] = {}
        self.note()
        session.watchers.insert(0, self)

    def note(self) -> None:
        m = self.session.match
        prev = m.prev_hand if m.prev_hand is not None else None
        self.at[self.session.generation] = (m.hand.clone(), prev, len(m.events))

    def session_update(self, events: list[Event]) -> None:
        self.note()

    def session_window(self, deadline: float | None) -> None: ...


@dataclass
class Probe:
    """One raw client: it says hello, keeps every frame, and plays a random legal move (or what
    ``choose`` picks) whenever its seat has one; "next" at a hand's end, Ready when asked."""

    url: str
    seat: int
    rng: random.Random
    frames: list[str] = field(default_factory=list)
    updates: list[Update] = field(default_factory=list)
    refused: list[Refused] = field(default_factory=list)
    bye: str | None = None
    play: bool = True
    ws: aiohttp.ClientWebSocketResponse | None = None
    moves: int = 0

    async def run(self, http: aiohttp.ClientSession) -> None:
        self.ws = ws = await http.ws_connect(self.url, max_msg_size=8 * 1024 * 1024)
        await ws.send_str(Hello().model_dump_json())
        async for frame in ws:
            if frame.type != aiohttp.WSMsgType.TEXT:
                break
            self.frames.append(frame.data)
            msg = HOST.validate_json(frame.data)
            if isinstance(msg, Bye):
                self.bye = msg.reason
                break
            if isinstance(msg, Refused):
                self.refused.append(msg)
                await asyncio.sleep(0.05)
                if self.updates:
                    await self._answer(self.updates[-1])
            if isinstance(msg, Update):
                self.updates.append(msg)
                await self._answer(msg)

    async def _answer(self, up: Update) -> None:
        if not self.play or self.ws is None or self.ws.closed:
            return
        if up.paused:
            msg: Next | Ready | Act = Next()
        elif up.ready_wait == self.seat:
            msg = Ready()
        elif up.legal:
            self.moves += 1
            msg = Act(action=self.rng.choice(up.legal), gen=up.gen)
        else:
            return
        try:
            await self.ws.send_str(msg.model_dump_json())
        except (ConnectionError, aiohttp.ClientError):
            pass  # the host closed while we answered: its Bye is still to be read


@dataclass
class Hosted:
    session: Session
    host: TableHost
    truth: Truth
    ui: QuietUI
    urls: dict[int, str]
    codes: dict[int, str]
    port: int


async def host_table(game: str, kinds: list[str], seed: int = 1, *, pace: float = 0.0, save_to: Path | None = None,
                     bot_after: float | None = None, port: int = 0, match: Match | None = None,
                     slot: Path = Path("table.json"), options: dict | None = None) -> Hosted:
    spec = get_game(game)
    seats = [SeatRecord(name=f"P{i}", kind=k, level="normal" if k != "bot" else "easy")  # type: ignore[arg-type]
             for i, k in enumerate(kinds)]
    m = match or Match(spec, spec.options_model.parse(options or {}), len(kinds), seed)
    s = Session(m, seats, pace=pace, save_to=save_to, autosave=save_to is not None)
    remote = [i for i, k in enumerate(kinds) if k == "remote"]
    codes = seat_codes(slot, remote, key=KEY)
    sock = listen("127.0.0.1", port)
    truth = Truth(s)
    h = TableHost(s, codes, bot_after=bot_after)
    await h.start(sock)
    ui = QuietUI()
    s.start(ui)
    return Hosted(s, h, truth, ui, {i: address(sock, c) for i, c in codes.items()}, codes, sock.getsockname()[1])


async def until(cond, timeout: float = 30.0, step: float = 0.02) -> bool:
    loop = asyncio.get_running_loop()
    end = loop.time() + timeout
    while loop.time() < end:
        if cond():
            return True
        await asyncio.sleep(step)
    return cond()


def frames_json(p: Probe) -> list[dict]:
    return [json.loads(f) for f in p.frames]


__all__ = ["Hosted", "Probe", "QuietUI", "Truth", "Welcome", "host_table", "until"]
