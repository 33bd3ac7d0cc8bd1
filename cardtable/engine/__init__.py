"""The game-agnostic rules kernel. It never imports the UI."""
