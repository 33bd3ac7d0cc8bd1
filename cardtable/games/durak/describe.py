"""Human wording of Durak action texts in English and Russian (for logs, buttons and hints)."""

from __future__ import annotations

from cardtable.engine.cards import SUIT_SYMBOLS

RU_RANKS = {"J": "В", "Q": "Д", "K": "К", "A": "Т"}

WORDS = {
    "en": {
        "attack": "attack with {0}", "throw": "throw in {0}", "beat": "beat {0} with {1}",
        "transfer": "transfer with {0}", "take": "take", "pass": "pass (bito)", "done": "done",
        "timeout": "ran out of time",
    },
    "ru": {
        "attack": "хожу {0}", "throw": "подкидываю {0}", "beat": "бью {0} картой {1}",
        "transfer": "перевожу {0}", "take": "беру", "pass": "бито / пас", "done": "всё",
        "timeout": "время вышло",
    },
}


def card_label(text: str, lang: str = "en") -> str:
    """``10h`` -> ``10♥`` (``10♥`` in Russian too, with В Д К Т for the court cards and the ace)."""
    rank, suit = text[:-1], text[-1]
    if lang == "ru":
        rank = RU_RANKS.get(rank, rank)
    return rank + SUIT_SYMBOLS.get(suit, suit)


def describe(action: str, lang: str = "en") -> str:
    verb, *cards = action.split()
    words = WORDS.get(lang, WORDS["en"])
    fmt = words.get(verb)
    if fmt is None:
        return action
    return fmt.format(*(card_label(c, lang) for c in cards))
