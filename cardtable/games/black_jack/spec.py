"""Black Jack's game spec: the deal and start card, positions from records, scoring and the match.

A deal's row on the sheet holds the cards each loser was left with (the winner 0); the match is
decided by deals won (``ScoreSheet.wins``), then by the lowest total of cards left
(black_jack.md section 6).
"""

from __future__ import annotations

from typing import Any

from cardtable.engine.cards import SUITS, Deck
from cardtable.engine.french_shedding import RA, deal_round_robin
from cardtable.engine.game import GameSpec
from cardtable.engine.match import HandResult, Match, build_stock, rank_by
from cardtable.engine.state import State

from .options import BlackJackOptions
from .state import CALLED, HAND_SIZE, KIND_NAMES, NONE, PLAY, BlackJackState, is_special_start, tables_for


class BlackJackSpec(GameSpec):
    id = "black_jack"
    name_en = "Black Jack"
    name_ru = "Блэк Джек"
    blurb_en = "Shed runs and sets; twos and black jacks make the next player pick up."
    blurb_ru = "Сбрасывайте комбинации; двойки и чёрные валеты заставляют следующего брать карты."
    min_players = 2
    max_players = 6
    default_players = 4
    options_model = BlackJackOptions
    strength_rules = ("target_wins=1",)  # one deal, not a match to three

    def deck_for(self, options: BlackJackOptions) -> Deck:  # type: ignore[override]
        return tables_for(options).deck

    def new_hand(self, match: Match, deck_top: list[int] | None) -> State:
        st = BlackJackState(match.options, match.n, match.rng, match.dealer)  # type: ignore[arg-type]
        rng = match.rng
        stock = build_stock(rng, len(st.deck), deck_top)
        deal_round_robin(st.hands, stock, list(range(match.n)), match.dealer, HAND_SIZE)
        while True:  # a special start card goes back into the stock at random
            c = stock.pop()
            if not is_special_start(st, c):
                break
            stock.insert(rng.randrange(len(stock) + 1), c)
        st.discard.append(c)
        st.stock = stock
        return st

    def from_position(self, match: Match, position: dict[str, Any]) -> State:
        """Position keys: hands (card-text lists), discard (bottom..top), stock (top first, optional),
        turn, direction (1 or -1), dealer, suit (named with an ace on top), pending (cards the
        player to act must pick up; its kind is the top card's), calls (seats whose «last cards»
        call from an earlier turn stands), jokers ({"X1": "7h"}: the card a joker on the pile
        copies), scores (cards left, totals carried in), wins (deals won, carried in)."""
        st = BlackJackState(match.options, match.n, match.rng, match.dealer)  # type: ignore[arg-type]
        deck = st.deck
        if not position.get("discard"):
            raise ValueError("a Black Jack position needs a discard pile")
        st.place_piles(position)
        for joker, text in dict(position.get("jokers", {})).items():
            st.copy[deck.ids(joker)[0]] = deck.ids(text)[0]
        st.turn = int(position.get("turn", (match.dealer + 1) % match.n))
        st.direction = int(position.get("direction", 1))
        x = st.eff(st.top)
        if st.T.rank[x] == RA:
            suit = position.get("suit")
            if not suit or suit not in SUITS:
                raise ValueError("an ace on top needs a 'suit' (s, h, d or c) in the position")
            st.suit = SUITS.index(suit)
        pending = int(position.get("pending", 0))
        if pending:
            if st.kind_of[x] == NONE:
                raise ValueError(f"a pending penalty needs a penalty card on top, not {deck.text(st.top)}")
            st.pending, st.pkind = pending, st.kind_of[x]
        for s in position.get("calls", []):
            st.calls[int(s)] = CALLED
        if "wins" in position:
            match.memo["wins0"] = [int(w) for w in position["wins"]]
        st.phase = PLAY
        return st

    # -- scoring ---------------------------------------------------------------------------------
    def score_hand(self, match: Match, hand: State) -> HandResult:
        assert isinstance(hand, BlackJackState)
        left = hand.cards_left()
        w = hand.winner
        left[w] = 0
        return HandResult(left, [w], extra={"cards_left": left})

    def wins(self, match: Match) -> list[int]:
        w = match.sheet.wins()
        for s, k in enumerate(match.memo.get("wins0", [])):
            w[s] += k
        return w

    def match_ranking(self, match: Match, final: bool = False) -> list[int] | None:
        opts: BlackJackOptions = match.options  # type: ignore[assignment]
        wins = self.wins(match)
        if not final and max(wins) < opts.target_wins:
            return None
        tot = match.sheet.totals()
        return rank_by([(-wins[s], tot[s]) for s in range(match.n)])

    def next_dealer(self, match: Match, hand: State) -> int:
        assert isinstance(hand, BlackJackState)
        if not match.options.most_cards_deals:  # type: ignore[attr-defined]
            return match.next_active(match.dealer)
        left = hand.cards_left()
        w = hand.winner
        most = max(left)
        for k in range(1, match.n + 1):  # ties: the tied player nearest clockwise from the winner
            s = (w + k) % match.n
            if left[s] == most and s != w:
                return s
        return match.next_active(match.dealer)

    def normal_bot(self, view, rng):
        from .bot import normal_bot

        return normal_bot(view, rng)


SPEC = BlackJackSpec()
__all__ = ["SPEC", "BlackJackSpec", "KIND_NAMES"]

BlackJackState.spec = SPEC
