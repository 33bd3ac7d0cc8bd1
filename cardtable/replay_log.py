"""A record explained in words: the table's log of a replayed match, and its events as data.

Why: a record (a save, a bug report) is seed + actions, which says nothing to a reader.  Replayed
action by action, its events become the sentences the table's log shows (the presenters' own
lines), and with ``reveal`` every deal and every private event (a card drawn) is told as well.
``cardtable replay RECORD --log`` prints these lines; ``--json`` adds the events and each
finished hand's result (winners, points, who went out in which order, what the cards left count).

No UI import: presenters are data (``cardtable.games.present``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from cardtable.engine.match import Match
from cardtable.engine.record import GameRecord, RecordError, start_match
from cardtable.engine.state import ALL_SEATS, Event, IllegalAction, State
from cardtable.games.present import Presenter, presenter_for

HAND_END = frozenset({"hand_end", "hand_void"})


@dataclass(slots=True)
class ReplayLog:
    """What a replay said: the lines, the events as data and each finished hand's result."""

    lines: list[str] = field(default_factory=list)
    events: list[dict[str, Any]] = field(default_factory=list)
    hands: list[dict[str, Any]] = field(default_factory=list)


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


def hand_result(match: Match, p: Presenter, hand: State, out_order: list[int], row_index: int,
                hand_no: int) -> dict[str, Any]:
    """The finished hand's row: winners, points, note, who went out in order, what cards left count."""
    row = match.sheet.rows[row_index]
    values = []
    for s in range(match.n):
        hp = p.hand_points(hand, s)
        values.append(None if hp is None else hp[1])
    return {
        "hand_no": hand_no,
        "winners": list(row.winners),
        "points": list(row.points),
        "note": row.note,
        "finishing_order": list(out_order),
        "hand_values": values,
        "cards_left": [len(p.held(hand, s)) for s in range(match.n)],
    }


def explain(rec: GameRecord, reveal: bool = False, lang: str = "en") -> tuple[Match, ReplayLog]:
    """Replay ``rec`` action by action, telling it as the table's log would.

    Without ``reveal`` the lines are the public ones (what a spectator reads); with it, every deal
    and every private event too, each told from its owner's side ("Anna: You got R7")."""
    m = start_match(rec)
    p = presenter_for(rec.game)
    names = seat_names(rec)
    log = ReplayLog()
    deck = m.hand.deck
    out_order: list[int] = []
    hand_no = [1]

    def tell(events: list[Event]) -> None:
        for e in events:
            text = p.line(e, deck, names, None, lang, symbols=False)
            if text is None and reveal and e.to != ALL_SEATS and e.seat is not None:
                own = p.line(e, deck, names, e.seat, lang, symbols=False)
                text = f"({names[e.seat]}) {own}" if own else None
            elif e.to != ALL_SEATS and not reveal:
                text = None
            log.events.append({"kind": e.kind, "seat": e.seat, "public": e.to == ALL_SEATS,
                               "data": _plain(e.data), "text": text})
            if e.kind == "out" and e.seat is not None and e.seat not in out_order:
                out_order.append(e.seat)
            if text:
                log.lines.append(text)
            if e.kind == "hand_end" and m.prev_hand is not None:
                log.hands.append(hand_result(m, p, m.prev_hand, out_order, len(log.hands), hand_no[0]))
            if e.kind in HAND_END:
                out_order.clear()
            if e.kind == "hand_start":
                hand_no[0] = int(e.data.get("hand_no", hand_no[0] + 1))
                if reveal:
                    log.lines += deal_lines(m.hand, p, names, lang)

    first = p.event_text(Event("hand_start", hand_no=1), deck, names, None, lang)
    if first:
        log.lines.append(first)
    if reveal:
        log.lines += deal_lines(m.hand, p, names, lang)
    tell(list(m.events))  # a hand decided by its deal
    for i, (seat, text) in enumerate(rec.actions):
        if seat == -1 and text == "stop":
            tell(m.stop())
            continue
        try:
            if not 0 <= seat < m.n:
                raise IllegalAction(f"there is no seat {seat}")
            before = len(m.events)
            m.apply(seat, text)
        except IllegalAction as e:
            raise RecordError(f"action {i} [{seat}, {text!r}] is illegal: {e.reason}", index=i) from None
        tell(m.events[before:])
    return m, log
