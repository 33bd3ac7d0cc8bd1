"""Save slots: one game record per unfinished match, written after every action.

A save is a game record (docs/records.md), so "Continue" replays it exactly.  Every new match gets
a slot of its own (``new_slot``), so starting a game never overwrites another one and finishing
one deletes only its own file.  Reading is split in two: the lobby only peeks at each file (no
game import, start-up stays fast, and *nothing* in a file can stop the lobby: bad bytes, deep
nesting, huge numbers become a note on its line); resuming parses and replays it through the
record loader, whose one error type (``RecordError``) is the message the player sees.  A slot in
use by a table holds an advisory lock, so a second cardtable on the same data directory is told
so instead of writing the same file.
"""

from __future__ import annotations

import json
import os
import secrets
import time
from dataclasses import dataclass
from pathlib import Path

from cardtable.engine.files import FileRefused, read_regular

from .paths import save_path, saves_dir, write_atomic
from .plain import plain

PEEK_BYTES = 1 << 20
"""The lobby reads at most this much of a save to label it (a record is far smaller)."""


@dataclass(frozen=True, slots=True)
class SaveInfo:
    """What the lobby shows about a save without replaying it."""

    path: Path
    game: str
    actions: int
    mtime: float
    players: str = ""
    problem: str = ""  # why the file will not load, when the peek already sees it
    humans: tuple[str, ...] = ()
    """The names of the people at the table (two or more: a hot-seat match)."""
    bots: int = 0
    """How many seats bots play."""

    def when(self) -> str:
        return time.strftime("%d.%m %H:%M", time.localtime(self.mtime))


def peek(path: Path | None = None) -> SaveInfo | None:
    """A quick look at one save, or None when there is none; a broken file still shows up."""
    path = path or save_path()
    try:
        mtime = path.stat().st_mtime
    except OSError:
        return None
    try:
        raw = read_regular(path, PEEK_BYTES)
    except FileNotFoundError:
        return None
    except OSError as e:  # a FIFO or a directory by that name: listed, with why it will not load
        why = f"{path.name} {e}" if isinstance(e, FileRefused) else str(e)
        return SaveInfo(path, "?", 0, mtime, "", plain(why, 80))
    game, actions, players, problem = "?", 0, "", ""
    humans: list[str] = []
    bots = 0
    try:
        if len(raw) > PEEK_BYTES:
            raise ValueError("the file is too big to be a save")
        data = json.loads(raw.decode("utf-8-sig"))
        if not isinstance(data, dict):
            raise ValueError("not a game record")
        game = plain(data.get("game", "?"), 20) if isinstance(data.get("game"), str) else "?"
        acts = data.get("actions", [])
        actions = len(acts) if isinstance(acts, list) else 0
        seats = data.get("seats", [])
        if isinstance(seats, list):
            named = [s for s in seats[:10] if isinstance(s, dict) and isinstance(s.get("name", ""), str)]
            players = ", ".join(plain(s.get("name", ""), 12) for s in named)
            humans = [plain(s.get("name", ""), 12) for s in named if s.get("kind") in ("human", "remote")]
            bots = len(named) - len(humans)  # a seat without a kind is a bot (``SeatRecord``'s default)
    except (ValueError, RecursionError) as e:  # bad UTF-8, bad JSON, deep nesting, 5,000-digit ints
        problem = plain(str(e) if isinstance(e, ValueError) and len(str(e)) < 80 else type(e).__name__, 80)
    return SaveInfo(path, game, actions, mtime, players, problem, tuple(humans), bots)


def slots() -> list[SaveInfo]:
    """Every save (slots and the old single autosave), newest first."""
    paths = [save_path()]
    try:
        paths += sorted(p for p in saves_dir().glob("*.json") if not p.is_dir())  # a FIFO shows, refused
    except OSError:
        pass
    infos = [i for i in (peek(p) for p in paths) if i is not None]
    return sorted(infos, key=lambda i: i.mtime, reverse=True)


def new_slot(game: str) -> Path:
    """A fresh slot for a new match: game, date and a random tag, never an existing file."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    return saves_dir() / f"{plain(game, 20)}-{stamp}-{secrets.token_hex(3)}.json"


def load(path: Path | None = None):
    """Parse and replay a save: a ``(record, match)`` pair, or ``RecordError``."""
    from cardtable.engine.record import RecordError, load_record, replay

    path = path or save_path()
    rec = load_record(path)
    try:
        match = replay(rec)
    except RecordError:
        raise
    except Exception as e:  # a bug a foreign record trips must not stop the app either
        raise RecordError(f"{path.name} does not replay ({type(e).__name__}: {e})"[:200]) from None
    return rec, match


def write(record_json: str, path: Path | None = None) -> None:
    write_atomic(path or save_path(), record_json)


def remove(path: Path | None = None) -> None:
    """Delete a finished match's save (and its lock file): only this slot, never another."""
    path = path or save_path()
    for p in (path, path.with_name(path.name + ".lock")):
        try:
            p.unlink()
        except OSError:
            pass


class SlotLock:
    """An advisory lock on a slot (``<slot>.lock``), held while a table plays it.

    ``fcntl.flock`` is released by the OS when the process ends, so a crash never leaves a slot
    locked.  Where ``fcntl`` does not exist (Windows), locking is skipped."""

    def __init__(self, path: Path) -> None:
        self.path = path.with_name(path.name + ".lock")
        self.fd: int | None = None

    def acquire(self) -> bool:
        """True when this process now holds the slot; False when another one does."""
        try:
            import fcntl
        except ImportError:
            return True
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o644)
        except OSError:
            return True  # an unwritable directory: the save itself will report it
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            os.close(fd)
            return False
        self.fd = fd
        return True

    def release(self) -> None:
        if self.fd is not None:
            os.close(self.fd)  # the file stays: unlinking it would let two processes lock two files
            self.fd = None
