"""Player settings (language, bot speed, card size, suits, theme), kept as JSON in the config dir.

A damaged settings file is ignored (defaults are used) rather than stopping the app: settings are
a comfort, never a reason not to start.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, fields

from cardtable.engine.files import FileRefused, read_regular

from .paths import settings_path, write_atomic

MAX_BYTES = 64 * 1024
"""A settings file is a few lines; anything bigger is not read."""
SPEEDS: dict[str, float] = {"slow": 1.4, "normal": 0.8, "fast": 0.35, "instant": 0.0}
"""Seconds a bot waits before its move, so people can follow the game."""
CARD_SIZES = ("auto", "chips", "small", "large")
SUITS = ("symbols", "letters")
THEMES = ("textual-dark", "textual-light", "nord", "gruvbox", "dracula", "solarized-light", "ansi-dark")


@dataclass(slots=True)
class Settings:
    lang: str = "auto"  # auto (system locale), en, ru
    speed: str = "normal"
    cards: str = "auto"
    suits: str = "symbols"
    theme: str = "textual-dark"

    @property
    def pace(self) -> float:
        return SPEEDS.get(self.speed, SPEEDS["normal"])

    @classmethod
    def load(cls) -> Settings:
        return cls.load_checked()[0]

    @classmethod
    def load_checked(cls) -> tuple[Settings, str]:
        """The settings and, when the file was unusable, a one-line reason (the app shows it).

        Nothing in the file can stop the start: bad UTF-8, bad JSON, nesting thousands deep,
        numbers of thousands of digits and values of the wrong type all give the defaults."""
        path = settings_path()
        try:
            raw = read_regular(path, MAX_BYTES)
        except FileNotFoundError:
            return cls(), ""  # no file yet: not a problem
        except OSError as e:  # a FIFO, a directory, a device, an unreadable or too slow file
            why = f" {e}" if isinstance(e, FileRefused) else f": {e.strerror or e}"
            return cls(), f"{path.name}{why}; defaults are used"
        try:
            if len(raw) > MAX_BYTES:
                raise ValueError("the file is too big")
            data = json.loads(raw.decode("utf-8-sig"))
        except RecursionError:
            return cls(), f"{path.name}: nested too deeply; defaults are used"
        except ValueError as e:
            return cls(), f"{path.name}: {str(e)[:60]}; defaults are used"
        if not isinstance(data, dict):
            return cls(), f"{path.name}: not a settings object; defaults are used"
        known = {f.name for f in fields(cls)}
        s = cls(**{k: v for k, v in data.items() if k in known and isinstance(v, str)})
        s.fix()
        return s, ""

    def fix(self) -> None:
        """Replace unknown values by defaults (a hand-edited or older file)."""
        if self.lang not in ("auto", "en", "ru"):
            self.lang = "auto"
        if self.speed not in SPEEDS:
            self.speed = "normal"
        if self.cards not in CARD_SIZES:
            self.cards = "auto"
        if self.suits not in SUITS:
            self.suits = "symbols"
        if self.theme not in THEMES:
            self.theme = "textual-dark"

    def save(self) -> None:
        try:
            write_atomic(settings_path(), json.dumps(asdict(self), indent=1))
        except OSError:
            pass  # a read-only home: keep the settings for this run only
