"""The grammar of "you" in log sentences, English and Russian (pure text, no Textual).

Sentences are written once, in the third person (``{who} catches {target}``).  When ``{who}`` is
the person reading, the word for "you" starts the sentence and the verb must agree ("You catch",
«Вы ловите»); when "you" is an object it is written small ("Boris catches you").  Writing a
``.you`` variant of every sentence in both languages missed some ("You swaps", "You catches"); this
module conjugates the verb after "You"/«Вы» instead, so every sentence, present and future, agrees.
"""

from __future__ import annotations

import re

EN_IRREGULAR = {"is": "are", "was": "were", "has": "have", "does": "do", "goes": "go"}
EN_KEEP = {"must", "made", "never", "can", "may", "will", "ran", "took", "won", "got", "drew", "broke"}

RU_IRREGULAR = {"должен": "должны", "должна": "должны", "может": "можете", "будет": "будете"}


def _en_verb(word: str) -> str:
    low = word.lower()
    if low in EN_IRREGULAR:
        return EN_IRREGULAR[low]
    if low in EN_KEEP or not low.endswith("s") or low.endswith("ss"):
        return word
    if low.endswith("ies"):
        return word[:-3] + "y"
    if re.search(r"(ch|sh|x|z|ss)es$", low):
        return word[:-2]
    return word[:-1]


def _ru_verb(word: str) -> str:
    low = word.lower()
    if low in RU_IRREGULAR:
        return RU_IRREGULAR[low]
    for end, new in (("ется", "етесь"), ("ётся", "ётесь"), ("ится", "итесь"), ("ет", "ете"), ("ёт", "ёте"),
                     ("ит", "ите"), ("л(а)", "ли"), ("ла", "ли"), ("л", "ли")):
        if low.endswith(end) and len(low) > len(end) + 1:
            return word[: len(word) - len(end)] + new
    return word


def you_grammar(text: str, lang: str, you: str) -> str:
    """``text`` with the verb after ``you`` (the catalog's word: "You", «Вы») agreeing with it, and
    ``you`` written small where it is not the subject."""
    if you not in text:
        return text
    small = you.lower()
    verb = _ru_verb if lang == "ru" else _en_verb
    # the subject: at the start, or after a sentence break ("Guilty! You take"), then a verb
    subj = re.compile(rf"(^|[.!?:»] |«)({re.escape(you)}) (не )?([^\s:,.!«»]+)")

    def fix(m: re.Match) -> str:
        return f"{m.group(1)}{m.group(2)} {m.group(3) or ''}{verb(m.group(4))}"

    out = subj.sub(fix, text)
    if lang != "ru" and subj.match(text):  # a second verb of the same subject: "You have ... and are out"
        out = re.sub(r"\band (is|has|does|was)\b", lambda m: "and " + EN_IRREGULAR[m.group(1)], out)
    # an object or a later subject: small ("catches you"); English possessive "you's" -> "your"
    out = re.sub(rf"(?<![.!?] )(?<=\S )({re.escape(you)})\b", small, out)
    if lang == "ru":
        out = re.sub(r"(\S+)л\(а\) вы\b", r"\1ли вы", out)  # «выиграл(а) вы» -> «выиграли вы»
        out = re.sub(r"\bвы (не )?(\S+)л\(а\)", lambda m: f"вы {m.group(1) or ''}{m.group(2)}ли", out)
        out = out.replace("с игроком вы", "с вами").replace("игрока вы", "у вас")
    else:
        out = out.replace("you's", "your")
    return out
