"""What bid-and-trick games share on the table: bid buttons with digit keys, trick and bid sentences,
"bid/taken" beside every name and the trump beside the piles (Russian Poker, Kids' Poker, ...).

Everything comes from the masked view's ``public_info()`` (``engine.tricks.TrickState.trick_info``
plus the game's ``bids``), so a sealed bid of another seat is a ``?`` here exactly as in the view.

The trick itself is drawn by the ``trick`` area (each card beside its player, the winning card, the
last trick on a key) and the schedule by the ``schedule`` area (``tui/areas``); so the generic
"Trick", "Played" and "Trump" piles are left out of the roles.  The bid the hook forbids the last bidder is a
dimmed button that says why (``unavailable``: the engine's own refusal of that bid, ``TRICKS`` ``hook``,
so the reason has one wording in each language), in its numeric place among the bids (``button_rank``).
"""

from __future__ import annotations

from cardtable.engine.cards import SUIT_SYMBOLS, Deck
from cardtable.engine.mechanics.tricks import TRICKS, Deal, ScheduledInfo, ScheduledTrickState
from cardtable.engine.sheet import HandResult
from cardtable.engine.state import Event, View
from cardtable.games.present import KeyedAction, ParsedAction, ZoneRole, plural_ru
from cardtable.games.present_french import FRENCH_STRINGS, FrenchPresenter

TRICK_STRINGS: dict[str, dict[str, str]] = {
    "en": {
        **FRENCH_STRINGS["en"],
        "act.bid": "Bid {n}",
        "ev.bid": "{who} bids {n}",
        "ev.bid.you": "You bid {n}",
        "ev.trick": "{who} takes the trick",
        "ev.trick.you": "You take the trick",
        "ev.deal_over": "The deal is over",
        "what.bid": "bid the tricks you will take",
        "what.play": "play a card",
        "info.trump": "Trump",
        "info.none": "none",
        "info.deal": "Deal",
        "kind.normal": "trump",
        "kind.no_trump": "no trump",
        "kind.blind": "blind",
        "kind.minimum": "minimum",
        "kind.maximum": "maximum",
        "kind.dark": "dark",
        "kind.golden": "golden",
        "sheet.row": "Deal",
        "sched.title": "Deals",
        "sched.key": "schedule",
        "sched.now": "now: deal {n} of {total}, {cards} each, {kind}",
        "legend.not_yet": "not bid yet",
        "info.deal.of": "Deal {n} of {total}: {cards}",
        "info.deal.kind": "Deal {n} of {total}: {cards}, {kind}",
        "cards.each": "{n} {word} each",
        "mark.dealer": "dealer",
        "mark.score": "{n} pts",
        "mark.score.one": "{n} pt",
        "end.deal.best": "Deal's best: {who}, {points}",
        "end.deal.tie": "Deal's best: {who}, {points} each",
        "end.match.won": "{who} wins the match with {points}",
        "end.match.won.you": "You win the match with {points}",
        "end.match.tie": "A tie: {who}, {points} each",
        "points": "{n} {word}",
        "sheet.col.bid": "bid",
        "sheet.col.taken": "won",
        "sheet.col.total": "pts",
        "sheet.col.call": "call",
    },
    "ru": {
        **FRENCH_STRINGS["ru"],
        "act.bid": "Заказ {n}",
        "ev.bid": "{who} заказывает {n}",
        "ev.bid.you": "Вы заказываете {n}",
        "ev.trick": "{who} берёт взятку",
        "ev.trick.you": "Вы берёте взятку",
        "ev.deal_over": "Раздача окончена",
        "what.bid": "закажите число взяток",
        "what.play": "сыграйте карту",
        "info.trump": "Козырь",
        "info.none": "нет",
        "info.deal": "Раздача",
        "kind.normal": "козырная",
        "kind.no_trump": "бескозырка",
        "kind.blind": "вслепую",
        "kind.minimum": "минимум",
        "kind.maximum": "максимум",
        "kind.dark": "тёмная",
        "kind.golden": "золотая",
        "sheet.row": "Раздача",
        "sched.title": "Раздачи",
        "sched.key": "расписание",
        "sched.now": "сейчас: раздача {n} из {total}, по {cards}, {kind}",
        "legend.not_yet": "ещё не заказал(а)",
        "info.deal.of": "Раздача {n} из {total}: {cards}",
        "info.deal.kind": "Раздача {n} из {total}: {cards}, {kind}",
        "cards.each": "по {n} {word}",
        "mark.dealer": "сдаёт",
        "mark.score": "{n} оч.",
        "mark.score.one": "{n} оч.",
        "end.deal.best": "Лучший счёт раздачи: {who}, {points}",
        "end.deal.tie": "Лучший счёт раздачи: {who}, у каждого {points}",
        "end.match.won": "Партию выиграл(а) {who}: {points}",
        "end.match.won.you": "Вы выиграли партию: {points}",
        "end.match.tie": "Ничья: {who}, у каждого {points}",
        "points": "{n} {word}",
        "sheet.col.bid": "зак",
        "sheet.col.taken": "взя",
        "sheet.col.total": "счёт",
        "sheet.col.call": "зак",
    },
}


