"""Why a Durak action is refused: the codes of this game (over ``COMMON``) and the check that picks one.

Kept apart from the rules (``state`` decides only *whether* an action is legal): ``why_illegal``
runs only once an action failed the legality check, so it may be slow and thorough.  It tries the
most specific explanation first (the deal is over, unknown verb, not your turn, the action's
form, unknown card, wrong phase, then the rule).

What the seat to act is expected to do (``expected``) is a code of its own, passed as a nested
refusal (``COMMON["not_your_turn_to"]``'s ``expected``), so it is worded in the reader's language
too.  A refusal that names two cards gives the player's card as ``card`` and the table card it
is judged against as ``cards`` (a one-card list): those are the arguments a presenter draws as
cards (``Presenter.word_refusal``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.engine.cards import SUITS
from cardtable.engine.refusals import COMMON, Catalog, Refusal, preamble

from .phases import DEFEND, OPEN, OVER, TAKING, THROW, TRANSFER, VERBS

if TYPE_CHECKING:
    from .state import DurakState

R = Catalog("durak", {
    # what the seat to act is expected to do (nested in other refusals)
    "expect_open": ("open the bout with one card (attack)", "зайти одной картой"),
    "expect_defend": ("answer the attack (beat, take)", "отбиваться (бить или «Беру»)"),
    "expect_defend_transfer": ("answer the attack (beat, take or transfer)",
                               "отбиваться (бить, «Беру» или переводить)"),
    "expect_throw": ("throw in a card of a rank on the table, or pass",
                     "подкинуть карту ранга, который есть на столе, или «Бито»"),
    "expect_taking": ("throw in before the defender picks up, or pass",
                      "подкинуть, пока отбивающийся не забрал карты, или «Пас»"),
    "expect_transfer": ("add another card of the transferred rank, or say done",
                        "добавить ещё карту того же ранга или «Хватит»"),
    # the form of an action
    "card_count": ("{verb!r} takes {needs} card(s): write it like {form!r}",
                   "для {verb!r} нужно карт: {needs}; пишите так: {form!r}"),
    "no_card_36": ("there is no card {card!r} in a 36-card deck (ranks 6-10 J Q K A, suits s h d c)",
                   "в колоде из 36 карт нет карты {card!r} (ранги 6-10 J Q K A, масти s h d c)"),
    # attack, take, pass, done
    "bout_open": ("the bout is already open: {expected}", "заход уже начат: {expected}"),
    "take_defender": ("only the defender facing an unbeaten card may take: {expected}",
                      "взять может только отбивающийся, перед которым лежит непобитая карта: {expected}"),
    "pass_open": ("the lead attacker must open the bout: passing is not allowed",
                  "заходящий должен начать заход: пасовать нельзя"),
    "pass_defend": ("the defender cannot pass: beat a card or take",
                    "отбивающемуся пасовать нельзя: бейте карту или «Беру»"),
    "pass_defend_transfer": ("the defender cannot pass: beat a card or take (or transfer)",
                             "отбивающемуся пасовать нельзя: бейте карту или «Беру» (или переводите)"),
    "pass_added": ("you have added cards: say done to let the defender answer",
                   "вы уже подкинули: скажите «Хватит», и отбивающийся ответит"),
    "done_nothing": ("you have not thrown anything in yet: pass instead",
                     "вы ещё ничего не подкинули: тогда пасуйте"),
    "done_no_batch": ("there is no batch of cards to finish: {expected}",
                      "«Хватит» сейчас не к чему: {expected}"),
    # beat
    "beat_none": ("there is no unbeaten card to beat now: {expected}",
                  "сейчас нет непобитой карты: {expected}"),
    "beat_not_attack": ("{card} is not an attack card on the table", "{card} не лежит на столе среди карт хода"),
    "beat_beaten": ("{card} is already beaten", "{card} уже побита"),
    "beat_higher": ("{card} does not beat {cards}: play a higher card of its suit",
                    "{card} не бьёт {cards}: нужна старшая карта той же масти"),
    "beat_higher_trump": ("{card} does not beat {cards}: play a higher card of its suit or a trump, {suit}",
                          "{card} не бьёт {cards}: нужна старшая карта той же масти или козырь, {suit}"),
    # throw
    "throw_open": ("open the bout with attack, not throw", "заход начинают ходом, а не подкидыванием"),
    "throw_defend": ("throw-ins wait until every attack card is beaten (or the defender takes)",
                     "подкидывают, когда побиты все карты хода (или отбивающийся берёт)"),
    "throw_transfer": ("add cards of the transferred rank with transfer, then say done",
                       "после перевода добавляйте карты того же ранга переводом, затем «Хватит»"),
    "bout_full": ("the bout is full: at most {limit} attack cards against this defender",
                  "заход полон: против этого отбивающегося не больше {limit} карт"),
    "throw_rank": ("{card} cannot be thrown in: its rank is not on the table",
                   "{card} нельзя подкинуть: карт такого ранга на столе нет"),
    # transfer
    "transfer_off": ("transfers are off (house rule 'transfer')",
                     "переводить нельзя (домашнее правило 'transfer' выключено)"),
    "transfer_defender": ("only the defender may transfer, before beating anything",
                          "переводить может только отбивающийся и только пока ничего не побил"),
    "transfer_rank": ("{card} has another rank: a transfer adds cards of the attack's rank",
                      "{card} другого ранга: переводят картой того же ранга, что и ход"),
    "bout_full_new": ("the bout is full: at most {limit} attack cards against the new defender",
                      "заход полон: против нового отбивающегося не больше {limit} карт"),
    "transfer_beaten": ("you can transfer only before beating any card",
                        "переводить можно, только пока вы не побили ни одной карты"),
    "transfer_one_rank": ("a transfer needs every attack card to have the same rank",
                          "для перевода все карты хода должны быть одного ранга"),
    "transfer_too_many": ("the next defender ({defender}) could face at most {bound} cards: {count} would be too many",
                          "следующему отбивающемуся ({defender}) можно подкинуть не больше {bound}: "
                          "{count} — слишком много"),
    # the move timer (``timeout``: the table's clock, not a player, says it)
    "no_timer": ("there is no move timer in this game (move_timer_s is 0)",
                 "в этой игре нет таймера хода (move_timer_s = 0)"),
    "timeout_turn": ("only the seat whose turn it is can run out of time",
                     "время может выйти только у того, чей сейчас ход"),
}, parent=COMMON)

_EXPECTED = {
    OPEN: "expect_open",
    DEFEND: "expect_defend",
    THROW: "expect_throw",
    TAKING: "expect_taking",
    TRANSFER: "expect_transfer",
}
_FORMS = {"attack": "attack 7h", "throw": "throw 7h", "transfer": "transfer 7h", "beat": "beat 7h Jh"}
_NEEDS = {"attack": 1, "throw": 1, "transfer": 1, "beat": 2}


def expected(st: DurakState) -> Refusal:
    """What the seat to act is expected to do now (a phrase nested in other refusals)."""
    code = _EXPECTED[st.phase]
    if code == "expect_defend" and st.opts.transfer:
        code = "expect_defend_transfer"
    return R(code)


def why_illegal(st: DurakState, seat: int, action: str) -> Refusal:
    verb, _, arg = action.partition(" ")
    to_act = st.to_act()
    # ``timeout`` (the table clock's, not among the actions offered) is a known verb: a malformed
    # one is refused below by its form, not as an unknown action
    first = preamble(st.phase == OVER, to_act, seat, action, None if verb == "timeout" else VERBS[:-1], catalog=R)
    if first is not None:
        if first.code == "not_your_turn":  # naming what the seat to act is expected to do
            return R("not_your_turn_to", to_act=to_act[0], expected=expected(st))
        return first
    args = arg.split() if arg else []
    needs = _NEEDS.get(verb, 0)
    if len(args) != needs:
        return R("card_count", verb=verb, needs=needs, form=_FORMS.get(verb, verb))
    card = st.T.card
    cards = [card.get(t) for t in args]
    for t, c in zip(args, cards, strict=True):
        if c is None:
            return R("no_card_36", card=t)
    hand = st.hands[seat]
    phase = st.phase
    if verb == "attack":
        if phase != OPEN:
            return R("bout_open", expected=expected(st))
        return R("not_holding", card=args[0])
    if verb == "take":
        return R("take_defender", expected=expected(st))
    if verb == "pass":
        if phase == OPEN:
            return R("pass_open")
        if phase == DEFEND:
            return R("pass_defend_transfer" if st.opts.transfer else "pass_defend")
        return R("pass_added")
    if verb == "done":
        if phase in (THROW, TAKING):
            return R("done_nothing")
        return R("done_no_batch", expected=expected(st))
    if verb == "beat":
        a, d = cards
        assert a is not None and d is not None
        if phase != DEFEND:
            return R("beat_none", expected=expected(st))
        if a not in st.att:
            return R("beat_not_attack", card=args[0])
        if a not in st.unbeaten():
            return R("beat_beaten", card=args[0])
        if d not in hand:
            return R("not_holding", card=args[1])
        if st.T.suit[a] == st.trump:
            return R("beat_higher", card=args[1], cards=[args[0]])
        return R("beat_higher_trump", card=args[1], cards=[args[0]], suit=SUITS[st.trump])
    c = cards[0]
    assert c is not None
    if verb == "throw":
        if phase in (OPEN,):
            return R("throw_open")
        if phase == DEFEND:
            return R("throw_defend")
        if phase == TRANSFER:
            return R("throw_transfer")
        if c not in hand:
            return R("not_holding", card=args[0])
        if len(st.att) >= st.limit:
            return R("bout_full", limit=st.limit)
        return R("throw_rank", card=args[0])
    # transfer
    if not st.opts.transfer:
        return R("transfer_off")
    if phase not in (DEFEND, TRANSFER):
        return R("transfer_defender")
    if c not in hand:
        return R("not_holding", card=args[0])
    if st.T.rank[c] != st.T.rank[st.att[0]]:
        return R("transfer_rank", card=args[0])
    if phase == TRANSFER:
        return R("bout_full_new", limit=st.limit)
    if st.dfn:
        return R("transfer_beaten")
    if len({st.T.rank[x] for x in st.att}) > 1:
        return R("transfer_one_rank")
    nxt = st.next_active(st.defender)
    return R("transfer_too_many", defender=nxt, bound=st.bound(nxt), count=len(st.att) + 1)
