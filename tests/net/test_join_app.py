"""The joiner's app (``cardtable join``): the ordinary table screen, played by keyboard, on a
table hosted in the same process; and a host's own table screen beside a remote seat."""

from __future__ import annotations

import asyncio

import pytest

from cardtable.net.client import JoinError
from cardtable.net.remote import JoinPlan, RemoteSession
from cardtable.tui.app import CardtableApp
from cardtable.tui.i18n import set_lang
from cardtable.tui.screens.table import TableScreen
from tests.ui.driver import aio, settle, table
from tests.ui.test_whole_matches import play_match

from .harness import host_table


@pytest.fixture(autouse=True)
def english():
    set_lang("en")
    yield
    set_lang("en")


@pytest.mark.parametrize("game", ["durak", "uno"])
@aio
async def test_a_joiner_plays_a_whole_match_by_keyboard(game):
    short = {"durak": {"deals_per_match": 1}, "uno": {"target_score": 50}}[game]
    h = await host_table(game, ["remote", "bot"], seed=4, options=short)
    app = CardtableApp(strict=True, pace=0, start={"join": JoinPlan(h.urls[0])})
    async with app.run_test(size=(120, 40)) as pilot:
        assert await settle(pilot, lambda: isinstance(app.screen, TableScreen) and app.screen.moment is not None,
                            limit=400)
        scr = app.screen
        assert isinstance(scr.session, RemoteSession) and scr.viewer == 0
        stats = await play_match(pilot)
        assert stats["moves"] > 0
    m = h.session.match
    assert m.over, "the host's match ended"
    assert any(seat == 0 for seat, _ in m.actions), "the joiner's keys made moves at the host"
    await h.host.stop()


@aio
async def test_a_wrong_address_ends_the_app_with_why():
    h = await host_table("durak", ["remote", "bot"], seed=4)
    wrong = h.urls[0].rsplit("/", 1)[0] + "/not-a-code"
    app = CardtableApp(strict=True, pace=0, start={"join": JoinPlan(wrong)})
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot, lambda: app.return_code is not None, limit=200)
    assert app.return_code == 2
    await h.host.stop()
    with pytest.raises(JoinError):
        await JoinPlan(wrong).connect()


@pytest.mark.parametrize("kinds", [("human", "remote", "bot"), ("human", "human", "remote")])
@aio
async def test_the_hosts_own_table_beside_a_remote_seat(kinds):
    """``cardtable host`` with its screen: the person at the host's keyboard plays his seat by
    keyboard while a remote client plays another seat and a bot the third; or two people share
    the host's keyboard (hot-seat, through the curtains) and the third plays from elsewhere."""
    import random

    import aiohttp

    from cardtable.engine.game import get_game
    from cardtable.engine.record import SeatRecord
    from cardtable.net.hosting import HostPlan, address, listen, seat_codes

    from .harness import KEY, Probe

    spec = get_game("durak")
    seats = [SeatRecord(name=name, kind=k, level="easy") for name, k in zip(("Anna", "Boris", "Vera"), kinds,
                                                                             strict=True)]
    far = kinds.index("remote")
    here = [i for i, k in enumerate(kinds) if k == "human"]
    sock = listen("127.0.0.1", 0)
    codes = seat_codes(__import__("pathlib").Path("host-table.json"), [far], key=KEY)
    plan = HostPlan(sock=sock, codes=codes, lines=["cardtable join " + address(sock, codes[far])])
    app = CardtableApp(strict=True, pace=0, start={"game": "durak", "options": spec.options_model.parse(
        {"deals_per_match": 1}), "seats": seats, "seed": 4, "host": plan})
    async with app.run_test(size=(120, 40)) as pilot:
        assert await settle(pilot, lambda: any(isinstance(s, TableScreen) for s in app.screen_stack)
                            and plan.table is not None and plan.table.runner is not None, limit=400)
        session = table(app).session
        assert session.humans == here and session.remote == [far]
        probe = Probe(address(sock, codes[far]), far, random.Random(3))
        async with aiohttp.ClientSession() as http:
            task = asyncio.create_task(probe.run(http))
            stats = await play_match(pilot, humans=here if len(here) > 1 else None)
            assert stats["moves"] > 0
            assert session.match.over and probe.moves > 0
            task.cancel()
    assert plan.table is None, "the host's server stopped with the app"


@aio
async def test_a_joiner_has_hints_but_no_undo_or_review():
    """Alone against the host's bots a joiner may ask a hint (it reads his own view), but undo and
    the review need the match's record, which only the host holds."""
    from cardtable.tui.practice.table import hints_allowed, review_allowed, undo_allowed

    h = await host_table("durak", ["remote", "bot"], seed=4)
    app = CardtableApp(strict=True, pace=0, start={"join": JoinPlan(h.urls[0])})
    async with app.run_test(size=(120, 40)) as pilot:
        assert await settle(pilot, lambda: isinstance(app.screen, TableScreen) and app.screen.moment is not None)
        m = app.screen.moment
        assert m.elsewhere and m.people == 1
        assert hints_allowed(m) and not undo_allowed(m) and not review_allowed(m)
        await pilot.press("r")
        await pilot.pause()
        assert isinstance(app.screen, TableScreen)  # no review screen opened
    await h.host.stop()
