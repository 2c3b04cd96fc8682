"""Variants by name or alias: `get_variant("guobiao" | "国标" | "mcr")`, `all_variants()`."""
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
