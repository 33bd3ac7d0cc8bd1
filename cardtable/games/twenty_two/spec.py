"""Twenty-Two's game spec: the first dealer by drawing, the short pack, scoring piles carried from hand
to hand, the loser deals (hand size = his card's value), elimination with the eliminated dealer
dealing once, and the ranking in reverse order of elimination (twenty_two.md sections 2 and 6).

The sheet row holds each seat's penalty for the hand (so ``ScoreSheet.totals`` is the running
total); ``extra`` names the losers, their cards, who went out and the next hand's size.
"""

from __future__ import annotations

import random

from cardtable.engine.cards import Deck, build_stock
from cardtable.engine.game import GameSpec, RolloutBot
from cardtable.engine.sheet import HandResult, rank_by
from cardtable.engine.state import View
from cardtable.engine.table import Memo, Table, memo_of

from .bot import choose, normal_bot
from .options import PLAYERS_2, TwentyTwoOptions
from .position import TwentyTwoPosition, build
from .state import VALUE, TwentyTwoState, deck_for


def draw_for_dealer(table: Table[TwentyTwoOptions], deck: Deck) -> tuple[int, list[list[tuple[int, int]]]]:
    """Every player draws a card, the highest rank deals, tied highest players draw again (section 2).
    Returns the dealer and the rounds drawn as (seat, card) lists, for the log."""
    pack = list(range(len(deck)))
    table.rng.shuffle(pack)
    rank = deck.rank_of
    drawing = list(range(table.n))
    rounds = []
    while True:
        got = [(s, pack.pop()) for s in drawing]
        rounds.append(got)
        top = max(rank[c] for _, c in got)
        drawing = [s for s, c in got if rank[c] == top]
        if len(drawing) == 1:
            return drawing[0], rounds
        if len(pack) < len(drawing):  # cannot happen with 52 cards and 8 players; a safe stop
            return drawing[0], rounds


class TwentyTwoMemo(Memo):
    """What one hand leaves to the next: the scoring piles and the next hand's size (the value
    of the card that lost the last one)."""

    __slots__ = ("piles", "next_size")

    def __init__(self) -> None:
        self.piles: list[list[int]] | None = None
        self.next_size: int | None = None


class TwentyTwoSpec(GameSpec[TwentyTwoOptions, TwentyTwoState, TwentyTwoPosition]):
    id = "twenty_two"
    options_model = TwentyTwoOptions
    position_model = TwentyTwoPosition
    # two players to 11: one or a few hands (an ace loses at once); the table also counts hands
    strength_rules = ("elimination_score=11",)

    def players_for(self, options: TwentyTwoOptions) -> tuple[int, int]:
        return 2, options.max_players  # one pack; 8 with ``decks=2``

    def players_note(self, n: int, options: TwentyTwoOptions) -> str:
        return "" if options.decks == 2 else f" (up to {PLAYERS_2} with decks=2)"

    def new_memo(self) -> TwentyTwoMemo:
        return TwentyTwoMemo()

    def deck_for(self, options: TwentyTwoOptions) -> Deck:
        return deck_for(options)

    # -- hands ------------------------------------------------------------------------------------
    def new_hand(self, table: Table[TwentyTwoOptions], deck_top: list[int] | None) -> TwentyTwoState:
        opts = table.options
        deck = deck_for(opts)
        first_draw: list = []
        if table.hand_no == 1 and not table.sheet.rows and table.chosen_dealer is None:
            table.dealer, first_draw = draw_for_dealer(table, deck)
            table.dealer_draw = [[(s, deck.text(c)) for s, c in r] for r in first_draw]
        memo = memo_of(table, TwentyTwoMemo)
        piles = memo.piles
        st = TwentyTwoState(opts, table.n, table.rng, table.dealer, table.active_seats(), piles)
        st.first_draw = first_draw
        out = {c for p in st.piles for c in p}
        st.stock = build_stock(table.rng, len(deck), deck_top, exclude=out)
        st.deal(opts.first_deal_size if memo.next_size is None else memo.next_size)
        return st

    def from_position(self, table: Table[TwentyTwoOptions], position: TwentyTwoPosition) -> TwentyTwoState:
        """Keys in ``position.py`` and docs/records.md."""
        st = build(table, position)
        memo_of(table, TwentyTwoMemo).piles = [p[:] for p in st.piles]
        return st

    # -- scoring ----------------------------------------------------------------------------------
    def score_hand(self, table: Table[TwentyTwoOptions], hand: TwentyTwoState) -> HandResult:
        opts = table.options
        points = hand.hand_scores() or [0] * table.n
        before = table.sheet.totals()
        rank = hand.deck.rank_of
        piles = [p[:] for p in hand.piles]
        out = [s for s in hand.losers if before[s] + points[s] >= opts.elimination_score]
        for s in out:
            if opts.eliminated_cards_return:
                piles[s] = []
        table.eliminate(out)
        memo = memo_of(table, TwentyTwoMemo)
        memo.piles = piles
        memo.next_size = VALUE[rank[hand.lost_card]]
        winners = [s for s in hand.seats if s not in hand.losers]
        deck = hand.deck
        cards = [deck.text(hand.piles[s][-1]) for s in hand.losers]
        note = ", ".join(f"seat {s} +{points[s]} ({c})" for s, c in zip(hand.losers, cards, strict=True))
        if out:
            note += "; out: " + ", ".join(f"seat {s}" for s in out)
        return HandResult(points, winners, note=note, extra={
            "losers": list(hand.losers), "cards": cards, "eliminated": out,
            "next_size": memo.next_size, "dealer": hand.dealer,
            "totals": [b + p for b, p in zip(before, points, strict=True)], "limit": opts.elimination_score})

    def next_dealer(self, table: Table[TwentyTwoOptions], hand: TwentyTwoState) -> int:
        """The loser deals (with ``all_score``, the last of the losers), eliminated or not."""
        return hand.losers[-1]

    def match_ranking(self, table: Table[TwentyTwoOptions], final: bool = False) -> list[int] | None:
        """The last player left wins; the others rank in reverse order of elimination (a group out
        together shares a place).  A table emptied at once: that group ranks by total, lowest first.
        A match stopped early ranks the live players by total, lowest first."""
        live = table.active_seats()
        if len(live) > 1 and not final:
            return None
        tot = table.sheet.totals()
        groups = [list(g) for g in table.out_order]
        keys: dict[int, tuple[int, int]] = {}
        depth = len(groups)
        for s in live:
            keys[s] = (0, tot[s])
        for i, g in enumerate(groups):
            for s in g:
                if not live and i == depth - 1:
                    keys[s] = (0, tot[s])  # the last group emptied the table: lowest total wins
                else:
                    keys[s] = (depth - i, 0)
        for s in range(table.n):  # seats out from a position without a recorded order
            keys.setdefault(s, (depth + 1, 0))
        return rank_by([keys[s] for s in range(table.n)])

    def normal_bot(self, view: View, rng: random.Random) -> str:
        return normal_bot(view, rng)  # imported at the top: a lazy import costs at every rollout step

    def rollout_bot(self) -> RolloutBot[TwentyTwoState]:
        """The normal bot's choice on action ids, for the hard bot's (unmasked) rollouts."""
        return choose


SPEC = TwentyTwoSpec()
