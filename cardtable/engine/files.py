"""The app's files: where they live, reading one safely, writing one atomically, and cleaning up.

Where: the user's config and data directories (platformdirs), or ``$CARDTABLE_HOME`` for both,
so tests (and portable installs) never touch the real home directory.

Reading a file the app did not write itself: a regular file of bounded size, in bounded time.

Why: every file the app reads (records and saves, settings, statistics, the keymap) lives in a
directory anybody may put anything into.  ``open()`` on a FIFO waits for a writer for ever and a
device never ends, so the lobby once froze on a FIFO named ``autosave.json`` with q and Ctrl+C
ignored.  ``read_regular`` opens without blocking (``O_NONBLOCK``: a FIFO opens at once), checks
the *opened* file is regular (no race between a check and the open), reads at most ``limit + 1``
bytes, and gives the whole read ``timeout`` seconds on a helper thread (a hung network disk), so
one bad file costs a message and never the app.
"""

from __future__ import annotations

import os
import re
import stat
import sys
import tempfile
import threading
import time
from collections.abc import Iterable
from pathlib import Path

READ_TIMEOUT = 2.0
"""Seconds a read may take before the file is reported as unreadable."""


class FileRefused(OSError):
    """A file that is not read: not a regular file, too big, or too slow.  ``str`` says why."""


def read_regular(path: str | Path, limit: int, timeout: float = READ_TIMEOUT) -> bytes:
    """The bytes of ``path`` (at most ``limit + 1``, so a caller can tell "too big").

    Raises ``FileNotFoundError`` (and other ``OSError``) as ``open`` would, and ``FileRefused``
    for a FIFO, a device, a directory or a read slower than ``timeout``."""
    out: list[bytes] = []
    err: list[BaseException] = []

    def work() -> None:
        try:
            out.append(_read(Path(path), limit))
        except BaseException as e:  # noqa: BLE001 - handed to the caller's thread
            err.append(e)

    t = threading.Thread(target=work, name="cardtable-read", daemon=True)
    t.start()
    t.join(timeout)
    if t.is_alive():
        raise FileRefused(f"took over {timeout:g} s to read")
    if err:
        raise err[0]
    return out[0]


def _read(path: Path, limit: int) -> bytes:
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_BINARY", 0)
    fd = os.open(path, flags)
    try:
        st = os.fstat(fd)
        if not stat.S_ISREG(st.st_mode):
            raise FileRefused("is not a regular file")
        chunks, left = [], limit + 1
        while left > 0:
            b = os.read(fd, min(left, 1 << 20))
            if not b:
                break
            chunks.append(b)
            left -= len(b)
        return b"".join(chunks)
    finally:
        os.close(fd)


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


def remove_leftovers(folders: Iterable[Path], now: float | None = None) -> int:
    """Remove the temporary files of saves a kill interrupted (``write_atomic``); how many.

    The app calls it at every start on the folders it writes into.  A file whose writer is still
    alive (another cardtable window saving right now) is kept, unless it is over an hour old."""
    now = time.time() if now is None else now
    removed = 0
    for folder in set(folders):
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
