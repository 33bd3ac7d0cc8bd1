"""Petukh's bank (petukh.md section 6, option ``bank``): the chips in the bank, the stake and the
rebuy price, and every player's chips.  Chips are public: they come from the hand's public facts
(``public_info()["chips"]`` / ``["bank"]``, as the hand began), so the area needs no match internals.
Hidden when the bank is not played."""

from __future__ import annotations

from rich.text import Text

from cardtable.games.petukh.options import PetukhOptions

from ..widgets.moment import Moment
from . import Area


class BankArea(Area):
    slot = "side"
    DEFAULT_CSS = """
    BankArea { height: auto; width: 1fr; }
    """

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.display = False

    def draw(self, m: Moment) -> None:
        info = m.info
        chips = info.get("chips")
        if chips is None or not isinstance(m.options, PetukhOptions):
            self.display = False
            return
        p = m.presenter
        lg = m.lang
        opts = m.options
        t = Text()
        parts = [p.s(lg, "area.bank.stake", stake=opts.bank_stake)]
        if opts.rebuy:
            parts.append(p.s(lg, "area.bank.rebuy", stake=opts.bank_stake))
        t.append(f"◉ {p.s(lg, 'area.bank', bank=info.get('bank') or 0)}", style="bold")
        t.append(" · " + " · ".join(parts))
        names = [p.who(s, m.viewer, list(m.names), lg) for s in range(len(chips))]
        pairs = " · ".join(f"{n} {c}" for n, c in zip(names, chips, strict=True))
        t.append(f"\n{p.s(lg, 'area.bank.chips')}: {pairs}")
        self.update(t)
        self.display = True


AREA = BankArea
