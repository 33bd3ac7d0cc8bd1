"""``determinize`` for every registered game: the ground ISMCTS stands on (DESIGN.md section 2).

A determinization must (1) look to its observer exactly like the view it came from (same masked
state field by field: hand sizes, public piles, known cards, private scalars), (2) put every card
of the deck in exactly one slot, and (3) depend on the view only, never on the real hidden cards:
two real states that mask to the same view must give the same deal from the same seed.  It must
also deal the unseen cards at random, which is checked loosely on frequencies.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from cardtable.engine.cards import UNKNOWN
from cardtable.engine.game import get_game
from cardtable.engine.match import Match
from cardtable.engine.registry import REGISTRY
from cardtable.engine.state import State, View, Vis, determinize
from tests.test_properties import pick, random_options

GAMES = list(REGISTRY)


def positions(game: str, seeds: range, max_steps: int = 120) -> Iterator[Match]:
    """Mid-hand positions of random legal play under random option sets."""
    spec = get_game(game)
    for seed in seeds:
        rng = random.Random(seed)
        options = random_options(spec, rng)
        n = rng.randint(spec.players_for(options)[0], min(spec.players_for(options)[1], 5))
        m = Match(spec, options, n, seed)
        for _ in range(rng.randint(0, max_steps)):
            if m.over:
                break
            seat = rng.choice(m.to_act())
            m.apply(seat, pick(m.legal_actions(seat), rng))
        if not m.over:
            yield m


def same_view_other_truth(real: State, seat: int, rng: random.Random) -> State:
    """A different real state with the same view: the cards ``seat`` cannot see, shuffled among
    the slots it cannot see (known cards stay)."""
    other = real.clone()
    masked = real.masked(seat)
    slots = [(zi, i) for zi, z in enumerate(masked.zones()) for i, c in enumerate(z.cards) if c == UNKNOWN]
    zones = other.zones()
    cards = [zones[zi].cards[i] for zi, i in slots]
    rng.shuffle(cards)
    for (zi, i), c in zip(slots, cards, strict=True):
        zones[zi].cards[i] = c
    return other


def view_of(st: State, seat: int) -> View:
    return View(seat, st.masked(seat), st.legal_actions(seat))


@pytest.mark.parametrize("game", GAMES)
def test_determinization_shows_the_observer_its_own_view(game):
    rng = random.Random(5)
    checked = 0
    for m in positions(game, range(40)):
        for seat in range(m.n):
            view = m.view(seat)
            det = determinize(view, rng)
            assert all(c != UNKNOWN for z in det.zones() for c in z.cards)
            assert sorted(c for z in det.zones() for c in z.cards) == list(range(len(det.deck)))
            assert det.masked(seat).fingerprint() == view.state.fingerprint(), "the observer would tell the deal apart"
            assert det.legal_actions(seat) == view.legal
            # other seats may be listed by what the deal gave them (a jump-in card): only the
            # observer's own place must not change
            assert (seat in det.to_act()) == (seat in view.state.to_act())
            for z, vz in zip(det.zones(), view.state.zones(), strict=True):
                assert len(z.cards) == len(vz.cards)
                assert all(c == vc for c, vc in zip(z.cards, vz.cards, strict=True) if vc != UNKNOWN)
            checked += 1
    assert checked > 40


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("soft", [False, True])
def test_determinization_reads_only_the_view(game, soft):
    rng = random.Random(9)
    differ = 0
    for m in positions(game, range(100, 130)):
        real = m.hand
        for seat in range(m.n):
            other = same_view_other_truth(real, seat, rng)
            v1, v2 = view_of(real, seat), view_of(other, seat)
            assert v1.state.fingerprint() == v2.state.fingerprint()
            assert v1.legal == v2.legal
            differ += other.fingerprint() != real.fingerprint()
            seed = rng.getrandbits(32)
            d1 = determinize(v1, random.Random(seed), soft)
            d2 = determinize(v2, random.Random(seed), soft)
            assert d1.fingerprint() == d2.fingerprint()
            assert d1.masked(seat).fingerprint() == v1.state.fingerprint()
            assert determinize(v1, random.Random(seed + 1)).fingerprint() != d1.fingerprint() or not any(
                c == UNKNOWN for z in v1.state.zones() for c in z.cards
            )
    assert differ > 0, "no position had hidden cards to move"


@pytest.mark.parametrize("game", GAMES)
def test_determinization_deals_unseen_cards_at_random(game):
    """Each unseen card lands in a hidden zone about as often as the zone's share of hidden slots
    (in a position without voids: a hand known to lack a suit takes none of it)."""
    m = next(m for m in positions(game, range(200, 240), max_steps=10) if not m.hand.voids)
    seat = m.to_act()[0]
    view = m.view(seat)
    zones = view.state.zones()
    hidden = [sum(c == UNKNOWN for c in z.cards) for z in zones]
    total = sum(hidden)
    assert total > 0
    rng = random.Random(1)
    trials = 600
    counts = [0] * len(zones)
    present = {c for z in zones for c in z.cards}
    probe = next(c for c in range(len(view.state.deck)) if c not in present)
    for _ in range(trials):
        det = determinize(view, rng)
        for zi, z in enumerate(det.zones()):
            if probe in z.cards:
                counts[zi] += 1
    for zi, h in enumerate(hidden):
        p = h / total
        sd = (trials * p * (1 - p)) ** 0.5
        assert abs(counts[zi] - trials * p) <= 5 * sd + 1, f"zone {zones[zi].name}: {counts[zi]} of {trials}"


@pytest.mark.parametrize("game", GAMES)
def test_masked_is_zone_visibility(game):
    """The fast ``State.masked`` equals masking zone by zone with ``Zone.visible_to`` (the reference)."""
    for m in positions(game, range(300, 315), max_steps=300):
        real = m.hand
        for seat in range(m.n):
            fast = real.masked(seat)
            for z, fz in zip(real.zones(), fast.zones(), strict=True):
                ref = z.cards if z.vis is Vis.PUBLIC or (z.vis is Vis.OWNER and z.owner == seat) else \
                    z.visible_to(seat, real.known)
                assert fz.cards == ref, z.name
            assert fast.known == {c: b for c, b in real.known.items() if b & (1 << seat)}


def test_a_challenge_reveal_is_dealt_back_for_the_challenger_only():
    """uno.md example 3: B challenges A's W+4 and sees A's hand; C saw nothing (Durak's picked-up
    cards and turned trump: tests/durak/test_knowledge.py)."""
    from tests.helpers import play

    m = play("uno", 3, {"hands": [["R2", "W+4", "B1"], ["G3", "G4"], ["Y5", "Y6"]],
                        "discard": ["R5"], "turn": 0}, [(0, "play W+4"), (0, "color B"), (1, "challenge")])
    real = m.hand
    seen = set(real.hands[0][:3])  # the hand B was shown (A's draws come after it)
    rng = random.Random(2)
    for _ in range(50):
        assert seen <= set(determinize(m.view(1), rng).hands[0])
    kept = sum(seen <= set(determinize(m.view(2), rng).hands[0]) for _ in range(50))
    assert kept < 5  # for C, A's cards are anywhere among the unseen ones

