"""Twenty-Two's action ids (``engine.actions``) and per-card lookups, built once per pack.

Why: the hard bot's rollouts ask for the legal moves and apply one at every step, and the text
actions (``play 9h``) cost a string build per legal card and a parse per move.  Here an action is a
small int computed from the card: with ``T.u`` distinct card texts (52 in either pack: the second
pack repeats the first one's texts), ``play X`` is the index of X's text, ``discard X`` that index
plus ``u``, then come ``draw``, ``pass`` and ``done``.  With one pack a play's id is its card id.
The table's texts are exactly the ones ``legal_actions`` has always given, so records, logs and
screens read the same.
"""

from __future__ import annotations

from cardtable.engine.actions import ActionTable
from cardtable.engine.cards import Deck, french_deck


class Tables:
    """The lookups of one pack (``decks`` 1 or 2)."""

    def __init__(self, deck: Deck) -> None:
        self.deck = deck
        self.rank: tuple[int, ...] = deck.rank_of
        texts = list(deck.by_text)
        u = self.u = len(texts)
        index = {t: i for i, t in enumerate(texts)}
        self.tid: tuple[int, ...] = tuple(index[t] for t in deck.texts)
        """Card id -> the id of ``play`` its text (its text's index)."""
        self.did: tuple[int, ...] = tuple(i + u for i in self.tid)
        """Card id -> the id of ``discard`` its text."""
        self.cards_of: tuple[tuple[int, ...], ...] = tuple(deck.by_text[t] for t in texts)
        """Text index -> the card ids with that text, in id order (``card_in_hand`` takes the first held)."""
        self.draw, self.pass_, self.done = 2 * u, 2 * u + 1, 2 * u + 2
        self.actions = ActionTable([*(f"play {t}" for t in texts), *(f"discard {t}" for t in texts),
                                    "draw", "pass", "done"])
        self.single = all(len(ids) == 1 for ids in self.cards_of)
        """One card per text (one pack): a play's id is its card, and legal lists need no de-duplication."""


TABLES: dict[int, Tables] = {1: Tables(french_deck(52)), 2: Tables(french_deck(52, copies=2))}
"""Per ``decks`` option: the tables of its pack (the same ``Deck`` objects as ``state.DECKS``)."""
