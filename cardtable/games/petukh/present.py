"""Petukh at the table: the prikup offer in turn (Buy B, show claims and buy S, keep the hand K), play
or opt out (P / X) with the streak penalty stated, claim buttons (keys 1-4) and Rams (R) only when
legal, Done (O), and for a player the hand puts out, buy back in (B, the stake and the points named)
or leave the match (X); the trump, points, tricks, shown claims and opt-out streaks beside the names; the
prikup and the claims shown in the ``prikup`` area, chips and the bank in the ``bank`` area.

Everything comes from the masked view: the prikup, laid-down and opted-out hands are counted,
never named; a shown claim or a Rams is public because the engine made exactly those cards known.
"""

from __future__ import annotations

from typing import Any

from cardtable.engine.cards import SUIT_SYMBOLS, Deck
from cardtable.engine.refusals import Refusal
from cardtable.engine.sheet import HandResult
from cardtable.engine.state import Event, State, View
from cardtable.games.present import KeyedAction, ParsedAction, ZoneRole
from cardtable.games.present_french import FRENCH_STRINGS, SUIT_TONE, FrenchPresenter

from .refusals import SUIT_ARGS, R
from .state import PAIRS, PLAY, REBUY, PetukhState


def state_of(view: View) -> PetukhState:
    """The view's state, as this game's (a presenter only ever gets views of its own game)."""
    st = view.state
    assert isinstance(st, PetukhState)
    return st

