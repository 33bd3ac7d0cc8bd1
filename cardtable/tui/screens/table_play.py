"""Playing cards at the table: Enter on a hand card, a table card or the stock, and Durak's pairs.

Split from ``table.py`` by what it holds: how a card under the cursor becomes an action (the
moves naming it, a choice among several, the attack card chosen to beat), so that the table module
stays the layout, the refresh and the session's callbacks.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.engine.state import View

from ..cards import EMPTY, CardRow
from ..i18n import lang, tr

if TYPE_CHECKING:
    from .table import TableScreen


class PlayMixin:
    """Card play of ``TableScreen``."""

    def _show_pairs(self: TableScreen, view: View, row: CardRow, size: str, lg: str, sym: bool) -> None:
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
        if not legal:  # not this person's move: say whose it is, not an engine id
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
