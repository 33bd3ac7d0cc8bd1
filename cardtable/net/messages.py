"""The messages between a host and its joiners, versioned and validated (pydantic).

One JSON object per websocket text frame, with ``type`` naming it.  A joiner sends only what a
person at the table does (a move, Ready, "next hand"); the host sends only what that seat may
know: its masked hand, its legal moves, the events it saw, the score sheet, the clock.  Both
sides refuse a frame that is not one of these models (``extra="forbid"``, bounded strings and
lists), so a frame can be wrong but never means something unforeseen.

``PROTOCOL`` is the version both sides must speak; a joiner of another version is told so in
``Bye`` and nothing else happens.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter

PROTOCOL = 1
MAX_CLIENT_FRAME = 4 * 1024
"""The largest frame a joiner may send (a move is ~60 bytes)."""
MAX_HOST_FRAME = 4 * 1024 * 1024
"""The largest frame a joiner accepts (Uno 52's hand is ~10 KB, a reconnect's log ~200 KB)."""

Short = Annotated[str, Field(max_length=80)]
Timing = Literal["turn", "race", "choose"]
"""How the position is timed (``Presenter.timing``)."""


def timing_of(kind: str) -> Timing:
    return "race" if kind == "race" else "choose" if kind == "choose" else "turn"


class _Msg(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)


# -- joiner -> host -------------------------------------------------------------------------------
class Hello(_Msg):
    """The first frame of a connection: the protocol spoken (the seat's code is in the address)."""

    type: Literal["hello"] = "hello"
    v: int = PROTOCOL


class Act(_Msg):
    """A move, made on the view of generation ``gen`` (a move on an older view is refused)."""

    type: Literal["act"] = "act"
    action: Short
    gen: int


class Ready(_Msg):
    """«Готов»: the person play waited for (after a big draw) goes on."""

    type: Literal["ready"] = "ready"


class Next(_Msg):
    """The person has read the hand's sheet: the next hand may start."""

    type: Literal["next"] = "next"


ClientMsg = Annotated[Hello | Act | Ready | Next, Field(discriminator="type")]
CLIENT = TypeAdapter(ClientMsg)


# -- host -> joiner -------------------------------------------------------------------------------
class SeatInfo(_Msg):
    name: Short
    kind: Literal["human", "remote", "bot"]
    level: Short = "normal"


class Welcome(_Msg):
    """The table a joiner sits at: the game, its house rules, the seats and his own."""

    type: Literal["welcome"] = "welcome"
    v: int = PROTOCOL
    seat: int
    game: Short
    options: dict[str, Any]
    seats: Annotated[list[SeatInfo], Field(max_length=10)]


class Update(_Msg):
    """The seat's view after a step: everything the joiner's table screen draws.

    ``events`` are the seat's visible events after the first ``events_from`` it already has
    (0 on a fresh connection: the whole log it may see, up to ``LOG_KEEP``); ``state`` is the
    masked hand (``wire.encode_state``), ``ended`` the hand that just ended as its showdown shows
    it (the hands laid open, never the stock), with the events of this step."""

    type: Literal["update"] = "update"
    gen: int
    hand_no: int
    dealer: int
    state: dict[str, Any]
    legal: Annotated[list[Short], Field(max_length=2000)]
    events_from: int
    events: list[Any]
    rows: list[Any]
    start: list[int] | None = None
    eliminated: list[int] = Field(default_factory=list)
    out_order: list[list[int]] = Field(default_factory=list)
    ranking: list[int] | None = None
    capped: Short = ""
    actions: int = 0
    mine: int = 0
    """Of ``actions``, the moves this seat made."""
    hand_actions: int = 0
    ended: dict[str, Any] | None = None
    window: float | None = None
    """Seconds left on the clock shown (a reaction window, a move timer), None: no clock."""
    ready_wait: int | None = None
    paused: bool = False
    timing: Timing = "turn"
    remote: list[int] = Field(default_factory=list)
    """The seats people play from other machines now (a seat a bot took over is not)."""


class Refused(_Msg):
    """A move the host did not make, and why (in both languages: the joiner shows his)."""

    type: Literal["refused"] = "refused"
    action: Short
    en: Annotated[str, Field(max_length=400)]
    ru: Annotated[str, Field(max_length=400)] = ""


class Notice(_Msg):
    type: Literal["notice"] = "notice"
    text: Annotated[str, Field(max_length=400)]
    seconds: float = 6.0


class Bye(_Msg):
    """The host closes the connection, and why (a wrong code, another version, the host stopped)."""

    type: Literal["bye"] = "bye"
    reason: Annotated[str, Field(max_length=400)]


HostMsg = Annotated[Welcome | Update | Refused | Notice | Bye, Field(discriminator="type")]
HOST = TypeAdapter(HostMsg)

LOG_KEEP = 400
"""A (re)connecting joiner gets at most this many of his seat's past events: the log shows the end."""
