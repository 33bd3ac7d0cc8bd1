"""Fuzz: mutated records of every game either load or raise ``RecordError``; what loads also plays on.

The mutants start from valid records (an explicit position using every key, and a dealt match
with actions) and change them the way hostile or damaged files do: wrong types, numbers at the
edges, huge ints, deep nesting, keys removed or added, other card texts, other encodings,
truncation.  A mutant is a few ints drawn by Hypothesis and applied by plain code, so each one
costs well under a millisecond besides its replay (issue 14 asks for >= 5,000 per game in CI).
"""

from __future__ import annotations

import copy
import json
import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cardtable.engine.game import get_game
from cardtable.engine.record import GameRecord, RecordError, parse_record, replay
from cardtable.engine.state import IllegalAction

MUTANTS_PER_GAME = 5000

SEATS3 = [{"name": "Anna", "kind": "human"}, {"name": "Boris", "level": "easy"}, {"name": "Vera"}]

POSITIONS: dict[str, dict[str, Any]] = {
    "uno": {"hands": [["R2", "W+4", "B1"], ["G3", "G4", "Y7"], ["Y5", "Y6"]], "discard": ["G5", "R+2"],
            "stock": ["B9"], "turn": 1, "dealer": 2, "direction": -1, "last_player": 0, "pending": 2,
            "colour": "R", "scores": [10, 0, 5], "refill": [6, 6, 5]},
    "durak": {"hands": [["9d", "Ks"], ["9c", "Qs"], ["10h", "Jh"]], "trump": "6h", "stock": ["7c", "6h"],
              "rest": "discard", "discard": ["Ac"], "known": ["Ks"], "out": [], "attacker": 0,
              "first_bout": True, "dealer": 1, "scores": [0, 1, 0]},
    "hundred_one": {"hands": [["8c", "Qs"], ["7d", "6d"], ["Kh"]], "discard": ["Qh"], "suit": "d", "turn": 0,
                    "phase": "play", "dealer": 2, "stock": ["9s"], "scores": [40, 17, 99], "eliminated": []},
    "black_jack": {"hands": [["X1", "4d"], ["2s", "9s"], ["Ah"]], "discard": ["2h", "X2"], "jokers": {"X2": "2h"},
                   "pending": 2, "turn": 1, "direction": 1, "calls": [2], "wins": [1, 0, 0], "dealer": 0,
                   "scores": [3, 0, 7], "stock": ["5c"]},
}
OPTIONS = {"uno": {"uno_7_rounds": True}, "durak": {"transfer": True}, "hundred_one": {},
           "black_jack": {"jokers": True}}

EDGE: list[Any] = [
    None, True, False, 0, 1, -1, 2, 3, 5, 99, 255, 2**31, -(2**31), 2**63, 17179869184, 10**40, -(10**40),
    0.5, 1e308, -0.0, "", "x", "R5", "7h", "X1", "W+4", "h", "R", "stock", "open", "[b]x[/b]", "é" * 3,
    "\x00", "play", "draw", "pass", "done", "attack 9d", "play R2", [], [[]], {}, {"a": 1}, [0], ["7h"],
    [1, 2, 3], [None], [[["R2"]]],
]


TEXTS = ["R5", "B9", "G+2", "W", "W+4", "YS", "BR", "7h", "6h", "Qs", "Ah", "2c", "Jc", "X1", "X2", "9d", "10h",
         "s", "h", "d", "c", "R", "G", "play R5", "play 7h", "draw", "pass", "done", "take", "suit h", "color G",
         "beat 9d Ks", "attack 9c", "transfer 9c", "throw 9s", "catch 1", "challenge", "talk", "stock", "discard",
         "open", "cover", "play", "human", "bot", "hard", "random", "easy"]


def _deep(depth: int) -> Any:
    v: Any = 1
    for _ in range(depth):
        v = [v]
    return v


def _dealt(game: str) -> dict[str, Any]:
    """A dealt match of 12 actions chosen by a seeded rng: a valid record with actions."""
    spec = get_game(game)
    rec = GameRecord(game=game, options=OPTIONS[game], seats=SEATS3, seed=11)
    m = replay(rec)
    rng = random.Random(5)
    for _ in range(12):
        seats = m.to_act()
        if not seats:
            break
        s = seats[0]
        m.apply(s, rng.choice(m.legal_actions(s)))
    assert spec.id == game
    return {"format": 1, "game": game, "options": OPTIONS[game], "seats": SEATS3, "seed": 11,
            "actions": [list(a) for a in m.actions]}


def _bases(game: str) -> list[dict[str, Any]]:
    pos = {"format": 1, "game": game, "options": OPTIONS[game], "seats": SEATS3, "seed": 3,
           "position": POSITIONS[game], "actions": []}
    replay(GameRecord.model_validate(pos))  # both bases are valid records
    return [pos, _dealt(game)]


BASES = {g: _bases(g) for g in POSITIONS}


def _paths(v: Any, path: tuple = ()) -> list[tuple]:
    out = [path]
    if len(path) > 8:
        return out
    if isinstance(v, dict):
        for k, x in v.items():
            out += _paths(x, path + (k,))
    elif isinstance(v, list):
        for i, x in enumerate(v):
            out += _paths(x, path + (i,))
    return out


