"""Uno's constants (card kinds, phases, penalties) and the per-deck lookup tables.

Split out of ``state.py`` so that the state's mixins (reactions, effects, transfers, ending) can
share them without importing the state itself.  ``state.py`` re-exports every name here.
"""

from __future__ import annotations

import threading
from typing import Any

from cardtable.engine.actions import ActionTable
from cardtable.engine.cards import FRENCH_RANKS, UNO_COLOURS, Deck, uno_deck

from .actions import V_CATCH, V_COLOR, V_GIVE, V_PLAY, V_SIMPLE, V_SWAP, V_TRADE, parse_action
from .options import UnoOptions

# card kinds
NUM, SKIP, REV, DRAW2, WILD, WILD4, PLUS10, DP1, DP2 = range(9)
KIND_OF = {
    "number": NUM, "skip": SKIP, "reverse": REV, "draw2": DRAW2, "wild": WILD, "wild4": WILD4,
    "plus10": PLUS10, "downpour1": DP1, "downpour2": DP2,
    "rank": NUM,  # Uno 52's ranked cards (2..A with a suit) play like number cards
}
BLACK = -1
NO_JUMP = (WILD4, PLUS10, DP1, DP2)  # never jumped on or twinned (uno.md J)
PENALTY_OF = {DRAW2: 2, WILD4: 4, PLUS10: 10}

# phases
PLAY, DRAWN, COLOUR, PENDING, OVER, SWAP7, FIVE_PICK, FIVE_GIVE, SLAP = range(9)
PHASE_NAMES = ("play", "drawn", "colour", "pending", "over", "swap", "trade", "give", "slap")
CHOOSER_PHASES = (COLOUR, SWAP7, FIVE_PICK)

COLOUR_ACTIONS = tuple(f"color {c}" for c in UNO_COLOURS)
R, Y, G, B = range(4)
# colour_cycle wheel: clockwise R->B->G->Y->R (uno.md section 2)
WHEEL_CW = {R: B, B: G, G: Y, Y: R}
WHEEL_CCW = {v: k for k, v in WHEEL_CW.items()}
MISTAKE_CARDS = 2
MAX_HAND_ACTIONS = 20_000
SILENCE_CARDS = 2
SLAP_CARDS = 2

# action ids every deck's table shares: its first texts, in this order (``UnoTables.actions``)
SIMPLE_ACTIONS = ("draw", "pass", "challenge", "slap", "talk")
A_DRAW, A_PASS, A_CHALLENGE, A_SLAP, A_TALK = range(5)
MAX_SEATS = 16
"""Seat arguments (catch, swap, trade) that have ids; larger ones are parsed (``parse_action``)."""


