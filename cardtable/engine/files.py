"""Reading a file the app did not write itself: a regular file of bounded size, in bounded time.

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
import stat
import threading
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
