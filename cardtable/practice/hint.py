"""Practice against the bots, the game-agnostic part: the hint's weighing and undo's replay.

Hint: the hard bot's search (``bots.ismcts``) run for the person at the keyboard, from that
person's ``View`` only (the search's only input, so a hint cannot know a hidden card), with the
search's estimate per candidate move: the share of its simulated hands the person won after that
move, and the search's own value (win share mixed with the place on the hand's points).  The
seed is derived from the position (match seed, actions so far, seat), so the same position
always gets the same hint; with no clock the weighing is the same on a fast and a slow machine.

Undo: a match is its seed and actions (``engine.record``), so going back is replaying the record
without its tail.  ``undo_point`` finds where the person's previous decision was asked.  The bots
then decide again from their own seeded generators, drawn on from where they are now, so undo
shows no fixed future: the same bad move does not meet the same answer by force.

No UI import (the table's mixin is ``cardtable.tui.practice``).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from cardtable.engine.game import GameSpec
from cardtable.engine.match import Match
from cardtable.engine.record import GameRecord, replay, start_match
from cardtable.engine.state import View

HINT_SALT = 0x41D7_5EED
HINT_TIME_S = 6.0
"""A safety clock for the table: a hint on a slow, busy machine still comes in seconds."""


@dataclass(frozen=True, slots=True)
class Weighed:
    """One candidate move as the search saw it."""

    action: str
    win: float  # share of the simulated hands the person won after this move (0..1)
    value: float  # the search's value of the move (win share mixed with place), 0..1
    visits: int


MEASURES = ("win", "match", "lead", "value")
"""What a hint's numbers are: ``win``, the share of the simulated hands the person won after the
move; ``match``, the search's value of the move where the bot values a hand by the standing in the
match it leaves (101, Petukh: one hand is almost never won outright, so "wins 0%" stood on every
line), out of 100; ``lead``, the search's value where the bot values a hand by the lead in the
match's totals it leaves (Russian Poker: ``HardSettings.margin``), 50 for level; ``value``, the
search's value where the win shares do not tell the moves apart (wins mixed with the place on the
hand's points), out of 100."""


@dataclass(slots=True)
class Weighing:
    """The hint: the move the hard bot would make, and every candidate it weighed, best first.

    ``measure`` says which number the lines show (``MEASURES``).  The starred move is the bot's
    choice, and the others follow it by that number; where one of them shows a better number
    (the search chooses by its value and its visits, and two moves a few points apart are a tie
    to it), ``why`` says so on the panel rather than contradicting the star in silence."""

    best: str
    moves: list[Weighed] = field(default_factory=list)
    iterations: int = 0
    measure: str = "win"

    @property
    def only(self) -> bool:
        """A single legal move: nothing was weighed."""
        return len(self.moves) <= 1 and self.iterations == 0

    def of(self, action: str) -> Weighed | None:
        return next((w for w in self.moves if w.action == action), None)

    def score(self, w: Weighed) -> float:
        """The number a line shows for ``w``, 0..1 (its ``measure``)."""
        return w.win if self.measure == "win" else w.value

    def shown(self, w: Weighed) -> int:
        """The number a line shows for ``w``, as a percentage."""
        return round(100 * self.score(w))

    def loss(self, action: str) -> float | None:
        """How much worse ``action`` is than the best move, by the hint's measure (0 for the best
        move; None when the search did not weigh it)."""
        played, best = self.of(action), self.of(self.best)
        if played is None or best is None:
            return None
        return max(0.0, self.score(best) - self.score(played))

    def why(self, shown: int) -> str:
        """Why the starred move stands above a line with a better number among the first
        ``shown`` lines: ``places`` (it wins less often but leaves a better place on the hand's
        points, which the search weighs too), ``close`` (the better number is within the search's
        margin: the moves are a tie to it), or '' where the star has the best number."""
        best = self.of(self.best)
        if best is None:
            return ""
        better = [w for w in self.moves[:shown] if w.action != self.best and self.shown(w) > self.shown(best)]
        if not better:
            return ""
        if self.measure == "win" and all(best.value >= w.value for w in better):
            return "places"
        return "close"


