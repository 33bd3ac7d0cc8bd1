"""Matches: hands nested in a match, with a score sheet, dealer rotation and eliminations.

The ``Match`` is what a table, a replay or a simulation drives.  It owns the seeded rng (each hand
draws from it), forwards actions to the current hand, and when a hand ends asks the game to score
it, writes the row on the sheet, and either deals the next hand or declares the ranking.

Seat ``n`` (one past the last) is the spectator: ``view(n)`` is what someone at no seat sees.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from .game import GameSpec
from .options import GameOptions
from .position import PositionError
from .rng import TableRng
from .state import Event, IllegalAction, State, View


@dataclass(slots=True)
class HandResult:
    """One hand's outcome as the game scores it."""

    points: list[int]
    winners: list[int] = field(default_factory=list)
    note: str = ""
    void: bool = False  # a voided hand is redealt and writes no row
    extra: dict[str, Any] = field(default_factory=dict)


@dataclass(slots=True)
class ScoreSheet:
    """The paper table of the seeds: one row per hand, one column per player."""

    n: int
    rows: list[HandResult] = field(default_factory=list)
    start: list[int] | None = None  # scores carried in from an explicit position

    def totals(self) -> list[int]:
        tot = list(self.start) if self.start else [0] * self.n
        for r in self.rows:
            for i, p in enumerate(r.points):
                tot[i] += p
        return tot

    def wins(self) -> list[int]:
        w = [0] * self.n
        for r in self.rows:
            for s in r.winners:
                w[s] += 1
        return w


@dataclass(slots=True)
class FinishedHand:
    """A hand as it ended (``Match(keep_hands=True)``, for replays): its number, dealer, final
    state and sheet row (None for a voided hand)."""

    hand_no: int
    dealer: int
    state: State
    result: HandResult | None


MAX_HANDS = 200
"""A match ends after this many hands, ranked as if its players stopped (no game needs more:
Uno to 500 takes ~10 hands, a lazy Uno match without a rounds limit would go on for ever)."""
MAX_HAND_ACTIONS = 5_000
"""A hand longer than this is a runaway (hands of every game take < 500 actions; random bots
with Uno's 7 rounds, play to last and silence can cycle for ever): the match ends, ranked."""


def rank_by(keys: list[Any], reverse: bool = False) -> list[int]:
    """Places (1 = first) for per-seat keys, lower key first unless ``reverse``; ties share."""
    order = sorted(set(keys), reverse=reverse)
    place, places = 1, {}
    for k in order:
        places[k] = place
        place += keys.count(k)
    return [places[k] for k in keys]


def race_value(places: list[int] | None, out: set[int] | list[int], scores: list[int], line: int) -> list[float]:
    """A finished hand's worth to each seat *for the match* in a race away from an elimination
    line (Petukh: down to 0, out at 20 or more; 101: out over 101), for the hard bot's search
    (``GameSpec.hard_value``).  ``places`` is the match ranking if this hand ends the match
    (None otherwise), ``out`` the seats it puts (or has put) out, ``scores`` where each seat
    stands now, 0 the best place to be.  Out of the match 0, the match won 1 (shared by ties),
    otherwise between 0.2 at the line and 0.8 at 0: a hand that puts you out is always worse
    than one you merely lose."""
    vals = []
    firsts = places.count(1) if places is not None else 0
    for s, sc in enumerate(scores):
        if s in out:
            vals.append(0.0)
        elif places is not None:
            vals.append(1.0 / firsts if places[s] == 1 else 0.0)
        else:
            vals.append(0.2 + 0.6 * (1.0 - min(max(sc, 0), line) / line))
    return vals


def build_stock(rng: random.Random, deck_size: int, top: list[int] | None = None,
                exclude: set[int] | None = None) -> list[int]:
    """A shuffled stock as a list whose *last* element is the top card (``pop()`` draws).

    ``top`` cards (a stacked deck, first = top) sit above the shuffled rest.
    """
    top = top or []
    skip = set(top) | (exclude or set())
    rest = [c for c in range(deck_size) if c not in skip]
    rng.shuffle(rest)
    return rest + top[::-1]


def check_playable(hand: State) -> None:
    """A hand built from a record's position must let somebody move: a seat to act with no legal
    action would freeze a table (a human has nothing to press, a bot nothing to choose).  One
    check for all games, after the game's own checks of the position: a position can be valid
    key by key and still be stuck (Mini Family's asker with no card to ask with)."""
    if hand.over:
        return
    seats = hand.to_act()
    if not seats:
        raise PositionError("", "nobody is to act, yet the hand is not over")
    for s in seats:
        if not hand.legal_actions(s):
            raise PositionError("", f"seat {s} is to act but has no legal move")


