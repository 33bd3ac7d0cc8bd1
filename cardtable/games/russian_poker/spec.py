"""Russian Poker's game spec: the schedule of 14 + N deals, scoring with the cut and the pot, the match.

The sheet row holds each player's points for the deal (so ``ScoreSheet.totals`` stays a plain
sum); a cut that showed the 7♠ zeroes the cutter's total before the deal, which the row shows as
minus his old total plus his deal score.  The paper sheet's three columns per player (bid /
taken / total) are in the row's ``extra["sheet"]`` (``engine.bidding.sheet_row``).
"""

from __future__ import annotations

import random
from typing import Any

from cardtable.engine.cards import SUITS, Deck, build_stock
from cardtable.engine.game import GameSpec, HardSettings
from cardtable.engine.mechanics.bidding import NO_BID, SEALED, contract_score, sheet_row
from cardtable.engine.mechanics.tricks import ScheduleMemo
from cardtable.engine.options import Conflict
from cardtable.engine.sheet import HandResult, rank_by
from cardtable.engine.state import View
from cardtable.engine.table import Table, memo_of

from .options import RussianPokerOptions
from .position import RussianPokerPosition, build
from .state import DECK, RussianPokerState, schedule


class RussianPokerSpec(GameSpec[RussianPokerOptions, RussianPokerState, RussianPokerPosition]):
    id = "russian_poker"
    options_model = RussianPokerOptions
    position_model = RussianPokerPosition
    # two players: the no-trump, blind, minimum and maximum deals (four six-card deals), not all 16
    strength_rules = ("first_deal=13",)
    # the match is a sum of deals: value a deal by the lead in the totals it leaves, not by the
    # deal won (hard vs normal, 300 paired matches: 52.5% by the deal won; a scale of 8, 15, 25,
    # 40 points gave 61.5%, 59.5%, 61.3%, 58.0%)
    hard = HardSettings(margin=25.0)

    def check_players(self, n: int, options: RussianPokerOptions) -> None:
        super().check_players(n, options)
        if options.first_deal > 14 + n:
            raise Conflict(f"First deal {options.first_deal}: {n} players have only {14 + n} deals",
                           f"Первая раздача {options.first_deal}: игроков {n}, а раздач всего {14 + n}")

    def new_memo(self) -> ScheduleMemo:
        return ScheduleMemo()

    def deck_for(self, options: RussianPokerOptions) -> Deck:
        return DECK

    # -- the schedule ---------------------------------------------------------------------------
    def first_deal(self, table: Table[RussianPokerOptions]) -> int:
        first = memo_of(table, ScheduleMemo).first_deal
        return table.options.first_deal - 1 if first is None else first

    def deal_index(self, table: Table[RussianPokerOptions]) -> int:
        """The index in the schedule of the deal being played (or next to be dealt)."""
        return self.first_deal(table) + len(table.sheet.rows)

    def last_deal(self, table: Table[RussianPokerOptions]) -> int:
        """The index of the match's last deal: the maximum deal, the end of the schedule."""
        return len(schedule(table.n)) - 1

    def new_hand(self, table: Table[RussianPokerOptions], deck_top: list[int] | None) -> RussianPokerState:
        i = self.deal_index(table)
        st = RussianPokerState(table.options, table.n, table.rng, table.dealer,
                               schedule(table.n)[i], i)
        st.stock = build_stock(table.rng, len(DECK), deck_top)
        st.start()
        return st

    def from_position(self, table: Table[RussianPokerOptions], position: RussianPokerPosition) -> RussianPokerState:
        """Keys in ``position.py`` and docs/records.md."""
        st = RussianPokerState(table.options, table.n, table.rng, 0,
                               schedule(table.n)[0], 0)
        memo_of(table, ScheduleMemo).first_deal = build(st, position, table.n, table.options.first_deal)
        return st

    # -- scoring --------------------------------------------------------------------------------
    def deal_points(self, opts: RussianPokerOptions, st: RussianPokerState) -> list[int]:
        """Each seat's points for the finished deal (russian_poker.md section 6)."""
        kind = st.deal.kind
        if kind == "minimum":
            return [-10 * t for t in st.taken]
        if kind == "maximum":
            return [10 * t for t in st.taken]
        return [contract_score(b, t, opts.overtrick_scoring) for b, t in zip(st.bids, st.taken, strict=True)]

    def score_hand(self, table: Table[RussianPokerOptions], hand: RussianPokerState) -> HandResult:
        opts = table.options
        before = table.sheet.totals()
        points = self.deal_points(opts, hand)
        note = ""
        if hand.cut_zero:
            points[hand.cutter] -= before[hand.cutter]
            note = f"seat {hand.cutter} cut the 7♠: total set to 0"
        after = [b + p for b, p in zip(before, points, strict=True)]
        d = hand.deal
        trump = SUITS[hand.trump] if hand.trump >= 0 else "-"
        contract = d.bidding != "none"
        cells = [[str(b) if contract and b not in (NO_BID, SEALED) else "", str(t), str(a)]
                 for b, t, a in zip(hand.bids, hand.taken, after, strict=True)]
        extra: dict[str, Any] = {
            "deal": hand.deal_no + 1, "kind": d.kind, "cards": d.cards, "trump": trump,
            "bids": list(hand.bids) if contract else [], "taken": list(hand.taken), "cut_zero": hand.cut_zero,
            "sheet": sheet_row(f"{hand.deal_no + 1}: {d.label()} {trump}", ["bid", "taken", "total"], cells),
        }
        best = max(points)
        winners = [s for s in range(table.n) if points[s] == best]
        if opts.ante and hand.deal_no >= self.last_deal(table):
            extra["pot"] = self.pot_shares(table, after, opts.ante)
        return HandResult(points, winners, note=note, extra=extra)

    def pot_shares(self, table: Table[RussianPokerOptions], totals: list[int], ante: int) -> list[int]:
        """Chips each seat wins or loses: the pot of ``ante`` x N goes to the highest total; tied
        winners split it, the indivisible rest going to the tied winner first clockwise from the
        last dealer (russian_poker.md section 6)."""
        n = table.n
        top = max(totals)
        tied = [s for s in range(n) if totals[s] == top]
        pot = ante * n
        share, rest = divmod(pot, len(tied))
        out = [-ante] * n
        for s in tied:
            out[s] += share
        first = min(tied, key=lambda s: (s - table.dealer - 1) % n)
        out[first] += rest
        return out

    def match_ranking(self, table: Table[RussianPokerOptions], final: bool = False) -> list[int] | None:
        if not final and self.deal_index(table) <= self.last_deal(table):
            return None
        return rank_by(table.sheet.totals(), reverse=True)

    def normal_bot(self, view: View, rng: random.Random) -> str:
        from .bot import normal_bot

        return normal_bot(view, rng)


SPEC = RussianPokerSpec()
