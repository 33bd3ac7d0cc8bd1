"""Practice at the table: hint (H), undo (Ctrl+Z), the review of a hand, statistics (issue 22).

The game-agnostic logic lives in ``cardtable.practice.hint`` (weighing, undo points) and
``cardtable.practice.review`` / ``cardtable.practice.stats``; this package is what the table and the lobby show.
"""
