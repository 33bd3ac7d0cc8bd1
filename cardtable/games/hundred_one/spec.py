"""101's game spec: the deal, positions from records, scoring with resets and eliminations, the match.

Totals follow hundred_one.md section 6: the round score is added, then exactly 101 (and -101)
go back to 0 and a total over 101 (or below -101 with the Czech rule) eliminates.  The sheet row
holds the *change* of each total (so ``ScoreSheet.totals`` stays a plain sum); the raw round
scores and the resets are in the row's ``extra`` for the score-sheet screen.
"""

from __future__ import annotations

import random

from cardtable.engine.cards import SUITS, Deck, build_stock
from cardtable.engine.game import GameSpec, HardSettings, Race, RolloutBot
from cardtable.engine.mechanics.french_shedding import RQ, deal_round_robin
from cardtable.engine.position import PositionError
from cardtable.engine.sheet import HandResult
from cardtable.engine.state import View
from cardtable.engine.table import Memo, Table, memo_of

from .bot import normal_bot as _normal_bot
from .bot import rollout_bot as _rollout_bot
from .options import HundredOneOptions
from .position import HundredOnePosition
from .state import COVER, DRAWN, OPEN, PHASE_NAMES, PLAY, HundredOneState, tables_for

LIMIT = 101


class HundredOneMemo(Memo):
    """Who went out, in order: ``(hand_no, seat, total)`` (hand 0: out in a record's position);
    the ranking puts the later out above the earlier, a smaller |total| first within a round."""

    __slots__ = ("out",)

    def __init__(self) -> None:
        self.out: list[tuple[int, int, int]] = []


