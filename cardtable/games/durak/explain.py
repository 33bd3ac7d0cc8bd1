"""Player-facing reasons why a Durak action is illegal now (kept apart from the rules for size).

Only called when an action failed the legality check, so it may be slow and thorough: it tries
the most specific explanation first (not your turn, unknown card, wrong phase, then the rule).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.engine.cards import SUITS

from .phases import DEFEND, OPEN, OVER, TAKING, THROW, TRANSFER, VERBS

if TYPE_CHECKING:
    from .state import DurakState

_EXPECTED = {
    OPEN: "open the bout with one card (attack)",
    DEFEND: "answer the attack (beat, take{transfer})",
    THROW: "throw in a card of a rank on the table, or pass",
    TAKING: "throw in before the defender picks up, or pass",
    TRANSFER: "add another card of the transferred rank, or say done",
}


def expected(st: DurakState) -> str:
    text = _EXPECTED.get(st.phase, "")
    return text.replace("{transfer}", " or transfer" if st.opts.transfer else "")


def _card(st: DurakState, text: str) -> int | None:
    return st.T.card.get(text)


def why_illegal(st: DurakState, seat: int, action: str) -> str:
    if st.phase == OVER:
        return "the deal is over"
    verb, _, arg = action.partition(" ")
    if verb not in VERBS:
        return f"unknown action {action!r} (actions: {', '.join(VERBS[:-1])})"
    to_act = st.to_act()
    if seat not in to_act:
        return f"it is not your turn (seat {to_act[0]} is to act: {expected(st)})"
    args = arg.split() if arg else []
    needs = {"attack": 1, "throw": 1, "transfer": 1, "beat": 2}.get(verb, 0)
    if len(args) != needs:
        form = {"attack": "attack 7h", "throw": "throw 7h", "transfer": "transfer 7h", "beat": "beat 7h Jh"}
        return f"{verb!r} takes {needs} card(s): write it like {form.get(verb, verb)!r}"
    cards = [_card(st, t) for t in args]
    for t, c in zip(args, cards, strict=True):
        if c is None:
            return f"there is no card {t!r} in a 36-card deck (ranks 6-10 J Q K A, suits s h d c)"
    hand = st.hands[seat]
    phase = st.phase
    if verb == "attack":
        if phase != OPEN:
            return "the bout is already open: " + expected(st)
        return f"you do not hold {args[0]}"
    if verb == "take":
        return "only the defender facing an unbeaten card may take: " + expected(st)
    if verb == "pass":
        if phase == OPEN:
            return "the lead attacker must open the bout: passing is not allowed"
        if phase == DEFEND:
            return "the defender cannot pass: beat a card or take" + (" (or transfer)" if st.opts.transfer else "")
        return "you have added cards: say done to let the defender answer"
    if verb == "done":
        if phase in (THROW, TAKING):
            return "you have not thrown anything in yet: pass instead"
        return "there is no batch of cards to finish: " + expected(st)
    if verb == "beat":
        a, d = cards
        assert a is not None and d is not None
        if phase != DEFEND:
            return "there is no unbeaten card to beat now: " + expected(st)
        if a not in st.att:
            return f"{args[0]} is not an attack card on the table"
        if a not in st.unbeaten():
            return f"{args[0]} is already beaten"
        if d not in hand:
            return f"you do not hold {args[1]}"
        trump = SUITS[st.trump]
        return (f"{args[1]} does not beat {args[0]}: play a higher card of its suit"
                f"{'' if st.T.suit[a] == st.trump else ' or a trump (' + trump + ')'}")
    c = cards[0]
    assert c is not None
    if verb == "throw":
        if phase in (OPEN,):
            return "open the bout with attack, not throw"
        if phase == DEFEND:
            return "throw-ins wait until every attack card is beaten (or the defender takes)"
        if phase == TRANSFER:
            return "add cards of the transferred rank with transfer, then say done"
        if c not in hand:
            return f"you do not hold {args[0]}"
        if len(st.att) >= st.limit:
            return f"the bout is full: at most {st.limit} attack cards against this defender"
        return f"{args[0]} cannot be thrown in: its rank is not on the table"
    # transfer
    if not st.opts.transfer:
        return "transfers are off (house rule 'transfer')"
    if phase not in (DEFEND, TRANSFER):
        return "only the defender may transfer, before beating anything"
    if c not in hand:
        return f"you do not hold {args[0]}"
    if st.T.rank[c] != st.T.rank[st.att[0]]:
        return f"{args[0]} has another rank: a transfer adds cards of the attack's rank"
    if phase == TRANSFER:
        return f"the bout is full: at most {st.limit} attack cards against the new defender"
    if st.dfn:
        return "you can transfer only before beating any card"
    if len({st.T.rank[x] for x in st.att}) > 1:
        return "a transfer needs every attack card to have the same rank"
    nxt = st.next_active(st.defender)
    return (f"the next defender (seat {nxt}) could face at most {st.bound(nxt)} cards: "
            f"{len(st.att) + 1} would be too many")
