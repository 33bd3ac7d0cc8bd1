"""The whole action registry (the table's actions, every game's moves, every area's keys) and the
player's keymap file: read safely, checked entry by entry, one line for each entry it ignores.

Apart from ``keymap.py`` (which every widget reads) because it imports the games' presenters and the
area modules: only the app, the F1 help and the tests need all of it.
"""

from __future__ import annotations

import tomllib
from collections.abc import Iterator, Mapping
from functools import cache
from pathlib import Path

from cardtable.engine.files import FileRefused, read_regular

from .areas import area_class
from .keymap import DEFAULT, ActionDef, Keymap, core_actions, display, from_keyed, normal_key
from .paths import config_dir

MAX_BYTES = 64 * 1024
"""A keymap file is a few lines; a bigger one is not read."""


@cache
def game_actions(game_id: str) -> tuple[ActionDef, ...]:
    """The moves of one game (its presenter's ``keyed``) and the keys of its areas."""
    from cardtable.games.present import presenter_for

    p = presenter_for(game_id)
    out = [from_keyed(a) for a in p.keyed]
    for name in p.areas:
        out += area_class(name).ACTIONS
    return tuple(out)


@cache
def all_actions() -> dict[str, ActionDef]:
    """The whole registry: the table's actions, then every registered game's moves and areas."""
    from cardtable.engine.registry import REGISTRY

    out = dict(core_actions())
    for game in REGISTRY:
        for a in game_actions(game):
            out.setdefault(a.id, a)
    return out


def keymap_path() -> Path:
    return config_dir() / "keymap.toml"


def _flatten(data: Mapping[str, object], prefix: str = "") -> Iterator[tuple[str, object]]:
    for k, v in data.items():
        name = f"{prefix}{k}"
        if isinstance(v, dict):
            yield from _flatten(v, name + ".")
        else:
            yield name, v


def parse(text: str, where: str = "keymap.toml") -> tuple[Keymap, list[str]]:
    """The keymap a TOML text asks for and one line per entry it ignores (and why)."""
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as e:
        return DEFAULT, [f"{where}: {str(e)[:80]}; the default keys are used"]
    except RecursionError:
        return DEFAULT, [f"{where}: nested too deeply; the default keys are used"]
    problems: list[str] = []
    known = core_actions()
    wanted: dict[str, tuple[str, ...]] = {}
    for name, value in _flatten(data):
        a = known.get(name)
        if a is None:
            a = all_actions().get(name)  # a game's id: only now are the games' presenters imported
        if a is None:
            problems.append(f"{where}: {name[:40]!r} is no action of the table; ignored")
            continue
        raw = [value] if isinstance(value, str) else value if isinstance(value, list) else None
        if not raw or not all(isinstance(x, str) for x in raw):
            problems.append(f"{where}: {name}: a key or a list of keys, such as \"n\" or [\"n\", \"f2\"]; ignored")
            continue
        keys = [normal_key(str(x)) for x in raw]
        bad = next((str(x) for x, k in zip(raw, keys, strict=True) if k is None), None)
        if bad is not None:
            problems.append(f"{where}: {name}: {bad[:20]!r} is no key; ignored")
            continue
        wanted[name] = tuple(dict.fromkeys(k for k in keys if k is not None))
    km = Keymap(wanted)
    for name in list(wanted):
        why = _conflict(km, name)
        if why:
            keeps = "/".join(display(k) for k in all_actions()[name].keys)
            problems.append(f"{where}: {name}: {why}; it keeps {keeps}")
            del wanted[name]
            km = Keymap(wanted)
    return km, problems


def _conflict(km: Keymap, action_id: str) -> str:
    """Why a remapped key cannot stand: the table's own keys and the steering keys are live together
    everywhere, so none may share a key; and no decision may take a key that steers the table."""
    a = all_actions()[action_id]
    fixed = [b for b in core_actions().values() if b.scope in ("table", "nav") and b.id != action_id]
    for k in km.keys(action_id):
        for b in fixed:
            if k in km.keys(b.id) and (a.scope in ("table", "nav") or b.scope == "nav"):
                return f"{display(k)} is already {b.id}"
    return ""


def load(path: Path | None = None) -> tuple[Keymap, list[str]]:
    """The player's keymap file (``keymap_path``): the keymap and one line per problem.  A missing
    file is no problem; a FIFO, a huge or unreadable file gives the default keys and says why."""
    path = path or keymap_path()
    try:
        raw = read_regular(path, MAX_BYTES)
    except FileNotFoundError:
        return DEFAULT, []
    except OSError as e:
        why = f" {e}" if isinstance(e, FileRefused) else f": {e.strerror or e}"
        return DEFAULT, [f"{path.name}{why}; the default keys are used"]
    if len(raw) > MAX_BYTES:
        return DEFAULT, [f"{path.name}: the file is too big; the default keys are used"]
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        return DEFAULT, [f"{path.name}: not UTF-8 text; the default keys are used"]
    return parse(text, path.name)


