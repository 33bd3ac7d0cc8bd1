"""Uno 52's pots: the small-blind, big-blind and common pots, who deals and who posts the blinds.

All of it is public (uno52.md 8), drawn from ``public_info()``.  The common pot is the one carried
over between rounds, so it is the one to watch; the blind sizes and the ante come from the options.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.text import Text

from cardtable.engine.state import View

from ..i18n import lang
from . import Area

if TYPE_CHECKING:
    from ..screens.table import TableScreen


class PotsArea(Area):
    """Three pots and the blind seats, above the log."""

    slot = "side"
    DEFAULT_CSS = """
    PotsArea { width: 1fr; height: auto; }
    """

    def update_area(self, screen: TableScreen, view: View) -> None:
        st = view.state
        info = st.public_info()  # type: ignore[attr-defined]
        p = screen.presenter
        lg = lang()
        names = screen.names
        out = Text()
        title, pots = p.s(lg, "pots.title") + ":", p.s(lg, "pots.line", **info["pots"])
        out.append(title, style="bold")
        fits = not self.size.width or len(title) + 1 + len(pots) <= self.size.width
        out.append(" " if fits else "\n")  # a narrow side panel: the pots under their title
        out.append(pots, style="bold #f4d03f")
        seat = info["blinds"]

        def who(s: int) -> str:
            return names[s] if 0 <= s < len(names) else "—"

        out.append("\n")
        marks = (("area.dealer", st.dealer), ("area.sb", seat["sb"]), ("area.bb", seat["bb"]))  # type: ignore[attr-defined]
        for k, (key, s) in enumerate(marks):
            out.append(" · " if k else "", style="dim")
            out.append(p.s(lg, key), style="italic")
            out.append(f" {who(s)}")
        o = st.o52  # type: ignore[attr-defined]
        out.append("\n" + p.s(lg, "pots.blinds.sizes", small=o.small_blind, big=o.big_blind, ante=o.ante),
                   style="dim")
        self.update(out)


AREA = PotsArea
