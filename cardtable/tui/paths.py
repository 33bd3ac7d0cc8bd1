"""Where settings and saves live: the user's config/data directories, or ``$CARDTABLE_HOME``.

``CARDTABLE_HOME`` puts both in one directory, so tests (and portable installs) never touch the
real home directory.
"""

from __future__ import annotations

import os
import re
import sys
import tempfile
import time
from pathlib import Path


def _home() -> Path | None:
    home = os.environ.get("CARDTABLE_HOME")
    return Path(home) if home else None


def config_dir() -> Path:
    home = _home()
    if home is not None:
        return home
    from platformdirs import user_config_dir

    return Path(user_config_dir("cardtable"))


def data_dir() -> Path:
    home = _home()
    if home is not None:
        return home
    from platformdirs import user_data_dir

    return Path(user_data_dir("cardtable"))


def save_path() -> Path:
    """The single autosave of older versions; still listed under Continue (new matches use slots)."""
    return data_dir() / "autosave.json"


def saves_dir() -> Path:
    """One save slot per unfinished match lives here (``saves.new_slot``)."""
    return data_dir() / "saves"


def settings_path() -> Path:
    return config_dir() / "settings.json"


def write_atomic(path: Path, text: str) -> None:
    """Write via a temporary file of a unique name, fsync it, then rename over ``path``.

    A crash leaves either the old file or the new one, never half of one, and two processes
    writing at once never share a temporary file (a fixed ``.tmp`` name let one rename the
    other's half-written file).  The name carries the writer's pid, so that a temporary file a
    killed process left behind is recognised and removed at the next start (``remove_leftovers``).
    Raises ``OSError`` (read-only or full disk) for the caller to report; the temporary file is
    removed then."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f"{path.name}.{os.getpid()}-", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


_TMP = re.compile(r"^.+\.(?:(\d+)-)?[\w]+\.tmp$")
STALE_TMP = 3600.0
"""A temporary file this old is left over whatever its pid says (a pid may be reused)."""
STALE_TMP_NO_PID = 60.0
"""Older versions named temporary files without the pid: removed once this old (a save takes ms)."""


def remove_leftovers(now: float | None = None) -> int:
    """Remove the temporary files of saves a kill interrupted (``write_atomic``); how many.

    Called at every start of the app.  A file whose writer is still alive (another cardtable
    window saving right now) is kept, unless it is over an hour old."""
    now = time.time() if now is None else now
    removed = 0
    for folder in {data_dir(), saves_dir(), config_dir()}:
        try:
            entries = list(folder.iterdir())
        except OSError:
            continue
        for f in entries:
            m = _TMP.match(f.name)
            if m is None:
                continue
            try:
                st = f.lstat()
                age = now - st.st_mtime
                pid = int(m.group(1)) if m.group(1) else None
                if pid is None:
                    stale = age > STALE_TMP_NO_PID
                else:
                    stale = age > STALE_TMP or not _alive(pid)
                if stale:
                    f.unlink()
                    removed += 1
            except OSError:
                continue
    return removed


def _alive(pid: int) -> bool:
    """Whether a process ``pid`` runs (on Windows ``os.kill`` would end it: age decides there)."""
    if pid == os.getpid():
        return True
    if sys.platform == "win32":
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (PermissionError, OverflowError, OSError):
        return True
    return True
