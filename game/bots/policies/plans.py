"""Where a hand is heading: plans (named patterns with a value) and the target made of them.

A plan is a named pattern with its value in the variant's own unit (国标 fans, 四川 番, ...) and,
for the current tiles, how many tiles are still missing, which tiles it needs kept, and which
tiles do not belong. A policy combines plans into a `Target`; the default bot weighs discards
by how well they keep it alive. The numbers are heuristics; an exact check of the waits with
the real scorer takes over once the hand is ready (see default_bot).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Optional, Sequence

from rules.melds import Meld, MeldKind

from ..table_reading import SETS_IN_HAND


# The key of a plan that is the concealed hand itself (苏州's 门清): the words for passing a claim
# say "stay concealed" for it, not "门清 needs a concealed hand".
CONCEALED_PLAN = "concealed"


@dataclass(frozen=True)
class Plan:
    key: str
    name_zh: str
    value: int
    missing: int                 # tiles still to draw or claim (heuristic)
    needed: frozenset[int]       # kinds the plan wants kept (one copy each)
    unwanted: frozenset[int]     # kinds that do not belong in the plan
    allows_melds: bool = True    # False: claiming breaks it (七对, 门前清, ...)

    @property
    def strength(self) -> float:
        """Expected value, discounted by distance: a hand 6 tiles away is a long shot."""
        return self.value * (0.72 ** self.missing)


@dataclass(frozen=True)
class Target:
    """The plans a hand is heading for (none: plain efficiency)."""

    plans: tuple[Plan, ...]

    @property
    def value(self) -> int:
        return sum(p.value for p in self.plans)

    @property
    def missing(self) -> int:
        return sum(p.missing for p in self.plans)

    @property
    def strength(self) -> float:
        return min(self.value, 24) * (0.72 ** self.missing)

    def describe(self) -> str:
        """"混一色 6 + 箭刻 2", or "none"."""
        return " + ".join(f"{p.name_zh} {p.value}" for p in self.plans) if self.plans else "none"

    def unwanted(self) -> frozenset[int]:
        """Kinds some plan does not want and no plan needs."""
        out: frozenset[int] = frozenset()
        for p in self.plans:
            out |= p.unwanted
        return out - self.needed()

    def needed(self) -> frozenset[int]:
        """Kinds some plan wants kept."""
        out: frozenset[int] = frozenset()
        for p in self.plans:
            out |= p.needed
        return out

    @property
    def allows_melds(self) -> bool:
        return all(p.allows_melds for p in self.plans)


@dataclass(frozen=True)
class PungProgress:
    """How far a hand is from all pungs (four pungs or kongs and a pair)."""

    missing: int                 # tiles still to come
    needed: frozenset[int]       # the pairs and pungs held
    singles: frozenset[int]      # the kinds held once


def pung_progress(counts: Sequence[int], melds: Sequence[Meld]) -> Optional[PungProgress]:
    """All pungs for these tiles, or None once a chow is melded."""
    if any(m.kind is MeldKind.CHOW for m in melds):
        return None
    sets_needed = SETS_IN_HAND - len(melds)
    pungs = sum(1 for c in counts if c >= 3)
    pairs = sum(1 for c in counts if c == 2)
    # Each missing pung costs one tile from a pair or two from a single; one pair stays as the eyes.
    from_pairs = min(max(sets_needed - pungs, 0), max(pairs - 1, 0))
    missing = from_pairs + 2 * max(sets_needed - pungs - from_pairs, 0) + (0 if pairs else 1)
    return PungProgress(missing, frozenset(k for k, c in enumerate(counts) if c >= 2),
                        frozenset(k for k, c in enumerate(counts) if c == 1))
