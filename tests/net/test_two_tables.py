"""Two tables on screen play one match: the host's app (``cardtable host``, a person at its
keyboard) and a joiner's app (``cardtable join``), both driven by keyboard only, against a bot:
a whole Uno hand and a whole Durak deal."""

from __future__ import annotations

from pathlib import Path

import pytest

from cardtable.engine.game import get_game
from cardtable.engine.record import SeatRecord
from cardtable.net.hosting import HostPlan, address, listen, seat_codes
from cardtable.net.remote import JoinPlan
from cardtable.tui.app import CardtableApp
from cardtable.tui.i18n import set_lang
from cardtable.tui.screens.handend import HandEndScreen, MatchEndScreen
from cardtable.tui.screens.table import TableScreen
from tests.ui.driver import aio, my_turn, play_turn_any, settle

from .harness import KEY

SHORT = {"uno": {"target_score": 30}, "durak": {"deals_per_match": 1}}


@pytest.mark.parametrize("game", ["uno", "durak"])
@aio
async def test_host_and_joiner_play_a_whole_hand_by_keyboard(game):
    set_lang("en")
    spec = get_game(game)
    seats = [SeatRecord(name="Anna", kind="human"), SeatRecord(name="Boris", kind="remote"),
             SeatRecord(name="Vera", kind="bot", level="normal")]
    sock = listen("127.0.0.1", 0)
    codes = seat_codes(Path(f"two-{game}.json"), [1], key=KEY)
    plan = HostPlan(sock=sock, codes=codes)
    host = CardtableApp(strict=True, pace=0, start={"game": game, "options": spec.options_model.parse(SHORT[game]),
                                                    "seats": seats, "seed": 4, "host": plan})
    async with host.run_test(size=(120, 40)) as hp:
        assert await settle(hp, lambda: plan.table is not None and plan.table.runner is not None)
        joiner = CardtableApp(strict=True, pace=0, start={"join": JoinPlan(address(sock, codes[1]))})
        async with joiner.run_test(size=(120, 40)) as jp:
            assert await settle(jp, lambda: isinstance(joiner.screen, TableScreen) and joiner.screen.moment is not None)
            assert plan.table is not None
            m = plan.table.session.match
            moves = {0: 0, 1: 0}
            for _ in range(3000):
                if m.over:
                    break
                for app, pilot, seat in ((host, hp, 0), (joiner, jp, 1)):
                    scr = app.screen
                    if isinstance(scr, MatchEndScreen):
                        continue
                    if isinstance(scr, HandEndScreen) or (isinstance(scr, TableScreen) and scr.ended is not None):
                        await pilot.press("enter")  # on to the sheet, then the next hand
                    elif my_turn(app):
                        await play_turn_any(pilot)
                        moves[seat] += 1
                    else:
                        await pilot.pause()
            assert m.over, f"the match did not end ({len(m.actions)} moves)"
            assert moves[0] > 0 and moves[1] > 0
            assert sum(1 for s, _ in m.actions if s == 1) >= moves[1]  # the joiner's keys moved at the host
            assert await settle(jp, lambda: isinstance(joiner.screen, MatchEndScreen)
                                or (isinstance(joiner.screen, TableScreen) and joiner.screen.ended is not None))
