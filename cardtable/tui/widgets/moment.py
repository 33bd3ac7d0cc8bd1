"""What every widget of the table draws from: one ``Moment`` per table refresh.

The table screen builds it from the session (``Moment.of``) and hands it down to each child's
``moment`` reactive.  It holds the masked ``View`` of the person at the keyboard (or, behind a hot-seat
curtain, of nobody's hand: the view's hand zones of the others are hidden as always, and the viewer is
None so no hand is drawn) and the public facts of the table (names, scores, holds, the hand-end
moment), so no widget needs the match or the session, and none can show a hidden card.

It is also what the collision test walks (``tests/ui/test_keymap.py``): the keys live at a moment are
computed from a ``Moment`` exactly as the table computes them, without rendering anything.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol, cast

from cardtable.engine.cards import Deck
from cardtable.engine.options import GameOptions
from cardtable.engine.state import Event, State, View
from cardtable.games.present import Presenter, ZoneRole

from ..keymap import DEFAULT, Keymap

if TYPE_CHECKING:
    from ..session import Session


class Drawn(Protocol):
    """A child of the table that draws itself from the moment (its ``moment`` reactive)."""

    moment: Moment | None


def card_size_for(setting: str, w: int, h: int) -> str:
    """Breakpoints: one-line chips on narrow or short terminals, large boxes on big ones."""
    if setting != "auto":
        return setting
    if w < 70 or h < 22:
        return "chips"
    if w >= 110 and h >= 34:
        return "large"
    return "small"


@dataclass(frozen=True, eq=False, slots=True)
class Moment:
    """The table at one refresh, as the person at the keyboard may see it."""

    view: View
    viewer: int | None
    presenter: Presenter
    names: tuple[str, ...]
    humans: tuple[int, ...]
    roles: tuple[ZoneRole, ...]
    lang: str
    symbols: bool
    card_size: str
    width: int
    height: int
    keymap: Keymap = DEFAULT
    game_name: str = ""
    hand_no: int = 1
    shown_hand_no: int = 1
    moves: int = 0
    hand_moves: int = 0
    generation: int = 0
    ended: tuple[str, ...] | None = None
    last_row: Any = None
    sheet_rows: int = 0
    over: bool = False
    totals: tuple[int, ...] = ()
    eliminated: frozenset[int] = frozenset()
    options: GameOptions | None = None
    events: Sequence[Event] = ()
    deck: Deck | None = None
    ready_wait: int | None = None
    claim: int | None = None
    race: bool = False
    paused: bool = False
    held: bool = False
    bots: bool = False
    hints_agreed: bool = False
    people: int = 1
    """People at the table, at this keyboard or at other machines (``Session.people``)."""
    elsewhere: bool = False
    """A seat of a table hosted at another machine (``Session.elsewhere``): no record here."""
    slaps: tuple[tuple[int, str], ...] = ()
    catch: tuple[int, str] | None = None
    choosing: bool = False

    # -- derived facts --------------------------------------------------------------------------
    @property
    def legal(self) -> list[str]:
        """The viewer's legal actions (none behind a curtain)."""
        return self.view.legal if self.viewer is not None else []

    @property
    def acts(self) -> list[int]:
        return self.view.state.to_act()

    @property
    def main(self) -> int | None:
        acts = self.acts
        return acts[0] if acts else None

    @property
    def info(self) -> dict[str, Any]:
        """The public facts of the hand drawn (its ``public_info``), read by key: an area reads the
        keys of its own game's ``PublicInfo``."""
        return cast(dict[str, Any], self.view.state.public_info())

    @property
    def log_deck(self) -> Deck:
        return self.deck if self.deck is not None else self.view.state.deck

    def hand_texts(self) -> list[str]:
        """The viewer's hand cards by text, in the hand row's order."""
        if self.viewer is None:
            return []
        zone = next((r.zone for r in self.roles if r.role == "hand"), None)
        deck = self.view.state.deck
        return [deck.text(c) for c in self.presenter.hand_order(self.view, zone.cards)] if zone is not None else []

    # -- building -------------------------------------------------------------------------------
    @classmethod
    def of(cls, session: Session, viewer: int | None, *, lang: str, symbols: bool, cards: str, width: int,
           height: int, keymap: Keymap = DEFAULT, ended: tuple[str, ...] | None = None,
           ended_hand: State | None = None, choosing: bool = False) -> Moment:
        """The moment of ``session``'s table for ``viewer`` (None: behind a curtain or watching bots).

        The view is the viewer's, else the view of whoever the keyboard goes to next, with the
        viewer still None, so the others' hands stay hidden; at the hand-end moment it is the
        finished hand as it ended, with nothing left to do."""
        m = session.match
        seat = viewer
        if seat is None:
            target = session.keyboard_seat(None)
            seat = target if target is not None else 0
        view = m.view(seat, last_events=1)
        if ended_hand is not None:
            view = View(seat=seat, state=ended_hand.masked(seat), legal=[], scores=view.scores, hand_no=view.hand_no)
        shown_no = m.hand_no - 1 if ended is not None and not m.over and m.hand_no > 1 else m.hand_no
        rows = m.sheet.rows
        p = session.presenter
        return cls(
            view=view, viewer=viewer, presenter=p, names=tuple(session.names), humans=tuple(session.humans),
            roles=tuple(p.roles(view, viewer)), lang=lang, symbols=symbols,
            card_size=card_size_for(cards, width, height), width=width, height=height, keymap=keymap,
            game_name=m.spec.name(lang), hand_no=m.hand_no, shown_hand_no=shown_no, moves=len(m.actions),
            hand_moves=m.hand_actions, generation=session.generation, ended=ended,
            last_row=rows[-1] if rows else None, sheet_rows=len(rows), over=m.over,
            totals=tuple(m.sheet.totals()), eliminated=frozenset(m.eliminated), options=m.options,
            events=m.events, deck=m.hand.deck, ready_wait=session.ready_wait, claim=session.claim,
            race=session.timing_kind() == "race", paused=session.paused, held=session.held,
            bots=bool(session.bots), hints_agreed=session.hints_agreed, people=session.people,
            elsewhere=session.elsewhere, slaps=tuple(session.slaps()), catch=session.catch_for(viewer),
            choosing=choosing)
