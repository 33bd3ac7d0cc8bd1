"""What the screens may ask of the app, declared: the settings, the player's keymap, opening and
leaving tables, the settings screen, the language.

Why a Protocol: the app imports the screens (lazily, to start fast), so a screen importing the app
back would close an import circle; the screens name what they use here instead, and ``app.py``
proves to the type checker that ``CardtableApp`` is such a host (``_is_a_host``), so ``host`` is a
checked cast, not a guess.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol, cast

from textual.app import App

from .keymap import Keymap
from .settings import Settings

if TYPE_CHECKING:
    from .session import Session


class Hosting(Protocol):
    """A table whose remote seats are served from this app (``cardtable host``; ``net.hosting``)."""

    lines: list[str]
    """The joiners' lines, shown at the table when it opens."""

    async def serve(self, session: Session) -> None:
        """Serve ``session``'s remote seats (on the app's loop) until ``stop``."""

    async def stop(self) -> None: ...


class Joining(Protocol):
    """A seat of a table hosted elsewhere (``cardtable join``; ``net.remote``)."""

    async def connect(self) -> Session:
        """The seat's session, or an exception whose text says why not."""


class AppHost(Protocol):
    """The app as its screens see it."""

    settings: Settings
    keymap: Keymap
    fixed_save: Path | None

    def recover(self, error: BaseException) -> None: ...

    def go_lobby(self) -> None: ...

    def play_again(self, session: Session) -> None: ...

    def open_settings(self) -> None: ...

    def continue_saved(self, path: Path | None = None) -> None: ...

    def set_language(self, value: str) -> None: ...

    def change_setting(self, key: str, value: str) -> None: ...


def host(app: App[Any]) -> AppHost:
    """The running cardtable app (``app.py`` checks that it is an ``AppHost``)."""
    return cast(AppHost, app)
