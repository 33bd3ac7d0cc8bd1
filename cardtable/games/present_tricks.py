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

from cardtable.engine.cards import Deck
from cardtable.engine.mechanics.tricks import TRICKS, Deal, ScheduledInfo, ScheduledTrickState
from cardtable.engine.state import Event, View
from cardtable.games.present import KeyedAction, ParsedAction, ZoneRole
from cardtable.games.present_french import FRENCH_STRINGS, SUIT_TONE, FrenchPresenter

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
        "sched.legend": "∅ no trump · ? blind · − minimum · + maximum · ◦ dark · ★ golden",
        "sched.now": "now: deal {n} of {total}, {cards} each, {kind}",
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
        "sched.legend": "∅ без козыря · ? вслепую · − минимум · + максимум · ◦ тёмная · ★ золотая",
        "sched.now": "сейчас: раздача {n} из {total}, по {cards}, {kind}",
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

    def bid_text(self, info: ScheduledInfo, seat: int) -> str:
        b = info["bids"][seat]
        return "–" if b is None else str(b)

    def event_text(self, ev: Event, deck: Deck, names: list[str], viewer: int | None,
                   lang: str = "en", symbols: bool = True) -> str | None:
        who = self.who(ev.seat, viewer, names, lang)
        if ev.kind == "bid":
            return self._ev(lang, "ev.bid", ev.seat, viewer, who=who, n=ev.data.get("bid", "?"))
        if ev.kind == "trick":
            return self._ev(lang, "ev.trick", ev.seat, viewer, who=who)
        if ev.kind == "deal_over":
            return self.s(lang, "ev.deal_over")
        text = super().event_text(ev, deck, names, viewer, lang, symbols)
        call = ev.data.get("call") if ev.kind == "play" else None
        if text and call and f"call.{call}" in self.strings["en"]:
            text += " " + self.s(lang, f"call.{call}")  # "Boris plays 7♠ ♛ by the biggest"
        return text

    def trick_note(self, info: ScheduledInfo, lang: str = "en") -> str:
        """A line under the trick when a call rules it (the 7♠ led by the biggest), or ''."""
        return ""

    def seat_marks(self, view: View, lang: str = "en") -> dict[int, str]:
        """"bid/taken" beside every name."""
        info = self.deal_info(view)
        return {s: f"{self.bid_text(info, s)}/{t}" for s, t in enumerate(info["taken"])}

    def info(self, view: View, lang: str = "en") -> list[tuple[str, str]]:
        info = self.deal_info(view)
        trump = info["trump"]
        kind = self.kind_name(info["kind"], lang)
        out = [(f"{self.s(lang, 'info.deal')} {info['deal']} ({info['cards']}, {kind})  ", ""),
               (f"{self.s(lang, 'info.trump')}: ", "")]
        if trump:
            out.append((f" {self.suit_name(trump, lang)} ", SUIT_TONE[trump] or "black"))
        else:
            out.append((self.s(lang, "info.none"), ""))
        return out
