"""Fuzz: mutated records of every game either load or raise ``RecordError``; what loads also plays on.

The mutants start from valid records (an explicit position using every key, and a dealt match
with actions) and change them the way hostile or damaged files do: wrong types, numbers at the
edges, huge ints, deep nesting, keys removed or added, other card texts, other encodings,
truncation.  A mutant is a few ints drawn by Hypothesis and applied by plain code, so each one
costs well under a millisecond besides its replay (issue 14 asks for >= 5,000 per game in CI).
"""

from __future__ import annotations

import copy
import functools
import json
import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cardtable.engine.game import get_game
from cardtable.engine.record import GameRecord, RecordError, parse_record, replay
from cardtable.engine.registry import REGISTRY
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
    "russian_poker": {"hands": [["6c", "7c", "8c"], ["6d", "7d"], ["6h", "7h", "Qh"]], "dealer": 2, "deal": 3,
                      "trump_card": "Ah", "bids": [1, 0, 1], "trick": ["8s"], "leader": 1, "big": False,
                      "high": False, "taken": [0, 0, 0], "played": [], "stock": ["9s"], "scores": [10, -5, 0]},
    "kids_poker": {"hands": [["6c", "7s", "8c"], ["6d", "7d"], ["6h", "7h", "Qh"]], "dealer": 2, "deal": 3,
                   "bids": [1, 0, 1], "dark": [1], "looked": [0, 2], "trick": ["8s"], "leader": 1,
                   "trumps_lead": False, "high": False, "taken": [0, 0, 0], "played": [], "stock": ["9s"],
                   "scores": [10, -5, 0]},
    "twenty_two": {"hands": [["8h", "4c", "6c"], ["8s", "9c", "2d"], ["3s", "5s"]], "dealer": 2, "eliminated": [],
                   "phase": "play", "turn": 0, "exchanged": [0, 1, 0], "discards": [[], ["Qh"], []],
                   "piles": [["2c"], [], []], "trick": [["7h"]], "leader": 2, "played": ["Ac", "As", "Ad"],
                   "stock": ["Jh"], "size": 4, "scores": [0, 10, 3]},
    "petukh": {"hands": [["9h", "Ac", "Ad"], ["7h", "Jh", "Kc"], ["6s", "Qs", "7c"]], "dealer": 2,
               "trump_card": "7s", "prikup": [], "phase": "play", "buyer": 1, "part": ["plays", "plays", "plays"],
               "claims": [[], ["rj"], []], "trick": [], "leader": 0, "taken": [1, 1, 0],
               "played": ["6h", "8h", "6d", "6c", "10h", "Qh"], "stock": ["Kh"], "scores": [15, 12, 8],
               "streak": [0, 0, 0], "eliminated": [], "chips": [5, 5, 5], "bank": 3},
    "most": {"hands": [["2s", "3s", "X2"], ["9c", "Qd", "Kd", "4h", "Jd"], ["5c", "6c"]],
             "melds": [{"owner": 0, "cards": ["8c", "X1=9c", "10c"], "scorers": [0, 0, 1]}], "bridge": ["5s"],
             "stock": ["5d", "2h"], "turn": 1, "phase": "act", "target": "Jd", "reshuffled": False, "dealer": 0,
             "scores": [100, 20, -5]},
    "families": {"hands": [["Tp", "Tm"], ["Gp", "Gm", "Ws"], ["Gd", "Wp"]], "dealer": 2, "scores": [1, 0, 0],
                 "wins": [0, 0, 0], "stock": ["Wm", "Wd"], "laid": [["K"], [], ["S"]], "turn": 0, "target": 1,
                 "out": []},
    "uno52": {"hands": [["R9c", "W"], ["R2s", "R3s"], ["GS", "B+2"]], "discard": ["YKs", "R+2"],
              "open": [[["Y2c"], ["G4d"], ["Y6h"], ["G8s"], ["YJc"]], [["Y2d"], ["G4h"], ["Y6s"], ["G8c"], ["YJd"]],
                       [["Y2h", "B7c"], ["G4s"], ["Y6c"], ["G8d"], ["YJh"]]],
              "stock": ["B5h"], "colour": "R", "turn": 1, "direction": -1, "dealer": 2, "chips": [90, 90, 90],
              "sbp": 4, "bbp": 8, "cp": 18, "sb": 0, "bb": 1, "eliminated": [], "pending": 2},
}
"""One valid position per registered game, using (nearly) every key its model reads."""

OPTIONS: dict[str, dict[str, Any]] = {
    "uno": {"uno_7_rounds": True}, "durak": {"transfer": True}, "black_jack": {"jokers": True},
    "russian_poker": {"seven_spades_defense": True},
}
"""Options of a game's bases (default options when a game is not listed)."""

