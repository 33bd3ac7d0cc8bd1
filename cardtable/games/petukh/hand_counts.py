"""Counting how two-player Petukh hands score between two normal bots: the table ``equity.HANDS``
that the hard bot's chances to win a match are worked out from.  Apart from ``equity`` because it
plays whole matches (the spec and the normal bot), which the spec's own valuation must not import."""

from __future__ import annotations

import random
from collections import Counter

from cardtable.engine.match import Match

from .bot import normal_bot
from .options import PetukhOptions
from .spec import SPEC


def measure_hands(matches: int, seed: int = 10_000) -> dict[tuple[int, int], int]:
    """Count ``HANDS`` again: the normal bot against itself over ``matches`` two-handed matches at
    the default options with ``elimination_score=20`` (about 3 ms a match)."""
    opts = PetukhOptions(elimination_score=20)
    bot = normal_bot
    counts: Counter[tuple[int, int]] = Counter()
    for g in range(matches):
        m = Match(SPEC, opts, 2, seed + g)
        rngs = [random.Random(g * 31 + s) for s in range(2)]
        hand, dealer = m.hand_no, m.dealer
        while not m.over:
            s = m.to_act()[0]
            view = m.view(s, last_events=5)
            if view.legal:
                m.apply(s, bot(view, rngs[s]))
            if m.hand_no != hand or m.over:
                pts = m.sheet.rows[-1].points
                counts[(pts[dealer], pts[1 - dealer])] += 1
                hand, dealer = m.hand_no, m.dealer
    return dict(counts)
