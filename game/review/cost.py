"""What one choice leaves and what a different choice costs, in a learner's terms.

For any answer at a decision: the steps from ready (shanten) and the unseen tiles that would
bring the hand a step closer after it (the expert's own analysis of the seat's view, the one
the hints read), and for a discard its danger: the chance it deals in, into whom, and why (the
bots' danger reading, game/bots/defence.py). The cost of a choice that differs from the
expert's is on the expert's own scale (its candidate weights: 100 = one step from ready), so the
few decisions that cost most can be marked.
"""
from __future__ import annotations

from typing import Callable, Optional, Sequence

from rules.actions import ActionBase, AddedKong, Chow, ConcealedKong, Discard, Kong, Pass, Pung, Win, discard_tile
from rules.analysis import UNREACHABLE, improving_tiles, live_counts
from rules.engine import SeatView
from rules.tiles import NUM_PLAY_KINDS, SUITS, Tile
from rules.variants.registry import get_variant

from game.bots.decision import Decision
from game.bots.default_bot import DefaultBot
from game.bots.defence import SeatRead, read_seats, wait_chance
from game.bots.policies import policy_for
from game.bots.table_reading import COPIES
from game.teaching.danger import assess, discard_wins
from game.teaching.danger_words import threat_why, unsafe_because
from game.teaching.hints import plan_bi
from game.teaching.waits import discard_waits
from game.teaching.i18n import Bi, join, singular_one, suit_bi, tile_bi, tiles_bi, unit_bi
from game.teaching.why_not import warning

from .review import Choice, Danger
from .words import fill_text

STEP = 100.0           # the expert's weight of one step from ready
LIVE_WEIGHT = 1.5      # ... and of one live tile (capped at LIVE_CAP), as default_bot weighs them
LIVE_CAP = 40
WIN_MISSED = 300.0     # a legal win the expert takes, passed up
DIFFERENT_FLOOR = 10.0  # any other difference the measures cannot price
DANGER_WEIGHT = 200.0  # per unit of deal-in chance the player added, where the expert weighed none
SETUP_DIFFERENT = 30.0  # a set-up step (定缺, 换三张, 坐庄, 拉庄) other than the expert's: it sets the hand's course
DANGEROUS = 0.02       # a deal-in chance from which a discard's risk is told (about twice the usual); it is
                       # called dangerous only where the hints call it so (teaching/danger.py DANGER_CHANCE)

# The words of a core action kind; a variant's set-up step names itself (SETUP_STEP), a
# declaration that plays as a discard is named by its type.
_KIND_WORDS: dict[type[ActionBase], tuple[str, str]] = {
    Discard: ("打", "discard"), Chow: ("吃", "chow"), Pung: ("碰", "pung"), Kong: ("杠", "kong"),
    AddedKong: ("加杠", "add to a kong"), ConcealedKong: ("暗杠", "concealed kong"), Win: ("和", "win"),
    Pass: ("过", "pass"),
}
_DECLARATION_WORDS: dict[str, tuple[str, str]] = {"declare_ready": ("报听", "declare ready"),
                                                   "kou_ting": ("扣听", "declare a face-down ready"),
                                                   "exchange_tiles": ("换牌", "exchange")}


def kind_of(view: SeatView, tile: int) -> Optional[Tile]:
    """The kind of one of the seat's own tiles (None for a tile not in the hand)."""
    return view.hand_kinds[view.hand.index(tile)] if tile in view.hand else None


# the kind of a physical tile id where it is known (None: not known there)
KindOf = Callable[[int], Optional[Tile]]


def _field_words(kind_at: KindOf, name: str, value: object) -> Optional[Bi]:
    if name == "tile" and isinstance(value, int):
        kind = kind_at(value)
        return tile_bi(kind) if kind is not None else None
    if name == "tiles" and isinstance(value, list):
        kinds = [k for k in (kind_at(t) for t in value) if k is not None]
        return tiles_bi(kinds) if kinds else Bi("不换", "none")
    if name == "suit" and isinstance(value, str) and value in SUITS:
        return suit_bi(str(value))
    if isinstance(value, bool):
        return Bi("是", "yes") if value else Bi("否", "no")
    if isinstance(value, int):
        return Bi(str(value), str(value))
    return None


