"""Kids' Poker's game spec: the schedule of 2M + 2N - 1 deals, scoring with the dark and golden
multipliers, the match.

The sheet row holds each player's points for the deal; the paper sheet's two columns per player
(running total, the call with ◦ for a dark call and – for a pass) are in ``extra["sheet"]``.
"""

from __future__ import annotations

from typing import Any

from cardtable.engine.cards import Deck
from cardtable.engine.game import GameSpec
from cardtable.engine.match import HandResult, Match, build_stock, rank_by
from cardtable.engine.mechanics.bidding import contract_score, sheet_row
from cardtable.engine.state import State

from .options import KidsPokerOptions
from .position import KidsPokerPosition, build
from .state import DECK, KidsPokerState, schedule


class KidsPokerSpec(GameSpec):
    id = "kids_poker"
    name_en = "Kids' Poker"
    name_ru = "Детский покер"
    blurb_en = "Call your tricks exactly, dark if you dare; the 7♠ beats everything."
    blurb_ru = "Закажите взятки точно, можно втёмную; бубны — козыри, а 7♠ бьёт всё."
    min_players = 2
    max_players = 5
    default_players = 4
    options_model = KidsPokerOptions
    position_model = KidsPokerPosition
    hands_bound = 39  # the two-player schedule
    # two players: deal 39 is the golden deal, one 18-card deal with bids (dark ones too)
    strength_rules = ("first_deal=39",)

    def check_players(self, n: int, options: KidsPokerOptions) -> None:  # type: ignore[override]
        super().check_players(n, options)
        total = len(schedule(n))
        if options.first_deal > total:
            raise ValueError(f"first_deal={options.first_deal}: {n} players have only {total} deals")

    def deck_for(self, options: KidsPokerOptions) -> Deck:  # type: ignore[override]
        return DECK

    def first_deal(self, match: Match) -> int:
        return match.memo.get("first_deal", match.options.first_deal - 1)  # type: ignore[attr-defined]

    def deal_index(self, match: Match) -> int:
        return self.first_deal(match) + len(match.sheet.rows)

    def new_hand(self, match: Match, deck_top: list[int] | None) -> State:
        i = self.deal_index(match)
        st = KidsPokerState(match.options, match.n, match.rng, match.dealer,  # type: ignore[arg-type]
                            schedule(match.n)[i], i)
        st.stock = build_stock(match.rng, len(DECK), deck_top)
        st.deal_cards()
        return st

    def from_position(self, match: Match, position: dict[str, Any]) -> State:
        """Keys in ``position.py`` and docs/records.md."""
        st = KidsPokerState(match.options, match.n, match.rng, 0, schedule(match.n)[0], 0)  # type: ignore[arg-type]
        match.memo["first_deal"] = build(st, position, match.n, match.options.first_deal)  # type: ignore[attr-defined]
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

    def score_hand(self, match: Match, hand: State) -> HandResult:
        assert isinstance(hand, KidsPokerState)
        opts: KidsPokerOptions = match.options  # type: ignore[assignment]
        before = match.sheet.totals()
        points = self.deal_points(opts, hand)
        after = [b + p for b, p in zip(before, points, strict=True)]
        d = hand.deal
        label = "golden" if d.kind == "golden" else f"{d.cards}◦" if d.kind == "dark" else str(d.cards)
        cells = [[str(a), hand.call_text(s)] for s, a in enumerate(after)]
        extra: dict[str, Any] = {
            "deal": hand.deal_no + 1, "kind": d.kind, "cards": d.cards, "bids": list(hand.bids),
            "dark": [s for s in range(match.n) if hand.dark >> s & 1], "taken": list(hand.taken),
            "sheet": sheet_row(label, ["total", "call"], cells),
        }
        best = max(points)
        return HandResult(points, [s for s in range(match.n) if points[s] == best], extra=extra)

    def match_ranking(self, match: Match, final: bool = False) -> list[int] | None:
        if not final and self.deal_index(match) < len(schedule(match.n)):
            return None
        return rank_by(match.sheet.totals(), reverse=True)

    def normal_bot(self, view, rng):
        from .bot import normal_bot

        return normal_bot(view, rng)


SPEC = KidsPokerSpec()
KidsPokerState.spec = SPEC
