"""Statistics against the bots (T in the lobby): per game and bot level, from ``cardtable.practice.stats``."""

from __future__ import annotations

from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import Screen

from cardtable.games.wording import plural_ru
from cardtable.practice.stats import HEADERS, Stats, percent, table_rows

from ..i18n import lang, tr
from ..plain import PlainStatic
from ..practice.texts import pt


def stats_table(st: Stats) -> Table | Text:
    rows = table_rows(st, lang(), level_name=lambda lv: tr(f"level.{lv}"))
    if not rows:
        return Text(pt("stats.none"), style="italic")
    t = Table(expand=False, header_style="bold", show_lines=False)
    for i, h in enumerate(HEADERS.get(lang(), HEADERS["en"])):
        t.add_column(h, justify="left" if i < 2 else "right", no_wrap=i < 2)
    for r in rows:
        t.add_row(*r)
    return t


class StatsScreen(Screen):
    """The statistics table; Esc goes back."""

    BINDINGS = [Binding("escape", "back", "Back"), Binding("t", "back", show=False), Binding("q", "back", show=False)]

    def compose(self) -> ComposeResult:
        st = Stats()
        yield PlainStatic(pt("stats.title"), classes="title")
        with VerticalScroll(id="stats-box") as box:
            box.styles.padding = (0, 1)
            if st.problem:
                yield PlainStatic(pt("stats.problem", why=st.problem), classes="warning")
            yield PlainStatic(stats_table(st), id="stats-table")
            tot = st.totals()
            if tot.matches or tot.hands:
                yield PlainStatic(pt("stats.total", **count_words(tot.matches, tot.hands), won=tot.matches_won,
                                rate=percent(tot.match_rate), hands_won=tot.hands_won,
                                hand_rate=percent(tot.hand_rate)), id="stats-total")
            yield PlainStatic(pt("stats.note"), classes="rule-desc")
        yield PlainStatic(pt("stats.keys"), classes="keys")

    def action_back(self) -> None:
        self.app.pop_screen()


def lobby_line() -> Text | None:
    """The lobby's one line of statistics (None before the first hand against the bots)."""
    st = Stats()
    tot = st.totals()
    if not (tot.matches or tot.hands):
        return None
    return Text(pt("stats.lobby", **count_words(tot.matches, tot.hands), won=tot.matches_won,
                   hands_won=tot.hands_won), style="dim")


def count_words(matches: int, hands: int) -> dict[str, object]:
    """The counts with their nouns in number: "1 match", "2 matches"; «1 матч», «2 матча», «5 матчей»."""
    if lang() == "ru":
        return {"matches": matches, "match_word": plural_ru(matches, "матч", "матча", "матчей"),
                "hands": hands, "hand_word": plural_ru(hands, "раздача", "раздачи", "раздач")}
    return {"matches": matches, "match_word": "match" if matches == 1 else "matches",
            "hands": hands, "hand_word": "hand" if hands == 1 else "hands"}
