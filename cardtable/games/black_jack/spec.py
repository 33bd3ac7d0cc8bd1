"""Black Jack's game spec: the deal and start card, positions from records, scoring and the match.

A deal's row on the sheet holds the cards each loser was left with (the winner 0); the match is
decided by deals won (``ScoreSheet.wins``), then by the lowest total of cards left
(black_jack.md section 6).
"""

from __future__ import annotations

import random

from cardtable.engine.cards import SUITS, Deck, build_stock
from cardtable.engine.game import GameSpec, RolloutBot
from cardtable.engine.mechanics.french_shedding import RA, deal_round_robin
from cardtable.engine.position import PositionError
from cardtable.engine.sheet import HandResult, rank_by
from cardtable.engine.state import View
from cardtable.engine.table import Memo, Table, memo_of

from .bot import choose
from .bot import normal_bot as _normal_bot
from .options import BlackJackOptions
from .position import BlackJackPosition
from .state import CALLED, HAND_SIZE, KIND_NAMES, NONE, PLAY, BlackJackState, is_special_start, tables_for


class BlackJackMemo(Memo):
    """Deals won before a record's position (``position.wins``): they count towards the target."""

    __slots__ = ("wins0",)

    def __init__(self) -> None:
        self.wins0: list[int] = []


class BlackJackSpec(GameSpec[BlackJackOptions, BlackJackState, BlackJackPosition]):
    id = "black_jack"
    options_model = BlackJackOptions
    position_model = BlackJackPosition
    strength_rules = ("target_wins=1",)  # one deal, not a match to three

    def deck_for(self, options: BlackJackOptions) -> Deck:
        return tables_for(options).deck

    def new_memo(self) -> BlackJackMemo:
        return BlackJackMemo()

    def new_hand(self, table: Table[BlackJackOptions], deck_top: list[int] | None) -> BlackJackState:
        st = BlackJackState(table.options, table.n, table.rng, table.dealer)
        rng = table.rng
        stock = build_stock(rng, len(st.deck), deck_top)
        deal_round_robin(st.hands, stock, list(range(table.n)), table.dealer, HAND_SIZE)
        while True:  # a special start card goes back into the stock at random
            c = stock.pop()
            if not is_special_start(st, c):
                break
            stock.insert(rng.randrange(len(stock) + 1), c)
        st.discard.append(c)
        st.stock = stock
        return st

    def from_position(self, table: Table[BlackJackOptions], position: BlackJackPosition) -> BlackJackState:
        """Lay out a validated position (keys in docs/records.md, "Black Jack"); cards not placed
        go under the given stock in random order."""
        st = BlackJackState(table.options, table.n, table.rng, table.dealer)
        deck = st.deck
        st.place_piles(position)
        for joker, text in position.jokers.items():
            ids = deck.by_text.get(text)
            if not ids:
                raise PositionError(f"jokers.{joker}", f"{text!r} is not a card of this game's deck")
            st.copy[deck.by_text[joker][0]] = ids[0]
        st.turn = position.turn if position.turn is not None else (table.dealer + 1) % table.n
        st.direction = position.direction
        x = st.eff(st.top)
        if st.T.rank[x] == RA:
            if position.suit is None:
                raise PositionError("suit", "an ace on top needs a 'suit' (s, h, d or c)")
            st.suit = SUITS.index(position.suit)
        if position.pending:
            if st.kind_of[x] == NONE:
                raise PositionError("pending", f"a penalty needs a penalty card on top, not {deck.text(st.top)}")
            st.pending, st.pkind = position.pending, st.kind_of[x]
        for s in position.calls:
            st.calls[s] = CALLED
        if position.wins is not None:
            memo_of(table, BlackJackMemo).wins0 = list(position.wins)
        st.phase = PLAY
        return st

    # -- scoring ---------------------------------------------------------------------------------
    def score_hand(self, table: Table[BlackJackOptions], hand: BlackJackState) -> HandResult:
        left = hand.cards_left()
        w = hand.winner
        left[w] = 0
        return HandResult(left, [w], extra={"cards_left": left})

    def hand_wins(self, table: Table[BlackJackOptions]) -> list[int]:
        """Deals won: the match is decided by them (the sheet's totals are the cards left)."""
        w = table.sheet.wins()
        for s, k in enumerate(memo_of(table, BlackJackMemo).wins0):
            w[s] += k
        return w

    def match_ranking(self, table: Table[BlackJackOptions], final: bool = False) -> list[int] | None:
        opts = table.options
        wins = self.hand_wins(table)
        if not final and max(wins) < opts.target_wins:
            return None
        tot = table.sheet.totals()
        return rank_by([(-wins[s], tot[s]) for s in range(table.n)])

    def next_dealer(self, table: Table[BlackJackOptions], hand: BlackJackState) -> int:
        if not table.options.most_cards_deals:
            return table.next_active(table.dealer)
        left = hand.cards_left()
        w = hand.winner
        most = max(left)
        for k in range(1, table.n + 1):  # ties: the tied player nearest clockwise from the winner
            s = (w + k) % table.n
            if left[s] == most and s != w:
                return s
        return table.next_active(table.dealer)

    def normal_bot(self, view: View, rng: random.Random) -> str:
        return _normal_bot(view, rng)  # imported at the top: a lazy import cost ~2 us per rollout step

    def rollout_bot(self) -> RolloutBot[BlackJackState]:
        """The normal bot's choice on action ids, for the hard bot's (unmasked) rollouts.  Typed on
        ``BlackJackState`` (the search hands it this game's states only), with no narrowing inside:
        it runs at every rollout step."""
        return choose


SPEC = BlackJackSpec()
__all__ = ["SPEC", "BlackJackSpec", "KIND_NAMES"]

