"""The lobby: every registered game with its player counts and a line about it, and "Continue"
(the newest saves; the rest behind "All saved games").

It reads only the registry (no game is imported until chosen) and peeks at the autosave JSON, so
the first frame comes fast.
"""

from __future__ import annotations

from rich.console import Group
from rich.padding import Padding
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import Screen
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option, OptionDoesNotExist

from cardtable.engine.registry import FAMILIES, REGISTRY
from cardtable.games.present import plural_ru

from .. import saves
from ..host import host
from ..i18n import lang, tr
from ..plain import PlainOptionList, PlainStatic
from .saved import save_label

CONTINUE = "__continue__"
"""Option ids of saves are ``CONTINUE + index`` into ``LobbyScreen.saves``."""
ALL_SAVES = "__saves__"
LOBBY_SAVES = 3
"""The lobby lists the newest saves only: the games stay in sight however many matches wait."""
BLURB_INDENT = 2
"""A game's line about it stands under its name, indented: a wrapped line too (a Padding, not spaces)."""


def players_range(lo: int, hi: int, lg: str) -> str:
    """``2–4 players`` / «2–4 игрока»: in Russian the noun agrees with the last number."""
    if lg == "ru":
        return f"{lo}–{hi} " + plural_ru(hi, "игрок", "игрока", "игроков")
    return tr("lobby.players", lo=lo, hi=hi)


class LobbyScreen(Screen):
    """The first screen: choose a game or continue the saved match."""

    BINDINGS = [
        Binding("s", "settings", "Settings"),
        Binding("l", "toggle_lang", "Language"),
        Binding("q", "quit_app", "Quit"),
        Binding("f1", "rules", "Rules"),
        Binding("t", "stats", "Statistics", show=False),
    ]

    def compose(self) -> ComposeResult:
        with Vertical(id="lobby-box"):
            yield PlainStatic(tr("lobby.title"), id="lobby-title", classes="title")
            yield PlainOptionList(*self._options(), id="games")
            yield PlainStatic("", id="lobby-stats")
        yield PlainStatic(tr("lobby.help"), classes="keys")

    def _save_infos(self) -> list[saves.SaveInfo]:
        """The saves listed under Continue: every slot, or only the pinned file of a test/``play``."""
        fixed = host(self.app).fixed_save
        if fixed is not None:
            info = saves.peek(fixed)
            return [info] if info is not None else []
        return saves.slots()

    def _options(self) -> list[Option]:
        opts: list[Option] = []
        infos = self._save_infos()
        self.saves = infos[:LOBBY_SAVES]
        for i, info in enumerate(self.saves):
            opts.append(Option(save_label(info), id=f"{CONTINUE}{i}"))
        if infos and host(self.app).fixed_save is None:  # the way to the rest, and to delete
            opts.append(Option(Text("  " + tr("lobby.all_saves", n=len(infos)), style="bold"), id=ALL_SAVES))
        entries = sorted(REGISTRY.values(), key=lambda e: FAMILIES.index(e.family))  # stable: registry order
        names = [e.name_ru if lang() == "ru" else e.name_en for e in entries]
        width = max((len(n) for n in names), default=8) + 2
        family = ""
        for e, name in zip(entries, names, strict=True):
            if e.family != family:  # a heading per family: disabled, so the cursor passes over it
                family = e.family
                heading = Text("\n" if opts else "")
                heading.append(tr(f"family.{family}"), style="bold underline")
                opts.append(Option(heading, disabled=True))
            blurb = e.blurb_ru if lang() == "ru" else e.blurb_en
            t = Text()
            t.append(name.ljust(width), style="bold")
            t.append(players_range(e.players[0], e.players[1], lang()), style="italic")
            line = Padding(Text(blurb, style="dim"), (0, 0, 0, BLURB_INDENT))  # every wrapped line indented
            opts.append(Option(Group(t, line), id=e.id))
        return opts

    def reload(self) -> None:
        """Rebuild the list (a save appeared or went away, the language changed), the highlight
        staying on the game it was on: back from the rules (F1) or a setup, Enter opens that game."""
        ol = self.query_one("#games", OptionList)
        was = ol.get_option_at_index(ol.highlighted).id if ol.highlighted is not None else None
        ol.clear_options()
        ol.add_options(self._options())
        ol.highlighted = self._index_of(ol, was) if was in REGISTRY else self._first_enabled(ol)
        self.query_one("#lobby-title", Static).update(tr("lobby.title"))
        self.query_one(".keys", Static).update(tr("lobby.help"))
        self._stats_line()

    def _stats_line(self) -> None:
        """One line of the statistics against the bots, once there are any (T opens them)."""
        from .stats import lobby_line

        line = lobby_line()
        w = self.query_one("#lobby-stats", Static)
        w.display = line is not None
        w.update(line or "")

    @staticmethod
    def _index_of(ol: OptionList, option_id: str | None) -> int | None:
        try:
            return ol.get_option_index(option_id or "")
        except OptionDoesNotExist:  # the list changed: start at the top
            return LobbyScreen._first_enabled(ol)

    @staticmethod
    def _first_enabled(ol: OptionList) -> int | None:
        for i in range(ol.option_count):
            if not ol.get_option_at_index(i).disabled:
                return i
        return None

    def on_mount(self) -> None:
        ol = self.query_one("#games", OptionList)
        ol.highlighted = self._first_enabled(ol)
        self._stats_line()

    def on_screen_resume(self) -> None:
        self.reload()
        self.query_one("#games").focus()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        oid = event.option.id or ""
        if oid == ALL_SAVES:
            from .saved import SavedGamesScreen

            self.app.push_screen(SavedGamesScreen())
        elif oid.startswith(CONTINUE):
            info = self.saves[int(oid.removeprefix(CONTINUE))]
            host(self.app).continue_saved(info.path)
        else:
            from .setup import SetupScreen

            self.app.push_screen(SetupScreen(oid, remembered=host(self.app).settings.setups.get(oid)))

    def action_settings(self) -> None:
        host(self.app).open_settings()

    def action_toggle_lang(self) -> None:
        host(self.app).set_language("ru" if lang() == "en" else "en")
        self.reload()

    def action_rules(self) -> None:
        ol = self.query_one("#games", OptionList)
        if ol.highlighted is None:
            return
        oid = ol.get_option_at_index(ol.highlighted).id or ""
        if oid in REGISTRY:
            from .rules import RulesScreen

            self.app.push_screen(RulesScreen(oid, keymap=host(self.app).keymap))

    def action_stats(self) -> None:
        from .stats import StatsScreen

        self.app.push_screen(StatsScreen())

    def action_quit_app(self) -> None:
        self.app.exit()
