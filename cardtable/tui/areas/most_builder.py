"""Most's meld builder: mark hand cards, then meld them, lay them off, or discard (most.md section 8).

The keys, all shown on the line above the hand (what Enter does follows the card under the cursor):

- Enter (or Space) on a hand card marks or unmarks it, always: Enter never discards, even when
  nothing can be melded (a key that changed its meaning with the position lost people their turn;
  rummy tables give the discard its own gesture), and the footer says "Enter mark";
- M melds the marked cards, L lays them off (a number key lays them on that meld), each offering
  a choice when the cards fit several ways: the legal identities of a joker (``🃏=8♥`` or
  ``🃏=Q♥``), or the melds they may go on.  A forced identity is filled in;
- D discards the card under the cursor, E exchanges it for the joker standing for it, C clears.

Nothing here applies rules: the candidates are the legal actions whose cards are the marked ones,
and a refusal names the rule in words (the target rule, keep-one, table uniqueness...).
"""

from __future__ import annotations

from rich.text import Text

from cardtable.games.most.present import MostPresenter

from ..keymap import Claim
from ..widgets.messages import Act, Mark, Offer, Say
from ..widgets.moment import Moment
from . import Area, area_key

LAY_ON = tuple(area_key(f"most.lay_on.{n}", str(n), f"lay the marked cards off on meld {n}",
                        f"приложить отмеченные карты к комбинации {n}") for n in range(1, 10))


