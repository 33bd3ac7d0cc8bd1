"""101's game spec: the deal, positions from records, scoring with resets and eliminations, the match.

Totals follow hundred_one.md section 6: the round score is added, then exactly 101 (and -101)
go back to 0 and a total over 101 (or below -101 with the Czech rule) eliminates.  The sheet row
holds the *change* of each total (so ``ScoreSheet.totals`` stays a plain sum); the raw round
scores and the resets are in the row's ``extra`` for the score-sheet screen.
"""

from __future__ import annotations

from cardtable.engine.cards import SUITS, Deck
from cardtable.engine.game import GameSpec
from cardtable.engine.match import HandResult, Match, build_stock, race_value
from cardtable.engine.mechanics.french_shedding import RQ, deal_round_robin
from cardtable.engine.position import PositionError
from cardtable.engine.state import State

from .bot import normal_bot as _normal_bot
from .bot import rollout_bot as _rollout_bot
from .options import PLAYERS_36, PLAYERS_52, HundredOneOptions
from .position import HundredOnePosition
from .state import COVER, DRAWN, OPEN, PHASE_NAMES, PLAY, HundredOneState, tables_for

LIMIT = 101


class HundredOneSpec(GameSpec):
    id = "hundred_one"
    name_en = "One Hundred and One"
    name_ru = "Сто одно (101)"
    blurb_en = "Match rank or suit, cover your sixes, stay under 101 points."
    blurb_ru = "Кладите карту в масть или по значению, кройте шестёрки, не наберите больше 101."
    min_players = 2
    # The class limit is the 36-card one, so that code choosing a player count before the options
    # (the generic property tests) stays valid; ``check_players`` and ``max_players_for`` give 8
    # for the alternative 52-card game.
    max_players = PLAYERS_36
    max_players_alternative = PLAYERS_52
    default_players = 4
    options_model = HundredOneOptions
    position_model = HundredOnePosition

    def max_players_for(self, options: HundredOneOptions) -> int:
        return options.max_players

    def check_players(self, n: int, options: HundredOneOptions) -> None:  # type: ignore[override]
        hi = options.max_players
        if not self.min_players <= n <= hi:
            extra = "" if options.alternative_101 else " (up to 8 with alternative_101=on)"
            raise ValueError(f"{self.name_en} is for {self.min_players}-{hi} players, not {n}{extra}")

    def deck_for(self, options: HundredOneOptions) -> Deck:  # type: ignore[override]
        return tables_for(options).deck

    def _fresh(self, match: Match) -> HundredOneState:
        out = 0
        for s in match.eliminated:
            out |= 1 << s
        return HundredOneState(match.options, match.n, match.rng, match.dealer, out)  # type: ignore[arg-type]

    def new_hand(self, match: Match, deck_top: list[int] | None) -> State:
        st = self._fresh(match)
        st.stock = build_stock(match.rng, len(st.deck), deck_top)
        deal_round_robin(st.hands, st.stock, match.active_seats(), match.dealer, st.opts.deal_size)
        st.turn = match.dealer
        st.phase = OPEN
        return st

    def from_position(self, match: Match, position: HundredOnePosition) -> State:  # type: ignore[override]
        """Lay out a validated position (keys in docs/records.md, "One Hundred and One"); cards
        not placed go under the given stock in random order."""
        for s in position.eliminated:
            match.eliminated.add(s)
            match.memo.setdefault("out_order", []).append((0, s, 0))
        st = self._fresh(match)
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
            st.turn = match.dealer if st.phase == OPEN else match.next_active(match.dealer)
        return st

    # -- scoring ---------------------------------------------------------------------------------
    def score_hand(self, match: Match, hand: State) -> HandResult:
        assert isinstance(hand, HundredOneState)
        opts: HundredOneOptions = match.options  # type: ignore[assignment]
        raw = hand.round_scores()
        before = match.sheet.totals()
        after = list(before)
        notes: list[str] = []
        resets: list[int] = []
        for s in match.active_seats():
            t = before[s] + raw[s]
            if t == LIMIT and opts.exact_101_reset or t == -LIMIT and opts.exact_minus_101_reset:
                notes.append(f"seat {s}: {t} -> 0")
                resets.append(s)
                t = 0
            after[s] = t
        out = self.eliminations(match, after)
        for s in out:
            notes.append(f"seat {s} is out with {after[s]}")
        points = [after[s] - before[s] for s in range(match.n)]
        return HandResult(points, [hand.winner], note="; ".join(notes),
                          extra={"raw": raw, "resets": resets, "eliminated": out})

    def eliminations(self, match: Match, totals: list[int]) -> list[int]:
        """Seats whose new total puts them out; recorded in ``match.eliminated`` with the round."""
        opts: HundredOneOptions = match.options  # type: ignore[assignment]
        out = [s for s in match.active_seats()
               if totals[s] > LIMIT or (opts.czech_below_minus_101_out and totals[s] < -LIMIT)]
        order = match.memo.setdefault("out_order", [])
        for s in out:
            match.eliminated.add(s)
            order.append((match.hand_no, s, totals[s]))
        return out

    def match_ranking(self, match: Match, final: bool = False) -> list[int] | None:
        """Winner first, then the eliminated in reverse order of elimination (same round: smaller
        |total| first); a stopped match ranks the live players by total, lowest first."""
        live = match.active_seats()
        last_winner = match.sheet.rows[-1].winners[0] if match.sheet.rows else -1
        if len(live) > 1 and not final:
            return None
        tot = match.sheet.totals()
        keys: dict[int, tuple] = {}
        if live:
            for s in live:
                keys[s] = (0, 0, tot[s])
        else:  # everybody went out in the same round (Czech rule): that round's winner wins
            keys[last_winner] = (0, 0, 0)
        for hand_no, s, total in match.memo.get("out_order", []):
            if s not in keys:
                keys[s] = (1, -hand_no, abs(total))
        places: dict[tuple, int] = {}
        for i, k in enumerate(sorted(keys.values())):  # a tie shares the place of its first
            places.setdefault(k, i + 1)
        return [places[keys[s]] for s in range(match.n)]

    def next_dealer(self, match: Match, hand: State) -> int:
        assert isinstance(hand, HundredOneState)
        if match.options.next_dealer == "winner" and hand.winner >= 0:  # type: ignore[attr-defined]
            w = hand.winner
            return w if w not in match.eliminated else match.next_active(w)
        return match.next_active(match.dealer)

    def hard_value(self, match: Match, res: HandResult) -> list[float]:
        """What a finished round is worth to each seat *for the match*, for the hard bot's search
        (``match`` is its light match: the real totals as the start, this round as the only row).
        A 101 match is won by staying under the line: a round that puts a player over 101 is the
        worst outcome for him, whatever the round's own points (``engine.match.race_value``)."""
        return race_value(self.match_ranking(match, final=False), match.eliminated, match.sheet.totals(), LIMIT)

    def normal_bot(self, view, rng):
        return _normal_bot(view, rng)  # imported at the top: a lazy import cost ~2 us per rollout step

    rollout_bot = staticmethod(_rollout_bot)
    """The normal bot's choice on action ids, for the hard bot's rollouts (``bots.ismcts``)."""


SPEC = HundredOneSpec()
__all__ = ["SPEC", "HundredOneSpec", "PLAY", "COVER", "DRAWN"]

HundredOneState.spec = SPEC
