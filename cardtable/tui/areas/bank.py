"""Petukh's bank (petukh.md section 6, option ``bank``): the chips in the bank, the stake and the
rebuy price, and every player's chips.  Chips are public: they come from the hand's public facts
(``public_info()["chips"]`` / ``["bank"]``, as the hand began), so the area needs no match internals.
Hidden when the bank is not played."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.text import Text

from cardtable.engine.state import View

from ..i18n import lang
from . import Area

if TYPE_CHECKING:
    from ..screens.table import TableScreen


class BankArea(Area):
    slot = "side"
    DEFAULT_CSS = """
    BankArea { height: auto; width: 1fr; }
    """

    def __init__(self, **kw) -> None:
        super().__init__("", **kw)
        self.display = False

    def update_area(self, screen: TableScreen, view: View) -> None:
        info = view.state.public_info()  # type: ignore[attr-defined]
        chips = info.get("chips")
        if chips is None:
            self.display = False
            return
        p = screen.presenter
        lg = lang()
        opts = view.state.opts  # type: ignore[attr-defined]
        t = Text()
        parts = [p.s(lg, "area.bank.stake", stake=opts.bank_stake)]
        if opts.rebuy:
            parts.append(p.s(lg, "area.bank.rebuy", stake=opts.bank_stake))
        t.append(f"◉ {p.s(lg, 'area.bank', bank=info.get('bank') or 0)}", style="bold")
        t.append(" · " + " · ".join(parts))
        names = [p.who(s, screen.viewer, screen.names, lg) for s in range(len(chips))]
        pairs = " · ".join(f"{n} {c}" for n, c in zip(names, chips, strict=True))
        t.append(f"\n{p.s(lg, 'area.bank.chips')}: {pairs}")
        self.update(t)
        self.display = True


AREA = BankArea
