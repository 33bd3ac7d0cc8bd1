"""The table session without a screen: reaction windows, human catches, autosave, pacing."""

from __future__ import annotations

import asyncio
import json

from cardtable.engine.record import SeatRecord, replay
from cardtable.tui.session import Session
from tests.helpers import record

# Seat 0 plays its second-to-last card without calling UNO: seats 1 and 2 may catch it.
POSITION = {
    "hands": [["R2", "G7"], ["R5", "Y5", "B1"], ["R9", "G2", "Y4"]],
    "discard": ["R1"],
    "turn": 0,
    "dealer": 2,
}


class FakeUI:
    def __init__(self) -> None:
        self.windows: list[float | None] = []
        self.updates = 0
        self.ends = 0
        self.errors: list[BaseException] = []
        self.notices: list[str] = []

    def session_update(self, events) -> None:
        self.updates += 1

    def session_window(self, deadline) -> None:
        self.windows.append(deadline)

    def session_hand_end(self, events) -> None:
        self.ends += 1

    def session_error(self, error) -> None:
        self.errors.append(error)

    def session_notice(self, text, seconds) -> None:
        self.notices.append(text)


def make(tmp_path, human: int, pace: float):
    rec = record("uno", 3, POSITION, actions=[(0, "play R2")], options={"reaction_ms": 300})
    match = replay(rec)
    seats = [SeatRecord(name=n, kind="bot", level="random") for n in ("Anna", "Boris", "Vera")]
    seats[human] = SeatRecord(name=seats[human].name, kind="human")
    return Session(match, seats, pace=pace, save_to=tmp_path / "save.json"), match


def test_a_human_reactor_gets_a_countdown_and_can_catch(tmp_path):
    async def run():
        session, match = make(tmp_path, human=2, pace=0.01)
        # bots never catch in this test: make their reaction a pass
        for s in session.bots:
            session.bots[s] = lambda view, rng: "pass" if view.state.to_act()[0] != view.seat else view.legal[0]
        ui = FakeUI()
        session.start(ui)
        await asyncio.sleep(0.05)
        assert ui.windows and ui.windows[0] is not None  # the countdown runs
        catch = session.catch_for(2)
        assert catch == (2, "catch 0")
        session.human(*catch)
        assert len(match.hand.hands[0]) == 1 + 2  # one card left + the penalty
        saved = json.loads((tmp_path / "save.json").read_text())
        assert saved["actions"][-1] == [2, "catch 0"]
        session.close()

    asyncio.run(run())


def test_when_the_window_runs_out_the_reactors_pass_and_play_goes_on(tmp_path):
    async def run():
        session, match = make(tmp_path, human=2, pace=0.01)
        for s in session.bots:
            session.bots[s] = lambda view, rng: "pass" if view.state.to_act()[0] != view.seat else view.legal[0]
        ui = FakeUI()
        session.start(ui)
        await asyncio.sleep(0.6)  # 300 ms window, then the bot main seat moves
        assert (2, "pass") in match.actions
        assert match.actions.index((2, "pass")) < len(match.actions) - 1  # seat 1 moved after it
        assert ui.windows[-1] is None
        session.close()

    asyncio.run(run())


def test_bots_alone_in_a_window_do_not_wait(tmp_path):
    async def run():
        session, match = make(tmp_path, human=1, pace=0)  # the human is the main seat
        ui = FakeUI()
        session.start(ui)
        await asyncio.sleep(0.01)
        # the bot reactor (seat 2) decided at once; the human's turn is waiting
        assert match.to_act()[0] == 1 or match.actions[-1][0] == 2
        assert not any(w for w in ui.windows)
        session.close()

    asyncio.run(run())
