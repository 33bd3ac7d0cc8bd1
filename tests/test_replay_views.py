"""``cardtable replay`` views, as property tests over every registered game (issue #30).

Random legal playouts under random option sets (the generic playouts of ``test_properties``) are
recorded, and every card the output of ``replay --as SEAT`` names must be one that seat has seen
in this hand (in a zone it may see, known to it, or named in an event it saw: a card asked for in
Mini Family), and every card of the spectator's output one that everybody has seen: the position,
the public facts, the legal moves, each finished hand's facts, and the events (only those the view
may see).  The cards drawn for the first dealer are face up for all.  A joker's declared identity
(Most's ``X1=9c``, ``jokers``) names no card's place and is not counted.
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardtable.cli.replay_log import explain
from cardtable.cli.replay_view import HIDDEN_CARD, describe
from cardtable.engine.cards import UNKNOWN
from cardtable.engine.game import get_game
from cardtable.engine.match import Match
from cardtable.engine.record import GameRecord, SeatRecord
from cardtable.engine.registry import REGISTRY
from tests.test_properties import pick, random_options

GAMES = list(REGISTRY)
Seen = dict[int, dict[int, set[int]]]  # viewer -> hand number -> card ids it has identified


def note_seen(m: Match, seen: Seen, events=()) -> None:
    """What every viewer (the seats and the spectator, seat n) identifies in the hand now, or was
    told of by ``events``."""
    for v in range(m.n + 1):
        got = seen.setdefault(v, {}).setdefault(m.hand_no, set())
        for z in m.hand.masked(v).zones():
            got.update(c for c in z.cards if c != UNKNOWN)
        for e in events:
            if e.visible_to(v):
                for key in ("card", "cards"):
                    x = e.data.get(key)
                    got.update(x if isinstance(x, list | tuple) else [x] if isinstance(x, int) else [])


def playout(game: str, seed: int, max_hands: int = 2, max_actions: int = 500) -> tuple[GameRecord, Seen]:
    spec = get_game(game)
    rng = random.Random(seed)
    options = random_options(spec, rng)
    n = rng.randint(spec.players_for(options)[0], min(spec.players_for(options)[1], 5))
    m = Match(spec, options, n, seed)
    seen: Seen = {}
    note_seen(m, seen, m.events)
    deck = m.hand.deck
    for v in range(n + 1):
        seen[v][1].update(deck.by_text[t][0] for row in m.dealer_draw for _, t in row)
    steps = 0
    while not m.over and m.hand_no <= max_hands and steps < max_actions:
        seat = rng.choice(m.to_act())
        before = m.hand_no
        events = m.apply(seat, pick(m.legal_actions(seat), rng))
        if m.hand_no != before and m.prev_hand is not None:  # the finished hand as it ended
            for v in range(n + 1):
                got = seen.setdefault(v, {}).setdefault(before, set())
                for z in m.prev_hand.masked(v).zones():
                    got.update(c for c in z.cards if c != UNKNOWN)
                for e in events:
                    if e.visible_to(v) and e.kind not in ("hand_start",):
                        x = e.data.get("cards", e.data.get("card"))
                        got.update(x if isinstance(x, list | tuple) else [x] if isinstance(x, int) else [])
        note_seen(m, seen, events)
        steps += 1
    rec = GameRecord(game=game, options=options.changed(), seats=[SeatRecord() for _ in range(n)], seed=seed,
                     actions=m.actions)
    return rec, seen


def card_words(x: Any, deck) -> list[str]:
    """Every card text in ``x`` (JSON data): a string, or a word of it (``play 7h``, ``X1=9c``)."""
    out: list[str] = []
    if isinstance(x, dict):
        for k, v in x.items():
            if k != "jokers":  # Most: the identities jokers stand for
                out += card_words(v, deck)
    elif isinstance(x, list):
        for v in x:
            out += card_words(v, deck)
    elif isinstance(x, str):
        for w in x.split():
            w = w.partition("=")[0]  # X1=9c: the joker X1, standing for 9c
            if w in deck.by_text:
                out.append(w)
    return out


def assert_seen(words: list[str], deck, seen: set[int], where: str) -> None:
    for w in words:
        assert seen & set(deck.by_text[w]), f"{where} names {w}, which this view never saw"


def check_view(rec: GameRecord, seen: Seen, viewer: int | None) -> None:
    m, told = explain(rec, viewer=viewer)
    v = m.n if viewer is None else viewer
    d = describe(m, v)
    deck = m.hand.deck
    mine = seen[v]
    current = mine.get(m.hand_no, set())
    for key in ("public", "zones", "to_act"):
        assert_seen(card_words(d[key], deck), deck, current, f"{d['view']}: {key}")
    for h in told.hands:
        assert_seen(card_words([h["public"], h["zones"], h["extra"]], deck), deck, mine.get(h["hand_no"], set()),
                    f"{d['view']}: hand {h['hand_no']}")
    for z in d["zones"]:  # a card never seen is '?', a zone of none of them face down
        if z["cards"] is not None:
            assert len(z["cards"]) == z["count"] and (not z["cards"] or any(c != HIDDEN_CARD for c in z["cards"]))
    if viewer is None:
        assert all(e["public"] for e in told.events), "a spectator's replay keeps a private event"
        assert all(acts is None for acts in d["to_act"].values())
    else:
        assert len(told.events) == sum(e.visible_to(v) for e in m.events)
        assert all(acts is None for s, acts in d["to_act"].items() if int(s) != v)


@pytest.mark.parametrize("game", GAMES)
@settings(max_examples=10, deadline=None)
@given(seed=st.integers(0, 2**31))
def test_a_replay_shows_each_view_only_what_it_saw(game, seed):
    rec, seen = playout(game, seed)
    check_view(rec, seen, None)
    n = len(rec.seats)
    for seat in sorted(random.Random(seed).sample(range(n), min(2, n))):
        check_view(rec, seen, seat)
