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
from typing import Any

from rich.text import Text

from cardtable.games.families.options import FamiliesOptions
from cardtable.games.families.present import GLYPHS, FamiliesPresenter
from cardtable.games.families.state import FamiliesState

from ..i18n import lang
from ..keymap import Claim
from ..widgets.messages import Act, Mark, Say
from ..widgets.moment import Moment
from . import Area, area_key

LOG_LINES = 8
"""Ask log lines shown with ``ask_log=full`` (the newest; the game log keeps them all)."""
SHORT = 30
"""Below this many terminal rows the area packs its per-seat lists on one line and shows fewer
asks, so the game log keeps some room."""


def compact(m: Moment) -> bool:
    return m.height < SHORT


STRINGS = {
    "en": {
        "laid": "Families down",
        "none": "—",
        "asks": "Asks",
        "asks.last": "Last ask",
        "ask.whom": "Ask whom? Press a seat's digit",
        "ask.which": "Ask {name} for which card? (buttons: only members of your families)",
        "round": "Round {n} · families: {fams}",
        "keys.one": "{key}: 👍 signal",
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
        "keys.one": "{key}: 👍 знак",
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


def s(key: str, /, **kw: Any) -> str:
    text = STRINGS.get(lang(), STRINGS["en"]).get(key) or STRINGS["en"][key]
    return text.format(**kw) if kw else text


class FamiliesArea(Area):
    slot = "side"
    ACTIONS = (area_key("families.thumb", "space", "the 👍 signal (one person at the table; in hot-seat each "
                        "person's seat digit)", "знак 👍 (один человек за столом; за общим экраном — цифра места)"),)
    wants_hand_card = True
    DEFAULT_CSS = """
    FamiliesArea { width: 100%; height: auto; max-height: 16; padding: 0 1; }
    """

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self._timer_key: tuple | None = None
        self._timer_end = 0.0
        self._marks: frozenset[str] = frozenset()

    def on_mount(self) -> None:
        self.set_interval(0.25, self._timer_tick)

    # -- drawing ---------------------------------------------------------------------------------
    def draw(self, m: Moment) -> None:
        info = m.info
        if info.get("mode") == "ask":
            self.update(self._ask_text(m, info))
        else:
            self._mark_choice(m)
            self.update(self._kukareku_text(m, info))

    @staticmethod
    def _seat_name(m: Moment, seat: int) -> str:
        return m.presenter.who(seat, m.viewer, list(m.names), m.lang)

    @staticmethod
    def _chip(m: Moment, f: int) -> str:
        c = m.view.state.deck.cards[4 * f]
        if c.kind != "member":
            return c.rank
        return GLYPHS[f] if m.symbols else c.rank

    def _ask_text(self, m: Moment, info: dict) -> Text:
        st = m.view.state
        p = m.presenter
        lg = m.lang
        t = Text()
        if not isinstance(st, FamiliesState) or not isinstance(p, FamiliesPresenter):
            return t
        if m.viewer is not None and info["turn"] == m.viewer:
            if info["phase"] == "ask":
                t.append(s("ask.whom") + "\n", style="bold")
            elif info["phase"] == "want":
                t.append(s("ask.which", name=m.names[info["target"]]) + "\n", style="bold")
        t.append(s("laid") + "\n", style="bold underline")
        short = compact(m)
        shown = [seat for seat in range(st.n) if st.laid[seat] or not short]
        for seat in shown:
            laid = st.laid[seat]
            chips = " ".join(p.family_text(st.deck, c >> 2, lg, m.symbols) for c in laid[::4])
            t.append(f"{self._seat_name(m, seat)}: ", style="bold" if seat == m.viewer else "")
            t.append((chips or s("none")) + ("  " if short and seat != shown[-1] else "\n"))
        if not shown:
            t.append(s("none") + "\n")
        asks = info["asks"]
        log = st.opts.ask_log
        if log != "none" and asks:
            t.append(s("asks" if log == "full" else "asks.last") + "\n", style="bold underline")
            for asker, target, card, yes in asks[-(3 if short else LOG_LINES):]:
                chip = p.card_name(st.deck, card, lg, m.symbols)
                t.append(f"{self._seat_name(m, asker)} → {self._seat_name(m, target)}: {chip} ",
                         style="" if yes else "dim")
                t.append("✓\n" if yes else "✗\n", style="bold green" if yes else "dim")
        t.rstrip()
        return t

    def _kukareku_text(self, m: Moment, info: dict) -> Text:
        st = m.view.state
        opts = m.options
        t = Text()
        if not isinstance(st, FamiliesState) or not isinstance(opts, FamiliesOptions):
            return t
        fams = [f for f in range(len(GLYPHS)) if 4 * f not in st.box]
        t.append(s("round", n=info["round"] + 1, fams=" ".join(self._chip(m, f) for f in fams)) + "\n")
        t.append_text(self.seat_strip(m, info, opts))
        if info["phase"] == "react" and opts.signal_visibility == "loud":
            t.append(s("flash") + "\n", style="bold reverse yellow")  # loud: the signal flashes
        if opts.kukareku_signal:
            if info["phase"] != "over":
                t.append(self._keys_text(m) + "\n", style="bold yellow")
        else:
            t.append(s("luck") + "\n", style="dim")
        if opts.kukareku_limit:
            t.append(s("limit" if opts.kukareku_signal else "limit.wins", n=opts.kukareku_limit) + "\n", style="dim")
        left = self._timer_left(m)
        if left is not None:
            t.append(s("timer", sec=max(0.0, left)) + "\n", style="bold yellow")
        t.rstrip()
        return t

    def _keys_text(self, m: Moment) -> str:
        if len(m.humans) == 1:
            return s("keys.one", key=m.keymap.show("families.thumb", "space", m.lang))
        return s("keys.many")

    def seat_strip(self, m: Moment, info: dict, opts: FamiliesOptions) -> Text:
        """One line per seat: its signal key in hot-seat, name, 🐓 marks so far, state now (chosen ✓,
        signalled 👍, loser 🐓).  Public facts only: the curtain shows it too."""
        t = Text()
        marks = m.totals
        humans = m.humans
        short = compact(m)
        for seat in range(len(info["counts"])):
            state = ""
            if seat in info["losers"]:
                state = "🐓 «Кукареку!»" if lang() == "ru" else "🐓 «Cock-a-doodle-doo!»"
            elif seat in info["signals"]:
                state = "👍"
            elif info["selected"][seat]:
                state = "✓"
            if len(humans) > 1:  # hot-seat: each person's signal key is the seat's digit
                key = f"{m.keymap.show(f'seat.{seat + 1}', str((seat + 1) % 10))}·" if seat in humans else "  "
                t.append(key, style="bold reverse" if key.strip() else "")
                t.append(" ")
            t.append(self._seat_name(m, seat), style="bold" if seat == m.viewer else "")
            subtle = state == "👍" and opts.signal_visibility == "subtle"
            if state:
                t.append(" " + state, style="bold" if state.startswith("🐓") else "dim" if subtle else "bold yellow")
            if opts.kukareku_signal and marks[seat]:
                t.append(" " + s("marks", n=marks[seat]), style="dim")
            t.append("  " if short and seat < len(info["counts"]) - 1 else "\n")
        return t

    def curtain_text(self, m: Moment) -> Text | None:
        """On a hot-seat hand-over: the seat strip with the 👍 marks and the signal keys (families.md
        section 8: the strip stays visible on every screen, and the race needs no hand-over)."""
        if m.over:
            return None
        info = m.info
        opts = m.options
        if info.get("mode") != "kukareku" or not isinstance(opts, FamiliesOptions):
            return None
        t = self.seat_strip(m, info, opts)
        if opts.kukareku_signal:
            t.append(s("keys.many"), style="bold yellow")
        t.rstrip()
        return t

    def _mark_choice(self, m: Moment) -> None:
        """The viewer's pending choice stays in the hand, marked (families.md section 8)."""
        mine: set[str] = set()
        if m.viewer is not None:
            for z in m.view.state.zones():
                if z.name == f"sel{m.viewer}":
                    mine = {m.view.state.deck.text(c) for c in z.cards if c >= 0}
        if frozenset(mine) != self._marks:
            self._marks = frozenset(mine)
            self.post_message(Mark(mine))

    # -- the passing timer -----------------------------------------------------------------------
    def _timer_left(self, m: Moment) -> float | None:
        """Seconds left for the viewer's choice with ``pass_timer_s`` (None: no timer now).  The
        clock starts when the person sees the choice (after a hand-over), once per round."""
        opts = m.options
        limit = opts.pass_timer_s if isinstance(opts, FamiliesOptions) else 0
        seat = m.viewer
        if not limit or seat is None or not any(a.startswith("give ") for a in m.view.legal):
            self._timer_key = None
            return None
        key = (m.hand_no, m.info["round"], seat)
        if key != self._timer_key:
            self._timer_key = key
            self._timer_end = time.monotonic() + limit
        return self._timer_end - time.monotonic()

    def _timer_tick(self) -> None:
        m = self.moment
        if m is None or self._timer_key is None or not self.is_mounted:
            return
        if self.app.screen is not self.screen or m.paused:
            return  # a curtain or a menu is over the table: the clock waits
        if time.monotonic() < self._timer_end:
            self.draw(m)  # the countdown
            return
        self._timer_key = None
        texts = m.hand_texts()
        if m.viewer is None or not texts:
            return
        pick = self.hand_card if self.hand_card in texts else texts[0]
        if f"give {pick}" not in m.view.legal:
            pick = next((a[5:] for a in m.view.legal if a.startswith("give ")), "")
        if pick:
            self.post_message(Act(f"give {pick}"))

    # -- keys ------------------------------------------------------------------------------------
    @staticmethod
    def _signalling(m: Moment) -> bool:
        """Signal keys work now: a Kukareku hand with the signal is being passed or raced (not in
        the hand-end moment, when the next hand is dealt but play waits)."""
        if m.ended is not None or m.paused or m.over:
            return False
        info = m.info
        opts = m.options
        return (isinstance(opts, FamiliesOptions) and info.get("mode") == "kukareku" and opts.kukareku_signal
                and info.get("phase") in ("select", "react"))

    def claims(self, m: Moment) -> list[Claim]:
        if not self._signalling(m):
            return []
        if len(m.humans) == 1:
            return self.claim(m, "families.thumb", f"signal {m.humans[0]}")
        return [Claim(f"seat.{h + 1}", m.keymap.key(f"seat.{h + 1}", str((h + 1) % 10)), "area", f"signal {h}")
                for h in m.humans]

    def press(self, m: Moment, action_id: str) -> None:
        seat = m.humans[0] if action_id == "families.thumb" else int(action_id.split(".")[1]) - 1
        self._send_signal(m, seat)

    def curtain_key(self, m: Moment, key: str) -> bool:
        claim = next((c for c in self.claims(m) if c.key == key), None)
        if claim is None:
            return False
        self.press(m, claim.action)
        return True

    def _send_signal(self, m: Moment, seat: int) -> None:
        """A person's thumb on the table; a first signal without a family is ignored (no penalty),
        and only the person at the keyboard hears why (in hot-seat the others' keys say nothing)."""
        first = seat == m.viewer and not m.info.get("signals")
        self.post_message(Act("signal", seat=seat, refused=s("signal.first") if first else ""))

    def take_card(self, m: Moment, index: int, text: str) -> bool:
        if m.viewer is None or m.over:
            return False
        info = m.info
        if info.get("mode") == "kukareku" and info.get("phase") == "select" and info["selected"][m.viewer]:
            self.post_message(Say(s("chosen")))
            return True
        return False

    def key_help(self, m: Moment) -> list[str]:
        if not self._signalling(m):
            return []
        return [self._keys_text(m)]


AREA = FamiliesArea
