"""The message line under the buttons: a refusal or a note for a few seconds, the countdown of a
reaction window or a move timer, or the prompt of a pending choice.

The line owns its message and how long it stays (a few seconds, or until the person's next legal
move: ``moved``); a countdown takes its place while it runs (the table hands it the deadline and
the words, ``countdown``) and the choice prompt (``prompt``) shows when nothing else does.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from rich.text import Text
from textual.timer import Timer

from ..plain import PlainStatic

SAY_S = 4.0
"""Seconds a message stays before the line goes back to the prompt."""


class MessageLine(PlainStatic):
    def __init__(self, *, id: str | None = None) -> None:
        super().__init__("", id=id)
        self.until = 0.0  # a message said stays until then
        self.prompt = ""  # what a pending choice asks, shown when nothing else is
        self._deadline: float | None = None
        self._words: Callable[[float], str] | None = None
        self._timer: Timer | None = None

    def say(self, text: str, error: bool = False) -> None:
        self.update(Text(text))
        self.set_class(error, "-error")
        self.remove_class("-window")
        self.until = time.monotonic() + SAY_S

    def expire(self) -> None:
        """The message may go (the hint it announced is on show)."""
        self.until = 0.0

    def moved(self) -> None:
        """The person made a legal move: what was said before it (a refusal of another card, a
        note) is out of date and goes at once; a countdown keeps the line."""
        if self.until and not self.has_class("-window"):
            self.until = 0.0
            self.update(self.prompt)
            self.remove_class("-error")

    def countdown(self, deadline: float | None, words: Callable[[float], str] | None = None) -> None:
        """A countdown to ``deadline`` in ``words(seconds left)``; None ends it."""
        if self._timer is not None:
            self._timer.stop()
            self._timer = None
        self._deadline, self._words = deadline, words
        if deadline is not None:
            self._timer = self.set_interval(0.1, self._tick)
        self._tick()

    def _tick(self) -> None:
        if self._deadline is None or self._words is None:
            if self.has_class("-window"):
                self.update("")
                self.remove_class("-window")
            return
        self.update(self._words(max(0.0, self._deadline - time.monotonic())))
        self.set_class(True, "-window")
        self.remove_class("-error")

    def show_prompt(self, prompt: str, window: bool) -> None:
        """After a refresh: the choice prompt, or nothing, unless a message or a countdown holds the line."""
        self.prompt = prompt
        if window or time.monotonic() <= self.until:
            return
        if prompt:
            self.update(prompt)
        elif not self.has_class("-window"):
            self.update("")
            self.remove_class("-error")
