"""Which move a card or the deck means (Enter on a hand card, on the deck), and what the table says
about the moment (the move that ended a hand, a countdown).

Pure functions of the legal actions (the table asks the session for them when the key comes), so the
table screen only says the result or acts on it.  Nothing here judges a move: a card no move names
becomes the move the player most likely meant, and the engine refuses it with its reason.
"""

from __future__ import annotations

from collections.abc import Sequence

from cardtable.engine.cards import Deck
from cardtable.engine.refusals import Refusal
from cardtable.engine.state import ALL_SEATS, Event
from cardtable.games.present import ParsedAction, Presenter

from ..i18n import lang, tr
from ..session import Session


def card_move(p: Presenter, deck: Deck, legal: list[str], hand: list[str], index: int, target: str,
              table_card: str, call_on: bool) -> str | list[ParsedAction]:
    """The move of hand card ``index``: an action text, or the choices between several moves.

    ``target`` is the attack card chosen to beat (Durak): only the moves onto it.  ``table_card`` is
    the table card under the cursor while the table row has the focus (a choice made by moving
    there).  With ``call_on`` the call word joins the move where the rules take it."""
    text = hand[index]
    cands = p.card_actions(legal, deck, hand).get(text, [])
    if not cands:
        return p.guess_card_action(legal, deck, text)
    if target:  # a chosen attack card: only the moves onto it (not a transfer)
        cands = [c for c in cands if target in c.cards] or cands
    if len(cands) > 1:
        aim = target or table_card
        narrowed = [c for c in cands if aim and aim in c.cards]
        if len(narrowed) != 1:
            return cands
        cands = narrowed
    action = cands[0].text
    if call_on:
        for call in p.call_words:
            if f"{action} {call}" in legal:
                return f"{action} {call}"
    return action


def deck_move(p: Presenter, legal: list[str]) -> str:
    """The move of Enter on the deck ('' where the deck is no move: say "pick a card")."""
    if not p.deck_verbs:
        return ""
    return next((v for v in p.deck_verbs if v in legal), p.deck_verbs[0])


def last_move(p: Presenter, events: Sequence[Event], deck: Deck, names: list[str], viewer: int | None, lg: str,
              symbols: bool) -> list[str]:
    """The move that ended a hand, in words (at most three lines the viewer may read): the card that
    ended it stays in sight at the hand-end moment."""
    last = []
    for e in events:
        if e.kind in ("hand_end", "hand_void", "match_end", "bout", "hand_start"):
            break  # what follows belongs to the next bout or hand
        if e.to == ALL_SEATS or (viewer is not None and e.visible_to(viewer)):
            t = p.line(e, deck, names, viewer, lg, symbols)
            if t:
                last.append(t)
    return last[-3:]


def window_words(session: Session, left: float) -> str:
    """A countdown in words: a person's move timer, a reaction window, a race (the game's own word)."""
    p = session.presenter
    race = session.timing_kind() == "race"
    key = "table.timer" if session.turn_deadline is not None else ("table.window.race" if race else "table.window")
    if race and "window.race" in p.strings.get("en", {}):  # the game's word for the race
        return p.s(lang(), "window.race", sec=left)
    return tr(key, sec=left)


def with_call(presenter: Presenter, legal: list[str], action: str) -> str:
    """``action`` with the call word when the rules take it with this action (Black Jack's ``draw
    last``; Uno only calls with a play), else as it is: the call toggle is on."""
    for call in presenter.call_words:
        if f"{action} {call}" in legal:
            return f"{action} {call}"
    return action


def refusal_words(presenter: Presenter, deck: Deck, names: list[str], seat: int, action: str, refusal: Refusal,
                  claiming: bool, symbols: bool) -> str:
    """What the table says when the engine refused a person's move: the rule in the player's words,
    or, for a jump-in claimed with a card that may not jump in, that the card does not fit."""
    if claiming and action.startswith("play "):
        return tr("table.claim.refused", card=presenter.card_name(deck, action.split(" ")[1], lang(), symbols))
    return tr("table.illegal", reason=presenter.word_refusal(refusal, deck, names, seat, lang(), symbols))
