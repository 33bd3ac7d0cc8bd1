"""The table session: drives a match between people and bots, with pacing, reaction windows and autosave.

The widgets never touch the match; they ask the session.  The session:

- asks bots for their moves on a worker thread (``run_in_executor``) so a slow bot never freezes
  the screen, and waits ``pace`` seconds before each bot move so people can follow;
- runs reaction windows (``to_act()`` lists more than one seat: catch a missed UNO call...):
  bot reactors decide at once and act after a random delay inside the window; when a person may
  react, a countdown of the game's reaction window (``GameOptions.reaction_s``) runs before
  anyone else moves on, and when it runs out, whoever has not reacted (and may pass) passes.
  The game's presenter says how a position with several seats is timed (``Presenter.timing``): a
  ``turn`` with reactors, a
  ``race`` where every listed seat reacts against one countdown (Uno's slap), or a ``choose``
  step where each listed seat must decide and nothing times out (Uno's secret 5-trade);
- holds play while one person must answer first: the «politeness» Ready after a person drew
  ``presenter.ready_after`` cards or more, or an out-of-turn claim (Uno's jump-in by a person who
  is not at the keyboard) that is being made behind a hand-over;
- stops at the end of each hand until the screen says "next hand";
- writes the game record to the autosave slot after every action.

Everything is asyncio on the app's loop; ``generation`` increases with every applied action so
a timer that fires after the position changed simply does nothing.
"""

from __future__ import annotations

import asyncio
import json
import random
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, Protocol

from cardtable.bots.levels import make_bot
from cardtable.engine.match import Match
from cardtable.engine.record import SeatRecord, record_of
from cardtable.engine.refusals import COMMON, Catalog
from cardtable.engine.state import Event, IllegalAction
from cardtable.games.present import Presenter, presenter_for
from cardtable.practice.stats import Tally

from . import saves
from .i18n import tr
from .plain import plain

END_KINDS = frozenset({"hand_end", "hand_void", "match_end"})

TABLE_REFUSALS = Catalog("table", {
    "not_here": ("that seat is not played at this keyboard", "это место играют не за этой клавиатурой"),
    "waiting_ready": ("waiting for {name} to press Ready", "ждём, пока {name} нажмёт «Готов»"),
    "claiming": ("{name} is making a claim", "{name} делает заявку"),
}, parent=COMMON)
"""What the table itself refuses (who is at the keyboard), besides the rules' refusals."""


class SessionUI(Protocol):
    """What the table screen implements so the session can tell it what happened."""

    def session_update(self, events: list[Event]) -> None: ...

    def session_window(self, deadline: float | None) -> None: ...

    def session_hand_end(self, events: list[Event]) -> None: ...

    def session_error(self, error: BaseException) -> None: ...

    def session_notice(self, text: str, seconds: float) -> None:
        """A warning the player must see for ``seconds`` (a full disk, a capped match)."""


class SessionWatcher(Protocol):
    """Someone else told of every step: a host's remote seats (``net/hosting.py``)."""

    def session_update(self, events: list[Event]) -> None: ...

    def session_window(self, deadline: float | None) -> None: ...


