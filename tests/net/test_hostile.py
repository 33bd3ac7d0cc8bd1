"""Hostile joiners never crash the host or hold up the others: malformed, oversized and flooding
frames, moves for another seat, a reused or guessed code, a client that never reads."""

from __future__ import annotations

import asyncio
import json
import random
import socket
import time

import aiohttp

from cardtable.net import hosting
from cardtable.net.messages import HOST, Act, Bye, Hello, Refused, Update

from .harness import Probe, host_table, until


async def _raw(http: aiohttp.ClientSession, url: str) -> aiohttp.ClientWebSocketResponse:
    ws = await http.ws_connect(url, max_msg_size=8 * 1024 * 1024)
    await ws.send_str(Hello().model_dump_json())
    return ws


async def _next(ws: aiohttp.ClientWebSocketResponse, kind: type, timeout: float = 5.0):
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        frame = await ws.receive(timeout=end - time.monotonic())
        if frame.type != aiohttp.WSMsgType.TEXT:
            return frame
        msg = HOST.validate_json(frame.data)
        if isinstance(msg, kind):
            return msg
    raise AssertionError(f"no {kind.__name__}")


def test_garbage_and_big_frames_are_survived():
    async def go():
        h = await host_table("uno", ["remote", "remote", "bot"], seed=2)
        async with aiohttp.ClientSession() as http:
            bad = await _raw(http, h.urls[0])
            await _next(bad, Update)
            for junk in ["", "{", "null", "[]", '{"type": "act"}', '{"type": "act", "action": 5, "gen": 0}',
                         '{"type": "nope"}', json.dumps({"type": "act", "action": "x" * 70, "gen": 0}),
                         '{"type": "hello", "v": 1, "extra": 1}', "\x00\xff" * 10]:
                await bad.send_str(junk)
            await bad.send_bytes(b"\x00" * 100)
            await bad.send_str(json.dumps({"type": "act", "action": "draw", "gen": -5}))
            said = [await _next(bad, Refused) for _ in range(2)]  # a long unknown verb, then the stale move
            assert "unknown action" in said[0].en and "moved on" in said[1].en
            await bad.send_str("x" * (hosting.MAX_CLIENT_FRAME + 10))  # too big: the host closes this socket
            end = await bad.receive(timeout=5)
            assert end.type in (aiohttp.WSMsgType.CLOSE, aiohttp.WSMsgType.CLOSED, aiohttp.WSMsgType.ERROR)
            # the table goes on: the other seat plays a hand and the first one rejoins
            good = Probe(h.urls[1], 1, random.Random(1))
            back = Probe(h.urls[0], 0, random.Random(2))
            tasks = [asyncio.create_task(p.run(http)) for p in (good, back)]
            m = h.session.match
            assert await until(lambda: m.hand_no > 1 or m.over, timeout=60)
            await h.host.stop()
            await asyncio.wait(tasks, timeout=5)
        assert not h.ui.errors
    asyncio.run(go())


def test_a_flood_is_cut_off_and_the_others_play_on():
    async def go():
        h = await host_table("durak", ["remote", "remote", "bot"], seed=2, bot_after=0.2)
        async with aiohttp.ClientSession() as http:
            flood = await _raw(http, h.urls[0])
            await _next(flood, Update)
            good = Probe(h.urls[1], 1, random.Random(1))
            task = asyncio.create_task(good.run(http))
            for _ in range(hosting.FLOOD_LIMIT + hosting.BURST + 50):
                try:
                    await flood.send_str(Act(action="pass", gen=0).model_dump_json())
                except ConnectionError:
                    break
            bye = await _next(flood, Bye, timeout=10)
            assert isinstance(bye, Bye) and "too many" in bye.reason
            moves = good.moves  # the flooder's seat goes to a bot (bot_after), and the table plays on
            assert await until(lambda: 0 in h.session.bots, timeout=10)
            assert await until(lambda: good.moves > moves + 3 or h.session.match.over, timeout=30)
            await h.host.stop()
            await asyncio.wait([task], timeout=5)
        assert not h.ui.errors
    asyncio.run(go())


def test_a_move_of_another_seat_and_codes_guessed_or_reused():
    async def go():
        h = await host_table("durak", ["remote", "remote"], seed=5)
        m = h.session.match
        async with aiohttp.ClientSession() as http:
            a = await _raw(http, h.urls[0])
            await _next(a, Update)
            mover = m.to_act()[0]
            other = 1 - mover
            theirs = m.legal_actions(mover)[0]
            ws_other = a if other == 0 else await _raw(http, h.urls[1])
            if other == 1:
                await _next(ws_other, Update)
            before = len(m.actions)
            await ws_other.send_str(Act(action=theirs, gen=h.session.generation).model_dump_json())
            refused = await _next(ws_other, Refused)
            assert refused.action == theirs and len(m.actions) == before  # a seat moves only for itself
            # a guessed code: a goodbye after a pause, nothing else
            guess = h.urls[0].rsplit("/", 1)[0] + "/AAAAAAAAAAAAAAAAAAAAAA"
            g = await _raw(http, guess)
            bye = await _next(g, Bye)
            assert "no such seat" in bye.reason
            # the same code again: the new connection takes the seat, the old one is told why
            again = await _raw(http, h.urls[0])
            assert isinstance(await _next(again, Update), Update)
            old_bye = await _next(a, Bye)
            assert "somewhere else" in old_bye.reason
            await h.host.stop()
        assert not h.ui.errors
    asyncio.run(go())


def test_a_client_that_never_reads_slows_nobody(monkeypatch):
    """The deaf seat's moves reach the host another way (the test makes them), while its socket
    takes no frame: its writer waits alone, the others' views keep coming within a bound, and once
    its socket is full the host closes it."""
    monkeypatch.setattr(hosting, "SEND_TIMEOUT", 1.0)

    async def go():
        h = await host_table("uno52", ["remote", "remote", "remote"], seed=3)
        s, m = h.session, h.session.match
        rng = random.Random(9)
        async with aiohttp.ClientSession() as http:
            deaf = await _raw(http, h.urls[0])
            sock = deaf._response.connection.transport.get_extra_info("socket")
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 2048)
            deaf._response.connection.transport.pause_reading()  # never reads again
            players = [Probe(h.urls[x], x, random.Random(x)) for x in (1, 2)]
            tasks = [asyncio.create_task(p.run(http)) for p in players]
            stamps: dict[int, list[float]] = {1: [], 2: []}
            seen = {1: 0, 2: 0}
            end = time.monotonic() + 20
            while time.monotonic() < end and not m.over and m.hand_no == 1:
                for p in players:
                    if len(p.updates) != seen[p.seat]:
                        seen[p.seat] = len(p.updates)
                        stamps[p.seat].append(time.monotonic())
                if 0 in m.to_act() and m.legal_actions(0) and not s.paused:
                    legal = m.legal_actions(0)
                    try:
                        s.remote_act(0, rng.choice(legal))
                    except Exception:  # noqa: BLE001 - a hold (Ready) or a window: try again
                        pass
                elif s.paused:
                    s.resume(0)
                if s.ready_wait == 0:
                    s.ready(0)
                await asyncio.sleep(0.01)
            gaps = [b - a for x in stamps.values() for a, b in zip(x, x[1:], strict=False)]
            assert len(gaps) > 20, "the others kept playing"
            assert max(gaps) < 2.5, f"someone waited {max(gaps):.2f} s for a view"
            await h.host.stop()
            await asyncio.wait(tasks, timeout=5)
        assert not h.ui.errors
    asyncio.run(go())
