"""Uno's presentation on top of the generic one: the colour picker, its log sentences, the status.

Only what the conventions of ``cardtable.games.present`` cannot know lives here: ``color X``
actions shown as coloured choices, events such as ``colour``/``skip``/``challenge`` in words,
and a status line naming the top card, the colour in force and a pending penalty.
"""

from __future__ import annotations

from cardtable.engine.cards import Card, Deck
from cardtable.engine.state import Event, State, View
from cardtable.games.present import STRINGS, Face, KeyedAction, ParsedAction, Presenter, plural_ru

from .state import NO_JUMP, PENDING, PLAY, UnoState

COLOUR_NAMES = {
    "en": {"R": "Red", "Y": "Yellow", "G": "Green", "B": "Blue"},
    "ru": {"R": "Красный", "Y": "Жёлтый", "G": "Зелёный", "B": "Синий"},
}
TONES = {"R": "red", "Y": "yellow", "G": "green", "B": "blue"}

UNO_STRINGS: dict[str, dict[str, str]] = {
    "en": {
        **STRINGS["en"],
        "act.color": "{colour} ({letter})",
        "act.draw.pending": "Draw {n}",
        "ev.colour": "{who} calls {colour}",
        "ev.colour.you": "You call {colour}",
        "ev.skip": "{who} is skipped",
        "ev.skip.you": "You are skipped",
        "ev.reverse": "Direction reversed",
        "ev.pending": "{who} must draw {n} or answer",
        "ev.pending.you": "You must draw {n} or answer",
        "ev.uno": "{who}: UNO!",
        "ev.uno.you": "You: UNO!",
        "ev.challenge": "{who} challenges {target}'s W+4",
        "ev.challenge.you": "You challenge {target}'s W+4",
        "ev.reveal": "{who} shows: {cards}",
        "ev.guilty": "Guilty! {who} takes the W+4 back",
        "ev.innocent": "Not guilty: {target} draws",
        "ev.void": "Nobody can play or draw: the hand is void",
        "what.play": "play a card on {top} ({colour}) or draw",
        "what.free": "lead any card",
        "what.drawn": "play the drawn card or pass",
        "what.colour": "choose a colour",
        "what.pending": "+{n} on you: draw {n}",
        "what.pending.answer": ", pass a +2 on",
        "what.pending.challenge": ", or challenge",
        "info.colour": "Colour",
        "info.dir": "Direction",
        "info.cw": "clockwise ↻",
        "info.ccw": "counter-clockwise ↺",
        "info.pending": "Penalty",
        "act.swap": "⇄ {target}",
        "act.trade": "⇄1 {target}",
        "act.slap": "Slap!",
        "act.talk": "Talk",
        "ev.jump": "{who} jumps in with {cards}",
        "ev.jump.you": "You jump in with {cards}",
        "ev.swap": "{who} swaps hands with {target}",
        "ev.rotate": "All hands move on",
        "ev.trade": "{who} trades a card with {target}",
        "ev.traded": "{who} and {target} swapped a card",
        "ev.got": "You received {cards}",
        "ev.slap_window": "UNO to the centre: slap!",
        "ev.slap": "{who} slaps",
        "ev.slap.you": "You slap",
        "ev.no_slap": "{who} never slapped",
        "ev.talk": "{who} talks",
        "ev.broke_silence": "{who} broke the silence",
        "ev.silence": "Silence! 🤫",
        "ev.refill": "{who} refills the hand with {n}",
        "ev.mistake": "{who} made a mistake: {action}",
        "ev.bounce": "{who} bounces the +{n} back",
        "what.swap": "choose whom to swap hands with",
        "what.trade": "choose whom to trade a card with, or pass",
        "what.give": "choose the card to give",
        "what.slap": "slap!",
        "what.pick": "{what} (digit or click)",
        "info.silence": "🤫 Silence: talking costs 2 cards",
    },
    "ru": {
        **STRINGS["ru"],
        "act.color": "{colour} ({letter})",
        "act.draw.pending": "Взять {n}",
        "ev.colour": "{who} заказывает: {colour}",
        "ev.colour.you": "Вы заказываете: {colour}",
        "ev.skip": "{who} пропускает ход",
        "ev.skip.you": "Вы пропускаете ход",
        "ev.reverse": "Направление сменилось",
        "ev.pending": "{who}: взять {n} или ответить",
        "ev.pending.you": "Вам: взять {n} или ответить",
        "ev.uno": "{who}: «УНО!»",
        "ev.uno.you": "Вы: «УНО!»",
        "ev.challenge": "{who} проверяет +4 игрока {target}",
        "ev.challenge.you": "Вы проверяете +4 игрока {target}",
        "ev.reveal": "{who} показывает: {cards}",
        "ev.guilty": "Виновен! {who} забирает W+4 назад",
        "ev.innocent": "Невиновен: штраф берёт {target}",
        "ev.void": "Никто не может ни сыграть, ни взять: раздача не засчитана",
        "what.play": "положите карту на {top} ({colour}) или возьмите",
        "what.free": "ходите любой картой",
        "what.drawn": "сыграйте взятую карту или пас",
        "what.colour": "выберите цвет",
        "what.pending": "на вас +{n}: возьмите {n}",
        "what.pending.answer": ", переведите +2",
        "what.pending.challenge": " или проверьте",
        "info.colour": "Цвет",
        "info.dir": "Направление",
        "info.cw": "по часовой ↻",
        "info.ccw": "против часовой ↺",
        "info.pending": "Штраф",
        "act.swap": "⇄ {target}",
        "act.trade": "⇄1 {target}",
        "act.slap": "Хлоп!",
        "act.talk": "Сказать",
        "ev.jump": "{who} перехватывает ход: {cards}",
        "ev.jump.you": "Вы перехватываете ход: {cards}",
        "ev.swap": "{who} меняется руками с игроком {target}",
        "ev.rotate": "Все передают карты дальше",
        "ev.trade": "{who} меняется картой с игроком {target}",
        "ev.traded": "{who} и {target} обменялись картой",
        "ev.got": "Вам досталось: {cards}",
        "ev.slap_window": "UNO в центр: хлопайте!",
        "ev.slap": "{who} хлопает",
        "ev.slap.you": "Вы хлопаете",
        "ev.no_slap": "{who} не хлопнул(а)",
        "ev.talk": "{who} говорит",
        "ev.broke_silence": "{who} нарушает молчание",
        "ev.silence": "Молчание! 🤫",
        "ev.refill": "{who} добирает карт: {n}",
        "ev.mistake": "{who} ошибается: {action}",
        "ev.bounce": "{who} возвращает +{n}",
        "what.swap": "выберите, с кем обменяться руками",
        "what.trade": "выберите, с кем обменяться картой, или пас",
        "what.give": "выберите карту, которую отдадите",
        "what.slap": "хлопайте!",
        "what.pick": "{what} (цифра или щелчок)",
        "info.silence": "🤫 Молчание: заговоривший берёт 2 карты",
    },
}


