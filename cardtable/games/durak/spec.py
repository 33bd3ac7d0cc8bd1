"""Durak's game spec: the deal, positions from records, rating (durak.md section 6) and the match."""

from __future__ import annotations

import random

from cardtable.engine.cards import SUITS, Deck, build_stock
from cardtable.engine.french import lowest_trump
from cardtable.engine.game import GameSpec, HardSettings, RolloutBot
from cardtable.engine.position import PositionError
from cardtable.engine.sheet import HandResult, rank_by
from cardtable.engine.state import View
from cardtable.engine.table import Memo, Table, memo_of

from .bot import normal_bot as _normal_bot
from .bot import rollout_bot as _rollout_bot
from .options import DurakOptions
from .position import DurakPosition
from .state import HAND_SIZE, TABLES, DurakState


class DurakMemo(Memo):
    """The last deal's durak: he deals the next one (and, under_durak, his right hand attacks)."""

    __slots__ = ("durak",)

    def __init__(self) -> None:
        self.durak = -1


class DurakSpec(GameSpec[DurakOptions, DurakState, DurakPosition]):
    id = "durak"
    options_model = DurakOptions
    position_model = DurakPosition
    # hard vs normal over 200 paired games: 58.8% at 250 iterations, 65.8% at 1,000 (the worst
    # move 0.5 s of CPU two-handed on this 2-core machine; the table's 0.8 s clock caps it anyway)
    hard = HardSettings(iterations=1000)

    def deck_for(self, options: DurakOptions) -> Deck:
        return TABLES.deck

    def new_memo(self) -> DurakMemo:
        return DurakMemo()

    def players_for(self, options: DurakOptions) -> tuple[int, int]:
        return 2, options.max_players  # 5-6 with players_extended

    def players_note(self, n: int, options: DurakOptions) -> str:
        return "" if options.max_players == 6 else "; 5-6 players need the house rule players_extended=true"

    # -- dealing ---------------------------------------------------------------------------------
    def new_hand(self, table: Table[DurakOptions], deck_top: list[int] | None) -> DurakState:
        st = DurakState(table.options, table.n, table.rng, table.dealer)
        stock = build_stock(table.rng, len(st.deck), deck_top)
        n = table.n
        # one card at a time clockwise from the dealer's left, off the top (the end of the list):
        # the seat k places after the dealer gets the k-th, (n+k)-th, ... cards from the top,
        # taken here by slices of the top HAND_SIZE * n cards instead of a loop of pops
        dealt = stock[:-HAND_SIZE * n - 1:-1]  # top first
        del stock[-HAND_SIZE * n:]
        for k in range(1, n + 1):
            st.hands[(table.dealer + k) % n] = dealt[k - 1::n]
        if stock:
            tc = stock.pop()
            stock.insert(0, tc)  # face up under the stock: drawn last
        else:
            tc = st.hands[table.dealer][-1]  # six players: the dealer's last card, shown
        st.stock = stock
        st.trump_card = tc
        st.trump = st.deck.suit_of[tc]
        st.publish([tc])
        self._first_bout(table, st)
        return st

    def _first_bout(self, table: Table[DurakOptions], st: DurakState, attacker: int | None = None) -> None:
        """Who opens the deal: given, under the last durak, the lowest trump, or the dealer's left.

        No events are emitted here (the match logs a deal's start itself); the shown lowest trump
        is public through ``st.shown`` and ``known``.
        """
        opts = table.options
        if attacker is None and opts.next_deal_first_attack == "under_durak":
            durak = memo_of(table, DurakMemo).durak
            if durak >= 0:
                attacker = (durak - 1) % st.n  # his right-hand neighbour: the durak defends first
        if attacker is None:
            low = lowest_trump(st.deck, st.hands, st.trump)
            if low is not None:
                attacker, st.shown = low
                st.publish([st.shown])
            else:
                attacker = st.next_active(st.dealer)
        st.open_bout(attacker)

    def from_position(self, table: Table[DurakOptions], position: DurakPosition) -> DurakState:
        """Build a deal from a validated position (keys in docs/records.md, "Durak positions")."""
        st = DurakState(table.options, table.n, table.rng, table.dealer)
        deck = st.deck
        hands, discard, top = position.place(deck)
        st.hands = hands
        st.discard = discard
        used = {c for h in hands for c in h} | set(discard) | set(top)
        tc = position.trump_card(deck)
        st.trump = SUITS.index(position.trump) if tc < 0 else deck.suit_of[tc]
        if tc in top and top[-1] != tc:
            raise PositionError("stock", "the turned trump card lies at the bottom of the stock: list it last")
        free = [c for c in range(len(deck)) if c not in used and c != tc]
        table.rng.shuffle(free)
        rest = position.rest
        below = free if rest == "stock" else []
        if rest == "discard":
            st.discard += free
        in_stock = tc >= 0 and (tc in top or (tc not in used and (rest == "stock" or bool(top))))
        if tc >= 0 and tc not in used and not in_stock:
            st.discard.append(tc)  # drawn and played long ago
        st.stock = ([tc] if in_stock else []) + below + [c for c in top if c != tc][::-1]
        st.trump_card = tc
        st.publish(st.discard + ([tc] if tc >= 0 else []) + position.known_cards(deck, hands))
        st.first_bout = position.first_bout
        for i, s in enumerate(position.out):
            st.steps = i  # listed order is the order they went out
            st._go_out([s])
        st.steps = len(position.out)
        if not st.stock:
            empty = [s for s in range(st.n) if not st.hands[s] and not st.outs >> s & 1]
            st._go_out(empty)
        if sum(1 for h in st.hands if h) < 2:
            raise PositionError("hands", "the position is already over: fewer than two players hold cards")
        self._first_bout(table, st, position.attacker)
        return st

    # -- scoring ---------------------------------------------------------------------------------
    def score_hand(self, table: Table[DurakOptions], hand: DurakState) -> HandResult:
        pts = hand.rating()
        top = max(pts)
        winners = [s for s in range(table.n) if pts[s] == top and top == 2]
        durak = hand.durak
        memo_of(table, DurakMemo).durak = durak
        if hand.timed_out >= 0:
            note = f"seat {durak} ran out of time: durak"
        elif durak >= 0:
            note = f"durak: seat {durak}"
        else:
            note = "draw"
        extra = {"durak": durak, "out_order": list(hand.out_order), "first_out": hand.first_out(),
                 "tie": hand.tie, "timeout": hand.timed_out}
        return HandResult(pts, winners, note=note, extra=extra)

    def match_ranking(self, table: Table[DurakOptions], final: bool = False) -> list[int] | None:
        opts = table.options
        if final or len(table.sheet.rows) >= opts.deals_per_match:
            return rank_by(table.sheet.totals(), reverse=True)
        return None

    def next_dealer(self, table: Table[DurakOptions], hand: DurakState) -> int:
        """The durak deals the next deal; after a draw the deal passes to the left."""
        durak = memo_of(table, DurakMemo).durak
        if durak >= 0:
            return durak
        return table.next_active(table.dealer)

    def normal_bot(self, view: View, rng: random.Random) -> str:
        return _normal_bot(view, rng)  # imported at the top: a lazy import cost ~2 us per rollout step

    def rollout_bot(self) -> RolloutBot[DurakState]:
        """The normal bot's choice on action ids, for the hard bot's (unmasked) rollouts.  Typed on
        ``DurakState`` (the search hands it this game's states only), with no narrowing inside:
        it runs at every rollout step."""
        return _rollout_bot


SPEC = DurakSpec()
__all__ = ["SPEC", "DurakSpec"]
