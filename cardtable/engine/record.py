"""Game records: JSON that replays a match exactly (format described in docs/records.md).

A record holds the game id, options, seats, a seed, optionally a stacked deck (``deck``: card texts
from the top) or an explicit position, and the actions as ``[seat, "text"]``.  Saves are records,
so a save is tiny and survives code changes that keep the rules.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from .game import get_game
from .match import Match
from .options import OptionsError
from .state import IllegalAction

FORMAT_VERSION = 1


class SeatRecord(BaseModel):
    model_config = ConfigDict(extra="forbid")

    name: str = ""
    kind: Literal["human", "bot"] = "bot"
    level: str = "normal"


class GameRecord(BaseModel):
    model_config = ConfigDict(extra="forbid")

    format: int = FORMAT_VERSION
    game: str
    options: dict[str, Any] = Field(default_factory=dict)
    seats: list[SeatRecord]
    seed: int = 0
    deck: list[str] | None = None
    position: dict[str, Any] | None = None
    actions: list[tuple[int, str]] = Field(default_factory=list)


class RecordError(ValueError):
    """A record that cannot be read or replayed; ``index`` names the failing action, if any."""

    def __init__(self, message: str, index: int | None = None) -> None:
        super().__init__(message)
        self.index = index


def load_record(path: str | Path) -> GameRecord:
    """Read and validate a record file, with a readable error for anything broken."""
    try:
        text = Path(path).read_text(encoding="utf-8")
    except OSError as e:
        raise RecordError(f"cannot read {path}: {e.strerror or e}") from None
    return parse_record(text, str(path))


def parse_record(text: str, where: str = "record") -> GameRecord:
    try:
        data = json.loads(text)
    except json.JSONDecodeError as e:
        raise RecordError(f"{where} is not valid JSON (line {e.lineno}: {e.msg})") from None
    try:
        rec = GameRecord.model_validate(data)
    except ValidationError as e:
        err = e.errors()[0]
        loc = ".".join(str(x) for x in err["loc"])
        raise RecordError(f"{where} is not a cardtable record ({loc}: {err['msg']})") from None
    if rec.format > FORMAT_VERSION:
        raise RecordError(f"{where} has format {rec.format}; this cardtable reads up to {FORMAT_VERSION}")
    return rec


def start_match(rec: GameRecord) -> Match:
    """The match a record starts from, before any action."""
    try:
        spec = get_game(rec.game)
    except KeyError as e:
        raise RecordError(str(e)) from None
    try:
        options = spec.options_model.parse(rec.options)
    except OptionsError as e:
        raise RecordError(f"bad options: {e}") from None
    try:
        deck_top = None
        if rec.deck is not None:
            deck_top = spec.deck_for(options).parse_many(rec.deck)
        return Match(spec, options, len(rec.seats), rec.seed, deck_top=deck_top, position=rec.position)
    except (ValueError, KeyError) as e:
        raise RecordError(f"bad start: {e}") from None


def replay(rec: GameRecord, upto: int | None = None) -> Match:
    """Replay a record; an illegal action raises ``RecordError`` naming its index and the reason."""
    m = start_match(rec)
    actions = rec.actions if upto is None else rec.actions[:upto]
    for i, (seat, text) in enumerate(actions):
        if seat == -1 and text == "stop":
            m.stop()
            continue
        try:
            if not 0 <= seat < m.n:
                raise IllegalAction(f"there is no seat {seat}")
            m.apply(seat, text)
        except IllegalAction as e:
            raise RecordError(f"action {i} [{seat}, {text!r}] is illegal: {e.reason}", index=i) from None
    return m


def record_of(match: Match, seats: list[SeatRecord], deck: list[str] | None = None,
              position: dict[str, Any] | None = None) -> GameRecord:
    """The record of a match played so far (what autosave writes)."""
    return GameRecord(
        game=match.spec.id,
        options=match.options.changed(),
        seats=seats,
        seed=match.seed,
        deck=deck,
        position=position,
        actions=list(match.actions),
    )
