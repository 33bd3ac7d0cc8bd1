"""Exact endgame search for the normal bot (durak.md section 11: "a small search works").

Once the stock is gone and only two players still hold cards, every card is accounted for: the
bot's view shows its hand, the table and the discard pile (every seat saw it), so the unseen cards
are exactly the opponent's hand.  The position is then a finite two-player game with perfect
information and outcomes win / draw / loss, solved here by alpha-beta with a transposition
table and a node budget.  When the budget runs out the search gives up (returns None) and the
heuristics play; a solved position is remembered, so the following moves of that endgame are
nearly free.

The transposition key ignores the order of cards in hands and of pairs on the table, which
collapses the many orders in which a defender may beat the same cards.  With transfers a line can
come back to a position already on it (both players take in turn); such a repetition scores as a
draw and the values that depended on it are not cached.
"""

from __future__ import annotations

import random

from cardtable.engine.state import View, determinize

from .state import DEFEND, DurakState

BUDGET = 2500  # nodes per decision
MAX_CARDS = 10  # cards in the two hands and on the table; bigger endgames are left to heuristics
TT_MAX = 60_000
MAX_DEPTH = 150  # plies on one line; deeper lines give up (the recursion stays far from Python's limit)

_TT: dict[tuple, tuple[int, int]] = {}  # key -> (value for the lower seat, bound flag)
EXACT, LOWER, UPPER = 0, 1, 2


class _OutOfBudget(Exception):
    pass


def _key(st: DurakState) -> tuple:
    pairs = frozenset(st.pairs())
    return (
        tuple(frozenset(h) for h in st.hands), pairs, st.phase, st.attacker, st.defender, st.prio,
        st.passed, st.thrown, st.limit, st.trump, st.opts.transfer, st.first_bout and st.opts.first_bout_five,
    )


def _order(st: DurakState, seat: int, moves: list[str]) -> list[str]:
    """Try the natural moves first: cheap beats before taking, attacks low to high."""
    if st.phase == DEFEND and "take" in moves:
        moves = [m for m in moves if m != "take"] + ["take"]
    return moves


class _Search:
    def __init__(self, lo: int, hi: int) -> None:
        self.lo, self.hi = lo, hi
        self.nodes = 0
        self.path: set[tuple] = set()  # positions on the current line: transfers can cycle
        self.repeats = 0  # repetitions met so far (a subtree that met one is not cached)

    def value(self, st: DurakState, alpha: int, beta: int) -> int:
        """Outcome for seat ``lo``: 1 when ``hi`` ends as durak, -1 when ``lo`` does, 0 for a draw."""
        if st.over:
            return 1 if st.durak == self.hi else (-1 if st.durak == self.lo else 0)
        self.nodes += 1
        if self.nodes > BUDGET:
            raise _OutOfBudget
        key = _key(st)
        hit = _TT.get(key)
        if hit is not None:
            v, flag = hit
            if flag == EXACT or (flag == LOWER and v >= beta) or (flag == UPPER and v <= alpha):
                return v
        if key in self.path:  # a cycle (take and transfer back and forth): nobody gains by it
            self.repeats += 1
            return 0
        if len(self.path) >= MAX_DEPTH:
            raise _OutOfBudget
        self.path.add(key)
        repeats = self.repeats
        a0, b0 = alpha, beta
        seat = st.to_act()[0]
        maximize = seat == self.lo
        best = -2 if maximize else 2
        try:
            for mv in _order(st, seat, st.legal_actions(seat)):
                child = st.clone(random.Random(0))
                child.apply(seat, mv, check=False)
                v = self.value(child, alpha, beta)
                if maximize:
                    if v > best:
                        best = v
                    alpha = max(alpha, v)
                else:
                    if v < best:
                        best = v
                    beta = min(beta, v)
                if alpha >= beta:
                    break
        finally:
            self.path.discard(key)
        if self.repeats == repeats:  # a value that leaned on a repetition depends on the path: not cached
            flag = UPPER if best <= a0 else (LOWER if best >= b0 else EXACT)
            if len(_TT) > TT_MAX:
                _TT.clear()
            _TT[key] = (best, flag)
        return best


def solve(view: View, rng: random.Random) -> str | None:
    """The best move by exhaustive search in a two-player endgame, or None when not applicable."""
    st = view.state
    assert isinstance(st, DurakState)
    if st.stock:
        return None
    holders = [s for s in range(st.n) if st.hands[s]]
    if len(holders) != 2 or view.seat not in holders:
        return None
    if sum(len(st.hands[s]) for s in holders) + len(st.att) + len(st.dfn) > MAX_CARDS:
        return None
    full = determinize(view, rng)  # unique: every unseen card is in the opponent's hand
    assert isinstance(full, DurakState)
    lo, hi = holders
    search = _Search(lo, hi)
    me = view.seat
    maximize = me == lo
    best_move, best_v = None, -2
    try:
        moves = _order(full, me, list(view.legal))
        for mv in moves:
            child = full.clone(random.Random(0))
            child.apply(me, mv, check=False)
            v = search.value(child, -1, 1)
            mine = v if maximize else -v
            if mine > best_v:
                best_move, best_v = mv, mine
            if best_v == 1:
                break
    except _OutOfBudget:
        return None
    if best_v < 0:
        return None  # lost anyway: let the heuristics make it hard for the opponent
    return best_move
