"""Petukh («Петух», Pakhotny Usad rules): a five-card write-down trick game (petukh.md)."""
