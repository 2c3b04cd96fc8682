"""Variants by name or alias: `get_variant("guobiao" | "国标" | "mcr")`, `all_variants()`.

Importing the registry imports each variant's package: its record's data (names, seats, tiles,
claims, phase names, options, book, scoring table) and no event or action type. The record's
hooks (phases, table hooks, payments: they import the events) load at their first use, or
with `load_variant(name)`, which a reader of a log calls first so that the variant's own
actions are known when it decodes them.
"""
from __future__ import annotations

from .base import Variant
from .erren import VARIANT as ERREN
from .guobiao import VARIANT as GUOBIAO
from .sichuan import VARIANT as SICHUAN
from .suzhou import VARIANT as SUZHOU
from .tianjin import VARIANT as TIANJIN

_VARIANTS: tuple[Variant, ...] = (GUOBIAO, SICHUAN, SUZHOU, TIANJIN, ERREN)
DEFAULT_VARIANT: Variant = GUOBIAO       # what a new table, the calculator and the CLI start with


def all_variants() -> tuple[Variant, ...]:
    """Every variant, in the order the start screen lists them."""
    return _VARIANTS


def flags_of_any_variant() -> frozenset[str]:
    """The hand flags some variant has of its own (`main.py score` ignores them elsewhere)."""
    return frozenset().union(*(v.own_flags() for v in _VARIANTS))


def get_variant(name: str) -> Variant:
    """Find a variant by its id or an alias (case-insensitive for Latin names)."""
    wanted = name.strip().casefold() if isinstance(name, str) else name
    for variant in _VARIANTS:
        if wanted == variant.name.casefold() or wanted in (a.casefold() for a in variant.aliases):
            return variant
    known = ", ".join(f"{v.name} ({', '.join(v.aliases)})" for v in _VARIANTS)
    raise ValueError(f"unknown variant {name!r}; known variants: {known}")


def load_variant(name: str) -> Variant:
    """`get_variant` with the record's hooks loaded, the variant's own actions and events with
    them: what a reader of a save, a journal, a replay or a lesson calls before decoding one."""
    return get_variant(name).load_hooks()
