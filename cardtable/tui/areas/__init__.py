"""Game areas: the parts of the table that belong to one game or one family of games.

The table screen is generic (hand, piles, opponents, buttons, log).  What a game shows beyond that (the
trick with each card beside its player, the bridge row of Most, the ask dialog of Families, the pots of
Uno 52) is an ``Area``: a widget in a module of this package, named by the game's presenter in
``Presenter.areas``.  The table composes the named areas into their slot once and hands each the same
``Moment`` its other widgets draw from; an area owns its own state (Most's marked cards, the trick's
"last trick" toggle, Uno 52's picked card) and talks to the table only by messages
(``widgets/messages.py``: act, say, mark, offer a choice, focus the hand).

An area sees only what the table sees: the masked view of the person at the keyboard (or of nobody
behind a hot-seat curtain), so an area cannot leak a hidden card.  Areas never apply rules: a move is
an ``Act`` message, and the engine refuses an illegal one with its reason.  Its keys are entries of
the action registry (``ACTIONS``): ``claims`` says which are live now, the table gives it a key unless
a button of the moment has it, and calls ``press`` with the entry's id.
"""

from __future__ import annotations

import importlib
from typing import ClassVar

from rich.text import Text
from textual.reactive import reactive

from ..keymap import ActionDef, Claim
from ..plain import PlainStatic
from ..widgets.moment import Moment

SLOTS = ("top", "centre", "side", "above_hand")
"""Where an area goes: ``top`` (under the opponents), ``centre`` (beside the piles, before the log),
``side`` (above the log), ``above_hand`` (between the centre and the hand)."""


def area_key(action_id: str, keys: str, en: str, ru: str) -> ActionDef:
    """A registry entry of an area's key."""
    return ActionDef(action_id, tuple(keys.split(",")), en, ru, "area")


class Area(PlainStatic):
    """One game area.  Subclasses set ``slot`` and override ``draw``; the rest is optional."""

    slot: ClassVar[str] = "centre"
    ACTIONS: ClassVar[tuple[ActionDef, ...]] = ()
    """The registry entries of this area's keys."""
    wants_hand_card: ClassVar[bool] = False
    """The area follows the card under the hand's cursor (``hand_card``)."""
    narrow_piles: ClassVar[bool] = False
    """The piles beside this area take only their own width (Most's melds take the rest)."""
    DEFAULT_CSS = """
    Area { height: auto; width: auto; }
    """

    moment: reactive[Moment | None] = reactive(None, init=False, always_update=True, repaint=False)
    hand_card: reactive[str] = reactive("", init=False, repaint=False)
    """The hand card under the cursor, as the table passes it on (only to areas that want it)."""

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__("", id=id)

    def watch_moment(self, m: Moment | None) -> None:
        if m is not None:
            self.draw(m)

    def draw(self, m: Moment) -> None:
        """Redraw from ``m`` (the moment the whole table draws).  Called on every table refresh."""

    # -- keys -------------------------------------------------------------------------------------
    def key_of(self, m: Moment, action_id: str) -> str:
        """The key of one of this area's entries now (the player's keymap, else the default)."""
        a = next((a for a in self.ACTIONS if a.id == action_id), None)
        return m.keymap.key(action_id, a.keys[0] if a is not None and a.keys else "")

    def claim(self, m: Moment, action_id: str, what: str = "") -> list[Claim]:
        """Every key of entry ``action_id`` as a live claim of this area."""
        a = next((a for a in self.ACTIONS if a.id == action_id), None)
        keys = m.keymap.keys(action_id, a.keys if a is not None else ())
        return [Claim(action_id, k, "area", what or action_id) for k in keys]

    def claims(self, m: Moment) -> list[Claim]:
        """The keys this area answers now."""
        return []

    def press(self, m: Moment, action_id: str) -> None:
        """A key this area claimed was pressed (``action_id`` is the claim's entry)."""

    def key_help(self, m: Moment) -> list[str]:
        """Footer items for this area's keys now ("L last trick"), most important first."""
        return []

    def enter_word(self, m: Moment) -> str:
        """What Enter does now where this area decides it ("ask", "mark"), for the footer's Enter
        item; '' leaves the generic "play".  The footer names what the key does at this moment."""
        return ""

    # -- the hand and the curtain ------------------------------------------------------------------
    def take_card(self, m: Moment, index: int, text: str) -> bool:
        """Enter (or a click) on the hand card ``text`` at ``index``: True if the area took it."""
        return False

    def curtain_text(self, m: Moment) -> Text | str | None:
        """Public facts the hot-seat curtain shows while it is up (Kukareku's seat strip with the
        signals), or None.  The curtain also offers this area its keys (``curtain_key``), so a
        race key works while the keyboard changes hands.  Never a hand."""
        return None

    def curtain_key(self, m: Moment, key: str) -> bool:
        """A key pressed on the hot-seat curtain: True if the area took it."""
        return False

    def reset(self) -> None:
        """Moves were taken back or the keyboard changed hands: drop what was being prepared."""


def area_class(name: str) -> type[Area]:
    """The area class of module ``cardtable.tui.areas.<name>`` (its ``AREA`` attribute)."""
    module = importlib.import_module(f"{__name__}.{name}")
    cls = module.AREA
    if not (isinstance(cls, type) and issubclass(cls, Area)):
        raise TypeError(f"area {name}: AREA is not an Area")
    if cls.slot not in SLOTS:
        raise ValueError(f"area {name}: unknown slot {cls.slot!r}")
    return cls