def _mutate(doc: Any, pick: int, op: int, val: int) -> Any:
    """One structural mutation of ``doc`` at the ``pick``-th path (all choices from the three ints)."""
    paths = _paths(doc)
    if pick % 3 and isinstance(doc, dict):  # mostly inside the position and the actions, where games read
        inner = [p for p in paths if p and p[0] in ("position", "actions")]
        paths = inner or paths
    path = paths[pick % len(paths)]
    if not path:
        return copy.deepcopy(EDGE[val % len(EDGE)]) if op % 9 == 0 else doc
    parent = doc
    for k in path[:-1]:
        parent = parent[k]
    key = path[-1]
    cur = parent[key]
    kind = op % 12
    if kind in (9, 10, 11):  # a plausible value of the same type: most mutants then load and play
        if isinstance(cur, bool) or cur is None:
            parent[key] = not cur
        elif isinstance(cur, int):
            parent[key] = val % 7 - 1
        elif isinstance(cur, str):
            parent[key] = TEXTS[val % len(TEXTS)]
        elif isinstance(cur, list) and cur:
            del cur[val % len(cur)]
        else:
            parent[key] = copy.deepcopy(EDGE[val % len(EDGE)])
    elif kind in (0, 1):
        parent[key] = copy.deepcopy(EDGE[val % len(EDGE)])
    elif kind == 3:  # remove
        del parent[key]
    elif kind == 4:  # duplicate / add a key
        if isinstance(parent, list):
            parent.insert(key, copy.deepcopy(cur))
        else:
            parent[f"k{val % 3}"] = copy.deepcopy(cur)
    elif kind == 5:  # wrap
        parent[key] = [cur] if val % 2 else {"x": cur}
    elif kind == 6:  # deep nesting
        parent[key] = _deep(50 + val % 900)
    elif kind == 7 and isinstance(cur, int) and not isinstance(cur, bool):  # numbers at the edges
        parent[key] = [cur + 1, cur - 1, -cur, cur * 1000, 2**64 + cur, cur + 3][val % 6]
    elif kind == 8 and isinstance(cur, str):  # other texts
        parent[key] = [cur + cur, cur[:-1], cur.upper(), cur.lower(), cur + " ", f"[@click=app.quit]{cur}[/]"][val % 6]
    else:
        parent[key] = copy.deepcopy(EDGE[(val * 7) % len(EDGE)])
    return doc


def _encode(doc: Any, enc: int, val: int) -> bytes:
    """The mutated record as bytes, sometimes damaged at the encoding level."""
    text = json.dumps(doc, ensure_ascii=False)
    kind = enc % 40
    if kind == 0:
        return text.encode("utf-16")
    if kind == 1:
        return text.encode("utf-8")[: val % (len(text) + 1)]
    if kind == 2:
        b = bytearray(text.encode("utf-8"))
        b[val % len(b)] = 0xFF
        return bytes(b)
    if kind == 3:
        return text.replace("3", "9" * (4000 + val % 2000), 1).encode()
    if kind == 4:
        return text.replace("3", ["1e999", "NaN", "-Infinity", "1.5"][val % 4], 1).encode()
    if kind == 5:
        return ("[" * (1000 + val % 10000) + "]" * (1000 + val % 10000)).encode()
    if kind == 6:
        return "\ufeff".encode() + text.encode()
    return text.encode("utf-8")


def _play_on(m, steps: int = 3) -> None:
    """A loaded record must also be playable: views and legal actions for every seat to act."""
    for _ in range(steps):
        seats = m.to_act()
        if not seats:
            return
        for s in seats:
            m.view(s)
        s = seats[0]
        legal = m.legal_actions(s)
        if not legal:
            return
        try:
            m.apply(s, legal[0])
        except IllegalAction:
            pytest.fail(f"a legal action was refused: {legal[0]}")


def build_mutant(game: str, base: int, muts: list[tuple[int, int, int]], enc: int, val: int) -> bytes:
    """The bytes of one mutant: a base record, up to three mutations, then an encoding."""
    doc = json.loads(json.dumps(BASES[game][base % 2]))
    try:
        for pick, op, v in muts:
            doc = _mutate(doc, pick, op, v)
        data = _encode(doc, enc, val)
    except RecursionError:  # deep nestings stacked: beyond what json (and copy) handle
        data = ("[" * 5000 + "]" * 5000).encode()
    return data


def check_mutant(game: str, base: int, muts: list[tuple[int, int, int]], enc: int, val: int) -> None:
    data = build_mutant(game, base, muts, enc, val)
    try:
        m = replay(parse_record(data, "mutant"))
    except RecordError as e:
        assert str(e) and "\n" not in str(e)
        return
    _play_on(m)


BATCH = 10
"""Mutants per Hypothesis example: drawing them from a seeded rng costs a fraction of Hypothesis's
own per-example work, which would otherwise be most of the run."""


def mutants(seed: int) -> list[tuple]:
    """``BATCH`` mutant descriptions (base, mutations, encoding) from one seed."""
    rng = random.Random(seed)
    big = 10**6
    return [(rng.randrange(2), [(rng.randrange(big), rng.randrange(big), rng.randrange(big))
                                for _ in range(rng.randint(1, 3))], rng.randrange(big), rng.randrange(big))
            for _ in range(BATCH)]


@pytest.mark.parametrize("game", sorted(POSITIONS))
def test_mutated_records_load_or_raise_the_loaders_error(game: str) -> None:
    @settings(max_examples=MUTANTS_PER_GAME // BATCH, deadline=None, derandomize=True, database=None,
              suppress_health_check=list(HealthCheck))
    @given(st.integers(0, 2**32))
    def run(seed: int) -> None:
        for m in mutants(seed):
            check_mutant(game, *m)

    run()


def test_bases_are_valid_records() -> None:
    """The fuzz starts from records that replay (else every mutant would be refused for free)."""
    for game, bases in BASES.items():
        for doc in bases:
            m = replay(parse_record(json.dumps(doc)))
            assert m.spec.id == game
