"""Beside the log: the game's public facts (the suit called, the trump, the pot) and the house rules
in force that differ from the standard ones (titles from the options model)."""

from __future__ import annotations

from rich.text import Text
from textual.reactive import reactive

from ..plain import PlainStatic
from .moment import Moment

TONE_STYLES = {
    "red": "bold #ffffff on #c0392b",
    "yellow": "bold #000000 on #f1c40f",
    "green": "bold #ffffff on #27ae60",
    "blue": "bold #ffffff on #2e6fd8",
    "black": "bold #000000 on #dddddd",
    "warn": "bold #f39c12",
}


class InfoLine(PlainStatic):
    """The presenter's public facts, as (text, tone) pieces."""

    moment: reactive[Moment | None] = reactive(None, init=False, always_update=True, repaint=False)

    def watch_moment(self, m: Moment | None) -> None:
        if m is None:
            return
        info = Text()
        for piece, tone in m.presenter.info(m.view, m.lang):
            info.append(piece, style=TONE_STYLES.get(tone, ""))
        self.update(info)


class HouseRules(PlainStatic):
    """The house rules in force, one dim line (hidden when the standard rules are played)."""

    moment: reactive[Moment | None] = reactive(None, init=False, always_update=True, repaint=False)

    def watch_moment(self, m: Moment | None) -> None:
        if m is None or m.options is None:
            return
        p = m.presenter
        rules = p.house_rules(m.options, m.lang)
        self.display = bool(rules)
        if rules:
            self.update(Text(p.s(m.lang, "rules.line", rules=", ".join(rules)), style="dim"))
