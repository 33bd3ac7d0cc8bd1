"""Most's actions as ids (``engine.actions``): one table for the process, its moves decoded once.

Why: a search applies millions of Most actions, and building a ``meld 5h 6h 7h`` text for every
legal move only for ``apply`` to split it again cost a good part of a rollout step.  The fixed
actions have fixed ids (``draw``, ``pass``, ``pick C``, ``swap C``, ``discard C`` by card id);
melds and lay-offs get an id the first time they are seen, and with it their decoded move
(``MOVES``: verb and ``(card, identity)`` slots, and the meld number of a lay-off), so
``apply_id`` never parses.  The fast legal lists (``legal.py``) find the id of a joker-free meld
or lay-off by its cards (``meld_id``/``lay_id``) without building its text; a text is built only
the first time.  Ids are dense and never change for the life of the process, like every
``ActionTable``'s.
"""

from __future__ import annotations

from cardtable.engine.actions import NOT_A_PLAY, PASSIVE, SOCIAL, ActionTable

from .deck import DECK, N_REAL

V_DRAW, V_PASS, V_PICK, V_SWAP, V_DISCARD, V_MELD, V_LAY = range(7)
VERBS = ("draw", "pass", "pick", "swap", "discard", "meld", "lay")
_VERB = {v: k for k, v in enumerate(VERBS)}

Slots = list[tuple[int, int]]
"""``(card id, identity)`` per card of a meld or lay-off, in its order."""
Move = tuple[int, int, Slots, int]
"""A decoded action: verb, card (pick, swap, discard; -1 else), slots (meld, lay), meld index (lay)."""

ACTIONS = ActionTable()
MOVES: list[Move] = []
"""Per id, its decoded move."""
_MELDS: dict[tuple[int, ...], int] = {}
_LAYS: dict[tuple[tuple[int, ...], int], int] = {}


def parse_slots(words: list[str]) -> Slots:
    """``(card id, identity)`` per word of a meld or lay action (``X1=9c``: a joker declared)."""
    out = []
    for w in words:
        joker, eq, as_ = w.partition("=")
        if eq:
            out.append((DECK.by_text[joker][0], DECK.by_text[as_][0]))
        else:
            c = DECK.by_text[w][0]
            out.append((c, c))
    return out


def _decode(text: str) -> Move | None:
    """The move of a well-formed action text, or None (an unknown verb or card)."""
    verb, _, arg = text.partition(" ")
    v = _VERB.get(verb)
    try:
        if v is None:
            return None
        if v in (V_DRAW, V_PASS):
            return (v, -1, [], -1) if not arg else None
        if v in (V_PICK, V_SWAP, V_DISCARD):
            return v, DECK.by_text[arg][0], [], -1
        words = arg.split(" ")
        if v == V_MELD:
            return v, -1, parse_slots(words), -1
        if len(words) < 3 or words[-2] != "on":
            return None
        return v, -1, parse_slots(words[:-2]), int(words[-1]) - 1
    except (KeyError, ValueError):
        return None


def _add(text: str, move: Move) -> int:
    """Give ``text`` the next id (filled as ``ActionTable.id`` fills, but with no bare play: a
    Most action is never a play plus a call) and record its move."""
    t = ACTIONS
    with t._lock:  # noqa: SLF001 (the table's own lock: adding is its only write)
        i = t.ids.get(text)
        if i is not None:
            return i
        verb = VERBS[move[0]]
        i = len(t.texts)
        t.texts.append(text)
        t.play.append(verb not in NOT_A_PLAY)
        t.passive.append(verb in PASSIVE)
        t.social.append(verb in SOCIAL)
        t.bare.append(-1)
        MOVES.append(move)
        t.ids[text] = i
        return i


def id_of(text: str) -> int:
    """The id of a well-formed action text (added on first sight), -1 for a malformed one."""
    i = ACTIONS.ids.get(text)
    if i is not None:
        return i
    move = _decode(text)
    return -1 if move is None else _add(text, move)


def ids_of(texts: list[str]) -> list[int]:
    """``id_of`` of each text (the texts of the general enumerators: always well formed)."""
    get = ACTIONS.ids.get
    out = [get(t, -1) for t in texts]
    if -1 in out:
        return [id_of(t) for t in texts]
    return out


def meld_id(cards: tuple[int, ...]) -> int:
    """The id of melding the real ``cards`` (in meld order)."""
    i = _MELDS.get(cards)
    if i is None:
        texts = DECK.texts
        i = _MELDS[cards] = id_of("meld " + " ".join([texts[c] for c in cards]))
    return i


def lay_id(cards: tuple[int, ...], k: int) -> int:
    """The id of laying the real ``cards`` (in their final order) off on meld index ``k``."""
    key = (cards, k)
    i = _LAYS.get(key)
    if i is None:
        texts = DECK.texts
        i = _LAYS[key] = id_of("lay " + " ".join([texts[c] for c in cards]) + f" on {k + 1}")
    return i


for _v in (V_DRAW, V_PASS):
    _add(VERBS[_v], (_v, -1, [], -1))
DRAW, PASS = 0, 1
for _v in (V_PICK, V_SWAP, V_DISCARD):
    for _c in range(len(DECK)):
        if _v != V_SWAP or _c < N_REAL:
            _add(f"{VERBS[_v]} {DECK.texts[_c]}", (_v, _c, [], -1))
PICK = 2
"""``pick C`` is ``PICK + C``."""
SWAP = PICK + len(DECK)
"""``swap C`` is ``SWAP + C`` (real cards only)."""
DISCARD = SWAP + N_REAL
"""``discard C`` is ``DISCARD + C``."""
PLAYS = DISCARD + len(DECK)
"""The first meld or lay-off id: every id from here on is one (the fixed texts come first)."""
assert len(ACTIONS) == PLAYS and ACTIONS.texts[PLAYS - 1] == "discard " + DECK.texts[-1]
