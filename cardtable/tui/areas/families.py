"""Mini Family's own part of the table (families.md sections 2 and 8), in the side column.

Ask mode: the ask dialog's prompt (whom, then which card: the buttons offer only legal asks), the
families laid down by each player and the public ask log as the ``ask_log`` option allows.  The
ask list is every ask of the hand, newest at the bottom, in a scrolling box of its own that follows
the newest ask unless the reader scrolled back (PgUp/PgDn, the wheel): a table that showed only the
last eight asks hid what a player remembers at a real table.

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
from textual.app import ComposeResult
from textual.containers import VerticalScroll

from cardtable.games.families.options import FamiliesOptions
from cardtable.games.families.present import GLYPHS, FamiliesPresenter
from cardtable.games.families.state import FamiliesState

from ..buttons import MarkedButton
from ..i18n import lang
from ..keymap import Claim
from ..plain import PlainStatic
from ..widgets.hand import HandRow
from ..widgets.messages import Act, Mark, Say
from ..widgets.moment import Moment
from . import Area, area_key

LOG_LINES = 8
"""Ask log lines in sight at once with ``ask_log=full`` (the box scrolls to the older ones)."""
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
        "keys.one": "{key} 👍 signal",
        "keys.many": "👍 signal: the seat's digit",
        "signal.first": "The first signal needs a whole family in your hand",
        "chosen": "You have chosen this round: wait for the others",
        "timer": "Pass in {sec:.0f} s (the card under the cursor)",
        "limit": "Match: to {n} 🐓 marks",
        "limit.wins": "Match: to {n} wins",
        "luck": "No signal: the first whole family wins",
        "flash": "👍 A SIGNAL! Copy it!",
        "marks": "(🐓 marks: {n})",
        "keys.asks": "asks",
    },
    "ru": {
        "laid": "Собранные семьи",
        "none": "—",
        "asks": "Вопросы",
        "asks.last": "Последний вопрос",
        "ask.whom": "У кого спросить? Нажмите цифру места",
        "ask.which": "Какую карточку просить у игрока {name}? (кнопки: только члены ваших семей)",
        "round": "Круг {n} · семьи: {fams}",
        "keys.one": "{key} 👍 знак",
        "keys.many": "👍 знак: цифра своего места",
        "signal.first": "Первый знак можно подать, только собрав семью",
        "chosen": "Вы уже выбрали карточку: ждите остальных",
        "timer": "Передача через {sec:.0f} с (карточка под курсором)",
        "limit": "Матч: до {n} отметок 🐓",
        "limit.wins": "Матч: до {n} побед",
        "luck": "Без знака: выигрывает первая собранная семья",
        "flash": "👍 ЗНАК! Повторите!",
        "marks": "(отметок 🐓: {n})",
        "keys.asks": "вопросы",
    },
}


def s(key: str, /, **kw: Any) -> str:
    text = STRINGS.get(lang(), STRINGS["en"]).get(key) or STRINGS["en"][key]
    return text.format(**kw) if kw else text


class AskList(VerticalScroll, can_focus=False):
    """The ask list's scrolling box: the wheel and the area's PgUp/PgDn scroll it; never focused
    (only card rows and buttons take the focus)."""


class FamiliesArea(Area):
    slot = "side"
    ACTIONS = (area_key("families.thumb", "space", "the 👍 signal (one person at the table; in hot-seat each "
                        "person's seat digit)", "знак 👍 (один человек за столом; за общим экраном — цифра места)"),
               area_key("families.asks.up", "pageup", "scroll the ask list back", "листать вопросы назад"),
               area_key("families.asks.down", "pagedown", "scroll the ask list on", "листать вопросы вперёд"))
    wants_hand_card = True
    DEFAULT_CSS = """
    FamiliesArea { width: 100%; height: auto; padding: 0 1; layout: vertical; }
    FamiliesArea > #families-main { height: auto; }
    FamiliesArea > AskList { height: auto; max-height: 8; scrollbar-size-vertical: 1; display: none; }
    FamiliesArea.-asks > AskList { display: block; }
    FamiliesArea > AskList > PlainStatic { height: auto; }
    """

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self._timer_key: tuple | None = None
        self._timer_end = 0.0
        self._marks: frozenset[str] = frozenset()
        self._asks_shown = -1  # asks in the list as last drawn (a new one scrolls to it)

    def compose(self) -> ComposeResult:
        yield PlainStatic("", id="families-main")
        with AskList(id="families-asks"):
            yield PlainStatic("", id="families-asks-text")

    def on_mount(self) -> None:
        self.set_interval(0.25, self._timer_tick)

    @property
    def main(self) -> PlainStatic:
        return self.query_one("#families-main", PlainStatic)

    @property
    def ask_list(self) -> AskList:
        return self.query_one(AskList)

    @property
    def text(self) -> str:
        """Everything the area shows now, as plain text (the prompt, the families, the asks)."""
        if not self.is_mounted:
            return ""
        main = str(self.main.content)
        asks = str(self.query_one("#families-asks-text", PlainStatic).content) if self.has_class("-asks") else ""
        return main + ("\n" + asks if asks else "")

    # -- drawing ---------------------------------------------------------------------------------
    def draw(self, m: Moment) -> None:
        if not self.is_mounted:
            self.call_after_refresh(self._redraw_later)
            return
        info = m.info
        if info.get("mode") == "ask":
            self.main.update(self._ask_text(m, info))
            self._draw_asks(m, info)
        else:
            self._mark_choice(m)
            self.set_class(False, "-asks")
            self.main.update(self._kukareku_text(m, info))

    def _redraw_later(self) -> None:
        if self.moment is not None and self.is_mounted:
            self.draw(self.moment)

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
        if st.opts.ask_log != "none" and info["asks"]:
            t.append(s("asks" if st.opts.ask_log == "full" else "asks.last"), style="bold underline")
        t.rstrip()
        return t

    def _draw_asks(self, m: Moment, info: dict) -> None:
        """The ask list in its scrolling box: every ask of the hand (``ask_log=full``) or the last
        one (``last``), newest at the bottom; it follows a new ask unless the reader scrolled back."""
        st = m.view.state
        p = m.presenter
        asks = info["asks"]
        log = st.opts.ask_log if isinstance(st, FamiliesState) else "none"
        shown = [] if log == "none" or not isinstance(p, FamiliesPresenter) else asks if log == "full" else asks[-1:]
        self.set_class(bool(shown), "-asks")
        box = self.ask_list
        box.styles.max_height = 3 if compact(m) else LOG_LINES
        t = Text()
        for asker, target, card, yes in shown:
            chip = p.card_name(st.deck, card, m.lang, m.symbols)
            t.append(f"{self._seat_name(m, asker)} → {self._seat_name(m, target)}: {chip} ", style="" if yes else "dim")
            t.append("✓\n" if yes else "✗\n", style="bold green" if yes else "dim")
        t.rstrip()
        following = box.scroll_y >= box.max_scroll_y
        self.query_one("#families-asks-text", PlainStatic).update(t)
        if len(shown) != self._asks_shown and (following or len(shown) < self._asks_shown):
            box.call_after_refresh(box.scroll_end, animate=False)
        self._asks_shown = len(shown)

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
        out = []
        if self._scrolls(m):
            out += self.claim(m, "families.asks.up") + self.claim(m, "families.asks.down")
        if not self._signalling(m):
            return out
        if len(m.humans) == 1:
            return out + self.claim(m, "families.thumb", f"signal {m.humans[0]}")
        return out + [Claim(f"seat.{h + 1}", m.keymap.key(f"seat.{h + 1}", str((h + 1) % 10)), "area", f"signal {h}")
                      for h in m.humans]

    def press(self, m: Moment, action_id: str) -> None:
        if action_id.startswith("families.asks."):
            box = self.ask_list
            page = max(1, box.size.height - 1)
            box.scroll_to(y=box.scroll_y + (page if action_id.endswith("down") else -page), animate=False)
            return
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
        items = [self._keys_text(m)] if self._signalling(m) else []
        if self._scrolls(m):
            km = m.keymap
            items.append(f"{km.show('families.asks.up', 'pageup')}/{km.show('families.asks.down', 'pagedown')} "
                         f"{s('keys.asks')}")
        return items

    def _scrolls(self, m: Moment) -> bool:
        """The ask list holds more than it shows: its keys scroll it."""
        return (m.info.get("mode") == "ask" and self.is_mounted and self.has_class("-asks")
                and self.ask_list.max_scroll_y > 0)

    def enter_word(self, m: Moment) -> str:
        """What Enter does where the focus is: ask (a seat's button, a card's chip, a hand card of
        a family one may ask for), pass the card under the cursor on (a Kukareku round), or give
        the signal (its button, which has the focus once a family is held)."""
        if m.viewer is None or m.over or m.viewer not in m.acts or not self.is_mounted:
            return ""
        focused = self.screen.focused
        p = m.presenter
        deck = m.view.state.deck
        names = list(m.names)
        if isinstance(focused, MarkedButton):
            for a in m.legal:
                parsed = p.parse(a, deck)
                if p.button_label(parsed, m.view, names, m.lang) == focused.plain_label:
                    key = {"ask": "key.ask", "want": "key.ask", "signal": "key.signal"}.get(parsed.verb)
                    return p.s(m.lang, key) if key else ""
            return ""
        if not isinstance(focused, HandRow):
            return ""
        if any(a.startswith("want ") for a in m.legal):
            return p.s(m.lang, "key.ask")
        return p.s(m.lang, "key.give") if any(a.startswith("give ") for a in m.legal) else ""


AREA = FamiliesArea
