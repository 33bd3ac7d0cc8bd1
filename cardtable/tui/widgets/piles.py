"""The piles in the centre: the deck (a back and a count), the public piles (the top cards of a
discard), and Durak's attack cards, each with the card that beat it right under it.

The piles own the attack card chosen to beat (``target``): Enter on an attack card that may be beaten
chooses it and sends the focus back to the hand, whose card then beats it.  A chosen card that was
beaten or went away is forgotten here, when the next moment comes.
"""

from __future__ import annotations

from textual import on
from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.reactive import reactive

from cardtable.games.present import ZoneRole

from ..cards import EMPTY, CardRow
from ..plain import PlainStatic
from .messages import FocusHand, Redraw, Say
from .moment import Moment


class Piles(Horizontal):
    moment: reactive[Moment | None] = reactive(None, init=False, always_update=True, repaint=False)

    def __init__(self, roles: list[ZoneRole], pair_zone: str, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self._roles = sorted((r for r in roles if r.role in ("deck", "table")), key=lambda r: r.role != "deck")
        self.pair_zone = pair_zone
        self.target = ""  # the attack card chosen to beat (Durak), before the hand card
        self.rows: dict[str, CardRow] = {}

    def compose(self) -> ComposeResult:
        for r in self._roles:
            row = CardRow(r.role, id=f"zone-{r.zone.name}", classes=f"pile-row {r.role}")
            row.zone_name = r.zone.name
            self.rows[r.zone.name] = row
            with Vertical(classes=f"pile {r.role}"):
                yield PlainStatic("", classes="pile-label", id=f"label-{r.zone.name}")
                yield row
                if r.zone.name == self.pair_zone:
                    under = CardRow("under", id="zone-under", classes="pile-row under")
                    under.can_focus = False
                    yield under

    # -- what the table asks ----------------------------------------------------------------------
    def clear_target(self) -> None:
        self.target = ""

    def table_card(self) -> str:
        """The table card under the cursor while a table row has the focus (a choice made by moving
        there); an unfocused row's cursor is only a resting place."""
        for row in self.rows.values():
            if row.role == "table" and row.faces and row.has_focus:
                return row.faces[row.cursor].text
        return ""

    # -- drawing --------------------------------------------------------------------------------
    def watch_moment(self, m: Moment | None) -> None:
        if m is None:
            return
        p, lg, size = m.presenter, m.lang, m.card_size
        deck = m.view.state.deck
        for r in m.roles:
            row = self.rows.get(r.zone.name)
            found = self.query(f"#label-{r.zone.name}").results(PlainStatic)
            label = next(found, None)
            if row is None or label is None:  # not mounted yet: the next moment draws it
                continue
            if r.role == "deck":
                faces = p.deck_faces(m.view, r.zone, lg, m.symbols)
                label.update(f"{p.zone_label(r.zone.name, lg)} ({len(r.zone.cards)})")
                row.set_cards(faces, size)
            elif r.zone.name == self.pair_zone:
                self._show_pairs(m, row)
                label.update(p.zone_label(r.zone.name, lg))
            else:
                faces = [p.face(deck, c, lg, m.symbols) for c in p.shown_cards(r.zone)]
                label.update(f"{p.zone_label(r.zone.name, lg)} ({len(r.zone.cards)})")
                row.set_cards(faces, size, cursor=None if row.has_focus else len(faces) - 1)
            row.display = True

    def _show_pairs(self, m: Moment, row: CardRow) -> None:
        """Attack cards in a row, each with the card that beat it right under it (Durak)."""
        p, lg = m.presenter, m.lang
        deck = m.view.state.deck
        pairs = p.pairs(m.view)
        faces = [p.face(deck, a, lg, m.symbols) for a, _ in pairs]
        under = [p.face(deck, d, lg, m.symbols) if d >= 0 else EMPTY for _, d in pairs]
        texts = [f.text for f in faces]
        if self.target and (self.target not in texts or under[texts.index(self.target)] is not EMPTY):
            self.target = ""
        if self.target:
            cursor: int | None = texts.index(self.target)
        elif row.has_focus:
            cursor = None
        else:
            unbeaten = [i for i, u in enumerate(under) if u is EMPTY]
            cursor = unbeaten[0] if unbeaten else len(faces) - 1
        row.set_cards(faces, m.card_size, [u is EMPTY for u in under], cursor=cursor)
        row.set_class(bool(self.target), "-targeting")
        self.query_one("#zone-under", CardRow).set_cards(under, m.card_size)

    # -- Enter on an attack card -------------------------------------------------------------------
    @on(CardRow.Activated)
    def _choose_target(self, message: CardRow.Activated) -> None:
        """Enter on an attack card marks it as the one to beat; the hand card follows (Durak)."""
        row = message.row
        m = self.moment
        if not self.pair_zone or row.zone_name != self.pair_zone or m is None:
            return  # the deck and the other piles: the table's business
        message.stop()
        if m.viewer is None:
            return
        index = message.index
        if not 0 <= index < len(row.faces) or not row.playable[index]:
            self.post_message(Say(m.presenter.s(m.lang, "target.none")))
            return
        self.target = row.faces[index].text
        self.post_message(Say(m.presenter.s(m.lang, "target", card=row.faces[index].label)))
        self.post_message(FocusHand())
        self.post_message(Redraw())
