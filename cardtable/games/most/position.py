"""Most record positions (docs/records.md, "Most"): the typed model and how a hand is built from it.

Keys: ``hands`` (card texts per seat), ``bridge`` (oldest first), ``stock`` (top first, optional:
every card not placed is shuffled in below it), ``melds`` (each ``owner``, ``cards`` in meld order
with jokers written ``X1=9c``, optional ``scorers`` per card, default the owner), ``turn``,
``phase`` (``take`` or ``act``), ``target`` (a card the player to act took from the bridge and must
use first; phase ``act``), ``reshuffled`` (the one reshuffle of ``reshuffle_once`` is spent),
``dealer`` and ``scores`` (totals carried in; read by the match).
"""

from __future__ import annotations

from typing import Any, Literal

from cardtable.engine.mechanics import melds as M
from cardtable.engine.position import (
    CardPlacer,
    PositionError,
    PositionModel,
    check_len,
    check_seat,
    check_seats,
    parse_position,
)
from cardtable.engine.state import ALL_SEATS

from .state import ACT, DECK, TAKE, MostState, is_joker


class MeldPosition(PositionModel):
    owner: int
    cards: list[str]
    scorers: list[int] | None = None


class MostPosition(PositionModel):
    hands: list[list[str]]
    bridge: list[str] = []
    stock: list[str] | None = None
    melds: list[MeldPosition] = []
    turn: int | None = None
    phase: Literal["take", "act"] = "take"
    target: str | None = None
    reshuffled: bool = False
    dealer: int | None = None
    scores: list[int] | None = None


def place(st: MostState, data: MostPosition | dict[str, Any]) -> None:
    """Fill the fresh hand ``st`` from a record position, validated or not (raises ``PositionError``)."""
    pos = parse_position(MostPosition, data)
    n = st.n
    check_len("hands", pos.hands, n)
    check_len("scores", pos.scores, n)
    check_seat("turn", pos.turn, n)
    check_seat("dealer", pos.dealer, n)
    placer = CardPlacer(DECK)
    st.hands = [placer.cards(f"hands.{s}", h) for s, h in enumerate(pos.hands)]
    st.bridge = placer.cards("bridge", pos.bridge)
    for k, m in enumerate(pos.melds):
        _place_meld(st, placer, k, m)
    seen: set[int] = set()
    for k, idents in enumerate(st.idents):
        for i in idents:
            if i in seen:
                raise PositionError(f"melds.{k}.cards", f"{DECK.texts[i]} is on the table twice (table uniqueness)")
            seen.add(i)
    for c in st.bridge:
        if c in seen and not is_joker(c):
            raise PositionError("bridge", f"{DECK.texts[c]} is in the bridge and in a meld (table uniqueness)")
    st.stock = placer.stock("stock", pos.stock or [], st.rng)
    st.turn = (st.dealer + 1) % n if pos.turn is None else pos.turn
    st.phase = ACT if pos.phase == "act" else TAKE
    st.reshuffled = pos.reshuffled
    if pos.target is not None:
        if st.phase != ACT:
            raise PositionError("target", "a target is set only in phase act")
        ids = DECK.by_text.get(pos.target)
        if not ids or ids[0] not in st.hands[st.turn]:
            raise PositionError("target", f"{pos.target!r} is not in the hand of the player to act")
        st.target = ids[0]
        st.known[ids[0]] = ALL_SEATS
    if any(not h for s, h in enumerate(st.hands)):
        raise PositionError("hands", "every hand holds at least one card while the hand runs")
    if st.target >= 0 and not st.legal_actions(st.turn):  # else the player to act could do nothing at all
        raise PositionError("target", f"{pos.target!r} cannot be used in a meld or a lay with this hand and table")


def _place_meld(st: MostState, placer: CardPlacer, k: int, m: MeldPosition) -> None:
    key = f"melds.{k}"
    check_seat(f"{key}.owner", m.owner, st.n, allow_none=False)
    texts, idents = [], []
    for j, w in enumerate(m.cards):
        joker, eq, as_ = w.partition("=")
        texts.append(joker if eq else w)
        if eq:
            real = DECK.by_text.get(as_)
            if not real or is_joker(real[0]) or not is_joker(DECK.by_text.get(joker, (0,))[0]):
                raise PositionError(f"{key}.cards.{j}", f"{w!r}: write a joker as X1=9c")
            idents.append(real[0])
        else:
            idents.append(-1)
    cards = placer.cards(f"{key}.cards", texts)
    for j, c in enumerate(cards):
        if is_joker(c) and idents[j] < 0:
            raise PositionError(f"{key}.cards.{j}", "a joker in a meld needs its card: X1=9c")
        if idents[j] < 0:
            idents[j] = c
    if M.classify(idents, st.opts.wrap_around) is None:
        raise PositionError(f"{key}.cards", "is not a valid set or run (in meld order)")
    scorers = m.scorers if m.scorers is not None else [m.owner] * len(cards)
    if len(scorers) != len(cards):
        raise PositionError(f"{key}.scorers", f"has {len(scorers)} entries for {len(cards)} cards")
    check_seats(f"{key}.scorers", list(dict.fromkeys(scorers)), st.n)
    for c, i, s in zip(cards, idents, scorers, strict=True):
        st.scorer[c] = s
        if is_joker(c):
            st.decl[c] = i
    st.melds.append(cards)
    st.idents.append(idents)
    st.owners.append(m.owner)
