"""Kids' Poker's game spec: the schedule of 2M + 2N - 1 deals, scoring with the dark and golden
multipliers, the match.

The sheet row holds each player's points for the deal; the paper sheet's columns per player (the
call with ◦ for a dark call and – for a pass, the tricks won, the running total) are in
``extra["sheet"]``: the spec's two (total and call) and the tricks, without which a row's points
could not be checked at a glance.
"""

from __future__ import annotations

import random
from typing import Any

from cardtable.engine.cards import Deck, build_stock
from cardtable.engine.game import GameSpec
from cardtable.engine.mechanics.bidding import contract_score, sheet_row
from cardtable.engine.mechanics.tricks import ScheduleMemo
from cardtable.engine.options import Conflict
from cardtable.engine.sheet import HandResult, rank_by
from cardtable.engine.state import View
from cardtable.engine.table import Table, memo_of

from .options import KidsPokerOptions
from .position import KidsPokerPosition, build
from .state import DECK, KidsPokerState, schedule


class KidsPokerSpec(GameSpec[KidsPokerOptions, KidsPokerState, KidsPokerPosition]):
    id = "kids_poker"
    options_model = KidsPokerOptions
    position_model = KidsPokerPosition
    hands_bound = 39  # the two-player schedule
    # two players: deal 39 is the golden deal, one 18-card deal with bids (dark ones too)
    strength_rules = ("first_deal=39",)

    def check_players(self, n: int, options: KidsPokerOptions) -> None:
        super().check_players(n, options)
        total = len(schedule(n))
        if options.first_deal > total:
            raise Conflict(f"First deal {options.first_deal}: {n} players have only {total} deals",
                           f"Первая раздача {options.first_deal}: игроков {n}, а раздач всего {total}")

    def new_memo(self) -> ScheduleMemo:
        return ScheduleMemo()

    def deck_for(self, options: KidsPokerOptions) -> Deck:
        return DECK

    def first_deal(self, table: Table[KidsPokerOptions]) -> int:
        first = memo_of(table, ScheduleMemo).first_deal
        return table.options.first_deal - 1 if first is None else first

    def deal_index(self, table: Table[KidsPokerOptions]) -> int:
        return self.first_deal(table) + len(table.sheet.rows)

    def new_hand(self, table: Table[KidsPokerOptions], deck_top: list[int] | None) -> KidsPokerState:
        i = self.deal_index(table)
        st = KidsPokerState(table.options, table.n, table.rng, table.dealer,
                            schedule(table.n)[i], i)
        st.stock = build_stock(table.rng, len(DECK), deck_top)
        st.deal_cards()
        return st

    def from_position(self, table: Table[KidsPokerOptions], position: KidsPokerPosition) -> KidsPokerState:
        """Keys in ``position.py`` and docs/records.md."""
        st = KidsPokerState(table.options, table.n, table.rng, 0, schedule(table.n)[0], 0)
        memo_of(table, ScheduleMemo).first_deal = build(st, position, table.n, table.options.first_deal)
        return st

    # -- scoring --------------------------------------------------------------------------------
    def deal_points(self, opts: KidsPokerOptions, st: KidsPokerState) -> list[int]:
        """Each seat's points for the finished deal (kids_poker.md section 6): the contract score,
        x2 for a dark call, x ``golden_multiplier`` in the golden deal (they stack)."""
        out = []
        for s, (b, t) in enumerate(zip(st.bids, st.taken, strict=True)):
            p = contract_score(b, t, opts.overtrick_scoring, 5, opts.failed_pass_scoring)
            if st.dark >> s & 1:
                p *= 2
            if st.deal.kind == "golden":
                p *= opts.golden_multiplier
            out.append(p)
        return out

    def score_hand(self, table: Table[KidsPokerOptions], hand: KidsPokerState) -> HandResult:
        opts = table.options
        before = table.sheet.totals()
        points = self.deal_points(opts, hand)
        after = [b + p for b, p in zip(before, points, strict=True)]
        d = hand.deal
        label = "golden" if d.kind == "golden" else f"{d.cards}◦" if d.kind == "dark" else str(d.cards)
        cells = [[hand.call_text(s), str(t), str(a)] for s, (t, a) in enumerate(zip(hand.taken, after, strict=True))]
        extra: dict[str, Any] = {
            "deal": hand.deal_no + 1, "kind": d.kind, "cards": d.cards, "bids": list(hand.bids),
            "dark": [s for s in range(table.n) if hand.dark >> s & 1], "taken": list(hand.taken),
            "sheet": sheet_row(label, ["call", "taken", "total"], cells),
        }
        best = max(points)
        return HandResult(points, [s for s in range(table.n) if points[s] == best], extra=extra)

    def match_ranking(self, table: Table[KidsPokerOptions], final: bool = False) -> list[int] | None:
        if not final and self.deal_index(table) < len(schedule(table.n)):
            return None
        return rank_by(table.sheet.totals(), reverse=True)

    def normal_bot(self, view: View, rng: random.Random) -> str:
        from .bot import normal_bot

        return normal_bot(view, rng)


SPEC = KidsPokerSpec()
