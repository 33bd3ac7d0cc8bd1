"""Petukh's prikup and everything shown to all (petukh.md sections 3, 5 and 8): where the prikup is
(face down and offered to whom, bought by whom, or declined by all), the claim pairs and the Rams hand
each player showed, and, while the prikup is offered to the person at the keyboard with claims in
hand, the S key that shows them all and buys (the "buy showing claims" of section 3).

Read from the masked view only: the prikup is a count, a shown card is public because the engine
made exactly it known.  Strings live in the game's presenter.
"""

from __future__ import annotations

from rich.text import Text

from cardtable.games.petukh.options import PetukhOptions
from cardtable.games.petukh.present import CLAIM_KEYS
from cardtable.games.petukh.state import PAIRS, PetukhState

from ..keymap import Claim
from ..widgets.messages import Act
from ..widgets.moment import Moment
from . import Area, area_key


class PrikupArea(Area):
    slot = "top"
    ACTIONS = (area_key("petukh.show_claims", "s", "show all your claims and buy the prikup",
                        "показать все заявки и купить прикуп"),)
    DEFAULT_CSS = """
    PrikupArea { height: auto; width: 1fr; padding: 0 1; }
    """

    @staticmethod
    def claim_moves(m: Moment) -> list[str]:
        """The claims the person at the keyboard may show before buying (empty when not offered)."""
        view = m.view
        if m.viewer is None or view.seat != m.viewer:
            return []
        if m.info.get("phase") != "offer" or "buy" not in view.legal:
            return []
        return [a for a in view.legal if a.startswith("claim ")]

    def draw(self, m: Moment) -> None:
        p = m.presenter
        lg = m.lang
        st = m.view.state
        deck = st.deck
        info = m.info
        viewer = m.viewer
        names = list(m.names)

        def who(s: int) -> str:
            return p.who(s, viewer, names, lg)

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
                cards = " ".join(p.card_name(deck, c, lg, m.symbols) for c in _pair(code))
                shown.append(f"{who(s)} {cards}")
        if shown:
            t.append(f"   {p.s(lg, 'area.prikup.shown')}: ", style="bold")
            t.append(" · ".join(shown))
        if info["rams"] >= 0 and isinstance(st, PetukhState):
            hand = [c for c in st.hands[info["rams"]] if c >= 0]
            t.append(f"   {p.s(lg, 'area.prikup.rams')}: ", style="bold")
            t.append(f"{who(info['rams'])} {p.cards_text(deck, hand, lg, m.symbols)}")
        free = self.free_claims(m)
        if free:
            picks = " · ".join(f"{m.keymap.show(f'petukh.claim.{c}', CLAIM_KEYS[c])} {p.s(lg, f'claim.name.{c}')}"
                               for c in free)
            t.append("\n" + p.s(lg, "area.prikup.any_claim", picks=picks), style="dim")
        claims = self.claim_moves(m)
        if claims:
            cards = " ".join(p.card_name(deck, c, lg, m.symbols) for a in claims for c in _pair(a[6:]))
            t.append("\n" + p.s(lg, "area.prikup.buy_claims", cards=cards), style="bold #f39c12")
        self.update(t)

    @staticmethod
    def free_claims(m: Moment) -> list[str]:
        """With ``allow_false_claims`` every pair not shown yet may be claimed, held or not (section
        7): the pairs the person at the keyboard may name by digit now (the held ones are buttons too)."""
        view = m.view
        opts = m.options
        if m.viewer is None or view.seat != m.viewer or not isinstance(opts, PetukhOptions):
            return []
        info = m.info
        if not (opts.allow_false_claims and opts.claims) or info.get("phase") not in ("offer", "declare"):
            return []
        if view.state.to_act()[:1] != [m.viewer]:
            return []
        return [c for c in PAIRS if c not in info["claims"][view.seat]]

    def claims(self, m: Moment) -> list[Claim]:
        out = []
        for c in self.free_claims(m):
            key = m.keymap.key(f"petukh.claim.{c}", CLAIM_KEYS[c])
            out.append(Claim(f"petukh.claim.{c}", key, "area", f"claim {c}"))
        if self.claim_moves(m):
            out += self.claim(m, "petukh.show_claims")
        return out

    def press(self, m: Moment, action_id: str) -> None:
        if action_id.startswith("petukh.claim."):
            # not held: the croupier's +5 and an annulled hand
            self.post_message(Act(f"claim {action_id.rsplit('.', 1)[1]}"))
        elif action_id == "petukh.show_claims":
            claims = self.claim_moves(m)
            if claims:
                self.post_message(Act(*claims, "buy"))

    def key_help(self, m: Moment) -> list[str]:
        if not self.claim_moves(m):
            return []
        return [f"{m.keymap.show('petukh.show_claims', 's')} {m.presenter.s(m.lang, 'help.buy_claims')}"]


def _pair(code: str) -> tuple[str, ...]:
    return PAIRS.get(code, ())


AREA = PrikupArea
