"""The table's moves: a card played from the hand (with the choices a card may open), a target chosen
on the table, the deck, a button or its key, a claim, an emote, a click on a player.  Split from
``table.py`` by what it holds; nothing here applies a rule: every move goes to the session, and an
illegal one shows the engine's reason."""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

from rich.text import Text
from textual.events import Key
from textual.widgets import Button, Static

from cardtable.engine.state import IllegalAction

from ..cards import CardRow
from ..i18n import lang, tr
from .table_buttons import ButtonSpec
from .table_log import GameLog

if TYPE_CHECKING:
    from .table import TableScreen


class ActsMixin:
    """Moves of ``TableScreen``: from keys, buttons and clicks to the session."""

    def on_button_pressed(self: TableScreen, event: Button.Pressed) -> None:
        bid = event.button.name or ""
        if not bid.startswith("btn-") or not event.button.has_class("act"):
            return
        event.stop()
        i = int(bid[4:])
        if i < len(self.buttons):
            self._press(self.buttons[i])

    def _press(self: TableScreen, b: ButtonSpec) -> None:
        if b.command == "call":
            self.action_call()
            return
        if b.command == "sheet":
            self._open_sheet()
            return
        if b.command == "refused":
            self._say(b.reason, error=True)
            return
        if b.command == "cancel":
            self.choices = None
            self.schedule_refresh()
            return
        if b.command == "ready" and b.seat is not None:
            self.session.ready(b.seat)
            self.schedule_refresh()
            return
        if b.command == "claim" and b.seat is not None:
            self._claim(b.seat)
            return
        if b.command == "unclaim":
            self.session.end_claim()
            self._say(tr("table.claim.withdrawn"))
            self.schedule_refresh()
            return
        if b.command == "emote" and b.seat is not None:
            self._emote(b.seat, b.key)
            return
        if b.seat is not None and b.action:
            self.choices = None
            self._act(b.seat, self._with_call(b.seat, b.action))

    def _with_call(self: TableScreen, seat: int, action: str) -> str:
        """The action with the call word when the call toggle is on and the rules take it with this
        action (Black Jack's ``draw last``; Uno only calls with a play)."""
        if self.call_on and seat == self.viewer:
            legal = self.match.legal_actions(seat)
            for call in self.presenter.call_words:
                if f"{action} {call}" in legal:
                    return f"{action} {call}"
        return action

    def _claim(self: TableScreen, seat: int) -> None:
        """An off-keyboard person claims a jump-in: play stops, the keyboard goes to them (behind a
        hand-over), they pick the card; a wrong card is the engine's business (mistake penalty)."""
        self.choices = None
        self.session.start_claim(seat)
        self.schedule_refresh()

    def _emote(self: TableScreen, seat: int, kind: str) -> None:
        """Laugh and cough are exempt from a silence (uno.md section 8): one log line, no action."""
        line = tr(f"table.{kind}.line", name=self.names[seat])
        self.emotes.append((len(self.match.events), line))  # kept: a hand-over rebuilds the log
        self.query_one("#log", GameLog).write(Text(line, style="italic"))

    def on_click(self: TableScreen, event) -> None:
        """A click on an opponent picks them when a player picker (7-swap, 5-trade) is up."""
        w = event.widget
        while w is not None and not (w.id or "").startswith("opp-"):
            w = w.parent if w.parent is not self else None
        if w is None:
            return
        seat = int((w.id or "opp-0")[4:])
        deck = self.match.hand.deck
        for b in self.buttons:
            parsed = self.presenter.parse(b.action, deck) if b.action else None
            if parsed and parsed.verb in self.presenter.seat_verbs and parsed.args and parsed.args[0] == str(seat):
                event.stop()
                self._press(b)
                return

    def on_key(self: TableScreen, event: Key) -> None:
        if event.key == "space" and any(area.area_key(self, "space") for area in self.areas):
            event.stop()  # an area's own use of Space (Kukareku's signal) goes before a card's activation
            event.prevent_default()
            return
        if event.key in ("enter", "space", "escape", "tab", "shift+tab", "u", "h", "ctrl+z"):
            return
        for b in self.buttons:
            if b.hotkey and event.key == b.hotkey:
                event.stop()
                self._press(b)
                return
        for area in self.areas:
            if area.area_key(self, event.key):
                event.stop()
                return

    # -- acting ---------------------------------------------------------------------------------
    def _act(self: TableScreen, seat: int, action: str) -> None:
        claiming = self.session.claim == seat
        try:
            self.session.human(seat, action)
        except IllegalAction as e:
            if claiming and action.startswith("play "):
                card = self.presenter.card_name(self.match.hand.deck, action.split(" ")[1], lang(), self.symbols)
                self._say(tr("table.claim.refused", card=card), error=True)
            else:
                why = self.presenter.word_refusal(e.refusal, self.match.hand.deck, self.session.names, seat, lang(),
                                                  self.symbols)
                self._say(tr("table.illegal", reason=why), error=True)
            if claiming:  # a refused claim ends it: play goes on
                self.session.end_claim()
                self.schedule_refresh()
            return
        self.call_on = False
        self.target = ""
        if claiming and action != "talk":
            self.session.end_claim()

    def _say(self: TableScreen, text: str, error: bool = False) -> None:
        msg = self.query_one("#message", Static)
        msg.update(Text(text))
        msg.set_class(error, "-error")
        msg.remove_class("-window")
        self._message_until = time.monotonic() + 4.0

    def on_card_row_activated(self: TableScreen, message: CardRow.Activated) -> None:
        message.stop()
        row = message.row
        if self.viewer is None:
            return
        if row.role == "hand":
            i = message.index
            if 0 <= i < len(self.hand_ids):
                text = self.match.hand.deck.text(self.hand_ids[i])
                if any(area.hand_activated(self, i, text) for area in self.areas):
                    self.schedule_refresh()
                    return
            self._play_card(message.index)
        elif row.role == "deck":
            self._deck()
        elif row.zone_name and row.zone_name == self.presenter.pair_zone:
            self._choose_target(row, message.index)
        else:
            self._say(tr("table.pick_card"))

    def _choose_target(self: TableScreen, row: CardRow, index: int) -> None:
        """Enter on an attack card marks it as the one to beat; the hand card follows (Durak)."""
        if not 0 <= index < len(row.faces) or not row.playable[index]:
            self._say(self.presenter.s(lang(), "target.none"))
            return
        text = row.faces[index].text
        self.target = text
        self._say(self.presenter.s(lang(), "target", card=row.faces[index].label))
        self.query_one("#hand", CardRow).focus()
        self.schedule_refresh()

    def _play_card(self: TableScreen, index: int) -> None:
        view = self.view
        if view is None or not 0 <= index < len(self.hand_ids) or self.viewer is None:
            return
        p = self.presenter
        deck = view.state.deck
        legal = self.match.legal_actions(self.viewer)
        texts = [deck.text(c) for c in self.hand_ids]
        text = texts[index]
        cands = p.card_actions(legal, deck, texts).get(text, [])
        if not legal and self.session.claim != self.viewer:  # not this person's move: say whose it is
            self._say(tr("table.not_now", status=self._status_text(view, lang())), error=True)
            return
        if not cands:
            self._act(self.viewer, p.guess_card_action(legal, deck, text))
            return
        if self.target:  # a chosen attack card: only the moves onto it (not a transfer)
            cands = [c for c in cands if self.target in c.cards] or cands
        if len(cands) > 1:
            target = self.target or self._table_cursor_text()
            narrowed = [c for c in cands if target and target in c.cards]
            if len(narrowed) == 1:
                cands = narrowed
            else:
                self.choices = cands
                self.schedule_refresh()
                return
        action = cands[0].text
        if self.call_on:
            for call in p.call_words:
                if f"{action} {call}" in legal:
                    action = f"{action} {call}"
                    break
        self._act(self.viewer, action)

    def _table_cursor_text(self: TableScreen) -> str:
        """The table card under the cursor, while the table row has the focus (a choice made
        by moving there); an unfocused row's cursor is only a resting place."""
        view = self.view
        if view is None:
            return ""
        for row in self.zone_rows.values():
            if row.role == "table" and row.faces and row.has_focus:
                return row.faces[row.cursor].text
        return ""

    def _deck(self: TableScreen) -> None:
        if self.viewer is None:
            return
        legal = self.match.legal_actions(self.viewer)
        if not self.presenter.deck_verbs:
            self._say(tr("table.pick_card"))
            return
        for verb in self.presenter.deck_verbs:
            if verb in legal:
                self._act(self.viewer, verb)
                return
        self._act(self.viewer, self.presenter.deck_verbs[0])

    def action_call(self: TableScreen) -> None:
        self.call_on = not self.call_on
        self.schedule_refresh()