def action_words(view: SeatView, action: ActionBase) -> Bi:
    """An action in a few words, zh and en ("打三条" / "discard 3 Bamboo", "定缺 条")."""
    return words_of_action(action, lambda tile: kind_of(view, tile),
                           None if view.window_tile is None else view.window_tile[2])


def action_head(action: ActionBase) -> Bi:
    """The word of an action's kind ("打" / "discard", a set-up step's own "定缺", "报听")."""
    kind = str(action.to_json().get("type"))
    step = action.SETUP_STEP
    word = _KIND_WORDS.get(type(action)) or _DECLARATION_WORDS.get(kind)
    return Bi(step.zh, step.en) if step is not None else Bi(*word) if word else Bi(kind, kind.replace("_", " "))


def words_of_action(action: ActionBase, kind_at: KindOf, claimed_kind: Optional[Tile] = None) -> Bi:
    """An action in a few words with its tiles' kinds from `kind_at` and the tile a claim takes
    (`claimed_kind`), for a reader that holds no seat view (the export of a log)."""
    data = action.to_json()
    step = action.SETUP_STEP
    head = action_head(action)
    said = action.choice_words()
    if said is not None:      # a set-up choice that names itself (天津 拉一庄, not "拉庄 1")
        return Bi(said.zh, said.en)
    if data.get("tiles") == []:     # an exchange of no tile (二人): "不换牌", not "换牌不换"
        return Bi("不" + head.zh, f"{head.en} nothing")
    parts = [w for name, value in data.items() if name not in ("type", "seat")
             for w in [_field_words(kind_at, name, value)] if w is not None]
    if isinstance(action, ConcealedKong):
        parts = [tile_bi(action.kind)]
    if isinstance(action, (Chow, Pung, Kong)) and claimed_kind is not None:
        claimed = tile_bi(claimed_kind)
        if not isinstance(action, Chow):
            return Bi(head.zh + claimed.zh, f"{head.en} {claimed.en}")
        return Bi(f"{head.zh}{claimed.zh}（用{parts[0].zh}）", f"{head.en} {claimed.en} with {parts[0].en}")
    if not parts:
        return head
    body = Bi("、".join(p.zh for p in parts), ", ".join(p.en for p in parts))
    return Bi(head.zh + ("" if step is None else " ") + body.zh, f"{head.en} {body.en}")


def choice_key(view: SeatView, action: ActionBase) -> tuple:
    """What makes two answers the same choice: the kind of action and the kinds of its tiles
    (two copies of 5条 are one choice), or else its fields."""
    data = action.to_json()
    out: list[object] = [data.get("type")]
    for name, value in sorted(data.items()):
        if name == "tile" and isinstance(value, int):
            kind = kind_of(view, value)
            out.append((name, kind.index if kind is not None else value))
        elif name == "tiles" and isinstance(value, list):
            out.append((name, tuple(sorted(k.index if k is not None else -1
                                           for k in (kind_of(view, t) for t in value)))))
        elif name != "type":
            out.append((name, str(value)))
    return tuple(out)


