"""Actions as small integers: the currency of search and rollouts, texts only at the edge.

Records, logs, the CLI and the screens speak action *texts* (``"beat 7♠ 9♠"``): they are the
public notation and they stay.  The hard bot's search and its rollouts, which apply millions of
actions, speak *ids*: small ints handed out by an ``ActionTable``.  An id is only ever compared,
used as a dict key or looked up in the table's lists, so the rules code of a game that encodes its
actions natively (Durak: an id per verb and card, computed from card ids) builds legal lists
without any string work, and every game gets the search's bookkeeping on ints.

A game that has no native encoding needs nothing: ``State``'s default methods use the texts
themselves as ids (``TEXT_ACTIONS``), so ``legal_ids`` and ``apply_id`` work for every game at
no cost: a search only compares ids, keys dicts with them and reads the facts below, which a
text serves as well as an int.  (Interning texts into ints instead cost such a game ~9% of its
playout speed for nothing: its rules would still build and parse the texts.)

The table also holds, per id, the facts the generic policies ask of a text, computed once when
the text is added: ``play`` (puts a card or makes a choice: ``bots.basic.is_play``), ``passive``
(a draw, pass or take, which the play-first policy avoids), ``social`` (table talk) and ``bare``
(the id of the text without its last word when the text is a call added to a play, such as
``"play R7 uno"``; the table's ``no_bare`` otherwise).
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any, Protocol, TypeVar

T_co = TypeVar("T_co", covariant=True)

ActionId = Any
"""An action id: an int of an ``ActionTable``, or the text itself in a game without native ids
(``TextActions``).  The search only compares ids, keys dicts with them and looks them up in the
table below, so it treats them as opaque."""


class Lookup(Protocol[T_co]):
    """A fact per action id: a list indexed by int ids, or a dict keyed by texts."""

    def __getitem__(self, aid: ActionId, /) -> T_co: ...


class Actions(Protocol):
    """What the search and the rollout policies read of a game's action ids (``ActionTable`` and
    ``TextActions`` both are one)."""

    @property
    def texts(self) -> Lookup[str]: ...
    @property
    def ids(self) -> Lookup[ActionId]: ...
    @property
    def play(self) -> Lookup[bool]: ...
    @property
    def passive(self) -> Lookup[bool]: ...
    @property
    def social(self) -> Lookup[bool]: ...
    @property
    def bare(self) -> Lookup[ActionId]: ...
    @property
    def no_bare(self) -> ActionId: ...

    def id(self, text: str) -> ActionId: ...
    def to_ids(self, texts: list[str]) -> list[ActionId]: ...

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
    no_bare: int = -1
    """``bare`` of a text that extends no play."""

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
        return out  # type: ignore[return-value]  # no None left: every text had an id

    def to_texts(self, ids: list[int]) -> list[str]:
        texts = self.texts
        return [texts[i] for i in ids]


class _Facts(dict):
    """A fact per text, worked out the first time it is asked (a plain dict hit after that)."""

    __slots__ = ("fn",)

    def __init__(self, fn: Callable[[str], Any]) -> None:
        super().__init__()
        self.fn = fn

    def __missing__(self, text: str) -> Any:
        v = self[text] = self.fn(text)  # two threads may both compute it: the same value
        return v


def _verb(text: str) -> str:
    return text.split(" ", 1)[0]


class TextActions:
    """The ids of a game without native ones: each action's id is its text.

    The same interface as ``ActionTable`` (``texts``/``ids`` map an id to its text and back,
    here to itself; ``play``, ``passive``, ``social`` and ``bare`` give the facts), so the search
    and the policies read either without knowing which they have.  One instance serves every
    game: the facts depend on the text alone.
    """

    no_bare: str | None = None

    def __init__(self) -> None:
        self.texts: dict[str, str] = _Facts(str)
        self.ids = self.texts
        self.play: dict[str, bool] = _Facts(lambda t: _verb(t) not in NOT_A_PLAY)
        self.passive: dict[str, bool] = _Facts(lambda t: _verb(t) in PASSIVE)
        self.social: dict[str, bool] = _Facts(lambda t: _verb(t) in SOCIAL)
        self.bare: dict[str, str | None] = _Facts(lambda t: t.rpartition(" ")[0] if t.count(" ") >= 2 else None)

    def id(self, text: str) -> str:
        return text

    def id_of(self, text: str) -> str:
        return text

    def text(self, i: str) -> str:
        return i

    def to_ids(self, texts: list[str]) -> list[str]:
        return list(texts)

    def to_texts(self, ids: list[str]) -> list[str]:
        return list(ids)


TEXT_ACTIONS = TextActions()
"""The default ids (``State.action_table``): texts."""
