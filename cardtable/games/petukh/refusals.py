"""Why a Petukh action is refused: the codes of this game (over the trick games' ``TRICKS``).

Two kinds, one catalog: what the engine answers (``PetukhState.why_illegal``), and what the table
answers before the engine is asked (``PetukhPresenter.refusal`` and the dimmed Opt out): the duty a
card breaks, named with the trick it is measured on.  Arguments: ``card`` the card winning the
trick, ``suit`` the led suit and ``trump`` the trump (suit letters), ``phase`` a phrase of
``PHASES``, ``what`` the table's own words for what is expected now.

Under ``croupier_mode=penalize`` a card held but not allowed is no refusal at all: the engine
accepts it and the croupier annuls the hand (``PetukhState.is_mistake``), so the table says nothing
before.
"""

from __future__ import annotations

from cardtable.engine.mechanics.tricks import TRICKS
from cardtable.engine.refusals import Catalog

R = Catalog("petukh", {
    # -- the engine's ---------------------------------------------------------------------------
    "over": ("the hand is over", "раздача окончена"),
    "no_claims": ("claims are not played", "заявки не играются"),
    "claim_pair": ("a claim names a pair: the red or black jacks, the red or black queens",
                   "заявка — это пара: красные или чёрные валеты, красные или чёрные дамы"),
    "claim_shown": ("that pair is already shown", "эта пара уже показана"),
    "claim_not_held": ("you do not hold both cards of that pair", "у вас нет обеих карт этой пары"),
    "claim_not_now": ("no claims now", "сейчас заявлять нельзя"),
    "must_play": ("with fewer than {need} points you must play", "при счёте меньше {need} играть обязательно"),
    "optout_after_buyer": ("only a player after the buyer may opt out",
                           "отказаться может только игрок после купившего прикуп"),
    "rams_needs": ("Rams needs five trumps, declared before the first lead",
                   "рамс — это пять козырей, и объявляют его до первого хода"),
    "no_rams": ("no Rams here", "рамс не играется"),
    "rebuy_who": ("only a player this hand puts out, with the bank, the rebuy and the chips for the stake, "
                  "chooses to buy back in, while the match goes on",
                  "выкупиться может только тот, кого эта раздача выбивает, — если играют с банком и выкупом, "
                  "у него есть фишки на ставку и матч продолжается"),
    "play_not_started": ("the play has not started", "розыгрыш ещё не начался"),
    "follow_beat": ("follow suit and beat the winning card if you can; void, trump (and overtrump) if you can",
                    "ходите в масть и старше бьющей карты, если можете; нет масти — козырем "
                    "(и перебейте козырь), если можете"),
    "not_now": ("not now: this is {phase}", "сейчас нельзя: идёт {phase}"),
    # -- the table's, before the engine is asked ---------------------------------------------------
    "optout_low": ("with {score} points you must play (opting out needs {need})",
                   "при {score} очках нужно играть (отказ — от {need})"),
    "follow": ("follow suit: play a {suit}", "ходите в масть: {suit}"),
    "beat": ("follow suit and beat {card}: play a higher {suit}",
             "в масть и старше {card}: нужна старшая карта, {suit}"),
    "trump": ("no {suit}: play a trump, {trump}", "нет масти {suit}: бейте козырем, {trump}"),
    "overtrump": ("no {suit}: overtrump {card} with a higher trump",
                  "нет масти {suit}: перебейте {card} старшим козырем"),
    "not_a_card": ("not a card now: {what}", "сейчас не карта: {what}"),
}, parent=TRICKS)

PHASES = Catalog("petukh_phases", {
    "cut": ("the cut", "сдвиг колоды"),
    "offer": ("the prikup offer", "предложение прикупа"),
    "part": ("the choice to play or opt out", "выбор: играть или отказаться"),
    "declare": ("the claims and Rams", "объявление заявок"),
    "play": ("the play", "розыгрыш"),
    "rebuy": ("the rebuy", "выкуп"),
    "over": ("the end of the hand", "конец раздачи"),
})
"""The phases as ``not_now`` names them, in words (the English once read the record's ids: "part")."""

SUIT_ARGS = ("suit", "trump")
"""Arguments holding a suit letter (the table names the suit: ``♥ Hearts``)."""
