"""A button whose focus is unmistakable in every theme: arrows around its label while focused.

Why: compact buttons have no border, and a theme's focus style (a 5% tint, a reverse on a tone
background) can be invisible, so Enter acted on a button nobody could see was focused.  The marks
take the place of two blanks, so focusing a button never shifts the bar.
"""

from __future__ import annotations

from .plain import PlainButton


class MarkedButton(PlainButton):
    """A compact button drawn ``▸Label◂`` while focused and `` Label `` otherwise.

    Its label is plain text (``tui/plain.py``): a button may name a player or a card."""

    def __init__(self, label: str, **kw) -> None:
        self.plain_label = label
        kw.setdefault("compact", True)
        super().__init__(f" {label} ", **kw)

    def on_mount(self) -> None:
        if self.has_class("t-chip"):  # a chip's own blanks are its padding (CSS cannot set line-pad 0)
            self.styles.line_pad = 0

    def on_focus(self) -> None:
        self.label = f"▸{self.plain_label}◂"

    def on_blur(self) -> None:
        self.label = f" {self.plain_label} "