class Session:
    """One match at the table; seats are ``SeatRecord`` (name, human/remote/bot, level).

    ``elsewhere`` (a class fact): the match is played at another machine and this session holds
    one seat's view of it (``net.remote``), so there is no record here to undo or review.

    ``humans`` are the people at this keyboard; ``remote`` the people playing their seats from
    other machines (``cardtable host``): the session times them as people (windows, move timers,
    Ready) but never hands them this keyboard; their moves come through ``remote_act``."""

    elsewhere: bool = False

    def __init__(self, match: Match, seats: list[SeatRecord], *, pace: float = 0.8,
                 save_to: Path | None = None, autosave: bool = True,
                 record_extra: dict[str, Any] | None = None, bot_seed: int | None = None,
                 presenter: Presenter | None = None) -> None:
        self.match = match
        self.presenter = presenter or presenter_for(match.spec.id)
        self.seats = seats
        self.pace = pace
        self.save_to = save_to
        self.save_error = ""  # the last save's failure, shown once until a save works again
        self.autosave = autosave
        self.record_extra = record_extra or {}
        self.names = [plain(s.name) or f"#{i + 1}" for i, s in enumerate(seats)]  # never markup
        self.humans = [i for i, s in enumerate(seats) if s.kind == "human"]
        self.remote = [i for i, s in enumerate(seats) if s.kind == "remote"]
        self.present: set[int] = set()  # the remote seats connected now (the host keeps it)
        self.watchers: list[SessionWatcher] = []
        self._next_votes: set[int] = set()  # who said "next hand" at a hand's end (-1: this keyboard)
        seed = match.seed if bot_seed is None else bot_seed
        self.bots: dict[int, Callable] = {
            i: make_bot(match.spec, s.level) for i, s in enumerate(seats) if s.kind == "bot"
        }
        self.rngs = [random.Random(seed * 1009 + i) for i in range(match.n)]
        self.timing = random.Random(seed ^ 0x5EED)
        self.generation = 0
        self.paused = False
        self.closed = False
        self.away = False  # the person looks at the menu, the rules or a review: bots wait (step_away)
        self.ui: SessionUI | None = None
        self.window_deadline: float | None = None
        self._task: asyncio.Task | None = None
        self.ready_wait: int | None = None  # the person who must press Ready before play goes on
        self.claim: int | None = None  # the person making an out-of-turn claim behind a hand-over
        self._race_deadline: float | None = None
        self.turn_deadline: float | None = None  # a person's move timer (Durak's move_timer_s)
        self.curtain_up = False  # a hot-seat hand-over is on screen: nobody's clock may run
        self._signal_due: dict[int, float] = {}  # bot seat -> when it signals (a real-time signal race)
        self._signal_key: tuple | None = None
        self.hints_agreed = False  # every person at a hot-seat table agreed to hints (the setup's switch)
        self.tally = Tally(match.spec.id, seats)  # practice statistics (one person against bots)

    # -- facts for the screen ---------------------------------------------------------------------
    def is_human(self, seat: int) -> bool:
        return seat in self.humans

    def is_person(self, seat: int) -> bool:
        """A person plays this seat, here or from another machine (timed as a person)."""
        return seat in self.humans or seat in self.remote

    @property
    def people(self) -> int:
        """How many people play at this table, at this keyboard or elsewhere."""
        return len(self.humans) + len(self.remote)

    @property
    def reaction_s(self) -> float:
        return self.match.options.reaction_s()

    def timing_kind(self) -> str:
        """How the current position is timed: ``turn``, ``race`` or ``choose`` (see the module doc)."""
        if self.match.over:
            return "turn"
        return self.presenter.timing(self.match.hand)

    @property
    def held(self) -> bool:
        """Play waits for a person: a Ready to press or a claim being made."""
        return self.ready_wait is not None or self.claim is not None

    def keyboard_seat(self, current: int | None) -> int | None:
        """Which person should be at the keyboard now: the one play waits for (Ready, a claim), the
        human to act, else whoever is there.  In a race nobody hands over: every person has a key."""
        if not self.humans:
            return None
        for held in (self.claim, self.ready_wait):
            if held is not None:
                return held
        acts = self.match.to_act()
        if acts and self.timing_kind() == "race":
            return current if current in self.humans else self.humans[0]
        if acts and acts[0] in self.humans:
            return acts[0]
        if current in self.humans:
            return current
        return self.humans[0]

    def catch_for(self, viewer: int | None) -> tuple[int, str] | None:
        """The catch the on-screen Catch button makes: the viewer's own, else the first other human's.

        In hot-seat a catch reveals nothing private, so any person at the table may press it; it is
        credited to the person at the keyboard when they may catch, otherwise to the first human
        (in seat order) still in the window.
        """
        acts = self.match.to_act()
        order = ([viewer] if viewer is not None else []) + [s for s in self.humans if s != viewer]
        for s in order:
            if s in acts:
                for a in self.match.legal_actions(s):
                    if a.startswith("catch"):
                        return s, a
        return None

    def slaps(self) -> list[tuple[int, str]]:
        """Every person who may slap now (Uno's "UNO to the centre"): each has their own button/key."""
        acts = self.match.to_act()
        return [(s, "slap") for s in self.humans if s in acts and "slap" in self.match.legal_actions(s)]

    def record_json(self) -> str:
        rec = record_of(self.match, self.seats, **self.record_extra)
        return json.dumps(rec.model_dump(exclude_none=True), ensure_ascii=False)

    # -- driving ----------------------------------------------------------------------------------
    def start(self, ui: SessionUI) -> None:
        self.ui = ui
        self._save()
        self.schedule()

    def close(self) -> None:
        self.closed = True
        if self._task is not None:
            self._task.cancel()
            self._task = None

    def set_curtain(self, up: bool) -> None:
        """The table raised or lowered a hand-over curtain.

        A person's move timer must not run while the previous person is still at the keyboard:
        raising the curtain stops a running clock, lowering it starts the step again, which
        gives the person who confirmed the whole time.
        """
        self.curtain_up = up
        if up:
            if self.turn_deadline is not None:
                if self._task is not None:
                    self._task.cancel()
                    self._task = None
                self._set_window(None)
        elif not self.match.over and (self._task is None or self._task.done()):
            self.schedule()  # (a bot still thinking keeps its step)

    def step_away(self) -> None:
        """The person left the table for a look (the menu, the rules, a review): a bot's move is
        held back until ``come_back``, so nothing happens at the table behind his back."""
        self.away = True

    def come_back(self) -> None:
        self.away = False

    def resume(self, seat: int | None = None) -> None:
        """Go on after the hand-end screen: ``seat`` is a remote person's "next hand", None this
        keyboard's.  With people at other machines play goes on once this keyboard (when people
        play at it) and every remote person connected said so: nobody's sheet is cut short."""
        if not self.paused:
            if seat is None:
                self.schedule()  # as it always did (a remote Next out of place must not restart the step)
            return
        self._next_votes.add(-1 if seat is None else seat)
        self._go_on_if_agreed()

    def _go_on_if_agreed(self) -> None:
        need = ({-1} if self.humans else set()) | self.present
        if not self.paused or not self._next_votes or not need <= self._next_votes:
            return
        self._next_votes.clear()
        self.paused = False
        self.schedule()

    def remote_act(self, seat: int, action: str) -> list[Event]:
        """A remote person's move: as ``human``, for a seat played from another machine."""
        if seat not in self.remote:
            raise IllegalAction(TABLE_REFUSALS("not_here"), action, seat)
        return self._checked(seat, action)

    def seat_present(self, seat: int, here: bool) -> None:
        """A remote person connected or left: one who left no longer holds up the hand's end."""
        if here:
            self.present.add(seat)
        else:
            self.present.discard(seat)
            self._go_on_if_agreed()

    def hand_to_bot(self, seat: int, level: str) -> None:
        """A remote person gone too long: a bot of ``level`` plays the seat until he is back."""
        if seat in self.remote:
            self.remote.remove(seat)
            self.bots[seat] = make_bot(self.match.spec, level)
            self.generation += 1
            self._tell()
            self.schedule()

    def hand_back(self, seat: int) -> None:
        """The person whose seat a bot played came back: the seat is his again."""
        if seat in self.bots and self.seats[seat].kind == "remote":
            del self.bots[seat]
            self.remote.append(seat)
            self.remote.sort()
            self.generation += 1
            self._tell()
            self.schedule()

    def human(self, seat: int, action: str) -> list[Event]:
        """A person's move; raises ``IllegalAction`` (with the rules' reason) and changes nothing."""
        if seat not in self.humans:
            raise IllegalAction(TABLE_REFUSALS("not_here"), action, seat)
        return self._checked(seat, action)

    def _checked(self, seat: int, action: str) -> list[Event]:
        """A person's move once his seat is checked: holds refuse it unless it is social."""
        social = self.match.hand.is_social(action) if not self.match.over else False
        if self.ready_wait is not None and not social:
            raise IllegalAction(TABLE_REFUSALS("waiting_ready", name=self.names[self.ready_wait]), action, seat)
        if self.claim is not None and seat != self.claim and not social:
            raise IllegalAction(TABLE_REFUSALS("claiming", name=self.names[self.claim]), action, seat)
        return self._apply(seat, action)

    def rewind(self, keep: int) -> None:
        """Undo (``cardtable.practice.hint``): the match becomes its record replayed without its tail.

        Whatever was under way stops (a bot's answer still being thought is dropped by the new
        generation, a window or a hold ends); the bots' generators are not reset, so they decide
        again from where they are and the future taken back does not simply come again."""
        from cardtable.engine.record import replay
        from cardtable.practice.hint import adopt

        rec = record_of(self.match, self.seats, **self.record_extra)
        adopt(self.match, replay(rec, upto=keep))
        if self._task is not None and not self._task.done():
            self._task.cancel()
        self.ready_wait = None
        self.claim = None
        self.paused = False
        self._race_deadline = None
        self.generation += 1
        self._set_window(None)
        self._save()
        self._tell()
        self.schedule()

    # -- holds: Ready after a big draw, a claim behind a hand-over ----------------------------------
    def ready(self, seat: int) -> None:
        """The person play waited for pressed Ready: go on."""
        if self.ready_wait == seat:
            self.ready_wait = None
            self._tell()
            self.schedule()

    def _tell(self) -> None:
        """The position's circumstances changed without a move (a Ready, an undo): redraw."""
        if self.ui is not None:
            self.ui.session_update([])
        for w in self.watchers:
            w.session_update([])

    def start_claim(self, seat: int) -> None:
        """A person not at the keyboard claims an out-of-turn move: play stops until it is made."""
        if seat not in self.humans or self.held:
            return
        self.claim = seat
        if self._task is not None and not self._task.done():
            self._task.cancel()
        self._set_window(None)

    def end_claim(self) -> None:
        """The claim was made, refused or withdrawn: play goes on (a window starts afresh)."""
        if self.claim is not None:
            self.claim = None
            self.schedule()

    def _check_ready(self, events: list[Event]) -> None:
        """«Правило вежливости»: a person who drew ``ready_after`` cards or more in one step, while
        someone else is to go on, gets to sort them: play waits for their Ready."""
        need = self.presenter.ready_after
        if not need or self.match.over:
            return
        drawn: dict[int, int] = {}
        for e in events:
            if e.kind in END_KINDS:
                return
            if e.kind == "draw" and e.seat is not None and self.is_person(e.seat):
                drawn[e.seat] = drawn.get(e.seat, 0) + int(e.data.get("n", 0))
        acts = self.match.to_act()
        for seat, n in drawn.items():
            if n >= need and acts and acts[0] != seat:
                self.ready_wait = seat
                return

    def _apply(self, seat: int, action: str) -> list[Event]:
        events = self.match.apply(seat, action)
        self._after(events)
        return events

    def _after(self, events: list[Event]) -> None:
        """After one step (an action, or a window's passes): save, pause at a hand's end, tell the
        screen, and schedule the next mover."""
        self.generation += 1
        self._set_window(None)
        self._save()
        self.tally.events(self.match, events)
        capped = next((e.data["capped"] for e in events if e.kind == "match_end" and e.data.get("capped")), "")
        if capped and self.ui is not None:  # a runaway match ended by a cap: say why, not just the ranking
            self.ui.session_notice(tr("match.capped", why=capped), 10)
        ended = any(e.kind in END_KINDS for e in events)
        if ended:
            self.paused = True
        else:
            self._check_ready(events)
        ui = self.ui
        if ui is not None:
            ui.session_update(events)
            if ended:
                ui.session_hand_end(events)
        for w in self.watchers:
            w.session_update(events)
        self.schedule()

    def _save(self) -> None:
        if not self.autosave:
            return
        try:
            if self.match.over:
                saves.remove(self.save_to)
            else:
                saves.write(self.record_json(), self.save_to)
            self.save_error = ""
        except OSError as e:  # a full or read-only disk must not stop the game, but the player must know
            why = e.strerror or type(e).__name__
            if why != self.save_error:
                self.save_error = why
                if self.ui is not None:
                    self.ui.session_notice(tr("save.failed", why=why), 8)

    def _set_window(self, deadline: float | None) -> None:
        if deadline is None or deadline != self.turn_deadline:
            self.turn_deadline = None
        self.window_deadline = deadline
        if self.ui is not None:
            self.ui.session_window(deadline)
        for w in self.watchers:
            w.session_window(deadline)

    def schedule(self) -> None:
        """Start the step for the current position (replacing any older one)."""
        if self.closed or self.paused or self.match.over or self.held:
            return
        if self._task is not None and not self._task.done():
            self._task.cancel()
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            return
        self._task = loop.create_task(self._guarded(self.generation))

    async def _guarded(self, gen: int) -> None:
        try:
            await self._step(gen)
        except asyncio.CancelledError:
            raise
        except Exception as e:  # never let a bot or rules bug kill the app: the screen decides
            if self.ui is not None:
                self.ui.session_error(e)

    async def _decide(self, seat: int) -> str:
        view = self.match.view(seat, last_events=20)
        bot = self.bots[seat]
        rng = self.rngs[seat]
        loop = asyncio.get_running_loop()  # a thread even at pace 0: a hard bot thinks up to 0.8 s
        return await loop.run_in_executor(None, bot, view, rng)

    async def _step(self, gen: int) -> None:
        m = self.match
        acts = m.to_act()
        if not acts:
            return
        timing = self.timing_kind()
        if timing != "race":
            self._race_deadline = None
        if timing == "race":
            await self._window(gen, acts, acts)
            return
        if timing == "choose":
            await self._choose(gen, acts)
            return
        main, reactors = acts[0], acts[1:]
        if reactors:
            await self._window(gen, acts, reactors)
            return
        if self.is_person(main):
            legal = m.legal_actions(main)
            if len(legal) == 1 and legal[0] in self.presenter.forced_moves:
                self._apply(main, legal[0])  # the only move and it decides nothing: not a question
                return
            await self._move_timer(gen, main)
            return  # the screen waits for the person
        if self.pace > 0:
            await asyncio.sleep(self.pace)
        if gen != self.generation:
            return
        action = await self._decide(main)
        while self.away and gen == self.generation and not self.closed:
            await asyncio.sleep(0.05)  # the move is made, and shown, once the person is back
        if gen == self.generation and not self.closed:
            self._apply(main, action)

    async def _move_timer(self, gen: int, seat: int) -> None:
        """With a move timer, a person who does not decide in time gets the ``timeout`` action
        (written by the table, as the records say).  The countdown shows like a window's."""
        limit = self.presenter.move_timer(self.match.hand)
        if not limit or self.curtain_up:
            return  # behind a curtain the clock starts when the person confirms (set_curtain)
        self.turn_deadline = time.monotonic() + limit
        self._set_window(self.turn_deadline)
        await asyncio.sleep(limit)
        if gen == self.generation and not self.closed and not self.held:
            self._apply(seat, "timeout")

    def _bot_signal_due(self) -> tuple[int, float] | None:
        """The bot whose real-time signal comes next and when (``Presenter.signal_verb``, Kukareku).

        The rules take only the order of the signals; the delay is the table's: the presenter's
        ``bot_delay`` by the bot's level, drawn once when the bot may first signal and kept while
        other seats move (a selection by somebody else does not restart a bot's reflexes).  A new
        phase or hand draws afresh (copying a signal has its own, longer delays)."""
        verb = self.presenter.signal_verb
        if not verb or self.match.over:
            self._signal_due.clear()
            return None
        state = self.match.hand
        key = (self.match.hand_no, self.presenter.timing(state))
        if key != self._signal_key:
            self._signal_due.clear()
            self._signal_key = key
        now = time.monotonic()
        best: tuple[int, float] | None = None
        for s in self.bots:
            if verb not in self.match.legal_actions(s):
                self._signal_due.pop(s, None)
                continue
            if s not in self._signal_due:
                level = self.seats[s].level or "normal"
                self._signal_due[s] = now + (self.presenter.bot_delay(state, level, self.timing) if self.pace > 0
                                            else 0.0)
            when = self._signal_due[s]
            if best is None or when < best[1]:
                best = (s, when)
        return best

    async def _bot_signal(self, gen: int, seat: int, when: float) -> None:
        await asyncio.sleep(max(0.0, when - time.monotonic()))
        if gen == self.generation and not self.closed:
            self._apply(seat, self.presenter.signal_verb)

    async def _choose(self, gen: int, seats: list[int]) -> None:
        """Several seats each make a choice (no timeout): the bots among them, one at a time.  A bot
        that may give a real-time signal (Kukareku) does so after its delay instead of choosing."""
        due = self._bot_signal_due()
        if due is not None:
            choosers = [s for s in seats if s in self.bots and s not in self._signal_due]
            if not choosers or due[1] <= time.monotonic() + self.pace:
                await self._bot_signal(gen, *due)
                return
            seats = choosers
        for s in seats:
            if s in self.bots:
                if self.pace > 0:
                    await asyncio.sleep(self.pace)
                if gen != self.generation:
                    return
                action = await self._decide(s)
                if gen == self.generation and not self.closed:
                    self._apply(s, action)
                return

    async def _window(self, gen: int, listed: list[int], reactors: list[int]) -> None:
        """A reaction window: bots react after a random delay; people get a countdown.

        In a race (``listed == reactors``) the countdown is one for the whole race: a bot's slap
        does not restart it."""
        people = [s for s in listed if self.is_person(s)]
        window = self.reaction_s if (self.pace > 0 and people) else 0.0
        start = time.monotonic()
        race = listed is reactors
        if race and window:
            if self._race_deadline is not None and self._race_deadline > start:
                start = self._race_deadline - window
            self._race_deadline = start + window
        if window:
            self._set_window(start + window)
        signals = self.presenter.signal_verb
        if race and signals:
            due = self._bot_signal_due()  # bots copy a signal after their own delays, earliest first
            if due is not None and (not window or due[1] < start + window):
                await self._bot_signal(gen, *due)
                return
            reactors = [s for s in reactors if s not in self.bots]
        for s in reactors:
            if s in self.bots:
                action = await self._decide(s)
                if gen != self.generation:
                    return
                if action != "pass":
                    if self.pace > 0:
                        limit = window or self.pace
                        delay = self.timing.uniform(0.25, 0.85) * limit
                        await asyncio.sleep(max(0.0, start + delay - time.monotonic()))
                    if gen == self.generation and not self.closed:
                        self._apply(s, action)
                    return
        if window:
            await asyncio.sleep(max(0.0, start + window - time.monotonic()))
        if gen != self.generation or self.closed:
            return
        # the window ran out: the reactors who did nothing pass (one step, one save); in a race
        # that is everyone still listed, and only seats that may pass do
        acts = self.match.to_act()
        events: list[Event] = []
        for s in (acts if race else acts[1:]):
            if "pass" in self.match.legal_actions(s):
                events += self.match.apply(s, "pass")
        self._race_deadline = None
        self._after(events)

