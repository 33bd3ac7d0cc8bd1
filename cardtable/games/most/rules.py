"""Why an action is not legal in Most: one sentence naming the rule (most.md section 4).

Kept apart from ``state.py`` because it runs only when a person (or a record) asks for a move the
rules forbid; the hot path of the rules never needs it.  The order of the checks follows the turn:
whose turn, which step (take or table), then the rule the move breaks.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .deck import DECK, TAKE, is_joker

if TYPE_CHECKING:
    from .state import MostState

TABLE_VERBS = ("meld", "lay", "swap", "discard")
TAKE_VERBS = ("draw", "pick", "pass")


def why_illegal(st: MostState, seat: int, action: str) -> str:
    if st.over:
        return "the hand is over"
    verb, _, arg = action.partition(" ")
    if verb not in TABLE_VERBS + TAKE_VERBS:
        return f"unknown action {action!r} (actions: {', '.join(TAKE_VERBS + TABLE_VERBS)})"
    if seat != st.turn:
        return f"it is not your turn (seat {st.turn} is to act)"
    if st.phase == TAKE:
        return _take(st, seat, verb, arg)
    if verb in TAKE_VERBS:
        return "you have taken a card this turn already: make table actions, then discard"
    return _table(st, seat, verb, arg)


def _take(st: MostState, seat: int, verb: str, arg: str) -> str:
    if verb in TABLE_VERBS:
        return "take a card first: draw from the stock or pick from the bridge"
    if verb == "draw":
        if st.reshuffled:
            return "the stock is empty and was already made once from the bridge: pick from the bridge or pass"
        return "the stock is empty: pick from the bridge or pass (the hand then ends)"
    if verb == "pass":
        return "you may pass only when the stock is empty"
    ids = DECK.by_text.get(arg)
    if not ids or ids[0] not in st.bridge:
        return f"{arg} is not in the bridge"
    return (f"target rule: taking from {arg} obliges you to put {arg} on the table at once "
            f"({_use_words(st)}), and no such meld is possible with your cards"
            + (" that leaves you a card to discard (keep-one rule)" if not st.opts.go_out_by_melding else ""))


def _use_words(st: MostState) -> str:
    return "in a new meld" if st.opts.bridge_take_use == "meld_only" else "in a new meld or by a lay-off"


def _table(st: MostState, seat: int, verb: str, arg: str) -> str:
    hand = st.hands[seat]
    words = arg.split(" ") if arg else []
    if st.target >= 0 and verb in ("swap", "discard"):
        t = DECK.texts[st.target]
        return f"target rule: first put {t}, taken from the bridge, on the table ({_use_words(st)})"
    if verb == "discard":
        ids = DECK.by_text.get(arg)
        if not ids or ids[0] not in hand:
            return f"you do not hold {arg}"
        if ids[0] == st.free:
            return f"{arg} was taken freely from the bridge this turn and may not be discarded now"
        return f"table uniqueness: a joker stands for {arg} on the table; exchange it (swap {arg}) instead"
    if verb == "swap":
        ids = DECK.by_text.get(arg)
        if not ids or ids[0] not in hand:
            return f"you do not hold {arg}"
        return f"no joker on the table stands for {arg}"
    if verb == "lay":
        if len(words) < 3 or words[-2] != "on" or not words[-1].isdigit():
            return "write a lay-off as: lay CARDS on N (N = the meld's number)"
        k = int(words[-1]) - 1
        if not 0 <= k < len(st.melds):
            return f"there is no meld {k + 1}"
        if st.target >= 0 and st.opts.bridge_take_use == "meld_only":
            return f"target rule: {DECK.texts[st.target]} must go into a new meld"
        if not st.may_lay(seat):
            return "you may lay off only once you have a meld of your own this hand"
        words = words[:-2]
    return _cards_problem(st, seat, verb, words)


def _cards_problem(st: MostState, seat: int, verb: str, words: list[str]) -> str:
    hand = st.hands[seat]
    slots: list[tuple[int, int]] = []
    for w in words:
        joker, eq, as_ = w.partition("=")
        ids = DECK.by_text.get(joker if eq else w)
        if not ids or ids[0] not in hand:
            return f"you do not hold {joker if eq else w}"
        c = ids[0]
        if eq:
            real = DECK.by_text.get(as_)
            if not is_joker(c) or not real or is_joker(real[0]):
                return f"{w}: only a joker is declared, and as a real card (X1=9c)"
            slots.append((c, real[0]))
        elif is_joker(c):
            return f"declare the joker {w} as a card, e.g. {w}=9c"
        else:
            slots.append((c, c))
    if len({c for c, _ in slots}) != len(slots):
        return "a card is named twice"
    table = st.table()
    for c, i in slots:
        if not is_joker(c) and not table.may_enter(i):
            return f"table uniqueness: a joker stands for {DECK.texts[i]}; it enters the table only by exchange"
        if is_joker(c) and not table.may_declare(i):
            return f"table uniqueness: {DECK.texts[i]} is on the table already, a joker may not stand for it"
    if st.target >= 0 and st.target not in {c for c, _ in slots}:
        return f"target rule: this first table action must contain {DECK.texts[st.target]}, taken from the bridge"
    if len(hand) - len(slots) < 1 and not st.opts.go_out_by_melding:
        return "keep-one rule: keep a card to discard at the end of the turn"
    if len(hand) - len(slots) == 1 and st.free >= 0 and st.free in hand and st.free not in {c for c, _ in slots}:
        return "keep-one rule: the card taken freely from the bridge cannot be your discard"
    idents = [i for _, i in slots]
    if verb == "meld":
        return "not a valid meld: a set is 3-4 cards of one rank, a run 3 or more of one suit in sequence" + (
            "" if st.opts.wrap_around else " (no run passes through the ace)")
    return "these cards do not extend that meld into a valid set or run" if idents else "name the cards to lay off"