ACTION_MARKS = {"skip": ("⊘", "Sk"), "reverse": ("⇄", "Rv")}
"""How Skip and Reverse are drawn: a symbol, or two letters with the letters setting."""


COLOUR_KEYS: tuple[KeyedAction, ...] = tuple(
    KeyedAction(f"colour.{c.lower()}", c.lower(), f"choose {en}", f"заказать цвет: {ru}")
    for c, en, ru in (("R", "red", "красный"), ("Y", "yellow", "жёлтый"), ("G", "green", "зелёный"),
                      ("B", "blue", "синий")))
"""The colour picker's keys after a wild: each colour's letter (R Y G B)."""


class UnoPresenter(Presenter):
    strings = UNO_STRINGS
    keyed = Presenter.keyed + COLOUR_KEYS
    ready_after = 4  # uno.md section 8: «Правило вежливости»
    hidden_options = ("reaction_ms",)

    def key_help(self, lang: str = "en") -> list[tuple[str, str]]:
        if lang == "ru":
            return [("{move.draw}", "взять карту"), ("{move.pass}", "пас (после взятой карты)"),
                    ("{table.call}", "«УНО!» вместе с ходом"), ("{move.catch}", "поймать того, кто не сказал «УНО!»"),
                    ("{move.challenge}", "проверить +4"),
                    ("{colour.r} {colour.y} {colour.g} {colour.b}", "заказать цвет"),
                    ("{seat.1}–{seat.9}", "выбрать игрока (обмен на 7 и 0)")]
        return [("{move.draw}", "draw a card"), ("{move.pass}", "pass (after a drawn card)"),
                ("{table.call}", "call UNO! with your play"), ("{move.catch}", "catch a player who did not call UNO!"),
                ("{move.challenge}", "challenge a W+4"),
                ("{colour.r} {colour.y} {colour.g} {colour.b}", "choose a colour"),
                ("{seat.1}–{seat.9}", "choose a player (7-0 swaps)")]

    def face_of(self, c: Card, lang: str = "en", symbols: bool = True) -> Face:
        """Skip ⊘ and Reverse ⇄: in the text form ``YR`` the R read as Red too (a yellow Reverse
        showed "Y R Y").  The colour letter stays first; the letters setting gives ``Sk``/``Rv``."""
        face = super().face_of(c, lang, symbols)
        mark = ACTION_MARKS.get(c.kind)
        if mark is None or not c.colour:
            return face
        rank = mark[0] if symbols else mark[1]
        return Face(c.colour + rank, face.tone, face.text, face.corner, rank)

    # -- table rules (uno.md section 8) ----------------------------------------------------------
    def timing(self, state: State) -> str:
        phase = state.public_info()["phase"]
        if phase == "slap":
            return "race"  # everybody slaps against one countdown; the last one draws
        if phase == "give":
            return "choose"  # both trade partners pick a card in secret; nothing times out
        return "turn"

    def silent(self, view: View) -> bool:
        st = view.state
        assert isinstance(st, UnoState)
        return bool(st.public_info().get("silence"))

    def chat(self, view: View) -> bool:
        st = view.state
        assert isinstance(st, UnoState)
        return st.opts.silence != "off"

    def claim_window(self, view: View) -> bool:
        """The jump-in window is open (public: the option, the open window, the top card's kind)."""
        st = view.state
        assert isinstance(st, UnoState)
        if not st.opts.jump_in or not st.rw_open or st.last_player < 0:
            return False
        if st.phase not in (PLAY, PENDING) or not st.discard:
            return False
        return st.T.kind[st.discard[-1]] not in NO_JUMP

    def colour_name(self, letter: str, lang: str) -> str:
        return COLOUR_NAMES.get(lang, COLOUR_NAMES["en"]).get(letter, letter)

    def action_label(self, p: ParsedAction, deck: Deck, names: list[str], lang: str = "en") -> str:
        if p.verb == "color" and p.args:
            return self.s(lang, "act.color", colour=self.colour_name(p.args[0], lang), letter=p.args[0])
        return super().action_label(p, deck, names, lang)

    def action_tone(self, p: ParsedAction) -> str:
        if p.verb == "color" and p.args:
            return TONES.get(p.args[0], "")
        return ""

    def move_id(self, p: ParsedAction) -> str:
        if p.verb == "color" and p.args and p.args[0] in "RYGB":
            return f"colour.{p.args[0].lower()}"
        return super().move_id(p)

    def event_text(self, ev: Event, deck: Deck, names: list[str], viewer: int | None,
                   lang: str = "en", symbols: bool = True) -> str | None:
        who = self.who(ev.seat, viewer, names, lang)
        d = ev.data
        k = ev.kind
        if k == "colour":
            return self._ev(lang, "ev.colour", ev.seat, viewer, who=who, colour=self.colour_name(d["colour"], lang))
        if k in ("skip", "pending", "uno"):
            return self._ev(lang, f"ev.{k}", ev.seat, viewer, who=who, n=d.get("n", ""))
        if k == "reverse":
            return self.s(lang, "ev.reverse")
        if k == "jump":
            cards = self.cards_text(deck, [d["card"]], lang) if "card" in d else ""
            return self._ev(lang, "ev.jump", ev.seat, viewer, who=who, cards=cards)
        if k in ("swap", "trade", "traded"):
            return self.s(lang, f"ev.{k}", who=who, target=self.who(d.get("target"), viewer, names, lang))
        if k == "got":
            if viewer is None or ev.seat != viewer or "card" not in d:
                return None
            return self.s(lang, "ev.got", cards=self.cards_text(deck, [d["card"]], lang))
        if k in ("rotate", "slap_window", "silence"):
            return self.s(lang, f"ev.{k}")
        if k in ("slap", "no_slap", "talk", "broke_silence", "refill", "bounce"):
            return self._ev(lang, f"ev.{k}", ev.seat, viewer, who=who, n=d.get("n", ""))
        if k == "mistake":
            return self.s(lang, "ev.mistake", who=who, action=d.get("action", ""))
        if k == "gave":
            return None  # the trade line follows
        if k == "challenge":
            target = self.who(d.get("target"), viewer, names, lang)
            return self._ev(lang, "ev.challenge", ev.seat, viewer, who=who, target=target)
        if k == "reveal":
            if viewer is None or not ev.visible_to(viewer):
                return None
            return self.s(lang, "ev.reveal", who=who, cards=self.cards_text(deck, d.get("cards", []), lang))
        if k == "guilty":
            return self.s(lang, "ev.guilty", who=who)
        if k == "innocent":
            return None  # the challenger's draw follows as its own line
        if k == "void":
            return self.s(lang, "ev.void")
        if k == "draw" and lang == "ru":
            n = d.get("n", 1)
            word = plural_ru(n, "карту", "карты", "карт")
            return self._ev(lang, "ev.draw", ev.seat, viewer, who=who, n=f"{n} {word}")
        if k == "draw":
            n = d.get("n", 1)
            return self._ev(lang, "ev.draw", ev.seat, viewer, who=who, n=f"{n} card{'s' if n != 1 else ''}")
        return super().event_text(ev, deck, names, viewer, lang, symbols)

    def whats_expected(self, view: View, lang: str = "en") -> str:
        st = view.state
        assert isinstance(st, UnoState)
        info = st.public_info()
        phase = info["phase"]
        if phase in ("swap", "trade"):
            return self.s(lang, "what.pick", what=self.s(lang, f"what.{phase}"))
        if phase in ("give", "slap"):
            return self.s(lang, f"what.{phase}")
        if phase == "colour":
            return self.s(lang, "what.colour")
        if phase == "drawn":
            return self.s(lang, "what.drawn")
        if phase == "pending":
            text = self.s(lang, "what.pending", n=info["pending"])
            if any(a.startswith("play") for a in view.legal):
                text += self.s(lang, "what.pending.answer")
            if "challenge" in view.legal:
                text += self.s(lang, "what.pending.challenge")
            return text
        if not st.discard:
            return self.s(lang, "what.free")
        top = self.face(st.deck, st.discard[-1], lang).label
        return self.s(lang, "what.play", top=top, colour=self.colour_name(info["colour"], lang))

    def info(self, view: View, lang: str = "en") -> list[tuple[str, str]]:
        st = view.state
        assert isinstance(st, UnoState)
        info = st.public_info()
        out: list[tuple[str, str]] = []
        if info["colour"]:
            c = info["colour"]
            out.append((f"{self.s(lang, 'info.colour')}: ", ""))
            out.append((f" {self.colour_name(c, lang)} ({c}) ", TONES[c]))
        direction = self.s(lang, "info.cw" if info["direction"] == 1 else "info.ccw")
        out.append((f"  {direction}", ""))
        if info["pending"]:
            out.append((f"  {self.s(lang, 'info.pending')}: +{info['pending']}", "warn"))
        if info.get("silence"):
            out.append(("\n" + self.s(lang, "info.silence"), "warn"))
        return out


PRESENTER = UnoPresenter()
