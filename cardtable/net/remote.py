"""The joiner's session: the table screen of ``cardtable join``, driven by the host's updates.

A ``RemoteSession`` is a ``Session`` whose match is a ``MirrorMatch`` (one seat's view) and
whose driving happens elsewhere: it never schedules a bot or a clock and never saves; the
person's move, Ready and "next hand" go to the host (``net.client.Joiner``), and each update
from the host redraws the screen through the same ``SessionUI`` calls a local table makes.  So
the screen, its keys and its widgets are the ones of a local table.
"""

from __future__ import annotations

import asyncio
import time

from pydantic import BaseModel

from cardtable.engine.game import get_game
from cardtable.engine.record import SeatRecord, bot_level
from cardtable.engine.refusals import COMMON, Catalog
from cardtable.engine.state import Event, IllegalAction
from cardtable.tui.i18n import lang, tr
from cardtable.tui.session import TABLE_REFUSALS, Session, SessionUI

from .client import Joiner, JoinError
from .messages import Act, Next, Notice, Ready, Refused, Update, Welcome
from .mirror import MirrorMatch
from .views import END_KINDS
from .wire import WireError

REMOTE_REFUSALS = Catalog("remote", {
    "sent": ("your move is on its way to the host", "ваш ход уже отправлен хозяину стола"),
    "offline": ("the connection to the host is down: reconnecting", "нет связи с хозяином стола: переподключаемся"),
}, parent=COMMON)


def seats_of(welcome: Welcome) -> list[SeatRecord]:
    """The table's seats as the joiner's session holds them: his own is the person at this keyboard."""
    out = []
    for i, s in enumerate(welcome.seats):
        if i == welcome.seat:
            out.append(SeatRecord(name=s.name, kind="human"))
        elif s.kind == "bot":
            out.append(SeatRecord(name=s.name, kind="bot", level=bot_level(s.level)))
        else:
            out.append(SeatRecord(name=s.name, kind="remote"))
    return out


class RemoteSession(Session):
    """One seat of a table hosted elsewhere."""

    elsewhere = True

    def __init__(self, joiner: Joiner, welcome: Welcome, first: Update) -> None:
        spec = get_game(welcome.game)
        options = spec.options_model.model_validate(welcome.options)
        mirror = MirrorMatch(spec, options, len(welcome.seats), welcome.seat)
        super().__init__(mirror, seats_of(welcome), pace=0, autosave=False)
        self.mirror = mirror
        self.bots = {}  # the host's bots play there
        self.me = welcome.seat
        self.host_kinds = [s.kind for s in welcome.seats]
        self.joiner = joiner
        self.online = True
        self.waiting = False  # a move was sent and its update has not come back
        self._legal_sent: list[str] = []
        self.timing_now = "turn"
        self._tasks: set[asyncio.Task] = set()
        self.take(first)

    # -- the host's frames ---------------------------------------------------------------------------
    def on_msg(self, msg: BaseModel) -> None:
        if isinstance(msg, Update):
            try:
                events = self.take(msg)
            except (WireError, ValueError, TypeError) as e:
                self._notice(f"a frame from the host could not be read ({type(e).__name__})", 6)
                return
            ui = self.ui
            if ui is not None:
                ui.session_update(events)
                ui.session_window(self.window_deadline)
                if any(e.kind in END_KINDS for e in events):
                    ui.session_hand_end(events)
        elif isinstance(msg, Refused):
            self.waiting = False
            self.mirror.legal = self._legal_sent  # the position did not change: its moves stand
            self._notice(msg.ru if lang() == "ru" and msg.ru else msg.en, 5)
            if self.ui is not None:
                self.ui.session_update([])
        elif isinstance(msg, Notice):
            self._notice(msg.text, msg.seconds)

    def take(self, up: Update) -> list[Event]:
        events = self.mirror.take(up)
        self.generation = up.gen
        self.ready_wait = up.ready_wait
        self.paused = up.paused
        self.timing_now = up.timing
        # the other people: at the host's keyboard, or remote and not played by a bot meanwhile
        self.remote = [i for i, k in enumerate(self.host_kinds)
                       if i != self.me and (k == "human" or (k == "remote" and i in up.remote))]
        self.window_deadline = None if up.window is None else time.monotonic() + up.window
        self.waiting = False
        return events

    async def on_line(self, what: str) -> None:
        if what == "lost":
            self.online = False
            self._notice(tr("remote.lost"), 30)
        elif what == "back":
            self.online = True
            self._notice(tr("remote.back"), 4)
        elif what.startswith("bye: "):
            self.online = False
            self._notice(tr("remote.bye", why=what[5:]), 30)

    def _notice(self, text: str, seconds: float) -> None:
        if self.ui is not None:
            self.ui.session_notice(text, seconds)

    def _send(self, msg: BaseModel) -> None:
        task = asyncio.get_running_loop().create_task(self.joiner.send(msg))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    # -- what the screen asks ------------------------------------------------------------------------
    def timing_kind(self) -> str:
        return "turn" if self.match.over else self.timing_now

    def start(self, ui: SessionUI) -> None:
        self.ui = ui
        task = asyncio.get_running_loop().create_task(self.joiner.run(self.on_msg, self.on_line))
        self._tasks.add(task)
        ui.session_window(self.window_deadline)

    def close(self) -> None:
        self.closed = True
        try:
            task = asyncio.get_running_loop().create_task(self.joiner.close())
            self._tasks.add(task)
        except RuntimeError:
            pass

    def schedule(self) -> None:
        """The host drives the table: nothing is scheduled here."""

    def _save(self) -> None:
        """The host keeps the record."""

    def human(self, seat: int, action: str) -> list[Event]:
        if seat != self.me:
            raise IllegalAction(TABLE_REFUSALS("not_here"), action, seat)
        if not self.online:
            raise IllegalAction(REMOTE_REFUSALS("offline"), action, seat)
        if self.waiting:
            raise IllegalAction(REMOTE_REFUSALS("sent"), action, seat)
        if action not in self.mirror.legal:
            try:  # the rules' reason, from the seat's own view (what it holds, whose turn it is)
                why = self.match.hand.why_illegal(seat, action)
            except Exception:  # noqa: BLE001 - the masked hand may not know why: say it is not a move now
                why = COMMON("not_legal", action=action)
            raise IllegalAction(why, action, seat)
        self.waiting = True
        self._legal_sent, self.mirror.legal = self.mirror.legal, []
        self._send(Act(action=action, gen=self.generation))
        return []

    def ready(self, seat: int) -> None:
        if seat == self.me:
            self._send(Ready())

    def resume(self, seat: int | None = None) -> None:
        self._send(Next())

    def rewind(self, keep: int) -> None:
        """Undo is for a table against bots alone (``practice.table.undo_allowed``)."""

    def set_curtain(self, up: bool) -> None:
        self.curtain_up = up

    def start_claim(self, seat: int) -> None:
        """Claims are for several people at one keyboard; here one person plays one seat."""

    def end_claim(self) -> None:
        self.claim = None


class JoinPlan:
    """``cardtable join ADDRESS`` for the app (``tui.host.Joining``): connects, then is the seat's session."""

    def __init__(self, address: str) -> None:
        self.address = address

    async def connect(self) -> RemoteSession:
        joiner = Joiner(self.address)
        try:
            welcome, first = await joiner.connect()
            return RemoteSession(joiner, welcome, first)
        except (JoinError, ValueError, KeyError) as e:
            await joiner.close()
            raise JoinError(str(e)[:300]) from None
