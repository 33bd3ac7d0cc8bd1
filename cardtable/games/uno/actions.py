"""Uno's action texts as (verb, argument) pairs: what ``UnoTables.parse`` precomputes per deck.

Texts stay the public notation (records, logs, the CLI, the bots); inside ``apply`` a dict
lookup replaces the string parsing, and ``parse_action`` is the parsing it replaces (used for
texts outside the table, and by the test that the table equals it).
"""

from __future__ import annotations

from typing import Any

from cardtable.engine.cards import UNO_COLOURS, Deck

# action verbs, as apply dispatches on them (docs/records.md gives the texts)
V_PLAY, V_DRAW, V_PASS, V_COLOR, V_CATCH, V_CHALLENGE, V_SWAP, V_TRADE, V_GIVE, V_SLAP, V_TALK = range(11)
V_SIMPLE = {"draw": V_DRAW, "pass": V_PASS, "challenge": V_CHALLENGE, "slap": V_SLAP, "talk": V_TALK}
_VERBS = {"play": V_PLAY, "color": V_COLOR, "catch": V_CATCH, "swap": V_SWAP, "trade": V_TRADE,
          "give": V_GIVE, **V_SIMPLE}


def parse_action(deck: Deck, action: str) -> tuple[int, Any] | None:
    """``action`` as (verb, argument) by string parsing: what ``UnoTables.parse`` holds precomputed
    (the slow path for texts outside it); None for an unknown verb."""
    verb, _, arg = action.partition(" ")
    code = _VERBS.get(verb)
    if code is None:
        return None
    if code == V_PLAY:
        text, _, flag = arg.partition(" ")
        return code, (text, flag == "uno", deck.by_text.get(text))
    if code == V_COLOR:
        return code, UNO_COLOURS.index(arg)
    if code in (V_CATCH, V_SWAP, V_TRADE):
        return code, int(arg)
    if code == V_GIVE:
        return code, arg
    return code, None

