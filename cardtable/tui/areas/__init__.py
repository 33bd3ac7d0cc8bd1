"""Game areas: the parts of the table that belong to one game or one family of games.

The table screen is generic (hand, piles, opponents, buttons, log).  What a game shows beyond that (the
trick with each card beside its player, the bridge row of Most, the ask dialog of Families, the pots of
Uno 52) is an ``Area``: a widget in a module of this package, named by the game's presenter in
``Presenter.areas``.  The table composes the named areas into their slot once, refreshes them with the
same masked view it draws from, offers them the keys it does not use itself, and lets an area take the
Enter on a hand card first (a meld builder marks cards instead of playing them).

An area sees only what the table sees: the masked ``View`` of the person at the keyboard (or of nobody
behind a hot-seat curtain), so an area cannot leak a hidden card.  Areas never apply rules: a move goes
through ``screen.act(action)``, and the engine refuses an illegal one with its reason.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

from rich.text import Text

from cardtable.engine.state import View

from ..plain import PlainStatic

if TYPE_CHECKING:
    from ..screens.table import TableScreen

SLOTS = ("top", "centre", "side", "above_hand")
"""Where an area goes: ``top`` (under the opponents), ``centre`` (beside the piles, before the log),
``side`` (above the log), ``above_hand`` (between the centre and the hand)."""


class Area(PlainStatic):
    """One game area.  Subclasses set ``slot`` and override ``update_area``; the rest is optional."""

    slot: str = "centre"
    DEFAULT_CSS = """
    Area { height: auto; width: auto; }
    """

    def update_area(self, screen: TableScreen, view: View) -> None:
        """Redraw from ``view`` (the masked view the table draws).  Called on every table refresh."""

    def area_key(self, screen: TableScreen, key: str) -> bool:
        """A key the table did not use (not arrows, Enter, Tab, Esc, a button's hotkey): True if taken."""
        return False

    def hand_activated(self, screen: TableScreen, index: int, text: str) -> bool:
        """Enter (or a click) on the hand card ``text`` at ``index``: True if the area took it."""
        return False

    def key_help(self, screen: TableScreen) -> list[str]:
        """Footer items for this area's keys now ("L last trick"), most important first."""
        return []

    def curtain_text(self, screen: TableScreen) -> Text | str | None:
        """Public facts the hot-seat curtain shows while it is up (Kukareku's seat strip with the
        signals), or None.  The curtain also offers this area the keys it does not use itself
        (``area_key``), so a race key works while the keyboard changes hands.  Never a hand."""
        return None


def area_class(name: str) -> type[Area]:
    """The area class of module ``cardtable.tui.areas.<name>`` (its ``AREA`` attribute)."""
    module = importlib.import_module(f"{__name__}.{name}")
    cls = module.AREA
    if cls.slot not in SLOTS:
        raise ValueError(f"area {name}: unknown slot {cls.slot!r}")
    return cls
