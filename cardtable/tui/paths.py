"""Where settings and saves live: the user's config/data directories, or ``$CARDTABLE_HOME``.

``CARDTABLE_HOME`` puts both in one directory, so tests (and portable installs) never touch the
real home directory.
"""

from __future__ import annotations

import os
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
    """The autosave of the match in progress (one slot)."""
    return data_dir() / "autosave.json"


def settings_path() -> Path:
    return config_dir() / "settings.json"


def write_atomic(path: Path, text: str) -> None:
    """Write via a temporary file and rename, so a crash never leaves half a save."""
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(path.suffix + ".tmp")
    tmp.write_text(text, encoding="utf-8")
    os.replace(tmp, path)
