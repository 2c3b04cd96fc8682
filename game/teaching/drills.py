"""Two drills built from our own rules (docs/lessons.md):

    discard_positions("guobiao", 5)   -> [DiscardPosition]   "what would you discard?"
    score_questions("sichuan")        -> [ScoreQuestion]     "what does this hand score?"

A discard position comes from seeded play (the default bots on a match of the variant): a turn
is kept only when the hint's choice (`hints.hint`, the bot pipeline's own decision and reason)
beats the second-best discard by a clear margin in the bot's own weights, so the drill never asks
about a coin toss. The answer is the hint's tile and its reason.

A wrong discard is told what it costs: the steps from ready and the tiles that help after the
learner's tile and after the expert's (the hand review's measures, game/review), then the
expert's reason.

A score question is one row's example hand of the rules book (`Variant.rows[i].example`, read
with `Variant.read_hand`), answered by the variant's scorer: four totals to choose from (the
scorer's and three slips, score_slips.py: a fan forgotten, a fan the rules cancel counted
anyway, one counted twice) and each counted item with its value and its meaning from the table.
A wrong total is told which items it left out or added. The questions come easy first: few
items and small totals, then more.
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Mapping, Optional, Sequence

from rules import engine
from rules.actions import ActionBase, Discard, Win
from rules.score_rows import by_key
from rules.scoring import ScoreResult, WinContext
from rules.tiles import Tile
from rules.variants.registry import get_variant

from game.bots.default_bot import DefaultBot
from game.session import MatchSession

from .hints import hint
from .i18n import WIND_NAMES, Bi, english, join, words_bi
from .rules_book import ExampleHand, example_hand, example_request, option_value_word, score_example
from .score_slips import Slip, amount, slip_for, slips

DRILL_SEED = "drill"
CLEAR_MARGIN = 30.0       # the bot's best discard must beat the next by this much (a shanten step is 100)
MAX_HANDS = 40            # hands of seeded play searched for positions
PER_HAND = 2              # positions kept from one hand at most (spread over the hands)
EARLIEST_TURN = 4         # discards before a position is worth asking about (not the opening shuffle)
CHOICES = 4


# ------------------------------------------------------------------------------ what would you discard?

@dataclass(frozen=True)
class DiscardPosition:
    variant: str
    where: str                     # "seed S hand H turn T seat N": how to find it again
    view: engine.SeatView
    legal: tuple[ActionBase, ...]
    options: dict[str, Any]
    answer: Tile                   # the kind the bot discards
    reason: Bi
    margin: float                  # best minus second-best weight


@dataclass(frozen=True)
class DrillAnswer:
    right: bool
    text: Bi


def discard_margin(details: dict[str, Any]) -> Optional[float]:
    """Best minus second-best candidate weight of a hint's discard decision (None: no choice)."""
    candidates = details.get("candidates") or []
    scores = [float(c["score"]) for c in candidates if isinstance(c, dict) and isinstance(c.get("score"), (int, float))]
    if len(scores) < 2:
        return None
    first, second = sorted(scores, reverse=True)[:2]
    return first - second


def _position(session: MatchSession, seat: int, where: str, margin: float) -> Optional[DiscardPosition]:
    state = session.state
    legal = engine.legal_actions(state, seat)
    if not legal or not all(isinstance(a, Discard) for a in legal):
        return None      # a kong or a win is offered too: not a plain "which tile" question
    view = engine.view_for(state, seat)
    if len(set(view.hand_kinds)) < 2:
        return None
    found = hint(view, legal, session.options)
    gap = discard_margin(found.details)
    if not isinstance(found.action, Discard) or gap is None or gap < margin:
        return None
    kind = view.hand_kinds[view.hand.index(found.action.tile)]
    return DiscardPosition(session.variant.name, where, view, tuple(legal), dict(session.options), kind,
                           found.reason, gap)


def discard_positions(variant: str, count: int, seed: str = DRILL_SEED, margin: float = CLEAR_MARGIN,
                      max_hands: int = MAX_HANDS) -> list[DiscardPosition]:
    """Up to `count` clear discard questions from seeded bot play of `variant`: at most
    PER_HAND from one hand, the first after EARLIEST_TURN discards of each seat, the next two
    go-rounds later."""
    name = get_variant(variant).name
    found: list[DiscardPosition] = []
    match = 0
    hands = 0
    while len(found) < count and hands < max_hands:
        session = MatchSession(variant=name, seed=f"{seed}:{match}", human=None)
        while len(found) < count and hands < max_hands and not session.finished:
            seats = session.variant.seats
            kept = 0
            next_at = EARLIEST_TURN * seats         # discards of the hand before the next question
            while not session.hand_over and len(found) < count and kept < PER_HAND:
                state = session.state
                done = len(state.discard_log)
                if state.phase == engine.PLAY and done >= next_at:
                    where = f"seed {seed}:{match} hand {session.match.hand_no} discard {done} seat {state.turn}"
                    position = _position(session, state.turn, where, margin)
                    if position is not None:
                        found.append(position)
                        kept += 1
                        next_at = done + 2 * seats
                if not session.step():
                    break
            while not session.hand_over and session.step():
                pass
            hands += 1
            if session.hand_over and not session.match_over:
                session.next_hand()
            else:
                break
        match += 1
    return found


