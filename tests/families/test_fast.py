"""Issue 34 for Mini Family: native action ids, the id rollout bot and the fast rules keep every
legal list, state and bot choice the text code had.

The pins of ``test_*_as_before`` were taken with the text-only code before the change
(``python -m tests.families.test_fast`` prints them): seeded hands under several house-rule sets
(both modes) hash every legal list, action and final state; normal bots play whole hands of the
ask mode (their choices and the states).  The other tests hold the id paths to the text paths on
random positions: ``legal_ids`` are the ids of ``legal_actions``, ``apply_id`` reaches the state
``apply`` reaches, and ``rollout_bot`` makes ``normal_bot``'s very choice with the very same draws,
on masked views as on the unmasked deals of rollouts."""

from __future__ import annotations

import hashlib
import random

import pytest

from cardtable.engine.game import get_game
from cardtable.engine.match import Match
from cardtable.engine.state import View, determinize

SPEC = get_game("families")

RULES: dict[str, dict] = {
    "": {},
    "asked": dict(fail_turn_to="asked", lucky_draw_continues=True, hand_size=4),
    "classic": dict(fail_draw=False, ask_end="first_family", ask_log="last"),
    "cards": dict(deck_style="playing_cards", hand_size=7, lucky_draw_continues=True),
    "kukareku": dict(mode="kukareku"),
}
CASES = {
    ("", 2): "24b4ee353bd52b61",
    ("", 4): "6db462313facade5",
    ("asked", 3): "7ef9bdccddad244e",
    ("classic", 5): "b2eaf97209748c46",
    ("cards", 3): "d6d933e5a34aa9c9",
    ("kukareku", 4): "dbd9708707476d7e",
}
BOT_CASES = {2: "8505300d5b0f4e98", 3: "290add6b62040ea7", 4: "91f37352701016b0"}
SEARCH_CASES = {2: "bf4f2151321fdeba", 4: "526ca256d2be7b7c"}


def trace(rules: str, n: int, hands: int = 25) -> str:
    opts = SPEC.options_model(**RULES[rules])
    h = hashlib.sha256()
    rng = random.Random(f"families/{rules}/{n}")
    for g in range(hands):
        st = Match(SPEC, opts, n, 100 + g).hand
        steps = 0
        while not st.over and steps < 3000:
            s = rng.choice(st.to_act())
            legal = st.legal_actions(s)
            h.update(repr((s, legal)).encode())
            active = [a for a in legal if a != "pass"]
            a = rng.choice(legal if not active or rng.random() < 0.2 else active)
            st.apply(s, a, check=steps % 2 == 0)
            steps += 1
        h.update(repr(rules_state(st)).encode())
    return h.hexdigest()[:16]


def rules_state(st) -> tuple:
    """The fingerprint without ``fresh`` (the text code had no such flag: it looked at every hand
    at every settle)."""
    return tuple(kv for kv in st.fingerprint() if kv[0] != "fresh")


def bot_trace(n: int, hands: int = 8) -> str:
    """Normal bots play whole hands of the ask mode on their views (voids and the ask log read)."""
    h = hashlib.sha256()
    for g in range(hands):
        m = Match(SPEC, SPEC.options_model(), n, 300 + g)
        rng = random.Random(g)
        while not m.over and m.hand_no == 1:
            seat = m.to_act()[0]
            a = SPEC.normal_bot(m.view(seat), rng)
            h.update(f"{seat}:{a};".encode())
            m.apply(seat, a)
        h.update(repr(rules_state(m.hand)).encode())
    return h.hexdigest()[:16]


def search_trace(n: int, moves: int = 6) -> str:
    """The hard bot's moves and root visit counts on positions of normal-bot hands (no clock)."""
    from cardtable.bots.ismcts import config_for, search

    cfg = config_for(SPEC, time_s=None)
    h = hashlib.sha256()
    rng = random.Random(n)
    g = taken = 0
    while taken < moves:
        m = Match(SPEC, SPEC.options_model(), n, 500 + g)
        g += 1
        k = 0
        while not m.over and taken < moves:
            seat = m.to_act()[0]
            view = m.view(seat)
            if len(view.legal) > 1:
                k += 1
                if k % 4 == 2:
                    st = search(SPEC, view, random.Random(k), cfg)
                    h.update(f"{st.action}:{sorted(st.visits.items())}:{st.iterations};".encode())
                    taken += 1
            m.apply(seat, SPEC.normal_bot(view, rng))
    return h.hexdigest()[:16]


@pytest.mark.parametrize(("rules", "n"), list(CASES))
def test_same_legal_lists_and_states_as_before(rules: str, n: int) -> None:
    assert trace(rules, n) == CASES[rules, n]


@pytest.mark.parametrize("n", list(BOT_CASES))
def test_normal_bots_choose_as_before(n: int) -> None:
    assert bot_trace(n) == BOT_CASES[n]


@pytest.mark.parametrize("n", list(SEARCH_CASES))
def test_hard_bot_searches_as_before(n: int) -> None:
    assert search_trace(n) == SEARCH_CASES[n]


if __name__ == "__main__":  # print the pins (run with the old code to take them)
    for rules, n in CASES:
        print(f'    ("{rules}", {n}): "{trace(rules, n)}",')
    for n in BOT_CASES:
        print(f'    {n}: "{bot_trace(n)}",')
    for n in SEARCH_CASES:
        print(f'    {n}: "{search_trace(n)}",')


def _positions(seed: int):
    """Masked views and quiet deals of the ask mode under random house rules, mid-hand."""
    from tests.test_properties import random_options

    rng = random.Random(seed)
    opts = random_options(SPEC, rng).model_copy(update={"mode": "ask"})
    lo, hi = opts.players_range
    m = Match(SPEC, opts, rng.randint(lo, hi), seed)
    for _ in range(300):
        if m.over or m.hand_no > 1:
            break
        seat = m.to_act()[0]
        view = m.view(seat)
        yield view, determinize(view, rng, quiet=True)
        m.apply(seat, SPEC.normal_bot(view, rng))


@pytest.mark.parametrize("seed", range(12))
def test_ids_and_texts_agree_and_the_id_bots_choose_as_the_normal_bot(seed: int) -> None:
    from cardtable.games.families.bot import masked_rollout_bot, rollout_bot

    checked = 0
    for view, det in _positions(seed):
        T = det.T
        for st in (view.state, det):
            for seat in range(st.n):
                assert T.to_texts(st.legal_ids(seat)) == st.legal_actions(seat)
        seat = view.seat
        ids = det.legal_ids(seat)
        texts = det.legal_actions(seat)
        if len(ids) < 2:
            continue
        for bot, shown in ((rollout_bot, det), (masked_rollout_bot, det.masked(seat))):
            r1, r2 = random.Random(checked), random.Random(checked)
            assert T.texts[bot(det, seat, ids, r1)] == SPEC.normal_bot(View(seat, shown, texts), r2)
            assert r1.getstate() == r2.getstate()
        r1, r2 = random.Random(checked), random.Random(checked)
        assert T.texts[rollout_bot(view.state, seat, T.to_ids(view.legal), r1)] == SPEC.normal_bot(view, r2)
        a = ids[checked % len(ids)]
        by_id, by_text = det.clone(), det.clone()
        by_id.apply_id(seat, a)
        by_text.apply(seat, T.texts[a])
        assert rules_state(by_id) == rules_state(by_text)
        checked += 1
    assert checked > 0
