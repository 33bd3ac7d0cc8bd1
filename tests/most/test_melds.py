"""engine.melds alone: sets and runs in the cyclic order, wrap-around off, jokers, table uniqueness."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from cardtable.engine.cards import french_deck
from cardtable.engine.mechanics import melds as M

DECK = french_deck(52)


def ids(text: str) -> list[int]:
    return [DECK.by_text[t][0] for t in text.split()]


def texts(slots) -> list[str]:
    return [("*" if j else "") + DECK.texts[i] for i, j in slots]


EMPTY = M.Table(set(), set())


def hand(text: str, jokers: int = 0, table: M.Table = EMPTY) -> M.Hand:
    return M.Hand.of(ids(text), jokers, table)


def test_sets_and_runs_are_classified():
    assert M.classify(ids("7h 7s 7c"), True) == (M.SET, 5)
    assert M.classify(ids("7h 7s 7c 7d"), True) == (M.SET, 5)
    assert M.classify(ids("7h 7h 7c"), True) is None  # a card twice
    assert M.classify(ids("7h 8h"), True) is None  # too short
    assert M.classify(ids("5h 6h 7h"), True) == (M.RUN, 3)
    assert M.classify(ids("5h 7h 6h"), True) is None  # not in order
    assert M.classify(ids("5h 6h 7s"), True) is None  # suits differ


def test_runs_through_the_ace_follow_wrap_around():
    assert M.classify(ids("Kh Ah 2h"), True) == (M.RUN, 11)
    assert M.classify(ids("Qh Kh Ah 2h 3h"), True) == (M.RUN, 10)
    assert M.classify(ids("Kh Ah 2h"), False) is None  # passes through the ace
    assert M.classify(ids("Ah 2h 3h"), False) == (M.RUN, 12)  # ace low
    assert M.classify(ids("Qh Kh Ah"), False) == (M.RUN, 10)  # ace high
    full = "2h 3h 4h 5h 6h 7h 8h 9h 10h Jh Qh Kh Ah"
    assert M.classify(ids(full), False) == (M.RUN, 0)
    assert M.classify(ids("Ah " + full.removesuffix(" Ah")), False) == (M.RUN, 12)


def test_enumerated_melds_of_a_hand():
    h = hand("5h 6h 7h 7s 7c Kd")
    got = sorted(" ".join(texts(m)) for m in M.melds(h, EMPTY, True))
    assert got == ["5h 6h 7h", "7s 7h 7c"]


def test_runs_through_the_ace_are_found_only_with_wrap():
    h = hand("Kh Ah 2h")
    assert [texts(m) for m in M.runs(h, EMPTY, True)] == [["Kh", "Ah", "2h"]]
    assert M.runs(h, EMPTY, False) == []


def test_a_joker_fills_a_gap_or_an_end_with_a_declared_identity():
    h = hand("7h 9h", jokers=1)
    got = sorted(" ".join(texts(m)) for m in M.runs(h, EMPTY, True))
    assert got == ["7h *8h 9h"]
    h = hand("7h 8h", jokers=1)
    got = sorted(" ".join(texts(m)) for m in M.runs(h, EMPTY, True))
    assert got == ["*6h 7h 8h", "7h 8h *9h"]


def test_two_jokers_in_one_meld():
    h = hand("7h", jokers=2)
    got = sorted(" ".join(texts(m)) for m in M.runs(h, EMPTY, True))
    assert got == ["*5h *6h 7h", "*6h 7h *8h", "7h *8h *9h"]
    sets = sorted(" ".join(texts(m)) for m in M.sets(h, EMPTY))
    assert sets == ["*7s 7h *7c", "*7s 7h *7d", "7h *7d *7c"]  # two of the three other suits


def test_table_uniqueness_blocks_declarations_and_real_cards():
    # most.md 10.2: Q♣ is in A's set, so B may not declare a joker Q♣
    table = M.Table(set(ids("Qs Qd Qc")), set())
    h = hand("Jc Kc", jokers=1, table=table)
    assert M.runs(h, table, True) == []
    # ... but may lay a joker as Q♥ on that set
    lays = M.layoffs(ids("Qs Qd Qc"), h, table, True)
    assert [texts(a) for _, a in lays] == [["*Qh"]]
    # a joker declared 9c on the table: the real 9c may not enter, only be exchanged
    table = M.Table(set(ids("8c 10c")), set(ids("9c")))
    assert not table.may_enter(ids("9c")[0]) and not table.may_declare(ids("9c")[0])
    h = hand("9s 9h 9c", table=table)
    assert M.sets(h, table) == []


def test_a_joker_may_stand_for_a_card_its_player_holds():
    """most.md section 5: the legal identities are a valid meld and table uniqueness; holding the
    real card forbids nothing (it stays in the hand), so both ways are listed, the real one first."""
    h = hand("7h 8h 9h", jokers=1)
    got = sorted(" ".join(texts(m)) for m in M.melds(h, EMPTY, True))
    assert got == ["*6h 7h 8h", "*6h 7h 8h 9h", "*7h 8h 9h", "7h *8h 9h", "7h 8h *9h", "7h 8h 9h",
                   "7h 8h 9h *10h", "8h 9h *10h"]
    runs = [texts(m) for m in M.runs(h, EMPTY, True) if [i for i, _ in m] == ids("7h 8h 9h")]
    assert runs[0] == ["7h", "8h", "9h"]
    lays = M.layoffs(ids("4s 4h 4d"), hand("4c 9d", jokers=2), EMPTY, True)
    assert sorted(texts(a) for _, a in lays) == [["*4c"], ["4c"]]  # never the real 4c and a joker for it
    sets = M.sets(hand("5s 5h 5d", jokers=1), EMPTY)
    assert ["*5s", "5h", "5d"] in [texts(m) for m in sets]
    assert all(len({i for i, _ in m}) == len(m) for m in sets)


def test_layoffs_on_runs_and_sets():
    run = ids("8d 9d 10d")
    h = hand("7d Jd Qd 2c")
    got = sorted((a, " ".join(texts(s))) for a, s in M.layoffs(run, h, EMPTY, True))
    assert got == [(0, "Jd"), (0, "Jd Qd"), (1, "7d"), (1, "7d Jd"), (1, "7d Jd Qd")]
    full = ids("2h 3h 4h 5h 6h 7h 8h 9h 10h Jh Qh Kh")
    assert [texts(s) for _, s in M.layoffs(full, hand("Ah"), EMPTY, False)] == [["Ah"]]
    assert M.layoffs(full + ids("Ah"), hand("2s", jokers=2), EMPTY, True) == []  # 13 cards: full
    # wrap off: nothing is laid past the ace
    assert M.layoffs(ids("Qh Kh Ah"), hand("2h"), EMPTY, False) == []
    assert M.layoffs(ids("Qh Kh Ah"), hand("2h"), EMPTY, True) == [(0, ((ids("2h")[0], False),))]
    sets = M.layoffs(ids("5s 5h 5d"), hand("5c", jokers=1), EMPTY, True)
    assert sorted(texts(s) for _, s in sets) == [["*5c"], ["5c"]]  # a joker may stand for 5c, held


@settings(max_examples=60, deadline=None)
@given(st.lists(st.integers(0, 51), min_size=3, max_size=12, unique=True), st.integers(0, 2), st.booleans())
def test_every_enumerated_meld_is_valid_and_uses_the_hand(cards, jokers, wrap):
    h = M.Hand.of(cards, jokers, EMPTY)
    for m in M.melds(h, EMPTY, wrap):
        idents = [i for i, _ in m]
        assert M.classify(idents, wrap) is not None or M.classify(sorted(idents), wrap) is not None
        assert sum(1 for _, j in m if j) <= jokers
        assert all(i in cards for i, j in m if not j)
        assert len({i for i, _ in m}) == len(m) and any(not j for _, j in m)
    for m in M.runs(h, EMPTY, wrap):
        assert M.classify([i for i, _ in m], wrap)[0] == M.RUN