CLAIM_KEYS = {"rj": "1", "bj": "2", "rq": "3", "bq": "4"}
"""Claim pairs by digit: red jacks, black jacks, red queens, black queens (the help says so)."""

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
        "act.rebuy": "Buy back in",
        "act.rebuy.price": "Buy back in: {stake} chips, back to {start}",
        "act.leave": "Leave the match",
        "claim.rj": "Show red jacks",
        "claim.bj": "Show black jacks",
        "claim.rq": "Show red queens",
        "claim.bq": "Show black queens",
        "claim.name.rj": "red jacks",
        "claim.name.bj": "black jacks",
        "claim.name.rq": "red queens",
        "claim.name.bq": "black queens",
        "ev.buy": "{who} buys the prikup",
        "ev.buy.you": "You buy the prikup",
        "ev.decline": "{who} keeps the hand",
        "ev.decline.you": "You keep your hand",
        "ev.join": "{who} plays",
        "ev.join.you": "You play",
        "ev.out": "{who} opts out",
        "ev.out.you": "You opt out",
        "ev.claim": "{who} shows {cards}",
        "ev.claim.you": "You show {cards}",
        "ev.rams": "{who} declares Rams: {cards}",
        "ev.rams.you": "You declare Rams: {cards}",
        "ev.annulled": "The croupier annuls the hand: {who} +5",
        "ev.sole": "{who} is alone in the hand",
        "ev.trick": "{who} takes the trick",
        "ev.trick.you": "You take the trick",
        "ev.all_declined": "Nobody buys: the dealer leads",
        "ev.play_starts": "{who} leads",
        "ev.deal": "{who} deals",
        "ev.cut": "{who} cuts",
        "ev.rebuy": "{who} buys back in",
        "ev.rebuy.you": "You buy back in",
        "ev.leave": "{who} leaves the match",
        "ev.leave.you": "You leave the match",
        "what.rebuy": "at {score} points you are out: buy back in for {stake} chips (B, back to {start}) "
                      "or leave the match (X)",
        "what.rebuy.wait": "{who} is out at {score} points: buying back in?",
        "what.offer": "the prikup: Buy unseen (B) or keep your hand (K)",
        "what.offer.claims": "the prikup: Buy unseen (B), show your claims and buy (S), keep your hand (K)",
        "what.offer.shown": "claims shown: now Buy (B) or keep your hand (K)",
        "what.part": "{buyer} bought: play (P) or opt out (X) — {streak}",
        "what.part.must": "{buyer} bought: you play (P) — with {score} points you may not opt out",
        "streak.none": "{k} opt-outs in a row cost +{p}",
        "streak.some": "opt-outs in a row: {n} of {k} (+{p})",
        "streak.next": "this opt-out would be {n} in a row: +{p}",
        "what.declare": "show claims (1-4) or Rams (R), then Done (O)",
        "what.declare.none": "nothing to show: Done (O)",
        "what.play": "lead a card (trump {trump})",
        "what.follow": "{suit} led, {win} wins: follow and beat it if you can, else trump",
        "what.follow.trumps": "trumps led, {win} wins: a higher trump if you can; with none, any card",
        "what.duty.follow": "{suit} led, {win} wins: follow suit",
        "what.duty.beat": "{suit} led, {win} wins: beat it with a higher {suit}",
        "what.duty.trump": "{suit} led, {win} wins: you have none, play a trump",
        "what.duty.overtrump": "{suit} led, {win} wins: you have none, overtrump it",
        "what.duty.any": "{suit} led, {win} wins: no {suit}, no trump: any card",
        "what.cut": "cut the pack",
        "info.trump": "Trump",
        "info.prikup": "Prikup",
        "area.prikup.offered": "{n} cards face down, offered to {who}",
        "area.prikup.bought": "bought by {who}",
        "area.prikup.declined": "nobody bought it: the dealer leads",
        "area.prikup.shown": "Shown",
        "area.prikup.rams": "Rams",
        "area.prikup.buy_claims": "S: show {cards} and buy",
        "area.prikup.any_claim": "Claim a pair, held or not: {picks} (a false claim: +5, the hand is annulled)",
        "area.bank": "Bank {bank}",
        "area.bank.stake": "stake {stake}",
        "area.bank.rebuy": "rebuy {stake}",
        "area.bank.chips": "chips",
        "help.buy_claims": "show claims and buy",
        "mark.out": "✕ out",
        "end.rams": "{who} declared Rams",
        "end.annulled": "The croupier annulled the hand",
        "end.rebuy": "{who} buys back in",
        "end.out": "{who} is out",
        "mark.score": "{n} left ✓{t}",
        "zone.trump": "Trump card",
        "zone.trick": "Trick",
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
        "act.rebuy": "Выкупиться",
        "act.rebuy.price": "Выкупиться: {stake} фишек, снова {start}",
        "act.leave": "Выйти из игры",
        "claim.rj": "Показать красных валетов",
        "claim.bj": "Показать чёрных валетов",
        "claim.rq": "Показать красных дам",
        "claim.bq": "Показать чёрных дам",
        "claim.name.rj": "красные валеты",
        "claim.name.bj": "чёрные валеты",
        "claim.name.rq": "красные дамы",
        "claim.name.bq": "чёрные дамы",
        "ev.buy": "{who} покупает прикуп",
        "ev.buy.you": "Вы покупаете прикуп",
        "ev.decline": "{who} остаётся при своих",
        "ev.decline.you": "Вы остаётесь при своих",
        "ev.join": "{who} играет",
        "ev.join.you": "Вы играете",
        "ev.out": "{who} отказывается",
        "ev.out.you": "Вы отказываетесь",
        "ev.claim": "{who} показывает {cards}",
        "ev.claim.you": "Вы показываете {cards}",
        "ev.rams": "{who} объявляет рамс: {cards}",
        "ev.rams.you": "Вы объявляете рамс: {cards}",
        "ev.annulled": "Крупье аннулирует кон: {who} +5",
        "ev.sole": "{who} играет один",
        "ev.trick": "{who} берёт взятку",
        "ev.trick.you": "Вы берёте взятку",
        "ev.all_declined": "Прикуп никто не купил: ходит сдающий",
        "ev.play_starts": "{who} ходит",
        "ev.deal": "{who} сдаёт",
        "ev.cut": "{who} сдвигает колоду",
        "ev.rebuy": "{who} выкупается обратно",
        "ev.rebuy.you": "Вы выкупаетесь обратно",
        "ev.leave": "{who} выходит из игры",
        "ev.leave.you": "Вы выходите из игры",
        "what.rebuy": "при {score} очках вы выбываете: выкупиться за {stake} фишек (B, снова {start}) "
                      "или выйти из игры (X)",
        "what.rebuy.wait": "{who} выбывает при {score} очках: выкупится ли?",
        "what.offer": "прикуп: купить не глядя (B) или оставить свои (K)",
        "what.offer.claims": "прикуп: купить не глядя (B), показать заявки и купить (S), оставить свои (K)",
        "what.offer.shown": "заявки показаны: теперь купить (B) или оставить свои (K)",
        "what.part": "{buyer} купил(а) прикуп: играть (P) или отказаться (X) — {streak}",
        "what.part.must": "{buyer} купил(а) прикуп: вы играете (P) — при {score} очках отказаться нельзя",
        "streak.none": "штраф +{p} за отказов подряд: {k}",
        "streak.some": "отказов подряд: {n} из {k} (+{p})",
        "streak.next": "этот отказ будет {n}-м подряд: +{p}",
        "what.declare": "покажите заявки (1-4) или рамс (R), затем «Готово» (O)",
        "what.declare.none": "показывать нечего: «Готово» (O)",
        "what.play": "ходите (козырь {trump})",
        "what.follow": "ход в {suit}, бьёт {win}: в масть и старше, если можете, иначе козырем",
        "what.follow.trumps": "ход козырем, бьёт {win}: старшим козырем, если можете; без козырей — любой",
        "what.duty.follow": "ход в {suit}, бьёт {win}: ходите в масть",
        "what.duty.beat": "ход в {suit}, бьёт {win}: перебейте старшей картой в масть",
        "what.duty.trump": "ход в {suit}, бьёт {win}: масти нет — козырем",
        "what.duty.overtrump": "ход в {suit}, бьёт {win}: масти нет — перебейте старшим козырем",
        "what.duty.any": "ход в {suit}, бьёт {win}: ни масти, ни козыря — любой картой",
        "what.cut": "сдвиньте колоду",
        "info.trump": "Козырь",
        "info.prikup": "Прикуп",
        "area.prikup.offered": "{n} карт рубашкой вверх, предлагается: {who}",
        "area.prikup.bought": "купил(а) {who}",
        "area.prikup.declined": "прикуп никто не купил: ходит сдающий",
        "area.prikup.shown": "Показано",
        "area.prikup.rams": "Рамс",
        "area.prikup.buy_claims": "S: показать {cards} и купить",
        "area.prikup.any_claim": "Заявить пару, есть она или нет: {picks} (ложная заявка: +5, кон аннулируется)",
        "area.bank": "Банк {bank}",
        "area.bank.stake": "ставка {stake}",
        "area.bank.rebuy": "выкуп {stake}",
        "area.bank.chips": "фишки",
        "help.buy_claims": "показать заявки и купить",
        "mark.out": "✕ отказ",
        "end.rams": "{who} объявляет рамс",
        "end.annulled": "Крупье аннулировал кон",
        "end.rebuy": "{who} выкупается обратно",
        "end.out": "{who} выбывает",
        "mark.score": "ост. {n} ✓{t}",
        "zone.trump": "Козырь",
        "zone.trick": "Взятка",
    },
}


