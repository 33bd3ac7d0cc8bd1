"""Petukh's prikup and everything shown to all (petukh.md sections 3, 5 and 8): where the prikup is
(face down and offered to whom, bought by whom, or declined by all), the claim pairs and the Rams hand
each player showed, and, while the prikup is offered to the person at the keyboard with claims in
hand, the S key that shows them all and buys (the "buy showing claims" of section 3).

Read from the masked view only: the prikup is a count, a shown card is public because the engine
made exactly it known.  Strings live in the game's presenter.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.text import Text

from cardtable.engine.state import View
from cardtable.games.petukh.present import CLAIM_KEYS
from cardtable.games.petukh.state import PAIRS

from ..i18n import lang
from . import Area

if TYPE_CHECKING:
    from ..screens.table import TableScreen


class PrikupArea(Area):
    slot = "top"
    DEFAULT_CSS = """
    PrikupArea { height: auto; width: 1fr; padding: 0 1; }
    """

    def __init__(self, **kw) -> None:
        super().__init__("", **kw)

    @staticmethod
    def claim_moves(screen: TableScreen, view: View | None) -> list[str]:
        """The claims the person at the keyboard may show before buying (empty when not offered)."""
        if view is None or screen.viewer is None or view.seat != screen.viewer:
            return []
        if view.state.public_info()["phase"] != "offer" or "buy" not in view.legal:  # type: ignore[attr-defined]
            return []
        return [a for a in view.legal if a.startswith("claim ")]

    def update_area(self, screen: TableScreen, view: View) -> None:
        p = screen.presenter
        lg = lang()
        st = view.state
        deck = st.deck
        info = st.public_info()  # type: ignore[attr-defined]
        viewer = screen.viewer

        def who(s: int) -> str:
            return p.who(s, viewer, screen.names, lg)

        t = Text()
        t.append(f"{p.s(lg, 'info.prikup')}: ", style="bold")
        if info["phase"] in ("cut", "offer"):
            t.append(p.s(lg, "area.prikup.offered", n=info["prikup"], who=who(info["turn"])))
        elif info["buyer"] >= 0:
            t.append(p.s(lg, "area.prikup.bought", who=who(info["buyer"])))
        else:
            t.append(p.s(lg, "area.prikup.declined"))
        shown = []
        for s in range(st.n):
            for code in info["claims"][s]:
                cards = " ".join(p.card_name(deck, c, lg, screen.symbols) for c in _pair(code))
                shown.append(f"{who(s)} {cards}")
        if shown:
            t.append(f"   {p.s(lg, 'area.prikup.shown')}: ", style="bold")
            t.append(" · ".join(shown))
        if info["rams"] >= 0:
            hand = [c for c in st.hands[info["rams"]] if c >= 0]  # type: ignore[attr-defined]
            t.append(f"   {p.s(lg, 'area.prikup.rams')}: ", style="bold")
            t.append(f"{who(info['rams'])} {p.cards_text(deck, hand, lg, screen.symbols)}")
        free = self.free_claims(screen, view)
        if free:
            picks = " · ".join(f"{CLAIM_KEYS[c]} {p.s(lg, f'claim.name.{c}')}" for c in free)
            t.append("\n" + p.s(lg, "area.prikup.any_claim", picks=picks), style="dim")
        claims = self.claim_moves(screen, view)
        if claims:
            cards = " ".join(p.card_name(deck, c, lg, screen.symbols) for a in claims for c in _pair(a[6:]))
            t.append("\n" + p.s(lg, "area.prikup.buy_claims", cards=cards), style="bold #f39c12")
        self.update(t)

    @staticmethod
    def free_claims(screen: TableScreen, view: View | None) -> list[str]:
        """With ``allow_false_claims`` every pair not shown yet may be claimed, held or not (section
        7): the pairs the person at the keyboard may name by digit now (the held ones are buttons too)."""
        if view is None or screen.viewer is None or view.seat != screen.viewer:
            return []
        st = view.state
        opts = st.opts  # type: ignore[attr-defined]
        info = st.public_info()  # type: ignore[attr-defined]
        if not (opts.allow_false_claims and opts.claims) or info["phase"] not in ("offer", "declare"):
            return []
        if st.to_act()[:1] != [screen.viewer]:
            return []
        return [c for c in PAIRS if c not in info["claims"][view.seat]]

    def area_key(self, screen: TableScreen, key: str) -> bool:
        code = next((c for c, k in CLAIM_KEYS.items() if k == key), None)
        if code is not None and code in self.free_claims(screen, screen.view):
            screen.act(f"claim {code}")  # not held: the croupier's +5 and an annulled hand
            screen.schedule_refresh()
            return True
        if key != "s":
            return False
        claims = self.claim_moves(screen, screen.view)
        if not claims:
            return False
        for a in claims:
            screen.act(a)
        screen.act("buy")
        screen.schedule_refresh()
        return True

    def key_help(self, screen: TableScreen) -> list[str]:
        if not self.claim_moves(screen, screen.view):
            return []
        return [screen.presenter.s(lang(), "help.buy_claims")]


def _pair(code: str) -> tuple[str, ...]:
    return PAIRS.get(code, ())


AREA = PrikupArea
