"""Black Jack's game spec: the deal and start card, positions from records, scoring and the match.

A deal's row on the sheet holds the cards each loser was left with (the winner 0); the match is
decided by deals won (``ScoreSheet.wins``), then by the lowest total of cards left
(black_jack.md section 6).
"""

from __future__ import annotations

from cardtable.engine.cards import SUITS, Deck
from cardtable.engine.game import GameSpec
from cardtable.engine.match import HandResult, Match, build_stock, rank_by
from cardtable.engine.mechanics.french_shedding import RA, deal_round_robin
from cardtable.engine.position import PositionError
from cardtable.engine.state import State

from .bot import choose
from .bot import normal_bot as _normal_bot
from .options import BlackJackOptions
from .position import BlackJackPosition
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
    position_model = BlackJackPosition
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

    def from_position(self, match: Match, position: BlackJackPosition) -> State:  # type: ignore[override]
        """Lay out a validated position (keys in docs/records.md, "Black Jack"); cards not placed
        go under the given stock in random order."""
        st = BlackJackState(match.options, match.n, match.rng, match.dealer)  # type: ignore[arg-type]
        deck = st.deck
        st.place_piles(position)
        for joker, text in position.jokers.items():
            ids = deck.by_text.get(text)
            if not ids:
                raise PositionError(f"jokers.{joker}", f"{text!r} is not a card of this game's deck")
            st.copy[deck.by_text[joker][0]] = ids[0]
        st.turn = position.turn if position.turn is not None else (match.dealer + 1) % match.n
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
            match.memo["wins0"] = list(position.wins)
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
        return _normal_bot(view, rng)  # imported at the top: a lazy import cost ~2 us per rollout step

    rollout_bot = staticmethod(choose)
    """The normal bot's choice on action ids, for the hard bot's rollouts (``bots.ismcts``)."""


SPEC = BlackJackSpec()
__all__ = ["SPEC", "BlackJackSpec", "KIND_NAMES"]

BlackJackState.spec = SPEC
