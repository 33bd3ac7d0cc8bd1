"""A seat's view in JSON: the masked hand, its events and the score sheet, and back.

Why not pickle: a joiner must be able to trust the bytes from a host no more than a save file (a
file, or a frame, never runs code).  The encoding is plain JSON with tagged containers, and the
decoder builds nothing but lists, tuples, sets, dicts, numbers, strings and the two engine records
named in ``RECORDS``; the hand is written into a fresh state of the game's own class, made by the
joiner's engine from the options, so a frame can set a state's data slots but never its class, its
deck or its rules.

What is sent of a hand is every slot of its masked copy (``State.masked``: every card the seat may
not identify is UNKNOWN, its secrets blanked) except ``State.config_slots``, the slots that follow
from the house rules alone (the deck, the options, lookup tables) which the joiner builds himself.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import fields
from typing import Any

from cardtable.engine.mechanics.tricks import Deal
from cardtable.engine.rng import TableRng
from cardtable.engine.sheet import HandResult
from cardtable.engine.state import Event, State

RECORDS: dict[str, type] = {"Deal": Deal}
"""The engine's own records a hand may hold in a slot (trick games' deal of the schedule)."""

MAX_DEPTH = 12
"""Nesting a frame may have (a hand's deepest slot, Black Jack's void books, is 4 deep)."""


class WireError(ValueError):
    """A frame that is not a view this build can read."""


def _slots(cls: type) -> Iterator[str]:
    seen: set[str] = set()
    for klass in cls.__mro__:
        for name in getattr(klass, "__slots__", ()):
            if name not in seen:
                seen.add(name)
                yield name


def data_slots(state: State) -> list[str]:
    """The slots of ``state`` that a view carries (every slot but the options' own)."""
    skip = type(state).config_slots
    return [s for s in _slots(type(state)) if s not in skip and hasattr(state, s)]


def encode(v: Any, depth: int = 0) -> Any:
    """One value as JSON: lists stay lists; tuples, sets, frozensets and dicts are tagged."""
    if v is None or isinstance(v, bool | int | str | float):
        return v
    if depth > MAX_DEPTH:
        raise WireError("too deeply nested")
    d = depth + 1
    if isinstance(v, list):
        return [encode(x, d) for x in v]
    if isinstance(v, tuple):
        return {"t": [encode(x, d) for x in v]}
    if isinstance(v, frozenset):
        return {"f": sorted((encode(x, d) for x in v), key=repr)}
    if isinstance(v, set):
        return {"s": sorted((encode(x, d) for x in v), key=repr)}
    if isinstance(v, dict):
        return {"d": [[encode(k, d), encode(x, d)] for k, x in v.items()]}
    for name, cls in RECORDS.items():
        if type(v) is cls:
            return {"r": name, "v": {f.name: encode(getattr(v, f.name), d) for f in fields(cls)}}
    raise WireError(f"{type(v).__name__} is not a value a view may carry")


def _hashable(v: Any) -> Any:
    if isinstance(v, list | dict | set):
        raise WireError("a set member or dict key must be a plain value")
    return v


def decode(v: Any, depth: int = 0) -> Any:
    """The inverse of ``encode``; anything else is a ``WireError``."""
    if v is None or isinstance(v, bool | int | str | float):
        return v
    if depth > MAX_DEPTH:
        raise WireError("too deeply nested")
    d = depth + 1
    if isinstance(v, list):
        return [decode(x, d) for x in v]
    if isinstance(v, dict) and len(v) == 1:
        (tag, body), = v.items()
        if isinstance(body, list):
            if tag == "t":
                return tuple(decode(x, d) for x in body)
            if tag == "f":
                return frozenset(_hashable(decode(x, d)) for x in body)
            if tag == "s":
                return {_hashable(decode(x, d)) for x in body}
            if tag == "d":
                out = {}
                for pair in body:
                    if not isinstance(pair, list) or len(pair) != 2:
                        raise WireError("a dict entry is a [key, value] pair")
                    out[_hashable(decode(pair[0], d))] = decode(pair[1], d)
                return out
    if isinstance(v, dict) and set(v) == {"r", "v"} and v["r"] in RECORDS and isinstance(v["v"], dict):
        cls = RECORDS[v["r"]]
        names = {f.name for f in fields(cls)}
        if not set(v["v"]) <= names:
            raise WireError(f"unknown fields of {v['r']}")
        try:
            return cls(**{k: decode(x, d) for k, x in v["v"].items()})
        except TypeError as e:
            raise WireError(str(e)) from None
    raise WireError("not a value of a view")


def encode_state(state: State) -> dict[str, Any]:
    """A (masked) hand's data slots by name."""
    return {name: encode(getattr(state, name)) for name in data_slots(state)}


def decode_state(template: State, data: Any) -> State:
    """A copy of ``template`` (a hand of the same game and house rules) holding ``data``'s slots.

    Every data slot must be present: a frame that leaves one out would leave the template's (a
    random deal of the joiner's own) in sight."""
    if not isinstance(data, dict):
        raise WireError("a hand is an object of slots")
    st = template.clone(TableRng(0))  # as ``State.masked`` gives it: nothing to predict
    names = data_slots(st)
    if set(data) != set(names):
        raise WireError("the hand's slots are not this game's")
    for name in names:
        setattr(st, name, decode(data[name]))
    return st


def encode_event(e: Event) -> dict[str, Any]:
    return {"k": e.kind, "s": e.seat, "to": e.to, "d": encode(e.data)}


def decode_event(v: Any) -> Event:
    if not isinstance(v, dict) or set(v) != {"k", "s", "to", "d"}:
        raise WireError("an event is {k, s, to, d}")
    kind, seat, to, data = v["k"], v["s"], v["to"], decode(v["d"])
    if not isinstance(kind, str) or not (seat is None or isinstance(seat, int)) or not isinstance(to, int) \
            or not isinstance(data, dict) or not all(isinstance(k, str) for k in data):
        raise WireError("an event's fields have the wrong types")
    return Event(kind, seat, to, **data)


def encode_row(r: HandResult) -> dict[str, Any]:
    return {"points": r.points, "winners": r.winners, "note": r.note, "void": r.void, "extra": encode(r.extra)}


def decode_row(v: Any) -> HandResult:
    if not isinstance(v, dict) or set(v) != {"points", "winners", "note", "void", "extra"}:
        raise WireError("a sheet row is {points, winners, note, void, extra}")
    points, winners, extra = v["points"], v["winners"], decode(v["extra"])
    if not (isinstance(points, list) and all(isinstance(p, int) for p in points)
            and isinstance(winners, list) and all(isinstance(w, int) for w in winners)
            and isinstance(v["note"], str) and isinstance(v["void"], bool) and isinstance(extra, dict)):
        raise WireError("a sheet row's fields have the wrong types")
    return HandResult(points=points, winners=winners, note=v["note"], void=v["void"], extra=extra)
