"""``cardtable join``'s connection to a host: the handshake, the frames, reconnecting.

A ``Joiner`` keeps one websocket to the host (aiohttp's client).  It says hello, expects its
seat's ``Welcome`` and first ``Update``, then hands every frame to its owner; when the line drops
it connects again with the same address (the seat waits at the host) until ``close``.  Frames
from the host are validated as ``messages.HostMsg`` like any input: a broken one is dropped.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from urllib.parse import urlsplit

import aiohttp
from pydantic import BaseModel, ValidationError

from .messages import HOST, MAX_HOST_FRAME, Bye, Hello, Update, Welcome

log = logging.getLogger("cardtable.net")

CONNECT_TIMEOUT = 5.0
RETRY = (0.5, 1.0, 2.0, 3.0)
"""Seconds between reconnection attempts (the last one repeats)."""


class JoinError(Exception):
    """The table cannot be joined (a wrong address, no host there, a refusal): said as it is."""


def check_address(address: str) -> str:
    """``ws://HOST:PORT/seat/CODE`` (or ``wss://``), as ``cardtable host`` prints it."""
    parts = urlsplit(address.strip())
    if parts.scheme not in ("ws", "wss") or not parts.hostname or not parts.path.startswith("/seat/") \
            or len(parts.path) <= len("/seat/"):
        raise JoinError(f"{address!r} is not a table's address: it looks like ws://HOST:PORT/seat/CODE")
    return address.strip()


class Joiner:
    """One seat's connection to a hosted table."""

    def __init__(self, address: str) -> None:
        self.address = check_address(address)
        self.http: aiohttp.ClientSession | None = None
        self.ws: aiohttp.ClientWebSocketResponse | None = None
        self.closed = False

    async def connect(self) -> tuple[Welcome, Update]:
        """Connect and shake hands: the seat's welcome and first view, or ``JoinError``."""
        if self.http is None:
            self.http = aiohttp.ClientSession(timeout=aiohttp.ClientTimeout(total=None, connect=CONNECT_TIMEOUT))
        try:
            self.ws = await self.http.ws_connect(self.address, max_msg_size=MAX_HOST_FRAME, heartbeat=20.0,
                                                 autoping=True)
        except (TimeoutError, aiohttp.ClientError, OSError) as e:
            raise JoinError(f"no table answers at {self.address} ({type(e).__name__})") from None
        await self.ws.send_str(Hello().model_dump_json())
        welcome = await self._expect(Welcome)
        first = await self._expect(Update)
        assert isinstance(welcome, Welcome) and isinstance(first, Update)
        return welcome, first

    async def _expect(self, kind: type[BaseModel]) -> BaseModel:
        assert self.ws is not None
        while True:
            try:
                frame = await self.ws.receive(timeout=CONNECT_TIMEOUT)
            except TimeoutError:
                raise JoinError("the host did not answer in time") from None
            if frame.type != aiohttp.WSMsgType.TEXT:
                raise JoinError("the host closed the connection")
            msg = self.parse(frame.data)
            if isinstance(msg, Bye):
                raise JoinError(msg.reason)
            if isinstance(msg, kind):
                return msg

    @staticmethod
    def parse(data: str) -> BaseModel | None:
        try:
            return HOST.validate_json(data)
        except ValidationError:
            log.info("a frame from the host was not a message of this version")
            return None

    async def send(self, msg: BaseModel) -> bool:
        """Send one message; False when the line is down (the caller says so to the player)."""
        ws = self.ws
        if ws is None or ws.closed:
            return False
        try:
            await ws.send_str(msg.model_dump_json())
            return True
        except (ConnectionError, RuntimeError, aiohttp.ClientError):
            return False

    async def run(self, on_msg: Callable[[BaseModel], None],
                  on_line: Callable[[str], Awaitable[None] | None]) -> None:
        """Hand every frame to ``on_msg``; on a drop, tell ``on_line("lost")``, reconnect, then
        ``on_line("back")`` with the new welcome and view handed to ``on_msg``.  A ``Bye`` ends
        it (``on_line("bye: reason")``)."""
        while not self.closed:
            ws = self.ws
            if ws is not None:
                async for frame in ws:
                    if frame.type != aiohttp.WSMsgType.TEXT:
                        continue
                    msg = self.parse(frame.data)
                    if isinstance(msg, Bye):
                        self.closed = True
                        await _maybe(on_line(f"bye: {msg.reason}"))
                        return
                    if msg is not None:
                        on_msg(msg)
            if self.closed:
                return
            await _maybe(on_line("lost"))
            attempt = 0
            while not self.closed:
                await asyncio.sleep(RETRY[min(attempt, len(RETRY) - 1)])
                attempt += 1
                try:
                    welcome, first = await self.connect()
                except JoinError as e:
                    if "no such seat" in str(e) or "protocol" in str(e):
                        self.closed = True
                        await _maybe(on_line(f"bye: {e}"))
                        return
                    continue
                on_msg(welcome)
                on_msg(first)
                await _maybe(on_line("back"))
                break

    async def close(self) -> None:
        self.closed = True
        if self.ws is not None and not self.ws.closed:
            await self.ws.close()
        if self.http is not None:
            await self.http.close()
            self.http = None


async def _maybe(x: Awaitable[None] | None) -> None:
    if x is not None:
        await x
