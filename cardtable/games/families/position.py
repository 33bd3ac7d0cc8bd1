"""Record positions of Mini Family, read through ``engine.position`` (docs/records.md, Families).

Keys: ``hands`` (card texts per seat), ``dealer``, ``scores`` (totals carried in: Kukareku marks,
or wins without the signal), ``wins`` (Kukareku hands won, carried in).  Ask mode: ``stock`` (top
first; cards not placed are shuffled below it), ``laid`` (per seat, the families laid down, by
family label ``T``/``J``), ``turn`` (the asker), ``target`` (the seat already asked, the card not yet
named), ``out`` (seats out for good).  Kukareku: ``families`` (labels of the families in play;
default: those of the dealt cards), ``selections`` (per seat, the pending secret choice or null),
``signals`` (seats that signalled, in order; the first is the winner), ``timed_out`` (seats whose
reaction window ran out).
"""

from __future__ import annotations

from cardtable.engine.mechanics.passing import race_losers
from cardtable.engine.position import (
    MAX_SCORE,
    CardPlacer,
    PositionError,
    PositionModel,
    check_len,
    check_seat,
    check_seats,
)

from .state import ASK_CARD, FAMILY_LABELS, NFAM, REACT, SELECT, FamiliesState, complete_families, family_cards


class FamiliesPosition(PositionModel):
    hands: list[list[str]]
    dealer: int | None = None
    scores: list[int] | None = None
    wins: list[int] | None = None
    stock: list[str] | None = None
    laid: list[list[str]] | None = None
    turn: int | None = None
    target: int | None = None
    out: list[int] = []
    families: list[str] | None = None
    selections: list[str | None] | None = None
    signals: list[int] = []
    timed_out: list[int] = []


def check_common(p: FamiliesPosition, n: int) -> None:
    check_len("hands", p.hands, n)
    check_seat("dealer", p.dealer, n)
    check_len("scores", p.scores, n)
    check_len("wins", p.wins, n)
    for key, values in (("scores", p.scores), ("wins", p.wins)):
        for i, v in enumerate(values or []):
            if not 0 <= v <= MAX_SCORE:
                raise PositionError(f"{key}.{i}", f"{v} is outside 0..{MAX_SCORE}")


def family_index(st: FamiliesState, key: str, label: str) -> int:
    labels = FAMILY_LABELS[st.opts.deck_style]
    if label not in labels:
        raise PositionError(key, f"{label!r} is not a family ({' '.join(labels)})")
    return labels.index(label)


def place_ask(st: FamiliesState, p: FamiliesPosition) -> None:
    """Fill an ask-mode hand from the position (the caller shuffled ``rest`` order is the rng's)."""
    n = st.n
    placer = CardPlacer(st.deck)
    for s, texts in enumerate(p.hands):
        st.hands[s] = placer.cards(f"hands.{s}", texts)
        if complete_families(st.hands[s]):
            raise PositionError(f"hands.{s}", "holds a whole family, which would be laid down")
    check_len("laid", p.laid, n)
    for s, labels in enumerate(p.laid or []):
        for i, label in enumerate(labels):
            f = family_index(st, f"laid.{s}.{i}", label)
            cards = family_cards(f)
            if any(c in placer.used for c in cards):
                raise PositionError(f"laid.{s}.{i}", "a card of this family is placed elsewhere")
            placer.used.update(cards)
            st.laid[s].extend(cards)
    stock = placer.cards("stock", p.stock or [])
    rest = placer.unused()
    if rest and not st.opts.fail_draw:
        raise PositionError("hands", f"{len(rest)} cards are not placed and fail_draw=off has no stock")
    st.rng.shuffle(rest)
    st.stock = rest + stock[::-1]
    check_seats("out", p.out, n)
    for s in p.out:
        if st.hands[s]:
            raise PositionError(f"out.{s}", "a seat that is out holds no cards")
        st.out |= 1 << s
    check_seat("turn", p.turn, n)
    if p.turn is not None:
        st.turn = p.turn
    check_seat("target", p.target, n)
    if p.target is not None:
        if p.target == st.turn or not st.hands[p.target]:
            raise PositionError("target", "must be another seat holding cards")
        st.target = p.target
        st.phase = ASK_CARD


def place_kukareku(st: FamiliesState, p: FamiliesPosition) -> None:
    n = st.n
    placer = CardPlacer(st.deck)
    for s, texts in enumerate(p.hands):
        st.hands[s] = placer.cards(f"hands.{s}", texts)
    check_len("selections", p.selections, n)
    for s, text in enumerate(p.selections or []):
        if text is not None:
            st.sel[s] = placer.cards(f"selections.{s}", [text])
    for s in range(n):
        if len(st.hands[s]) + len(st.sel[s]) != 4:
            raise PositionError(f"hands.{s}", "every player holds 4 cards in Kukareku")
    if p.families is not None:
        fams = {family_index(st, f"families.{i}", x) for i, x in enumerate(p.families)}
    else:
        fams = {c >> 2 for c in placer.used}
    if len(fams) != n or any(c >> 2 not in fams for c in placer.used):
        raise PositionError("families", f"{n} players play with exactly {n} families, the cards dealt")
    st.box = [c for f in range(NFAM) if f not in fams for c in family_cards(f)]
    missing = [c for f in sorted(fams) for c in family_cards(f) if c not in placer.used]
    if missing:
        raise PositionError("hands", f"{st.deck.text(missing[0])} of a family in play is not placed")
    check_seats("signals", p.signals, n)
    check_seats("timed_out", p.timed_out, n)
    if p.signals:
        first = p.signals[0]
        if not st.opts.kukareku_signal:
            raise PositionError("signals", "there is no signal with kukareku_signal=off")
        if not complete_families(st.holding(first)):
            raise PositionError("signals.0", "the first signal needs a whole family")
        if any(st.sel):
            raise PositionError("selections", "the first signal cancelled every pending choice")
        if len(p.signals) >= n - 1:
            raise PositionError("signals", "the reaction is already decided")
        st.signals = list(p.signals)
        st.winners = [first]
        st.phase = REACT
        order = [s for s in range(n) if s != first]
        st.rng.shuffle(order)
        st.order = tuple(order)
        for s in p.timed_out:
            if s in st.signals:
                raise PositionError("timed_out", f"seat {s} has signalled")
            st.timed_out |= 1 << s
        if race_losers(n, st.signals, st.timed_out) is not None:
            raise PositionError("timed_out", "the reaction is already decided")
    else:
        if p.timed_out:
            raise PositionError("timed_out", "no reaction window is open")
        st.phase = SELECT
        if all(st.sel):
            raise PositionError("selections", "everyone has chosen: the transfer has happened")
        if not st.opts.kukareku_signal and any(complete_families(h) for h in st.hands):
            raise PositionError("hands", "a whole family has already won (kukareku_signal=off)")