def order_moves(moves: list[Weighed], best: str, measure: str) -> list[Weighed]:
    """The bot's move first, then the others by the number shown, then value and visits."""
    key = (lambda w: w.win) if measure == "win" else (lambda w: w.value)
    return sorted(moves, key=lambda w: (w.action != best, -key(w), -w.value, -w.visits))


def measure_for(spec: GameSpec, moves: list[Weighed]) -> str:
    """``match`` for a game whose hands the bot values by the match they leave (101, Petukh:
    ``HardSettings.by_match``), ``lead`` where it values them by the lead in the totals (Russian
    Poker: ``HardSettings.margin``), ``value`` wherever the win shares do not tell the moves apart,
    else ``win``, the chance to win the hand."""
    if spec.hard.by_match:
        return "match"
    if spec.hard.margin:
        return "lead"
    flat = len({round(100 * w.win) for w in moves}) == 1
    if len(moves) > 1 and flat and len({round(100 * w.value) for w in moves}) > 1:
        return "value"
    return "win"


def hint_seed(match_seed: int, actions: int, seat: int) -> int:
    """The seed of a hint at this position: the same position always gets the same hint."""
    return (match_seed * 1_000_003 + actions * 131 + seat) ^ HINT_SALT


def weigh(spec, view: View, seed: int, *, max_iters: int | None = None, time_s: float | None = None,
          sweep: bool | None = None) -> Weighing:
    """The hard bot's search from ``view`` (and nothing else), with its estimate per move.

    ``sweep`` plays every candidate on the same deals (the review: a move the tree would visit
    once is judged on as many deals as the best one, so its estimate is not one lucky hand)."""
    from cardtable.bots.ismcts import config_for, search

    kw: dict = {"time_s": time_s}
    if sweep is not None:
        kw["sweep"] = sweep
    if max_iters is not None:
        kw["max_iters"] = max_iters
    stats = search(spec, view, random.Random(seed), config_for(spec, **kw))
    moves = [Weighed(a, stats.wins.get(a, 0.0), stats.means.get(a, 0.0), v) for a, v in stats.visits.items()]
    if not moves:
        moves = [Weighed(stats.action, 0.0, 0.0, 0)]
    measure = measure_for(spec, moves)
    return Weighing(stats.action, order_moves(moves, stats.action, measure), stats.iterations, measure)


def weigh_position(match: Match, seat: int, **kw) -> Weighing:
    """A hint for ``seat`` at the match's current position (its masked view only)."""
    view = match.view(seat, last_events=20)
    return weigh(match.spec, view, hint_seed(match.seed, len(match.actions), seat), **kw)


# -- undo ------------------------------------------------------------------------------------------


def undo_point(rec: GameRecord, seat: int) -> int | None:
    """How many actions of ``rec`` to keep to stand again at ``seat``'s last decision of this hand.

    A decision is an action of ``seat`` made as the main mover, or a reaction other than the
    ``pass`` a window writes when it runs out (undoing to a reaction window that only timed out
    would time out again, and a second undo would meet that pass for ever).  None when the person
    has not decided in the current hand: a finished hand is not reopened (its row is on the score
    sheet and the next deal came from the rng)."""
    m = start_match(rec)
    found: int | None = None
    hand = m.hand_no
    for i, (s, text) in enumerate(rec.actions):
        if s == -1:
            break
        if m.hand_no != hand:
            hand, found = m.hand_no, None
        if s == seat:
            acts = m.to_act()
            if (acts and acts[0] == seat) or text != "pass":
                found = i
        m.apply(s, text)
    if m.hand_no != hand:
        found = None
    return found


def rewind(rec: GameRecord, keep: int) -> Match:
    """The match replayed from ``rec`` with only its first ``keep`` actions."""
    return replay(rec, upto=keep)


def adopt(match: Match, other: Match) -> None:
    """Make ``match`` the replayed ``other``, in place.

    Why in place: the session, the table and its areas all hold the one ``Match`` object; an undo
    that swapped objects would leave one of them drawing the future it took back."""
    state = vars(match)
    state.clear()
    state.update(vars(other))
