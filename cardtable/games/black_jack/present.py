"""Black Jack at the table: the combination builder's status, the «Last cards!» toggle, the suit picker.

A combination is entered card by card (``play 5c``, ``play 5s`` ...) and ended with ``done``: the
hand's cursor + Enter adds a card, the status line shows the combination so far, the Done button
(key O) ends it.  The call rides on any move as the `` last`` suffix, so the generic call toggle
(key U) works for it, on a draw or pick-up even while a call stands (the draw ends the old one);
a call standing from an earlier turn is shown beside the player's name.  The log says when a
lone queen does not take its player out, when he draws to cover it, and which cards a mistake
took back to the hand.
"""

from __future__ import annotations

from cardtable.engine.cards import Deck
from cardtable.engine.state import Event, State, View
from cardtable.games.present_french import FRENCH_STRINGS, SUIT_TONE, FrenchPresenter

from .state import BlackJackInfo, BlackJackState

BJ_STRINGS: dict[str, dict[str, str]] = {
    "en": {
        **FRENCH_STRINGS["en"],
        "act.done": "Done",
        "call.last": "Last cards!",
        "ev.last_cards": "{who}: «Last cards!»",
        "ev.last_cards.you": "You: «Last cards!»",
        "ev.pending": "{who} must pick up {n} or pass it on",
        "ev.pending.you": "You must pick up {n} or pass it on",
        "ev.cancel": "{who} cancels the penalty of {n}",
        "ev.reverse": "Direction reversed",
        "ev.mistake": "{who} made a mistake and draws 1",
        "ev.take_back": "{who} takes the play back: {cards}",
        "ev.take_back.you": "You take the play back: {cards}",
        "ev.queen_last": "{who} plays the last card, {card}: not out, the queen must be covered",
        "ev.queen_last.you": "You play your last card, {card}: not out, the queen must be covered",
        "ev.cover": "{who} draws {n} to cover the queen",
        "ev.cover.you": "You draw {n} to cover the queen",
        "what.start": "start a play on {top}: {suit}, the same rank, an ace — or draw",
        "what.pending": "+{n} on you: pick it up (D) or pass it on with {kind}",
        "what.combo": "combination {combo}: add a linked card, or Done (O)",
        "what.queen": "combination {combo}: cover the queen ({suit} or an ace)",
        "what.queen.draw": "combination {combo}: nothing covers the queen, draw",
        "what.qdrawn": "play the drawn cover or pass",
        "what.qdrawn.keep": "the drawn cover is your last card and no call stands from an earlier turn: keep it (Pass)",
        "what.nothing": "nothing to play: draw",
        "kind.twos": "a 2",
        "kind.black_jacks": "a black jack",
        "kind.king_of_hearts": "the K♥",
        "info.pending": "Penalty",
        "info.dir": "Direction",
        "info.cw": "clockwise ↻",
        "info.ccw": "counter-clockwise ↺",
        "mark.last": "★ last cards",
    },
    "ru": {
        **FRENCH_STRINGS["ru"],
        "act.done": "Готово",
        "call.last": "Последние карты!",
        "ev.last_cards": "{who}: «Последние карты!»",
        "ev.last_cards.you": "Вы: «Последние карты!»",
        "ev.pending": "{who}: взять {n} или перевести",
        "ev.pending.you": "Вам: взять {n} или перевести",
        "ev.cancel": "{who} отменяет штраф {n}",
        "ev.reverse": "Направление сменилось",
        "ev.mistake": "{who} ошибается и берёт 1 карту",
        "ev.take_back": "{who} забирает свой ход назад: {cards}",
        "ev.take_back.you": "Вы забираете свой ход назад: {cards}",
        "ev.queen_last": "{who} кладёт последнюю карту, {card}: это не выход, даму нужно накрыть",
        "ev.queen_last.you": "Вы кладёте последнюю карту, {card}: это не выход, даму нужно накрыть",
        "ev.cover": "{who} берёт {n}, чтобы накрыть даму",
        "ev.cover.you": "Вы берёте {n}, чтобы накрыть даму",
        "what.start": "начните ход на {top}: {suit}, тот же ранг, туз — или возьмите",
        "what.pending": "на вас +{n}: возьмите (D) или переведите: {kind}",
        "what.combo": "комбинация {combo}: добавьте связанную карту или «Готово» (O)",
        "what.queen": "комбинация {combo}: накройте даму ({suit} или туз)",
        "what.queen.draw": "комбинация {combo}: даму нечем накрыть, возьмите",
        "what.qdrawn": "сыграйте взятую карту или пас",
        "what.qdrawn.keep": "взятая карта кроет, но она последняя, а объявления с прошлого хода нет: оставьте её (пас)",
        "what.nothing": "ходить нечем: возьмите",
        "kind.twos": "двойка",
        "kind.black_jacks": "чёрный валет",
        "kind.king_of_hearts": "червовый король",
        "info.pending": "Штраф",
        "info.dir": "Направление",
        "info.cw": "по часовой ↻",
        "info.ccw": "против часовой ↺",
        "mark.last": "★ последние карты",
    },
}


