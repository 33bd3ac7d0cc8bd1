"""``cardtable host``'s server: the remote seats of one table, over WebSockets (aiohttp).

The host's ``Session`` stays the only authority: it runs the match, the bots and every clock
(reaction windows, races, move timers are judged here, in arrival order).  This module only
connects people to their seats:

- **who**: each remote seat has an unguessable code (``seat_codes``: an HMAC of the table's save
  slot under a key kept in the host's data directory, so a table hosted again from its save has
  the same addresses and the joiners simply reconnect); a wrong code gets a ``Bye`` after a pause;
  a second connection with a seat's code takes the seat over (a joiner whose line dropped
  reconnects before the old socket times out) and the first is told why;
- **what goes out**: for each seat only ``views.SeatFeed``'s ``Update`` (its masked view);
- **what comes in**: frames of at most ``MAX_CLIENT_FRAME`` bytes (aiohttp closes a bigger one),
  validated as ``messages.ClientMsg``, at most ``RATE`` a second (a flood is dropped and, if it
  goes on, disconnected); a move is the seat's own, on the view it was shown (``gen``);
- **slow readers**: each seat has its own writer task that sends the newest view when the socket
  takes it (views replace each other, nothing queues up); a socket that takes no frame for
  ``SEND_TIMEOUT`` seconds is closed, so nobody waits for anybody else;
- **drops**: a seat whose joiner left is kept; after ``bot_after`` seconds (if set) a bot plays it
  until he is back.
"""

from __future__ import annotations

import asyncio
import hashlib
import hmac
import logging
import secrets
import socket
import time
from base64 import urlsafe_b64encode
from dataclasses import dataclass, field
from pathlib import Path

from aiohttp import WSMsgType, web
from pydantic import ValidationError

from cardtable.engine.files import data_dir, write_atomic
from cardtable.engine.state import Event, IllegalAction
from cardtable.tui.session import Session

from .messages import (
    CLIENT,
    MAX_CLIENT_FRAME,
    PROTOCOL,
    Act,
    Bye,
    Hello,
    Next,
    Ready,
    Refused,
    SeatInfo,
    Welcome,
    timing_of,
)
from .views import SeatFeed

log = logging.getLogger("cardtable.net")

RATE = 20.0
"""Frames a second a joiner may send on average (a person makes a few moves a second at most)."""
BURST = 40
"""Frames a joiner may send at once before the rate applies."""
FLOOD_LIMIT = 200
"""Frames dropped for the rate before the connection is closed."""
SEND_TIMEOUT = 10.0
"""Seconds a socket may take to accept one frame before it is closed (a joiner who never reads)."""
HELLO_TIMEOUT = 5.0
"""Seconds a new connection has to say hello."""
WRONG_CODE_PAUSE = 0.5
"""A wrong code is answered after this pause (guessing is hopeless anyway: 128 bits)."""


def _host_key() -> bytes:
    """The host's secret (made once, kept in the data directory, readable by its owner only)."""
    path = data_dir() / "host.key"
    try:
        key = path.read_bytes()
        if len(key) >= 32:
            return key
    except OSError:
        pass
    key = secrets.token_bytes(32)
    write_atomic(path, key.hex())
    try:
        path.chmod(0o600)
    except OSError:
        pass
    return path.read_bytes()


def seat_codes(slot: Path, seats: list[int], key: bytes | None = None) -> dict[int, str]:
    """The code of each remote seat of the table saved in ``slot``: the same on every hosting."""
    key = key if key is not None else _host_key()
    out = {}
    for s in seats:
        mac = hmac.new(key, f"{slot.name}/{s}".encode(), hashlib.sha256).digest()
        out[s] = urlsafe_b64encode(mac[:16]).decode().rstrip("=")
    return out


def listen(host: str = "127.0.0.1", port: int = 0) -> socket.socket:
    """A listening socket on ``host``:``port`` (0: a free port); ``OSError`` when it cannot be."""
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        sock.bind((host, port))
        sock.listen(128)
    except OSError:
        sock.close()
        raise
    sock.setblocking(False)
    return sock


def address(sock: socket.socket, code: str, name: str | None = None) -> str:
    """The address a joiner connects to (``cardtable join ADDRESS``): ``name`` or the bound address
    (this computer's loopback for "every address")."""
    bound, port = sock.getsockname()[:2]
    host = name or (bound if bound not in ("0.0.0.0", "::") else "127.0.0.1")
    if ":" in host and not host.startswith("["):
        host = f"[{host}]"
    return f"ws://{host}:{port}/seat/{code}"


