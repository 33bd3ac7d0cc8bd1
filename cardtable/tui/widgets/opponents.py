"""The opponents along the top: names, public marks, card counts and scores, whose turn it is, who
may react.  While a player picker is up (Uno's 7-swap), each carries its seat's digit and a click
picks them (``Picked``)."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Horizontal
from textual.events import Click
from textual.message import Message
from textual.reactive import reactive

from ..i18n import tr
from ..plain import PlainStatic
from .moment import Moment


class OpponentsStrip(Horizontal):
    moment: reactive[Moment | None] = reactive(None, init=False, always_update=True, repaint=False)

    class Picked(Message):
        """A click on an opponent (the table presses the picker's button for them, if one is up)."""

        def __init__(self, seat: int) -> None:
            super().__init__()
            self.seat = seat

    def __init__(self, seats: int, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.seats = seats

    def compose(self) -> ComposeResult:
        for s in range(self.seats):
            yield PlainStatic("", id=f"opp-{s}", classes="opp")

    def watch_moment(self, m: Moment | None) -> None:
        if m is None:
            return
        p, lg = m.presenter, m.lang
        deck = m.view.state.deck
        counts = {r.zone.owner: len(r.zone.cards) for r in m.roles if r.zone.owner is not None}
        marks = p.seat_marks(m.view, lg)
        # the seats a player picker may pick now carry their digit (never a seat it cannot pick:
        # Mini Family's player who is out, or has no card to be asked for)
        picks: set[int] = set()
        for a in (m.view.legal if m.viewer is not None else []):
            parsed = p.parse(a, deck)
            if parsed.verb in p.seat_verbs and parsed.verb != "catch" and parsed.args and parsed.args[0].isdigit():
                picks.add(int(parsed.args[0]))
        acts = m.acts
        main = m.main
        for s, w in enumerate(self.query(PlainStatic)):
            mine = s == m.viewer
            w.display = not mine
            if mine:
                continue
            t = Text(no_wrap=True, overflow="ellipsis")
            if s in picks:
                t.append(f"{(s + 1) % 10}·", style="bold reverse")
            t.append(m.names[s], style="bold")
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
                key = "table.score.one" if abs(m.totals[s]) == 1 else "table.score"
                t.append(f"  {tr(key, n=m.totals[s])}", style="dim")
            w.update(t)
            w.set_class(s == main, "-turn")
            w.set_class(s in acts[1:], "-react")

    def on_click(self, event: Click) -> None:
        w = event.widget
        if w is None or not (w.id or "").startswith("opp-"):
            return
        event.stop()
        self.post_message(self.Picked(int((w.id or "opp-0")[4:])))
