"""The schedule of deals («расписание») of a scheduled bid game, the deal being played highlighted.

One line of deal tokens (hand size, and a mark for a special deal: ``6∅`` no trump, ``6?`` blind,
``9◦`` dark, ``9★`` golden), cut to a window around the current deal so it fits beside the log; the
``S`` key opens the whole schedule with the legend and the deal in words.  The deals come from the
presenter (``TrickPresenter.deals``: the game's schedule, public by nature), the current deal from
the view's ``public_info()["deal"]`` (1-based).
"""

from __future__ import annotations

from typing import Any

from rich.text import Text

from cardtable.games.present import Presenter
from cardtable.games.present_tricks import TrickPresenter

from ..keymap import Claim
from ..widgets.messages import KeysChanged
from ..widgets.moment import Moment
from . import Area, area_key


def schedule_tokens(presenter: Presenter, n: int) -> list[str]:
    """Every deal of the schedule for ``n`` players as a short token (empty when not scheduled)."""
    if not isinstance(presenter, TrickPresenter):
        return []
    return [presenter.deal_token(d) for d in presenter.deals(n)]


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
    ACTIONS = (area_key("schedule.show", "s", "the whole schedule of deals (again: just the strip)",
                        "всё расписание раздач (ещё раз: только полоса)"),)
    DEFAULT_CSS = """
    ScheduleArea { width: 100%; height: auto; padding: 0 1; }
    """

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.full = False

    @staticmethod
    def _has(m: Moment) -> bool:
        """A scheduled game with its deal number known (the strip is shown)."""
        return isinstance(m.presenter, TrickPresenter) and isinstance(m.info.get("deal"), int) and bool(
            schedule_tokens(m.presenter, m.view.state.n))

    def draw(self, m: Moment) -> None:
        has = self._has(m)
        self.display = has
        if has:
            self.update(self.render_schedule(m, schedule_tokens(m.presenter, m.view.state.n), m.info))

    def render_schedule(self, m: Moment, tokens: list[str], info: dict[str, Any]) -> Text:
        p = m.presenter
        lg = m.lang
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
        if self.full and isinstance(p, TrickPresenter):
            kind = p.kind_name(info.get("kind", ""), lg)
            out.append("\n" + p.s(lg, "sched.now", n=cur + 1, total=len(tokens), cards=info.get("cards", ""),
                                  kind=kind), style="bold")
            out.append("\n" + p.legend(m.view.state.n, lg), style="dim")  # each game's own marks
        return out

    def claims(self, m: Moment) -> list[Claim]:
        return self.claim(m, "schedule.show") if self._has(m) else []

    def press(self, m: Moment, action_id: str) -> None:
        self.full = not self.full
        self.draw(m)
        self.post_message(KeysChanged())

    def key_help(self, m: Moment) -> list[str]:
        return [f"{m.keymap.show('schedule.show', 's')} " + m.presenter.s(m.lang, "sched.key")] if self._has(m) else []


AREA = ScheduleArea
