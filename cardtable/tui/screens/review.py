"""The review of a finished hand (R at the table): move by move with every hand face up, the log
beside it, and at each of the person's decisions the hint's estimate of the move played against
the best move; the biggest mistakes of the hand are listed first.

The hand is rebuilt by ``cardtable.practice.review`` from the record; the estimates are weighed on a
worker thread, one decision after another, the screen filling in as they come (Left/Right work
at once).  Every card is face up because the hand is over.
"""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.screen import Screen
from textual.widgets import Static
from textual.worker import get_current_worker

from cardtable.engine.state import State, Vis
from cardtable.games.present import Presenter
from cardtable.practice.hint import Weighed, Weighing
from cardtable.practice.review import HandReview, Step, weigh_step

from ..i18n import lang
from ..plain import PlainStatic
from ..practice.texts import pt

TONES = {"red": "bold #ff6b5b", "yellow": "bold #f1c40f", "green": "bold #2ecc71", "blue": "bold #5dade2",
         "black": "bold", "wild": "bold #d670d6", "back": "dim"}
LOG_SHOWN = 40
MISTAKES_SHOWN = 5


def move_words(p: Presenter, state: State, names: list[str], action: str) -> str:
    parsed = p.parse(action, state.deck)
    label = p.action_label(parsed, state.deck, names, lang())
    return label + (" + " + p.call_label(parsed.call, lang()) if parsed.call else "")


def position_text(p: Presenter, state: State, names: list[str], person: int, symbols: bool,
                  mover: int | None) -> Text:
    """Every zone of the full state: each seat's cards face up, the piles, the stock's count."""
    lg = lang()
    t = Text()
    owned: dict[int, list[int]] = {}
    public, hidden = [], []
    for z in state.zones():
        if z.owner is not None:
            owned.setdefault(z.owner, []).extend(z.cards)
        elif z.vis is Vis.PUBLIC:
            public.append(z)
        else:
            hidden.append(z)
    width = max(len(n) for n in names) + 2
    for s in range(state.n):
        who = names[s] + (" ★" if s == person else "")
        t.append(("▶ " if s == mover else "  ") + who.ljust(width + 2), style="bold" if s == mover else "")
        cards = owned.get(s, [])
        for c in cards:
            f = p.face(state.deck, c, lg, symbols)
            t.append(f.label, style=TONES.get(f.tone, ""))
            t.append(" ")
        t.append(f" ({len(cards)})\n", style="dim")
    for z in public:
        shown = p.shown_cards(z)
        t.append("  " + p.zone_label(z.name, lg).ljust(width + 2), style="italic")
        if len(shown) < len(z.cards):
            t.append("… ", style="dim")
        for c in shown:
            f = p.face(state.deck, c, lg, symbols)
            t.append(f.label, style=TONES.get(f.tone, ""))
            t.append(" ")
        t.append(f" ({len(z.cards)})\n", style="dim")
    for z in hidden:
        t.append("  " + p.zone_label(z.name, lg).ljust(width + 2), style="italic")
        t.append(pt("review.stock", n=len(z.cards)) + "\n", style="dim")
    return t


