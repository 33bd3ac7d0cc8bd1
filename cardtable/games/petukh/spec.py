"""Petukh's game spec: scoring down from 15, opt-out streaks, claims and Rams, elimination at 25 with
rebuys into the bank, the end at 0 and the ranking (petukh.md sections 4 and 6).

The sheet starts at ``start_score`` (``ScoreSheet.start``) and each row holds every seat's change of
points (a rebuy shows as the drop back to the starting score), so ``ScoreSheet.totals`` are the
points left, as the table counts them down: the sheet's Total row, the match's ranking and the
statistics all read the same numbers the table shows.  ``extra`` holds the tricks, the counted
claims, the opt-outs, the streaks after the hand, eliminations, rebuys and the bank.  Chips and the
bank live in the table's memo (``state.PetukhMemo``), with the opt-out counters (``streak``).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from cardtable.engine.cards import Deck, build_stock
from cardtable.engine.game import GameSpec, HardSettings, Race
from cardtable.engine.sheet import HandResult, rank_by
from cardtable.engine.state import View
from cardtable.engine.table import Table, memo_of

from .equity import chances
from .options import PetukhOptions
from .position import PetukhPosition, build
from .state import (
    DECKS,
    OUT,
    PENALTY,
    PLAYS,
    REBUY,
    PetukhMemo,
    PetukhState,
    counted_claims,
    final_changes,
    hand_changes,
)

__all__ = ["SPEC", "PetukhSpec", "counted_claims", "hand_changes"]


class PetukhSpec(GameSpec[PetukhOptions, PetukhState, PetukhPosition]):
    id = "petukh"
    options_model = PetukhOptions
    position_model = PetukhPosition
    # two players out at 20: a shorter match (the options keep a match several hands long; the
    # strength table also counts hands)
    strength_rules = ("elimination_score=20",)
    # a hand that puts a player out decides the match (``race``).  Issue 34, paired on the table's
    # 1,000 short matches against the ISMCTS of 250 iterations (53.4%): deals read from the offers,
    # opt-outs and plays (``inference``) 55.3%; with the tricks solved in the playouts (``solver``)
    # 56.6%; flat with every root move on the same deals (PIMC, as bridge programs): 59.7%; and
    # with a hand that leaves two players valued by the chance to win from there (``equity``,
    # in ``race``): 61.2% on the table, +2.0 +- 1.5 paired against the 59.2% before it
    hard = HardSettings(by_match=True, solve=True, sweep=True, depth=1)

    def deck_for(self, options: PetukhOptions) -> Deck:
        return DECKS[options.deck_size]

    def new_memo(self) -> PetukhMemo:
        return PetukhMemo()

    def _fresh(self, table: Table[PetukhOptions], dealer: int) -> PetukhState:
        opts = table.options
        streak = memo_of(table, PetukhMemo).streak or [0] * table.n
        return PetukhState(opts, table.n, table.rng, dealer, table.active_seats(), table.sheet.totals(), streak)

    def new_hand(self, table: Table[PetukhOptions], deck_top: list[int] | None) -> PetukhState:
        opts = table.options
        if table.sheet.start is None:
            table.sheet.start = [opts.start_score] * table.n
        self.setup_bank(table)
        st = self._fresh(table, table.dealer)
        st.stock = build_stock(table.rng, len(st.deck), deck_top)
        self.show_bank(table, st)
        st.start()
        return st

    def record_options(self, record_format: int, options: dict[str, Any]) -> dict[str, Any]:
        """Records of format 1 were played with automatic rebuys: they replay with ``rebuy_auto``."""
        if record_format < 2 and "rebuy_auto" not in options:
            return {**options, "rebuy_auto": True}
        return options

    def show_bank(self, table: Table[PetukhOptions], st: PetukhState) -> None:
        """Chips and the bank are public: the hand carries them for the table and ``replay --json``."""
        memo = memo_of(table, PetukhMemo)
        if memo.chips is not None:
            st.chips = list(memo.chips)
            st.bank = memo.bank

    def setup_bank(self, table: Table[PetukhOptions]) -> None:
        opts = table.options
        memo = memo_of(table, PetukhMemo)
        if opts.bank and memo.chips is None:
            memo.chips = [opts.starting_chips - opts.bank_stake] * table.n
            memo.bank = opts.bank_stake * table.n

    def from_position(self, table: Table[PetukhOptions], position: PetukhPosition) -> PetukhState:
        """Keys in ``position.py`` and docs/records.md."""
        self.setup_bank(table)
        st = build(table, position)
        self.show_bank(table, st)
        return st

    # -- scoring ----------------------------------------------------------------------------------
    def score_hand(self, table: Table[PetukhOptions], hand: PetukhState) -> HandResult:
        opts = table.options
        n = table.n
        memo = memo_of(table, PetukhMemo)
        points, streak, notes = final_changes(opts, hand)
        bank = memo.bank
        chips = memo.chips
        if hand.rams >= 0 and opts.bank and (hand.bank or 0) > 0 and chips is not None:
            chips[hand.rams] += bank
            bank = 0
        before = table.sheet.totals()
        after = [b + p for b, p in zip(before, points, strict=True)]
        out, rebuys = [], []
        for s in hand.seats:
            if after[s] >= opts.elimination_score:
                if opts.rebuy_auto:  # records of format 1: everyone who can pay buys back in
                    back = opts.bank and opts.rebuy and chips is not None and chips[s] >= opts.bank_stake
                else:  # the player's own choice (``PetukhState.rebuy_offers``)
                    back = s in hand.rebought
                if back:
                    if chips is not None:
                        chips[s] -= opts.bank_stake
                        bank += opts.bank_stake
                    points[s] += opts.start_score - after[s]
                    streak[s] = 0
                    rebuys.append(s)
                else:
                    out.append(s)
        table.eliminate(out)
        memo.streak = streak
        if opts.bank:
            memo.bank = bank
        parts = [s for s in hand.seats if hand.part[s] == PLAYS]
        best = min((points[s] for s in parts), default=0)
        winners = [s for s in parts if points[s] == best] if not hand.annulled else []
        extra: dict[str, Any] = {
            "taken": list(hand.taken), "claims": [list(c) for c in hand.claims],
            "counted": [counted_claims(opts, len(hand.claims[s]), hand.scores[s]) for s in range(n)],
            "opted_out": [s for s in hand.seats if hand.part[s] == OUT], "streak": list(streak),
            "eliminated": out, "rebuys": rebuys, "rams": hand.rams, "annulled": hand.annulled,
            "buyer": hand.buyer, "sole": hand.sole,
        }
        if opts.bank:
            extra["bank"] = bank
            extra["chips"] = list(chips) if chips is not None else []
        if hand.annulled:
            notes.append(f"seat {hand.offender}: +{PENALTY}, the hand is annulled")
        return HandResult(points, winners, note="; ".join(notes), extra=extra)

    def match_ranking(self, table: Table[PetukhOptions], final: bool = False) -> list[int] | None:
        """Ends when a player left is at 0 or less, or one player is left: lowest score first, the
        eliminated below in reverse order of elimination.  The winners share what is left of the bank."""
        opts = table.options
        live = table.active_seats()
        scores = table.sheet.totals()
        if not final and len(live) > 1 and all(scores[s] > 0 for s in live):
            return None
        groups = table.out_order
        memo = memo_of(table, PetukhMemo)
        depth = len(groups)
        keys: dict[int, tuple[int, int]] = {s: (0, scores[s]) for s in live}
        for i, g in enumerate(groups):
            for s in g:
                keys[s] = (depth - i, 0)
        for s in range(table.n):
            keys.setdefault(s, (depth + 1, 0))
        places = rank_by([keys[s] for s in range(table.n)])
        if opts.bank and memo.chips is not None and not memo.paid:
            winners = [s for s in range(table.n) if places[s] == 1]
            share = memo.bank // len(winners)
            for s in winners:
                memo.chips[s] += share
            memo.bank -= share * len(winners)
            memo.paid = True
        return places

    def race(self, table: Table[PetukhOptions], result: HandResult) -> Race:
        """Where a finished hand leaves the match, for the hard bot's search.

        ``table`` is the search's light table: the real totals as its start and this hand as its
        only row.  Why not the generic value (the hand's best score, then the place on the hand's
        points): in Petukh a hand decides the match when it puts a player out, and in a short
        match one hand «в гору» (+5) does it; valued per hand, being put out looked no worse
        than losing the hand by a trick, and the hard bot lost more short matches than the normal
        one although it won more hands.  So the match's value (``bots.values.race_value``): out 0,
        the match won 1, otherwise the chance to win from the scores it leaves where two players are
        left (``equity``), else the score's way to 0 (the aim)."""
        places = self.match_ranking(table, final=False)
        scores, line = table.sheet.totals(), table.options.elimination_score
        # the search's light table knows only this hand's eliminations: a seat out before stays
        # at the line or over
        live = [s for s in table.active_seats() if scores[s] < line]
        nxt = next((d for k in range(1, table.n + 1) if (d := (table.dealer + k) % table.n) in live), -1)
        equity = None if places is not None else chances(scores, live, nxt, line)
        return Race(places, frozenset(table.eliminated), scores, line, equity)

    def solve_playout(self, st: PetukhState, me: int, value: Callable[[PetukhState], list[float]],
                      memo: dict[Any, list[float]]) -> list[float] | None:
        """The tricks left, played out exactly on the playout's deal (``solver``)."""
        from .solver import solve

        return solve(st, me, value, memo)

    def bot_candidates(self, view: View) -> list[str]:
        """The hard bot's rebuy is the normal bot's (``bot.rebuy_sensible``): the stake is chips,
        and the search values a hand by places in the race, which chips do not change, so it would
        buy back in at any price."""
        st = view.state
        if isinstance(st, PetukhState) and st.phase == REBUY and view.legal:
            from .bot import rebuy_sensible

            return ["rebuy" if rebuy_sensible(st, view.seat) else "leave"]
        return list(view.legal)

    def normal_bot(self, view: View, rng: random.Random) -> str:
        from .bot import normal_bot

        return normal_bot(view, rng)


SPEC = PetukhSpec()
