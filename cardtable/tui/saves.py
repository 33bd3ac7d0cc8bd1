"""The autosave slot: the game record of the match in progress, written after every action.

A save is a game record (docs/records.md), so "Continue" replays it exactly.  Reading is split in
two: the lobby only peeks at the JSON (no game import, start-up stays fast); resuming parses and
replays it, and anything broken or foreign becomes a ``RecordError`` with a readable message.
"""

from __future__ import annotations

import json
import time
from dataclasses import dataclass
from pathlib import Path

from .paths import save_path, write_atomic


@dataclass(frozen=True, slots=True)
class SaveInfo:
    """What the lobby shows about a save without replaying it."""

    game: str
    actions: int
    mtime: float

    def when(self) -> str:
        return time.strftime("%d.%m %H:%M", time.localtime(self.mtime))


def peek(path: Path | None = None) -> SaveInfo | None:
    """A quick look at the save, or None when there is none; a broken file still shows up."""
    path = path or save_path()
    try:
        text = path.read_text(encoding="utf-8")
        mtime = path.stat().st_mtime
    except OSError:
        return None
    try:
        data = json.loads(text)
        game = str(data.get("game", "?"))
        actions = len(data.get("actions", []))
    except (ValueError, AttributeError, TypeError):
        game, actions = "?", 0
    return SaveInfo(game, actions, mtime)


def load(path: Path | None = None):
    """Parse and replay the save: a ``(record, match)`` pair, or ``RecordError``."""
    from cardtable.engine.record import RecordError, parse_record, replay

    path = path or save_path()
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as e:
        raise RecordError(f"cannot read {path}: {e.strerror or e}") from None
    rec = parse_record(text, path.name)
    try:
        match = replay(rec)
    except RecordError:
        raise
    except Exception as e:  # a foreign record can trip any part of a game's setup
        raise RecordError(f"{path.name} does not replay ({type(e).__name__}: {e})") from None
    return rec, match


def write(record_json: str, path: Path | None = None) -> None:
    write_atomic(path or save_path(), record_json)


def remove(path: Path | None = None) -> None:
    try:
        (path or save_path()).unlink()
    except OSError:
        pass
