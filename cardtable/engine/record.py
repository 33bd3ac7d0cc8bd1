"""Game records: JSON that replays a match exactly (format described in docs/records.md).

A record holds the game id, options, seats, a seed, optionally a stacked deck (``deck``: card texts
from the top) or an explicit position, and the actions as ``[seat, "text"]``.  Saves are records,
so a save is tiny and survives code changes that keep the rules.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Annotated, Any, Literal, cast, get_args

from pydantic import BaseModel, ConfigDict, Field, StrictInt, StrictStr, ValidationError

from .files import FileRefused, read_regular
from .game import get_game
from .match import Match
from .options import OptionsError
from .position import PositionError
from .refusals import COMMON
from .state import IllegalAction

FORMAT_VERSION = 2
"""Format 2 (this version): Petukh's rebuy is the player's decision (``rebuy`` / ``leave``).  Records
of format 1 are read as they were played (``GameSpec.record_options``)."""
MAX_RECORD_BYTES = 8 * 1024 * 1024
"""No record is this big (a long Uno match is ~100 kB); a bigger file is refused unread."""
MAX_ACTIONS = 50_000
MAX_SEATS = 64
BotLevel = Literal["random", "easy", "normal", "hard"]
BOT_LEVELS: tuple[str, ...] = get_args(BotLevel)
"""The bot levels a record may name (``cardtable.bots.levels.LEVELS``; the engine cannot import bots)."""


def bot_level(text: str) -> BotLevel:
    """``text`` as a bot level of a record, or ``ValueError``."""
    if text not in BOT_LEVELS:
        raise ValueError(f"unknown bot level {text!r}; levels: {', '.join(BOT_LEVELS)}")
    return cast(BotLevel, text)

Text = Annotated[StrictStr, Field(max_length=200)]


class SeatRecord(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)

    name: Annotated[str, Field(max_length=100)] = ""
    kind: Literal["human", "remote", "bot"] = "bot"
    level: BotLevel = "normal"


class GameRecord(BaseModel):
    """A whole record (docs/records.md); strict types except that JSON lists may stand for tuples."""

    model_config = ConfigDict(extra="forbid")

    format: Annotated[StrictInt, Field(ge=1)] = FORMAT_VERSION
    game: Text
    options: Annotated[dict[Text, Any], Field(max_length=100)] = Field(default_factory=dict)
    seats: Annotated[list[SeatRecord], Field(min_length=1, max_length=MAX_SEATS)]
    seed: Annotated[StrictInt, Field(ge=-(2**63), lt=2**64)] = 0
    deck: Annotated[list[Annotated[StrictStr, Field(max_length=8)]], Field(max_length=1000)] | None = None
    dealer: Annotated[StrictInt, Field(ge=0, lt=MAX_SEATS)] | None = None
    position: dict[Text, Any] | None = None
    actions: Annotated[list[tuple[StrictInt, Text]], Field(max_length=MAX_ACTIONS)] = Field(default_factory=list)


class RecordError(ValueError):
    """A record that cannot be read or replayed; ``index`` names the failing action, if any."""

    def __init__(self, message: str, index: int | None = None) -> None:
        super().__init__(message)
        self.index = index


def load_record(path: str | Path) -> GameRecord:
    """Read and validate a record file, with a readable error for anything broken.

    Only a regular file of sane size is read (``engine.files``: a FIFO would block for ever)."""
    path = Path(path)
    try:
        data = read_regular(path, MAX_RECORD_BYTES)
    except FileRefused as e:
        raise RecordError(f"{path} {e}") from None
    except OSError as e:
        raise RecordError(f"cannot read {path}: {e.strerror or e}") from None
    if len(data) > MAX_RECORD_BYTES:
        raise RecordError(f"{path} is too big for a record (over {MAX_RECORD_BYTES} bytes)")
    return parse_record(data, path.name)


def parse_record(text: str | bytes, where: str = "record") -> GameRecord:
    """Parse a record from its JSON text; anything but a valid record is one ``RecordError``."""
    if isinstance(text, bytes):
        try:
            text = text.decode("utf-8-sig")  # a BOM some editors write is fine
        except UnicodeDecodeError:
            raise RecordError(f"{where} is not UTF-8 text") from None
    if len(text) > MAX_RECORD_BYTES:
        raise RecordError(f"{where} is too big for a record")
    try:
        data = json.loads(text, parse_constant=_no_constant)
    except json.JSONDecodeError as e:
        raise RecordError(f"{where} is not valid JSON (line {e.lineno}: {e.msg})") from None
    except RecursionError:
        raise RecordError(f"{where} is nested too deeply to be a record") from None
    except ValueError as e:  # an integer of thousands of digits, NaN or Infinity
        raise RecordError(f"{where} is not a cardtable record ({e})") from None
    try:
        rec = GameRecord.model_validate(data)
    except ValidationError as e:
        err = e.errors()[0]
        loc = ".".join(str(x) for x in err["loc"])
        raise RecordError(f"{where} is not a cardtable record ({loc}: {err['msg']})") from None
    except RecursionError:
        raise RecordError(f"{where} is nested too deeply to be a record") from None
    if rec.format > FORMAT_VERSION:
        raise RecordError(f"{where} has format {rec.format}; this cardtable reads up to {FORMAT_VERSION}")
    return rec


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a number a record may hold")


def start_match(rec: GameRecord, keep_hands: bool = False) -> Match:
    """The match a record starts from, before any action (``keep_hands``: ``Match.finished``)."""
    try:
        spec = get_game(rec.game)
    except KeyError as e:
        raise RecordError(str(e).strip("'\"")) from None
    try:
        options = spec.options_model.parse(spec.record_options(rec.format, rec.options))
    except OptionsError as e:
        raise RecordError(f"bad options: {e}") from None
    except RecursionError:
        raise RecordError("bad options: nested too deeply") from None
    try:
        spec.check_players(len(rec.seats), options)
    except ValueError as e:
        raise RecordError(f"bad seats: {e}") from None
    if rec.dealer is not None and rec.dealer >= len(rec.seats):
        raise RecordError(f"dealer: seat {rec.dealer} does not exist (seats are 0-{len(rec.seats) - 1})")
    deck_top = None
    if rec.deck is not None:
        if rec.position is not None:
            raise RecordError("a record has either a stacked deck or a position, not both")
        try:
            deck_top = spec.deck_for(options).parse_many(rec.deck)
        except (ValueError, KeyError) as e:
            raise RecordError(f"bad deck: {str(e).strip(chr(34) + chr(39))}") from None
    try:
        return Match(spec, options, len(rec.seats), rec.seed, deck_top=deck_top, position=rec.position,
                     dealer=rec.dealer, keep_hands=keep_hands)
    except PositionError as e:
        raise RecordError(str(e)) from None
    except RecursionError:
        raise RecordError("position: nested too deeply") from None


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
                raise IllegalAction(COMMON("no_seat", seat=seat))
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
        dealer=match.chosen_dealer,
        position=position,
        actions=list(match.actions),
    )