VARIANTS: dict[str, list[tuple[dict[str, Any], dict[str, Any]]]] = {
    "families": [({"mode": "kukareku"},
                  {"hands": [["Tp", "Tm", "Gd"], ["Td", "Ts", "Gp", "Wm"], ["Gm", "Gs", "Wd", "Ws"]], "dealer": 2,
                   "scores": [2, 0, 1], "wins": [0, 1, 0], "families": ["T", "G", "W"],
                   "selections": ["Wp", None, None], "signals": [], "timed_out": []})],
    "russian_poker": [({"deck_cut": True},
                       {"hands": [["6c", "7c", "8c"], ["6d", "7d", "Kd"], ["6h", "7h", "Qh"]], "dealer": 2, "deal": 3,
                        "trump": "none", "bids": [1, None, None], "scores": [0, 40, -10]})],
    "kids_poker": [({"dark_pass_allowed": True},
                    {"hands": [["6c", "7s", "8c"], ["6d", "7d", "Kd"], ["6h", "7h", "Qh"]], "dealer": 2, "deal": 3,
                     "bids": [0, None, None], "dark": [0], "looked": [1], "scores": [5, 0, 0]})],
    "twenty_two": [({}, {"hands": [["8h", "4c", "6c"], ["8s", "9c", "2d"], ["3s", "5s", "Kh"]], "dealer": 2,
                         "phase": "exchange", "turn": 1, "exchanged": [1, None, None], "discards": [["Qh"], [], []],
                         "stock": ["Jh", "Jc"], "size": 3, "scores": [0, 10, 3]})],
    "petukh": [({}, {"hands": [["6h", "7h", "8h", "9h", "10h"], ["6d", "7d", "8d", "9d", "10d"],
                               ["Jh", "Jd", "Kh", "Ah", "Jc"]], "dealer": 2, "phase": "offer", "turn": 0,
                     "trump_card": "6s", "prikup": ["7s", "8s", "9s", "10s", "Js"], "part": [None] * 3,
                     "claims": [[], [], []], "scores": [15, 15, 8]}),
               ({}, {"hands": [["6h", "7h", "8h", "9h", "10h"], ["7s", "8s", "9s", "10s", "Js"],
                               ["Jh", "Jd", "Kh", "Ah", "Jc"]], "dealer": 2, "phase": "declare", "turn": 0,
                     "trump_card": "6s", "buyer": 1, "part": ["plays", "plays", "plays"], "claims": [[], [], []],
                     "scores": [15, 12, 15]})],
    "most": [({"empty_stock": "reshuffle_once"},
              {"hands": [["2s", "3s"], ["9c", "Qd", "Kd", "4h"], ["5c", "6c", "X1"]],
               "melds": [{"owner": 1, "cards": ["7h", "8h", "9h"]}], "bridge": ["5s", "Jd", "2c"], "stock": [],
               "turn": 2, "phase": "take", "reshuffled": False, "dealer": 1})],
    "uno52": [({}, {"hands": [["R9c", "W+4"], ["R2s", "R3s", "G5d"], []], "discard": ["YKs", "W+4"],
                    "open": [[["Y2c"], ["G4d"], ["Y6h"], ["G8s"], ["YJc"]],
                             [["Y2d"], ["G4h"], ["Y6s"], ["G8c"], ["YJd"]], []],
                    "colour": "G", "turn": 1, "direction": 1, "dealer": 0, "chips": [80, 70, 0], "sbp": 4, "bbp": 8,
                    "cp": 20, "sb": 0, "bb": 1, "eliminated": [2], "pending": 4})],
}
"""More (options, position) bases: other modes and phases read other position keys and reach other code."""

EDGE: list[Any] = [
    None, True, False, 0, 1, -1, 2, 3, 5, 99, 255, 2**31, -(2**31), 2**63, 17179869184, 10**40, -(10**40),
    0.5, 1e308, -0.0, "", "x", "R5", "7h", "X1", "W+4", "h", "R", "stock", "open", "[b]x[/b]", "é" * 3,
    "\x00", "play", "draw", "pass", "done", "attack 9d", "play R2", [], [[]], {}, {"a": 1}, [0], ["7h"],
    [1, 2, 3], [None], [[["R2"]]],
]


TEXTS = ["R5", "B9", "G+2", "W", "W+4", "YS", "BR", "7h", "6h", "Qs", "Ah", "2c", "Jc", "X1", "X2", "9d", "10h",
         "s", "h", "d", "c", "R", "G", "play R5", "play 7h", "draw", "pass", "done", "take", "suit h", "color G",
         "beat 9d Ks", "attack 9c", "transfer 9c", "throw 9s", "catch 1", "challenge", "talk", "stock", "discard",
         "open", "cover", "play", "human", "bot", "hard", "random", "easy",
         # the new games' cards, phases and actions
         "8s", "Kd", "Jd", "X1=9c", "X2=Jd", "Tp", "Ws", "Gd", "T", "K", "W", "RQs", "B10h", "YAc", "B+2", "none",
         "exchange", "offer", "part", "declare", "take", "act", "plays", "out", "rj", "bq", "kukareku", "ask",
         "bid 2", "bid 0 dark", "look", "play 7s big", "play 7s high", "play 7s trumps", "cut 12", "buy",
         "decline", "claim rj", "rams", "discard 9h", "pick 5s", "meld Jd Qd Kd", "lay 7c on 1", "swap 9c",
         "ask 2", "want Td", "give Tp", "signal", "cover 3 RQs", "play W uno", "catch 2"]


