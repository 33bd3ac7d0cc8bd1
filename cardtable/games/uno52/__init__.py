"""Uno 52: Uno with an open poker hand, blinds and pots (rules/uno52.md)."""
