"""Twenty-Two's exchange picked on the hand (twenty_two.md section 3): Enter marks or unmarks a card,
the line above the hand says "change up to N: picked k" with the picked cards, O lays the marked
cards away and draws as many, P keeps the hand (the table's Pass button; O with nothing marked only
says so).  D is the table's Draw button once cards are laid away: it was also this area's key, and
then drew for the cards laid away and left the marked ones in the hand (the key-collision test).

Nothing reaches the engine before O, so a wrong pick is taken back with another Enter.  The marks
belong to the person at the keyboard: they are cleared when the keyboard changes hands (hot-seat)
and whenever it is not that person's exchange.  Strings live in the game's presenter.
"""

from __future__ import annotations

from rich.text import Text

from cardtable.games.twenty_two.present import TwentyTwoPresenter

from ..keymap import Claim
from ..widgets.messages import Act, Mark, Say
from ..widgets.moment import Moment
from . import Area, area_key


class ExchangeArea(Area):
    slot = "above_hand"
    ACTIONS = (area_key("twenty_two.exchange", "o", "lay the marked cards away and draw as many",
                        "сбросить отмеченные карты и взять столько же"),)
    DEFAULT_CSS = """
    ExchangeArea { height: auto; width: 1fr; padding: 0 1; color: $warning; text-style: bold; }
    """

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.owner: int | None = None
        self.picked: set[str] = set()  # the hand cards marked for the exchange
        self.display = False

    @staticmethod
    def exchanging(m: Moment) -> bool:
        """The person at the keyboard is the one exchanging now."""
        view = m.view
        if m.viewer is None or view.seat != m.viewer:
            return False
        return m.info.get("phase") == "exchange" and view.state.to_act()[:1] == [m.viewer]

    def _set(self, picked: set[str]) -> None:
        if picked != self.picked:
            self.picked = picked
            self.post_message(Mark(picked))

    def reset(self) -> None:
        self._set(set())

    def _picked(self, m: Moment) -> list[str]:
        return [t for t in m.hand_texts() if t in self.picked]

    def draw(self, m: Moment) -> None:
        if self.owner != m.viewer:
            self._set(set())
            self.owner = m.viewer
        if not self.exchanging(m):
            self._set(set())
            self.display = False
            return
        p = m.presenter
        lg = m.lang
        deck = m.view.state.deck
        limit = p.exchange_limit(m.view) if isinstance(p, TwentyTwoPresenter) else 0
        picked = self._picked(m)
        k = len(picked) + m.info["pending"]
        line = Text(p.s(lg, "area.exchange", n=limit, k=k))
        if picked:
            line.append("  " + " ".join(p.card_name(deck, t, lg, m.symbols) for t in picked))
        km = m.keymap
        keys = p.s(lg, "area.exchange.keys", mark=km.show("nav.play"), change=km.show("twenty_two.exchange", "o"),
                   keep=km.show("move.pass", "p"))
        line.append("   " + keys, style="dim")
        self.update(line)
        self.display = True

    def take_card(self, m: Moment, index: int, text: str) -> bool:
        if not self.exchanging(m):
            return False
        if text in self.picked:
            self._set(self.picked - {text})
            return True
        p = m.presenter
        limit = p.exchange_limit(m.view) if isinstance(p, TwentyTwoPresenter) else 0
        if len(self.picked) + m.info["pending"] >= limit:
            self.post_message(Say(p.s(m.lang, "why.too_many", n=limit), error=True))
            return True
        self._set(self.picked | {text})
        return True

    def enter_word(self, m: Moment) -> str:
        """In the exchange Enter marks the card under the cursor (the footer says so, not "play")."""
        return m.presenter.s(m.lang, "key.mark") if self.exchanging(m) else ""

    def claims(self, m: Moment) -> list[Claim]:
        return self.claim(m, "twenty_two.exchange") if self.exchanging(m) else []

    def press(self, m: Moment, action_id: str) -> None:
        picked = self._picked(m)
        if not picked and not m.info["pending"]:  # nothing to change: keeping the hand is P, never a slip of O
            self.post_message(Say(m.presenter.s(m.lang, "why.nothing_marked"), error=True))
            return
        self._set(set())
        self.post_message(Act(*(f"discard {t}" for t in picked), "draw"))

    def key_help(self, m: Moment) -> list[str]:
        if not self.exchanging(m):
            return []
        return [f"{m.keymap.show('twenty_two.exchange', 'o')} {m.presenter.s(m.lang, 'area.exchange.help')}"]


AREA = ExchangeArea
