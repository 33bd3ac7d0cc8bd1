"""Options (house rules): one Pydantic model per game, the single source for setup, CLI and records.

Every field carries an English and a Russian title and description in ``json_schema_extra`` so the
setup screen, ``--rule`` help and the rules text are generated, never written twice.  Unknown or
out-of-range values are errors with a readable message (``OptionsError``).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

from pydantic import BaseModel, ConfigDict, Field, ValidationError


class OptionsError(ValueError):
    """A bad option name or value, with a message meant for a player (``ru``: the same in Russian,
    when every part of it was told in both languages)."""

    def __init__(self, message: str, ru: str = "") -> None:
        super().__init__(message)
        self.ru = ru


class Conflict(ValueError):
    """A refused combination of house rules, told in English and Russian (a model validator raises
    it; ``GameOptions.parse`` keeps both texts so the setup screen speaks the player's language)."""

    def __init__(self, en: str, ru: str) -> None:
        super().__init__(en)
        self.ru = ru


def opt(default: Any, en: str, ru: str, desc_en: str = "", desc_ru: str = "",
        values: dict[Any, tuple[str, str]] | None = None, **kw: Any) -> Any:
    """A house-rule field with bilingual title and description; ``values`` gives a choice field's
    values their titles (English, Russian), so no screen shows a raw id."""
    extra: dict[str, Any] = {"title_ru": ru, "description_ru": desc_ru or desc_en}
    if values:
        extra["values"] = {str(k): [en_, ru_] for k, (en_, ru_) in values.items()}
    return Field(default, title=en, description=desc_en, json_schema_extra=extra, **kw)


def value_title(model: type[GameOptions], name: str, value: Any, lang: str = "en") -> str:
    """A value of an option as players read it: its title from the model, else the value itself."""
    f = model.model_fields[name]
    extra = f.json_schema_extra if isinstance(f.json_schema_extra, dict) else {}
    titles = extra.get("values") or {}
    pair = titles.get(str(value)) if isinstance(titles, dict) else None
    if isinstance(pair, list | tuple) and len(pair) == 2:
        return str(pair[1] if lang == "ru" else pair[0])
    return str(value)


class GameOptions(BaseModel):
    """Base of every game's options model: frozen, unknown keys rejected."""

    model_config = ConfigDict(extra="forbid", frozen=True, validate_default=True)

    presets: ClassVar[dict[str, tuple[str, str, dict[str, Any]]]] = {}
    """Named sets of house rules a spec suggests (id -> English title, Russian title, values); the
    setup screen offers them beside «Standard rules» (every default)."""

    @classmethod
    def applies(cls, name: str, values: Mapping[str, Any]) -> bool:
        """Whether the house rule ``name`` has any effect when the other rules are ``values`` (field
        name -> value; missing ones at their defaults).  A game whose modes have rules of their own
        (Mini Family's asking rules, Kukareku's passing rules) declares which apply when: the setup
        shows only those, the F1 help lists only those, and a rule that does not apply is left at
        its default in the match.  Default: every rule always applies."""
        return True

    def reaction_s(self) -> float:
        """Seconds a person at the table has to react in a reaction window (Uno's catch, Kukareku's
        copied signal); a game with such windows takes it from its own option."""
        return 2.5

    @classmethod
    def parse(cls, values: dict[str, Any]) -> GameOptions:
        """Validate options given as a dict (values may be CLI strings such as ``on`` or ``500``)."""
        unknown = [k for k in values if k not in cls.model_fields]
        if unknown:
            known = ", ".join(cls.model_fields)
            raise OptionsError(f"unknown option {unknown[0]!r}; this game knows: {known}",
                               f"нет такого правила: {unknown[0]!r}; в этой игре есть: {known}")
        try:
            return cls.model_validate(values)
        except ValidationError as e:
            parts, ru = [], []
            for err in e.errors():
                loc = ".".join(str(x) for x in err["loc"]) or "options"
                msg = err["msg"].removeprefix("Value error, ")
                parts.append(f"{loc}: {msg}" if err["loc"] else msg)
                told = getattr((err.get("ctx") or {}).get("error"), "ru", "")
                ru.append(told if told and not err["loc"] else "")
            raise OptionsError("; ".join(parts), "; ".join(ru) if all(ru) else "") from None

    def changed(self) -> dict[str, Any]:
        """Only the options that differ from their defaults (what a record needs to store)."""
        out = {}
        for name, f in type(self).model_fields.items():
            v = getattr(self, name)
            if v != f.default:
                out[name] = v
        return out


def parse_rule_args(rules: list[str]) -> dict[str, str]:
    """Parse ``id=value`` strings from the command line."""
    out: dict[str, str] = {}
    for r in rules:
        key, sep, value = r.partition("=")
        if not sep or not key.strip():
            raise OptionsError(f"a rule must look like id=value, got {r!r}")
        out[key.strip()] = value.strip()
    return out


def field_info(model: type[GameOptions], name: str, lang: str = "en") -> tuple[str, str]:
    """Title and description of an option in ``lang``."""
    f = model.model_fields[name]
    extra = f.json_schema_extra if isinstance(f.json_schema_extra, dict) else {}
    if lang == "ru":
        return str(extra.get("title_ru", f.title)), str(extra.get("description_ru", f.description or ""))
    return f.title or name, f.description or ""