def judge_discard(position: DiscardPosition, kind: Tile) -> DrillAnswer:
    """The learner chose `kind`: right when it is the bot's discard, with its reason; else what
    the learner's tile costs against the bot's (steps from ready, tiles that help, danger: the
    hand review's measures), then the bot's reason."""
    if kind is position.answer:
        return DrillAnswer(True, Bi("对了！", "Right! ") + position.reason)
    from game.review.reviewer import review_decision     # the review's measures (a heavier import)
    view = position.view
    tile = view.hand[view.hand_kinds.index(kind)] if kind in view.hand_kinds else None
    played = next((a for a in position.legal if isinstance(a, Discard) and a.tile == tile), None)
    head = Bi("高手电脑的选择：", "The expert bot's choice: ")        # the reason names the tile
    if played is None:
        return DrillAnswer(False, head + position.reason)
    reviewed = review_decision(view, position.legal, played, DefaultBot(random.Random(0)))
    # the review's words open with what the rules warn the tile costs (天津: a 混 thrown bars the win)
    return DrillAnswer(False, join([reviewed.text, head + position.reason], Bi("。", ". ")))


# ------------------------------------------------------------------------------ what does this hand score?

@dataclass(frozen=True)
class ScoreLine:
    """One counted item of a scored hand: its name with value, and what it means."""

    name: Bi
    meaning: Bi


@dataclass(frozen=True)
class ScoreQuestion:
    variant: str
    row_key: str                   # the row whose example this is
    row_name: Bi
    example: ExampleHand
    result: ScoreResult
    choices: tuple[int, ...]       # totals to choose from, ascending (the scorer's among them)
    conditions: tuple[Bi, ...]
    slips: tuple[Slip, ...] = ()   # what a learner who chose each wrong total did
    room_rules: int = 0            # the first conditions name room rules the example needs (0: classic)

    @property
    def difficulty(self) -> tuple[int, int]:
        """Items counted (occurrences), then the total: smaller is easier."""
        return sum(item.count for item in self.result.items), self.result.total

    @property
    def context(self) -> WinContext:
        return self.example.context


def total_words(question: ScoreQuestion, total: int) -> Bi:
    """A choice as shown: "24番" / "24 fans"."""
    return amount(question.result.unit, total)


def score_lines(variant: str, result: ScoreResult) -> list[ScoreLine]:
    """Each item the scorer counted, with its value and the table's meaning of its row."""
    rows = by_key(get_variant(variant).rows)
    out = []
    for item in result.items:
        value = Bi(f"×{item.value}", f"×{item.value}") if item.op == "mul" else amount(result.unit, item.value)
        times = f" ×{item.count}" if item.count > 1 else ""
        row = rows.get(item.key)
        meaning = Bi(row.meaning_zh, english(row.meaning_en)) if row is not None else Bi("", "")
        out.append(ScoreLine(Bi(f"{item.name_zh} {value.zh}{times}", f"{item.name_en} {value.en}{times}"), meaning))
    return out


def _choices(result: ScoreResult, found: list[Slip]) -> tuple[int, ...]:
    """CHOICES distinct totals, the scorer's among them: the likeliest slips, then neighbours."""
    picked: list[int] = []
    steps = [k for n in range(1, CHOICES + 1) for k in (n, -n)]
    for n in [s.total for s in found] + [result.total + k for k in steps if result.total + k > 0]:
        if n not in picked and n != result.total:
            picked.append(n)
        if len(picked) == CHOICES - 1:
            break
    return tuple(sorted(picked + [result.total]))


def _tiles(ctx: WinContext) -> list[Tile]:
    """Every tile of a scored hand: concealed, melded and the winning one."""
    return list(ctx.all_concealed) + [t for m in ctx.melds for t in m.tiles]