class BlackJackPresenter(FrenchPresenter):
    strings = BJ_STRINGS
    call_words = ("last",)

    def key_help(self, lang: str = "en") -> list[tuple[str, str]]:
        if lang == "ru":
            return [("{move.draw}", "взять карту"), ("{move.pass}", "пас"),
                    ("{move.done}", "готово (закончить комбинацию)"),
                    ("{table.call}", "«Последние карты!» вместе с ходом")]
        return [("{move.draw}", "draw a card"), ("{move.pass}", "pass"), ("{move.done}", "done (end a combination)"),
                ("{table.call}", "«Last cards!» with your play")]

    def hand_points(self, state: State, seat: int) -> tuple[list[int] | None, int] | None:
        """Every card left counts one (black_jack.md: the sheet counts cards left)."""
        return None, len(self.held(state, seat))

    def call_label(self, call: str, lang: str = "en") -> str:
        return self.s(lang, "call.last") if call == "last" else super().call_label(call, lang)

    def seat_marks(self, view: View, lang: str = "en") -> dict[int, str]:
        """A standing «Last cards!» call is public: shown beside the caller's name."""
        return {s: self.s(lang, "mark.last") for s in self._info(view)["calls"]}

    def _info(self, view: View) -> BlackJackInfo:
        st = view.state
        assert isinstance(st, BlackJackState)
        return st.public_info()

    def event_text(self, ev: Event, deck: Deck, names: list[str], viewer: int | None,
                   lang: str = "en", symbols: bool = True) -> str | None:
        who = self.who(ev.seat, viewer, names, lang)
        k = ev.kind
        if k in ("last_cards", "pending", "cancel"):
            return self._ev(lang, f"ev.{k}", ev.seat, viewer, who=who, n=ev.data.get("n", ""))
        if k == "reverse":
            return self.s(lang, "ev.reverse")
        if k == "mistake":
            return self.s(lang, "ev.mistake", who=who)
        if k == "take_back":
            cards = self.cards_text(deck, ev.data.get("cards", []), lang, symbols)
            return self._ev(lang, "ev.take_back", ev.seat, viewer, who=who, cards=cards)
        if k == "queen_last":
            card = self.cards_text(deck, [ev.data["card"]], lang, symbols)
            return self._ev(lang, "ev.queen_last", ev.seat, viewer, who=who, card=card)
        if k == "draw" and ev.data.get("why") == "cover":
            n = self.n_cards(int(ev.data.get("n", 1)), lang)
            return self._ev(lang, "ev.cover", ev.seat, viewer, who=who, n=n)
        return super().event_text(ev, deck, names, viewer, lang, symbols)

    def combo_text(self, view: View, lang: str) -> str:
        combo = self._info(view)["combo"]
        return " ".join(self.card_name(view.state.deck, t, lang) for t in combo) or "—"

    def whats_expected(self, view: View, lang: str = "en") -> str:
        info = self._info(view)
        phase = info["phase"]
        legal = [a for a in view.legal if not a.endswith(" last")]
        plays = [a for a in legal if a.startswith("play ")]
        top = self.top_text(view, lang)
        suit = self.suit_name(info["suit"], lang)
        if phase == "suit":
            return self.s(lang, "what.suit")
        if phase == "drawn":
            return self.s(lang, "what.drawn")
        if phase == "qdrawn":
            return self.s(lang, "what.qdrawn" if plays else "what.qdrawn.keep")
        if phase == "combo":
            combo = self.combo_text(view, lang)
            if "done" not in legal:  # an uncovered queen of the play
                return self.s(lang, "what.queen" if plays else "what.queen.draw", combo=combo, suit=suit)
            return self.s(lang, "what.combo", combo=combo)
        if info["pending"]:
            kind = self.s(lang, f"kind.{info['pending_kind'] or 'twos'}")
            return self.s(lang, "what.pending", n=info["pending"], kind=kind)
        if not plays:
            return self.s(lang, "what.nothing")
        return self.s(lang, "what.start", top=top, suit=suit)

    def info(self, view: View, lang: str = "en") -> list[tuple[str, str]]:
        info = self._info(view)
        out: list[tuple[str, str]] = []
        suit = info["suit"]
        if suit:
            tone = SUIT_TONE[suit] or "black"
            out += [(f"{self.s(lang, 'info.suit')}: ", ""), (f" {self.suit_name(suit, lang)} ", tone)]
        direction = self.s(lang, "info.cw" if info["direction"] == 1 else "info.ccw")
        out.append((f"  {direction}", ""))
        if info["pending"]:
            out.append((f"  {self.s(lang, 'info.pending')}: +{info['pending']}", "warn"))
        return out


PRESENTER = BlackJackPresenter()
