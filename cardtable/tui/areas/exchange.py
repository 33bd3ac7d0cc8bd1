"""Twenty-Two's exchange picked on the hand (twenty_two.md section 3): Enter marks or unmarks a card,
the line above the hand says "change up to N: picked k" with the picked cards, O (or D) lays the
marked cards away and draws as many, P keeps the hand (the table's Pass button; O with nothing
marked only says so).

Nothing reaches the engine before O, so a wrong pick is taken back with another Enter.  The marks
belong to the person at the keyboard: they are cleared when the keyboard changes hands (hot-seat)
and whenever it is not that person's exchange.  Strings live in the game's presenter.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.text import Text

from cardtable.engine.state import View

from ..i18n import lang
from . import Area

if TYPE_CHECKING:
    from ..screens.table import TableScreen


class ExchangeArea(Area):
    slot = "above_hand"
    DEFAULT_CSS = """
    ExchangeArea { height: auto; width: 1fr; padding: 0 1; color: $warning; text-style: bold; }
    """

    def __init__(self, **kw) -> None:
        super().__init__("", **kw)
        self.owner: int | None = None
        self.display = False

    @staticmethod
    def exchanging(screen: TableScreen, view: View | None) -> bool:
        """The person at the keyboard is the one exchanging now."""
        if view is None or screen.viewer is None or view.seat != screen.viewer:
            return False
        info = view.state.public_info()  # type: ignore[attr-defined]
        return info.get("phase") == "exchange" and view.state.to_act()[:1] == [screen.viewer]

    def update_area(self, screen: TableScreen, view: View) -> None:
        if self.owner != screen.viewer:
            screen.marked.clear()
            self.owner = screen.viewer
        if not self.exchanging(screen, view):
            screen.marked.clear()
            self.display = False
            return
        p = screen.presenter
        lg = lang()
        deck = view.state.deck
        info = view.state.public_info()  # type: ignore[attr-defined]
        limit = p.exchange_limit(view)  # type: ignore[attr-defined]
        picked = [deck.text(c) for c in sorted(view.state.hands[view.seat]) if deck.text(c) in screen.marked]  # type: ignore[attr-defined]
        k = len(picked) + info["pending"]
        line = Text(p.s(lg, "area.exchange", n=limit, k=k))
        if picked:
            line.append("  " + " ".join(p.card_name(deck, t, lg, screen.symbols) for t in picked))
        line.append("   " + p.s(lg, "area.exchange.keys"), style="dim")
        self.update(line)
        self.display = True

    def hand_activated(self, screen: TableScreen, index: int, text: str) -> bool:
        view = screen.view
        if not self.exchanging(screen, view):
            return False
        assert view is not None
        if text in screen.marked:
            screen.marked.discard(text)
            return True
        limit = screen.presenter.exchange_limit(view)  # type: ignore[attr-defined]
        pending = view.state.public_info()["pending"]  # type: ignore[attr-defined]
        if len(screen.marked) + pending >= limit:
            screen.say(screen.presenter.s(lang(), "why.too_many", n=limit), error=True)
            return True
        screen.marked.add(text)
        return True

    def area_key(self, screen: TableScreen, key: str) -> bool:
        view = screen.view
        if key not in ("o", "d") or not self.exchanging(screen, view):
            return False
        assert view is not None
        deck = view.state.deck
        picked = [deck.text(c) for c in sorted(view.state.hands[view.seat]) if deck.text(c) in screen.marked]  # type: ignore[attr-defined]
        pending = view.state.public_info()["pending"]  # type: ignore[attr-defined]
        if not picked and not pending:  # nothing to change: keeping the hand is P, never a slip of O
            screen.say(screen.presenter.s(lang(), "why.nothing_marked"), error=True)
            return True
        screen.marked.clear()
        for t in picked:
            screen.act(f"discard {t}")
        screen.act("draw")
        screen.schedule_refresh()
        return True

    def key_help(self, screen: TableScreen) -> list[str]:
        if not self.exchanging(screen, screen.view):
            return []
        return [screen.presenter.s(lang(), "area.exchange.help")]


AREA = ExchangeArea