class BuilderArea(Area):
    slot = "above_hand"
    ACTIONS = (
        area_key("most.meld", "m", "meld the marked cards", "выложить отмеченные карты"),
        area_key("most.lay", "l", "lay the marked cards off", "приложить отмеченные карты"),
        area_key("most.discard", "d", "discard the card under the cursor", "сбросить карту под курсором"),
        area_key("most.swap", "e", "exchange the card under the cursor for the joker", "обменять карту на джокера"),
        area_key("most.clear", "c,backspace", "clear the marks", "снять отметки"),
    ) + LAY_ON
    wants_hand_card = True
    DEFAULT_CSS = """
    BuilderArea { height: 1; width: 1fr; padding: 0 1; color: $text; }
    """

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.marked: set[str] = set()  # the hand cards marked for a meld or a lay-off
        self._moves = -1  # the match's move count when the marks were made: any move clears them

    def watch_hand_card(self, card: str) -> None:
        if self.moment is not None:
            self.update(self.hint(self.moment))

    # -- what the position offers --------------------------------------------------------------
    @staticmethod
    def _phase(m: Moment) -> str:
        """"take" or "act" when the person at the keyboard is to move, else ""."""
        if m.viewer is None or m.viewer not in m.view.state.to_act():
            return ""
        return str(m.info.get("phase", ""))

    def _marked(self, m: Moment) -> list[str]:
        """The marked cards in hand order."""
        return [t for t in m.hand_texts() if t in self.marked]

    @staticmethod
    def _only_discards(m: Moment) -> bool:
        return bool(m.view.legal) and all(a.startswith("discard ") for a in m.view.legal)

    def _set(self, marked: set[str]) -> None:
        if marked != self.marked:
            self.marked = marked
            self.post_message(Mark(marked))

    def reset(self) -> None:
        self._set(set())

    # -- drawing ---------------------------------------------------------------------------------
    def draw(self, m: Moment) -> None:
        if self.marked and (m.moves != self._moves or self._phase(m) != "act"):
            self._set(set())  # a move was made (or the keyboard changed hands): start afresh
        self._moves = m.moves
        self.update(self.hint(m))

    def hint(self, m: Moment) -> Text:
        p = m.presenter
        lg = m.lang
        deck = m.view.state.deck
        phase = self._phase(m)
        t = Text(no_wrap=True, overflow="ellipsis")
        if not isinstance(p, MostPresenter):
            return t
        if phase == "take":
            n = sum(1 for a in m.view.legal if a.startswith("pick "))
            t.append(p.s(lg, "build.take", n=n) if n else p.s(lg, "build.take.none"), style="dim")
            return t
        if phase != "act":
            return t
        card = self.hand_card
        name = p.card_name(deck, card, lg, m.symbols) if card else ""
        marked = self._marked(m)
        target = m.info.get("target")
        if marked:
            t.append(p.s(lg, "build.marked", cards=p.localise_cards(deck, marked, lg, m.symbols)), style="bold")
            melds = p.builder_matches(m.view.legal, deck, "meld", marked)
            lays = p.builder_matches(m.view.legal, deck, "lay", marked)
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
            t.append(p.s(lg, "build.target", card=p.card_name(deck, target, lg, m.symbols)), style="bold")
            return t
        if not card:
            return t
        if self._only_discards(m):
            t.append(p.s(lg, "build.discard_only", card=name))
        else:
            t.append(p.s(lg, "build.start", card=name))
        if f"swap {card}" in m.view.legal:
            t.append(" · " + p.s(lg, "build.swap", card=name))
        return t

    def enter_word(self, m: Moment) -> str:
        """Enter takes a card in the take step (the Draw button, a bridge card) and marks a hand
        card in the table step."""
        phase = self._phase(m)
        if m.choosing or not phase:
            return ""
        return m.presenter.s(m.lang, "key.take" if phase == "take" else "key.mark")

    def key_help(self, m: Moment) -> list[str]:
        if self._phase(m) != "act" or m.choosing:
            return []
        p = m.presenter
        lg = m.lang
        km = m.keymap
        if self._only_discards(m):
            return [f"{km.show('most.discard', 'd')} {p.s(lg, 'key.discard')}"]
        keys = [f"{km.show(i, d)} {p.s(lg, k)}" for i, d, k in (
            ("most.meld", "m", "key.meld"), ("most.lay", "l", "key.lay"), ("most.discard", "d", "key.discard"),
            ("most.clear", "c", "key.clear"))]
        if any(a.startswith("swap ") for a in m.view.legal):
            keys.append(f"{km.show('most.swap', 'e')} {p.s(lg, 'key.swap')}")
        return keys

    # -- keys ------------------------------------------------------------------------------------
    def take_card(self, m: Moment, index: int, text: str) -> bool:
        """Enter on a hand card marks it (or unmarks it); the turn ends only by the discard key,
        even when nothing but a discard is legal (the line above the hand then says D)."""
        phase = self._phase(m)
        if phase == "take":
            self.post_message(Say(m.presenter.s(m.lang, "why.take_first"), error=True))
            return True
        if phase != "act":
            return False  # not this person's move: the table says whose it is
        self._set(self.marked - {text} if text in self.marked else self.marked | {text})
        self._moves = m.moves
        self.update(self.hint(m))
        return True

    def claims(self, m: Moment) -> list[Claim]:
        if self._phase(m) != "act" or m.choosing:
            return []
        out = []
        for a in self.ACTIONS:
            if a.id.startswith("most.lay_on.") and not self.marked:
                continue
            out += self.claim(m, a.id)
        return out

    def press(self, m: Moment, action_id: str) -> None:
        if action_id == "most.meld":
            self.build(m, "meld")
        elif action_id == "most.lay":
            self.build(m, "lay")
        elif action_id.startswith("most.lay_on."):
            self.build(m, "lay", int(action_id.rsplit(".", 1)[1]))
        elif action_id == "most.discard":
            if self.hand_card:
                self.discard(m, self.hand_card)
        elif action_id == "most.swap":
            self.swap(m, self.hand_card)
        elif action_id == "most.clear":
            self._set(set())
        self.update(self.hint(m))

    def build(self, m: Moment, verb: str, meld: int | None = None) -> None:
        """Meld or lay off the marked cards: the one legal way at once, a choice among several,
        or the rule that forbids it."""
        p = m.presenter
        if not isinstance(p, MostPresenter):
            return
        deck = m.view.state.deck
        marked = self._marked(m)
        cands = p.builder_matches(m.view.legal, deck, verb, marked, meld)
        if len(cands) == 1:
            self.post_message(Act(cands[0]))
        elif cands:
            self.post_message(Offer([p.parse(a, deck) for a in cands]))
        else:
            seat = m.viewer if m.viewer is not None else 0
            self.post_message(Say(p.builder_refusal(m.view, seat, verb, marked, m.lang, meld), error=True))

    def discard(self, m: Moment, card: str) -> None:
        p = m.presenter
        if f"discard {card}" in m.view.legal:
            self.post_message(Act(f"discard {card}"))
        elif isinstance(p, MostPresenter):
            seat = m.viewer if m.viewer is not None else 0
            self.post_message(Say(p.discard_refusal(m.view, seat, card, m.lang), error=True))

    def swap(self, m: Moment, card: str) -> None:
        p = m.presenter
        if card and f"swap {card}" in m.view.legal:
            self.post_message(Act(f"swap {card}"))
        elif card and isinstance(p, MostPresenter):
            self.post_message(Say(p.swap_refusal(m.view, card, m.lang), error=True))


AREA = BuilderArea
