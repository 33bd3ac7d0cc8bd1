"""A record explained in words: the table's log of a replayed match, and its events as data.

Why: a record (a save, a bug report) is seed + actions, which says nothing to a reader.  Replayed
action by action, its events become the sentences the table's log shows (the presenters' own
lines), and with ``reveal`` every deal and every private event (a card drawn) is told as well.
``cardtable replay RECORD --log`` prints these lines; ``--json`` adds the events and each
finished hand's facts (winners, points, the sheet row's extra data, who went out in which order,
what the cards left count, the hand's own public facts and zones as it ended).  What is told and
kept follows the view (``replay_view``): a spectator's, a seat's (``--as``) or everything
(``--reveal``).

No UI import: presenters are data (``cardtable.games.present``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from cardtable.cli.replay_view import public_of, seen_by, zone_list
from cardtable.engine.match import FinishedHand, Match
from cardtable.engine.record import GameRecord, RecordError, start_match
from cardtable.engine.refusals import COMMON
from cardtable.engine.state import ALL_SEATS, Event, IllegalAction, State
from cardtable.games.present import Presenter, presenter_for


@dataclass(slots=True)
class ReplayLog:
    """What a replay said: the lines, the events as data and each finished hand's result."""

    lines: list[str] = field(default_factory=list)
    events: list[dict[str, Any]] = field(default_factory=list)
    hands: list[dict[str, Any]] = field(default_factory=list)
    stopped: FinishedHand | None = None
    """The hand ``until_hand_end`` stopped at (the replay printed as that hand ended)."""


def seat_names(rec: GameRecord) -> list[str]:
    return [s.name or f"#{i + 1}" for i, s in enumerate(rec.seats)]


def _plain(v: Any) -> Any:
    """Event data as JSON: tuples, sets and other containers as lists, the rest as text."""
    if isinstance(v, dict):
        return {str(k): _plain(x) for k, x in v.items()}
    if isinstance(v, list | tuple | set | frozenset):
        items = [_plain(x) for x in v]
        return sorted(items, key=repr) if isinstance(v, set | frozenset) else items
    if v is None or isinstance(v, bool | int | float | str):
        return v
    return str(v)


def deal_lines(hand: State, p: Presenter, names: list[str], lang: str) -> list[str]:
    """Every seat's cards as dealt (``--reveal``)."""
    held: dict[int, list[int]] = {}
    for z in hand.zones():
        if z.owner is not None:
            held.setdefault(z.owner, []).extend(z.cards)
    return [f"  {names[s]}: {p.cards_text(hand.deck, cards, lang, symbols=False)}" for s, cards in sorted(held.items())]


def hand_facts(match: Match, p: Presenter, fh: FinishedHand, out_order: list[int],
               viewer: int | None) -> dict[str, Any]:
    """A finished hand's facts: its row (winners, points, note and the game's ``extra``: Petukh's
    Rams, annulment and counted claims, Twenty-Two's losers and next size, Russian Poker's pot,
    Uno 52's best hands and pots), who went out in order, what the cards left count, and the hand
    itself as it ended (its public facts and zones, as ``viewer`` sees them)."""
    hand = fh.state
    row = fh.result
    values = []
    for s in range(match.n):
        hp = p.hand_points(hand, s)
        values.append(None if hp is None else hp[1])
    view = seen_by(hand, viewer)
    return {
        "hand_no": fh.hand_no,
        "dealer": fh.dealer,
        "void": row is None,
        "winners": list(row.winners) if row is not None else [],
        "points": list(row.points) if row is not None else None,
        "note": row.note if row is not None else "",
        "extra": _plain(row.extra) if row is not None else {},
        "finishing_order": list(out_order),
        "hand_values": values,
        "cards_left": [len(p.held(hand, s)) for s in range(match.n)],
        "public": _plain(public_of(view)),
        "zones": zone_list(view),
    }


def explain(rec: GameRecord, reveal: bool = False, lang: str = "en", viewer: int | None = None,
            until_hand_end: int | None = None) -> tuple[Match, ReplayLog]:
    """Replay ``rec`` action by action, telling it as the table's log would.

    Without ``reveal`` the lines are the public ones (what a spectator reads); with it, every deal
    and every private event too, each told from its owner's side ("Anna: You got R7"); with
    ``viewer`` (a seat) what that seat's log says.  The events kept are those the view may see.
    ``until_hand_end`` stops the replay at the end of that hand (0: of the first hand to end);
    ``ReplayLog.stopped`` is then that ``FinishedHand``."""
    m = start_match(rec, keep_hands=True)
    p = presenter_for(rec.game)
    names = seat_names(rec)
    log = ReplayLog()
    deck = m.hand.deck
    if viewer is None and not reveal:
        viewer = m.n  # the spectator
    see = None if reveal else viewer
    outs: dict[int, list[int]] = {}
    hand_no = [1]

    def tell(events: list[Event]) -> None:
        for e in events:
            visible = see is None or e.visible_to(see)
            if not visible:
                continue
            if see is not None and see < m.n:  # a seat's log: its own lines, "You ..."
                text = p.line(e, deck, names, see, lang, symbols=False)
            else:
                text = p.line(e, deck, names, None, lang, symbols=False)
                if text is None and see is None and e.to != ALL_SEATS and e.seat is not None:
                    own = p.line(e, deck, names, e.seat, lang, symbols=False)
                    text = f"({names[e.seat]}) {own}" if own else None
            log.events.append({"kind": e.kind, "seat": e.seat, "public": e.to == ALL_SEATS, "hand_no": hand_no[0],
                               "data": _plain(e.data), "text": text})
            if e.kind == "out" and e.seat is not None and e.seat not in outs.setdefault(hand_no[0], []):
                outs[hand_no[0]].append(e.seat)
            if text:
                log.lines.append(text)
            if e.kind == "hand_start":
                hand_no[0] = int(e.data.get("hand_no", hand_no[0] + 1))
                if reveal:
                    log.lines += deal_lines(m.hand, p, names, lang)

    def ended() -> bool:
        """The hand the replay stops at has ended (``until_hand_end``)."""
        if until_hand_end is None or not m.finished:
            return False
        fh = next((f for f in m.finished if until_hand_end in (0, f.hand_no)), None)
        if fh is not None:
            log.stopped = fh
        return fh is not None

    first = p.event_text(Event("hand_start", hand_no=1), deck, names, None, lang)
    if first:
        log.lines.append(first)
    if reveal:
        log.lines += deal_lines(m.hand, p, names, lang)
    tell(list(m.events))  # a hand decided by its deal
    for i, (seat, text) in enumerate(rec.actions):
        if ended():
            break
        if seat == -1 and text == "stop":
            tell(m.stop())
            continue
        try:
            if not 0 <= seat < m.n:
                raise IllegalAction(COMMON("no_seat", seat=seat))
            before = len(m.events)
            m.apply(seat, text)
        except IllegalAction as e:
            raise RecordError(f"action {i} [{seat}, {text!r}] is illegal: {e.reason}", index=i) from None
        tell(m.events[before:])
    ended()
    for fh in m.finished or []:
        log.hands.append(hand_facts(m, p, fh, outs.get(fh.hand_no, []), see))
        if fh is log.stopped:
            break
    return m, log
