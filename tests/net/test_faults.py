"""Faults: a joiner whose line drops gets his seat back with the same address; a host killed in
the middle of a hand is hosted again from its save and the joiners reconnect by themselves."""

from __future__ import annotations

import asyncio
import random

from cardtable.engine.record import load_record, replay
from cardtable.net.client import Joiner
from cardtable.net.messages import Act, Next, Ready, Refused, Update

from .harness import host_table, until


class AutoJoiner:
    """A ``Joiner`` (the real client, with its reconnecting) that plays random legal moves."""

    def __init__(self, url: str, seat: int, seed: int) -> None:
        self.joiner = Joiner(url)
        self.seat = seat
        self.rng = random.Random(seed)
        self.lines: list[str] = []
        self.updates: list[Update] = []
        self.tasks: set[asyncio.Task] = set()

    def on_msg(self, msg) -> None:
        if isinstance(msg, Update):
            self.updates.append(msg)
            self._answer(msg)
        elif isinstance(msg, Refused) and self.updates:
            self._answer(self.updates[-1])

    def _answer(self, up: Update) -> None:
        if up.paused:
            out: Act | Next | Ready = Next()
        elif up.ready_wait == self.seat:
            out = Ready()
        elif up.legal:
            out = Act(action=self.rng.choice(up.legal), gen=up.gen)
        else:
            return
        t = asyncio.get_running_loop().create_task(self.joiner.send(out))
        self.tasks.add(t)
        t.add_done_callback(self.tasks.discard)

    def on_line(self, what: str) -> None:
        self.lines.append(what)

    async def start(self) -> asyncio.Task:
        welcome, first = await self.joiner.connect()
        assert welcome.seat == self.seat
        self.on_msg(first)
        return asyncio.get_running_loop().create_task(self.joiner.run(self.on_msg, self.on_line))


def test_a_dropped_joiner_gets_his_seat_back():
    async def go():
        h = await host_table("durak", ["remote", "bot"], seed=6)
        m, s = h.session.match, h.session
        j = AutoJoiner(h.urls[0], 0, 1)
        run = await j.start()
        assert await until(lambda: len(m.actions) >= 6, timeout=20)
        assert s.present == {0}
        assert j.joiner.ws is not None
        await j.joiner.ws.close()  # the line drops
        assert await until(lambda: "lost" in j.lines, timeout=5)
        assert await until(lambda: "back" in j.lines, timeout=10)
        assert s.present == {0} and s.remote == [0]
        before = len(m.actions)
        assert await until(lambda: len(m.actions) > before + 4 or m.over or m.hand_no > 1, timeout=20)
        assert j.updates[-1].events_from >= 0
        await h.host.stop()
        await asyncio.wait([run], timeout=5)
        assert any(x.startswith("bye") for x in j.lines)
        await j.joiner.close()
        assert not h.ui.errors
    asyncio.run(go())


def test_a_killed_host_is_hosted_again_from_its_save(tmp_path):
    async def go():
        slot = tmp_path / "uno-table.json"
        h = await host_table("uno", ["remote", "remote", "bot"], seed=8, save_to=slot, slot=slot)
        m = h.session.match
        joiners = [AutoJoiner(h.urls[x], x, 10 + x) for x in (0, 1)]
        runs = [await j.start() for j in joiners]
        assert await until(lambda: len(m.actions) >= 10, timeout=20)
        # the host dies: no goodbye, the sockets just close
        h.session.close()
        for link in h.host.links.values():
            if link.writer is not None:
                link.writer.cancel()
        assert h.host.runner is not None
        await h.host.runner.cleanup()
        assert await until(lambda: all("lost" in j.lines for j in joiners), timeout=5)
        played = len(load_record(slot).actions)
        assert played >= 10
        rec = load_record(slot)
        again = await host_table("uno", [x.kind for x in rec.seats], match=replay(rec), save_to=slot, slot=slot,
                                 port=h.port)
        assert again.codes == h.codes  # the same addresses: the joiners' lines still work
        m2 = again.session.match
        assert await until(lambda: all("back" in j.lines for j in joiners), timeout=15)
        assert await until(lambda: len(m2.actions) > played + 5 or m2.hand_no > 1 or m2.over, timeout=30)
        assert m2.actions[:played] == [tuple(a) for a in rec.actions][:played]
        await again.host.stop()
        await asyncio.wait(runs, timeout=5)
        for j in joiners:
            await j.joiner.close()
        assert not again.ui.errors
    asyncio.run(go())