BID_KEYS: tuple[KeyedAction, ...] = tuple(
    KeyedAction(f"bid.{n}", str(n), f"bid {n}", f"заказать {n}") for n in range(10))
"""The bid picker's keys: the digits (a bid of 10 or more has a button only)."""


class TrickPresenter(FrenchPresenter):
    """Bids on buttons (digits as keys), bid and trick sentences, "bid/taken" marks, the trump."""

    strings = TRICK_STRINGS
    keyed = FrenchPresenter.keyed + BID_KEYS
    hidden_options = ("first_deal",)
    areas = ("trick", "schedule")
    kind_marks = {"no_trump": "∅", "blind": "?", "minimum": "−", "maximum": "+", "dark": "◦", "golden": "★"}
    """Marks of special deals in the schedule strip (the legend in ``sched.legend`` names them)."""

    @staticmethod
    def deal_info(view: View) -> ScheduledInfo:
        """The public facts of the deal in ``view`` (a bid game's state gives a ``ScheduledInfo``)."""
        st = view.state
        assert isinstance(st, ScheduledTrickState)
        return st.public_info()

    # -- the table's parts ----------------------------------------------------------------------
    def roles(self, view: View, seat: int | None) -> list[ZoneRole]:
        """Without the "Trick", "Played" and "Trump" piles: the trick area shows the trick, the last
        one, and the trump with the card that showed it."""
        return [r for r in super().roles(view, seat) if r.zone.name not in ("trick", "played", "trump")]

    def deals(self, n: int) -> list[Deal]:
        """The game's schedule of deals for ``n`` players (games override)."""
        return []

    def deal_token(self, deal: Deal) -> str:
        """A deal in the schedule strip: its hand size and the mark of a special kind (``6∅``, ``9◦``)."""
        return f"{deal.cards}{self.kind_marks.get(deal.kind, '')}"

    def kind_name(self, kind: str, lang: str) -> str:
        return self.s(lang, f"kind.{kind}") if f"kind.{kind}" in self.strings["en"] else kind

    # -- where the hand's cursor starts ---------------------------------------------------------
    dear_cards: tuple[str, ...] = ("7s",)
    """Cards dearer than any trump for the cursor's start: the 7♠ (Kids' Poker's poker, Russian
    Poker's lead «by the biggest»), never the card Enter alone throws away."""

    def card_order(self, view: View, card: int) -> tuple:
        """Plain cards by rank, then trumps, then ``dear_cards``: the cursor starts on the cheapest
        legal card, never on a trump while a plain card may go."""
        deck = view.state.deck
        c = deck.cards[card]
        return (c.text in self.dear_cards, c.suit == self.deal_info(view)["trump"], deck.rank_of[card])

    # -- the bid picker -------------------------------------------------------------------------
    def forbidden_bid(self, view: View) -> int | None:
        """The number the hook forbids ``view.seat`` to bid now, or None (games override)."""
        return None

    def bid_action(self, n: int, view: View) -> str:
        """The action text of bidding ``n`` in the form the legal bids have now."""
        return f"bid {n}"

    def unavailable(self, view: View, lang: str = "en") -> list[tuple[str, str]]:
        """The hook's forbidden bid as a dimmed button with its reason, in its place among the bids."""
        n = self.forbidden_bid(view)
        if n is None or not any(a.split(" ")[0] in ("bid", "pass") for a in view.legal):
            return []
        action = self.bid_action(n, view)
        if action in view.legal:
            return []
        why = TRICKS("hook", bid=n, cards=self.deal_info(view)["cards"])  # the engine's own refusal of that bid
        return [(action, self.word_refusal(why, view.state.deck, [], view.seat, lang))]

    def button_rank(self, p: ParsedAction) -> tuple:
        """Look first, then the bids in numeric order (a pass is 0), then anything else."""
        if p.verb == "look":
            return (0, 0)
        if p.verb == "pass":
            return (1, 0)
        if p.verb == "bid" and p.args and p.args[0].isdigit():
            return (1, int(p.args[0]))
        return (2, 0)

    def action_label(self, p: ParsedAction, deck: Deck, names: list[str], lang: str = "en") -> str:
        if p.verb == "bid" and p.args:
            return self.s(lang, "act.bid", n=p.args[0])
        return super().action_label(p, deck, names, lang)

    def move_id(self, p: ParsedAction) -> str:
        if p.verb == "bid" and p.args and p.args[0].isdigit() and int(p.args[0]) < 10:
            return f"bid.{p.args[0]}"
        return super().move_id(p)

    def button_label(self, p: ParsedAction, view: View, names: list[str], lang: str = "en") -> str:
        """With many bids to choose from, a bid button is just its number (``3``, ``3◦`` dark), so the
        whole picker fits in one row; the status line says what the numbers are."""
        if p.verb in ("bid", "pass") and p.args[:1] != () and p.args[0].isdigit() and self._many_bids(view):
            return p.args[0] + ("◦" if p.args[-1] == "dark" else "")
        return super().button_label(p, view, names, lang)

    def _many_bids(self, view: View) -> bool:
        return sum(1 for a in view.legal if a.split(" ")[0] in ("bid", "pass")) > 7

    def action_tone(self, p: ParsedAction) -> str:
        """Bids share a tone, so the footer sums their digit keys up as one "0/1/2/3" item."""
        if p.verb in ("bid", "pass"):
            return "bid"
        return super().action_tone(p)

    not_yet = "…"
    """The mark of a seat that has not bid yet (beside the name, in the trick area while bids are
    made): distinct from a bid of 0 and from a pass, and named in the schedule's legend."""

    def bid_text(self, info: ScheduledInfo, seat: int) -> str:
        """A seat's bid as the table writes it: the number, ``?`` while sealed, ``not_yet`` before it."""
        b = info["bids"][seat]
        return self.not_yet if b is None else str(b)

    def call_legend(self, lang: str) -> list[str]:
        """The marks of the bids beside the names, for the schedule's legend (games add theirs)."""
        return [f"{self.not_yet} {self.s(lang, 'legend.not_yet')}"]

    def legend(self, n: int, lang: str) -> str:
        """The schedule's legend: the marks of the special deals this game's schedule for ``n``
        players has (each game its own: Russian Poker's no-trump and blind, Kids' Poker's dark and
        golden), then the marks of the bids."""
        kinds: list[str] = []
        for d in self.deals(n):
            if d.kind in self.kind_marks and d.kind not in kinds:
                kinds.append(d.kind)
        items = [f"{self.kind_marks[k]} {self.kind_name(k, lang)}" for k in kinds] + self.call_legend(lang)
        return " · ".join(items)

    def event_text(self, ev: Event, deck: Deck, names: list[str], viewer: int | None,
                   lang: str = "en", symbols: bool = True) -> str | None:
        who = self.who(ev.seat, viewer, names, lang)
        if ev.kind == "bid":
            return self._ev(lang, "ev.bid", ev.seat, viewer, who=who, n=ev.data.get("bid", "?"))
        if ev.kind == "trick":
            return self._ev(lang, "ev.trick", ev.seat, viewer, who=who)
        if ev.kind == "deal_over":
            return self.s(lang, "ev.deal_over")
        if ev.kind == "hand_end":
            return None  # "The deal is over" says it; "Hand over: Boris won" named a deal's best as a winner
        text = super().event_text(ev, deck, names, viewer, lang, symbols)
        call = ev.data.get("call") if ev.kind == "play" else None
        if text and call and f"call.{call}" in self.strings["en"]:
            text += " " + self.s(lang, f"call.{call}")  # "Boris plays 7♠ ♛ by the biggest"
        return text

    def trick_note(self, info: ScheduledInfo, lang: str = "en") -> str:
        """A line under the trick when a call rules it (the 7♠ led by the biggest), or ''."""
        return ""

    marks_own_total = True

    def seat_marks(self, view: View, lang: str = "en") -> dict[int, str]:
        """"bid/taken" beside every name, "dealer" beside the dealer's, and beside the hand of the
        person at the keyboard their own total (the others' totals are under their names): every
        number a bid turns on is on the table."""
        info = self.deal_info(view)
        marks = {s: f"{self.bid_text(info, s)}/{t}" for s, t in enumerate(info["taken"])}
        dealer = info.get("dealer", -1)
        if dealer in marks:
            marks[dealer] += " · " + self.s(lang, "mark.dealer")
        seat = view.seat
        if seat in marks and len(view.scores) > seat:
            n = view.scores[seat]
            marks[seat] += " · " + self.s(lang, "mark.score.one" if abs(n) == 1 else "mark.score", n=n)
        return marks

    def cards_each(self, n: int, lang: str) -> str:
        """"3 cards each", «по 3 карты»."""
        word = plural_ru(n, "карте", "карты", "карт") if lang == "ru" else ("card" if n == 1 else "cards")
        return self.s(lang, "cards.each", n=n, word=word)

    def points_text(self, n: int, lang: str) -> str:
        """"120 points", «121 очко»."""
        word = plural_ru(abs(n), "очко", "очка", "очков") if lang == "ru" else ("point" if abs(n) == 1 else "points")
        return self.s(lang, "points", n=n, word=word)

    def info(self, view: View, lang: str = "en") -> list[tuple[str, str]]:
        """"Deal 3 of 18: 3 cards each" (the kind of a special deal named); the trump heads the trick."""
        info = self.deal_info(view)
        total = len(self.deals(view.state.n)) or info["deal"]
        cards = self.cards_each(info["cards"], lang)
        if info["kind"] == "normal":
            text = self.s(lang, "info.deal.of", n=info["deal"], total=total, cards=cards)
        else:
            text = self.s(lang, "info.deal.kind", n=info["deal"], total=total, cards=cards,
                          kind=self.kind_name(info["kind"], lang))
        return [(text + "  ", "")]

    # -- the end of a deal and of the match -----------------------------------------------------
    def sheet_label(self, row: HandResult, lang: str = "en") -> str:
        """A sheet row as a player reads it: the deal's number, its cards, its kind in words when
        special, the trump's suit ("14: 6 no trump", "3: 3 ♠"), never the record's kind id."""
        extra = row.extra
        deal, cards, kind = extra.get("deal"), extra.get("cards"), extra.get("kind", "normal")
        if not isinstance(deal, int) or not isinstance(cards, int):
            return ""
        text = f"{deal}: {cards}"
        if isinstance(kind, str) and kind != "normal":
            text += " " + self.kind_name(kind, lang)
        trump = extra.get("trump")
        if isinstance(trump, str) and trump in SUIT_SYMBOLS:
            text += " " + SUIT_SYMBOLS[trump]
        return text

    def _totals(self, row: HandResult) -> list[int] | None:
        """The running totals after this row, from the sheet's total column (None without one)."""
        sheet = row.extra.get("sheet", {})
        columns, cells = sheet.get("columns"), sheet.get("cells")
        if not isinstance(columns, list) or "total" not in columns or not isinstance(cells, list):
            return None
        j = columns.index("total")
        try:
            return [int(c[j]) for c in cells]
        except (ValueError, IndexError, TypeError):
            return None

    def hand_result(self, row: HandResult, names: list[str], viewer: int | None, lang: str = "en") -> str:
        """After the last deal, the match: who wins it with how many points, or a tie naming every
        seat tied ("A tie: Anna and Vera, 120 points each", where "Vera won the hand" said nothing
        of the match); after any other deal, the best score of the deal, ties named alike."""
        n = len(row.points)
        totals = self._totals(row)
        last = len(self.deals(n))
        if totals is not None and row.extra.get("deal") == last and last:
            top = max(totals)
            tied = [s for s in range(n) if totals[s] == top]
            points = self.points_text(top, lang)
            if len(tied) > 1:
                who = self.whos(tied, viewer, names, lang, inside=True)
                return self.s(lang, "end.match.tie", who=who, points=points)
            if tied == [viewer]:
                return self.s(lang, "end.match.won.you", points=points)
            return self.s(lang, "end.match.won", who=self.who(tied[0], viewer, names, lang), points=points)
        if not row.points:
            return super().hand_result(row, names, viewer, lang)
        best = max(row.points)
        seats = [s for s in range(n) if row.points[s] == best]
        key = "end.deal.tie" if len(seats) > 1 else "end.deal.best"
        return self.s(lang, key, who=self.whos(seats, viewer, names, lang, inside=True), points=f"{best:+d}")
