"""Durak's per-deck lookup tables and its native action ids (apart from ``state`` for size).

Every action id is computed from card ids (``DurakTables``): attack c = c, throw c = n + c,
transfer c = 2n + c, beat a d = 3n + a*n + d, then take, pass, done.  The rules (``state``) build
legal lists and play moves on these ints; texts exist for records, logs and screens only.
"""

from __future__ import annotations

from cardtable.engine.actions import NOT_A_PLAY, PASSIVE, SOCIAL, ActionTable
from cardtable.engine.cards import SUITS, Deck, french_deck
from cardtable.engine.french import beaters_table

A_BEAT, A_THROW, A_ATTACK, A_TAKE, A_PASS, A_DONE, A_TRANSFER = range(7)  # verbs as apply dispatches


class DurakTables:
    """Per-deck lookup tables: suits, ranks, pre-built action texts and, per trump suit, beaters."""

    def __init__(self, deck: Deck) -> None:
        self.deck = deck
        self.suit = deck.suit_of
        self.rank = deck.rank_of
        self.rank_bit = tuple(1 << r for r in self.rank)
        # per mask of ranks (as ``rank_bit`` sets them), the deck's cards of those ranks
        ranks = sorted(set(self.rank))
        self.of_ranks: dict[int, frozenset[int]] = {}
        for k in range(1 << len(ranks)):
            m = sum(1 << r for i, r in enumerate(ranks) if k >> i & 1)
            self.of_ranks[m] = frozenset(c for c in range(len(deck)) if m >> self.rank[c] & 1)
        texts = deck.texts
        self.attack = tuple(f"attack {t}" for t in texts)
        self.throw = tuple(f"throw {t}" for t in texts)
        self.transfer = tuple(f"transfer {t}" for t in texts)
        self.beat = tuple(tuple(f"beat {a} {d}" for d in texts) for a in texts)
        self.card = {t: ids[0] for t, ids in deck.by_text.items()}
        # action text -> (verb, card, card): apply parses no text
        card = self.card
        self.parse: dict[str, tuple[int, int, int]] = {
            "take": (A_TAKE, -1, -1), "pass": (A_PASS, -1, -1), "done": (A_DONE, -1, -1)}
        for i, t in enumerate(texts):
            self.parse[self.attack[i]] = (A_ATTACK, card[t], -1)
            self.parse[self.throw[i]] = (A_THROW, card[t], -1)
            self.parse[self.transfer[i]] = (A_TRANSFER, card[t], -1)
            for j, u in enumerate(texts):
                self.parse[self.beat[i][j]] = (A_BEAT, card[t], card[u])
        self.beaters = tuple(beaters_table(deck, s) for s in range(len(SUITS)))
        # native action ids, computed from card ids (n cards): attack c = c, throw c = n + c,
        # transfer c = 2n + c, beat a d = 3n + a*n + d, then take, pass, done
        n = self.n = len(texts)
        self.id_throw, self.id_transfer, self.id_beat = n, 2 * n, 3 * n
        self.id_take = 3 * n + n * n
        self.id_pass, self.id_done = self.id_take + 1, self.id_take + 2
        ordered = [*self.attack, *self.throw, *self.transfer, *(b for row in self.beat for b in row),
                   "take", "pass", "done"]
        self.table = _native_table(ordered)
        self.parse_id = [self.parse[t] for t in ordered]  # id -> (verb, card, card)


def _native_table(texts: list[str]) -> ActionTable:
    """An ActionTable whose id of ``texts[i]`` is ``i``.  Filled directly: ``ActionTable.id``
    would first give ``beat 7h`` (the text without its last word, meant for Uno's calls) an id
    of its own and break the arithmetic; no Durak action is a call, so ``bare`` is -1."""
    t = ActionTable()
    for i, text in enumerate(texts):
        verb = text.split(" ", 1)[0]
        t.texts.append(text)
        t.play.append(verb not in NOT_A_PLAY)  # the same flags ActionTable.id gives
        t.passive.append(verb in PASSIVE)
        t.social.append(verb in SOCIAL)
        t.bare.append(-1)
        t.ids[text] = i
    return t


TABLES = DurakTables(french_deck(36))
CLOCKWISE = tuple(tuple(tuple((a + k) % n for k in range(n)) for a in range(n)) for n in range(13))
"""``CLOCKWISE[n][a]``: the seats of an ``n``-seat table clockwise from ``a`` (``a`` first): no
modulo arithmetic in the loops that look for the next seat."""
