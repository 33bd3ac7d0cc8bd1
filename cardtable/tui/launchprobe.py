"""The launch probe: seconds from a fresh interpreter to the app's first frame, measured from outside.

Shared by ``cardtable bench`` and ``cardtable.tui.measure``; it sits apart from both so neither
imports the other (they used to import each other: an import circle).
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time
from importlib.util import find_spec

_FIRST_FRAME = """
import sys
from cardtable.tui.app import CardtableApp

class Probe(CardtableApp):
    __module__ = CardtableApp.__module__  # Textual finds the app's CSS relative to this module

    def on_ready(self) -> None:  # Textual: the DOM is ready and the first frame was displayed
        print("ready", flush=True)
        self.exit()

Probe().run(headless=True, size=(100, 30))
"""


def launch_to_first_frame(timeout: float = 30.0) -> float | None:
    """Seconds from starting a fresh interpreter to the app's first frame (headless), or None.

    Measured from outside, in a subprocess, so the interpreter start and every import count, as
    they do for a player; the config and data directories point at a scratch folder.
    """
    if find_spec("cardtable.tui.app") is None:
        return None
    with tempfile.TemporaryDirectory() as tmp:
        env = dict(os.environ, XDG_CONFIG_HOME=tmp, XDG_DATA_HOME=tmp, HOME=tmp, CARDTABLE_HOME=tmp)
        t0 = time.perf_counter()
        try:
            proc = subprocess.Popen([sys.executable, "-c", _FIRST_FRAME], stdout=subprocess.PIPE,
                                    stderr=subprocess.DEVNULL, stdin=subprocess.DEVNULL, env=env, text=True)
        except OSError:
            return None
        try:
            line = proc.stdout.readline() if proc.stdout else ""
            dt = time.perf_counter() - t0
            proc.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
            return None
    return dt if line.startswith("ready") else None
