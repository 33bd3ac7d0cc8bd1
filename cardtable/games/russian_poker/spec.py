"""Russian Poker's game spec: the schedule of 14 + N deals, scoring with the cut and the pot, the match.

The sheet row holds each player's points for the deal (so ``ScoreSheet.totals`` stays a plain
sum); a cut that showed the 7♠ zeroes the cutter's total before the deal, which the row shows as
minus his old total plus his deal score.  The paper sheet's three columns per player (bid /
taken / total) are in the row's ``extra["sheet"]`` (``engine.bidding.sheet_row``).
"""

from __future__ import annotations

import random
from typing import Any

from cardtable.engine.cards import SUITS, Deck
from cardtable.engine.game import GameSpec
from cardtable.engine.match import HandResult, Match, build_stock, rank_by
from cardtable.engine.mechanics.bidding import NO_BID, SEALED, contract_score, sheet_row
from cardtable.engine.state import State

from .options import RussianPokerOptions
from .position import RussianPokerPosition, build
from .state import DECK, RussianPokerState, schedule


class RussianPokerSpec(GameSpec):
    id = "russian_poker"
    name_en = "Russian Poker"
    name_ru = "Русский покер (36 карт)"
    blurb_en = "Bid exactly the tricks you will take, deal after deal, 1 to 6 cards."
    blurb_ru = "Закажите, сколько взяток возьмёте, и возьмите ровно столько."
    min_players = 2
    max_players = 6
    default_players = 4
    options_model = RussianPokerOptions
    position_model = RussianPokerPosition
    # two players: the no-trump, blind, minimum and maximum deals (four six-card deals), not all 16
    strength_rules = ("first_deal=13",)

    def check_players(self, n: int, options: RussianPokerOptions) -> None:  # type: ignore[override]
        super().check_players(n, options)
        if options.first_deal > 14 + n:
            raise ValueError(f"first_deal={options.first_deal}: {n} players have only {14 + n} deals")

    def deck_for(self, options: RussianPokerOptions) -> Deck:  # type: ignore[override]
        return DECK

    # -- the schedule ---------------------------------------------------------------------------
    def first_deal(self, match: Match) -> int:
        return match.memo.get("first_deal", match.options.first_deal - 1)  # type: ignore[attr-defined]

    def deal_index(self, match: Match) -> int:
        """The index in the schedule of the deal being played (or next to be dealt)."""
        return self.first_deal(match) + len(match.sheet.rows)

    def last_deal(self, match: Match) -> int:
        """The index of the match's last deal: the maximum deal, the end of the schedule."""
        return len(schedule(match.n)) - 1

    def new_hand(self, match: Match, deck_top: list[int] | None) -> State:
        i = self.deal_index(match)
        st = RussianPokerState(match.options, match.n, match.rng, match.dealer,  # type: ignore[arg-type]
                               schedule(match.n)[i], i)
        st.stock = build_stock(match.rng, len(DECK), deck_top)
        st.start()
        return st

    def from_position(self, match: Match, position: dict[str, Any]) -> State:
        """Keys in ``position.py`` and docs/records.md."""
        st = RussianPokerState(match.options, match.n, match.rng, 0,  # type: ignore[arg-type]
                               schedule(match.n)[0], 0)
        match.memo["first_deal"] = build(st, position, match.n, match.options.first_deal)  # type: ignore[attr-defined]
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

    def score_hand(self, match: Match, hand: State) -> HandResult:
        assert isinstance(hand, RussianPokerState)
        opts: RussianPokerOptions = match.options  # type: ignore[assignment]
        before = match.sheet.totals()
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
        winners = [s for s in range(match.n) if points[s] == best]
        if opts.ante and hand.deal_no >= self.last_deal(match):
            extra["pot"] = self.pot_shares(match, after, opts.ante)
        return HandResult(points, winners, note=note, extra=extra)

    def pot_shares(self, match: Match, totals: list[int], ante: int) -> list[int]:
        """Chips each seat wins or loses: the pot of ``ante`` x N goes to the highest total; tied
        winners split it, the indivisible rest going to the tied winner first clockwise from the
        last dealer (russian_poker.md section 6)."""
        n = match.n
        top = max(totals)
        tied = [s for s in range(n) if totals[s] == top]
        pot = ante * n
        share, rest = divmod(pot, len(tied))
        out = [-ante] * n
        for s in tied:
            out[s] += share
        first = min(tied, key=lambda s: (s - match.dealer - 1) % n)
        out[first] += rest
        return out

    def match_ranking(self, match: Match, final: bool = False) -> list[int] | None:
        if not final and self.deal_index(match) <= self.last_deal(match):
            return None
        return rank_by(match.sheet.totals(), reverse=True)

    def constrain_deal(self, st: State, seat: int, unseen: list[int], rng: random.Random) -> None:
        """A blind deal's sealed bids are unknown to ``seat``: a determinization guesses them (each
        a fair share of the tricks, give or take one), so a search values the deal's end sensibly."""
        assert isinstance(st, RussianPokerState)
        if SEALED in st.bids:
            cards = st.deal.cards
            share = cards / st.n
            st.bids = [min(cards, max(0, round(share + rng.uniform(-1, 1)))) if b == SEALED else b
                       for b in st.bids]

    def normal_bot(self, view, rng):
        from .bot import normal_bot

        return normal_bot(view, rng)


SPEC = RussianPokerSpec()
RussianPokerState.spec = SPEC
