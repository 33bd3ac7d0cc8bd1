"""The table: your hand at the bottom, the piles in the centre, opponents on top, buttons, log.

Generic over games: it renders the zones of the masked view (public zones show their cards,
hidden ones a back with a count), and turns the legal actions into card plays and buttons through
the game's presenter.  It never applies rules itself: every move goes to the session, and an
illegal attempt shows the engine's reason.

Hot-seat: ``viewer`` is the person at the keyboard.  When the session says the keyboard should
change hands, the viewer becomes None (no hand is drawn, the log shows only public lines) and the
hand-over curtain goes up; only when the next person confirms is their hand drawn.
"""

from __future__ import annotations

import time
from typing import Any

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.events import Resize
from textual.screen import Screen
from textual.timer import Timer
from textual.widgets import Button, Static

from cardtable.engine.state import ALL_SEATS, Event, State, View
from cardtable.games.grammar import you_grammar
from cardtable.games.present import Face, ParsedAction, Presenter

from ..areas import Area, area_class
from ..cards import EMPTY, CardRow
from ..i18n import lang, tr
from ..plain import PlainStatic
from ..practice.mixin import PracticeMixin
from ..session import Session
from .table_acts import ActsMixin
from .table_buttons import ButtonsMixin, ButtonSpec
from .table_focus import FocusMixin
from .table_log import GameLog, LogMixin


def card_size_for(setting: str, w: int, h: int) -> str:
    """Breakpoints: one-line chips on narrow or short terminals, large boxes on big ones."""
    if setting != "auto":
        return setting
    if w < 70 or h < 22:
        return "chips"
    if w >= 110 and h >= 34:
        return "large"
    return "small"


