"""The data of a hand review (复盘): what each decision of the reviewed player was, what 高手
would have done and why, and what the difference costs, in zh and en.

    LogReview.hands -> HandReview.decisions -> ReviewedDecision (played / expert: Choice)

Every type is plain and frozen; `to_json()` gives the shape `main.py review --json` prints
(docs/cli.md "review"). The masked SeatView of each decision is kept (`view`), and the engine
state before it (`state`, for "play on from here"), so a window can redraw the position.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Optional

from rules import engine
from rules.actions import ActionBase
from rules.tiles import format_tiles

from game.bots.decision import Decision
from game.teaching.i18n import Bi


def _bi(text: Bi) -> dict[str, str]:
    return {"zh": text.zh, "en": text.en}


@dataclass(frozen=True)
class Danger:
    """How likely a discard deals in, against whom, and why (the bots' danger reading)."""

    chance: float            # of dealing in, over every opponent (0..1)
    seat: int                # the opponent it most likely deals into (-1: nobody is a threat)
    ready: float             # that opponent's chance to be ready (0..1)
    why: Bi                  # who threatens and why, in words

    def to_json(self) -> dict[str, Any]:
        return {"chance": round(self.chance, 4), "seat": self.seat, "ready": round(self.ready, 3),
                "why": _bi(self.why)}


@dataclass(frozen=True)
class Choice:
    """One answer at a decision, measured: the hand after it (steps from ready, live tiles that
    help; None where the measure does not apply, e.g. a set-up step) and a discard's danger."""

    action: ActionBase
    words: Bi                          # "打三条" / "discard 3 Bamboo"
    shanten: Optional[int]             # steps from ready after it (-1: the hand is won)
    live: Optional[int]                # unseen tiles that would bring it a step closer
    danger: Optional[Danger] = None    # a discard's danger (None: not a discard, or no threat)
    warning: Optional[Bi] = None       # what the rules warn a legal discard costs (天津: a 混 makes one 小相公)

    def to_json(self) -> dict[str, Any]:
        out = {"action": self.action.to_json(), "words": _bi(self.words), "shanten": self.shanten,
               "live": self.live, "danger": None if self.danger is None else self.danger.to_json()}
        if self.warning is not None:
            out["warning"] = _bi(self.warning)
        return out


def setup_choice(played: Choice, expert: Choice) -> bool:
    """Either answer is a set-up step's choice (定缺, 换三张, 坐庄, 拉庄): it sets the hand's course
    or its stakes, and is not measured in steps from ready."""
    return played.action.SETUP_STEP is not None or expert.action.SETUP_STEP is not None


@dataclass(frozen=True)
class ReviewedDecision:
    """One decision of the reviewed player, against the expert's answer to the same view."""

    match: int
    hand: int
    line: int                          # the action's line in the log file (1-based)
    player: int
    seat: int
    state: Optional[engine.State]      # before the decision, for play on from here (not in the JSON)
    view: engine.SeatView              # what the player saw (JSON: the position summary)
    legal: tuple[ActionBase, ...]
    played: Choice
    expert: Choice
    decision: Decision                 # the expert's decision, with its raw reasons
    reasons: Bi                        # the expert's reasons in words
    plan: Bi                           # the expert's plan and its value ("" where it names none)
    same: bool                         # the player chose what the expert chose
    cost: float                        # how much worse the player's choice was (100 = one step from ready)
    text: Bi                           # the decision in one or two short sentences
    marked: bool = False               # among the hand's costliest decisions
    brief: Bi = Bi("", "")             # the decision in a few words (the statistics' list)

    @property
    def setup(self) -> bool:
        """A set-up choice (定缺, 换三张, 坐庄, 拉庄): its cost is a fixed mark, not a count of steps."""
        return setup_choice(self.played, self.expert)

    def position(self) -> dict[str, Any]:
        """What the seat saw, short: its tiles, melds, the drawn or claimable tile, the wall."""
        v = self.view
        mine = v.melds[v.seat]
        window = None if v.window_tile is None else {"seat": v.window_tile[0], "tile": str(v.window_tile[2])}
        drawn = None if v.drawn is None else str(v.hand_kinds[v.hand.index(v.drawn)])
        return {"phase": v.phase, "hand": format_tiles(v.hand_kinds, sort=True), "drawn": drawn,
                "melds": [format_tiles([k for k in m.kinds if k is not None]) for m in mine],
                "window": window, "wall": v.wall_remaining,
                "discards": [format_tiles(d) for d in v.discard_kinds]}

    def to_json(self) -> dict[str, Any]:
        return {"match": self.match, "hand": self.hand, "line": self.line, "player": self.player,
                "seat": self.seat, "position": self.position(), "played": self.played.to_json(),
                "expert": {**self.expert.to_json(), "reasons": _bi(self.reasons), "plan": _bi(self.plan),
                           "code": self.decision.code},
                "same": self.same, "cost": round(self.cost, 1), "marked": self.marked, "text": _bi(self.text)}


@dataclass(frozen=True)
class HandReview:
    """Every decision of one player in one hand, the costliest marked."""

    match: int
    hand: int
    player: int
    seat: int
    decisions: tuple[ReviewedDecision, ...]
    result: Bi                         # how the hand ended, for this player
    summary: Bi                        # "matched the expert" or the count of differences

    @property
    def marked(self) -> list[ReviewedDecision]:
        """The marked decisions, costliest first (what a review lists first)."""
        return sorted((d for d in self.decisions if d.marked), key=lambda d: (-d.cost, d.line))

    @property
    def matched(self) -> bool:
        """Every decision was the expert's own."""
        return all(d.same for d in self.decisions)

    def to_json(self) -> dict[str, Any]:
        return {"match": self.match, "hand": self.hand, "player": self.player, "seat": self.seat,
                "result": _bi(self.result), "summary": _bi(self.summary), "matched": self.matched,
                "differences": sum(1 for d in self.decisions if not d.same),
                "marked": [d.line for d in self.marked],
                "decisions": [d.to_json() for d in self.decisions]}


@dataclass(frozen=True)
class LogReview:
    """The review of every hand of a log for one player."""

    variant: str
    player: int
    hands: tuple[HandReview, ...]
    seconds: float = 0.0

    def to_json(self) -> dict[str, Any]:
        decisions = [d for h in self.hands for d in h.decisions]
        return {"variant": self.variant, "player": self.player, "hands": [h.to_json() for h in self.hands],
                "totals": {"hands": len(self.hands), "decisions": len(decisions),
                           "differences": sum(1 for d in decisions if not d.same),
                           "marked": sum(1 for d in decisions if d.marked),
                           "matched_hands": sum(1 for h in self.hands if h.matched)}}
