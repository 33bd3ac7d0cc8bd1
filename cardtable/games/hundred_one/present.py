"""101 at the table: the suit picker after a queen, "cover this six" in the status line, its log.

Everything comes from the masked view (``public_info()`` and the top of the pile), so a status line
never knows more than the player reading it.
"""

from __future__ import annotations

from cardtable.engine.cards import Deck
from cardtable.engine.state import Event, State, View
from cardtable.games.present_french import FRENCH_STRINGS, SUIT_TONE, FrenchPresenter

from .state import POINTS, HundredOneInfo, HundredOneState

STRINGS_101: dict[str, dict[str, str]] = {
    "en": {
        **FRENCH_STRINGS["en"],
        "ev.cover": "{who} must cover the 6",
        "ev.cover.you": "You must cover your 6",
        "what.open": "open the round with {card}",
        "what.open.any": "open the round with any card",
        "what.play": "play on {top}: {suit}, the same rank or a queen",
        "what.draw": "nothing fits: draw",
        "what.pass": "nothing fits and the deck is empty: pass",
        "what.cover": "cover this six {top}: {suit}, a 6 or a queen",
        "what.cover.draw": "cover this six {top}: nothing fits, draw until a cover comes",
        "what.cover.pass": "nothing can cover the six {top} and the deck is empty: pass",
        "status.cover": "{who} must cover the six {top}…",
        "info.named": "named",
    },
    "ru": {
        **FRENCH_STRINGS["ru"],
        "ev.cover": "{who} должен накрыть шестёрку",
        "ev.cover.you": "Накройте свою шестёрку",
        "what.open": "откройте кон картой {card}",
        "what.open.any": "откройте кон любой картой",
        "what.play": "положите на {top}: {suit}, тот же ранг или даму",
        "what.draw": "ничего не подходит: возьмите карту",
        "what.pass": "ничего не подходит, колода пуста: пас",
        "what.cover": "накройте шестёрку {top}: {suit}, шестёрка или дама",
        "what.cover.draw": "накройте шестёрку {top}: нечем, берите, пока не придёт",
        "what.cover.pass": "шестёрку {top} нечем накрыть, колода пуста: пас",
        "status.cover": "{who} накрывает шестёрку {top}…",
        "info.named": "заказ",
    },
}


class HundredOnePresenter(FrenchPresenter):
    strings = STRINGS_101

    def key_help(self, lang: str = "en") -> list[tuple[str, str]]:
        if lang == "ru":
            return [("{move.draw}", "взять карту"), ("{move.pass}", "пас"),
                    ("{suit.s} {suit.c} {suit.h} {suit.d}", "заказать масть после дамы")]
        return [("{move.draw}", "draw a card"), ("{move.pass}", "pass"),
                ("{suit.s} {suit.c} {suit.h} {suit.d}", "name a suit after a queen")]

    def hand_points(self, state: State, seat: int) -> tuple[list[int] | None, int] | None:
        """Card points by rank (hundred_one.md section 2); the sum is the state's, lone queens included."""
        assert isinstance(state, HundredOneState)
        T = state.T
        pts = [POINTS[T.rank[c]] for c in self.held(state, seat)]
        return pts, state.hand_points(seat)

    def event_text(self, ev: Event, deck: Deck, names: list[str], viewer: int | None,
                   lang: str = "en", symbols: bool = True) -> str | None:
        if ev.kind == "cover":
            return self._ev(lang, "ev.cover", ev.seat, viewer, who=self.who(ev.seat, viewer, names, lang))
        return super().event_text(ev, deck, names, viewer, lang, symbols)

    def _info(self, view: View) -> HundredOneInfo:
        st = view.state
        assert isinstance(st, HundredOneState)
        return st.public_info()

    def whats_expected(self, view: View, lang: str = "en") -> str:
        info = self._info(view)
        phase = info["phase"]
        legal = view.legal
        top = self.top_text(view, lang)
        suit = self.suit_name(info["suit"], lang)
        plays = [a for a in legal if a.startswith("play ")]
        if phase == "suit":
            return self.s(lang, "what.suit")
        if phase == "drawn":
            return self.s(lang, "what.drawn")
        if phase == "open":
            if len(plays) == 1:
                return self.s(lang, "what.open", card=self.card_name(view.state.deck, plays[0][5:], lang))
            return self.s(lang, "what.open.any")
        if phase == "cover":
            if plays:
                return self.s(lang, "what.cover", top=top, suit=suit)
            return self.s(lang, "what.cover.draw" if "draw" in legal else "what.cover.pass", top=top)
        if not plays:
            return self.s(lang, "what.draw" if "draw" in legal else "what.pass")
        return self.s(lang, "what.play", top=top, suit=suit)

    def status(self, view: View, names: list[str], viewer: int | None, lang: str = "en") -> str:
        acts = view.state.to_act()
        if acts and view.state.public_info()["phase"] == "cover" and acts[0] != viewer:
            return self.s(lang, "status.cover", who=self.who(acts[0], viewer, names, lang),
                          top=self.top_text(view, lang))
        return super().status(view, names, viewer, lang)

    def info(self, view: View, lang: str = "en") -> list[tuple[str, str]]:
        info = self._info(view)
        suit = info["suit"]
        if not suit:
            return []
        out = [(f"{self.s(lang, 'info.suit')}: ", ""), (f" {self.suit_name(suit, lang)} ", SUIT_TONE[suit] or "black")]
        if info["named_suit"]:
            out.append((f" ({self.s(lang, 'info.named')})", ""))
        return out


PRESENTER = HundredOnePresenter()
