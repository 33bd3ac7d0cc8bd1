"""The terminal UI (Textual): screens, card widgets and the table session that drives a match."""
