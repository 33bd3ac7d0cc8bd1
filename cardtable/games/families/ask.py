"""The ask mode of Mini Family (families.md sections 3, 4 and 6) as functions of the state.

An ask is two public decisions, as the table's ask dialog shows them: ``ask T`` (a seat holding
at least one card) then ``want X`` (a member of a family the asker holds, not held by himself).
The answer is the engine's, so nobody can lie: «yes» hands X over in sight of everyone (the card is
then publicly known to be in the asker's hand); «no» proves that T holds no X and, as the ask
itself proves, neither does the asker (both are ``voids`` for determinization).  Everything
else is automatic: laying a completed family, the draw after «no», drawing into an empty hand,
skipping seats that are out, and the end of the game.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.engine.state import Event

from .common import (
    ASK_CARD,
    ASK_SEAT,
    OVER,
    complete_families,
    family_cards,
    has_family,
    mark_known_all,
)

if TYPE_CHECKING:
    from .state import FamiliesState

MAX_SKIPS = 64
"""Turn passes in one settling step; more would mean a rules bug (each pass draws or marks out)."""


def choose_seat(st: FamiliesState, seat: int, target: int) -> list[Event]:

    st.target = target
    st.phase = ASK_CARD
    return [] if st.quiet else [Event("ask", seat, target=target)]


def want(st: FamiliesState, seat: int, card: int) -> list[Event]:

    target = st.target
    st.target = -1
    st.phase = ASK_SEAT
    hands = st.hands
    yes = card in hands[target]
    st.asks = st.asks + ((seat, target, card, yes),)
    quiet = st.quiet
    if not quiet:
        st.note_void(seat, frozenset((card,)), len(hands[seat]))
    ev = [] if quiet else [Event("want", seat, target=target, card=card, yes=yes)]
    if yes:
        hands[target].remove(card)
        if st.voids:
            st.note_played(target, card)
        hand = hands[seat]
        hand.append(card)
        st.known[card] = (1 << st.n) - 1  # ``mark_known_all``, inlined
        if st.fresh or completes(hand, card):
            ev += lay_down(st, seat)
        return ev + settle(st)
    if not quiet:
        st.note_void(target, frozenset((card,)), len(hands[target]))
    if st.opts.fail_draw and st.stock:
        c = st.stock.pop()
        hand = hands[seat]
        hand.append(c)
        if not quiet:
            ev.append(Event("draw", seat, n=1))
            ev.append(Event("drew", seat, to=1 << seat, cards=[c]))
        lucky = st.opts.lucky_draw_continues and c == card
        if lucky:
            mark_known_all(st, [c])
            if not st.quiet:
                ev.append(Event("lucky", seat, card=c))
        if st.fresh or completes(hand, c):
            ev += lay_down(st, seat)
        if lucky:
            return ev + settle(st)
    if st.opts.fail_turn_to == "asked":
        st.turn = target
    else:
        st.turn = next_in(st, seat)
    return ev + settle(st)


def completes(hand: list[int], card: int) -> bool:
    """Whether ``hand`` holds the whole family of ``card``: after the deal's hands are settled
    (``FamiliesState.fresh`` off) a hand holds no whole family, so only a card that arrives can
    complete one, its own."""
    b = card & ~3
    return b in hand and b + 1 in hand and b + 2 in hand and b + 3 in hand


def lay_down(st: FamiliesState, seat: int) -> list[Event]:
    """Lay every complete family of ``seat``'s hand face up (at the deal, after a card arrives)."""

    hand = st.hands[seat]
    if not has_family(hand):
        return []
    ev = []
    for f in complete_families(hand):
        cards = family_cards(f)
        hand = st.hands[seat]
        for c in cards:
            hand.remove(c)
            if st.voids:
                st.note_played(seat, c)
            st.known.pop(c, None)
        st.laid[seat].extend(cards)
        if not st.quiet:
            ev.append(Event("family", seat, family=f, cards=cards))
    return ev


def next_in(st: FamiliesState, seat: int) -> int:
    """The next seat clockwise that is not out."""
    n = st.n
    for k in range(1, n + 1):
        s = (seat + k) % n
        if not st.out >> s & 1:
            return s
    return seat


