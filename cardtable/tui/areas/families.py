"""Mini Family's own part of the table (families.md sections 2 and 8), in the side column.

Ask mode: the ask dialog's prompt (whom, then which card: the buttons offer only legal asks), the
families laid down by each player and the public ask log as the ``ask_log`` option allows.

Kukareku: the round and the families in play, the seat strip with each seat's state (chosen ✓,
signalled 👍, loser 🐓, the marks so far) and the signal keys: Space when one person plays, the
seat digits in hot-seat (one keyboard, everybody's reflexes; a press by a seat that may not
signal is ignored, as the rules ignore a false first signal).  The viewer's pending choice stays
in the hand, marked.  With ``pass_timer_s`` a person too slow to choose passes the card under the
cursor.  Everything comes from the masked view and public facts (the sheet, the options).
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

from rich.text import Text

from cardtable.engine.state import IllegalAction, View
from cardtable.games.families.present import GLYPHS

from ..cards import CardRow
from ..i18n import lang
from . import Area

if TYPE_CHECKING:
    from ..screens.table import TableScreen

LOG_LINES = 8
"""Ask log lines shown with ``ask_log=full`` (the newest; the game log keeps them all)."""
SHORT = 30
"""Below this many terminal rows the area packs its per-seat lists on one line and shows fewer
asks, so the game log keeps some room."""


def compact(screen: TableScreen) -> bool:
    return screen.app.size.height < SHORT

STRINGS = {
    "en": {
        "laid": "Families down",
        "none": "—",
        "asks": "Asks",
        "asks.last": "Last ask",
        "ask.whom": "Ask whom? Press a seat's digit",
        "ask.which": "Ask {name} for which card? (buttons: only members of your families)",
        "round": "Round {n} · families: {fams}",
        "keys.one": "Space: 👍 signal",
        "keys.many": "👍 signal: the seat's digit",
        "signal.first": "The first signal needs a whole family in your hand",
        "chosen": "You have chosen this round: wait for the others",
        "timer": "Pass in {sec:.0f} s (the card under the cursor)",
        "limit": "Match: to {n} 🐓 marks",
        "limit.wins": "Match: to {n} wins",
        "luck": "No signal: the first whole family wins",
        "flash": "👍 A SIGNAL! Copy it!",
        "marks": "(🐓 marks: {n})",
    },
    "ru": {
        "laid": "Собранные семьи",
        "none": "—",
        "asks": "Вопросы",
        "asks.last": "Последний вопрос",
        "ask.whom": "У кого спросить? Нажмите цифру места",
        "ask.which": "Какую карточку просить у игрока {name}? (кнопки: только члены ваших семей)",
        "round": "Круг {n} · семьи: {fams}",
        "keys.one": "Пробел: 👍 знак",
        "keys.many": "👍 знак: цифра своего места",
        "signal.first": "Первый знак можно подать, только собрав семью",
        "chosen": "Вы уже выбрали карточку: ждите остальных",
        "timer": "Передача через {sec:.0f} с (карточка под курсором)",
        "limit": "Матч: до {n} отметок 🐓",
        "limit.wins": "Матч: до {n} побед",
        "luck": "Без знака: выигрывает первая собранная семья",
        "flash": "👍 ЗНАК! Повторите!",
        "marks": "(отметок 🐓: {n})",
    },
}


def s(key: str, **kw) -> str:
    text = STRINGS.get(lang(), STRINGS["en"]).get(key) or STRINGS["en"][key]
    return text.format(**kw) if kw else text


class FamiliesArea(Area):
    slot = "side"
    DEFAULT_CSS = """
    FamiliesArea { width: 100%; height: auto; max-height: 16; padding: 0 1; }
    """

    def on_mount(self) -> None:
        self._timer_key: tuple | None = None
        self._timer_end = 0.0
        self._table: TableScreen | None = None
        self.set_interval(0.25, self._timer_tick)

    # -- drawing ---------------------------------------------------------------------------------
    def update_area(self, screen: TableScreen, view: View) -> None:
        self._table = screen
        info = view.state.public_info()  # type: ignore[attr-defined]
        if info["mode"] == "ask":
            self.update(self._ask_text(screen, view, info))
        else:
            self._mark_choice(screen, view)
            self.update(self._kukareku_text(screen, view, info))

    def _seat_name(self, screen: TableScreen, seat: int) -> str:
        return screen.presenter.who(seat, screen.viewer, screen.names, lang())

    def _chip(self, screen: TableScreen, view: View, f: int) -> str:
        c = view.state.deck.cards[4 * f]
        if c.kind != "member":
            return c.rank
        return GLYPHS[f] if screen.symbols else c.rank

    def _ask_text(self, screen: TableScreen, view: View, info: dict) -> Text:
        st = view.state
        p = screen.presenter
        lg = lang()
        t = Text()
        if screen.viewer is not None and info["turn"] == screen.viewer:
            if info["phase"] == "ask":
                t.append(s("ask.whom") + "\n", style="bold")
            elif info["phase"] == "want":
                t.append(s("ask.which", name=screen.names[info["target"]]) + "\n", style="bold")
        t.append(s("laid") + "\n", style="bold underline")
        short = compact(screen)
        shown = [seat for seat in range(st.n) if st.laid[seat] or not short]  # type: ignore[attr-defined]
        for seat in shown:
            laid = st.laid[seat]  # type: ignore[attr-defined]
            chips = " ".join(p.family_text(st.deck, c >> 2, lg, screen.symbols) for c in laid[::4])  # type: ignore[attr-defined]
            t.append(f"{self._seat_name(screen, seat)}: ", style="bold" if seat == screen.viewer else "")
            t.append((chips or s("none")) + ("  " if short and seat != shown[-1] else "\n"))
        if not shown:
            t.append(s("none") + "\n")
        asks = info["asks"]
        log = st.opts.ask_log  # type: ignore[attr-defined]
        if log != "none" and asks:
            t.append(s("asks" if log == "full" else "asks.last") + "\n", style="bold underline")
            for asker, target, card, yes in asks[-(3 if compact(screen) else LOG_LINES):]:
                chip = p.card_name(st.deck, card, lg, screen.symbols)
                t.append(f"{self._seat_name(screen, asker)} → {self._seat_name(screen, target)}: {chip} ",
                         style="" if yes else "dim")
                t.append("✓\n" if yes else "✗\n", style="bold green" if yes else "dim")
        t.rstrip()
        return t

    def _kukareku_text(self, screen: TableScreen, view: View, info: dict) -> Text:
        st = view.state
        opts = st.opts  # type: ignore[attr-defined]
        t = Text()
        fams = [f for f in range(len(GLYPHS)) if 4 * f not in st.box]  # type: ignore[attr-defined]
        t.append(s("round", n=info["round"] + 1, fams=" ".join(self._chip(screen, view, f) for f in fams)) + "\n")
        humans = screen.session.humans
        t.append_text(self.seat_strip(screen, info, opts))
        if info["phase"] == "react" and opts.signal_visibility == "loud":
            t.append(s("flash") + "\n", style="bold reverse yellow")  # loud: the signal flashes
        if opts.kukareku_signal:
            if info["phase"] != "over":
                t.append(s("keys.one" if len(humans) == 1 else "keys.many") + "\n", style="bold yellow")
        else:
            t.append(s("luck") + "\n", style="dim")
        if opts.kukareku_limit:
            t.append(s("limit" if opts.kukareku_signal else "limit.wins", n=opts.kukareku_limit) + "\n", style="dim")
        left = self._timer_left(screen, view)
        if left is not None:
            t.append(s("timer", sec=max(0.0, left)) + "\n", style="bold yellow")
        t.rstrip()
        return t

    def seat_strip(self, screen: TableScreen, info: dict, opts) -> Text:
        """One line per seat: its signal key in hot-seat, name, 🐓 marks so far, state now (chosen ✓,
        signalled 👍, loser 🐓).  Public facts only: the curtain shows it too."""
        t = Text()
        marks = screen.match.sheet.totals()
        humans = screen.session.humans
        for seat in range(len(info["counts"])):
            state = ""
            if seat in info["losers"]:
                state = "🐓 «Кукареку!»" if lang() == "ru" else "🐓 «Cock-a-doodle-doo!»"
            elif seat in info["signals"]:
                state = "👍"
            elif info["selected"][seat]:
                state = "✓"
            if len(humans) > 1:  # hot-seat: each person's signal key is the seat's digit
                key = f"{(seat + 1) % 10}·" if seat in humans else "  "
                t.append(key, style="bold reverse" if key.strip() else "")
                t.append(" ")
            t.append(self._seat_name(screen, seat), style="bold" if seat == screen.viewer else "")
            subtle = state == "👍" and getattr(opts, "signal_visibility", "subtle") == "subtle"
            if state:
                t.append(" " + state, style="bold" if state.startswith("🐓") else "dim" if subtle else "bold yellow")
            if opts.kukareku_signal and marks[seat]:
                t.append(" " + s("marks", n=marks[seat]), style="dim")
            t.append("  " if compact(screen) and seat < len(info["counts"]) - 1 else "\n")
        return t

    def curtain_text(self, screen: TableScreen) -> Text | None:
        """On a hot-seat hand-over: the seat strip with the 👍 marks and the signal keys (families.md
        section 8: the strip stays visible on every screen, and the race needs no hand-over)."""
        m = screen.match
        if m.over:
            return None
        info = m.hand.public_info()  # type: ignore[attr-defined]
        opts = m.options
        if info.get("mode") != "kukareku":
            return None
        t = self.seat_strip(screen, info, opts)
        if opts.kukareku_signal:  # type: ignore[attr-defined]
            t.append(s("keys.many"), style="bold yellow")
        t.rstrip()
        return t

    def _mark_choice(self, screen: TableScreen, view: View) -> None:
        """The viewer's pending choice stays in the hand, marked (families.md section 8)."""
        mine: set[str] = set()
        if screen.viewer is not None:
            for z in view.state.zones():
                if z.name == f"sel{screen.viewer}":
                    mine = {view.state.deck.text(c) for c in z.cards if c >= 0}
        if mine != screen.marked:
            screen.marked = mine
            screen.schedule_refresh()

    # -- the passing timer -----------------------------------------------------------------------
    def _timer_left(self, screen: TableScreen, view: View) -> float | None:
        """Seconds left for the viewer's choice with ``pass_timer_s`` (None: no timer now).  The
        clock starts when the person sees the choice (after a hand-over), once per round."""
        limit = getattr(view.state.opts, "pass_timer_s", 0)  # type: ignore[attr-defined]
        seat = screen.viewer
        if not limit or seat is None or not any(a.startswith("give ") for a in view.legal):
            self._timer_key = None
            return None
        key = (screen.match.hand_no, view.state.public_info()["round"], seat)  # type: ignore[attr-defined]
        if key != self._timer_key:
            self._timer_key = key
            self._timer_end = time.monotonic() + limit
        return self._timer_end - time.monotonic()

    def _timer_tick(self) -> None:
        screen = self._table
        if screen is None or self._timer_key is None or screen.view is None or not screen.is_mounted:
            return
        if screen.app.screen is not screen or screen.session.paused:
            return
        if time.monotonic() < self._timer_end:
            screen.schedule_refresh()  # the countdown
            return
        self._timer_key = None
        row = screen.query_one("#hand", CardRow)
        texts = [screen.match.hand.deck.text(c) for c in screen.hand_ids]
        if screen.viewer is None or not texts:
            return
        pick = texts[min(row.cursor, len(texts) - 1)]
        if f"give {pick}" not in screen.match.legal_actions(screen.viewer):
            pick = next((a[5:] for a in screen.match.legal_actions(screen.viewer) if a.startswith("give ")), "")
        if pick:
            screen.act(f"give {pick}")

    # -- keys ------------------------------------------------------------------------------------
    def _signalling(self, screen: TableScreen) -> bool:
        """Signal keys work now: a Kukareku hand with the signal is being passed or raced (not in
        the hand-end moment, when the next hand is dealt but play waits)."""
        if getattr(screen, "ended", None) is not None or screen.session.paused:
            return False
        info = screen.match.hand.public_info()  # type: ignore[attr-defined]
        opts = screen.match.options
        return (not screen.match.over and info.get("mode") == "kukareku" and opts.kukareku_signal  # type: ignore[attr-defined]
                and info.get("phase") in ("select", "react"))

    def area_key(self, screen: TableScreen, key: str) -> bool:
        if not self._signalling(screen):
            return False
        humans = screen.session.humans
        if key == "space" and len(humans) == 1:
            self._send_signal(screen, humans[0])
            return True
        if len(humans) > 1 and key.isdigit():
            seat = (int(key) - 1) % 10
            if seat in humans:
                self._send_signal(screen, seat)
                return True
        return False

    def _send_signal(self, screen: TableScreen, seat: int) -> None:
        """A person's thumb on the table; a first signal without a family is ignored (no penalty),
        and only the person at the keyboard hears why (in hot-seat the others' keys say nothing)."""
        try:
            screen.session.human(seat, "signal")
        except IllegalAction:
            if seat == screen.viewer and not screen.match.hand.public_info()["signals"]:  # type: ignore[attr-defined]
                screen.say(s("signal.first"))
        screen.schedule_refresh()

    def hand_activated(self, screen: TableScreen, index: int, text: str) -> bool:
        if screen.viewer is None or screen.match.over:
            return False
        info = screen.match.hand.public_info()  # type: ignore[attr-defined]
        if info.get("mode") == "kukareku" and info.get("phase") == "select" and info["selected"][screen.viewer]:
            screen.say(s("chosen"))
            return True
        return False

    def key_help(self, screen: TableScreen) -> list[str]:
        if not self._signalling(screen):
            return []
        return [s("keys.one" if len(screen.session.humans) == 1 else "keys.many")]


AREA = FamiliesArea

