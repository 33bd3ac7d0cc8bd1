"""Most's game spec: the deal and the first bridge card, positions, scoring and the match to a target.

A hand's row on the sheet is each player's hand score (most.md section 6: table cards he scored
minus cards left in hand).  The match ends after the first hand in which somebody's total reaches
``target_score`` and the highest total is held by one player alone; a shared lead plays on.
"""

from __future__ import annotations

from typing import Any

from cardtable.engine.cards import Deck
from cardtable.engine.game import GameSpec
from cardtable.engine.match import HandResult, Match, build_stock, rank_by
from cardtable.engine.state import State

from .options import MostOptions
from .position import MostPosition, place
from .state import DECK, MostState


class MostSpec(GameSpec):
    id = "most"
    name_en = "Bridge (Most)"
    name_ru = "Мост"
    blurb_en = "Rummy with an open row: take any card of the bridge with all newer ones, if you meld it."
    blurb_ru = "Рамми с открытым рядом: берите любую карту моста со всеми следующими, если выложите её."
    min_players = 2
    max_players = 6
    default_players = 4
    options_model = MostOptions
    position_model = MostPosition
    strength_rules = ("hands_limit=1",)  # one deal, not a match to 500

    def deck_for(self, options: MostOptions) -> Deck:  # type: ignore[override]
        return DECK

    def max_players_for(self, options: MostOptions) -> int:  # type: ignore[override]
        return options.max_players()

    def check_players(self, n: int, options: MostOptions) -> None:  # type: ignore[override]
        if not self.min_players <= n <= self.max_players:
            raise ValueError(f"{self.name_en} is for {self.min_players}-{self.max_players} players, not {n}")
        if n * options.hand_size > 40:
            raise ValueError(f"{n} players x {options.hand_size} cards is more than 40 cards dealt; "
                             f"deal fewer cards (hand_size) or seat fewer players")

    def _first_dealer(self, match: Match) -> None:
        if (match.hand_no == 1 and not match.sheet.rows and match.chosen_dealer is None
                and match.options.first_dealer == "host_choice"):  # type: ignore[attr-defined]
            match.dealer = 0

    def new_hand(self, match: Match, deck_top: list[int] | None) -> State:
        self._first_dealer(match)
        opts: MostOptions = match.options  # type: ignore[assignment]
        st = MostState(opts, match.n, match.rng, match.dealer)
        stock = build_stock(match.rng, len(DECK), deck_top)
        n = match.n
        for _ in range(opts.hand_size):  # one at a time, clockwise from the dealer's left
            for k in range(1, n + 1):
                st.hands[(match.dealer + k) % n].append(stock.pop())
        st.bridge.append(stock.pop())
        st.stock = stock
        return st

    def from_position(self, match: Match, position: dict[str, Any]) -> State:
        """Position keys: see ``games/most/position.py`` and docs/records.md."""
        if position.dealer is None:  # type: ignore[union-attr]
            self._first_dealer(match)
        st = MostState(match.options, match.n, match.rng, match.dealer)  # type: ignore[arg-type]
        place(st, position)
        return st

    # -- scoring ---------------------------------------------------------------------------------
    def score_hand(self, match: Match, hand: State) -> HandResult:
        assert isinstance(hand, MostState)
        pts = hand.hand_scores() or [0] * match.n
        best = max(pts)
        winners = [s for s in range(match.n) if pts[s] == best]
        note = "went out" if hand.ended == "out" else "the stock ran out"
        return HandResult(pts, winners, note=note, extra={"went_out": hand.went_out})

    def match_ranking(self, match: Match, final: bool = False) -> list[int] | None:
        opts: MostOptions = match.options  # type: ignore[assignment]
        tot = match.sheet.totals()
        limit = opts.hands_limit and len(match.sheet.rows) >= opts.hands_limit
        if not (final or limit):
            top = max(tot)
            if top < opts.target_score or tot.count(top) > 1:
                return None
        return rank_by(tot, reverse=True)

    def normal_bot(self, view, rng):
        from .bot import normal_bot

        return normal_bot(view, rng)


SPEC = MostSpec()
MostState.spec = SPEC
__all__ = ["SPEC", "MostSpec"]
