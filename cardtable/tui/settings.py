"""Player settings (language, bot speed, card size, suits, theme) and the last setup of each game,
kept as JSON in the config dir.

A damaged settings file is ignored (defaults are used) rather than stopping the app: settings are
a comfort, never a reason not to start.  The same goes for one game's remembered setup: an entry
that does not validate is forgotten (that game's setup starts from its defaults) and named once.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field, fields
from typing import Annotated, Any, Literal

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    StrictBool,
    StrictFloat,
    StrictInt,
    StrictStr,
    ValidationError,
    field_validator,
)

from cardtable.bots.levels import LEVELS
from cardtable.engine.files import FileRefused, read_regular

from .paths import settings_path, write_atomic

MAX_BYTES = 64 * 1024
"""A settings file is a few lines; anything bigger is not read."""
SPEEDS: dict[str, float] = {"slow": 1.4, "normal": 0.8, "fast": 0.35, "instant": 0.0}
"""Seconds a bot waits before its move, so people can follow the game."""
CARD_SIZES = ("auto", "chips", "small", "large")
SUITS = ("symbols", "letters")
THEMES = ("textual-dark", "textual-light", "nord", "gruvbox", "dracula", "solarized-light", "ansi-dark")
MAX_SETUPS = 40
"""Remembered setups kept (one per game; a file with more is not a file we wrote)."""


class RememberedSeat(BaseModel):
    """One seat of a remembered setup; ``name`` "" is the seat's default name in the language of the day."""

    model_config = ConfigDict(extra="forbid", strict=True, frozen=True)

    name: Annotated[str, Field(max_length=16)] = ""
    kind: Literal["human", "bot"] = "bot"
    level: str = "normal"

    @field_validator("level")
    @classmethod
    def _known_level(cls, level: str) -> str:
        if level not in LEVELS:
            raise ValueError(f"unknown bot level {level[:12]!r}")
        return level


OptionValue = StrictBool | StrictInt | StrictFloat | Annotated[StrictStr, Field(max_length=40)]


class RememberedSetup(BaseModel):
    """The last setup a player started a game with: its seats and the house rules that differ from
    the game's defaults.  Checked here for its shape; against the game's own options model and seat
    range when the game's setup opens (``SetupScreen``), where a mismatch is told once too."""

    model_config = ConfigDict(extra="forbid", strict=True, frozen=True)

    seats: Annotated[list[RememberedSeat], Field(min_length=1, max_length=10)]
    options: Annotated[dict[Annotated[str, Field(max_length=40)], OptionValue], Field(max_length=100)] = {}


@dataclass(slots=True)
class Settings:
    lang: str = "auto"  # auto (system locale), en, ru
    speed: str = "normal"
    cards: str = "auto"
    suits: str = "symbols"
    theme: str = "textual-dark"
    setups: dict[str, RememberedSetup] = field(default_factory=dict)
    """game id -> the last setup started (``remember``)."""
    forgotten: list[str] = field(default_factory=list)
    """Games whose remembered setup was damaged and dropped at load: the app names them once."""

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
        known = {f.name for f in fields(cls)} - {"setups", "forgotten"}
        words: dict[str, Any] = {k: v for k, v in data.items() if k in known and isinstance(v, str)}
        s = cls(**words)
        s.fix()
        s._load_setups(data.get("setups", {}))
        return s, ""

    def _load_setups(self, raw: object) -> None:
        """Every remembered setup that has the right shape; the others are dropped and named."""
        if not isinstance(raw, dict):
            self.forgotten.append("?")
            return
        for game, entry in list(raw.items())[:MAX_SETUPS]:
            if not isinstance(game, str) or not game.isidentifier() or len(game) > 40:
                self.forgotten.append("?")
                continue
            try:
                self.setups[game] = RememberedSetup.model_validate(entry)
            except (ValidationError, RecursionError):
                self.forgotten.append(game)

    def remember(self, game: str, setup: RememberedSetup) -> None:
        """The setup a match of ``game`` was just started with (saved with the settings)."""
        self.setups[game] = setup
        self.save()

    def forget(self, game: str) -> None:
        """Drop ``game``'s remembered setup (it no longer fits the game)."""
        if self.setups.pop(game, None) is not None:
            self.save()

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
        data: dict[str, Any] = {"lang": self.lang, "speed": self.speed, "cards": self.cards, "suits": self.suits,
                                "theme": self.theme, "setups": {g: s.model_dump() for g, s in self.setups.items()}}
        try:
            write_atomic(settings_path(), json.dumps(data, indent=1, ensure_ascii=False))
        except OSError:
            pass  # a read-only home: keep the settings for this run only
