"""How the hard bot values a finished hand beyond its own result: for the match.

Why in the bots: a valuation is the search's judgement, not a rule.  A game only describes where
a hand leaves the match (``GameSpec.race`` gives a ``Race``); what that is worth is decided here.
"""

from __future__ import annotations

import math

from cardtable.engine.game import Race


def race_value(race: Race) -> list[float]:
    """A finished hand's worth to each seat *for the match* in a race away from an elimination
    line (Petukh: down to 0, out at 20 or more; 101: out over 101).  Out of the match 0, the match
    won 1 (shared by ties), otherwise the seat's chance to win from there where the game tells it
    (``Race.equity``), else between 0.2 at the line and 0.8 at 0: a hand that puts you out is
    always worse than one you merely lose."""
    places, out, line = race.places, race.out, race.line
    if places is None and race.equity is not None:
        return [0.0 if s in out else v for s, v in enumerate(race.equity)]
    vals = []
    firsts = places.count(1) if places is not None else 0
    for s, sc in enumerate(race.scores):
        if s in out:
            vals.append(0.0)
        elif places is not None:
            vals.append(1.0 / firsts if places[s] == 1 else 0.0)
        else:
            vals.append(0.2 + 0.6 * (1.0 - min(max(sc, 0), line) / line))
    return vals


def margin_value(start: list[int] | None, points: list[int], scale: float) -> list[float]:
    """A finished hand's worth to each seat where a match is a sum of deals' points
    (``HardSettings.margin``): the seat's lead over the best other seat in the totals after the
    hand (``start`` the totals before it), through a logistic of ``scale`` points, so a lead of
    ``scale`` is worth 0.73 and a deficit of it 0.27.  Why not the win share: there a deal won by
    10 and the next lost by 40 lose the match; and a lead already held is worth keeping safely."""
    tot = [a + b for a, b in zip(start or [0] * len(points), points, strict=True)]
    vals = []
    for s, mine in enumerate(tot):
        best_other = max(t for o, t in enumerate(tot) if o != s)
        vals.append(1.0 / (1.0 + math.exp(-(mine - best_other) / scale)))
    return vals
