"""Uno's game spec: the deal, positions from records, scoring (uno.md section 6) and the match."""

from __future__ import annotations

import random
from typing import Any

from cardtable.engine.cards import Deck, build_stock
from cardtable.engine.game import GameSpec, HardSettings, RolloutBot
from cardtable.engine.position import PositionError
from cardtable.engine.sheet import HandResult, rank_by
from cardtable.engine.state import View
from cardtable.engine.table import Memo, Table, memo_of

from .bot import choose as _rollout_bot
from .bot import normal_bot as _normal_bot
from .options import UnoOptions
from .position import UnoPosition
from .state import DP1, DP2, DRAWN, NUM, PENALTY_OF, PENDING, PLAY, UnoState, tables_for

HAND_SIZE = 7


class UnoMemo(Memo):
    """Lazy scoring: the last hand's winner leads the next one and its loser deals it."""

    __slots__ = ("lead", "loser")

    def __init__(self) -> None:
        self.lead: int | None = None
        self.loser: int | None = None


class UnoSpec(GameSpec[UnoOptions, UnoState, UnoPosition]):
    id = "uno"
    # 250 iterations (the default) tied with the normal bot over 2,000 two-player hands: 400,
    # every root move on the same deals (sweep: plain ISMCTS at 1,000 iterations tied with the
    # normal bot), dealing a player who drew no card that fits (most don't; README, Bots).
    # 1,200 iterations: over 300 paired hands 63.0% against 54.7% at 400 (+8.3 +- 7.1 points)
    hard = HardSettings(iterations=1200, sweep=True, soft_voids=True)
    strength_rules = ("scoring=lazy", "rounds_limit=1")  # one hand, not a match to 500
    options_model = UnoOptions
    position_model = UnoPosition

    def deck_for(self, options: UnoOptions) -> Deck:
        return tables_for(options).deck

    def new_memo(self) -> UnoMemo:
        return UnoMemo()

    def _fresh(self, table: Table[UnoOptions]) -> UnoState:
        opts = table.options
        st = UnoState(opts, table.n, table.rng, table.dealer)
        lead = memo_of(table, UnoMemo).lead
        if opts.scoring == "lazy" and lead is not None:
            st.turn = lead
        return st

    def new_hand(self, table: Table[UnoOptions], deck_top: list[int] | None) -> UnoState:
        st = self._fresh(table)
        rng = table.rng
        stock = build_stock(rng, len(st.deck), deck_top)
        n = table.n
        # one card at a time from the top, starting left of the dealer: seat k-th from the dealer
        # gets every n-th card from the top, taken by slices rather than HAND_SIZE * n pops
        dealt = stock[-HAND_SIZE * n:][::-1]
        del stock[-HAND_SIZE * n:]
        for k in range(1, n + 1):
            st.hands[(table.dealer + k) % n] += dealt[k - 1::n]
        if st.opts.first_card == "number_only":
            kind = st.T.kind
            while True:
                c = stock.pop()
                if kind[c] == NUM:
                    break
                stock.insert(rng.randrange(len(stock) + 1), c)
            st.discard.append(c)
            st.colour = st.T.colour[c]
        st.stock = stock
        return st

    def from_position(self, table: Table[UnoOptions], position: UnoPosition) -> UnoState:
        """Lay out a validated position (keys in docs/records.md, "Uno positions"); cards not
        placed go under the given stock in random order."""
        st = self._fresh(table)
        st.place_piles(position)
        if st.discard:
            top = st.discard[-1]
            col = position.colour_index()
            if col is None:
                col = st.T.colour[top]
            if col < 0:
                raise PositionError("colour", "a black top card needs the colour called for it")
            st.colour = col
        if position.turn is not None:
            st.turn = position.turn
        st.direction = position.direction
        st.last_player = position.last_player
        st.rw_open = st.last_player >= 0
        if position.refill is not None and st.refill:
            st.refill = list(position.refill)
        st.phase = PLAY
        if position.pending:
            kind = st.T.kind[st.discard[-1]]
            if kind not in PENALTY_OF:
                raise PositionError("pending", f"{st.deck.text(st.discard[-1])} on top is not a penalty card")
            st.pending_n = position.pending
            st.pending_kind = PENALTY_OF[kind]
            st.phase = PENDING
        return st

    # -- scoring ---------------------------------------------------------------------------------
    def score_hand(self, table: Table[UnoOptions], hand: UnoState) -> HandResult:
        n = table.n
        if hand.void:
            return HandResult([0] * n, void=True, note="void: nobody could play or draw")
        opts = table.options
        w = hand.winner
        values = [hand.hand_value(s) for s in range(n)]
        # play_to_last: the finishing order; everyone out holds nothing, so the sums below charge
        # only the last player, as uno.md L says
        order = hand.out + [s for s in range(n) if s not in hand.out]
        extra: dict[str, Any] = {"values": values, "order": order}
        if opts.scoring == "winner_takes":
            pts = [0] * n
            pts[w] = sum(values)
            return HandResult(pts, [w], extra=extra)
        if opts.scoring == "own_points":
            values = values[:]
            values[w] = 0
            if opts.h2o_bonus and hand.last_card >= 0:
                values[w] -= {DP1: 20, DP2: 40}.get(hand.T.kind[hand.last_card], 0)
            return HandResult(values, [w], extra=extra)
        # lazy: one round win to the winner; the loser is the worst hand
        others = [(s - w) % n for s in range(n)]
        loser = max(
            (s for s in range(n) if s != w),
            key=lambda s: (values[s], len(hand.hands[s]), -others[s]),
        )
        pts = [0] * n
        pts[w] = 1
        memo = memo_of(table, UnoMemo)
        memo.lead = w
        memo.loser = loser
        extra["loser"] = loser
        return HandResult(pts, [w], note=f"loser: seat {loser}", extra=extra)

    def match_ranking(self, table: Table[UnoOptions], final: bool = False) -> list[int] | None:
        opts = table.options
        tot = table.sheet.totals()
        if opts.scoring == "winner_takes":
            if final or max(tot) >= opts.target:
                return rank_by(tot, reverse=True)
        elif opts.scoring == "own_points":
            if final or max(tot) >= opts.target:
                return rank_by(tot)
        else:
            if final or (opts.rounds_limit and len(table.sheet.rows) >= opts.rounds_limit):
                return rank_by(tot, reverse=True)
        return None

    def next_dealer(self, table: Table[UnoOptions], hand: UnoState) -> int:
        loser = memo_of(table, UnoMemo).loser
        if table.options.scoring == "lazy" and loser is not None:
            return loser
        return table.next_active(table.dealer)

    def bot_candidates(self, view: View) -> list[str]:
        """Moves a fair bot may make: the hard bot, like normal, never bluffs a W+4 (uno.md 11)."""
        st = view.state
        assert isinstance(st, UnoState)
        if st.phase not in (PLAY, DRAWN) or st.turn != view.seat or not st.holds_colour(view.seat, st.colour):
            return list(view.legal)
        return [a for a in view.legal if not a.startswith("play W+4")]

    def normal_bot(self, view: View, rng: random.Random) -> str:
        return _normal_bot(view, rng)  # imported at the top: a lazy import cost ~2 us per rollout step

    def rollout_bot(self) -> RolloutBot[UnoState]:
        """The normal bot's choice on action ids, for the hard bot's rollouts (``bots.ismcts``): the
        state unmasked, no events seen (what ``normal_bot`` gets on a bare rollout view).  The search
        hands it this game's states only."""
        return _rollout_bot


SPEC = UnoSpec()
__all__ = ["SPEC", "UnoSpec", "tables_for", "PLAY"]
