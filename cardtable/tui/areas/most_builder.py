"""Most's meld builder: mark hand cards, then meld them, lay them off, or discard (most.md section 8).

The keys, all shown on the line above the hand (what Enter does follows the card under the cursor):

- Enter (or Space) on a hand card marks or unmarks it.  Only when nothing is marked and every legal
  move is a discard does Enter discard the card instead, and the line says so first;
- M melds the marked cards, L lays them off (a number key lays them on that meld), each offering
  a choice when the cards fit several ways: the legal identities of a joker (``🃏=8♥`` or
  ``🃏=Q♥``), or the melds they may go on.  A forced identity is filled in;
- D discards the card under the cursor, E exchanges it for the joker standing for it, C clears.

Nothing here applies rules: the candidates are the legal actions whose cards are the marked ones,
and a refusal names the rule in words (the target rule, keep-one, table uniqueness...).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.text import Text

from cardtable.engine.state import View

from ..cards import CardRow
from ..i18n import lang
from . import Area

if TYPE_CHECKING:
    from ..screens.table import TableScreen


class BuilderArea(Area):
    slot = "above_hand"
    DEFAULT_CSS = """
    BuilderArea { height: 1; width: 1fr; padding: 0 1; color: $text; }
    """

    _moves = -1  # the match's move count when the marks were made: any move clears them

    def on_mount(self) -> None:
        hand = self.screen.query_one("#hand", CardRow)
        self.watch(hand, "cursor", self._redraw, init=False)
        self.watch(self.screen, "focused", self._redraw, init=False)

    def _screen(self) -> TableScreen:
        return self.screen  # type: ignore[return-value]

    def _redraw(self, *_: object) -> None:
        screen = self._screen()
        if screen.view is not None:
            self.update(self.hint(screen, screen.view))

    # -- what the position offers --------------------------------------------------------------
    @staticmethod
    def _phase(screen: TableScreen, view: View) -> str:
        """"take" or "act" when the person at the keyboard is to move, else ""."""
        if screen.viewer is None or screen.viewer not in view.state.to_act():
            return ""
        return view.state.public_info()["phase"]  # type: ignore[attr-defined]

    @staticmethod
    def _cursor_card(screen: TableScreen) -> str:
        hand = screen.query_one("#hand", CardRow)
        return hand.faces[hand.cursor].text if hand.faces and 0 <= hand.cursor < len(hand.faces) else ""

    def _marked(self, screen: TableScreen) -> list[str]:
        """The marked cards in hand order."""
        hand = screen.query_one("#hand", CardRow)
        return [f.text for f in hand.faces if f.text in screen.marked]

    @staticmethod
    def _only_discards(view: View) -> bool:
        return bool(view.legal) and all(a.startswith("discard ") for a in view.legal)

    # -- drawing ---------------------------------------------------------------------------------
    def update_area(self, screen: TableScreen, view: View) -> None:
        moves = len(screen.match.actions)
        if screen.marked and (moves != self._moves or self._phase(screen, view) != "act"):
            screen.marked.clear()  # a move was made (or the keyboard changed hands): start afresh
            screen.schedule_refresh()
        self._moves = moves
        self.update(self.hint(screen, view))

    def hint(self, screen: TableScreen, view: View) -> Text:
        p = screen.presenter
        lg = lang()
        deck = view.state.deck
        phase = self._phase(screen, view)
        t = Text(no_wrap=True, overflow="ellipsis")
        if phase == "take":
            n = sum(1 for a in view.legal if a.startswith("pick "))
            t.append(p.s(lg, "build.take", n=n) if n else p.s(lg, "build.take.none"), style="dim")
            return t
        if phase != "act":
            return t
        card = self._cursor_card(screen)
        name = p.card_name(deck, card, lg, screen.symbols) if card else ""
        marked = self._marked(screen)
        target = view.state.public_info()["target"]  # type: ignore[attr-defined]
        if marked:
            t.append(p.s(lg, "build.marked", cards=p.localise_cards(deck, marked, lg)), style="bold")  # type: ignore[attr-defined]
            melds = p.builder_matches(view.legal, deck, "meld", marked)  # type: ignore[attr-defined]
            lays = p.builder_matches(view.legal, deck, "lay", marked)  # type: ignore[attr-defined]
            t.append(" · ")
            t.append(p.s(lg, "build.meld.ok" if melds else "build.meld.no"), style="bold green" if melds else "dim")
            t.append(" · ")
            if lays:
                on = sorted({int(a.rsplit(" ", 1)[1]) for a in lays})
                t.append(p.s(lg, "build.lay.ok", melds=", ".join(map(str, on))), style="bold green")
            else:
                t.append(p.s(lg, "build.lay.no"), style="dim")
            t.append(" · " + p.s(lg, "build.clear"), style="dim")
            return t
        if target:
            t.append(p.s(lg, "build.target", card=p.card_name(deck, target, lg, screen.symbols)), style="bold")
            return t
        if not card:
            return t
        if self._only_discards(view):
            t.append(p.s(lg, "build.discard_only", card=name))
        else:
            t.append(p.s(lg, "build.start", card=name))
        if f"swap {card}" in view.legal:
            t.append(" · " + p.s(lg, "build.swap", card=name))
        return t

    def key_help(self, screen: TableScreen) -> list[str]:
        view = screen.view
        if view is None or self._phase(screen, view) != "act" or screen.choices:
            return []
        p = screen.presenter
        lg = lang()
        if self._only_discards(view):
            return [p.s(lg, "key.discard")]
        keys = [p.s(lg, k) for k in ("key.meld", "key.lay", "key.discard", "key.clear")]
        if any(a.startswith("swap ") for a in view.legal):
            keys.append(p.s(lg, "key.swap"))
        return keys

    # -- keys ------------------------------------------------------------------------------------
    def hand_activated(self, screen: TableScreen, index: int, text: str) -> bool:
        """Enter on a hand card marks it (or unmarks it); with nothing marked and nothing but
        discards legal it discards it, as the line above the hand says."""
        view = screen.view
        phase = self._phase(screen, view) if view is not None else ""
        if phase == "take":
            screen.say(screen.presenter.s(lang(), "why.take_first"), error=True)
            return True
        if view is None or phase != "act":
            return False  # not this person's move: the table says whose it is
        if not screen.marked and self._only_discards(view):
            self.discard(screen, view, text)
            return True
        if text in screen.marked:
            screen.marked.discard(text)
        else:
            screen.marked.add(text)
        self._moves = len(screen.match.actions)
        return True

    def area_key(self, screen: TableScreen, key: str) -> bool:
        view = screen.view
        if view is None or self._phase(screen, view) != "act" or screen.choices:
            return False
        if key == "m":
            self.build(screen, view, "meld")
        elif key == "l":
            self.build(screen, view, "lay")
        elif key.isdigit() and key != "0" and screen.marked:
            self.build(screen, view, "lay", int(key))
        elif key == "d":
            card = self._cursor_card(screen)
            if card:
                self.discard(screen, view, card)
        elif key == "e":
            self.swap(screen, view, self._cursor_card(screen))
        elif key in ("c", "backspace"):
            screen.marked.clear()
        else:
            return False
        screen.schedule_refresh()
        return True

    def build(self, screen: TableScreen, view: View, verb: str, meld: int | None = None) -> None:
        """Meld or lay off the marked cards: the one legal way at once, a choice among several,
        or the rule that forbids it."""
        p = screen.presenter
        deck = view.state.deck
        marked = self._marked(screen)
        cands = p.builder_matches(view.legal, deck, verb, marked, meld)  # type: ignore[attr-defined]
        if len(cands) == 1:
            screen.act(cands[0])
        elif cands:
            screen.choices = [p.parse(a, deck) for a in cands]
        else:
            seat = screen.viewer if screen.viewer is not None else 0
            screen.say(p.builder_refusal(view, seat, verb, marked, lang(), meld), error=True)  # type: ignore[attr-defined]

    def discard(self, screen: TableScreen, view: View, card: str) -> None:
        if f"discard {card}" in view.legal:
            screen.act(f"discard {card}")
        else:
            seat = screen.viewer if screen.viewer is not None else 0
            screen.say(screen.presenter.discard_refusal(view, seat, card, lang()), error=True)  # type: ignore[attr-defined]

    def swap(self, screen: TableScreen, view: View, card: str) -> None:
        if card and f"swap {card}" in view.legal:
            screen.act(f"swap {card}")
        elif card:
            screen.say(screen.presenter.swap_refusal(view, card, lang()), error=True)  # type: ignore[attr-defined]


AREA = BuilderArea
