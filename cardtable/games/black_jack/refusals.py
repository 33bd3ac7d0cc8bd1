"""Why a Black Jack action is refused: the codes of this game (over ``COMMON``) and the check that picks one.

Kept apart from the rules in ``state`` (which only decide *whether* an action is legal) so that
the state module holds the rules; ``BlackJackState.why_illegal`` calls ``why_illegal`` here once
an action is refused (this module reads the state's class for the type checker only).  A penalty's kind is a code of its
own (``kind_twos`` ...), nested in the refusal that names it, so it is worded in the reader's
language too.  A refusal that names two cards gives the player's card as ``card`` and the card on
the pile as ``cards`` (a one-card list): those are the arguments a presenter draws as cards.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.engine.cards import SUITS
from cardtable.engine.mechanics.french_shedding import RQ
from cardtable.engine.refusals import COMMON, Catalog, Refusal, preamble

from .phases import (
    BLACK_JACKS,
    CALLED,
    CANCEL,
    COMBO,
    DRAWN,
    KIND_NAMES,
    LAST,
    NO_CALL,
    PASS_ON,
    PLAY,
    QDRAWN,
    SUIT,
)

if TYPE_CHECKING:
    from .state import BlackJackState

R = Catalog("black_jack", {
    "unknown_verbs": ("unknown action {action!r} (actions: {verbs}, with an optional ' last')",
                      "неизвестный ход {action!r} (ходы: {verbs}, можно с ' last' в конце)"),
    # the «Last cards!» call
    "called_already": ("you have already called «last cards» (a draw or pick-up may renew the call)",
                       "вы уже объявили «Последние карты!» (взяв карты, объявление можно повторить)"),
    "no_call_out": ("there is no call to make when you go out", "выходя, объявлять нечего"),
    "out_needs_call": ("you may go out only after calling «last cards» on an earlier turn (a draw ends a call)",
                       "выйти можно, только объявив «Последние карты!» на одном из прошлых ходов "
                       "(взятая карта отменяет объявление)"),
    # the ace's suit
    "suit_first": ("name a suit for your ace first (♠ ♥ ♦ ♣)",
                   "сначала закажите масть для своего туза (♠ ♥ ♦ ♣)"),
    "suit_not_now": ("you name a suit only when your play ends on an ace",
                     "масть заказывают, только когда ход закончился тузом"),
    # penalties (``kind``: one of the kind codes below)
    "penalty_pending": ("a penalty of {n} is pending: pass it on with {kind}, or draw (pick it up)",
                        "на вас штраф {n}: переведите его (годится {kind}) или возьмите карты"),
    "penalty_pending_cancel": ("a penalty of {n} is pending: pass it on with {kind} or a red jack to cancel it, "
                               "or draw (pick it up)",
                               "на вас штраф {n}: переведите его (годится {kind}), отмените красным валетом "
                               "или возьмите карты"),
    "pass_on_only": ("only {kind} may be added when passing a penalty on",
                     "при переводе штрафа добавляется только {kind}"),
    "cancel_only": ("only the other red jack may follow a cancelling red jack",
                    "за отменяющим красным валетом может идти только второй красный валет"),
    "kind_twos": ("a two", "двойка"),
    "kind_black_jacks": ("a black jack", "чёрный валет"),
    "kind_king_of_hearts": ("the king of hearts", "червовый король"),
    # what goes on the pile, and combinations
    "no_match": ("{card} does not go on {cards}: play suit {suit}, rank {rank}, an ace",
                 "{card} не ложится на {cards}: нужна масть {suit}, тот же ранг или туз"),
    "drawn_only": ("after drawing, only the drawn card may be played (or pass)",
                   "после взятия можно сыграть только взятую карту (или пас)"),
    "drawn_no_match": ("{card} does not go on {cards}: keep it (pass)",
                       "{card} не ложится на {cards}: оставьте её (пас)"),
    "cover_queen": ("cover the queen: a card of its suit, an ace, or a linked card ({card})",
                    "накройте даму: картой её масти, тузом или связанной картой ({card})"),
    "no_link": ("{card} does not link to {cards}: same rank, or same suit and a neighbouring rank",
                "{card} не связывается с {cards}: нужен тот же ранг или та же масть и соседний ранг"),
    "queen_uncovered": ("a queen must be covered before the play ends (draw if you cannot)",
                        "даму нужно накрыть, прежде чем закончить ход (нечем — берите карту)"),
    "no_play": ("there is no play in progress to end", "заканчивать нечего: ход ещё не начат"),
    # drawing and passing
    "already_drew": ("you already drew: play the drawn card or pass", "вы уже взяли карту: сыграйте её или пас"),
    "draw_in_play": ("you may draw during a play only to cover a queen you cannot cover",
                     "посреди хода брать можно, только если даму нечем накрыть"),
    "nothing_to_draw": ("there is nothing left to draw: pass", "брать больше нечего: пас"),
    "pass_when": ("you may pass only after drawing, or when there is nothing to draw",
                  "пас можно только после взятия карты или когда брать нечего"),
}, parent=COMMON)

VERBS = ("play", "done", "draw", "pass", "suit")


def kind(pkind: int) -> Refusal:
    """A penalty kind (``phases.KIND_NAMES``) as a phrase of the catalog."""
    return R("kind_" + KIND_NAMES[pkind])


def why_illegal(st: BlackJackState, seat: int, action: str) -> Refusal:
    """Why ``action`` is not legal for ``seat`` now (a code of ``R``)."""
    first = preamble(st.over, [st.turn], seat, action, VERBS, catalog=R)
    if first is not None:
        return first
    bare = action[: -len(LAST)] if action.endswith(LAST) else action
    verb, _, arg = bare.partition(" ")
    if action.endswith(LAST) and bare in st.legal_actions(seat):
        if st.calls[seat] != NO_CALL:
            return R("called_already")
        return R("no_call_out")
    phase = st.phase
    if phase == SUIT:
        return R("suit_first")
    if verb == "suit":
        return R("suit_not_now")
    x = st.eff(st.top)
    top = st.deck.text(st.top)
    if verb == "play":
        ids = st.deck.by_text.get(arg)
        if ids is None:
            return R("no_card", card=arg)
        c = ids[0]
        hand = st.hands[seat]
        if c not in hand:
            return R("not_holding", card=arg)
        if phase in (DRAWN, QDRAWN) and c != hand[st.drawn_at]:
            return R("drawn_only")
        fits = {PLAY: st._may_start, COMBO: lambda c: st._may_follow(c, x)}.get(phase, lambda c: True)
        if len(hand) == 1 and st.calls[seat] != CALLED and fits(c):
            return R("out_needs_call")
        if phase == PLAY and st.pending:
            cancel = st.pkind == BLACK_JACKS and st.opts.red_jack_cancels
            return R("penalty_pending_cancel" if cancel else "penalty_pending", n=st.pending, kind=kind(st.pkind))
        if phase == PLAY:
            return R("no_match", card=arg, cards=[top], suit=SUITS[st.active_suit()], rank=top[:-1])
        if phase in (DRAWN, QDRAWN):
            return R("drawn_no_match", card=arg, cards=[top])
        if st.mode == PASS_ON:
            return R("pass_on_only", kind=kind(st.pkind))
        if st.mode == CANCEL:
            return R("cancel_only")
        if st.T.rank[x] == RQ:
            return R("cover_queen", card=top)
        return R("no_link", card=arg, cards=[top])
    if verb == "done":
        if phase == COMBO:
            return R("queen_uncovered")
        return R("no_play")
    if verb == "draw":
        if phase in (DRAWN, QDRAWN):
            return R("already_drew")
        if phase == COMBO:
            return R("draw_in_play")
        return R("nothing_to_draw")
    if verb == "pass":
        return R("pass_when")
    return R("not_legal", action=action)
