"""Uno 52's open poker hands: one row per player, and the overlay step played on your own row.

Every player's five open stacks are public, so each row shows the five top cards (the poker hand),
how many dead cards lie under each (``¹``, ``²``), the hand's category, chips, and the dealer and blind
marks; a seat out of chips is marked out.  The leader's category carries a star.

The overlay (uno52.md 4, phase 2) is two steps, so that Enter never does what is not on the screen:
Enter on a hand card *picks* it (the card is marked and the message says what comes next), the
legal targets on your row light up with the cursor on the first, Left/Right (or the digits 1-5)
move among them, and Enter lays the card there.  Esc goes back to the hand.  Keeping the open hand
is the Pass button (P).  The same step serves the going-out cover of phase 1 (c) when the last
card can only go to the open hand.  The area never applies a rule: the move goes through
``screen.act`` and the engine judges it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.text import Text
from textual.binding import Binding
from textual.events import Blur, Click

from cardtable.engine.cards import UNKNOWN
from cardtable.engine.state import View

from ..cards import CardRow
from ..i18n import lang
from ..screens.handend import TONE_STYLES
from . import Area

if TYPE_CHECKING:
    from cardtable.games.uno52.present import Uno52Presenter
    from cardtable.games.uno52.state import Uno52State

    from ..screens.table import TableScreen

SLOTS = 5
SUPERSCRIPTS = "⁰¹²³⁴⁵⁶⁷⁸⁹"


def under_mark(n: int) -> str:
    """One cell saying how many dead cards lie under an open card: ``¹``, ``²``, ... (``⁺`` past 9)."""
    if n <= 0:
        return " "
    return SUPERSCRIPTS[n] if n < 10 else "⁺"


def covers_of(legal: list[str], text: str) -> list[int]:
    """The open positions the hand card ``text`` may cover now (the ``cover I TEXT`` moves)."""
    out: list[int] = []
    for a in legal:
        parts = a.split(" ")
        if parts[0] == "cover" and len(parts) >= 3 and parts[2] == text and parts[1].isdigit():
            i = int(parts[1])
            if i not in out:
                out.append(i)
    return sorted(out)


class OpenHandsArea(Area):
    """The open poker hands of every seat; the viewer's own row is where the overlay is aimed."""

    slot = "top"
    can_focus = False  # only while a hand card is picked: Tab never lands on an idle area
    BINDINGS = [
        Binding("left", "move(-1)", show=False),
        Binding("right", "move(1)", show=False),
        Binding("enter", "lay", show=False),
        Binding("space", "lay", show=False),
        Binding("escape", "back", show=False),
    ]
    DEFAULT_CSS = """
    OpenHandsArea { width: 1fr; height: auto; padding: 0 1; text-wrap: nowrap; text-overflow: ellipsis; }
    OpenHandsArea:focus { background: $boost; }
    """

    def __init__(self, **kw) -> None:
        super().__init__("", **kw)
        self.card = ""  # the hand card picked to lay on the open hand ("" when none)
        self.targets: list[int] = []  # lit open positions for it
        self.cursor = 0  # the open position under the cursor
        self._screen: TableScreen | None = None
        self._spans: list[tuple[int, int]] = []  # columns of the viewer's five open cards (clicks)
        self._viewer_line = -1

    # -- drawing ---------------------------------------------------------------------------------
    def update_area(self, screen: TableScreen, view: View) -> None:
        self._screen = screen
        st: Uno52State = view.state  # type: ignore[assignment]
        p: Uno52Presenter = screen.presenter  # type: ignore[assignment]
        if self.card and (screen.viewer is None or not covers_of(view.legal, self.card)):
            self._drop(screen)  # the move was made, or the turn moved on: the pick is gone
        lg = lang()
        names = screen.names
        info = st.public_info()
        acts = st.to_act()
        main = acts[0] if acts else -1
        best = set(p.best_now(st))
        solo = len(screen.session.humans) == 1
        labels = [names[s][:12] for s in range(st.n)]
        if solo and screen.viewer is not None and self.app.size.width >= 100:  # else bold underline says it
            labels[screen.viewer] += f" ({p.s(lg, 'area.you')})"
        width = max(len(x) for x in labels)
        out = Text(no_wrap=True, overflow="ellipsis")
        for s in range(st.n):
            if s:
                out.append("\n")
            out.append("▶ " if s == main else "  ", style="bold")
            out.append(labels[s].ljust(width), style="bold" + (" underline" if s == screen.viewer else ""))
            out.append(f" ◉{st.chips[s]:>3}", style="bold #f4d03f" if st.chips[s] else "dim")
            tags = []
            if s == st.dealer:
                tags.append(p.s(lg, "area.dealer"))
            if s == info["blinds"]["sb"]:
                tags.append(p.s(lg, "area.sb"))
            if s == info["blinds"]["bb"]:
                tags.append(p.s(lg, "area.bb"))
            out.append(f" {' '.join(tags):<5}", style="italic")
            if s in st.gone:
                out.append("  " + p.s(lg, "area.out"), style="dim strike")
                continue
            picking = s == screen.viewer and bool(self.card)
            line_start = len(out.plain) - len(out.plain.rpartition("\n")[2])
            if s == screen.viewer:
                self._viewer_line, self._spans = s, []
            for i, stack in enumerate(st.open[s]):
                top = stack[-1] if stack else UNKNOWN
                face = p.face(st.deck, top, lg, screen.symbols)
                cell = f"{face.label:>3}{face.corner.lower()}"
                style = TONE_STYLES.get(face.tone, "")
                # every row keeps the same columns: digit (while picking), card, dead cards under it
                if picking:
                    out.append(f" {i + 1}", style="bold" if i in self.targets else "dim")
                else:
                    out.append("  ")
                if picking and i == self.cursor and i in self.targets:
                    style += " reverse"
                elif picking and i in self.targets:
                    style += " underline"
                elif picking:
                    style = "dim"
                if s == screen.viewer:
                    x0 = len(out.plain) - line_start
                    self._spans.append((x0 - 2, x0 + len(cell) + 1))
                out.append(cell, style=style)
                out.append(under_mark(len(stack) - 1), style="dim")
            name = st.hand_name(s, lg)
            star = p.s(lg, "area.best") + " " if s in best else "  "
            out.append(f"  {star}{name}", style="bold" if s in best else "")
        self.update(out)

    # -- the overlay step ------------------------------------------------------------------------
    def hand_activated(self, screen: TableScreen, index: int, text: str) -> bool:
        view = screen.view
        if view is None or screen.viewer is None or view.seat != screen.viewer:
            return False
        phase = view.state.public_info().get("phase")  # type: ignore[attr-defined]
        targets = covers_of(view.legal, text)
        p = screen.presenter
        lg = lang()
        label = p.card_name(view.state.deck, text, lg, screen.symbols)
        if phase != "overlay":
            # phase 1 (c): the last card may go to the open hand; when it may also go to the pile,
            # the table's own choice buttons (Play / Lay on open card N) say both
            if not targets or any(a.split(" ")[:2] == ["play", text] for a in view.legal):
                return False
        elif not targets:
            screen.say(p.s(lg, "pick.none", card=label), error=True)
            return True
        self.card = text
        self.targets = targets
        self.cursor = targets[0]
        screen.marked = {text}
        self.can_focus = True
        screen.say(p.s(lg, "pick.where", card=label))
        self.call_after_refresh(self.focus)
        return True

    def action_move(self, delta: int) -> None:
        if not self.targets:
            return
        later = [i for i in self.targets if (i - self.cursor) * delta > 0]
        if later:
            self.cursor = min(later) if delta > 0 else max(later)
            self._redraw()

    def action_lay(self) -> None:
        screen = self._screen
        if screen is None:
            return
        if not self.card or self.cursor not in self.targets:
            screen.say(screen.presenter.s(lang(), "pick.first"), error=True)
            return
        action = f"cover {self.cursor} {self.card}"
        self._drop(screen)
        screen.act(action)
        screen.schedule_refresh()

    def action_back(self) -> None:
        if self._screen is not None:
            self._drop(self._screen)

    def area_key(self, screen: TableScreen, key: str) -> bool:
        """Digits 1-5 choose the open position while a hand card is picked."""
        if not self.card or not (key.isdigit() and 1 <= int(key) <= SLOTS):
            return False
        i = int(key) - 1
        if i in self.targets:
            self.cursor = i
            self._redraw()
            return True
        view = screen.view
        if view is not None:
            st: Uno52State = view.state  # type: ignore[assignment]
            p = screen.presenter
            lg = lang()
            under = p.face(st.deck, st.open_tops(screen.viewer or 0)[i], lg, screen.symbols).label
            screen.say(p.s(lg, "pick.unlit", card=p.card_name(st.deck, self.card, lg, screen.symbols),
                           slot=key, under=under), error=True)
        return True

    def key_help(self, screen: TableScreen) -> list[str]:
        p = screen.presenter
        lg = lang()
        if self.card:
            return [p.s(lg, k) for k in ("keys.pick.move", "keys.pick.lay", "keys.pick.back")]
        view = screen.view
        if view is not None and screen.viewer is not None and view.state.public_info().get("phase") == "overlay":  # type: ignore[attr-defined]
            return [p.s(lg, "keys.overlay")]
        return []

    def on_click(self, event: Click) -> None:
        """A click on a lit open card of your row lays the picked card there (the cursor shows it)."""
        offset = event.get_content_offset(self)
        screen = self._screen
        if offset is None or screen is None or not self.card or offset.y != self._viewer_line:
            return
        for i, (x0, x1) in enumerate(self._spans):
            if x0 <= offset.x < x1:
                event.stop()
                if i in self.targets:
                    self.cursor = i
                    self.action_lay()
                else:
                    self.area_key(screen, str(i + 1))  # says why it is not lit
                return

    def on_blur(self, event: Blur) -> None:
        """Leaving the row (Up/Down, a click elsewhere, a curtain) gives the card back to the hand."""
        if self.card and self._screen is not None:
            self._drop(self._screen)

    # -- helpers ---------------------------------------------------------------------------------
    def _drop(self, screen: TableScreen) -> None:
        had_focus = self.has_focus
        self.card = ""
        self.targets = []
        screen.marked = set()
        self.can_focus = False
        if had_focus:
            screen.query_one("#hand", CardRow).focus()
        screen.schedule_refresh()

    def _redraw(self) -> None:
        if self._screen is not None and self._screen.view is not None:
            self.update_area(self._screen, self._screen.view)
            self._screen._update_keys(self._screen.view)


AREA = OpenHandsArea
