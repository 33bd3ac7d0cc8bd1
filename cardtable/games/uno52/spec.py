"""Uno 52's game spec: the first dealer, blinds and deal, positions, the pots at the round's end
(uno52.md sections 3 and 6) and the match to one survivor or ``max_rounds``.

Chips are the score sheet: ``sheet.start`` holds the starting chips and each row the change of
every player's chips in that round, so ``sheet.totals()`` is the chips held between rounds.  The
common pot carries over in the table's memo (``Uno52Memo.cp``).  Chips held plus the pots never change.
"""

from __future__ import annotations

import random

from cardtable.engine.cards import Deck, build_stock
from cardtable.engine.game import GameSpec, HardSettings, Playout, RolloutBot
from cardtable.engine.mechanics.poker import winners
from cardtable.engine.position import parse_position
from cardtable.engine.rng import TableRng
from cardtable.engine.sheet import HandResult, rank_by
from cardtable.engine.state import View
from cardtable.engine.table import Memo, Table, memo_of
from cardtable.games.uno.state import NUM, PLAY

from .bot import choose as _rollout_bot
from .bot import normal_bot as _normal_bot
from .bot import playout as _playout
from .options import Uno52Options
from .position import Uno52Position, place
from .state import CLOSED_SIZE, OPEN_SIZE, Uno52State, key_name, poker_strength, tables52

FIRST_DRAW_TOP = 12
"""Cards of the shuffle that the draw for the first dealer reads without shuffling the rest when
one card per seat does not settle it (a draw needing more, a long run of ties, shuffles them all;
the same cards either way)."""


def first_dealer(rng: random.Random, seats: list[int]) -> tuple[int, list[list[tuple[int, int]]]]:
    """Each seat draws one card, the highest rank deals; the tied draw again (uno52.md 3.1).

    Action and wild cards count lowest and tie with each other.  Returns the dealer and every
    draw as ``[(seat, card), ...]`` per pass, for the record.  The cards come off the top of a
    shuffled deck; with the table's own generator only the top cards of that shuffle are worked
    out (``TableRng.shuffle_tail``: the same cards and the same generator state after it).
    """
    size = len(tables52().deck)
    if isinstance(rng, TableRng):
        start = rng.getstate()
        for k in (len(seats), FIRST_DRAW_TOP):  # one card each, as most draws need; then more
            top = rng.shuffle_tail(size, k)
            top.reverse()  # the last card is the top one, as in a shuffled list
            done = _draw_for_dealer(top, seats)
            if done is not None:
                return done
            rng.setstate(start)
    cards = list(range(size))
    rng.shuffle(cards)
    done = _draw_for_dealer(cards, seats)
    assert done is not None  # 240 cards always settle a tie between 4 seats
    return done


def _draw_for_dealer(cards: list[int], seats: list[int]) -> tuple[int, list[list[tuple[int, int]]]] | None:
    """The draw for the first dealer from ``cards`` (top last), or None if they run out first."""
    rank_of = tables52().deck.rank_of
    draws: list[list[tuple[int, int]]] = []
    tied = list(seats)
    while True:
        if len(cards) < len(tied):
            return None
        row = [(s, cards.pop()) for s in tied]
        draws.append(row)
        best = max([rank_of[c] for _, c in row])
        tied = [s for s, c in row if rank_of[c] == best]
        if len(tied) == 1:
            return tied[0], draws


class Uno52Memo(Memo):
    """What rounds leave to the next: the common pot, the draw for the first dealer (None until it
    is drawn; empty when a record chose the dealer) and the round each seat went out of chips."""

    __slots__ = ("cp", "first_draw", "out_round")

    def __init__(self) -> None:
        self.cp = 0
        self.first_draw: list[list[tuple[int, str]]] | None = None
        self.out_round: dict[int, int] = {}


