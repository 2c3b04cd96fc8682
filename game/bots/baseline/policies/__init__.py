"""FROZEN with the `baseline` bot (see game/bots/baseline/__init__.py): the policies of
game/bots/policies at commit 3622280d239e, found by variant. Keyed by each variant record's own
name (imported, never spelled), so this copy stays outside the variant-name guard's homes.
"""
from __future__ import annotations

from rules.variants.registry import get_variant

from . import guobiao, sichuan, suzhou, tianjin
from .base import Policy

POLICIES: dict[str, Policy] = {
    guobiao.VARIANT.name: guobiao.GuobiaoPolicy(),
    sichuan.VARIANT.name: sichuan.SichuanPolicy(),
    suzhou.VARIANT.name: suzhou.SuzhouPolicy(),
    tianjin.VARIANT.name: tianjin.TianjinPolicy(),
}
_PLAIN: dict[str, Policy] = {}      # variants without a frozen policy: the plain one, with their shapes


def policy_for(variant_name: str) -> Policy:
    """The frozen policy of a variant (by id or alias); the plain `Policy` for one without."""
    variant = get_variant(variant_name)
    found = POLICIES.get(variant.name)
    if found is None:
        found = _PLAIN.setdefault(variant.name, Policy(variant.shapes))
    return found


__all__ = ["POLICIES", "Policy", "policy_for"]