def game_over(st: FamiliesState) -> bool:
    if st.opts.ask_end == "first_family":
        return any(st.laid)
    return sum(map(len, st.laid)) == len(st.deck)


def finish(st: FamiliesState) -> list[Event]:

    laid = [len(x) // 4 for x in st.laid]
    if st.opts.ask_end == "first_family":  # several at the deal share the win, whatever the count
        st.winners = [s for s in range(st.n) if laid[s]]
    else:
        best = max(laid)
        st.winners = [s for s in range(st.n) if laid[s] == best and best > 0]
    st.phase = OVER
    st.over = True
    return [] if st.quiet else [Event("game_over", winners=list(st.winners), families=laid)]


def settle(st: FamiliesState) -> list[Event]:
    """Bring the hand to the next decision: the end, or an asker who has cards and someone to ask.

    Steps 1 and 2 of families.md section 4: an asker with an empty hand draws (or, the stock
    empty, is out for good: ``out_now``, for every empty hand); when nobody else holds a card the
    turn passes without a draw.
    """

    ev: list[Event] = []
    n = st.n
    hands = st.hands
    if st.fresh:
        # a search's deal (``determinize``) may hand someone a whole family the rules would have
        # laid down: lay it now, or the hand could not end.  Afterwards only a hand a card came
        # to can complete a family, and the rules lay that one at once (``lay_down``)
        st.fresh = False
        for s in range(n):
            ev += lay_down(st, s)
    laid = st.laid  # ``game_over``, inlined
    if any(laid) if st.opts.ask_end == "first_family" else sum(map(len, laid)) == len(st.deck):
        return ev + finish(st)
    if not st.stock:  # no card can ever come back to an empty hand: it is out now, not at its turn
        out = st.out
        for s in range(n):
            if not hands[s] and not out >> s & 1:
                ev += out_now(st)
                break
    for _ in range(MAX_SKIPS):
        s = st.turn
        if st.out >> s & 1:
            st.turn = next_in(st, s)
            continue
        if not hands[s]:
            if not st.stock:
                st.out |= 1 << s
                if not st.quiet:
                    ev.append(Event("out", s))
                st.turn = next_in(st, s)
                continue
            c = st.stock.pop()
            hands[s].append(c)
            if not st.quiet:
                ev.append(Event("draw", s, n=1))
                ev.append(Event("drew", s, to=1 << s, cards=[c]))
        for t in range(n):
            if t != s and hands[t]:
                break
        else:
            if not st.quiet:
                ev.append(Event("no_one", s))
            st.turn = next_in(st, s)
            continue
        st.phase = ASK_SEAT
        return ev
    raise RuntimeError("families: no seat can ask (a rules bug)")


def out_now(st: FamiliesState) -> list[Event]:
    """Every seat whose hand is empty while the stock is empty (always, with ``fail_draw=false``)
    is out for the rest of the game at once (families.md section 4, step 1), clockwise from the
    asker: the public ``out`` list says so the moment the last card leaves, so a seat emptied
    just before the game ends is listed too."""
    ev: list[Event] = []
    for k in range(st.n):
        s = (st.turn + k) % st.n
        if not st.hands[s] and not st.out >> s & 1:
            st.out |= 1 << s
            if not st.quiet:
                ev.append(Event("out", s))
    return ev


def deal(st: FamiliesState, order: list[int], cards: list[int]) -> list[Event]:
    """Deal ``cards`` (top last) one at a time from ``order``'s first seat, lay the families that
    are complete at once, and bring the hand to its first ask."""
    opts = st.opts
    if opts.fail_draw:
        for _ in range(min(opts.hand_size, len(cards) // len(order))):  # players x cards <= 28
            for s in order:
                st.hands[s].append(cards.pop())
        st.stock = cards
    else:
        k = 0
        while cards:
            st.hands[order[k % len(order)]].append(cards.pop())
            k += 1
        st.stock = []
    ev: list[Event] = []
    for s in order:
        ev += lay_down(st, s)
    st.turn = order[0]
    return ev + settle(st)
