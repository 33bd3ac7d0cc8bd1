"""Twenty-Two's game spec: the first dealer by drawing, the short pack, scoring piles carried from hand
to hand, the loser deals (hand size = his card's value), elimination with the eliminated dealer
dealing once, and the ranking in reverse order of elimination (twenty_two.md sections 2 and 6).

The sheet row holds each seat's penalty for the hand (so ``ScoreSheet.totals`` is the running
total); ``extra`` names the losers, their cards, who went out and the next hand's size.
"""

from __future__ import annotations

from typing import Any

from cardtable.engine.cards import Deck
from cardtable.engine.game import GameSpec
from cardtable.engine.match import HandResult, Match, build_stock, rank_by
from cardtable.engine.state import State

from .options import PLAYERS_1, PLAYERS_2, TwentyTwoOptions
from .position import TwentyTwoPosition, build
from .state import VALUE, TwentyTwoState, deck_for


def draw_for_dealer(match: Match, deck: Deck) -> tuple[int, list[list[tuple[int, int]]]]:
    """Every player draws a card, the highest rank deals, tied highest players draw again (section 2).
    Returns the dealer and the rounds drawn as (seat, card) lists, for the log."""
    pack = list(range(len(deck)))
    match.rng.shuffle(pack)
    rank = deck.rank_of
    drawing = list(range(match.n))
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


class TwentyTwoSpec(GameSpec):
    id = "twenty_two"
    name_en = "Twenty-Two"
    name_ru = "«22» (Двадцать два)"
    blurb_en = "Head the trick or duck with your lowest; whoever wins the last trick pays its card."
    blurb_ru = "Перебивайте или сбрасывайте младшие; взявший последнюю взятку платит её картой."
    min_players = 2
    # the class limit is the one-pack limit, so code choosing a player count before the options (the
    # generic property tests) stays valid; ``check_players`` allows 8 with ``decks=2``
    max_players = PLAYERS_1
    default_players = 4
    options_model = TwentyTwoOptions
    position_model = TwentyTwoPosition
    # two players to 11: one or a few hands (an ace loses at once); the table also counts hands
    strength_rules = ("elimination_score=11",)

    def check_players(self, n: int, options: TwentyTwoOptions) -> None:  # type: ignore[override]
        hi = options.max_players
        if not self.min_players <= n <= hi:
            extra = "" if options.decks == 2 else f" (up to {PLAYERS_2} with decks=2)"
            raise ValueError(f"{self.name_en} is for {self.min_players}-{hi} players, not {n}{extra}")

    def max_players_for(self, options: TwentyTwoOptions) -> int:
        return options.max_players

    def deck_for(self, options: TwentyTwoOptions) -> Deck:  # type: ignore[override]
        return deck_for(options)

    # -- hands ------------------------------------------------------------------------------------
    def new_hand(self, match: Match, deck_top: list[int] | None) -> State:
        opts: TwentyTwoOptions = match.options  # type: ignore[assignment]
        deck = deck_for(opts)
        first_draw: list = []
        if match.hand_no == 1 and not match.sheet.rows and match.chosen_dealer is None:
            match.dealer, first_draw = draw_for_dealer(match, deck)
            match.dealer_draw = [[(s, deck.text(c)) for s, c in r] for r in first_draw]
        piles = match.memo.get("piles")
        st = TwentyTwoState(opts, match.n, match.rng, match.dealer, match.active_seats(), piles)
        st.first_draw = first_draw
        out = {c for p in st.piles for c in p}
        st.stock = build_stock(match.rng, len(deck), deck_top, exclude=out)
        st.deal(match.memo.get("next_size", opts.first_deal_size))
        return st

    def from_position(self, match: Match, position: dict[str, Any]) -> State:
        """Keys in ``position.py`` and docs/records.md."""
        st = build(match, position)
        match.memo["piles"] = [p[:] for p in st.piles]
        return st

    # -- scoring ----------------------------------------------------------------------------------
    def score_hand(self, match: Match, hand: State) -> HandResult:
        assert isinstance(hand, TwentyTwoState)
        opts: TwentyTwoOptions = match.options  # type: ignore[assignment]
        points = hand.hand_scores() or [0] * match.n
        before = match.sheet.totals()
        rank = hand.deck.rank_of
        piles = [p[:] for p in hand.piles]
        out = [s for s in hand.losers if before[s] + points[s] >= opts.elimination_score]
        for s in out:
            match.eliminated.add(s)
            if opts.eliminated_cards_return:
                piles[s] = []
        if out:
            match.memo.setdefault("out_order", []).append(out)
        match.memo["piles"] = piles
        match.memo["next_size"] = VALUE[rank[hand.lost_card]]
        winners = [s for s in hand.seats if s not in hand.losers]
        deck = hand.deck
        cards = [deck.text(hand.piles[s][-1]) for s in hand.losers]
        note = ", ".join(f"seat {s} +{points[s]} ({c})" for s, c in zip(hand.losers, cards, strict=True))
        if out:
            note += "; out: " + ", ".join(f"seat {s}" for s in out)
        return HandResult(points, winners, note=note, extra={
            "losers": list(hand.losers), "cards": cards, "eliminated": out,
            "next_size": match.memo["next_size"], "dealer": hand.dealer})

    def next_dealer(self, match: Match, hand: State) -> int:
        """The loser deals (with ``all_score``, the last of the losers), eliminated or not."""
        assert isinstance(hand, TwentyTwoState)
        return hand.losers[-1]

    def match_ranking(self, match: Match, final: bool = False) -> list[int] | None:
        """The last player left wins; the others rank in reverse order of elimination (a group out
        together shares a place).  A table emptied at once: that group ranks by total, lowest first.
        A match stopped early ranks the live players by total, lowest first."""
        live = match.active_seats()
        if len(live) > 1 and not final:
            return None
        tot = match.sheet.totals()
        groups = [list(g) for g in match.memo.get("out_order", [])]
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
        for s in range(match.n):  # seats out from a position without a recorded order
            keys.setdefault(s, (depth + 1, 0))
        return rank_by([keys[s] for s in range(match.n)])

    def normal_bot(self, view, rng):
        from .bot import normal_bot

        return normal_bot(view, rng)


SPEC = TwentyTwoSpec()
TwentyTwoState.spec = SPEC
