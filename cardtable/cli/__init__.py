"""The ``cardtable`` command, one module per subcommand (``main`` parses and dispatches)."""

from .main import main

__all__ = ["main"]
