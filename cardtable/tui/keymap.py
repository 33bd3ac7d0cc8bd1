"""The table's action registry and the player's keymap: one place that says which key does what.

Every action the table offers on a key has an entry here (an ``ActionDef``): a stable id, its default
key(s), what it does in both languages, and its *scope*, which says when it is live and who wins a
key two live actions want:

- ``move``: a button of the action bar for the decision now (Draw, ♥ Hearts, a bid, a seat's digit,
  Talk...).  Games declare theirs in their presenter (``Presenter.keyed``, data in ``games/``);
- ``area``: a key of a game's own part of the table (Most's M meld, the trick's L), declared by the
  area class (``Area.ACTIONS``);
- ``table``: the table's own keys (Esc menu, F1 rules, F2 sheet, U call, H hint, Ctrl+Z undo, R review),
  Textual bindings of the table screen with these ids;
- ``nav``: the arrows, Enter/Space, Home/End, Tab: bindings of the card rows and the screen.

At every moment the table lists what is live (``Claim``) and ``plan`` gives each key to one action:
a decision of the moment (move, then area) wins over a table key, which *yields* there (at 101's suit
prompt H is Hearts, not the hint); two live decisions wanting one key would be a ``clash``, which a
test walks every game to rule out.  The footer, the buttons' hotkeys, ``check_action`` and the F1 key
help all read the same plan and registry.

A player moves keys with ``keymap.toml`` in the config directory (as Harlequin and Posting do)::

    [table]
    hint = "question_mark"
    [move]
    draw = "n"

Tables of the file are id prefixes (``[table] hint`` is ``table.hint``; a quoted ``"table.hint"``
works too); a value is a key or a list of keys.  ``load`` checks every entry and says in one line
why a bad one is ignored; the rest of the file still applies.
"""

from __future__ import annotations

import string
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from functools import cache
from typing import Literal

from textual.binding import Binding, BindingType

from cardtable.games.present import KeyedAction

Scope = Literal["move", "area", "table", "nav"]
RANK: dict[str, int] = {"move": 0, "area": 1, "table": 2, "nav": 3}
"""Who wins a key wanted by two live actions: the lower rank (the decision of the moment)."""


@dataclass(frozen=True, slots=True)
class ActionDef:
    """One action of the registry: id, default keys (the first is the one shown), labels, scope."""

    id: str
    keys: tuple[str, ...]
    en: str
    ru: str
    scope: Scope

    def label(self, lg: str) -> str:
        return self.ru if lg == "ru" else self.en


def _table(id: str, keys: str, en: str, ru: str) -> ActionDef:
    return ActionDef(id, tuple(keys.split(",")), en, ru, "table")


def _nav(id: str, keys: str, en: str, ru: str) -> ActionDef:
    return ActionDef(id, tuple(keys.split(",")), en, ru, "nav")


def _bar(id: str, keys: str, en: str, ru: str) -> ActionDef:
    return ActionDef(id, tuple(keys.split(",")), en, ru, "move")


TABLE_ACTIONS: tuple[ActionDef, ...] = (
    _table("table.menu", "escape", "menu (closes a hint or a pending choice first)",
           "меню (сначала закрывает подсказку или выбор)"),
    _table("table.rules", "f1", "the rules of this game and its keys", "правила этой игры и её клавиши"),
    _table("table.call", "u", "call UNO! («Last cards!») with your next move", "сказать «УНО!» («Последние карты!») "
           "вместе со следующим ходом"),
    _table("table.hint", "h", "hint: the best move by the hard bot's search", "подсказка: лучший ход по расчёту"),
    _table("table.undo", "ctrl+z", "undo your last move (against bots)", "отменить свой ход (против ботов)"),
    _table("table.review", "r", "review the last finished hand", "разбор последней раздачи"),
    _table("table.log_back", "pageup", "scroll the log back (older lines)", "журнал: назад (старые строки)"),
    _table("table.log_on", "pagedown", "scroll the log on (newer lines)", "журнал: вперёд (новые строки)"),
    _table("table.sheet", "f2", "the score sheet of the match", "запись очков матча"),
)
"""The table's own keys: bindings of the table screen, live at every moment of the table."""