class Uno52Spec(GameSpec[Uno52Options, Uno52State, Uno52Position]):
    id = "uno52"
    options_model = Uno52Options
    position_model = Uno52Position
    strength_rules = ("max_rounds=1",)  # one round, not a match to one survivor
    hard = HardSettings(soft_voids=True)  # like Uno: a player who drew most likely held nothing that fits

    def deck_for(self, options: Uno52Options) -> Deck:
        return tables52().deck

    def new_memo(self) -> Uno52Memo:
        return Uno52Memo()

    def _fresh(self, table: Table[Uno52Options]) -> Uno52State:
        opts = table.options
        st = Uno52State(opts, table.n, table.rng, table.dealer, tuple(sorted(table.eliminated)))
        st.cp = memo_of(table, Uno52Memo).cp
        return st

    def new_hand(self, table: Table[Uno52Options], deck_top: list[int] | None) -> Uno52State:
        opts = table.options
        n = table.n
        if table.sheet.start is None:
            table.sheet.start = [opts.starting_chips] * n
        memo = memo_of(table, Uno52Memo)
        if memo.first_draw is None:  # the draw for the first deal, unless a record chose the dealer
            draws: list[list[tuple[int, int]]] = []
            if table.chosen_dealer is None:
                table.dealer, draws = first_dealer(table.rng, table.active_seats())
            texts = tables52().deck.texts
            memo.first_draw = [[(s, texts[c]) for s, c in row] for row in draws]
            table.dealer_draw = memo.first_draw
        st = self._fresh(table)
        st.chips = table.sheet.totals()
        st.pay_blinds(table.dealer)
        rng = table.rng
        stock = build_stock(rng, len(st.deck), deck_top)
        order = [table.next_active(table.dealer)]
        seats = len(st.active())
        while len(order) < seats:
            order.append(table.next_active(order[-1]))
        k = len(order)
        # one card at a time from the top: the j-th seat in order gets every k-th card, taken by
        # slices rather than one pop per card
        dealt = stock[-CLOSED_SIZE * k:][::-1]
        del stock[-CLOSED_SIZE * k:]
        for j, s in enumerate(order):
            st.hands[s] += dealt[j::k]
        kind = st.T.kind
        aside: list[int] = []
        opened: list[int] = []
        i = len(stock)
        while len(opened) < OPEN_SIZE * k:  # an action or wild card is set aside and replaced
            i -= 1
            c = stock[i]
            (opened if kind[c] == NUM else aside).append(c)
        del stock[i:]
        for j, s in enumerate(order):  # the j-th seat's stacks are every k-th card from the j-th
            st.open[s] = [[c] for c in opened[j::k]]
        for c in aside:  # shuffled back into the stock
            stock.insert(rng.randrange(len(stock) + 1), c)
        while True:  # the starter: action and wild cards go back at a random place
            c = stock.pop()
            if kind[c] == NUM:
                break
            stock.insert(rng.randrange(len(stock) + 1), c)
        st.discard.append(c)
        st.colour = st.T.colour[c]
        st.stock = stock
        st.phase = PLAY
        return st

    def from_position(self, table: Table[Uno52Options], position: Uno52Position) -> Uno52State:
        """Position keys: see ``position.Uno52Position`` and docs/records.md (Uno 52)."""
        pos = parse_position(Uno52Position, position)
        opts = table.options
        memo = memo_of(table, Uno52Memo)
        memo.first_draw = []
        table.eliminated.update(pos.eliminated)
        if pos.dealer is not None:
            table.dealer = pos.dealer
        st = Uno52State(opts, table.n, table.rng, table.dealer, tuple(sorted(pos.eliminated)))
        place(st, pos, opts.starting_chips)
        memo.cp = 0  # the CP is in the round's state now
        table.sheet.start = list(st.chips)
        return st

    # -- the end of a round ------------------------------------------------------------------------
    def score_hand(self, table: Table[Uno52Options], hand: Uno52State) -> HandResult:
        """Pay the pots (uno52.md 6): BBP to OUT, SBP split among BEST (remainder to the CP), the
        CP to OUT when OUT alone is BEST.  Chips back at 0 leave the match; a lone survivor takes the CP.
        A quiet round (a search's deal) gets no note and no ``extra``: nobody reads them."""
        n = table.n
        before = table.sheet.totals()
        if hand.void:  # nobody could play or draw: the round is replayed, every chip paid goes back
            return HandResult([0] * n, void=True, note="void: nobody could play or draw")
        chips = hand.chips[:]
        out = hand.winner
        keys = hand.hand_keys()
        # by strengths: they order and tie as the values do, and cost a dict look-up each
        best = winners([None if k is None else poker_strength(k) for k in keys])
        chips[out] += hand.bbp
        share, rest = divmod(hand.sbp, len(best))
        for s in best:
            chips[s] += share
        cp = hand.cp + rest
        cp_to, cp_taken = -1, 0
        if best == [out]:
            chips[out] += cp
            cp, cp_to, cp_taken = 0, out, cp
        act = hand.active()
        gone = [s for s in act if chips[s] == 0]
        table.eliminate(gone)
        memo = memo_of(table, Uno52Memo)
        rounds = memo.out_round
        for s in gone:
            rounds[s] = len(table.sheet.rows) + 1
        alive = [s for s in act if chips[s] > 0]
        if len(alive) == 1:  # the match is won: the survivor takes the CP too
            chips[alive[0]] += cp
            cp_taken += cp
            cp, cp_to = 0, alive[0]
        memo.cp = cp
        points = [chips[s] - before[s] for s in range(n)]
        if hand.quiet:  # a search's rollout: only the chips are read (``bots.ismcts.HandValue``), and
            return HandResult(points, [out])  # naming every open hand was a twentieth of an iteration
        names = [key_name(k) for k in keys]
        extra = {
            "out": out, "best": best, "poker": names, "sbp": hand.sbp, "bbp": hand.bbp,
            "sbp_share": share, "sbp_rest": rest, "cp_before": hand.cp, "cp": cp, "cp_to": cp_to,
            "cp_taken": cp_taken, "eliminated": gone, "chips": chips,
        }
        note = f"seat {out} out; best hand: {', '.join(f'seat {s} ({names[s]})' for s in best)}"
        return HandResult(points, [out], note=note, extra=extra)

    def match_ranking(self, table: Table[Uno52Options], final: bool = False) -> list[int] | None:
        tot = table.sheet.totals()
        if not final:
            limit = table.options.max_rounds
            alive = [s for s in range(table.n) if s not in table.eliminated]
            if len(alive) > 1 and not (limit and len(table.sheet.rows) >= limit):
                return None
        rounds = memo_of(table, Uno52Memo).out_round
        # by chips; players out of chips by how long they lasted; equal keys share a place
        keys = [(tot[s], rounds.get(s, 10**9) if tot[s] == 0 else 10**9) for s in range(table.n)]
        return rank_by(keys, reverse=True)

    def bot_candidates(self, view: View) -> list[str]:
        """Moves a fair bot may make: like the normal bot, never bluff a W+4 (uno52.md 11)."""
        st = view.state
        assert isinstance(st, Uno52State)
        if st.turn != view.seat or not st.holds_colour(view.seat, st.colour):
            return list(view.legal)
        return [a for a in view.legal if not a.startswith("play W+4")] or list(view.legal)

    def normal_bot(self, view: View, rng: random.Random) -> str:
        return _normal_bot(view, rng)  # imported at the top: no import on every rollout step

    def rollout_bot(self) -> RolloutBot[Uno52State]:
        """The normal bot's choice on action ids, for the hard bot's rollouts (``bots.ismcts``)."""
        return _rollout_bot

    def playout(self) -> Playout[Uno52State]:
        """The rollouts' loop with ``rollout_bot``, fused (``bot.playout``)."""
        return _playout


SPEC = Uno52Spec()
__all__ = ["SPEC", "Uno52Spec", "first_dealer"]

