"""The files of the app itself, in the user's directories (``engine.files``): saves and settings."""

from __future__ import annotations

from pathlib import Path

from cardtable.engine.files import config_dir, data_dir, remove_leftovers, write_atomic

__all__ = ["config_dir", "data_dir", "remove_leftovers_here", "save_path", "saves_dir", "settings_path",
           "write_atomic"]


def save_path() -> Path:
    """The single autosave of older versions; still listed under Continue (new matches use slots)."""
    return data_dir() / "autosave.json"


def saves_dir() -> Path:
    """One save slot per unfinished match lives here (``saves.new_slot``)."""
    return data_dir() / "saves"


def settings_path() -> Path:
    return config_dir() / "settings.json"


def remove_leftovers_here() -> int:
    """``engine.files.remove_leftovers`` on every folder the app writes into."""
    return remove_leftovers((data_dir(), saves_dir(), config_dir()))
