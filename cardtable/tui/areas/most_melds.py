"""Most's melds on the table, grouped by owner (most.md sections 6 and 8).

Every card on the table scores for the player who put it there, so a card laid off on somebody
else's meld carries the layer's mark (``Q♥·B`` in Boris's colour) and a legend says so; the owner's
own cards carry none.  A joker shows the card it stands for (``🃏=9♣``).  Each meld has the number
that lay-off actions use (``lay 8h on 3``), so the melds are listed under their owners but keep
their numbers.  Public facts only: the same for everybody, behind a hot-seat curtain too.
"""

from __future__ import annotations

from rich.text import Text

from cardtable.games.most.present import MeldCard, MostPresenter

from ..widgets.moment import Moment
from . import Area

SEAT_COLOURS = ("#5aa9ff", "#f4d03f", "#4cd964", "#e07cff", "#ff9f43", "#48dbfb")
TONE_STYLE = {"red": "#ff5f57", "black": ""}


def initials(names: list[str]) -> list[str]:
    """The shortest prefix of each name that no other name shares (Vera, Vasya -> Ve, Va)."""
    out = []
    for i, name in enumerate(names):
        k = 1
        while k < len(name) and any(j != i and other[:k].lower() == name[:k].lower() for j, other in enumerate(names)):
            k += 1
        out.append(name[:k] or str(i + 1))
    return out


class MeldsArea(Area):
    slot = "centre"
    narrow_piles = True  # the piles hold only the stock in Most: they take their width, the melds the rest
    DEFAULT_CSS = """
    MeldsArea { width: 1fr; height: 100%; padding: 0 1; }
    """

    def draw(self, m: Moment) -> None:
        self.update(self.render_melds(m))

    def _fit(self, t: Text, title: int) -> Text:
        """Short of lines, the melds keep their room: the legend goes first, then the title."""
        height = self.content_size.height
        lines = list(t.split("\n", allow_blank=True))
        if not height or len(lines) <= height:
            return t
        if lines and lines[-1].plain.startswith("·"):
            lines = lines[:-1]
        if len(lines) > height:
            lines = lines[title:]
        return Text("\n").join(lines)

    @staticmethod
    def _piece(n: int, owner: int, cards: list[MeldCard], marks: list[str]) -> Text:
        """One meld: its number (the ``on N`` of a lay-off), its cards, a mark on each card
        another player laid off (that player scores it)."""
        piece = Text("  ")
        piece.append(f"{n}:", style="bold reverse")
        for c in cards:
            piece.append(" ")
            piece.append(c.label, style=TONE_STYLE.get(c.tone, ""))
            if c.scorer != owner and c.scorer >= 0:
                piece.append(f"·{marks[c.scorer]}", style=f"bold {SEAT_COLOURS[c.scorer % len(SEAT_COLOURS)]}")
        return piece

    def render_melds(self, m: Moment) -> Text:
        p = m.presenter
        lg = m.lang
        names = list(m.names)
        marks = initials(names)
        t = Text(p.s(lg, "melds.title") + "\n", style="bold")
        if not isinstance(p, MostPresenter):
            return t
        groups = p.meld_groups(m.view)
        if not groups:
            t.append(p.s(lg, "melds.none"), style="dim")
            return t
        width = max(len(p.who(s, m.viewer, names, lg)) for s, _ in groups)
        room = max(12, self.content_size.width or 40)
        pieces = {n: self._piece(n, owner, cards, marks) for owner, melds in groups for n, cards in melds}
        laid_off = any(c.scorer not in (owner, -1) for owner, melds in groups for _, cards in melds for c in cards)
        if width + max(x.cell_len for x in pieces.values()) > room:
            width = 0  # narrow: each name on a line of its own, its melds under it
        for owner, melds in groups:
            colour = SEAT_COLOURS[owner % len(SEAT_COLOURS)]
            t.append(p.who(owner, m.viewer, names, lg).ljust(width), style=f"bold {colour}")
            used = width if width else room  # narrow: the first meld starts a new line
            for n, _ in melds:
                piece = pieces[n]
                if used + piece.cell_len > room and (used > width or not width):  # never split a meld
                    t.append("\n" + " " * width)
                    used = width
                t.append_text(piece)
                used += piece.cell_len
            t.append("\n")
        if laid_off:
            legend = p.s(lg, "melds.legend")
            t.append(legend if len(legend) <= room else p.s(lg, "melds.legend.short"), style="dim")
        return self._fit(t, 1)


AREA = MeldsArea
