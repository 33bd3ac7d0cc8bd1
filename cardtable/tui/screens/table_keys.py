"""Which decision a key goes to at this moment of the table: the table's key policy.

The screen keeps it as it keeps the focus policy (``table_focus.py``): at each moment the live
keys are the action bar's buttons, the game's areas' keys, then the table's own bindings and the
steering keys (``keymap.live_claims``), and ``keymap.plan`` gives every key to one of them, a
decision of the moment first.  The footer reads the same plan, so it names what a key does now.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from ..areas import Area
from ..keymap import Claim, Keymap, plan
from ..widgets.action_bar import ActionBar
from ..widgets.key_line import footer_items, live_claims
from ..widgets.moment import Moment


class KeyPolicy:
    """The keys live at a moment, from the bar's and the areas' own declarations (read, never written)."""

    def __init__(self, keymap: Keymap, bar: ActionBar, areas: Sequence[Area]) -> None:
        self.keymap = keymap
        self.bar = bar
        self.areas = areas

    def claims(self, m: Moment | None) -> list[Claim]:
        """Every key live now, a decision of the moment first."""
        area_claims = [c for a in self.areas for c in a.claims(m)] if m is not None else []
        return live_claims(self.keymap, self.bar.specs, area_claims)

    def plan(self, m: Moment | None) -> Mapping[str, Claim]:
        return plan(self.claims(m))

    def footer(self, m: Moment) -> list[str]:
        """The footer's items at ``m``: what each key does now, Enter named by the area that has it."""
        area_items = [item for a in self.areas for item in a.key_help(m)]
        enter = next((w for w in (a.enter_word(m) for a in self.areas) if w), "")
        return footer_items(m, self.bar.specs, area_items, self.plan(m), enter)

    def area_for(self, m: Moment, claim: Claim) -> Area | None:
        """The area whose key ``claim`` is."""
        return next((a for a in self.areas if claim in a.claims(m)), None)

    def allows(self, m: Moment | None, action_id: str) -> bool:
        """A table binding works unless a decision of the moment has its key now (at 101's suit
        prompt H names Hearts: the hint yields)."""
        p = self.plan(m)
        return all(p.get(k) is None or p[k].action == action_id for k in self.keymap.keys(action_id))
