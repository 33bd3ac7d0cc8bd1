"""Kids' Poker (Детский покер): a bid-exactly trick game with dark bids, diamonds always trump and the 7♠ poker."""