class Measurer:
    """The measures of every answer at one view: built once per decision (the analysis of the
    hand and the danger reading are shared by the played and the expert's answer)."""

    def __init__(self, view: SeatView) -> None:
        self.view = view
        self.ctx = DefaultBot._context(view)
        self.variant = get_variant(view.variant)
        policy = policy_for(view.variant)
        self.tables = policy.danger
        self.reads: list[SeatRead] = []
        if self.variant.claims.win_on_discard:
            self.reads = read_seats(view, policy.danger, policy.known_ready(view), policy.flowers_value,
                                    policy.known_safe(view))
        self.voids = policy.opponent_voids(view)
        self.flowers_value = policy.flowers_value
        self._waits: Optional[dict[int, int]] = None     # a ready discard's winning copies, read once
        self._options = None if view.phase != "play" or view.turn != view.seat else \
            {o.discard: o for o in self.ctx.options(self.ctx.counts, len(self.ctx.melds))}

    def _standing(self, counts: Sequence[int], melds: int) -> tuple[Optional[int], Optional[int]]:
        ctx = self.ctx
        now = ctx.shanten(counts, melds)
        if now >= UNREACHABLE:
            return None, None
        live = live_counts(counts, ctx.seen)
        return now, sum(live[k] for k in improving_tiles(counts, melds, **ctx.analysis_args()) if k < NUM_PLAY_KINDS)

    def _winning_live(self, kind: Tile, plain: int) -> int:
        """A ready hand's unseen tiles that would be legal wins, as the hints count them (a 天津
        混 drawn into a plain wait wins only 1, below the minimum); `plain` where none is read."""
        if self._waits is None:
            self._waits = {entry.kind.index: entry.live for entry in discard_waits(self.view)}
        return self._waits.get(kind.index, plain)

    def choice(self, action: ActionBase) -> Choice:
        """`action` measured: the hand it leaves and, for a discard, its danger."""
        view, ctx = self.view, self.ctx
        words = action_words(view, action)
        if isinstance(action, Win):
            return Choice(action, words, -1, None)
        tile = discard_tile(action)
        if tile is not None:
            kind = kind_of(view, tile)
            option = self._options.get(kind.index) if self._options and kind is not None else None
            danger = self.danger(kind) if kind is not None else None
            warned = warning(view, action) if isinstance(action, Discard) else None
            if option is None:
                return Choice(action, words, None, None, danger, warned)
            live = option.total_live
            if option.shanten_after == 0 and kind is not None:     # ready: the winning copies, as the hints count
                live = self._winning_live(kind, live)
            return Choice(action, words, option.shanten_after, live, danger, warned)
        melds = len(ctx.melds)
        if isinstance(action, (Chow, Pung)) and view.window_tile is not None:
            after = list(ctx.counts)
            for t in action.tiles:
                k = kind_of(view, t)
                if k is None or k.index >= NUM_PLAY_KINDS or after[k.index] <= 0:
                    return Choice(action, words, None, None)
                after[k.index] -= 1
            options = ctx.options(after, melds + 1)
            return Choice(action, words, *(options[0].shanten_after, options[0].total_live) if options else (None, None))
        if isinstance(action, (Kong, ConcealedKong, AddedKong)):
            after = list(ctx.counts)
            if isinstance(action, ConcealedKong):
                taken = [action.kind.index] * COPIES
            else:
                tiles = action.tiles if isinstance(action, Kong) else (action.tile,)
                taken = [found.index for found in (kind_of(view, t) for t in tiles) if found is not None]
            for index in taken:
                if index < NUM_PLAY_KINDS and after[index] > 0:
                    after[index] -= 1
            return Choice(action, words, *self._standing(after, melds + (0 if isinstance(action, AddedKong) else 1)))
        if isinstance(action, Pass):
            return Choice(action, words, *self._standing(ctx.counts, melds))
        return Choice(action, words, None, None)      # a set-up step: no hand measure applies

    def danger(self, kind: Tile) -> Optional[Danger]:
        """The danger of throwing `kind` now, as the hints tell it (game/teaching/danger.py
        `assess`); None where nobody can win on a discard. Who threatens is named even where no
        seat is ready enough for the hint to warn (the likeliest winner on this tile)."""
        if not discard_wins(self.view) or kind.index >= NUM_PLAY_KINDS:
            return None
        view, ctx = self.view, self.ctx
        note = assess(view, kind.index)
        unseen = COPIES - ctx.seen[kind.index] - ctx.counts[kind.index]
        read = self._likeliest(kind, unseen)
        if note.threat is not None:
            seat, ready, why = note.threat.seat, note.threat.ready, note.threat.why
        elif read is not None:
            seat, ready, why = read.seat, read.ready, threat_why(view, read, self.flowers_value)
        else:
            return Danger(note.chance, -1, 0.0, note.because or fill_text("danger_nobody", tile=tile_bi(kind)))
        if note.chance < DANGEROUS and not note.dangerous:
            safe = note.because if note.level == "safe" and note.because.en else \
                fill_text("danger_low", tile=tile_bi(kind), pct=round(note.chance * 100))
            return Danger(note.chance, seat, ready, safe)
        because = note.because if note.threat is not None else \
            unsafe_because(view, kind, read, ctx.seen[kind.index])
        head = fill_text("danger_head" if note.dangerous else "danger_some", tile=tile_bi(kind),
                         pct=max(1, round(note.chance * 100)))
        return Danger(note.chance, seat, ready, join([head, join([why, because])], Bi("：", ": ")))

    def _likeliest(self, kind: Tile, unseen: int) -> Optional[SeatRead]:
        """The opponent throwing `kind` most likely deals into (None: no opponent can win)."""
        worst: tuple[float, Optional[SeatRead]] = (-1.0, None)
        for r in self.reads:
            void = self.voids[r.seat] if r.seat < len(self.voids) else None
            p = r.ready * wait_chance(kind.index, unseen, r, self.tables, void)[0]
            if p > worst[0]:
                worst = (p, r)
        return worst[1]


