"""Refusals as codes with arguments: why an action is not allowed now, worded in each language.

Why codes: the engine used to build English sentences, so the Russian table showed
«Нельзя: follow suit (c) if you can» and every game repeated the same preamble ("the deal is
over", "unknown action", "it is not your turn").  Now a game raises ``IllegalAction(R.code(...))``
with a ``Refusal``: a code, its arguments, and the ``Catalog`` that words it.  A catalog holds
each code's English and Russian template; one catalog per game (``games/<id>/refusals.py``) over
the engine's ``COMMON`` one.  Whoever shows a refusal words it for its reader: the record loader
and the command line in English with the arguments as written in records (``Refusal.text()``), the
table in the player's language with the arguments as the presenter shows them (card faces,
player names: ``Refusal.text(lang, fmt)``).

Arguments are named by what they hold, so a formatter knows how to show them: ``card`` /
``cards`` (card texts of records: ``7h``, ``R7``), ``seat`` / ``to_act`` (a seat index), ``suit``
(a suit letter), ``action`` (an action text), a ``Refusal`` (a phrase of its own, such as what the
seat to act is expected to do, worded in the same language), anything else shown as it is.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

Formatter = Callable[[str, Any, str], str]
"""``(name, value, lang) -> text``: how a reader shows one argument (a presenter's card faces)."""


SEAT_ARGS = frozenset({"seat", "to_act", "asker", "target", "other", "winner", "defender", "attacker"})
"""Argument names that hold a seat index (a reader shows the player's name)."""


def plain_arg(name: str, value: Any, lang: str) -> str:
    """The record notation: cards as their texts, seats as ``seat N``, lists joined by spaces."""
    if name in SEAT_ARGS and isinstance(value, int):
        return f"место {value}" if lang == "ru" else f"seat {value}"
    if isinstance(value, list | tuple):
        return " ".join(str(v) for v in value)
    return str(value)


@dataclass(frozen=True, slots=True)
class Refusal:
    """One refusal: ``code`` in ``catalog``, with its arguments."""

    catalog: Catalog
    code: str
    args: Mapping[str, Any] = field(default_factory=dict)

    def text(self, lang: str = "en", fmt: Formatter | None = None) -> str:
        """The refusal in ``lang``, each argument shown by ``fmt`` (default: record notation)."""
        en, ru = self.catalog.templates(self.code)
        template = ru if lang == "ru" else en
        show = fmt or plain_arg
        return template.format(**{k: v.text(lang, fmt) if isinstance(v, Refusal) else show(k, v, lang)
                                  for k, v in self.args.items()})

    def __str__(self) -> str:
        return self.text()


class Catalog:
    """A set of refusal codes, each with its English and Russian template (``{name}`` fields).

    ``parent`` is asked for codes this catalog does not hold (a game's catalog over ``COMMON``).
    Calling a catalog makes a refusal: ``R("not_holding", card="7h")``; an unknown code is a bug
    and raises at once (``tests/test_refusals.py`` checks every code of every catalog words
    itself in both languages)."""

    def __init__(self, name: str, texts: Mapping[str, tuple[str, str]], parent: Catalog | None = None) -> None:
        self.name = name
        self.texts = dict(texts)
        self.parent = parent

    def templates(self, code: str) -> tuple[str, str]:
        c: Catalog | None = self
        while c is not None:
            t = c.texts.get(code)
            if t is not None:
                return t
            c = c.parent
        raise KeyError(f"refusal code {code!r} is not in the {self.name} catalog")

    def __call__(self, code: str, **args: Any) -> Refusal:
        self.templates(code)
        return Refusal(self, code, args)

    def codes(self) -> list[str]:
        """Every code this catalog words, its parents' included."""
        out = list(self.texts)
        if self.parent is not None:
            out += [c for c in self.parent.codes() if c not in self.texts]
        return out

    def __repr__(self) -> str:
        return f"Catalog({self.name!r}, {len(self.texts)} codes)"


COMMON = Catalog("common", {
    "over": ("the deal is over", "сдача окончена"),
    "match_over": ("the match is over", "матч окончен"),
    "no_seat": ("there is no seat {seat}", "нет места {seat}"),
    "unknown": ("unknown action {action!r}", "неизвестный ход {action!r}"),
    "unknown_verbs": ("unknown action {action!r} (actions: {verbs})", "неизвестный ход {action!r} (ходы: {verbs})"),
    "not_your_turn": ("it is not your turn ({to_act} is to act)", "сейчас не ваш ход (ходит {to_act})"),
    "not_your_turn_to": ("it is not your turn ({to_act} is to act: {expected})",
                         "сейчас не ваш ход (ходит {to_act}: {expected})"),
    "not_legal": ("{action!r} is not allowed now", "ход {action!r} сейчас нельзя"),
    "no_card": ("there is no card {card!r} in this deck", "в этой колоде нет карты {card!r}"),
    "not_holding": ("you do not hold {card}", "у вас нет {card}"),
    "play_own_card": ("play a card of your hand", "сыграйте картой с руки"),
    "bid_first": ("bid first", "сначала закажите"),
    "bidding_over": ("the bidding is over", "заказ окончен"),
})
"""The refusals every game shares: a game's catalog has ``parent=COMMON``."""


def preamble(over: bool, to_act: list[int], seat: int, action: str, verbs: tuple[str, ...] | None = None,
             expected: Refusal | None = None, catalog: Catalog = COMMON) -> Refusal | None:
    """The refusal every game gives first, or None: the deal is over, the verb is unknown (when
    ``verbs`` are given), it is another seat's turn (naming what that seat is expected to do,
    when ``expected`` is given).  Written once here instead of in each game's rules."""
    if over:
        return catalog("over")
    if verbs is not None:
        verb = action.split(" ", 1)[0]
        if verb not in verbs:
            return catalog("unknown_verbs", action=action, verbs=", ".join(verbs))
    if seat not in to_act:
        if not to_act:
            return catalog("over")
        if expected:
            return catalog("not_your_turn_to", to_act=to_act[0], expected=expected)
        return catalog("not_your_turn", to_act=to_act[0])
    return None
