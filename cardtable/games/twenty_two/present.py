"""Twenty-Two at the table: sets picked card by card (Enter on each card, Done ends a lead), the
exchange (Enter lays a card away, Draw takes the replacements, Pass keeps the hand), the count
exchanged and the penalty total beside every name, "out" for a dealer who only deals.

Everything comes from the masked view (``public_info()``), so a line never knows more than the
player reading it: another player's discards are counted, never named.
"""

from __future__ import annotations

from cardtable.engine.cards import Deck
from cardtable.engine.state import Event, View
from cardtable.games.present import ParsedAction
from cardtable.games.present_french import FRENCH_STRINGS, FrenchPresenter

STRINGS_22: dict[str, dict[str, str]] = {
    "en": {
        **FRENCH_STRINGS["en"],
        "act.discard": "Discard",
        "act.draw": "Draw {n}",
        "act.done": "Done",
        "ev.discard": "{who} lays a card away",
        "ev.discard.you": "You lay {cards} away",
        "ev.exchange": "{who} exchanges {n}",
        "ev.exchange.you": "You exchange {n}",
        "ev.deal": "{who} deals {n} each",
        "ev.lead": "{who} leads {cards}",
        "ev.lead.you": "You lead {cards}",
        "ev.set.head": "{who} heads with {cards}",
        "ev.set.head.you": "You head with {cards}",
        "ev.set.duck": "{who} ducks with {cards}",
        "ev.set.duck.you": "You duck with {cards}",
        "ev.trick": "{who} takes the trick and leads",
        "ev.trick.you": "You take the trick and lead",
        "ev.hand_lost": "{who} wins the last trick: +{value}",
        "ev.hand_lost.you": "You win the last trick: +{value}",
        "ev.play_starts": "The exchange is over",
        "what.exchange": "lay away cards to change (Enter), then Draw; or Pass ({stock} in the stock)",
        "what.exchange.more": "{n} laid away: more (Enter) or Draw",
        "what.lead": "lead a card or a set of one rank (keep a card)",
        "what.lead.more": "add another {rank} or Done (O)",
        "what.follow": "play {m} card(s): head {best} or your lowest ({left} more)",
        "what.last": "the last trick: play your card",
        "mark.out": "out",
        "mark.dealing_out": "deals, out",
        "info.size": "Hand of {n}",
        "info.stock": "stock {n}",
    },
    "ru": {
        **FRENCH_STRINGS["ru"],
        "act.discard": "Сбросить",
        "act.draw": "Взять {n}",
        "act.done": "Готово",
        "ev.discard": "{who} откладывает карту",
        "ev.discard.you": "Вы откладываете {cards}",
        "ev.exchange": "{who} меняет {n}",
        "ev.exchange.you": "Вы меняете {n}",
        "ev.deal": "{who} сдаёт по {n}",
        "ev.lead": "{who} ходит: {cards}",
        "ev.lead.you": "Ваш ход: {cards}",
        "ev.set.head": "{who} перебивает: {cards}",
        "ev.set.head.you": "Вы перебиваете: {cards}",
        "ev.set.duck": "{who} сбрасывает младшие: {cards}",
        "ev.set.duck.you": "Вы сбрасываете младшие: {cards}",
        "ev.trick": "{who} берёт взятку и ходит",
        "ev.trick.you": "Вы берёте взятку и ходите",
        "ev.hand_lost": "{who} берёт последнюю взятку: +{value}",
        "ev.hand_lost.you": "Вы берёте последнюю взятку: +{value}",
        "ev.play_starts": "Обмен окончен",
        "what.exchange": "отложите карты для обмена (Enter), затем «Взять»; или «Пас» (в колоде {stock})",
        "what.exchange.more": "отложено {n}: ещё (Enter) или «Взять»",
        "what.lead": "ходите картой или набором одного достоинства (одна карта остаётся)",
        "what.lead.more": "добавьте ещё {rank} или «Готово» (O)",
        "what.follow": "сыграйте карт: {m} — перебейте {best} или младшие (осталось {left})",
        "what.last": "последняя взятка: сыграйте свою карту",
        "mark.out": "выбыл",
        "mark.dealing_out": "сдаёт, выбыл",
        "info.size": "Раздача по {n}",
        "info.stock": "колода {n}",
    },
}


