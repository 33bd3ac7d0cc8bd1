"""The Textual app: screen navigation, settings, starting and resuming matches, and safety nets.

No traceback may reach the screen: an unexpected error becomes a notification, the autosave is
kept (it is written after every action), and the app returns to the lobby.  Tests pass
``strict=True`` so that the same error fails the test instead.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import TYPE_CHECKING, Any

from textual.app import App
from textual.events import Resize

from .i18n import lang, set_lang, system_lang, tr
from .keymap import DEFAULT, Keymap
from .paths import remove_leftovers_here, save_path
from .settings import Settings

if TYPE_CHECKING:
    from cardtable.engine.match import Match
    from cardtable.engine.options import GameOptions
    from cardtable.engine.record import GameRecord, SeatRecord

    from .host import AppHost, Hosting, Joining
    from .saves import SlotLock
    from .screens.setup import SetupScreen
    from .session import Session

MIN_W, MIN_H = 60, 20


class CardtableApp(App):
    """cardtable in the terminal."""

    CSS_PATH = "app.tcss"
    TITLE = "cardtable"
    ENABLE_COMMAND_PALETTE = False

    def __init__(self, *, lang_override: str | None = None, strict: bool = False, pace: float | None = None,
                 seed: int | None = None, start: dict[str, Any] | None = None,
                 save_to: Path | None = None) -> None:
        super().__init__()
        remove_leftovers_here()  # temporary files of saves a kill interrupted
        self.settings, self.settings_problem = Settings.load_checked()
        self.keymap: Keymap = DEFAULT  # the player's keymap file is read at mount (``registry.load``)
        self.lang_override = lang_override
        set_lang(lang_override or (self.settings.lang if self.settings.lang != "auto" else system_lang()))
        self.strict = strict
        self.pace_override = pace
        self.seed = seed
        self.start = start  # {"game", "options", "seats"}: go straight to a table (cardtable play)
        self.fixed_save = save_to  # tests and ``play`` may pin one file; else every match gets a slot
        self.save_path = save_to or save_path()  # the slot of the table opened last
        self._slot_lock: SlotLock | None = None
        self._table_session: Session | None = None  # the match of the slot held (its save may be dropped)
        self._recovering = False
        self._ct_ready = False
        self._table_host: Hosting | None = None  # the server of a hosted table's remote seats

    # -- start ----------------------------------------------------------------------------------
    def on_mount(self) -> None:
        from .screens.lobby import LobbyScreen

        try:
            self.theme = self.settings.theme
        except Exception:
            self.theme = "textual-dark"
        self.push_screen(LobbyScreen())
        if self.settings_problem:
            self.notify(self.settings_problem, severity="warning", timeout=8)
        self._tell_forgotten()
        self._load_keymap()
        if self.start is not None:
            s = self.start
            if "record" in s:
                self.open_record(s["record"])
            elif "join" in s:
                self.run_worker(self._join(s["join"]), exit_on_error=False)
            elif "continue" in s:
                self.continue_saved(s["continue"])
            else:
                self.start_match(s["game"], s["options"], s["seats"], seed=s.get("seed"),
                                 hints_agreed=bool(s.get("hints_agreed")))
        self._ct_ready = True
        self._check_size(self.size.width, self.size.height)

    def _tell_forgotten(self) -> None:
        """Remembered setups the settings file held damaged: named once, then dropped from the file."""
        from cardtable.engine.registry import REGISTRY

        gone = self.settings.forgotten
        if not gone:
            return
        names = [(REGISTRY[g].name_ru if lang() == "ru" else REGISTRY[g].name_en) if g in REGISTRY else "settings.json"
                 for g in gone]
        self.notify(tr("setup.forgotten", games=", ".join(dict.fromkeys(names))), severity="warning", timeout=8)
        gone.clear()
        self.settings.save()

    def _load_keymap(self) -> None:
        """The player's ``keymap.toml`` (config directory): its keys for the table, and one line for
        each entry that cannot stand (the rest still applies)."""
        from .registry import load

        self.keymap, problems = load()
        if self.keymap.overrides:
            self.set_keymap(self.keymap.textual())
        for line in problems[:5]:
            self.notify(line, severity="warning", timeout=10)

    async def on_unmount(self) -> None:
        self._release_slot()  # the OS frees it at exit anyway; tests run several apps in one process
        if self._table_host is not None:  # the joiners are told the table closed (it is saved)
            await self._table_host.stop()
            self._table_host = None

    def notify(self, message: str, *, title: str = "", severity: Any = "information",
               timeout: float | None = None, markup: bool = False) -> None:
        """Every toast of the app is plain text (``tui/plain.py``): its message may quote a file.

        ``markup`` is accepted and ignored, so that no caller can turn parsing back on."""
        super().notify(str(message), title=str(title), severity=severity, timeout=timeout, markup=False)

    @property
    def pace(self) -> float:
        return self.settings.pace if self.pace_override is None else self.pace_override

    # -- matches --------------------------------------------------------------------------------
    def start_match(self, game_id: str, options: GameOptions, seats: list[SeatRecord], seed: int | None = None,
                    hints_agreed: bool = False) -> None:
        """Deal a new match and open its table (replacing the setup screen if it is on top).
        ``hints_agreed``: every person at a hot-seat table agreed to hints (the setup's switch)."""
        from cardtable.engine.game import get_game
        from cardtable.engine.match import Match

        spec = get_game(game_id)
        if seed is None:
            seed = self.seed if self.seed is not None else random.randrange(1, 2**31)
        match = Match(spec, options, len(seats), seed)
        plan = self.start.get("host") if self.start is not None else None
        self._open_table(match, seats, hints_agreed=hints_agreed,
                         slot=self.start.get("slot") if plan is not None and self.start is not None else None)

    def on_setup_screen_deal(self, message: SetupScreen.Deal) -> None:
        """The setup's Start: deal the match it describes."""
        self.start_match(message.game_id, message.options, message.seats, hints_agreed=message.hints_agreed)

    def open_record(self, rec: GameRecord) -> None:
        """Open a table at a recorded position (a ``GameRecord``, replayed): tests and bug reports.

        The record's position and stacked deck go into every autosave, so it replays exactly."""
        from cardtable.engine.record import replay

        extra = {k: v for k, v in (("position", rec.position), ("deck", rec.deck)) if v is not None}
        self._open_table(replay(rec), rec.seats, record_extra=extra)

    def _take_slot(self, path: Path) -> bool:
        """Lock ``path`` for the table about to open (and free the previous table's slot)."""
        from .saves import SlotLock as Lock

        self._release_slot()
        lock = Lock(path)
        if not lock.acquire():
            return False
        self._slot_lock = lock
        self.save_path = path
        return True

    def _release_slot(self) -> None:
        """Leave the table whose slot is held: free the slot, and drop the save of a match nobody
        has played a move of (a "Play again" pressed by mistake leaves nothing to continue).  After
        an unexpected error the save stays whatever it holds: the message promised it."""
        from . import saves

        session, self._table_session = self._table_session, None
        if session is not None and session.autosave and session.humans and not session.match.over \
                and not self._recovering:
            if not any(seat in session.humans for seat, _ in session.match.actions):
                saves.remove(session.save_to)
        if self._slot_lock is not None:
            self._slot_lock.release()
            self._slot_lock = None

    def _open_table(self, match: Match, seats: list[SeatRecord], record_extra: dict[str, Any] | None = None,
                    slot: Path | None = None, hints_agreed: bool = False) -> None:
        from cardtable.games.present import presenter_for

        from . import saves
        from .screens.setup import SetupScreen
        from .screens.table import TableScreen
        from .session import Session

        path = slot or self.fixed_save or saves.new_slot(match.spec.id)
        if not self._take_slot(path):
            self.notify(tr("save.locked"), severity="error", timeout=8)
            return

        session = Session(match, list(seats), pace=self.pace, save_to=self.save_path, record_extra=record_extra,
                          presenter=presenter_for(match.spec.id))
        session.hints_agreed = hints_agreed
        self._table_session = session
        plan = self.start.get("host") if self.start is not None else None
        if plan is not None and session.remote and self._table_host is None:
            self._serve_remote(session, plan)
        screen = TableScreen(session, presenter_for(match.spec.id), self)
        if isinstance(self.screen, SetupScreen):
            self.switch_screen(screen)
        else:
            self.push_screen(screen)

    def continue_saved(self, path: Path | None = None) -> None:
        """Resume a save by replaying it; a broken or foreign file is a message, not a crash.

        Everything that can go wrong on the way to the table (the record, its replay, the bots of
        its seats, the table itself) ends here as one line and the lobby: no save may leave the
        app frozen between two screens."""
        from cardtable.engine.record import RecordError

        from . import saves

        path = path or self.save_path
        try:
            rec, match = saves.load(path)
            if match.over:
                saves.remove(path)
                self.notify(tr("save.broken", why="the match is over"), severity="warning")
                return
            extra = {k: v for k, v in (("position", rec.position), ("deck", rec.deck)) if v is not None}
            # a hosted match continued here is hot-seat (its remote people sit at this keyboard),
            # unless it is hosted again (``cardtable host --continue``)
            hosting = self.start is not None and self.start.get("host") is not None
            seats = [s.model_copy(update={"kind": "human"}) if s.kind == "remote" and not hosting else s
                     for s in rec.seats]
            self._open_table(match, seats, record_extra=extra, slot=path)
        except RecordError as e:
            self.notify(tr("save.broken", why=str(e)), severity="error", timeout=8)
        except Exception as e:  # noqa: BLE001 - the guard of the resume path
            if self.strict:
                raise
            self.notify(tr("save.broken", why=f"{type(e).__name__}: {e}"[:160]), severity="error", timeout=8)

    # -- tables across machines (``cardtable host`` / ``cardtable join``) ---------------------------
    def _serve_remote(self, session: Session, plan: Hosting) -> None:
        """Open this table to its remote seats (the server runs on the app's loop)."""
        self._table_host = plan
        self.run_worker(plan.serve(session), exit_on_error=False)
        if plan.lines:
            self.notify("\n".join(plan.lines), timeout=30)

    async def _join(self, plan: Joining) -> None:
        """Connect to a hosted table and open it for this seat; a failure ends the app with why."""
        from cardtable.games.present import presenter_for

        from .screens.table import TableScreen

        try:
            session = await plan.connect()
        except Exception as e:  # noqa: BLE001 - whatever stops the joining is said, not raised
            self.exit(return_code=2, message=tr("join.failed", why=str(e)[:300]))
            return
        self._table_session = session
        self.push_screen(TableScreen(session, presenter_for(session.match.spec.id), self))

    def play_again(self, session: Session) -> None:
        m = session.match
        if session.remote or session.seats and any(s.kind == "remote" for s in session.seats):
            self.go_lobby()  # a hosted table's people are gone with it: a new one is hosted anew
            self.notify(tr("remote.again"), timeout=10)
            return
        self.go_lobby()
        self.call_later(self.start_match, m.spec.id, m.options, session.seats)

    def go_lobby(self) -> None:
        """Close everything above the lobby (the lobby is the bottom screen of the stack)."""
        from .screens.lobby import LobbyScreen

        self._release_slot()
        stack = self.screen_stack
        idx = next((i for i, s in enumerate(stack) if isinstance(s, LobbyScreen)), None)
        if idx is None:
            self.push_screen(LobbyScreen())
            return
        for _ in range(len(stack) - idx - 1):
            self.pop_screen()

    # -- settings -------------------------------------------------------------------------------
    def open_settings(self) -> None:
        from .screens.settings import SettingsScreen

        self.push_screen(SettingsScreen(), lambda _: self._settings_closed())

    def _settings_closed(self) -> None:
        from .screens.lobby import LobbyScreen

        if isinstance(self.screen, LobbyScreen):
            self.screen.reload()

    def change_setting(self, key: str, value: str) -> None:
        s = self.settings
        if key == "lang":
            self.set_language(value)
            return
        setattr(s, key, value)
        s.fix()
        s.save()
        if key == "theme":
            self.theme = s.theme
        self._tell_tables()

    def set_language(self, value: str) -> None:
        set_lang(value)
        self.settings.lang = lang()
        self.settings.save()
        self._tell_tables()  # the log writes itself again in the new language (it knows its language)

    def _tell_tables(self) -> None:
        """A setting changed: every open table draws itself again (and takes the bots' new pace)."""
        from .screens.table import TableScreen

        for scr in self.screen_stack:
            if isinstance(scr, TableScreen):
                scr.settings_changed(self.pace)

    # -- size -----------------------------------------------------------------------------------
    def on_resize(self, event: Resize) -> None:
        self._check_size(event.size.width, event.size.height)

    def _check_size(self, w: int, h: int) -> None:
        from .screens.toosmall import TooSmallScreen

        if not self._ct_ready:
            return
        top = self.screen
        small = w < MIN_W or h < MIN_H
        if small:
            if isinstance(top, TooSmallScreen):
                top.update_size(w, h)
            else:
                self.push_screen(TooSmallScreen(w, h, MIN_W, MIN_H))
        elif isinstance(top, TooSmallScreen):
            self.pop_screen()

    # -- safety nets ----------------------------------------------------------------------------
    def recover(self, error: BaseException) -> None:
        """An unexpected error: say so, keep the save, go back to the lobby."""
        if self.strict:
            raise error
        if self._recovering:
            return
        self._recovering = True
        try:
            self.notify(tr("error.unexpected", err=f"{type(error).__name__}: {error}"[:120]),
                        severity="error", timeout=10)
            self.go_lobby()
        finally:
            self._recovering = False

    def _handle_exception(self, error: Exception) -> None:
        from textual._context import active_message_pump

        pump = active_message_pump.get(None)
        if self.strict or self._exit_renderables or pump is self or pump is None:
            super()._handle_exception(error)  # the app's own loop failed: nothing left to recover with
            return
        # The failed widget's message loop has stopped; replace its screen by the lobby.
        try:
            self.call_later(self.recover, error)
        except Exception:
            super()._handle_exception(error)


def _is_a_host(app: CardtableApp) -> AppHost:
    """For the type checker: the app is what its screens ask for (``host.AppHost``)."""
    return app
