"""Uno 52's pots: the small-blind, big-blind and common pots, who deals and who posts the blinds.

All of it is public (uno52.md 8), drawn from ``public_info()``.  The common pot is the one carried
over between rounds, so it is the one to watch; the blind sizes and the ante come from the options.
"""

from __future__ import annotations

from rich.text import Text

from cardtable.games.uno52.state import Uno52State

from ..widgets.moment import Moment
from . import Area


class PotsArea(Area):
    """Three pots and the blind seats, above the log."""

    slot = "side"
    DEFAULT_CSS = """
    PotsArea { width: 1fr; height: auto; }
    """

    def draw(self, m: Moment) -> None:
        st = m.view.state
        if not isinstance(st, Uno52State):
            return
        info = st.public_info()
        p = m.presenter
        lg = m.lang
        names = m.names
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
        marks = (("area.dealer", st.dealer), ("area.sb", seat["sb"]), ("area.bb", seat["bb"]))
        for k, (key, s) in enumerate(marks):
            out.append(" · " if k else "", style="dim")
            out.append(p.s(lg, key), style="italic")
            out.append(f" {who(s)}")
        o = st.o52
        out.append("\n" + p.s(lg, "pots.blinds.sizes", small=o.small_blind, big=o.big_blind, ante=o.ante),
                   style="dim")
        self.update(out)


AREA = PotsArea
