"""Why an action is not legal in Mini Family: the codes of both modes and the checks that give
them (families.md sections 4 and 5).

``why_illegal`` checks what both modes share (the hand is over, the verb is unknown) and hands the
rest to its mode: ``_ask`` (whose turn, whom to ask, which card) or ``_kukareku`` (the secret
choice, the signal, the reaction window).  Nothing here runs in a playout: it answers only once an
action is known not to be legal.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.engine.refusals import COMMON, Catalog, Refusal

from .common import ASK_CARD, ASK_SEAT, REACT, SELECT

if TYPE_CHECKING:
    from .state import FamiliesState

R = Catalog("families", {
    "over": ("the hand is over", "раздача окончена"),
    # the ask mode
    "ask_turn": ("it is not your turn to ask", "сейчас спрашиваете не вы"),
    "name_card": ("name the card you want", "назовите карточку, которую просите"),
    "bad_seat": ("there is no seat {given!r}", "нет игрока {given!r}"),
    "ask_self": ("you cannot ask yourself", "у себя спрашивать нельзя"),
    "no_cards": ("that player holds no cards", "у этого игрока нет карточек"),
    "ask_first": ("first choose whom to ask", "сначала выберите, у кого спросить"),
    "not_a_card": ("{card!r} is not a card of this deck", "{card!r} — не карточка этой колоды"),
    "hold_it": ("you hold that card yourself", "эта карточка и так у вас"),
    "family_held": ("you may ask only for a family you hold a card of",
                    "просить можно только карточку семьи, из которой у вас что-то есть"),
    "ask_game": ("this is not done in the ask game", "в игре с вопросами так не ходят"),
    # Kukareku
    "no_asking": ("there is no asking in Kukareku", "в «Кукареку» ни у кого не спрашивают"),
    "passing_over": ("the passing has stopped", "передача карточек закончилась"),
    "chosen": ("you have already chosen a card this round", "в этом круге вы уже выбрали карточку"),
    "not_holding_that": ("you do not hold that card", "у вас нет этой карточки"),
    "no_signal": ("there is no signal in this game", "в этой игре знак не подают"),
    "signalled": ("you have already signalled", "вы уже подали знак"),
    "first_signal": ("only a player holding a whole family may give the first signal",
                     "первым знак подаёт только тот, у кого собрана вся семья"),
    "nothing_to_pass": ("there is nothing to let pass now", "сейчас нечего пропускать"),
    "passed": ("you have already let the window pass", "вы уже не успели"),
}, parent=COMMON)

VERBS = ("ask", "want", "give", "signal", "pass")


def why_illegal(st: FamiliesState, seat: int, action: str) -> Refusal:
    """Why ``action`` is not legal for ``seat`` now.  Not ``refusals.preamble``: its verb check
    lists the verbs and its turn check names the seat to act, while Families says "unknown action"
    alone and has no one seat to act in Kukareku (every seat chooses, every seat may react)."""
    if st.over:
        return R("over")
    verb, _, arg = action.partition(" ")
    if verb not in VERBS:
        return R("unknown", action=action)
    if st.mode == "ask":
        return _ask(st, seat, verb, arg)
    return _kukareku(st, seat, verb, arg)


def _ask(st: FamiliesState, seat: int, verb: str, arg: str) -> Refusal:
    """The ask mode: one asker at a time, ``ask T`` then ``want X``."""
    if seat != st.turn:
        return R("ask_turn")
    if verb == "ask":
        if st.phase != ASK_SEAT:
            return R("name_card")
        if not arg.isdigit() or not 0 <= int(arg) < st.n:
            return R("bad_seat", given=arg)
        if int(arg) == seat:
            return R("ask_self")
        return R("no_cards")
    if verb == "want":
        if st.phase != ASK_CARD:
            return R("ask_first")
        ids = st.deck.by_text.get(arg)
        if not ids:
            return R("not_a_card", card=arg)
        if ids[0] in st.hands[seat]:
            return R("hold_it")
        return R("family_held")
    return R("ask_game")


def _kukareku(st: FamiliesState, seat: int, verb: str, arg: str) -> Refusal:
    """Kukareku: the secret ``give X`` of a passing round, the ``signal``, ``pass`` in the reaction."""
    if verb in ("ask", "want"):
        return R("no_asking")
    if verb == "give":
        if st.phase != SELECT:
            return R("passing_over")
        if st.sel[seat]:
            return R("chosen")
        return R("not_holding_that")
    if verb == "signal":
        if not st.opts.kukareku_signal:
            return R("no_signal")
        if st.phase == REACT:
            return R("signalled")
        return R("first_signal")
    if st.phase != REACT or seat in st.signals:
        return R("nothing_to_pass")
    return R("passed")
