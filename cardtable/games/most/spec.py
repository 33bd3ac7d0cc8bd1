"""Most's game spec: the deal and the first bridge card, positions, scoring and the match to a target.

A hand's row on the sheet is each player's hand score (most.md section 6: table cards he scored
minus cards left in hand).  The match ends after the first hand in which somebody's total reaches
``target_score`` and the highest total is held by one player alone; a shared lead plays on.
"""

from __future__ import annotations

import random

from cardtable.engine.cards import Deck, build_stock
from cardtable.engine.game import GameSpec, RolloutBot
from cardtable.engine.sheet import HandResult, rank_by
from cardtable.engine.state import View
from cardtable.engine.table import Table

from .options import MostOptions
from .position import MostPosition, place
from .state import DECK, MostState


class MostSpec(GameSpec[MostOptions, MostState, MostPosition]):
    id = "most"
    options_model = MostOptions
    position_model = MostPosition
    strength_rules = ("hands_limit=1",)  # one deal, not a match to 500

    def deck_for(self, options: MostOptions) -> Deck:
        return DECK

    def players_for(self, options: MostOptions) -> tuple[int, int]:
        return 2, options.max_players()  # at most 40 cards dealt

    def players_note(self, n: int, options: MostOptions) -> str:
        if n <= 6 and n * options.hand_size > 40:
            return (f": {n} players x {options.hand_size} cards is more than 40 cards dealt; "
                    f"deal fewer cards (hand_size) or seat fewer players")
        return ""

    def _first_dealer(self, table: Table[MostOptions]) -> None:
        if (table.hand_no == 1 and not table.sheet.rows and table.chosen_dealer is None
                and table.options.first_dealer == "host_choice"):
            table.dealer = 0

    def new_hand(self, table: Table[MostOptions], deck_top: list[int] | None) -> MostState:
        self._first_dealer(table)
        opts = table.options
        st = MostState(opts, table.n, table.rng, table.dealer)
        stock = build_stock(table.rng, len(DECK), deck_top)
        n = table.n
        for _ in range(opts.hand_size):  # one at a time, clockwise from the dealer's left
            for k in range(1, n + 1):
                st.hands[(table.dealer + k) % n].append(stock.pop())
        st.bridge.append(stock.pop())
        st.stock = stock
        return st

    def from_position(self, table: Table[MostOptions], position: MostPosition) -> MostState:
        """Position keys: see ``games/most/position.py`` and docs/records.md."""
        if position.dealer is None:
            self._first_dealer(table)
        st = MostState(table.options, table.n, table.rng, table.dealer)
        place(st, position)
        return st

    # -- scoring ---------------------------------------------------------------------------------
    def score_hand(self, table: Table[MostOptions], hand: MostState) -> HandResult:
        pts = hand.hand_scores() or [0] * table.n
        best = max(pts)
        winners = [s for s in range(table.n) if pts[s] == best]
        note = "went out" if hand.ended == "out" else "the stock ran out"
        return HandResult(pts, winners, note=note, extra={"went_out": hand.went_out})

    def match_ranking(self, table: Table[MostOptions], final: bool = False) -> list[int] | None:
        opts = table.options
        tot = table.sheet.totals()
        limit = opts.hands_limit and len(table.sheet.rows) >= opts.hands_limit
        if not (final or limit):
            top = max(tot)
            if top < opts.target_score or tot.count(top) > 1:
                return None
        return rank_by(tot, reverse=True)

    def normal_bot(self, view: View, rng: random.Random) -> str:
        from .bot import normal_bot

        return normal_bot(view, rng)

    def rollout_bot(self) -> RolloutBot[MostState]:
        """The normal bot's choice on action ids, for the hard bot's (unmasked) rollouts."""
        from .bot import choose

        return choose


SPEC = MostSpec()
__all__ = ["SPEC", "MostSpec"]
