"""The host's clocks reach the joiners: a move timer running for a remote person is sent with the
seconds left on it (the host's clock decides; the joiner only draws the countdown), and when it
runs out the host makes the timeout move for him, as for a person at its own keyboard."""

from __future__ import annotations

import asyncio
import random

import aiohttp

from .harness import Probe, host_table, until


def test_a_move_timer_runs_on_the_host_for_a_remote_person():
    async def go():
        h = await host_table("durak", ["remote", "bot"], seed=2, pace=0.05, options={"move_timer_s": 10})
        s, m = h.session, h.session.match
        watcher = Probe(h.urls[0], 0, random.Random(0), play=False)  # never moves: his clock runs out
        async with aiohttp.ClientSession() as http:
            task = asyncio.create_task(watcher.run(http))
            assert await until(lambda: any(u.legal and u.window is not None for u in watcher.updates), timeout=20)
            shown = next(u for u in watcher.updates if u.legal and u.window is not None)
            assert 8 < shown.window <= 10
            assert await until(lambda: (0, "timeout") in m.actions or m.over, timeout=20)
            await h.host.stop()
            await asyncio.wait([task], timeout=5)
        assert not h.ui.errors and s.remote == [0]
    asyncio.run(go())
