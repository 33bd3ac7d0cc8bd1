"""Every saved match in one list (from the lobby): continue one, or delete the ones you are done with.

The lobby shows only the newest few saves, so a player who leaves many matches unfinished still
sees the games first; this screen is where the rest are, and the only place a save (a damaged one
too) can be thrown away without hunting for the file.  Deleting asks for the same key twice: a
slip of one key must not lose a match.
"""

from __future__ import annotations

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import Screen
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from cardtable.engine.registry import REGISTRY
from cardtable.games.present import plural_ru

from .. import saves
from ..host import host
from ..i18n import lang, tr
from ..plain import PlainOptionList, PlainStatic


def bots_count(n: int, lg: str, after_vs: bool) -> str:
    """``1 bot`` / ``3 bots``; in Russian «против 1 бота / 3 ботов», alone «1 бот / 3 бота / 5 ботов»."""
    if lg == "ru":
        forms = ("бота", "ботов", "ботов") if after_vs else ("бот", "бота", "ботов")
        return f"{n} {plural_ru(n, *forms)}"
    return f"{n} bot" if n == 1 else f"{n} bots"


def who_plays(info: saves.SaveInfo) -> str:
    """Who sits at a saved table: ``Anna vs 3 bots``; a hot-seat match says so and names every
    person (``hot-seat: Anna, Boris vs 1 bot``), so it never looks like a match against bots."""
    lg = lang()
    people = ", ".join(info.humans)
    if len(info.humans) >= 2:
        if info.bots:
            return tr("save.who.hotseat", names=people, bots=bots_count(info.bots, lg, True))
        return tr("save.who.hotseat_only", names=people)
    if len(info.humans) == 1:
        return tr("save.who.solo", name=people, bots=bots_count(info.bots, lg, True)) if info.bots else people
    if info.bots:
        return tr("save.who.bots_only", bots=bots_count(info.bots, lg, False))
    return info.players  # a record without seat kinds: its names, as they are


def moves_count(n: int, lg: str) -> str:
    if lg == "ru":
        return f"{n} {plural_ru(n, 'ход', 'хода', 'ходов')}"
    return f"{n} move" if n == 1 else f"{n} moves"


def save_line(info: saves.SaveInfo) -> str:
    """What a save holds: game, who plays, moves, when."""
    entry = REGISTRY.get(info.game)
    name = (entry.name_ru if lang() == "ru" else entry.name_en) if entry else info.game
    moves = moves_count(info.actions, lang())
    who = who_plays(info)
    if who:
        return tr("save.line.players", game=name, players=who, moves=moves, when=info.when())
    return tr("save.line", game=name, moves=moves, when=info.when())


def save_label(info: saves.SaveInfo, verb: bool = True) -> Text:
    """A save's option: its line ("Continue: ..." in the lobby); a damaged file says why.

    A Text, not markup: names come from files."""
    line = save_line(info)
    label = Text("▶ " + (tr("lobby.continue", line=line) if verb else line), style="bold")
    if info.problem:
        label.append("  " + tr("save.damaged", why=info.problem), style="red")
    return label


def delete_save(info: saves.SaveInfo) -> bool:
    """Remove one save unless a table (here or in another cardtable) is playing it."""
    lock = saves.SlotLock(info.path)
    if not lock.acquire():
        return False
    try:
        saves.remove(info.path)
    finally:
        lock.release()
    return True


class SavedGamesScreen(Screen):
    """All saves, newest first: Enter continues, D (or Delete) twice deletes, Esc goes back."""

    BINDINGS = [
        Binding("escape", "back", "Back"),
        Binding("q", "back", show=False),
        Binding("d", "delete", "Delete"),
        Binding("delete", "delete", show=False),
    ]

    def __init__(self) -> None:
        super().__init__()
        self.saves: list[saves.SaveInfo] = []
        self.pending: saves.SaveInfo | None = None  # the save a first D asked about

    def compose(self) -> ComposeResult:
        with Vertical(id="saved-box"):
            yield PlainStatic(tr("saved.title"), classes="title")
            yield PlainOptionList(id="saved-list")
            yield PlainStatic("", id="saved-status")
        yield PlainStatic(tr("saved.keys"), classes="keys")

    def on_mount(self) -> None:
        self.reload()

    def on_screen_resume(self) -> None:
        self.reload()

    def reload(self, keep: int = 0) -> None:
        """Read the saves again (one may have ended or gone) and keep the cursor near where it was."""
        self.saves = saves.slots()
        ol = self.query_one("#saved-list", OptionList)
        ol.clear_options()
        if self.saves:
            ol.add_options([Option(save_label(s, verb=False), id=str(i)) for i, s in enumerate(self.saves)])
            ol.highlighted = min(keep, len(self.saves) - 1)
        else:
            ol.add_option(Option(Text(tr("saved.none"), style="italic"), disabled=True))
        ol.focus()
        self._say("")

    def _say(self, text: str, style: str = "") -> None:
        self.query_one("#saved-status", Static).update(Text(text, style=style))

    def _current(self) -> saves.SaveInfo | None:
        ol = self.query_one("#saved-list", OptionList)
        if not self.saves or ol.highlighted is None:
            return None
        return self.saves[ol.highlighted]

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        self.pending = None
        info = self.saves[int(event.option.id or 0)]
        host(self.app).continue_saved(info.path)

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        if self.pending is not None and self._current() is not self.pending:
            self.pending = None
            self._say("")

    def on_key(self, event: events.Key) -> None:
        """Any key but the delete keys withdraws a pending question."""
        if self.pending is not None and event.key not in ("d", "delete"):
            self.pending = None
            self._say(tr("saved.kept"), "dim")

    def action_delete(self) -> None:
        info = self._current()
        if info is None:
            return
        if self.pending is None or self.pending.path != info.path:
            self.pending = info
            self._say(tr("saved.confirm", what=save_line(info)), "bold yellow")
            return
        self.pending = None
        idx = self.saves.index(info)
        if not delete_save(info):
            self._say(tr("save.locked"), "bold red")
            return
        self.reload(keep=idx)
        self._say(tr("saved.deleted"), "dim")

    def action_back(self) -> None:
        self.app.pop_screen()
