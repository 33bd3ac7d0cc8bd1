"""Durak (durak.md): throw-in («подкидной») with the transfer («переводной») option; rules, rating, bots."""
