"""Matches: hands nested in a match, with a score sheet, dealer rotation and eliminations.

The ``Match`` is what a table, a replay or a simulation drives.  It holds the ``Table`` (the state
that outlives a hand: options, seats, the seeded rng each deal draws from, the sheet, the dealer,
who is out, the game's memo), forwards actions to the current hand, and when a hand ends asks the
game to score it (the game's hooks are given the table, not the match), writes the row on the
sheet, and either deals the next hand or declares the ranking.

Seat ``n`` (one past the last) is the spectator: ``view(n)`` is what someone at no seat sees.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from .game import GameSpec
from .options import GameOptions
from .position import PositionError
from .refusals import COMMON
from .rng import TableRng
from .sheet import HandResult, ScoreSheet
from .state import Event, IllegalAction, State, View
from .table import Memo, Table


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
        self.seed = seed
        self.table = table = Table(options, n, TableRng(seed), memo=spec.new_memo(), chosen_dealer=dealer)
        self.ranking: list[int] | None = None
        self.events: list[Event] = []
        self.actions: list[tuple[int, str]] = []
        self.prev_hand: State | None = None
        self.hand_actions = 0  # actions in the current hand (the runaway cap)
        self.capped = ""  # why a cap ended the match ("" when it ended by its rules)
        self.finished: list[FinishedHand] | None = [] if keep_hands else None
        table.dealer = table.rng.randrange(n)  # drawn even when chosen: a seed deals the same cards
        if dealer is not None:
            table.dealer = dealer
        if position is not None:
            if dealer is not None:  # the record's ``dealer`` is the position's, unless it names one
                if isinstance(position, dict) and position.get("dealer", dealer) != dealer:
                    raise PositionError("dealer", f"seat {position['dealer']} deals, but the record's dealer "
                                                  f"is seat {dealer}")
                position = {**position, "dealer": dealer}
            pos = spec.read_position(table, position)
            if pos.dealer is not None:
                table.dealer = pos.dealer
            if pos.scores is not None:
                table.sheet.start = list(pos.scores)
            self.hand: State = spec.from_position(table, pos)
            check_playable(self.hand)
        else:
            self.hand = spec.new_hand(table, deck_top)
        if self.hand.over:  # decided by its deal (a family dealt complete in Mini Family)
            self.events.extend(self._finish_hand())

    # -- the table's state, read through the match (screens, replays and tests read it here) ----------
    @property
    def options(self) -> GameOptions:
        return self.table.options

    @property
    def n(self) -> int:
        return self.table.n

    @property
    def rng(self) -> random.Random:
        return self.table.rng

    @property
    def sheet(self) -> ScoreSheet:
        return self.table.sheet

    @property
    def dealer(self) -> int:
        return self.table.dealer

    @property
    def hand_no(self) -> int:
        return self.table.hand_no

    @property
    def eliminated(self) -> set[int]:
        return self.table.eliminated

    @property
    def out_order(self) -> list[list[int]]:
        return self.table.out_order

    @property
    def memo(self) -> Memo:
        return self.table.memo

    @property
    def chosen_dealer(self) -> int | None:
        return self.table.chosen_dealer

    @property
    def dealer_draw(self) -> list[list[tuple[int, str]]]:
        return self.table.dealer_draw

    def active_seats(self) -> list[int]:
        return self.table.active_seats()

    def next_active(self, seat: int) -> int:
        return self.table.next_active(seat)

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
            raise IllegalAction(COMMON("match_over"), action, seat)
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
        self.ranking = self.spec.match_ranking(self.table, final=True)
        return [Event("match_end", ranking=self.ranking, capped=reason)]

    def _finish_hand(self) -> list[Event]:
        hand, table = self.hand, self.table
        res = self.spec.score_hand(table, hand)
        if self.finished is not None:
            self.finished.append(FinishedHand(self.hand_no, self.dealer, hand, None if res.void else res))
        events: list[Event] = []
        if res.void:
            events.append(Event("hand_void"))
        else:
            table.sheet.rows.append(res)
            events.append(Event("hand_end", winners=res.winners, points=res.points, note=res.note))
        self.prev_hand = hand
        ranking = None if res.void else self.spec.match_ranking(table)
        if ranking is not None:
            self.ranking = ranking
            events.append(Event("match_end", ranking=ranking))
            return events
        if self.hand_no >= MAX_HANDS:
            return events + self._cap(f"{MAX_HANDS} hands were played")
        table.dealer = self.spec.next_dealer(table, hand)
        table.hand_no += 1
        self.hand_actions = 0
        self.hand = self.spec.new_hand(table, None)
        events.append(Event("hand_start", hand_no=self.hand_no, dealer=self.dealer))
        if self.hand.over:  # decided by its deal: scored at once, nobody acts in it
            events += self._finish_hand()
        return events

    def stop(self) -> list[Event]:
        """End the match now (for games whose players may stop after any hand)."""
        if self.ranking is None:
            self.ranking = self.spec.match_ranking(self.table, final=True)
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