class UnoTables:
    """Per-deck lookup tables, shared by every state using that deck."""

    def __init__(self, deck: Deck) -> None:
        self.deck = deck
        self.colour = [UNO_COLOURS.index(c.colour) if c.colour else BLACK for c in deck.cards]
        self.kind = [KIND_OF[c.kind] for c in deck.cards]
        # equal keys match by number, rank or symbol; black cards never match by key
        self.key = [_match_key(i, c.kind, c.rank) if c.colour else -2 - i for i, c in enumerate(deck.cards)]
        self.points = [c.points for c in deck.cards]
        # one shared string per face, so that identical cards yield the identical action object
        faces = {t: i for i, t in enumerate(dict.fromkeys(deck.texts))}
        play = {t: f"play {t}" for t in faces}
        play_uno = {t: f"play {t} uno" for t in faces}
        give = {t: f"give {t}" for t in faces}
        self.play = [play[c.text] for c in deck.cards]
        self.play_uno = [play_uno[c.text] for c in deck.cards]
        self.give = [give[c.text] for c in deck.cards]
        # action text -> (verb, argument), so that apply needs no string parsing (texts not in
        # it, e.g. a seat number past 15, go through ``parse_action``, which gives the same result)
        self.parse: dict[str, tuple[int, Any]] = {v: (V_SIMPLE[v], None) for v in V_SIMPLE}
        for t, ids in deck.by_text.items():
            self.parse[play[t]] = (V_PLAY, (t, False, ids))
            self.parse[play_uno[t]] = (V_PLAY, (t, True, ids))
            self.parse[give[t]] = (V_GIVE, t)
        for i, col in enumerate(UNO_COLOURS):
            self.parse[f"color {col}"] = (V_COLOR, i)
        for verb, code in (("catch", V_CATCH), ("swap", V_SWAP), ("trade", V_TRADE)):
            for s in range(MAX_SEATS):
                self.parse[f"{verb} {s}"] = (code, s)
        self._action_ids(deck, play, play_uno, give)
        self.play_ids = {a: p[1][2] for a, p in self.parse.items() if p[0] == V_PLAY}
        """``play X`` / ``play X uno`` -> the ids of the cards with face X (for bots)."""
        self.bare_plays = frozenset(play.values())
        """Every ``play X`` text without the UNO call."""
        self.is_number = [c.kind == "number" for c in deck.cards]
        # one int per face (identical cards share it); -1 for cards never jumped on or twinned
        self.face = [-1 if KIND_OF[c.kind] in NO_JUMP else faces[c.text] for c in deck.cards]
        self.rank = [int(c.rank) if c.kind == "number" else -1 for c in deck.cards]
        self.of_colour = [frozenset(i for i, x in enumerate(self.colour) if x == col) for col in range(4)]
        self.fits: dict[int, frozenset[int]] = {}
        """``fits_key(colour, top key)`` -> the cards playable on it (``fit_set``, filled on demand)."""
        with_colour: dict[int, list[int]] = {}
        with_key: dict[int, list[int]] = {}
        for i, (card_colour, match) in enumerate(zip(self.colour, self.key, strict=True)):
            with_colour.setdefault(card_colour, []).append(i)
            with_key.setdefault(match, []).append(i)
        self._with_colour = {c: frozenset(cs) for c, cs in with_colour.items()}
        """Colour (``BLACK`` too) -> its cards, and below match key -> its cards: ``fit_set``'s parts."""
        self._with_key = {match: frozenset(cs) for match, cs in with_key.items()}

    def act_of(self, aid: int) -> tuple[int, Any]:
        """``act[aid]`` for an id interned after the table was built (a text outside ``parse``,
        e.g. a seat past MAX_SEATS): ``act`` grows to it, each new text parsed (-1: no verb)."""
        with _ACT_LOCK:
            texts = self.actions.texts
            while len(self.act) <= aid:
                self.act.append(parse_action(self.deck, texts[len(self.act)]) or (-1, None))
        return self.act[aid]

    def fit_set(self, colour: int, top_key: int) -> frozenset[int]:
        """The cards playable when ``colour`` is current and the top card matches by ``top_key``
        (-999: no top card, anything goes), cached in ``fits``."""
        if top_key == -999:
            f = frozenset(range(len(self.colour)))
        else:  # the black cards, the colour's and the key's, by set unions (the deck scanned once)
            empty: frozenset[int] = frozenset()
            by_colour, by_key = self._with_colour, self._with_key
            f = by_colour.get(BLACK, empty) | by_colour.get(colour, empty) | by_key.get(top_key, empty)
        self.fits[fits_key(colour, top_key)] = f
        return f

    def _action_ids(self, deck: Deck, play: dict[str, str], play_uno: dict[str, str], give: dict[str, str]) -> None:
        """The native action ids of this deck (``engine.actions``): one table, built once, whose
        ids the rules compute from card ids (``play_id[c]``) and seats (``catch_id[s]``), so the
        legal lists of search and rollouts are built and dispatched without any string work."""
        t = self.actions = ActionTable(SIMPLE_ACTIONS)
        cards = deck.cards
        self.play_id = [t.id(play[c.text]) for c in cards]
        self.uno_id = [t.id(play_uno[c.text]) for c in cards]
        self.give_id = [t.id(give[c.text]) for c in cards]
        self.colour_ids = tuple(t.id(a) for a in COLOUR_ACTIONS)
        self.catch_id = [t.id(f"catch {s}") for s in range(MAX_SEATS)]
        self.swap_id = [t.id(f"swap {s}") for s in range(MAX_SEATS)]
        self.trade_id = [t.id(f"trade {s}") for s in range(MAX_SEATS)]
        assert t.texts[:len(SIMPLE_ACTIONS)] == list(SIMPLE_ACTIONS)
        self.act: list[tuple[int, Any]] = [self.parse[a] for a in t.texts]
        """Per id: (verb, argument) as ``apply`` dispatches on it (``parse`` by id)."""
        self.verb = [v for v, _ in self.act]
        # per id, for the bot: the bare play of a play (itself, or the play a call extends), the
        # call of a bare play (-1 if none), whether it is a bare play, the ids of the cards of the
        # face a play or give names, and the seat a swap, trade or catch names
        n = len(t)
        self.plain = [-1] * n
        self.call_of = [-1] * n
        self.is_bare = [False] * n
        self.face_cards: list[tuple[int, ...]] = [()] * n
        self.seat_arg = [-1] * n
        self.face_kind = [-1] * n
        self.face_colour = [BLACK] * n
        self.num_own = [0.0] * n  # a number card's score in the normal bot, by scoring
        self.num_lazy = [0.0] * n
        for a, (v, arg) in enumerate(self.act):
            if v == V_PLAY:
                self.face_cards[a] = arg[2]
                c = arg[2][0]
                self.face_kind[a], self.face_colour[a] = self.kind[c], self.colour[c]
                self.num_own[a] = 10 + self.points[c] * 1.0  # bot._best's very float operations
                self.num_lazy[a] = 10 + self.points[c] * 0.4
                b = t.bare[a] if arg[1] else a
                self.plain[a] = b
                if arg[1]:
                    self.call_of[b] = a
                else:
                    self.is_bare[a] = True
            elif v == V_GIVE:
                self.face_cards[a] = deck.by_text[arg]
            elif v in (V_CATCH, V_SWAP, V_TRADE):
                self.seat_arg[a] = arg


_ACT_LOCK = threading.Lock()


def fits_key(colour: int, top_key: int) -> int:
    """One int per (colour -1..3, top key) pair: keys lie in -999..~250, so they never collide."""
    return colour * 4096 + top_key


def _match_key(i: int, kind: str, rank: str) -> int:
    """The key a coloured card matches by: Uno numbers 0..9, action symbols 10+, Uno 52 ranks 100+."""
    if kind == "number":
        return int(rank)
    if kind == "rank":
        return 100 + FRENCH_RANKS.index(rank)
    return 10 + KIND_OF[kind]


_TABLES: dict[tuple[bool, bool], UnoTables] = {}


def tables_for(opts: UnoOptions) -> UnoTables:
    k = (opts.plus_ten, opts.h2o_deck)
    t = _TABLES.get(k)
    if t is None:
        t = _TABLES[k] = UnoTables(uno_deck(plus_ten=opts.plus_ten, h2o=opts.h2o_deck))
    return t