def _deep(depth: int) -> Any:
    v: Any = 1
    for _ in range(depth):
        v = [v]
    return v


def _dealt(game: str) -> dict[str, Any]:
    """A dealt match of 12 actions chosen by a seeded rng: a valid record with actions."""
    spec = get_game(game)
    rec = GameRecord(game=game, options=OPTIONS.get(game, {}), seats=SEATS3, seed=11)
    m = replay(rec)
    rng = random.Random(5)
    for _ in range(12):
        seats = m.to_act()
        if not seats:
            break
        s = seats[0]
        m.apply(s, rng.choice(m.legal_actions(s)))
    assert spec.id == game
    return {"format": 1, "game": game, "options": OPTIONS.get(game, {}), "seats": SEATS3, "seed": 11,
            "actions": [list(a) for a in m.actions]}


@functools.cache
def _bases(game: str) -> list[dict[str, Any]]:
    """The valid records a game's mutants start from: its positions (checked to replay) and a dealt match."""
    if game not in POSITIONS:
        pytest.fail(f"{game} is registered but has no fuzz position: add one to POSITIONS in {__name__}")
    out = []
    for options, position in [(OPTIONS.get(game, {}), POSITIONS[game]), *VARIANTS.get(game, [])]:
        pos = {"format": 1, "game": game, "options": options, "seats": SEATS3, "seed": 3, "position": position,
               "actions": []}
        replay(GameRecord.model_validate(pos))  # every base is a valid record
        out.append(pos)
    return [*out, _dealt(game)]


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
        assert legal, f"seat {s} is to act with no legal action"
        try:
            m.apply(s, legal[0])
        except IllegalAction:
            pytest.fail(f"a legal action was refused: {legal[0]}")


def build_mutant(game: str, base: int, muts: list[tuple[int, int, int]], enc: int, val: int) -> bytes:
    """The bytes of one mutant: a base record, up to three mutations, then an encoding."""
    bases = _bases(game)
    doc = json.loads(json.dumps(bases[base % len(bases)]))
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
    return [(rng.randrange(60), [(rng.randrange(big), rng.randrange(big), rng.randrange(big))
                                for _ in range(rng.randint(1, 3))], rng.randrange(big), rng.randrange(big))
            for _ in range(BATCH)]


@pytest.mark.parametrize("game", sorted(REGISTRY))
def test_mutated_records_load_or_raise_the_loaders_error(game: str) -> None:
    @settings(max_examples=MUTANTS_PER_GAME // BATCH, deadline=None, derandomize=True, database=None,
              suppress_health_check=list(HealthCheck))
    @given(st.integers(0, 2**32))
    def run(seed: int) -> None:
        for m in mutants(seed):
            check_mutant(game, *m)

    run()


@pytest.mark.parametrize("game", sorted(REGISTRY))
def test_bases_are_valid_records(game: str) -> None:
    """The fuzz starts from records that replay (else every mutant would be refused for free), for every game."""
    for doc in _bases(game):
        m = replay(parse_record(json.dumps(doc)))
        assert m.spec.id == game and m.to_act()


def test_every_fuzz_position_names_a_registered_game() -> None:
    """A renamed or removed game leaves no stale position behind."""
    assert set(POSITIONS) | set(OPTIONS) | set(VARIANTS) <= set(REGISTRY)


PETUKH_OFFER, PETUKH_DECLARE = (v[1] for v in VARIANTS["petukh"])

REFUSED: list[tuple[str, dict[str, Any], str]] = [
    ("twenty_two", {**POSITIONS["twenty_two"], "trick": [[]]}, "position.trick.0"),  # range() with step 0
    # the target Jd fits no meld or lay, so the player to act had no legal action
    ("most", {**POSITIONS["most"], "hands": [["2s", "3s", "X2"], ["9c", "Kd", "4h", "Jd"], ["5c", "6c"]]},
     "position.target"),
    # a prikup of 4: its buyer ran out of cards and the hand stopped with nobody able to act
    ("petukh", {**PETUKH_OFFER, "prikup": ["7s", "8s", "9s", "10s"]}, "position.prikup"),
    # a short hand in the declarations: IndexError in the trick rules at its last trick
    ("petukh", {**PETUKH_DECLARE, "hands": [*PETUKH_DECLARE["hands"][:2], ["Jh", "Jd", "Ah", "Jc"]]},
     "position.hands.2"),
    # declarations with nobody taking part: ValueError when the turn passed on
    ("petukh", {**PETUKH_DECLARE, "part": [None, None, None], "buyer": None}, "position.turn"),
]
"""Positions the fuzz found crashing or stuck after they loaded: each is now refused naming its key."""


@pytest.mark.parametrize(("game", "position", "key"), REFUSED)
def test_positions_the_fuzz_found_are_refused_naming_the_key(game: str, position: dict[str, Any], key: str) -> None:
    doc = {"format": 1, "game": game, "options": OPTIONS.get(game, {}), "seats": SEATS3, "seed": 3,
           "position": position, "actions": []}
    with pytest.raises(RecordError, match=key.replace(".", r"\.")):
        replay(parse_record(json.dumps(doc)))
