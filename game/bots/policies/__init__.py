"""The bots' variant policies by variant: `policy_for(name)`; the only bot module that names a variant.

A new variant adds game/bots/policies/<name>.py (a `Policy` subclass) and one line to
`POLICIES`; a variant without a line plays with the plain `Policy` (efficiency and safety only).
"""
from __future__ import annotations

from rules.variants.registry import get_variant

from .base import Policy
from .erren import ErrenPolicy
from .guobiao import GuobiaoPolicy
from .sichuan import SichuanPolicy
from .suzhou import SuzhouPolicy
from .tianjin import TianjinPolicy

POLICIES: dict[str, Policy] = {
    "erren": ErrenPolicy(),
    "guobiao": GuobiaoPolicy(),
    "sichuan": SichuanPolicy(),
    "suzhou": SuzhouPolicy(),
    "tianjin": TianjinPolicy(),
}
_PLAIN: dict[str, Policy] = {}      # variants without a policy: the plain one, with their shapes


def policy_for(variant_name: str) -> Policy:
    """The policy of a variant (by id or alias); the plain `Policy` (aiming for the variant's
    shapes) for one without its own."""
    variant = get_variant(variant_name)
    found = POLICIES.get(variant.name)
    if found is None:
        found = _PLAIN.setdefault(variant.name, Policy(variant.shapes))
    return found


__all__ = ["POLICIES", "Policy", "policy_for"]