PETUKH_KEYS: tuple[KeyedAction, ...] = tuple(
    KeyedAction(f"petukh.claim.{code}", key, f"claim {en}", f"заявка: {ru}")
    for (code, key), en, ru in zip(CLAIM_KEYS.items(), ("the red jacks", "the black jacks", "the red queens",
                                                         "the black queens"),
                                   ("красные валеты", "чёрные валеты", "красные дамы", "чёрные дамы"), strict=True)
) + (
    KeyedAction("petukh.play", "p", "play the hand", "играть"),
    KeyedAction("petukh.out", "x", "opt out of the hand", "отказаться"),
    KeyedAction("petukh.buy", "b", "buy the prikup", "купить прикуп"),
    KeyedAction("petukh.decline", "k", "keep your hand", "оставить свои"),
    KeyedAction("petukh.rams", "r", "declare Rams", "рамс"),
    KeyedAction("petukh.rebuy", "b", "put out: buy back in", "выбыв: выкупиться"),
    KeyedAction("petukh.leave", "x", "put out: leave the match", "выбыв: выйти"),
)
"""Petukh's own keys: the claim pairs by digit, the prikup, play or opt out, Rams, the bank's rebuy."""


class PetukhPresenter(FrenchPresenter):
    strings = STRINGS_PETUKH
    keyed = FrenchPresenter.keyed + PETUKH_KEYS
    deck_verbs = ()
    show_totals = False
    areas = ("trick", "prikup", "bank", "refusals")
    forced_moves = ("done",)
    """Done with nothing to show (no claim pair, no Rams) decides nothing: the table makes it, where
    a Done (O) in every hand was a question without a choice."""

    # -- layout ---------------------------------------------------------------------------------
    def roles(self, view: View, seat: int | None) -> list[ZoneRole]:
        """The stock (never used after the deal), the laid-down hands, the finished tricks and the
        prikup are no rows: the prikup area says where the prikup is; the trick and the trump card
        are the trick area's (each card beside its player, the trump with the card that showed it)."""
        out = []
        for r in super().roles(view, seat):
            if r.zone.name in ("stock", "dead", "played", "prikup", "trick", "trump"):
                out.append(ZoneRole(r.zone, "hidden"))
            else:
                out.append(r)
        return out

    # -- where the hand's cursor starts ---------------------------------------------------------
    def card_order(self, view: View, card: int) -> tuple:
        """Plain cards by rank, then the trumps: the cursor starts on the cheapest card the duty
        of the trick allows, never on a trump while a plain card may go."""
        deck = view.state.deck
        return (deck.cards[card].suit == state_of(view).public_info()["trump"], deck.rank_of[card])

    # -- buttons --------------------------------------------------------------------------------
    def action_label(self, p: ParsedAction, deck: Deck, names: list[str], lang: str = "en") -> str:
        if p.verb == "play" and not p.cards:
            return self.s(lang, "act.join")
        if p.verb == "claim" and p.args:
            code = p.args[0]
            cards = " ".join(self.card_name(deck, t, lang) for t in PAIRS.get(code, ()))
            return f"{self.s(lang, f'claim.{code}')} {cards}".strip()
        if p.verb == "cut" and p.args:
            return self.s(lang, "act.cut", n=p.args[0])
        return super().action_label(p, deck, names, lang)

    def button_label(self, p: ParsedAction, view: View, names: list[str], lang: str = "en") -> str:
        """The rebuy button names its price and where it brings the player back (section 6)."""
        if p.verb == "rebuy":
            opts = state_of(view).opts
            return self.s(lang, "act.rebuy.price", stake=opts.bank_stake, start=opts.start_score)
        return super().button_label(p, view, names, lang)

    def button_actions(self, legal: list[str], deck: Deck, hand: list[str]) -> list[ParsedAction]:
        """The manual cut offers some thirty depths: five evenly spaced ones are buttons (the cut is
        cosmetic, section 2), so the bar stays one row."""
        out = super().button_actions(legal, deck, hand)
        cuts = [p for p in out if p.verb == "cut"]
        if len(cuts) <= 5:
            return out
        picks = {cuts[round(i * (len(cuts) - 1) / 4)].text for i in range(5)}
        return [p for p in out if p.verb != "cut" or p.text in picks]

    def move_id(self, p: ParsedAction) -> str:
        if p.verb == "claim" and p.args:
            return f"petukh.claim.{p.args[0]}" if p.args[0] in CLAIM_KEYS else ""
        if p.verb == "play" and not p.cards:
            return "petukh.play"
        if p.verb in ("buy", "decline", "out", "rams", "rebuy", "leave"):
            return f"petukh.{p.verb}"
        return super().move_id(p)

    def unavailable(self, view: View, lang: str = "en") -> list[tuple[str, str]]:
        """Opt out shown dimmed, with the reason, to a player too low to opt out (section 3)."""
        st = state_of(view)
        info = st.public_info()
        if info["phase"] == "part" and "out" not in view.legal and "play" in view.legal:
            why = R("optout_low", score=info["scores"][view.seat], need=st.opts.optout_min_score)
            return [("out", self.word_refusal(why, st.deck, [], view.seat, lang))]
        return []

    def key_help(self, lang: str = "en") -> list[tuple[str, str]]:
        if lang == "ru":
            return [("{petukh.buy}", "купить прикуп"), ("{petukh.show_claims}", "показать заявки и купить"),
                    ("{petukh.decline}", "оставить свои"), ("{petukh.play} / {petukh.out}", "играть / отказаться"),
                    ("{petukh.claim.rj}-{petukh.claim.bq}", "заявка: красные валеты, чёрные валеты, "
                                                             "красные дамы, чёрные дамы"),
                    ("{petukh.rams}", "рамс"), ("{move.done}", "готово"),
                    ("{petukh.rebuy} / {petukh.leave}", "выбыв: выкупиться / выйти"),
                    ("ост. 15 ✓2 ★", "у имени: очков осталось списать, взяток взято, купил прикуп")]
        return [("{petukh.buy}", "buy the prikup"), ("{petukh.show_claims}", "show claims and buy"),
                ("{petukh.decline}", "keep your hand"), ("{petukh.play} / {petukh.out}", "play / opt out"),
                ("{petukh.claim.rj}-{petukh.claim.bq}", "claim: red jacks, black jacks, red queens, black queens"),
                ("{petukh.rams}", "Rams"), ("{move.done}", "done"),
                ("{petukh.rebuy} / {petukh.leave}", "put out: buy back in / leave"),
                ("15 left ✓2 ★", "beside a name: points left to write off, tricks taken, bought the prikup")]

    # -- the log --------------------------------------------------------------------------------
    def event_text(self, ev: Event, deck: Deck, names: list[str], viewer: int | None,
                   lang: str = "en", symbols: bool = True) -> str | None:
        who = self.who(ev.seat, viewer, names, lang)
        d = ev.data
        k = ev.kind
        if k in ("buy", "decline", "join", "out", "trick", "rebuy", "leave"):
            return self._ev(lang, f"ev.{k}", ev.seat, viewer, who=who)
        if k in ("sole", "play_starts", "deal", "cut"):
            return self.s(lang, f"ev.{k}", who=who)
        if k in ("claim", "rams"):
            return self._ev(lang, f"ev.{k}", ev.seat, viewer, who=who,
                            cards=self.cards_text(deck, d.get("cards", []), lang, symbols))
        if k == "annulled":
            return self.s(lang, "ev.annulled", who=who)
        if k == "all_declined":
            return self.s(lang, "ev.all_declined")
        if k == "hand_over":
            return None
        return super().event_text(ev, deck, names, viewer, lang, symbols)

    # -- the status line ------------------------------------------------------------------------
    def streak_text(self, view: View, lang: str) -> str:
        st = state_of(view)
        opts = st.opts
        n = st.streak[view.seat] + 1
        if n >= opts.optout_penalty_streak:
            return self.s(lang, "streak.next", n=n, p=opts.optout_penalty)
        k, p = opts.optout_penalty_streak, opts.optout_penalty
        return self.s(lang, "streak.some", n=n - 1, k=k, p=p) if n > 1 else self.s(lang, "streak.none", k=k, p=p)

    def whats_expected(self, view: View, lang: str = "en") -> str:
        return self.expected(view, [], lang)

    def status(self, view: View, names: list[str], viewer: int | None, lang: str = "en") -> str:
        """As the generic status, with the names at hand (the play / opt-out line names the buyer,
        the rebuy line the player put out)."""
        acts = view.state.to_act()
        if acts and viewer is not None and acts[0] == viewer:
            return self.s(lang, "status.your_turn", what=self.expected(view, names, lang))
        if acts and state_of(view).phase == REBUY:
            return self.expected(view, names, lang)  # why the table waits: somebody is out
        return super().status(view, names, viewer, lang)

    def expected(self, view: View, names: list[str], lang: str) -> str:
        st = state_of(view)
        info = st.public_info()
        phase = info["phase"]
        deck = st.deck
        if phase == "cut":
            return self.s(lang, "what.cut")
        if phase == "offer":
            if info["claims"][view.seat]:
                return self.s(lang, "what.offer.shown")
            claims = any(a.startswith("claim ") for a in view.legal)
            return self.s(lang, "what.offer.claims" if claims else "what.offer")
        if phase == "part":
            buyer = self.who(info["buyer"], view.seat, names, lang)
            if "out" not in view.legal:
                return self.s(lang, "what.part.must", buyer=buyer, score=info["scores"][view.seat])
            return self.s(lang, "what.part", buyer=buyer, streak=self.streak_text(view, lang))
        if phase == "rebuy":
            opts = st.opts
            seat = info["turn"]
            after = info["after"]
            assert after is not None  # the rebuy phase knows every seat's points after the hand
            if seat == view.seat and view.legal:
                return self.s(lang, "what.rebuy", score=after[seat], stake=opts.bank_stake,
                              start=opts.start_score)
            return self.s(lang, "what.rebuy.wait", who=self.who(seat, view.seat, names, lang),
                          score=after[seat])
        if phase == "declare":
            shows = any(a.startswith("claim ") or a == "rams" for a in view.legal)
            return self.s(lang, "what.declare" if shows else "what.declare.none")
        if phase == "play":
            trump = self.suit_name(info["trump"], lang) if info["trump"] else "—"
            if not info["trick"]:
                return self.s(lang, "what.play", trump=trump)
            led = deck.cards[deck.by_text[info["trick"][0][1]][0]].suit
            win = next((t for s, t in info["trick"] if s == info["winning"]), info["trick"][0][1])
            kw = {"suit": self.suit_name(led, lang), "win": self.card_name(deck, win, lang)}
            if st.opts.croupier_mode != "penalize":  # the viewer's own duty, from his own hand
                duty = self.duty(view)
                return self.s(lang, f"what.duty.{duty.code if duty is not None else 'any'}", **kw)
            if led == info["trump"]:  # "else trump" when trumps were led said nothing
                return self.s(lang, "what.follow.trumps", **kw)
            return self.s(lang, "what.follow", **kw)
        return super().whats_expected(view, lang)

    def refusal(self, view: View, text: str, lang: str = "en") -> str:
        """Why the viewer may not play ``text`` now, naming the duty (section 3, phase D); '' for a
        legal card, and under ``croupier_mode=penalize`` (the croupier catches a wrong card)."""
        if f"play {text}" in view.legal:
            return ""
        st = state_of(view)
        why: Refusal | None = None
        if st.phase == PLAY:
            why = self.duty(view)
        elif view.legal:
            why = R("not_a_card", what=self.expected(view, [], lang))
        return self.word_refusal(why, st.deck, [], view.seat, lang) if why is not None else ""

    def duty(self, view: View) -> Refusal | None:
        """The duty of the trick in progress that forbids the viewer's other cards (``refusals.R``):
        follow, beat, trump or overtrump; None when any card goes, or when the croupier is to catch
        a wrong card (``croupier_mode=penalize``: it is played and penalised, never refused)."""
        st = state_of(view)
        info = st.public_info()
        if st.opts.croupier_mode == "penalize" or not info["trick"]:
            return None
        deck = st.deck
        suit_of = deck.suit_of
        first = deck.by_text[info["trick"][0][1]][0]
        led = suit_of[first]
        win = next((t for s, t in info["trick"] if s == info["winning"]), info["trick"][0][1])
        hand = st.hands[view.seat]
        led_letter = deck.cards[first].suit
        rank = deck.rank_of
        wc = deck.by_text[win][0]

        def higher(suit: int) -> bool:  # a card of ``suit`` above the winning card, which is of that suit
            return suit_of[wc] == suit and any(suit_of[c] == suit and rank[c] > rank[wc] for c in hand)

        if any(suit_of[c] == led for c in hand):
            return R("beat" if higher(led) else "follow", suit=led_letter, card=win)
        trump = deck.by_text[info["trump_card"]][0] if info["trump_card"] else -1
        if trump >= 0 and any(suit_of[c] == suit_of[trump] for c in hand):
            code = "overtrump" if higher(suit_of[trump]) else "trump"
            return R(code, suit=led_letter, card=win, trump=info["trump"])
        return None

    def word_refusal(self, refusal: Refusal, deck: Deck, names: list[str], viewer: int | None,
                     lang: str = "en", symbols: bool = True) -> str:
        """As every table words a refusal, with the suits named as the status line names them
        (``♥ Hearts``, not only the symbol)."""
        args = dict(refusal.args)
        for k in SUIT_ARGS:
            v = args.get(k)
            if isinstance(v, str) and v in SUIT_SYMBOLS:
                args[k] = self.suit_name(v, lang, symbols)
        return super().word_refusal(Refusal(refusal.catalog, refusal.code, args), deck, names, viewer, lang, symbols)

    # -- beside the names -----------------------------------------------------------------------
    def seat_marks(self, view: View, lang: str = "en") -> dict[int, str]:
        """Points (counting down) · tricks taken, the buyer, an opt-out, the streak and shown claims."""
        st = state_of(view)
        info = st.public_info()
        out = {}
        for s in range(st.n):
            if s not in info["seats"]:
                continue
            mark = self.s(lang, "mark.score", n=info["scores"][s], t=info["taken"][s])
            if info["buyer"] == s:
                mark += " ★"
            if info["part"][s] == "out":
                mark += f" {self.s(lang, 'mark.out')}"
            if info["streak"][s]:
                mark += f" ↷{info['streak'][s]}"
            for code in info["claims"][s]:
                mark += " " + "".join(self.card_name(st.deck, t, lang) for t in PAIRS[code])
            out[s] = mark
        return out

    def info(self, view: View, lang: str = "en") -> list[tuple[str, str]]:
        trump = state_of(view).public_info()["trump"]
        if not trump:
            return []
        tone = SUIT_TONE[trump] or "black"
        return [(f"{self.s(lang, 'info.trump')}: ", ""), (f" {self.suit_name(trump, lang)} ", tone)]

    # -- the end of a hand ----------------------------------------------------------------------
    def held(self, state: State, seat: int) -> list[int]:
        """Only a Rams hand is shown when the hand is over: a hand ended by Rams, by the croupier or
        by a lone player keeps its cards face down (petukh.md section 8: hands stay hidden)."""
        assert isinstance(state, PetukhState)
        return list(state.hands[seat]) if state.rams == seat else []

    def hand_points(self, state: State, seat: int) -> tuple[list[int] | None, int] | None:
        return None  # cards count nothing; the sheet has the points

    def hand_result(self, row: Any, names: list[str], viewer: int | None, lang: str = "en") -> str:
        """The hand's best, or the Rams / the croupier's verdict; then rebuys and eliminations."""
        extra = row.extra if isinstance(row, HandResult) else {}
        if extra.get("annulled"):
            out = [self.s(lang, "end.annulled")]
        elif extra.get("rams", -1) >= 0:
            out = [self.s(lang, "end.rams", who=self.who(extra["rams"], viewer, names, lang))]
        else:
            out = [super().hand_result(row, names, viewer, lang)]
        out += [self.s(lang, "end.rebuy", who=self.who(s, viewer, names, lang)) for s in extra.get("rebuys", [])]
        out += [self.s(lang, "end.out", who=self.who(s, viewer, names, lang)) for s in extra.get("eliminated", [])]
        return " · ".join(out)


PRESENTER = PetukhPresenter()