class HundredOneSpec(GameSpec[HundredOneOptions, HundredOneState, HundredOnePosition]):
    id = "hundred_one"
    options_model = HundredOneOptions
    position_model = HundredOnePosition
    hard = HardSettings(by_match=True)  # a round that puts a player out weighs more than its points

    def players_for(self, options: HundredOneOptions) -> tuple[int, int]:
        return 2, options.max_players  # 6 with 36 cards, 8 with the alternative 52-card game

    def players_note(self, n: int, options: HundredOneOptions) -> str:
        return "" if options.alternative_101 else " (up to 8 with alternative_101=on)"

    def new_memo(self) -> HundredOneMemo:
        return HundredOneMemo()

    def deck_for(self, options: HundredOneOptions) -> Deck:
        return tables_for(options).deck

    def _fresh(self, table: Table[HundredOneOptions]) -> HundredOneState:
        out = 0
        for s in table.eliminated:
            out |= 1 << s
        return HundredOneState(table.options, table.n, table.rng, table.dealer, out)

    def new_hand(self, table: Table[HundredOneOptions], deck_top: list[int] | None) -> HundredOneState:
        st = self._fresh(table)
        st.stock = build_stock(table.rng, len(st.deck), deck_top)
        deal_round_robin(st.hands, st.stock, table.active_seats(), table.dealer, st.opts.deal_size)
        st.turn = table.dealer
        st.phase = OPEN
        return st

    def from_position(self, table: Table[HundredOneOptions], position: HundredOnePosition) -> HundredOneState:
        """Lay out a validated position (keys in docs/records.md, "One Hundred and One"); cards
        not placed go under the given stock in random order."""
        if position.eliminated:
            table.eliminate(list(position.eliminated))
            memo_of(table, HundredOneMemo).out += [(0, s, 0) for s in position.eliminated]
        st = self._fresh(table)
        st.place_piles(position)
        phase = position.phase or ("play" if st.discard else "open")
        st.phase = PHASE_NAMES.index(phase)
        if st.discard and st.T.rank[st.discard[-1]] == RQ:  # a queen on top needs its named suit
            if position.suit is None:
                raise PositionError("suit", "a queen on top needs a 'suit' (s, h, d or c)")
            st.suit = SUITS.index(position.suit)
        if position.turn is not None:
            st.turn = position.turn
        else:
            st.turn = table.dealer if st.phase == OPEN else table.next_active(table.dealer)
        return st

    # -- scoring ---------------------------------------------------------------------------------
    def score_hand(self, table: Table[HundredOneOptions], hand: HundredOneState) -> HandResult:
        opts = table.options
        raw = hand.round_scores()
        before = table.sheet.totals()
        after = list(before)
        notes: list[str] = []
        resets: list[int] = []
        for s in table.active_seats():
            t = before[s] + raw[s]
            if t == LIMIT and opts.exact_101_reset or t == -LIMIT and opts.exact_minus_101_reset:
                notes.append(f"seat {s}: {t} -> 0")
                resets.append(s)
                t = 0
            after[s] = t
        out = self.eliminations(table, after)
        for s in out:
            notes.append(f"seat {s} is out with {after[s]}")
        points = [after[s] - before[s] for s in range(table.n)]
        return HandResult(points, [hand.winner], note="; ".join(notes),
                          extra={"raw": raw, "resets": resets, "eliminated": out})

    def eliminations(self, table: Table[HundredOneOptions], totals: list[int]) -> list[int]:
        """Seats whose new total puts them out; recorded in ``table.eliminated`` with the round."""
        opts = table.options
        out = [s for s in table.active_seats()
               if totals[s] > LIMIT or (opts.czech_below_minus_101_out and totals[s] < -LIMIT)]
        table.eliminate(out)
        memo_of(table, HundredOneMemo).out += [(table.hand_no, s, totals[s]) for s in out]
        return out

    def match_ranking(self, table: Table[HundredOneOptions], final: bool = False) -> list[int] | None:
        """Winner first, then the eliminated in reverse order of elimination (same round: smaller
        |total| first); a stopped match ranks the live players by total, lowest first."""
        live = table.active_seats()
        last_winner = table.sheet.rows[-1].winners[0] if table.sheet.rows else -1
        if len(live) > 1 and not final:
            return None
        tot = table.sheet.totals()
        keys: dict[int, tuple] = {}
        if live:
            for s in live:
                keys[s] = (0, 0, tot[s])
        else:  # everybody went out in the same round (Czech rule): that round's winner wins
            keys[last_winner] = (0, 0, 0)
        for hand_no, s, total in memo_of(table, HundredOneMemo).out:
            if s not in keys:
                keys[s] = (1, -hand_no, abs(total))
        places: dict[tuple, int] = {}
        for i, k in enumerate(sorted(keys.values())):  # a tie shares the place of its first
            places.setdefault(k, i + 1)
        return [places[keys[s]] for s in range(table.n)]

    def next_dealer(self, table: Table[HundredOneOptions], hand: HundredOneState) -> int:
        if table.options.next_dealer == "winner" and hand.winner >= 0:
            w = hand.winner
            return w if w not in table.eliminated else table.next_active(w)
        return table.next_active(table.dealer)

    def race(self, table: Table[HundredOneOptions], result: HandResult) -> Race:
        """Where a finished round leaves the match, for the hard bot's search (``table`` is its
        light table: the real totals as the start, this round as the only row).  A 101 match is
        won by staying under the line: a round that puts a player over 101 is the worst outcome
        for him, whatever the round's own points (``bots.values.race_value``)."""
        return Race(self.match_ranking(table, final=False), frozenset(table.eliminated), table.sheet.totals(), LIMIT)

    def normal_bot(self, view: View, rng: random.Random) -> str:
        return _normal_bot(view, rng)  # imported at the top: a lazy import cost ~2 us per rollout step

    def rollout_bot(self) -> RolloutBot[HundredOneState]:
        """The normal bot's choice on action ids, for the hard bot's (unmasked) rollouts."""
        return _rollout_bot


SPEC = HundredOneSpec()
__all__ = ["SPEC", "HundredOneSpec", "PLAY", "COVER", "DRAWN"]

