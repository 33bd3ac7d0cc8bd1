"""The review of a finished hand: its moves one by one with every hand face up, and at each of the
person's decisions the hint's estimate of the move played against the best move.

Why a replay: a match is its record, so the hand is rebuilt exactly from seed + actions, with the
full state after every move (the hand is over: showing every card now reveals nothing that could
still be used).  The estimates are the hint's (``practice.weigh``), each from the person's masked
view *at that decision*, with the seed the hint at the table would have used, so the review
judges a move only by what the person could know when making it.

No UI import; ``tui/screens/review.py`` shows it.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from cardtable.engine.record import GameRecord, start_match
from cardtable.engine.state import ALL_SEATS, Event, State, View
from cardtable.games.present import Presenter, presenter_for
from cardtable.practice.hint import Weighing, hint_seed, weigh

REVIEW_ITERS = 240
"""Simulated hands per reviewed decision, shared by its candidate moves (every candidate is played
on the same deals, ``weigh(sweep=True)``, so the move played is judged as fairly as the best)."""
HAND_ENDS = frozenset({"hand_end", "hand_void"})


@dataclass(slots=True)
class Step:
    """One move of the hand and the whole position after it."""

    seat: int
    action: str
    state: State  # full, unmasked: the hand is over
    lines: list[str]
    decision: bool = False  # one of the person's decisions (weighed)
    view: View | None = None  # the person's masked view before the move (what the weighing reads)
    seed: int = 0
    weighing: Weighing | None = None

    @property
    def loss(self) -> float | None:
        return None if self.weighing is None else self.weighing.loss(self.action)


@dataclass(slots=True)
class HandReview:
    """A finished hand, ready to step through: ``deal`` is the position before its first move."""

    spec: object
    hand_no: int
    person: int
    names: list[str]
    deal: State
    opening: list[str]
    steps: list[Step] = field(default_factory=list)

    def decisions(self) -> list[int]:
        return [i for i, s in enumerate(self.steps) if s.decision]

    def mistakes(self) -> list[int]:
        """The person's weighed decisions that lost something, the biggest first."""
        weighed = [i for i in self.decisions() if (self.steps[i].loss or 0) > 0]
        return sorted(weighed, key=lambda i: (-(self.steps[i].loss or 0), i))


def line_for(p: Presenter, e: Event, deck, names: list[str], person: int, lang: str) -> str | None:
    """A log line as the person's log told it, and private events of others from their side."""
    if e.visible_to(person) or e.to == ALL_SEATS:
        return p.line(e, deck, names, person, lang)
    if e.seat is None:
        return None
    own = p.line(e, deck, names, e.seat, lang)
    return f"({names[e.seat]}) {own}" if own else None


def finished_hands(rec: GameRecord) -> int:
    """How many hands of the record have ended (the review's choice)."""
    m = start_match(rec)
    done = sum(e.kind in HAND_ENDS for e in m.events)
    for seat, text in rec.actions:
        if seat == -1:
            break
        done += sum(e.kind in HAND_ENDS for e in m.apply(seat, text))
    return done


def build(rec: GameRecord, person: int, which: int | None = None, lang: str = "en") -> HandReview | None:
    """The review of the ``which``-th finished hand (1-based; None: the last finished one), or None
    when no hand of the record has ended with a move in it."""
    target = which if which is not None else finished_hands(rec)
    if target < 1:
        return None
    m = start_match(rec)
    p = presenter_for(rec.game)
    names = [s.name or f"#{i + 1}" for i, s in enumerate(rec.seats)]
    deck = m.hand.deck
    ended = sum(e.kind in HAND_ENDS for e in m.events)
    if ended >= target:
        return None  # decided by its deal: no move to review
    review = HandReview(m.spec, m.hand_no, person, names, m.hand.clone(), [])
    review.opening = [p.s(lang, "ev.hand_start", hand_no=m.hand_no)]
    for seat, text in rec.actions:
        if seat == -1:
            break
        acts = m.to_act()
        decision = seat == person and ((acts and acts[0] == seat) or text != "pass")
        view = m.view(person, last_events=20) if decision else None
        seed = hint_seed(m.seed, len(m.actions), person)
        events = m.apply(seat, text)
        ends = [i for i, e in enumerate(events) if e.kind in HAND_ENDS]
        mine = events[: ends[0] + 1] if ends else events
        lines = [t for e in mine if (t := line_for(p, e, deck, names, person, lang))]
        if ended + 1 == target:
            after = m.prev_hand if ends and m.prev_hand is not None else m.hand
            chose = view is not None and len(view.legal) > 1
            review.steps.append(Step(seat, text, after.clone(), lines, chose, view, seed))
        if ends:
            ended += len(ends)
            if ended >= target:
                return review
            if ended + 1 == target:  # the reviewed hand starts now
                review.hand_no = m.hand_no
                review.deal = m.hand.clone()
                review.opening = [p.s(lang, "ev.hand_start", hand_no=m.hand_no)]
    return review if review.steps and ended >= target else None


def weigh_step(review: HandReview, step: Step, max_iters: int | None = None) -> Weighing:
    """The hint's estimate at one of the person's decisions (from its masked view only)."""
    assert step.view is not None
    step.weighing = weigh(review.spec, step.view, step.seed, max_iters=max_iters or REVIEW_ITERS, sweep=True)
    return step.weighing
