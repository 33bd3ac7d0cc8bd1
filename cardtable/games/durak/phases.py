"""Durak's phases and action verbs: the names both the rules (``state``) and the reasons (``refusals``) use.

Apart so that ``refusals`` needs nothing from ``state`` at run time and ``state`` may import it:
no import circle between the two.
"""

from __future__ import annotations

OPEN, DEFEND, THROW, TAKING, TRANSFER, OVER = range(6)
PHASE_NAMES = ("open", "defend", "throw", "taking", "transfer", "over")
VERBS = ("attack", "throw", "beat", "transfer", "take", "pass", "done", "timeout")