class TwentyTwoPresenter(FrenchPresenter):
    strings = STRINGS_22
    deck_verbs = ("draw", "pass")

    def button_label(self, p: ParsedAction, view: View, names: list[str], lang: str = "en") -> str:
        if p.verb == "draw":
            return self.s(lang, "act.draw", n=view.state.public_info()["pending"])  # type: ignore[attr-defined]
        return super().button_label(p, view, names, lang)

    def action_label(self, p: ParsedAction, deck: Deck, names: list[str], lang: str = "en") -> str:
        if p.verb == "draw":
            return self.s(lang, "act.draw", n="").strip()
        return super().action_label(p, deck, names, lang)

    def event_text(self, ev: Event, deck: Deck, names: list[str], viewer: int | None,
                   lang: str = "en", symbols: bool = True) -> str | None:
        who = self.who(ev.seat, viewer, names, lang)
        d = ev.data
        k = ev.kind
        if k == "discard":
            if "card" in d:
                return self._ev(lang, "ev.discard", ev.seat, viewer, who=who,
                                cards=self.cards_text(deck, [d["card"]], lang, symbols))
            return self.s(lang, "ev.discard", who=who)
        if k == "exchange":
            return self._ev(lang, "ev.exchange", ev.seat, viewer, who=who, n=d.get("n", 0))
        if k == "deal":
            return self.s(lang, "ev.deal", who=who, n=d.get("cards", ""))
        if k == "lead":
            return self._ev(lang, "ev.lead", ev.seat, viewer, who=who,
                            cards=self.cards_text(deck, d.get("cards", []), lang, symbols))
        if k == "set":
            key = "ev.set.head" if d.get("heads") else "ev.set.duck"
            return self._ev(lang, key, ev.seat, viewer, who=who,
                            cards=self.cards_text(deck, d.get("cards", []), lang, symbols))
        if k == "trick":
            return self._ev(lang, "ev.trick", ev.seat, viewer, who=who)
        if k == "hand_lost":
            values = d.get("value") or [0]
            return self._ev(lang, "ev.hand_lost", ev.seat, viewer, who=who, value=values[-1])
        if k == "play_starts":
            return self.s(lang, "ev.play_starts")
        if k == "play":
            return None  # the set's line says it
        return super().event_text(ev, deck, names, viewer, lang, symbols)

    def whats_expected(self, view: View, lang: str = "en") -> str:
        st = view.state
        info = st.public_info()  # type: ignore[attr-defined]
        deck = st.deck
        if info["phase"] == "exchange":
            if info["pending"]:
                return self.s(lang, "what.exchange.more", n=info["pending"])
            return self.s(lang, "what.exchange", stock=info["stock"])
        if not info["trick"]:
            counts = [c for c in info["counts"] if c]
            return self.s(lang, "what.last" if counts and max(counts) == 1 else "what.lead")
        if not info["lead_size"]:
            face = self.card_name(deck, info["trick"][0][1], lang)
            return self.s(lang, "what.lead.more", rank=face)
        m = info["lead_size"]
        mine = sum(1 for s, _ in info["trick"] if s == view.seat)
        best = " ".join(self.card_name(deck, t, lang) for t in info["best"])
        return self.s(lang, "what.follow", m=m, best=best, left=m - mine)

    def seat_marks(self, view: View, lang: str = "en") -> dict[int, str]:
        """The number exchanged (``⇄2``) and "out" / "deals, out" for seats not playing."""
        info = view.state.public_info()  # type: ignore[attr-defined]
        out: dict[int, str] = {}
        for s in range(view.state.n):
            if s not in info["seats"]:
                out[s] = self.s(lang, "mark.dealing_out" if s == info["dealer"] else "mark.out")
            elif info["exchanged"][s] is not None:
                out[s] = f"⇄{info['exchanged'][s]}"
        return out

    def info(self, view: View, lang: str = "en") -> list[tuple[str, str]]:
        info = view.state.public_info()  # type: ignore[attr-defined]
        return [(f"{self.s(lang, 'info.size', n=info['size'])}, {self.s(lang, 'info.stock', n=info['stock'])}", "")]


PRESENTER = TwentyTwoPresenter()