class ReviewScreen(Screen):
    """Step through a finished hand; Esc goes back to the table."""

    BINDINGS = [
        Binding("left", "step(-1)", "Back a move"),
        Binding("right", "step(1)", "Next move"),
        Binding("home", "jump(0)", show=False),
        Binding("end", "jump(-1)", show=False),
        Binding("m", "mistake", "Next mistake"),
        Binding("escape", "back", "Back"),
        Binding("r", "back", show=False),
    ]

    def __init__(self, review: HandReview, presenter: Presenter, symbols: bool = True,
                 max_iters: int | None = None) -> None:
        super().__init__()
        self.review = review
        self.presenter = presenter
        self.symbols = symbols
        self.max_iters = max_iters
        self.at = 0  # 0: the deal; k: after the k-th move
        self.weighed = 0
        self._mistake = -1

    def compose(self) -> ComposeResult:
        yield PlainStatic("", id="review-title", classes="title")
        with Horizontal(id="review-main"):
            with VerticalScroll(id="review-left"):
                yield PlainStatic("", id="review-hands")
                yield PlainStatic("", id="review-note")
                yield PlainStatic("", id="review-mistakes")
            with VerticalScroll(id="review-logbox"):
                yield PlainStatic("", id="review-log")
        yield PlainStatic(pt("review.keys"), classes="keys")

    def on_mount(self) -> None:
        main = self.query_one("#review-main")
        main.styles.height = "1fr"
        left = self.query_one("#review-left")
        left.styles.width = "3fr"
        left.styles.padding = (0, 1)
        log = self.query_one("#review-logbox")
        log.styles.width = "2fr"
        log.styles.border_left = ("vkey", "gray")
        log.styles.padding = (0, 1)
        for wid in ("#review-note", "#review-mistakes"):
            self.query_one(wid).styles.margin = (1, 0, 0, 0)
        self.show()
        if self.review.decisions():
            self.run_worker(self._analyse, thread=True, exclusive=True, group="review")

    # -- the analysis (a worker thread) ---------------------------------------------------------
    def _analyse(self) -> None:
        worker = get_current_worker()
        for i in self.review.decisions():
            if worker.is_cancelled:
                return
            step = self.review.steps[i]
            if step.weighing is None:
                weigh_step(self.review, step, self.max_iters)
            self.weighed += 1
            if not worker.is_cancelled:
                self.app.call_from_thread(self.show)

    @property
    def done(self) -> bool:
        return self.weighed >= len(self.review.decisions())

    # -- drawing --------------------------------------------------------------------------------
    def show(self) -> None:
        if not self.is_mounted:
            return
        r = self.review
        p = self.presenter
        n = len(r.steps)
        step: Step | None = r.steps[self.at - 1] if self.at else None
        state = step.state if step else r.deal
        head = pt("review.title", hand=r.hand_no, at=self.at, n=n)
        if step is not None:
            head += " · " + pt("review.move", who=r.names[step.seat], move=move_words(p, state, r.names, step.action))
        self.query_one("#review-title", Static).update(Text(head, no_wrap=True, overflow="ellipsis"))
        self.query_one("#review-hands", Static).update(
            position_text(p, state, r.names, r.person, self.symbols, step.seat if step else None))
        self.query_one("#review-note", Static).update(self._note(step, state))
        self.query_one("#review-mistakes", Static).update(self._mistakes())
        self.query_one("#review-log", Static).update(self._log())
        self.query_one("#review-logbox", VerticalScroll).call_after_refresh(
            self.query_one("#review-logbox", VerticalScroll).scroll_end, animate=False)  # the move now in sight

    def _note(self, step: Step | None, state: State) -> Text:
        if step is None:
            return Text(pt("review.deal"), style="dim")
        if not step.decision:
            return Text("")
        w = step.weighing
        if w is None:
            return Text(pt("review.weighing"), style="dim italic")
        words = self._words
        played = w.of(step.action)
        best = w.of(w.best)
        t = Text()
        tail = "" if w.measure == "win" else ".value"  # the number the hint chose by (101: a value)
        if step.action == w.best:
            t.append(pt("review.best" + tail, move=words(step.action), win=_pc(w, played)), style="bold green")
            return t
        t.append(pt("review.played" + tail, move=words(step.action), win=_pc(w, played)), style="bold")
        t.append("\n" + pt("review.better" + tail, move=words(w.best), win=_pc(w, best)))
        loss = step.loss
        if loss:
            t.append("  " + pt("review.loss", pts=round(100 * loss)), style="bold #ff6b5b")
        return t

    def _words(self, action: str) -> str:
        return move_words(self.presenter, self.review.deal, self.review.names, action)

    def _mistakes(self) -> Text:
        r = self.review
        t = Text()
        t.append(pt("review.mistakes"), style="bold underline")
        if not r.decisions():
            t.append("\n" + pt("review.no_decisions"), style="dim")
            return t
        ms = r.mistakes()
        for i in ms[:MISTAKES_SHOWN]:
            s = r.steps[i]
            w = s.weighing
            assert w is not None
            line = pt("review.mistake", at=i + 1, move=self._words(s.action), best=self._words(w.best),
                      pts=round(100 * (s.loss or 0)))
            t.append("\n" + ("▶ " if self.at == i + 1 else "  ") + line, style="bold" if self.at == i + 1 else "")
        if not self.done:
            t.append("\n" + pt("review.progress", k=self.weighed, n=len(r.decisions())), style="dim italic")
        elif not ms:
            t.append("\n" + pt("review.clean"), style="green")
        return t

    def _log(self) -> Text:
        r = self.review
        lines: list[tuple[str, bool]] = [(x, False) for x in r.opening]
        for k, s in enumerate(r.steps[: self.at], 1):
            lines += [(x, k == self.at) for x in s.lines]
        t = Text()
        for x, now in lines[-LOG_SHOWN:]:
            t.append(x + "\n", style="bold reverse" if now else "")
        return t

    # -- keys -----------------------------------------------------------------------------------
    def action_step(self, delta: int) -> None:
        self.at = max(0, min(len(self.review.steps), self.at + delta))
        self.show()

    def action_jump(self, where: int) -> None:
        self.at = len(self.review.steps) if where < 0 else where
        self.show()

    def action_mistake(self) -> None:
        """To the biggest mistake, then the next biggest, round again."""
        ms = self.review.mistakes()
        if not ms:
            self.notify(pt("review.clean") if self.done else pt("review.weighing"), timeout=3)
            return
        self._mistake = (self._mistake + 1) % len(ms)
        self.at = ms[self._mistake] + 1
        self.show()

    def action_back(self) -> None:
        self.workers.cancel_group(self, "review")
        self.app.pop_screen()


def _pc(weighing: Weighing, w: Weighed | None) -> int:
    """The number the review shows for a move: the hint's own measure (a chance to win the hand,
    or the value the bot chose by), as a percentage."""
    return 0 if w is None else weighing.shown(w)