def cost(decision: Decision, played: Choice, expert: Choice, view: SeatView) -> float:
    """How much worse `played` is than the expert's answer, on the expert's scale (100 = one
    step from ready); 0 when they are the same choice."""
    if choice_key(view, played.action) == choice_key(view, expert.action):
        return 0.0
    if isinstance(expert.action, Win):
        return WIN_MISSED
    weighed = _candidate_gap(decision, played, expert, view)
    if weighed is None:
        weighed = _claim_gap(decision, played, expert)
    if weighed is not None:
        return max(DIFFERENT_FLOOR, weighed)
    if played.action.SETUP_STEP is not None or expert.action.SETUP_STEP is not None:
        return SETUP_DIFFERENT
    gap = 0.0
    if played.shanten is not None and expert.shanten is not None:
        gap += STEP * (played.shanten - expert.shanten)
        if played.live is not None and expert.live is not None:
            gap += LIVE_WEIGHT * (min(expert.live, LIVE_CAP) - min(played.live, LIVE_CAP))
    gap += _danger_gap(played, expert, safety_weighed=False)
    return max(DIFFERENT_FLOOR, gap)


def _candidate_gap(decision: Decision, played: Choice, expert: Choice, view: SeatView) -> Optional[float]:
    """A discard against the expert's discard: the gap of their weights among its candidates,
    and the danger the player added where the expert did not weigh danger (nobody read as a
    threat to its level, early in the hand)."""
    tile = discard_tile(played.action)
    if decision.code != "discard" or tile is None or not decision.candidates:
        return None
    kind = kind_of(view, tile)
    scores = {label: (score, weights) for score, label, weights in decision.candidates}
    if kind is None or kind.name_zh not in scores:
        return None
    best = decision.candidates[0][0]
    score, weights = scores[kind.name_zh]
    return best - score + _danger_gap(played, expert, safety_weighed="safety" in weights)


def _claim_gap(decision: Decision, played: Choice, expert: Choice) -> Optional[float]:
    """A claim window: the expert weighed each claim against passing (`value`: how much better
    than passing, on the same scale); the gap between the two answers' values."""
    by_action = {c["action"]: c["value"] for c in decision.facts.get("claims", ()) if "value" in c}
    if not by_action:
        return None

    def value(action: ActionBase) -> Optional[float]:
        return 0.0 if isinstance(action, Pass) else by_action.get(action)

    mine, theirs = value(played.action), value(expert.action)
    if mine is None or theirs is None:
        return None
    return float(theirs) - float(mine)


def _danger_gap(played: Choice, expert: Choice, safety_weighed: bool) -> float:
    if safety_weighed or played.danger is None:
        return 0.0
    theirs = expert.danger.chance if expert.danger is not None else 0.0
    return DANGER_WEIGHT * max(0.0, played.danger.chance - theirs)


def plan_words(decision: Decision, variant: str) -> Bi:
    """The expert's plan and, where the plan names it, its value ("混一色+箭刻（约8番）"); for a claim,
    the plan the hand heads for after it (the plan before a chow may be a concealed one)."""
    plans = decision.facts.get("plans") or []
    claimed = next((c for c in decision.facts.get("claims", []) if c.get("action") == decision.action), None)
    if claimed is not None:
        plans = claimed.get("plans") or []
    if not plans:
        return Bi("", "")
    words = plan_bi(plans, variant)
    value = sum(int(v) for _key, _zh, v in plans if isinstance(v, (int, float)))
    unit = unit_bi(get_variant(variant).value_unit)       # the routes value a plan in the scorer's unit
    return Bi(f"{words.zh}（约{value}{unit.zh}）", singular_one(f"{words.en} (about {value} {unit.en})")) if value else words