NAV_ACTIONS: tuple[ActionDef, ...] = (
    _nav("nav.up", "up", "the row above (deck, table, hand, buttons)", "ряд выше (колода, стол, рука, кнопки)"),
    _nav("nav.down", "down", "the row below", "ряд ниже"),
    _nav("nav.left", "left", "the previous card or button", "предыдущая карта или кнопка"),
    _nav("nav.right", "right", "the next card or button", "следующая карта или кнопка"),
    _nav("nav.first", "home", "the first card of the row", "первая карта ряда"),
    _nav("nav.last", "end", "the last card of the row", "последняя карта ряда"),
    _nav("nav.play", "enter,space", "play what is marked (the card, the button)", "сыграть отмеченное (карту, кнопку)"),
    _nav("nav.next", "tab", "the next button", "следующая кнопка"),
    _nav("nav.prev", "shift+tab", "the previous button", "предыдущая кнопка"),
)
"""The keys that steer the table: bindings of the card rows and the table screen."""

BAR_ACTIONS: tuple[ActionDef, ...] = (
    _bar("table.slap", "s", "slap the centre (Uno: UNO to the centre)", "хлопнуть в центр (Уно: «УНО в центр»)"),
    _bar("table.claim", "j", "jump in for the other person (hot-seat)", "вмешаться за другого (общий экран)"),
    _bar("table.talk", "t", "talk (breaks a silence)", "сказать (нарушает молчание)"),
    _bar("table.laugh", "l", "laugh (allowed in a silence)", "рассмеяться (можно в молчании)"),
    _bar("table.cough", "k", "cough (allowed in a silence)", "кашлянуть (можно в молчании)"),
)
"""Buttons the table itself adds to the action bar (a game's moves come from its presenter)."""


SCREEN_ACTIONS: dict[str, str] = {
    "nav.up": "zone(-1)", "nav.down": "zone(1)", "nav.left": "sideways(-1)", "nav.right": "sideways(1)",
    "nav.next": "app.focus_next", "nav.prev": "app.focus_previous", "table.menu": "menu", "table.call": "call",
    "table.rules": "rules", "table.hint": "hint", "table.undo": "undo", "table.review": "review",
    "table.log_back": "log(-1)", "table.log_on": "log(1)",
    "table.sheet": "sheet",
}
"""The table screen's Textual actions by registry id (the card rows bind nav.left/right/first/last/play)."""


def table_bindings() -> list[BindingType]:
    """The table screen's bindings, keyed as the registry says, each with its registry id."""
    acts = {a.id: a for a in TABLE_ACTIONS + NAV_ACTIONS}
    return [Binding(",".join(acts[i].keys), act, acts[i].en, show=False, id=i, priority=i in PRIORITY)
            for i, act in SCREEN_ACTIONS.items()]


PRIORITY = frozenset({"table.log_back", "table.log_on"})
"""Table keys that go before the focused widget's own: a row of buttons that scrolls (Mini Family's
askable cards) would take PgUp/PgDn for itself, and the log, which takes no focus, has no other keys."""


def action_id(action: str, parameters: tuple[object, ...] = ()) -> str | None:
    """The registry id of one of the table screen's actions (None for an action of no key)."""
    text = f"{action}({parameters[0]})" if parameters else action
    return next((i for i, a in SCREEN_ACTIONS.items() if a == text or a == action), None)


def from_keyed(a: KeyedAction) -> ActionDef:
    """A game's declared move as a registry entry."""
    return ActionDef(a.id, (a.key,), a.en, a.ru, "move")


@cache
def core_actions() -> dict[str, ActionDef]:
    """The table's own entries (the games' and the areas' are in ``registry.all_actions``)."""
    return {a.id: a for a in TABLE_ACTIONS + NAV_ACTIONS + BAR_ACTIONS}


# -- keys ---------------------------------------------------------------------------------------------
_NAMED = {
    "enter", "space", "escape", "tab", "backspace", "delete", "insert", "home", "end", "pageup", "pagedown",
    "up", "down", "left", "right", *(f"f{n}" for n in range(1, 13)),
}
_DISPLAY = {
    "left": "←", "right": "→", "up": "↑", "down": "↓", "enter": "Enter", "space": "Space", "escape": "Esc",
    "tab": "Tab", "backspace": "Backspace", "delete": "Del", "insert": "Ins", "home": "Home", "end": "End",
    "pageup": "PgUp", "pagedown": "PgDn",
}


@cache
def _punctuation() -> dict[str, str]:
    """Textual's names of the punctuation keys, and the characters they type ("question_mark": "?")."""
    from textual.keys import _character_to_key

    return {_character_to_key(c): c for c in string.punctuation}


