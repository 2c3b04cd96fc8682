"""The three levels of the table's bots: one pipeline (default_bot), three sets of knobs.

- 高手 expert: steers by the distance to a win the scorer accepts (the policy's routes) and,
  between routes equally near, by what they are worth; weighs each claim's whole outcome
  (speed, value, the danger of the discard after it); reads every opponent's readiness from his
  discards, concealed hands too, and weighs every discard's danger against its own hand at any
  distance from ready, at 2.5 times the plain expected-points exchange (defence.py), half of
  that while its own hand can be ready (a ready hand is pushed, not folded; a policy may narrow
  this: 四川 reads only plain threats and caps the caution at the plain exchange, 国标 at 1.25 times it); where the policy
  says which tiles shorten its routes (国标), it counts those live tiles, not every tile that
  helps some shape, and where it says how often each wait comes in (国标: a 1/9 or an honour more
  often than a 4-6), it counts a ready hand's live waits by that; where the policy says drawing
  the winning tile itself pays more (四川: a self-draw is paid by every player still in), it
  passes a discard win; where the policy gives the two-step speed estimate a weight (苏州), it
  prefers the discard whose hand comes two steps nearer in fewer draws (speed.py); and where the
  policy turns it on (国标) and its nearest legal win is near, it also weighs what each discard
  keeps of the ways to win within a few tiles, by their chance and their worth (finishing.py).
  The hints always give the expert's judgement.
- 普通 normal: a sensible but plainer player: the same legal-win steering without the value
  steering; claims by plain shanten (a claim must bring the hand closer and keep the plan's
  minimum); reads only threats in plain sight (a 报听, two melds, a meld late in the wall,
  anyone in the last tiles) and defends only while two or more steps from ready, like the old
  bot; and slips now and then (half its discards take the next-best tile within 80 points at
  the same distance from ready, a quarter of the claims it means to make are missed; a slip
  never breaks a hard rule: never a 混, never a wildcard).
- 新手 beginner: plays like a learner: plain efficiency with the old soft plans, no reading of
  danger, greedy claims (any pung or chow that brings the hand closer), and seeded noise on the
  weights, so a beginner at the table can win.
"""
from __future__ import annotations

from dataclasses import dataclass

from .level_names import LEVEL_NAMES, TABLE_DEFAULT_LEVEL

_WORDS = {name: (zh, en) for name, zh, en in LEVEL_NAMES}   # each level's name in both languages


@dataclass(frozen=True)
class Style:
    """The knobs of one level (the names are the weights' and branches' of default_bot)."""

    name: str
    name_zh: str
    name_en: str
    routes: bool = True            # steer by the distance to a legal win, not only to a complete shape
    defence: float = 1.0           # how much the danger model weighs (0: never looks)
    greedy_claims: bool = False    # claim whatever lowers the plain shanten, plan or no plan
    noise: float = 0.0             # spread of the seeded slips added to each discard's score
    visible_reads: bool = False    # read only the threats in plain sight (melds, a late wall, 报听)
    defend_from: int = 0           # the own hand's distance from ready at which the danger starts to count
    weighed_claims: bool = True    # weigh a claim's whole outcome (speed, value, danger); else plain shanten
    slip: float = 0.0              # chance per discard of the next-best sensible tile (never a hard rule)
    slip_gap: float = 40.0         # how far below the best (on the weights' scale) a slip may land
    value_steering: bool = True    # between routes equally near, prefer the one worth more
    ready_caution: float = 1.0     # share of the caution kept while the own hand can be ready
    route_live: bool = False       # count the live tiles that shorten the route to a legal win (policy's)
    wait_arrivals: bool = False    # count a ready hand's live waits by how often each comes in (policy's)
    speed_lookahead: bool = False  # weigh discards by the two-step speed estimate (the policy's weight per draw)
    finishing: bool = False        # weigh discards by the finishing search (finishing.py) where the policy uses it


# The expert's caution is 2.5 times the plain expected-points exchange: the fitted tables read
# the baseline's slower tables, and a deal-in also ends one's own chances (arena, notes B15).
# While its hand can be ready it keeps half of that: folding a ready hand left self-play drawn
# (8.4% -> 7.6%, and 6.8% with the 国标 value cap).
EXPERT = Style("expert", *_WORDS["expert"], defence=2.5, ready_caution=0.5, route_live=True, wait_arrivals=True,
               speed_lookahead=True, finishing=True)
NORMAL = Style("normal", *_WORDS["normal"], defence=1.0, visible_reads=True, defend_from=2,
               weighed_claims=False, slip=0.5, slip_gap=80.0,
               value_steering=False)
BEGINNER = Style("beginner", *_WORDS["beginner"], routes=False, defence=0.0, greedy_claims=True, noise=45.0)
LEVELS: tuple[Style, ...] = (BEGINNER, NORMAL, EXPERT)     # weakest first, as LEVEL_NAMES
TABLE_DEFAULT = {style.name: style for style in LEVELS}[TABLE_DEFAULT_LEVEL]   # a new table's level


def level(name: str) -> Style:
    """The level called `name` ("beginner", "normal", "expert")."""
    for style in LEVELS:
        if style.name == name:
            return style
    raise ValueError(f"unknown level {name!r}; known: {', '.join(s.name for s in LEVELS)}")
