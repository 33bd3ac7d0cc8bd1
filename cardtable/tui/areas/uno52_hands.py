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
an ``Act`` message to the table, and the engine judges it.
"""

from __future__ import annotations

from rich.text import Text
from textual.binding import Binding
from textual.events import Blur, Click

from cardtable.engine.cards import UNKNOWN
from cardtable.games.uno52.present import Uno52Presenter
from cardtable.games.uno52.state import Uno52State

from ..cards import TONE_STYLES
from ..keymap import Claim
from ..widgets.key_line import pair
from ..widgets.messages import Act, FocusHand, KeysChanged, Mark, Redraw, Say
from ..widgets.moment import Moment
from . import Area, area_key

SLOTS = 5
SUPERSCRIPTS = "⁰¹²³⁴⁵⁶⁷⁸⁹"


def under_mark(n: int) -> str:
    """One cell saying how many dead cards lie under an open card: ``¹``, ``²``, ... (``⁺`` past 9)."""
    if n <= 0:
        return " "
    return SUPERSCRIPTS[n] if n < 10 else "⁺"


def sentence(text: str) -> str:
    """A message of its own starts with a capital (a card named first reads "blue 5♥ …")."""
    return text[:1].upper() + text[1:]


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
    ACTIONS = tuple(area_key(f"uno52.slot.{n}", str(n), f"lay the picked card on your open card {n}",
                             f"положить выбранную карту на открытую карту {n}") for n in range(1, SLOTS + 1))
    BINDINGS = [
        Binding("left", "move(-1)", show=False, id="nav.left"),
        Binding("right", "move(1)", show=False, id="nav.right"),
        Binding("enter,space", "lay", show=False, id="nav.play"),
        Binding("escape", "back", show=False, id="table.menu"),
    ]
    DEFAULT_CSS = """
    OpenHandsArea { width: 1fr; height: auto; padding: 0 1; text-wrap: nowrap; text-overflow: ellipsis; }
    OpenHandsArea:focus { background: $boost; }
    """

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.card = ""  # the hand card picked to lay on the open hand ("" when none)
        self.targets: list[int] = []  # lit open positions for it
        self.cursor = 0  # the open position under the cursor
        self._spans: list[tuple[int, int]] = []  # columns of the viewer's five open cards (clicks)
        self._viewer_line = -1

    # -- drawing ---------------------------------------------------------------------------------
    def draw(self, m: Moment) -> None:
        st = m.view.state
        p = m.presenter
        if not isinstance(st, Uno52State) or not isinstance(p, Uno52Presenter):
            return
        if self.card and (m.viewer is None or not covers_of(m.view.legal, self.card)):
            self._drop()  # the move was made, or the turn moved on: the pick is gone
        lg = m.lang
        names = m.names
        info = st.public_info()
        acts = st.to_act()
        main = acts[0] if acts else -1
        best = set(p.best_now(st))
        solo = len(m.humans) == 1
        labels = [names[s][:12] for s in range(st.n)]
        if solo and m.viewer is not None and m.width >= 100:  # else bold underline says it
            labels[m.viewer] += f" ({p.s(lg, 'area.you')})"
        width = max(len(x) for x in labels)
        out = Text(no_wrap=True, overflow="ellipsis")
        for s in range(st.n):
            if s:
                out.append("\n")
            out.append("▶ " if s == main else "  ", style="bold")
            out.append(labels[s].ljust(width), style="bold" + (" underline" if s == m.viewer else ""))
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
            picking = s == m.viewer and bool(self.card)
            line_start = len(out.plain) - len(out.plain.rpartition("\n")[2])
            if s == m.viewer:
                self._viewer_line, self._spans = s, []
            for i, stack in enumerate(st.open[s]):
                top = stack[-1] if stack else UNKNOWN
                face = p.face(st.deck, top, lg, m.symbols)
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
                if s == m.viewer:
                    x0 = len(out.plain) - line_start
                    self._spans.append((x0 - 2, x0 + len(cell) + 1))
                out.append(cell, style=style)
                out.append(under_mark(len(stack) - 1), style="dim")
            name = st.hand_name(s, lg)
            star = p.s(lg, "area.best") + " " if s in best else "  "
            out.append(f"  {star}{name}", style="bold" if s in best else "")
        self.update(out)

    # -- the overlay step ------------------------------------------------------------------------
    def take_card(self, m: Moment, index: int, text: str) -> bool:
        view = m.view
        if m.viewer is None or view.seat != m.viewer:
            return False
        phase = m.info.get("phase")
        targets = covers_of(view.legal, text)
        p = m.presenter
        lg = m.lang
        label = p.card_name(view.state.deck, text, lg, m.symbols)
        if phase != "overlay":
            # phase 1 (c): the last card may go to the open hand; when it may also go to the pile,
            # the table's own choice buttons (Play / Lay on open card N) say both
            if not targets or any(a.split(" ")[:2] == ["play", text] for a in view.legal):
                return False
        elif not targets:
            self.post_message(Say(sentence(p.s(lg, "pick.none", card=label)), error=True))
            return True
        self.card = text
        self.targets = targets
        self.cursor = targets[0]
        self.post_message(Mark([text]))
        self.can_focus = True
        self.post_message(Say(sentence(p.s(lg, "pick.where", card=label))))
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
        m = self.moment
        if m is None:
            return
        if not self.card or self.cursor not in self.targets:
            self.post_message(Say(m.presenter.s(m.lang, "pick.first"), error=True))
            return
        action = f"cover {self.cursor} {self.card}"
        self._drop()
        self.post_message(Act(action))

    def action_back(self) -> None:
        self._drop()

    def claims(self, m: Moment) -> list[Claim]:
        """Digits 1-5 choose the open position while a hand card is picked."""
        if not self.card:
            return []
        return [c for a in self.ACTIONS for c in self.claim(m, a.id)]

    def press(self, m: Moment, action_id: str) -> None:
        i = int(action_id.rsplit(".", 1)[1]) - 1
        if i in self.targets:
            self.cursor = i
            self._redraw()
            return
        st = m.view.state
        p = m.presenter
        if isinstance(st, Uno52State) and isinstance(p, Uno52Presenter):
            lg = m.lang
            under = p.card_words(st.deck.cards[st.open_tops(m.viewer or 0)[i]], lg, m.symbols)
            self.post_message(Say(sentence(p.s(lg, "pick.unlit", card=p.card_name(st.deck, self.card, lg, m.symbols),
                                               slot=m.keymap.show(action_id, str(i + 1)), under=under)), error=True))

    def key_help(self, m: Moment) -> list[str]:
        p = m.presenter
        lg = m.lang
        km = m.keymap
        if self.card:
            slots = f"{km.show('uno52.slot.1', '1')}-{km.show(f'uno52.slot.{SLOTS}', str(SLOTS))}"
            return [f"{pair(km, 'nav.left', 'nav.right')}/{slots} {p.s(lg, 'keys.pick.move')}",
                    f"{km.show('table.menu')} {p.s(lg, 'keys.pick.back')}"]
        return []

    def enter_word(self, m: Moment) -> str:
        """Enter lays the picked card on the open card under the area's cursor; in the overlay step
        (the person's own decision, never while a bot thinks) Enter on a hand card picks it."""
        p = m.presenter
        if self.card:
            return p.s(m.lang, "keys.pick.lay")
        if m.viewer is not None and m.info.get("phase") == "overlay" and m.main == m.viewer and not m.choosing:
            return p.s(m.lang, "keys.overlay")
        return ""

    def on_click(self, event: Click) -> None:
        """A click on a lit open card of your row lays the picked card there (the cursor shows it)."""
        offset = event.get_content_offset(self)
        m = self.moment
        if offset is None or m is None or not self.card or offset.y != self._viewer_line:
            return
        for i, (x0, x1) in enumerate(self._spans):
            if x0 <= offset.x < x1:
                event.stop()
                if i in self.targets:
                    self.cursor = i
                    self.action_lay()
                else:
                    self.press(m, f"uno52.slot.{i + 1}")  # says why it is not lit
                return

    def on_blur(self, event: Blur) -> None:
        """Leaving the row (Up/Down, a click elsewhere, a curtain) gives the card back to the hand."""
        if self.card:
            self._drop()

    def reset(self) -> None:
        if self.card:
            self._drop()

    # -- helpers ---------------------------------------------------------------------------------
    def _drop(self) -> None:
        had_focus = self.has_focus
        self.card = ""
        self.targets = []
        self.post_message(Mark([]))
        self.can_focus = False
        if had_focus:
            self.post_message(FocusHand())
        self.post_message(Redraw())

    def _redraw(self) -> None:
        if self.moment is not None:
            self.draw(self.moment)
            self.post_message(KeysChanged())


AREA = OpenHandsArea
