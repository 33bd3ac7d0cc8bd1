"""Two players' chances to win a Petukh match from any pair of scores: the hard bot's value of a
hand that leaves the match open (``Race.equity``).

Why: valued by a seat's own score alone (``bots.values.race_value``'s guess, 0.2 at the line to
0.8 at 0), a hand that takes me from 9 to 7 is worth the same whether the other player is left at
14 or at 2, where he most likely writes down to 0 next hand.  Two players race each other, so the
worth of a score is the chance of winning from it: ``P(a, b, deals)`` for the seat at ``a``
against the seat at ``b``, by value iteration over the hands to come.

A hand is modelled as one draw from ``HANDS``: the score changes of the dealer and of the other
player, as counted over 10,000 two-handed matches of the normal bot against itself at the
default options with ``elimination_score=20`` (``hand_counts.measure_hands(10_000)`` counts them
again).
The chances depend on who deals next, because the player on the dealer's left is offered the
prikup first.  What the model leaves out (the opt-out floor at 3 points, the third opt-out's +5,
claim limits, rebuys) shifts single hands, not the race.
"""

from __future__ import annotations

from functools import lru_cache

# (dealer's change, other's change): hands counted (``hand_counts.measure_hands``)
HANDS: dict[tuple[int, int], int] = {
    (-2, -3): 7133, (-3, -2): 7104, (-1, -4): 4506, (5, -5): 4300, (-4, -1): 4119, (-5, 5): 3102,
    (0, -5): 2943, (-3, -7): 904, (-2, -8): 870, (-7, -3): 619, (-8, -2): 554, (-1, -9): 532,
    (-5, 0): 485, (-4, -6): 469, (-6, -4): 398, (5, -10): 393, (-9, -1): 342, (-10, 5): 259,
    (0, -10): 192, (-7, -8): 86, (-8, -7): 83, (-6, -9): 50, (-10, 0): 48, (-9, -6): 34,
    (0, -15): 16, (-15, 0): 8, (-12, -3): 8, (-2, -13): 7, (-3, -12): 7, (-11, -4): 6,
    (-1, -14): 3, (-13, -2): 3, (-4, -11): 3, (-15, 5): 2, (-14, -1): 2, (-9, -11): 1,
    (-12, -8): 1, (5, -15): 1,
}


def _outcome(a: int, b: int, line: int) -> float | None:
    """The seat at ``a``'s share of the match once a hand left the scores at ``a`` and ``b``
    (``None``: the match goes on).  Out at ``line`` or more; the match ends when a player is at
    0 or less, the lower score winning (petukh.md section 6)."""
    a_out, b_out = a >= line, b >= line
    if a_out or b_out:
        return 0.5 if a_out and b_out else (0.0 if a_out else 1.0)
    if a <= 0 or b <= 0:
        return 1.0 if a < b else 0.0 if b < a else 0.5
    return None


@lru_cache(maxsize=8)
def table(line: int) -> tuple[tuple[tuple[float, float], ...], ...]:
    """``table(line)[a][b]`` = (chance of the seat at ``a`` against the seat at ``b`` when he deals
    next, when the other deals next), for 1 <= a, b < line.

    No hand adds more points than it writes off (``HANDS``: the sum of the two changes is 0 or
    less), so the chances at a sum of scores depend only on lower sums and on the same sum: the
    sums are worked out upwards, each from the lower ones once and within itself (the «в гору»
    hands that move 5 points from one player to the other) by iteration to 1e-12.  Why not plain
    value iteration over the whole table: at the longest option (out at 100) that took 7 s."""
    total = sum(HANDS.values())
    hands = [(da, db, c / total) for (da, db), c in HANDS.items()]
    assert all(da + db <= 0 for da, db, _ in hands), "a hand that adds points overall: not a race down"
    lower = [h for h in hands if h[0] + h[1] < 0]
    level = [h for h in hands if h[0] + h[1] == 0]
    size = line
    # v[d][a][b]: d = 1 when the seat at a deals the next hand
    v = [[[0.0] * size for _ in range(size)] for _ in range(2)]

    def step(d: int, a: int, b: int, outcomes: list[tuple[int, int, float]]) -> float:
        other = v[1 - d]
        acc = 0.0
        for dd, do, p in outcomes:
            # the dealer's change goes to the seat that deals
            na, nb = (a + dd, b + do) if d else (a + do, b + dd)
            end = _outcome(na, nb, line)
            acc += p * (other[na][nb] if end is None else end)
        return acc

    for total_score in range(2, 2 * size - 1):
        cells = [(d, a, total_score - a) for d in (0, 1)
                 for a in range(max(1, total_score - size + 1), min(size - 1, total_score - 1) + 1)]
        fixed = {cell: step(*cell, lower) for cell in cells}
        for _ in range(1000):
            delta = 0.0
            for cell in cells:
                d, a, b = cell
                new = fixed[cell] + step(d, a, b, level)
                delta = max(delta, abs(new - v[d][a][b]))
                v[d][a][b] = new
            if delta < 1e-12:
                break
    return tuple(tuple((v[1][a][b], v[0][a][b]) for b in range(size)) for a in range(size))


def chances(scores: list[int], live: list[int], dealer: int, line: int) -> list[float] | None:
    """Each seat's chance to win the match where two players are left, ``dealer`` dealing the
    next hand (None where more are left or a score is outside the race)."""
    if len(live) != 2:
        return None
    s, o = live
    a, b = scores[s], scores[o]
    if not (0 < a < line and 0 < b < line):
        return None
    p = table(line)[a][b][0 if dealer == s else 1]
    vals = [0.0] * len(scores)
    vals[s], vals[o] = p, 1.0 - p
    return vals

