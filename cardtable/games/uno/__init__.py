"""Uno (uno.md): options, rules, scoring and the normal bot."""
