"""Russian Poker (Русский покер, 36 cards): a bid-exactly trick game of the Oh Hell family."""
