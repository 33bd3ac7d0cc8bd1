"""Mini Family's game spec: the deal of each mode, positions, scoring and the match (families.md 3, 6).

Ask mode: one hand is the match (the spec names no target); the families laid down are the
hand's points and the ranking.  Kukareku: each hand has one winner and, with the signal, one or
more losers who get a «Кукареку» mark (the sheet's points are the marks; the wins are the row's
winners); ``kukareku_limit`` hands go on until someone has that many marks (or, without the
signal, wins).
"""

from __future__ import annotations

from typing import Any

from cardtable.engine.cards import Deck
from cardtable.engine.game import GameSpec
from cardtable.engine.match import HandResult, Match, build_stock, rank_by
from cardtable.engine.position import PositionError, parse_position
from cardtable.engine.state import State

from . import ask, kukareku
from .options import FamiliesOptions
from .position import FamiliesPosition, check_common, place_ask, place_kukareku
from .state import DECKS, NFAM, FamiliesState, family_cards


class FamiliesSpec(GameSpec):
    id = "families"
    name_en = "Mini Family / Cock-a-doodle-doo"
    name_ru = "Мини семья / Кукареку"
    blurb_en = "Collect whole families by asking, or pass cards and be quick to copy the secret signal."
    blurb_ru = "Собирайте семьи, спрашивая у других, или передавайте карточки и не прозевайте тайный знак."
    # Class limits valid for both modes, so code choosing a seat count before the options stays
    # valid; ``check_players`` gives each mode's own range (ask 2-5, kukareku 3-7).
    min_players = 3
    max_players = 5
    default_players = 4
    options_model = FamiliesOptions
    position_model = FamiliesPosition
    hard_iterations = 200
    # the normal bot's ask stands unless the search beats it by a standard error: a search alone
    # tied with it (paired on the table's first 291 hands: 51.5% alone, 56.4% with the bar)
    hard_trust = 1.0
    strength_rules = ("mode=ask",)

    def min_players_for(self, options: FamiliesOptions) -> int:
        return options.players_range[0]

    def max_players_for(self, options: FamiliesOptions) -> int:
        return options.players_range[1]

    def check_players(self, n: int, options: FamiliesOptions) -> None:  # type: ignore[override]
        lo, hi = options.players_range
        if not lo <= n <= hi:
            raise ValueError(f"{self.name_en} ({options.mode}) is for {lo}-{hi} players, not {n}")

    def deck_for(self, options: FamiliesOptions) -> Deck:  # type: ignore[override]
        return DECKS[options.deck_style]

    def new_hand(self, match: Match, deck_top: list[int] | None) -> State:
        opts: FamiliesOptions = match.options  # type: ignore[assignment]
        st = FamiliesState(opts, match.n, match.rng, match.dealer)
        if opts.mode == "ask":
            ask.deal(st, kukareku.from_left(st), build_stock(match.rng, len(st.deck), deck_top))
            return st
        n = match.n
        if opts.family_pick == "random" and opts.deck_style == "families":
            fams = sorted(match.rng.sample(range(NFAM), n))
        else:
            fams = list(range(n))
        in_play = {c for f in fams for c in family_cards(f)}
        top = [c for c in (deck_top or []) if c in in_play]
        cards = build_stock(match.rng, len(st.deck), top, exclude=set(range(len(st.deck))) - in_play)
        kukareku.deal(st, fams, cards)
        return st

    def from_position(self, match: Match, position: dict[str, Any]) -> State:
        """Position keys: see ``position.py`` and docs/records.md."""
        p = parse_position(FamiliesPosition, position)
        n = match.n
        check_common(p, n)
        opts: FamiliesOptions = match.options  # type: ignore[assignment]
        st = FamiliesState(opts, n, match.rng, match.dealer)
        if opts.mode == "ask":
            place_ask(st, p)
            if ask.game_over(st):
                raise PositionError("laid", "the game is already over")
            if p.target is None:
                ask.settle(st)
        else:
            for key in ("stock", "laid", "turn", "target"):
                if getattr(p, key) is not None:
                    raise PositionError(key, "is an ask-mode key")
            place_kukareku(st, p)
        if p.wins is not None:
            match.memo["wins_start"] = list(p.wins)
        return st

    # -- scoring and the match ---------------------------------------------------------------------
    def score_hand(self, match: Match, hand: State) -> HandResult:
        assert isinstance(hand, FamiliesState)
        n = match.n
        if hand.mode == "ask":
            fams = [len(x) // 4 for x in hand.laid]
            return HandResult(fams, list(hand.winners), extra={"families": fams})
        if hand.opts.kukareku_signal:
            marks = [1 if s in hand.losers else 0 for s in range(n)]
            return HandResult(marks, list(hand.winners), note="🐓 " + ", ".join(f"seat {s}" for s in hand.losers),
                              extra={"losers": list(hand.losers), "signals": list(hand.signals)})
        wins = [1 if s in hand.winners else 0 for s in range(n)]
        return HandResult(wins, list(hand.winners))

    def wins(self, match: Match) -> list[int]:
        start = match.memo.get("wins_start") or [0] * match.n
        return [a + b for a, b in zip(start, match.sheet.wins(), strict=True)]

    def match_ranking(self, match: Match, final: bool = False) -> list[int] | None:
        opts: FamiliesOptions = match.options  # type: ignore[assignment]
        tot = match.sheet.totals()
        if opts.mode == "ask":
            if not match.sheet.rows and not final:
                return None
            winners = match.sheet.rows[-1].winners if match.sheet.rows else []
            return rank_by([(False, 0) if s in winners else (True, -tot[s]) for s in range(match.n)])
        limit = opts.kukareku_limit
        wins = self.wins(match)
        if not opts.kukareku_signal:  # the sheet counts wins
            if not final and not match.sheet.rows:
                return None
            if not final and limit and max(tot) < limit:
                return None
            return rank_by([-t for t in tot])
        bar = max(limit, 1)
        if not final and max(tot) < bar:
            return None
        return rank_by([(tot[s] >= bar, -wins[s]) for s in range(match.n)])

    def next_dealer(self, match: Match, hand: State) -> int:
        """Kukareku with the signal: the loser deals (several: the first clockwise from the last
        dealer); otherwise the deal passes clockwise."""
        assert isinstance(hand, FamiliesState)
        if hand.mode == "kukareku" and hand.losers:
            for k in range(1, match.n + 1):
                s = (match.dealer + k) % match.n
                if s in hand.losers:
                    return s
        return match.next_active(match.dealer)

    def constrain_deal(self, st: State, seat: int, unseen: list[int], rng) -> None:
        """Ask mode: a seat that asked for a family holds a card of it (``inference``)."""
        if isinstance(st, FamiliesState) and st.mode == "ask" and st.asks:
            from .inference import constrain_ask_deal

            constrain_ask_deal(st, seat, unseen, rng)

    def normal_bot(self, view, rng):
        from .bot import normal_bot

        return normal_bot(view, rng)


SPEC = FamiliesSpec()
FamiliesState.spec = SPEC
