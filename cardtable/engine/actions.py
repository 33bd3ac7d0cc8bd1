"""Actions as small integers: the currency of search and rollouts, texts only at the edge.

Records, logs, the CLI and the screens speak action *texts* (``"beat 7♠ 9♠"``): they are the
public notation and they stay.  The hard bot's search and its rollouts, which apply millions of
actions, speak *ids*: small ints handed out by an ``ActionTable``.  An id is only ever compared,
used as a dict key or looked up in the table's lists, so the rules code of a game that encodes its
actions natively (Durak: an id per verb and card, computed from card ids) builds legal lists
without any string work, and every game gets the search's bookkeeping on ints.

A game that has no native encoding needs nothing: ``State``'s default methods intern its texts
in a table of its class, so ``legal_ids`` and ``apply_id`` work for every game.

The table also holds, per id, the facts the generic policies ask of a text, computed once when
the text is added: ``play`` (puts a card or makes a choice: ``bots.basic.is_play``), ``passive``
(a draw, pass or take, which the play-first policy avoids), ``social`` (table talk) and ``bare``
(the id of the text without its last word when the text is a call added to a play, such as
``"play R7 uno"``; -1 otherwise).
"""

from __future__ import annotations

import threading

PASSIVE = frozenset({"draw", "pass", "take"})
"""Verbs the play-first policy avoids while it has another move (``bots.basic`` re-exports it)."""
SOCIAL = frozenset({"talk"})
"""Chat verbs: bots stay silent."""
NOT_A_PLAY = PASSIVE | SOCIAL
"""Verbs of actions that put no card and make no choice."""


class ActionTable:
    """Texts <-> ids for one game (one per deck layout when ids derive from card ids).

    Ids are dense from 0 in the order texts were added, and a text keeps its id for the life of
    the process, so ids may be cached anywhere (search trees, per-card lookup lists).  Adding is
    the only write and takes a (re-entrant) lock: the practice screen's hint searches on a worker thread.
    """

    __slots__ = ("texts", "ids", "play", "passive", "social", "bare", "_lock")

    def __init__(self, texts: list[str] | tuple[str, ...] = ()) -> None:
        self.texts: list[str] = []
        self.ids: dict[str, int] = {}
        self.play: list[bool] = []
        self.passive: list[bool] = []
        self.social: list[bool] = []
        self.bare: list[int] = []
        self._lock = threading.RLock()
        for t in texts:
            self.id(t)

    def __len__(self) -> int:
        return len(self.texts)

    def id(self, text: str) -> int:
        """The id of ``text``, added to the table the first time it is seen."""
        i = self.ids.get(text)
        if i is not None:
            return i
        with self._lock:
            i = self.ids.get(text)
            if i is not None:
                return i
            verb = text.split(" ", 1)[0]
            bare = text.rpartition(" ")[0] if text.count(" ") >= 2 else ""
            bare_id = self.id(bare) if bare else -1  # the bare play gets its id first
            i = len(self.texts)
            self.texts.append(text)
            self.play.append(verb not in NOT_A_PLAY)
            self.passive.append(verb in PASSIVE)
            self.social.append(verb in SOCIAL)
            self.bare.append(bare_id)
            self.ids[text] = i  # last: a reader never finds an id whose lists are not filled
            return i

    def id_of(self, text: str) -> int:
        """The id of ``text`` if it has one already, else -1 (adds nothing)."""
        return self.ids.get(text, -1)

    def text(self, i: int) -> str:
        return self.texts[i]

    def to_ids(self, texts: list[str]) -> list[int]:
        out = list(map(self.ids.get, texts))  # one C-level pass; new texts (rare) take the slow path
        if None in out:
            idf = self.id
            return [idf(t) for t in texts]
        return out  # type: ignore[return-value]

    def to_texts(self, ids: list[int]) -> list[str]:
        texts = self.texts
        return [texts[i] for i in ids]
