"""The app's entry point for the command line: the lobby (``cardtable``, ``cardtable serve``'s tabs)."""

from __future__ import annotations


def run_app(lang: str | None = None) -> int:
    from .app import CardtableApp

    CardtableApp(lang_override=lang).run()
    return 0
