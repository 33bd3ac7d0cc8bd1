"""The schedule of deals («расписание») of a scheduled bid game, the deal being played highlighted.

One line of deal tokens (hand size, and a mark for a special deal: ``6∅`` no trump, ``6?`` blind,
``9◦`` dark, ``9★`` golden), cut to a window around the current deal so it fits beside the log; the
``S`` key opens the whole schedule with the legend and the deal in words.  The deals come from the
presenter (``TrickPresenter.deals``: the game's schedule, public by nature), the current deal from
the view's ``public_info()["deal"]`` (1-based).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rich.text import Text

from cardtable.engine.state import View

from ..i18n import lang
from . import Area

if TYPE_CHECKING:
    from ..screens.table import TableScreen


def schedule_tokens(presenter: Any, n: int) -> list[str]:
    """Every deal of the schedule for ``n`` players as a short token (empty when not scheduled)."""
    deals = getattr(presenter, "deals", None)
    if deals is None:
        return []
    return [presenter.deal_token(d) for d in deals(n)]


def window(count: int, current: int, room: int) -> tuple[int, int]:
    """``[start, end)`` of at most ``room`` deals around index ``current``: a little of the past,
    most of what is to come."""
    if count <= room:
        return 0, count
    start = max(0, min(current - room // 4, count - room))
    return start, start + room


class ScheduleArea(Area):
    """The deal strip above the info line; ``S`` shows all of it."""

    slot = "side"
    DEFAULT_CSS = """
    ScheduleArea { width: 100%; height: auto; padding: 0 1; }
    """

    def __init__(self, *args: Any, **kw: Any) -> None:
        super().__init__(*args, **kw)
        self.full = False
        self._has = False

    def update_area(self, screen: TableScreen, view: View) -> None:
        tokens = schedule_tokens(screen.presenter, view.state.n)
        info = view.state.public_info()  # type: ignore[attr-defined]
        self._has = bool(tokens) and isinstance(info.get("deal"), int)
        self.display = self._has
        if not self._has:
            return
        self.update(self.render_schedule(screen, tokens, info))

    def render_schedule(self, screen: TableScreen, tokens: list[str], info: dict[str, Any]) -> Text:
        p = screen.presenter
        lg = lang()
        cur = int(info["deal"]) - 1
        out = Text()
        out.append(p.s(lg, "sched.title") + ": ", style="dim")
        if self.full:
            shown = range(len(tokens))
        else:
            room = max(4, (max(20, self.size.width or 30) - len(p.s(lg, "sched.title")) - 6) // 4)
            a, b = window(len(tokens), cur, room)
            shown = range(a, b)
            if a > 0:
                out.append("… ", style="dim")
        for i in shown:
            if i == cur:
                out.append(f"[{tokens[i]}]", style="bold reverse")
            else:
                out.append(f" {tokens[i]} ", style="dim" if i < cur else "")
        if not self.full and shown and shown[-1] < len(tokens) - 1:
            out.append(" …", style="dim")
        if self.full:
            kind = p.kind_name(info.get("kind", ""), lg)
            out.append("\n" + p.s(lg, "sched.now", n=cur + 1, total=len(tokens), cards=info.get("cards", ""),
                                  kind=kind), style="bold")
            out.append("\n" + p.s(lg, "sched.legend"), style="dim")
        return out

    def area_key(self, screen: TableScreen, key: str) -> bool:
        if key != "s" or not self._has:
            return False
        self.full = not self.full
        screen.schedule_refresh()
        return True

    def key_help(self, screen: TableScreen) -> list[str]:
        return ["S " + screen.presenter.s(lang(), "sched.key")] if self._has else []


AREA = ScheduleArea