def normal_key(text: str) -> str | None:
    """``text`` as the key name Textual reports (``?`` -> ``question_mark``, ``Ctrl+Z`` -> ``ctrl+z``),
    or None when it names no key."""
    t = text.strip()
    if not t:
        return None
    mods: list[str] = []
    base = t
    if len(t) > 1:
        parts = t.split("+")
        if parts[-1] == "":  # "ctrl++": the plus key
            parts = parts[:-2] + ["plus"]
        base = parts[-1]
        mods = [m.lower() for m in parts[:-1]]
        if any(m not in ("ctrl", "alt", "shift") for m in mods) or len(set(mods)) != len(mods):
            return None
    if len(base) == 1:
        if base.isascii() and base.isalnum():
            base = base.lower()
        else:
            from textual.keys import _character_to_key

            base = _character_to_key(base)
            if base not in _punctuation():
                return None
    else:
        base = base.lower()
        if base not in _NAMED and base not in _punctuation():
            return None
    return "+".join([m for m in ("ctrl", "alt", "shift") if m in mods] + [base])


_DISPLAY_RU = {"space": "Пробел"}
"""Key names a Russian keyboard's player reads in Russian (the others stay as printed on the keys)."""


def display(key: str, lg: str = "en") -> str:
    """How the footer and the help write a key: ``D``, ``Ctrl+Z``, ``F1``, ``←``, ``?``."""
    parts = key.split("+")
    base = parts[-1]
    shown = ((_DISPLAY_RU.get(base) if lg == "ru" else None) or _DISPLAY.get(base) or _punctuation().get(base)
             or (base.upper() if len(base) <= 3 else base.capitalize()))
    return "+".join([m.capitalize() for m in parts[:-1]] + [shown])


# -- the player's keymap ------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Keymap:
    """The keys in force: the registry's defaults with the player's overrides (``load``)."""

    overrides: Mapping[str, tuple[str, ...]] = field(default_factory=dict)

    def keys(self, action_id: str, default: tuple[str, ...] = ()) -> tuple[str, ...]:
        """Every key of ``action_id``: the player's, else the table's default, else ``default`` (a
        game's or an area's declared key, which the caller has at hand)."""
        got = self.overrides.get(action_id)
        if got is not None:
            return got
        a = core_actions().get(action_id)
        return a.keys if a is not None else default

    def key(self, action_id: str, default: str = "") -> str:
        """The first key of ``action_id`` ('' for an action with no key)."""
        ks = self.keys(action_id, (default,) if default else ())
        return ks[0] if ks else ""

    def of(self, a: ActionDef) -> str:
        """The first key of a registry entry now."""
        return self.key(a.id, a.keys[0] if a.keys else "")

    def show(self, action_id: str, default: str = "", lg: str = "en") -> str:
        """The first key of ``action_id`` as the footer writes it."""
        k = self.key(action_id, default)
        return display(k, lg) if k else ""

    def textual(self) -> dict[str, str]:
        """The overrides of the table's bindings (table and nav ids) for ``App.set_keymap``."""
        core = core_actions()
        return {i: ",".join(ks) for i, ks in self.overrides.items() if i in core and core[i].scope in ("table", "nav")}


DEFAULT = Keymap()
"""The registry's own keys, nothing moved."""


# -- who gets a key now ------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Claim:
    """A live action wanting a key at this moment.  ``what`` tells two claims of one id apart (the
    action text of a button: two buttons doing the same move are one thing, not a clash)."""

    action: str
    key: str
    scope: Scope
    what: str = ""


def plan(claims: Iterable[Claim]) -> dict[str, Claim]:
    """Each key to the one live action it does now: the lowest rank wins, then the first listed."""
    out: dict[str, Claim] = {}
    for c in sorted(claims, key=lambda c: RANK[c.scope]):
        if c.key:
            out.setdefault(c.key, c)
    return out


def clashes(claims: Iterable[Claim]) -> list[tuple[Claim, Claim]]:
    """Pairs of live decisions (moves, area keys) that want one key for different things: the table
    could only do one of them.  A table or steering key yielding to a decision is no clash."""
    seen: dict[str, Claim] = {}
    out: list[tuple[Claim, Claim]] = []
    for c in claims:
        if not c.key or c.scope not in ("move", "area"):
            continue
        first = seen.setdefault(c.key, c)
        if first is not c and (first.what or first.action) != (c.what or c.action):
            out.append((first, c))
    return out