def conditions(variant: str, ctx: WinContext) -> tuple[Bi, ...]:
    """What the example hand's situation is, beside its tiles (自摸, 杠上开花, 缺一门, 混儿 ...)."""
    robbed = ctx.kong_related and not ctx.self_drawn    # the tile was added to a pung, never discarded
    words = [] if robbed else [Bi("自摸", "self-drawn") if ctx.self_drawn else Bi("和别人打的牌", "on a discard")]
    flags = ((ctx.kong_related, Bi("杠上开花", "on a kong replacement") if ctx.self_drawn else Bi("抢杠", "robbing a kong")),
             (ctx.last_tile, Bi("最后一张", "the last tile")), (ctx.last_of_kind, Bi("绝张", "the last of its kind")),
             (ctx.first_turn, Bi("第一轮", "the first turn")), (ctx.dealer, Bi("庄家", "dealer")))
    words += [w for on, w in flags if on]
    if ctx.flowers:
        words.append(Bi(f"花牌{ctx.flowers}张", f"{ctx.flowers} flower tile" + ("s" if ctx.flowers != 1 else "")))
    if "seat_wind" in get_variant(variant).score_flags and (ctx.seat_wind != "E" or ctx.round_wind != "E"
                                                          or any(t.suit == "z" and t.rank <= 4 for t in _tiles(ctx))):
        seat, wind = WIND_NAMES[ctx.seat_wind], WIND_NAMES[ctx.round_wind]      # a wind in the hand: which ones count
        words.append(Bi(f"门风{seat.zh}、圈风{wind.zh}", f"seat wind {seat.en}, round wind {wind.en}"))
    words += [words_bi(w) for w in get_variant(variant).context_facts.conditions(ctx.extra or {})]
    return tuple(words)


def score_questions(variant: str, seed: str = DRILL_SEED) -> list[ScoreQuestion]:
    """A question for each row example the scorer calls a legal win, easy first (few items,
    small totals: `ScoreQuestion.difficulty`), questions of equal difficulty in a seeded order."""
    from rules.score_rows import rows_in_force
    v = get_variant(variant)
    out = []
    seen: set[str] = set()
    for row in rows_in_force(v.rows, v.resolve_options()):     # the classic table (二人: not option B's)
        request = example_request(row)
        if request is None:
            continue
        example = example_hand(v.name, request)
        if example.text in seen:
            continue
        seen.add(example.text)
        result = score_example(v.name, example)
        if not (result.win and result.meets_minimum):
            continue
        held = v.cancelled_rows(example.context, example.options) if v.cancelled_rows is not None else frozenset()
        found = slips(v.name, result, held)
        choices = _choices(result, found)
        house = room_rules(v.name, row.example_options)
        out.append(ScoreQuestion(v.name, row.key, Bi(row.name_zh, row.name_en), example, result, choices,
                                 house + conditions(v.name, example.context),
                                 tuple(s for s in found if s.total in choices), len(house)))
    random.Random(f"{seed}:{v.name}").shuffle(out)
    # easy first, a room rule's own item after the classic table's; equals in the seeded order
    out.sort(key=lambda q: (q.room_rules > 0, q.difficulty))
    return out


def room_rules(variant: str, needed: Mapping[str, Any]) -> tuple[Bi, ...]:
    """The room rules an example needs beyond the classic table, each as a condition the
    question names ("房间规则：金杠胡/银杠胡 开"): a 天津 金杠胡 is no win at a classic table."""
    v = get_variant(variant)
    classic = v.resolve_options()
    out = []
    for key, value in needed.items():
        if classic.get(key) == value and type(classic.get(key)) is type(value):
            continue
        text = v.book.options.get(key) if v.book else None
        title = Bi(text.title.zh, english(text.title.en)) if text is not None else Bi(key, key)
        said = option_value_word(v, key, value)
        out.append(Bi(f"房间规则：{title.zh} {said.zh}", f"room rule: {title.en} {said.en}"))
    return tuple(out)


def judge_score(question: ScoreQuestion, total: int) -> DrillAnswer:
    """The learner chose `total`: right when it is the scorer's; else which items that total
    left out or added (its slip); the counted items either way."""
    result = question.result
    slip = slip_for(result.unit, question.slips, total, result.total)
    answer = total_words(question, result.total)
    if slip is None:
        head = Bi("对了！", "Right! ")
    else:
        chosen = total_words(question, total)
        head = Bi(f"不对，是{answer.zh}。你选的{chosen.zh}：{slip.zh}。",
                  f"Not quite: it is {answer.en}. Your {chosen.en}: {slip.en}. ")
    lines = score_lines(question.variant, result)
    body = Bi("计入：" + "；".join(line.name.zh for line in lines),
              "Counted: " + "; ".join(line.name.en for line in lines))
    return DrillAnswer(slip is None, head + body)


def winning(legal: Sequence[ActionBase]) -> bool:
    """A win is among the actions (such a turn is no discard question)."""
    return any(isinstance(a, Win) for a in legal)
