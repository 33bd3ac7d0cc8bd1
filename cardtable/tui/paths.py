"""Where settings and saves live: the user's config/data directories, or ``$CARDTABLE_HOME``.

``CARDTABLE_HOME`` puts both in one directory, so tests (and portable installs) never touch the
real home directory.
"""

from __future__ import annotations

import os
import tempfile
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
    other's half-written file).  Raises ``OSError`` (read-only or full disk) for the caller to
    report; the temporary file is removed then."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=path.parent)
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