class Match:
    """A whole match of one game: the thing records replay and tables drive."""

    def __init__(
        self,
        spec: GameSpec,
        options: GameOptions,
        n: int,
        seed: int,
        deck_top: list[int] | None = None,
        position: dict[str, Any] | None = None,
        dealer: int | None = None,
        keep_hands: bool = False,
    ) -> None:
        """``dealer`` chooses the first dealer of a dealt match instead of the lot (the game's own
        draw for the deal included); ``keep_hands`` keeps every finished hand in ``finished``."""
        spec.check_players(n, options)
        self.spec = spec
        self.options = options
        self.n = n
        self.seed = seed
        self.rng = TableRng(seed)
        self.sheet = ScoreSheet(n)
        self.eliminated: set[int] = set()
        self.hand_no = 1
        self.ranking: list[int] | None = None
        self.events: list[Event] = []
        self.actions: list[tuple[int, str]] = []
        self.prev_hand: State | None = None
        self.memo: dict[str, Any] = {}  # per-match facts a game carries between hands
        self.hand_actions = 0  # actions in the current hand (the runaway cap)
        self.capped = ""  # why a cap ended the match ("" when it ended by its rules)
        self.finished: list[FinishedHand] | None = [] if keep_hands else None
        self.dealer_draw: list[list[tuple[int, str]]] = []
        """The cards drawn to choose the first dealer, per round as ``(seat, card)`` (Uno 52,
        Twenty-Two: the highest deals, the tied draw again); empty where the lot is not drawn."""
        self.dealer = self.rng.randrange(n)  # drawn even when chosen: a seed deals the same cards
        self.chosen_dealer = dealer
        """The first dealer a record chose (``dealer``), or None: games that draw for the first
        deal (``dealer_draw``) skip the draw when it is given."""
        if dealer is not None:
            self.dealer = dealer
        if position is not None:
            if dealer is not None:  # the record's ``dealer`` is the position's, unless it names one
                if isinstance(position, dict) and position.get("dealer", dealer) != dealer:
                    raise PositionError("dealer", f"seat {position['dealer']} deals, but the record's dealer "
                                                  f"is seat {dealer}")
                position = {**position, "dealer": dealer}
            pos = spec.read_position(self, position)
            if pos.dealer is not None:
                self.dealer = pos.dealer
            if pos.scores is not None:
                self.sheet.start = list(pos.scores)
            self.hand = spec.from_position(self, pos)
            check_playable(self.hand)
        else:
            self.hand = spec.new_hand(self, deck_top)
        if self.hand.over:  # decided by its deal (a family dealt complete in Mini Family)
            self.events.extend(self._finish_hand())

    # -- seats --------------------------------------------------------------------------------------
    def active_seats(self) -> list[int]:
        return [s for s in range(self.n) if s not in self.eliminated]

    def next_active(self, seat: int) -> int:
        for k in range(1, self.n + 1):
            s = (seat + k) % self.n
            if s not in self.eliminated:
                return s
        return seat

    # -- driving ------------------------------------------------------------------------------------
    @property
    def over(self) -> bool:
        return self.ranking is not None

    def to_act(self) -> list[int]:
        return [] if self.ranking is not None else self.hand.to_act()

    def legal_actions(self, seat: int) -> list[str]:
        return [] if self.ranking is not None else self.hand.legal_actions(seat)

    def apply(self, seat: int, action: str) -> list[Event]:
        if self.ranking is not None:
            raise IllegalAction("the match is over", action, seat)
        events = self.hand.apply(seat, action)
        self.actions.append((seat, action))
        self.hand_actions += 1
        if self.hand.over:
            events = events + self._finish_hand()
        elif self.hand_actions >= MAX_HAND_ACTIONS:
            events = events + self._cap(f"hand {self.hand_no} ran over {MAX_HAND_ACTIONS} moves")
        self.events.extend(events)
        return events

    def _cap(self, reason: str) -> list[Event]:
        """End a runaway match now, ranked as if its players stopped; ``capped`` says why."""
        self.capped = reason
        self.ranking = self.spec.match_ranking(self, final=True)
        return [Event("match_end", ranking=self.ranking, capped=reason)]

    def _finish_hand(self) -> list[Event]:
        hand = self.hand
        res = self.spec.score_hand(self, hand)
        if self.finished is not None:
            self.finished.append(FinishedHand(self.hand_no, self.dealer, hand, None if res.void else res))
        events: list[Event] = []
        if res.void:
            events.append(Event("hand_void"))
        else:
            self.sheet.rows.append(res)
            events.append(Event("hand_end", winners=res.winners, points=res.points, note=res.note))
        self.prev_hand = hand
        ranking = None if res.void else self.spec.match_ranking(self)
        if ranking is not None:
            self.ranking = ranking
            events.append(Event("match_end", ranking=ranking))
            return events
        if self.hand_no >= MAX_HANDS:
            return events + self._cap(f"{MAX_HANDS} hands were played")
        self.dealer = self.spec.next_dealer(self, hand)
        self.hand_no += 1
        self.hand_actions = 0
        self.hand = self.spec.new_hand(self, None)
        events.append(Event("hand_start", hand_no=self.hand_no, dealer=self.dealer))
        if self.hand.over:  # decided by its deal: scored at once, nobody acts in it
            events += self._finish_hand()
        return events

    def stop(self) -> list[Event]:
        """End the match now (for games whose players may stop after any hand)."""
        if self.ranking is None:
            self.ranking = self.spec.match_ranking(self, final=True)
            self.actions.append((-1, "stop"))
            ev = [Event("match_end", ranking=self.ranking)]
            self.events.extend(ev)
            return ev
        return []

    def view(self, seat: int, last_events: int = 60) -> View:
        """Everything ``seat`` may know, and nothing more (``seat == n``: the spectator)."""
        evs = [e for e in self.events[-last_events:] if e.visible_to(seat)]
        return View(
            seat=seat,
            state=self.hand.masked(seat),
            legal=self.legal_actions(seat) if seat < self.n else [],
            events=evs,
            scores=self.sheet.totals(),
            hand_no=self.hand_no,
        )
