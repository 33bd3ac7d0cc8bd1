"""Petukh at the table: the prikup offer, play / opt out, claim and Rams buttons when legal, the trump,
points and opt-out streaks beside the names.  Everything comes from the masked view."""

from __future__ import annotations

from cardtable.engine.cards import Deck
from cardtable.engine.state import Event, View
from cardtable.games.present import ParsedAction
from cardtable.games.present_french import FRENCH_STRINGS, SUIT_TONE, FrenchPresenter

STRINGS_PETUKH: dict[str, dict[str, str]] = {
    "en": {
        **FRENCH_STRINGS["en"],
        "act.buy": "Buy the prikup",
        "act.decline": "Keep my hand",
        "act.join": "Play",
        "act.out": "Opt out",
        "act.rams": "Rams!",
        "act.done": "Done",
        "act.cut": "Cut at {n}",
        "claim.rj": "Claim: red jacks",
        "claim.bj": "Claim: black jacks",
        "claim.rq": "Claim: red queens",
        "claim.bq": "Claim: black queens",
        "ev.buy": "{who} buys the prikup",
        "ev.decline": "{who} keeps the hand",
        "ev.join": "{who} plays",
        "ev.out": "{who} opts out",
        "ev.claim": "{who} shows {cards}",
        "ev.rams": "{who} declares Rams: {cards}",
        "ev.annulled": "The croupier annuls the hand: {who} +5",
        "ev.sole": "{who} is alone in the hand",
        "ev.trick": "{who} takes the trick",
        "ev.trick.you": "You take the trick",
        "ev.all_declined": "Nobody buys: the dealer leads",
        "ev.play_starts": "{who} leads",
        "ev.deal": "{who} deals",
        "what.offer": "buy the prikup (unseen) or keep your hand",
        "what.part": "play this hand or opt out",
        "what.declare": "show claims or Rams, then Done",
        "what.play": "play a card (follow, beat, trump)",
        "info.trump": "Trump",
    },
    "ru": {
        **FRENCH_STRINGS["ru"],
        "act.buy": "Купить прикуп",
        "act.decline": "Оставить свои",
        "act.join": "Играю",
        "act.out": "Отказаться",
        "act.rams": "Рамс!",
        "act.done": "Готово",
        "act.cut": "Сдвинуть на {n}",
        "claim.rj": "Заявка: красные валеты",
        "claim.bj": "Заявка: чёрные валеты",
        "claim.rq": "Заявка: красные дамы",
        "claim.bq": "Заявка: чёрные дамы",
        "ev.buy": "{who} покупает прикуп",
        "ev.decline": "{who} остаётся при своих",
        "ev.join": "{who} играет",
        "ev.out": "{who} отказывается",
        "ev.claim": "{who} показывает {cards}",
        "ev.rams": "{who} объявляет рамс: {cards}",
        "ev.annulled": "Крупье аннулирует кон: {who} +5",
        "ev.sole": "{who} играет один",
        "ev.trick": "{who} берёт взятку",
        "ev.trick.you": "Вы берёте взятку",
        "ev.all_declined": "Прикуп никто не купил: ходит сдающий",
        "ev.play_starts": "{who} ходит",
        "ev.deal": "{who} сдаёт",
        "what.offer": "купите прикуп (не глядя) или оставьте свои карты",
        "what.part": "играйте или откажитесь от кона",
        "what.declare": "покажите заявки или рамс, затем «Готово»",
        "what.play": "сыграйте карту (в масть, старше, козырем)",
        "info.trump": "Козырь",
    },
}


class PetukhPresenter(FrenchPresenter):
    strings = STRINGS_PETUKH
    deck_verbs = ()

    def action_label(self, p: ParsedAction, deck: Deck, names: list[str], lang: str = "en") -> str:
        if p.verb == "play" and not p.cards:
            return self.s(lang, "act.join")
        if p.verb == "claim" and p.args:
            return self.s(lang, f"claim.{p.args[0]}")
        if p.verb == "cut" and p.args:
            return self.s(lang, "act.cut", n=p.args[0])
        return super().action_label(p, deck, names, lang)

    def hotkey(self, p: ParsedAction) -> str:
        return {"buy": "b", "decline": "k", "out": "x", "rams": "r", "done": "o"}.get(p.verb, "") or (
            "j" if p.verb == "play" and not p.cards else super().hotkey(p))

    def event_text(self, ev: Event, deck: Deck, names: list[str], viewer: int | None,
                   lang: str = "en", symbols: bool = True) -> str | None:
        who = self.who(ev.seat, viewer, names, lang)
        d = ev.data
        k = ev.kind
        if k in ("buy", "decline", "join", "out", "sole", "play_starts", "deal"):
            return self.s(lang, f"ev.{k}", who=who)
        if k in ("claim", "rams"):
            return self.s(lang, f"ev.{k}", who=who, cards=self.cards_text(deck, d.get("cards", []), lang, symbols))
        if k == "annulled":
            return self.s(lang, "ev.annulled", who=who)
        if k == "trick":
            return self._ev(lang, "ev.trick", ev.seat, viewer, who=who)
        if k == "all_declined":
            return self.s(lang, "ev.all_declined")
        if k == "hand_over":
            return None
        return super().event_text(ev, deck, names, viewer, lang, symbols)

    def whats_expected(self, view: View, lang: str = "en") -> str:
        phase = view.state.public_info()["phase"]  # type: ignore[attr-defined]
        if phase in ("offer", "part", "declare", "play"):
            return self.s(lang, f"what.{phase}")
        return super().whats_expected(view, lang)

    def seat_marks(self, view: View, lang: str = "en") -> dict[int, str]:
        """Points (counting down), tricks taken and the opt-out streak beside every name."""
        info = view.state.public_info()  # type: ignore[attr-defined]
        out = {}
        for s in range(view.state.n):
            mark = f"{info['scores'][s]} · {info['taken'][s]}"
            if info["part"][s] == "out":
                mark += " ✕"
            if info["streak"][s]:
                mark += f" ↷{info['streak'][s]}"
            out[s] = mark
        return out

    def info(self, view: View, lang: str = "en") -> list[tuple[str, str]]:
        trump = view.state.public_info().get("trump", "")  # type: ignore[attr-defined]
        if not trump:
            return []
        tone = SUIT_TONE[trump] or "black"
        return [(f"{self.s(lang, 'info.trump')}: ", ""), (f" {self.suit_name(trump, lang)} ", tone)]


PRESENTER = PetukhPresenter()