class TableScreen(PracticeMixin, ActsMixin, FocusMixin, ButtonsMixin, LogMixin, Screen):
    is_table = True
    """Marks the table for screens above it (the hot-seat curtain finds it without importing it)."""
    BINDINGS = [
        Binding("up", "zone(-1)", "Up a zone", show=False),
        Binding("down", "zone(1)", "Down a zone", show=False),
        Binding("left", "sideways(-1)", show=False),
        Binding("right", "sideways(1)", show=False),
        Binding("escape", "menu", "Menu"),
        Binding("u", "call", "UNO!"),
        Binding("f1", "rules", "Rules"),
        Binding("h", "hint", "Hint", show=False),  # practice (tui/practice/mixin.py)
        Binding("ctrl+z", "undo", "Undo", show=False),
        Binding("r", "review", "Review", show=False),
    ]

    def __init__(self, session: Session, presenter: Presenter) -> None:
        super().__init__()
        self.session = session
        self.presenter = presenter
        self.match = session.match
        self.names = session.names
        humans = session.humans
        self.viewer: int | None = humans[0] if len(humans) == 1 else None
        self.call_on = False
        self.choices: list[ParsedAction] | None = None
        self.hand_ids: list[int] = []
        self.buttons: list[ButtonSpec] = []
        self.button_widgets: list[Button] = []
        self.log_seen = 0
        self.emotes: list[tuple[int, str]] = []  # (events before it, line): laugh and cough lines
        self.log_viewer: Any = "unset"
        self.log_fleeting: int | None = None  # the newest fleeting line written (Presenter.fleeting)
        self._refresh_pending = False
        self._curtain = False
        self._window_timer: Timer | None = None
        self._message_until = 0.0
        self.view: View | None = None
        self.zone_rows: dict[str, CardRow] = {}
        self._hand_owner: int | None = None
        self.target: str = ""  # the table card chosen to beat (Durak), before the hand card
        self.marked: set[str] = set()  # hand cards an area marked (a meld being built), by text
        self.ended: list[str] | None = None  # the hand-end moment: the last move in words, until Enter
        self._ended_hand: State | None = None
        self.areas: list[Area] = [area_class(name)(id=f"area-{name}") for name in presenter.areas]

    # -- layout ---------------------------------------------------------------------------------
    def compose(self) -> ComposeResult:
        m = self.match
        seat0 = self._view_seat()
        roles = self.presenter.roles(m.view(seat0, last_events=1), self.viewer)
        yield PlainStatic("", id="status")
        with Horizontal(id="opponents"):
            for s in range(m.n):
                yield PlainStatic("", id=f"opp-{s}", classes="opp")
        yield from self._areas_in("top")
        with Horizontal(id="centre"):
            with Horizontal(id="piles"):
                for r in sorted((r for r in roles if r.role in ("deck", "table")), key=lambda r: r.role != "deck"):
                    row = CardRow(r.role, id=f"zone-{r.zone.name}", classes=f"pile-row {r.role}")
                    row.zone_name = r.zone.name
                    self.zone_rows[r.zone.name] = row
                    with Vertical(classes=f"pile {r.role}"):
                        yield PlainStatic("", classes="pile-label", id=f"label-{r.zone.name}")
                        yield row
                        if r.zone.name == self.presenter.pair_zone:
                            under = CardRow("under", id="zone-under", classes="pile-row under")
                            under.can_focus = False
                            yield under
            yield from self._areas_in("centre")
            with Vertical(id="side"):
                yield from self._areas_in("side")
                yield PlainStatic("", id="info")
                yield PlainStatic("", id="house-rules")
                yield GameLog(id="log", max_lines=200, wrap=True, min_width=20)
        yield from self._areas_in("above_hand")
        yield PlainStatic("", id="hand-label")
        yield CardRow("hand", id="hand")
        yield Horizontal(id="buttons")
        yield PlainStatic("", id="message")
        yield PlainStatic("", id="keys", classes="keys")

    def _areas_in(self, slot: str) -> list[Area]:
        return [a for a in self.areas if a.slot == slot]

    def act(self, action: str) -> None:
        """A move for the person at the keyboard (areas call this; the engine judges it)."""
        if self.viewer is not None:
            self._act(self.viewer, self._with_call(self.viewer, action))

    def say(self, text: str, error: bool = False) -> None:
        """A message under the buttons for a few seconds (areas explain a refusal with it)."""
        self._say(text, error)

    def _view_seat(self) -> int:
        if self.viewer is not None:
            return self.viewer
        target = self.session.keyboard_seat(None)
        return target if target is not None else 0

    def on_mount(self) -> None:
        self.session.start(self)
        self._do_refresh()
        self.query_one("#hand", CardRow).focus()

    def on_unmount(self) -> None:
        self.session.close()

    def on_screen_resume(self) -> None:
        self.session.come_back()
        self.schedule_refresh()

    def look_away(self, screen, callback=None) -> None:
        """Push a screen the person reads away from the play (menu, rules, review): the bots wait
        until the table is back on top (``Session.step_away``)."""
        self.session.step_away()
        self.app.push_screen(screen, callback)

    def on_resize(self, event: Resize) -> None:
        self.schedule_refresh()

    @property
    def card_size(self) -> str:
        w, h = self.app.size
        return card_size_for(self.app.settings.cards, w, h)  # type: ignore[attr-defined]

    @property
    def symbols(self) -> bool:
        return self.app.settings.suits != "letters"  # type: ignore[attr-defined]

    # -- session callbacks ----------------------------------------------------------------------
    def session_update(self, events: list[Event]) -> None:
        self.schedule_refresh()

    def session_window(self, deadline: float | None) -> None:
        if self._window_timer is not None:
            self._window_timer.stop()
            self._window_timer = None
        if deadline is not None:
            self._window_timer = self.set_interval(0.1, self._tick_window)
        self._tick_window()

    def _tick_window(self) -> None:
        d = self.session.window_deadline
        msg = self.query_one("#message", Static)
        if d is None:
            if msg.has_class("-window"):
                msg.update("")
                msg.remove_class("-window")
            return
        left = max(0.0, d - time.monotonic())
        race = self.session.timing_kind() == "race"
        key = "table.timer" if self.session.turn_deadline is not None else (
            "table.window.race" if race else "table.window")
        if race and "window.race" in self.presenter.strings.get("en", {}):  # the game's word for the race
            msg.update(self.presenter.s(lang(), "window.race", sec=left))
        else:
            msg.update(tr(key, sec=left))
        msg.set_class(True, "-window")
        msg.remove_class("-error")

    def session_hand_end(self, events: list[Event]) -> None:
        """The end of a hand as a moment: the table stays as the last move left it (the card that
        ended it on the pile, the trick, the counts) with the result in the status line, until the
        person presses Enter on "Score sheet"; a table of bots only goes on by itself."""
        deck = self.match.prev_hand.deck if self.match.prev_hand is not None else self.match.hand.deck
        last = []  # the final move in words: the card that ended the hand stays in sight
        for e in events:
            if e.kind in ("hand_end", "hand_void", "match_end", "bout", "hand_start"):
                break  # what follows belongs to the next bout or hand
            if e.to == ALL_SEATS or (self.viewer is not None and e.visible_to(self.viewer)):
                t = self.presenter.line(e, deck, self.names, self.viewer, lang(), self.symbols)
                if t:
                    last.append(t)
        last = last[-3:]
        self.ended = last
        self._ended_hand = self.match.prev_hand if self.match.prev_hand is not None else self.match.hand
        if not self.session.humans:
            self._open_sheet()
            return
        self.choices = None
        self.target = ""
        self.schedule_refresh()

    def _open_sheet(self) -> None:
        """From the hand-end moment to the hand's account and the score sheet."""
        from .handend import HandEndScreen, MatchEndScreen

        last = self.ended or []
        self.ended = None
        self._ended_hand = None
        if self.match.over:
            self.app.push_screen(MatchEndScreen(self.match, self.names, last, self.viewer, self.symbols),
                                 self._after_match)
        else:
            self.app.push_screen(HandEndScreen(self.match, self.names, last, self.viewer, self.symbols),
                                 self._after_hand)

    def _after_hand(self, result: str | None) -> None:
        self.session.resume()
        self.schedule_refresh()

    def _after_match(self, result: str | None) -> None:
        if result == "again":
            self.app.play_again(self.session)  # type: ignore[attr-defined]
        else:
            self.app.go_lobby()  # type: ignore[attr-defined]

    def session_error(self, error: BaseException) -> None:
        self.app.recover(error)  # type: ignore[attr-defined]

    # -- refreshing -----------------------------------------------------------------------------
    def schedule_refresh(self) -> None:
        if not self._refresh_pending:
            self._refresh_pending = True
            self.call_later(self._do_refresh)

    def _do_refresh(self) -> None:
        self._refresh_pending = False
        if not self.is_mounted:
            return
        self._sync_viewer()
        m = self.match
        seat = self._view_seat()
        view = m.view(seat, last_events=1)
        if self._ended_hand is not None:  # the finished hand, as it ended, with nothing to do
            view = View(seat=seat, state=self._ended_hand.masked(seat), legal=[], scores=view.scores,
                        hand_no=view.hand_no)
        self.view = view
        p = self.presenter
        lg = lang()
        deck = view.state.deck
        roles = p.roles(view, self.viewer)
        acts = view.state.to_act()
        main = acts[0] if acts else None
        size = self.card_size
        sym = self.symbols

        # status
        status = Text(self._status_text(view, lg), no_wrap=True, overflow="ellipsis")
        if p.silent(view):
            status = Text("🤫 ", no_wrap=True, overflow="ellipsis") + status
        shown_no = m.hand_no - 1 if self.ended is not None and not m.over and m.hand_no > 1 else m.hand_no
        where = f"{m.spec.name(lg)} · {tr('table.hand_no', n=shown_no)}"
        width = self.app.size.width - 2
        if width - len(status) > len(where) + 2:
            status.append(" " * (width - len(status) - len(where)) + where, style="dim")
        self.query_one("#status", Static).update(status)
        self.query_one("#status").set_class(self.viewer is not None and main == self.viewer, "-mine")

        # opponents
        counts = {r.zone.owner: len(r.zone.cards) for r in roles if r.zone.owner is not None}
        scores = m.sheet.totals()
        marks = p.seat_marks(view, lg)
        picking = self.viewer is not None and any(
            p.parse(a, deck).verb in p.seat_verbs and p.parse(a, deck).verb != "catch" for a in view.legal)
        for s in range(m.n):
            w = self.query_one(f"#opp-{s}", Static)
            mine = s == self.viewer
            w.display = not mine
            if mine:
                continue
            t = Text(no_wrap=True, overflow="ellipsis")
            if picking:
                t.append(f"{(s + 1) % 10}·", style="bold reverse")
            t.append(self.names[s], style="bold")
            if s in marks:
                t.append(f" {marks[s]}", style="bold italic")
            t.append("\n")
            n_cards = counts.get(s, 0)
            if s in m.eliminated:
                t.append(tr("table.out"), style="dim strike")
            else:
                t.append(tr("table.card" if n_cards == 1 else "table.cards", n=n_cards),
                         style="bold reverse" if n_cards == 1 else "bold")
            if p.show_totals:
                key = "table.score.one" if abs(scores[s]) == 1 else "table.score"
                t.append(f"  {tr(key, n=scores[s])}", style="dim")
            w.update(t)
            w.set_class(s == main, "-turn")
            w.set_class(s in acts[1:], "-react")

        # piles
        for r in roles:
            row = self.zone_rows.get(r.zone.name)
            if row is None:
                continue
            label = self.query_one(f"#label-{r.zone.name}", Static)
            if r.role == "deck":
                faces = p.deck_faces(view, r.zone, lg, sym)
                label.update(f"{p.zone_label(r.zone.name, lg)} ({len(r.zone.cards)})")
                row.set_cards(faces, size)
            elif r.zone.name == p.pair_zone:
                self._show_pairs(view, row, size, lg, sym)
                label.update(p.zone_label(r.zone.name, lg))
            else:
                shown = p.shown_cards(r.zone)
                faces = [p.face(deck, c, lg, sym) for c in shown]
                label.update(f"{p.zone_label(r.zone.name, lg)} ({len(r.zone.cards)})")
                row.set_cards(faces, size, cursor=None if row.has_focus else len(faces) - 1)
            row.display = True

        # info
        info = Text()
        for piece, tone in p.info(view, lg):
            info.append(piece, style=_tone_style(tone))
        self.query_one("#info", Static).update(info)
        rules = p.house_rules(m.options, lg)
        house = self.query_one("#house-rules", Static)
        house.display = bool(rules)
        if rules:
            house.update(Text(p.s(lg, "rules.line", rules=", ".join(rules)), style="dim"))

        # hand
        hand_row = self.query_one("#hand", CardRow)
        hand_label = self.query_one("#hand-label", Static)
        legal = view.legal if self.viewer is not None else []
        if self.viewer is None:
            self.hand_ids = []
            hand_row.set_cards([], size)
            hand_label.update(tr("table.spectator") if not self.session.humans else tr("table.hidden"))
        else:
            zone = next((r.zone for r in roles if r.role == "hand"), None)
            old_text = deck.text(self.hand_ids[hand_row.cursor]) if self.hand_ids and hand_row.cursor < len(
                self.hand_ids) else None
            ids = sorted(zone.cards) if zone is not None else []
            texts = [deck.text(c) for c in ids]
            playable_map = p.card_actions(legal, deck, texts)
            cursor = None
            added = [c for c in ids if c not in self.hand_ids]
            if self.hand_ids and len(added) == 1 and self._hand_owner == self.viewer:
                cursor = ids.index(added[0])  # a card just drawn: put the cursor on it
                self._drawn = cursor
            elif old_text is not None and old_text not in texts and ids:
                cursor = min(hand_row.cursor, len(ids) - 1)
            elif old_text is not None and old_text in texts:
                cursor = texts.index(old_text)
            self.hand_ids = ids
            self._hand_owner = self.viewer
            faces: list[Face] = [p.face(deck, c, lg, sym) for c in ids]
            self.marked &= set(texts)
            hand_row.set_cards(faces, size, [t in playable_map or t in self.marked for t in texts], cursor=cursor,
                               marked=[t in self.marked for t in texts])
            name = self.names[self.viewer]
            label = tr("table.hand") if len(self.session.humans) == 1 else tr("table.hand.of", name=name)
            extra = f"  {marks[self.viewer]}" if self.viewer in marks else ""
            if self.call_on:
                calls = p.calls(legal, deck) or list(p.call_words[:1])
                extra += "   ★ " + tr("table.call_on", call=p.call_label(calls[0], lg))
            hand_label.update(f"{label} ({len(ids)}){extra}")

        # the game's own areas, then buttons, log, keys
        for area in self.areas:
            area.update_area(self, view)
        self._update_buttons(view, legal)
        self._place_focus(view)
        self._update_log()
        self._update_keys(view)
        self._practice_refresh()
        if self.session.window_deadline is None and time.monotonic() > self._message_until:
            msg = self.query_one("#message", Static)
            if self.choices:
                msg.update(tr("table.choose", what=", ".join(b.label for b in self.buttons[:-1])))
            elif not msg.has_class("-window"):
                msg.update("")
                msg.remove_class("-error")

    def _show_pairs(self, view: View, row: CardRow, size: str, lg: str, sym: bool) -> None:
        """Attack cards in a row, each with the card that beat it right under it (Durak)."""
        p = self.presenter
        deck = view.state.deck
        pairs = p.pairs(view)
        faces = [p.face(deck, a, lg, sym) for a, _ in pairs]
        under = [p.face(deck, d, lg, sym) if d >= 0 else EMPTY for _, d in pairs]
        texts = [f.text for f in faces]
        if self.target and (self.target not in texts or under[texts.index(self.target)] is not EMPTY):
            self.target = ""
        if self.target:
            cursor = texts.index(self.target)
        elif row.has_focus:
            cursor = None
        else:
            unbeaten = [i for i, u in enumerate(under) if u is EMPTY]
            cursor = unbeaten[0] if unbeaten else len(faces) - 1
        row.set_cards(faces, size, [u is EMPTY for u in under], cursor=cursor)
        row.set_class(bool(self.target), "-targeting")
        self.query_one("#zone-under", CardRow).set_cards(under, size)

    def _sync_viewer(self) -> None:
        """Hand the keyboard over when another person must act (hot-seat)."""
        humans = self.session.humans
        if len(humans) <= 1 or self._curtain or self.ended is not None:
            return
        target = self.session.keyboard_seat(self.viewer)
        if target is None or target == self.viewer:
            return
        self.viewer = None
        self.call_on = False
        self.choices = None
        if self.app.screen is not self:
            return  # a hand-end screen or the menu is up; we come back on resume
        from .handover import HandOverScreen

        self._curtain = True
        self.session.set_curtain(True)

        def done(_: Any) -> None:
            # The person who confirmed is ``target``: only their hand may be drawn.  If play moved on
            # behind the curtain (a bot played and now another person must act), the refresh raises
            # a new curtain for that person rather than showing their hand to ``target``.
            self._curtain = False
            self.viewer = target
            self.session.set_curtain(False)
            self.schedule_refresh()
            self.query_one("#hand", CardRow).focus()

        self.app.push_screen(HandOverScreen(self.names[target]), done)

    def _status_text(self, view: View, lg: str) -> str:
        """The status line; a hold (Ready, a claim) says what play waits for."""
        session = self.session
        if self.ended is not None:
            rows = self.match.sheet.rows
            result = self.presenter.hand_result(rows[-1], self.names, self.viewer, lang()) if rows else ""
            result = you_grammar(result, lang(), self.presenter.s(lang(), "you"))
            text = tr("table.ended", result=result)
            if len(text) > self.app.size.width - 2:  # the button and the footer say Enter too
                text = tr("table.ended.short", result=result)
            return text
        if session.ready_wait is not None:
            if self.viewer == session.ready_wait:
                return tr("table.ready.prompt")
            return tr("table.ready.wait", name=self.names[session.ready_wait])
        if session.claim is not None:
            if self.viewer == session.claim:
                return tr("table.claim.prompt")
            return tr("table.claim.wait", name=self.names[session.claim])
        return self.presenter.status(view, self.names, self.viewer, lg)

    def action_menu(self) -> None:
        from .menu import MenuScreen

        if self.session.claim is not None and self.session.claim == self.viewer:
            self.session.end_claim()
            self._say(tr("table.claim.withdrawn"))
            self.schedule_refresh()
            return
        if self.hint_shown:
            self.hide_hint()
            return
        if self.choices or self.target:
            self.choices = None
            self.target = ""
            self.schedule_refresh()
            return
        self.look_away(MenuScreen(), self._menu_done)

    def _menu_done(self, item: str | None) -> None:
        if item == "rules":
            self.action_rules()
        elif item == "settings":
            self.session.step_away()  # the table comes back on top when the settings close
            self.app.open_settings()  # type: ignore[attr-defined]
        elif item == "save_quit":
            self.session._save()
            self.app.go_lobby()  # type: ignore[attr-defined]
        elif item == "quit":
            self.session._save()
            self.app.exit()

    def action_rules(self) -> None:
        from .rules import RulesScreen

        self.look_away(RulesScreen(self.match.spec.id, self.match.options))


def _tone_style(tone: str) -> str:
    return {
        "red": "bold #ffffff on #c0392b",
        "yellow": "bold #000000 on #f1c40f",
        "green": "bold #ffffff on #27ae60",
        "blue": "bold #ffffff on #2e6fd8",
        "black": "bold #000000 on #dddddd",
        "warn": "bold #f39c12",
    }.get(tone, "")
