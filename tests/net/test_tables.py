"""Every game hosted on loopback: 2-4 real clients play a whole hand, and no frame any of them
received holds a card its seat could not see (the property the views have, now on the wire)."""

from __future__ import annotations

import asyncio
import random

import aiohttp
import pytest

from cardtable.engine.cards import UNKNOWN
from cardtable.engine.game import get_game
from cardtable.engine.match import Match
from cardtable.engine.registry import REGISTRY
from cardtable.engine.state import ALL_SEATS, State, Vis
from cardtable.net import wire
from cardtable.net.messages import Update
from cardtable.net.views import showdown

from .harness import Hosted, Probe, host_table, until


def kinds_for(game: str) -> list[str]:
    spec = get_game(game)
    lo, hi = spec.players_for(spec.options_model())
    n = max(lo, min(spec.default_players, 4, hi))
    return ["remote"] * 2 if n == 2 else ["remote"] * (n - 1) + ["bot"]


def hidden_from(view: State, true: State, seat: int) -> list[int]:
    """Cards of ``view`` that ``seat`` may not identify in ``true`` (the answer must be empty)."""
    bit = 1 << seat
    out = []
    for zv, zt in zip(view.zones(), true.zones(), strict=True):
        if zt.vis is Vis.PUBLIC or (zt.vis is Vis.OWNER and zt.owner == seat):
            continue
        out += [c for c in zv.cards if c != UNKNOWN and not true.known.get(c, 0) & bit]
    return out


def check_frames(h: Hosted, probe: Probe, template: State) -> int:
    """Each update against the truth of its generation; returns how many were checked."""
    seat = probe.seat
    for up in probe.updates:
        true, prev, _ = h.truth.at[up.gen]
        got = wire.decode_state(template, up.state)
        assert got.fingerprint() == true.masked(seat).fingerprint()
        assert hidden_from(got, true, seat) == []
        for e in up.events:
            ev = wire.decode_event(e)
            assert ev.to == ALL_SEATS or ev.to & (1 << seat), ev
        if up.legal:
            assert up.legal == true.legal_actions(seat)
        if up.ended is not None:
            assert prev is not None or true.over
            ended_true = prev if prev is not None else true
            shown = wire.decode_state(template, up.ended)
            assert shown.fingerprint() == showdown(ended_true, seat).fingerprint()
            for zv, zt in zip(shown.zones(), ended_true.zones(), strict=True):
                if zt.vis is Vis.HIDDEN:  # the stock stays face down at the showdown
                    assert all(c == UNKNOWN or ended_true.known.get(c, 0) & (1 << seat) for c in zv.cards)
    return len(probe.updates)


async def play_one_hand(game: str, seed: int) -> tuple[Hosted, list[Probe]]:
    h = await host_table(game, kinds_for(game), seed)
    m = h.session.match
    probes = [Probe(url, seat, random.Random(seed * 10 + seat)) for seat, url in h.urls.items()]
    async with aiohttp.ClientSession() as http:
        tasks = [asyncio.create_task(p.run(http)) for p in probes]
        done = await until(lambda: m.over or m.hand_no > 1 or bool(h.ui.errors), timeout=90)
        await asyncio.sleep(0.1)
        await h.host.stop()
        await asyncio.wait(tasks, timeout=5)
    assert not h.ui.errors, h.ui.errors
    assert done, f"{game}: the hand did not end ({len(m.actions)} moves, to act {m.to_act()})"
    return h, probes


@pytest.mark.parametrize("game", sorted(REGISTRY))
def test_a_whole_hand_over_the_network(game):
    h, probes = asyncio.run(play_one_hand(game, seed=3))
    spec = get_game(game)
    template = Match(spec, spec.options_model(), h.session.match.n, 0).hand
    assert all(p.moves for p in probes), "every remote seat moved"
    checked = sum(check_frames(h, p, template) for p in probes)
    assert checked >= 2 * len(probes)
    assert all(isinstance(u, Update) for p in probes for u in p.updates)
    assert any(u.ended is not None for p in probes for u in p.updates), "the hand's end reached the joiners"
    assert all(p.bye for p in probes), "the host said goodbye when it stopped"