@dataclass
class HostPlan:
    """A table to host, as the command line set it up: the socket, each remote seat's code, and
    whether a bot takes over a seat whose person stays away (``bot_after`` seconds)."""

    sock: socket.socket
    codes: dict[int, str]
    bot_after: float | None = None
    bot_level: str = "normal"
    lines: list[str] = field(default_factory=list)
    table: TableHost | None = None

    async def serve(self, session: Session) -> None:
        """``tui.host.Hosting``: serve ``session``'s remote seats on this plan's socket."""
        self.table = TableHost(session, self.codes, bot_after=self.bot_after, bot_level=self.bot_level)
        await self.table.start(self.sock)

    async def stop(self) -> None:
        if self.table is not None:
            await self.table.stop()
            self.table = None


@dataclass
class Link:
    """One remote seat: its code, its current connection, its feed and writer."""

    seat: int
    code: str
    feed: SeatFeed
    ws: web.WebSocketResponse | None = None
    dirty: asyncio.Event = field(default_factory=asyncio.Event)
    writer: asyncio.Task | None = None
    bot_timer: asyncio.Task | None = None


class TableHost:
    """The remote seats of ``session``'s table and the aiohttp application serving them."""

    def __init__(self, session: Session, codes: dict[int, str], *, bot_after: float | None = None,
                 bot_level: str = "normal") -> None:
        self.session = session
        self.links = {s: Link(s, c, SeatFeed(s)) for s, c in codes.items()}
        self.bot_after = bot_after
        self.bot_level = bot_level
        self.runner: web.AppRunner | None = None
        self.stopping = False
        session.watchers.append(self)

    # -- the session tells us ----------------------------------------------------------------------
    def session_update(self, events: list[Event]) -> None:
        for link in self.links.values():
            link.dirty.set()

    def session_window(self, deadline: float | None) -> None:
        for link in self.links.values():
            link.dirty.set()

    # -- serving -------------------------------------------------------------------------------------
    def app(self) -> web.Application:
        app = web.Application(client_max_size=MAX_CLIENT_FRAME)
        app.router.add_get("/seat/{code}", self.handle)
        return app

    async def start(self, sock: socket.socket) -> None:
        """Serve on ``sock`` (``listen``: bound before the table opens, so its addresses are known)."""
        self.runner = web.AppRunner(self.app(), handle_signals=False, access_log=None)
        await self.runner.setup()
        await web.SockSite(self.runner, sock).start()

    async def stop(self, reason: str = "the host stopped the table") -> None:
        self.stopping = True
        for link in self.links.values():
            for task in (link.writer, link.bot_timer):
                if task is not None:
                    task.cancel()
            if link.ws is not None and not link.ws.closed:
                try:
                    await asyncio.wait_for(link.ws.send_str(Bye(reason=reason).model_dump_json()), 1.0)
                    await asyncio.wait_for(link.ws.close(), 1.0)
                except (TimeoutError, ConnectionError, RuntimeError):
                    pass
        if self.runner is not None:
            await self.runner.cleanup()
            self.runner = None

    def _link_for(self, code: str) -> Link | None:
        found = None
        for link in self.links.values():
            if hmac.compare_digest(link.code.encode(), code.encode()):
                found = link
        return found

    async def handle(self, request: web.Request) -> web.StreamResponse:
        ws = web.WebSocketResponse(max_msg_size=MAX_CLIENT_FRAME, heartbeat=20.0)
        await ws.prepare(request)
        link = self._link_for(request.match_info.get("code", "")[:64])
        try:
            if link is None or self.stopping:
                await asyncio.sleep(WRONG_CODE_PAUSE)
                await ws.send_str(Bye(reason="no such seat at this table (check the address)").model_dump_json())
                return ws
            if not await self._hello(ws):
                return ws
            await self._seat(link, ws)
            await self._read(link, ws)
        except (TimeoutError, ConnectionError, RuntimeError) as e:
            log.info("connection ended: %s", e)
        finally:
            if link is not None and link.ws is ws:
                self._left(link)
            if not ws.closed:
                try:
                    await asyncio.wait_for(ws.close(), 1.0)
                except (TimeoutError, ConnectionError, RuntimeError):
                    pass
        return ws

    async def _hello(self, ws: web.WebSocketResponse) -> bool:
        try:
            msg = await ws.receive(timeout=HELLO_TIMEOUT)
        except TimeoutError:
            return False
        if msg.type != WSMsgType.TEXT:
            return False
        try:
            hello = CLIENT.validate_json(msg.data)
        except ValidationError:
            hello = None
        if not isinstance(hello, Hello):
            await ws.send_str(Bye(reason="the first frame must be hello").model_dump_json())
            return False
        if hello.v != PROTOCOL:
            await ws.send_str(Bye(reason=f"this table speaks protocol {PROTOCOL}, not {hello.v}: "
                                         "update cardtable").model_dump_json())
            return False
        return True

    async def _seat(self, link: Link, ws: web.WebSocketResponse) -> None:
        """Give ``link``'s seat to ``ws`` (telling an older connection why it lost it)."""
        old = link.ws
        link.ws = ws
        if old is not None and not old.closed:
            try:
                await asyncio.wait_for(old.send_str(Bye(reason="this seat joined from somewhere else")
                                                    .model_dump_json()), 1.0)
                await asyncio.wait_for(old.close(), 1.0)
            except (TimeoutError, ConnectionError, RuntimeError):
                pass
        if link.writer is not None:
            link.writer.cancel()
        if link.bot_timer is not None:
            link.bot_timer.cancel()
            link.bot_timer = None
        s = self.session
        link.feed.restart()
        welcome = Welcome(seat=link.seat, game=s.match.spec.id, options=s.match.options.model_dump(mode="json"),
                          seats=[SeatInfo(name=s.names[i][:80], kind=x.kind, level=x.level)
                                 for i, x in enumerate(s.seats)])
        await asyncio.wait_for(ws.send_str(welcome.model_dump_json()), SEND_TIMEOUT)
        s.hand_back(link.seat)
        s.seat_present(link.seat, True)
        link.dirty.set()
        link.writer = asyncio.get_running_loop().create_task(self._write(link, ws))

    async def _write(self, link: Link, ws: web.WebSocketResponse) -> None:
        """Send the seat's newest view whenever it changed and the socket takes it."""
        s = self.session
        try:
            while not ws.closed:
                await link.dirty.wait()
                link.dirty.clear()
                up = link.feed.update(
                    s.match, gen=s.generation, legal=link.seat in s.remote, window=s.window_deadline,
                    ready_wait=s.ready_wait, paused=s.paused, timing=timing_of(s.timing_kind()),
                    remote=s.remote)
                await asyncio.wait_for(ws.send_str(up.model_dump_json()), SEND_TIMEOUT)
        except TimeoutError:
            log.info("seat %d takes no frames: closed", link.seat)
            await ws.close()
        except (ConnectionError, RuntimeError):
            pass

    async def _read(self, link: Link, ws: web.WebSocketResponse) -> None:
        tokens, last = float(BURST), time.monotonic()
        dropped = 0
        async for msg in ws:
            if link.ws is not ws:
                return
            if msg.type != WSMsgType.TEXT:
                if msg.type in (WSMsgType.ERROR, WSMsgType.CLOSE):
                    return
                continue  # binary frames mean nothing here
            now = time.monotonic()
            tokens = min(float(BURST), tokens + (now - last) * RATE)
            last = now
            if tokens < 1.0:
                dropped += 1
                if dropped > FLOOD_LIMIT:
                    await ws.send_str(Bye(reason="too many frames").model_dump_json())
                    return
                # a move, Ready or Next lost to the rate is said (at most FLOOD_LIMIT times): the
                # joiner's table must not wait for an answer that will never come
                await asyncio.wait_for(ws.send_str(Refused(action="", en="too many moves at once: try again",
                                                           ru="слишком много ходов сразу: попробуйте ещё раз")
                                                   .model_dump_json()), SEND_TIMEOUT)
                continue
            tokens -= 1.0
            try:
                m = CLIENT.validate_json(msg.data)
            except ValidationError:
                continue  # a malformed frame is ignored (and counted by the rate)
            await self._on(link, ws, m)

    async def _on(self, link: Link, ws: web.WebSocketResponse, m: object) -> None:
        s = self.session
        if isinstance(m, Act):
            if m.gen != s.generation:
                reply = Refused(action=m.action, en="the table moved on before your move arrived",
                                ru="за столом уже сходили, пока шёл ваш ход")
            else:
                try:
                    s.remote_act(link.seat, m.action)
                    return
                except IllegalAction as e:
                    reply = Refused(action=m.action, en=e.refusal.text("en")[:400], ru=e.refusal.text("ru")[:400])
                except Exception as e:  # noqa: BLE001 - a bug must not stop the table for everyone
                    log.exception("move %r of seat %d failed", m.action, link.seat)
                    reply = Refused(action=m.action, en=f"the host could not make it ({type(e).__name__})")
            await asyncio.wait_for(ws.send_str(reply.model_dump_json()), SEND_TIMEOUT)
        elif isinstance(m, Ready):
            s.ready(link.seat)
        elif isinstance(m, Next):
            s.resume(link.seat)

    def _left(self, link: Link) -> None:
        link.ws = None
        if link.writer is not None:
            link.writer.cancel()
            link.writer = None
        self.session.seat_present(link.seat, False)
        if self.bot_after is not None and not self.stopping:
            link.bot_timer = asyncio.get_running_loop().create_task(self._bot_later(link))

    async def _bot_later(self, link: Link) -> None:
        assert self.bot_after is not None
        await asyncio.sleep(self.bot_after)
        if link.ws is None:
            self.session.hand_to_bot(link.seat, self.bot_level)
