"""The line of keys at the very bottom, fitted to the width: the keys of the decision now first (the
buttons' keys, a call, the game area's keys), then the practice keys, then Enter, the arrows, Tab, Esc
and F1; what does not fit is left out whole.

Every key shown is the key in force (the registry's default or the player's keymap), and only while
it does what the item says: a table key that yields to a decision of the moment (H at 101's suit
prompt names Hearts) is not listed.
"""

from __future__ import annotations

from collections.abc import Mapping

from rich.text import Text

from ..i18n import tr
from ..keymap import NAV_ACTIONS, TABLE_ACTIONS, Claim, Keymap, display
from ..plain import PlainStatic
from ..practice.texts import pt
from .action_bar import ButtonSpec
from .moment import Moment

PICKERS = ("suit.", "colour.")
"""Buttons summed up as one "R/Y/G/B" item (their labels carry the letter too)."""


def live_claims(km: Keymap, specs: list[ButtonSpec], area_claims: list[Claim]) -> list[Claim]:
    """Every key live at a moment, a decision first: the bar's buttons (the call toggle is the
    table's U binding), the areas' keys, then the table's own bindings and the steering keys."""
    out = [Claim(b.action_id or b.key, b.hotkey, "move", b.action or b.key) for b in specs
           if b.hotkey and b.command != "call"]
    out += area_claims
    for d in TABLE_ACTIONS + NAV_ACTIONS:
        out += [Claim(d.id, k, d.scope) for k in km.keys(d.id)]
    return out


def pair(km: Keymap, a: str, b: str) -> str:
    """Two keys as one footer item: ``←→``, ``↑↓``, else ``A/D``."""
    x, y = km.show(a), km.show(b)
    return x + y if len(x) == len(y) == 1 else f"{x}/{y}"


def owns(plan: Mapping[str, Claim], km: Keymap, action_id: str) -> bool:
    """The table action's key does that action now (it did not yield to a decision)."""
    key = km.key(action_id)
    c = plan.get(key)
    return bool(key) and (c is None or c.action == action_id)


def practice_items(m: Moment, plan: Mapping[str, Claim]) -> list[str]:
    """Review, hint and undo where they work (only review at the hand-end moment)."""
    from ..practice.table import hints_allowed, review_allowed, undo_allowed

    km = m.keymap
    items = []
    if review_allowed(m) and (m.ended is not None or m.sheet_rows) and owns(plan, km, "table.review"):
        items.append(f"{km.show('table.review')} {pt('review.key')}")
    if m.ended is not None:
        return items
    if m.viewer is not None and hints_allowed(m) and m.view.legal and owns(plan, km, "table.hint"):
        items.append(f"{km.show('table.hint')} {pt('hint.key')}")
    if undo_allowed(m) and m.hand_moves and owns(plan, km, "table.undo"):
        items.append(f"{km.show('table.undo')} {pt('hint.undo.key')}")
    return items


def footer_items(m: Moment, specs: list[ButtonSpec], area_items: list[str], plan: Mapping[str, Claim],
                 enter: str = "") -> list[str]:
    """Every item of the key line at moment ``m``, most important first; ``enter`` is what Enter
    does now where a game area says it (``Area.enter_word``), else the generic "play"."""
    km = m.keymap
    tail = [f"{km.show('table.menu')} {tr('keys.esc')}", f"{km.show('table.rules')} {tr('keys.f1')}"]
    if m.ended is not None:  # the hand-end moment: one key does anything
        return [f"{km.show('nav.play')} {tr('keys.sheet')}"] + tail + practice_items(m, plan)
    items: list[str] = []
    picks = []
    for b in specs:
        if not b.hotkey or b.command == "call":
            continue
        key = display(b.hotkey)
        if (b.label.endswith(f"({b.hotkey.upper()})") or b.label.endswith(f"({b.hotkey})")
                or b.action_id.startswith(PICKERS) or (b.tone and b.tone not in ("warn", "call"))):
            picks.append(key)  # a picker (colour, suit, bid): one "R/Y/G/B" item
        else:
            items.append(f"{key} {b.label}")
    if picks:
        items.insert(0, "/".join(picks))
    if m.viewer is not None and owns(plan, km, "table.call"):
        p = m.presenter
        calls = p.calls(m.view.legal, m.view.state.deck)
        items += [f"{km.show('table.call')} {p.call_label(c, m.lang)}" for c in calls]
    items += area_items
    items += practice_items(m, plan)
    enter_does = enter if enter and not m.choosing else tr("keys.enter")
    items += [f"{km.show('nav.play')} {enter_does}", f"{pair(km, 'nav.left', 'nav.right')} {tr('keys.cards')}",
              f"{pair(km, 'nav.up', 'nav.down')} {tr('keys.rows')}", f"{km.show('nav.next')} {tr('keys.tab')}"]
    return items + tail + [f"{km.show('table.sheet')} {tr('keys.sheet.any')}"]  # the sheet, at any moment


def fit(items: list[str], width: int) -> str:
    """The items that fit ``width``, whole, two blanks apart."""
    shown: list[str] = []
    used = 0
    for item in items:
        need = len(item) + (2 if shown else 0)
        if used + need <= width:
            shown.append(item)
            used += need
    return "  ".join(shown)


class KeyLine(PlainStatic):
    """The footer: the items the table hands it, fitted to the width."""

    def show(self, items: list[str], width: int, fitted: bool = True) -> None:
        line = fit(items, width) if fitted else "  ".join(items)
        self.update(Text(line, no_wrap=True, overflow="ellipsis"))
