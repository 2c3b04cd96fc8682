"""Two drills built from our own rules (docs/lessons.md):

    discard_positions("guobiao", 5)   -> [DiscardPosition]   "what would you discard?"
    score_questions("sichuan")        -> [ScoreQuestion]     "what does this hand score?"

A discard position comes from seeded play (the default bots on a match of the variant): a turn
is kept only when the hint's choice (`hints.hint`, the bot pipeline's own decision and reason)
beats the second-best discard by a clear margin in the bot's own weights, so the drill never asks
about a coin toss. The answer is the hint's tile and its reason.

A wrong discard is told what it costs: the steps from ready and the tiles that help after the
learner's tile and after the expert's (the hand review's measures, game/review), said as which
is better and why (nearer ready outweighs more tiles that help; a step is one more tile needed
to be ready), then the expert's reasons; every explanation in full sentences.

A score question is one row's example hand of the rules book (`Variant.rows[i].example`, read
with `Variant.read_hand`), answered by the variant's scorer: four totals to choose from (the
scorer's and three slips, score_slips.py: a fan forgotten, a fan the rules cancel counted
anyway, one counted twice) and each counted item with its value and its meaning from the table.
A wrong total is told what would give it (an item left out or added, offered as a possibility:
the learner may have guessed). The questions come easy first: few items and small totals, then
more. The drills come in sets: drill_sets.py.
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Mapping, Optional, Sequence

from rules import engine
from rules.actions import ActionBase, Discard, Win
from rules.score_rows import by_key
from rules.scoring import ScoreResult, WinContext
from rules.tiles import Tile
from rules.variants.facts import SUIT_WORDS
from rules.variants.registry import get_variant

from game.bots.default_bot import DefaultBot
from game.session import MatchSession

from .hints import hint
from .i18n import WIND_NAMES, Bi, english, words_bi
from .rules_book import ExampleHand, example_hand, example_request, option_value_word, score_example
from .score_slips import Slip, amount, slip_for, slips

if TYPE_CHECKING:    # the review's measures are imported where they are used (a heavier import)
    from game.review.review import Choice

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


def void_said(view: engine.SeatView) -> Optional[Bi]:
    """The hand's void suit in a sentence (四川 定缺: the expert's reasons lean on it), with what
    it asks of the hand now; None where the rules have no void suit."""
    suit = view.extra.own_void()
    if suit is None or suit not in SUIT_WORDS:
        return None
    name = SUIT_WORDS[suit]
    if any(k.suit == suit for k in view.hand_kinds):
        return Bi(f"你定缺{name.zh}：手里的{name.zh}要先打完", f"Your void suit is {name.en}: discard your {name.en} tiles first")
    return Bi(f"你定缺{name.zh}：手里已经没有{name.zh}了", f"Your void suit is {name.en}: none is left in your hand")


def seat_voids(view: engine.SeatView) -> list[Optional[Bi]]:
    """Each seat's void suit, short ("缺万" / "void: Characters"), once all are revealed; None
    for a seat (or every seat) without one."""
    voids = view.extra.revealed_voids() or ()
    out: list[Optional[Bi]] = [None] * len(view.hand_sizes)
    for seat, suit in enumerate(voids[:len(out)]):
        if suit in SUIT_WORDS:
            out[seat] = Bi(f"缺{SUIT_WORDS[suit].zh}", f"void: {SUIT_WORDS[suit].en}")
    return out


def judge_discard(position: DiscardPosition, kind: Tile) -> DrillAnswer:
    """The learner chose `kind`: right when it is the bot's discard, with its reason; else what
    the learner's tile costs against the bot's (the hand review's measures: steps from ready,
    tiles that help, danger; worded for the drill: which is better and why), then the bot's
    reason. Every sentence ends with its stop."""
    if kind is position.answer:
        return DrillAnswer(True, sentences([Bi("对了！", "Right!"), position.reason]))
    from game.review.reviewer import review_decision     # the review's measures (a heavier import)
    view = position.view
    tile = view.hand[view.hand_kinds.index(kind)] if kind in view.hand_kinds else None
    played = next((a for a in position.legal if isinstance(a, Discard) and a.tile == tile), None)
    if played is None:      # a tile the rules refuse here (四川: the void suit goes first)
        refusal = view.extra.discard_refusal(view, kind, position.options)
        said = [words_bi(refusal.text)] if refusal is not None else []
        return DrillAnswer(False, sentences(said + [EXPERT_CHOICE + position.reason]))
    reviewed = review_decision(view, position.legal, played, DefaultBot(random.Random(0)))
    feedback = discard_feedback(reviewed.played, reviewed.expert, reviewed.cost, position.reason)
    from game.review.words import without_safety
    from game.teaching.danger import discard_wins
    return DrillAnswer(False, feedback if discard_wins(view) else without_safety(feedback))   # 天津: never "safer"


EXPERT_CHOICE = Bi("高手的选择：", "The expert's choice: ")
EXPERT_REASONS = Bi("高手的理由：", "The expert's reasons: ")
# what a step is, for a beginner (the review's own words: `main.py review`'s note on costs)
STEP_MEANS = Bi("1步 = 离听牌多差一张牌", "1 step = one more tile needed to be ready")


def discard_feedback(mine: Choice, theirs: Choice, price: float, reason: Bi) -> Bi:
    """A wrong discard in sentences: the two tiles; the rules' warning on the learner's (天津's
    混); which leaves the hand better and why (nearer ready outweighs more tiles that help), a
    step said once in a beginner's words; the learner's tile's danger; the cost all told; the
    expert's reasons (without their opening "discard X", said already)."""
    from game.review.cost import DANGEROUS
    from game.review.words import fill_text
    parts = [fill_text("differs", played=mine.words, expert=theirs.words)]
    if mine.warning is not None and theirs.warning is None:     # 小相公: the rules' own cost
        parts.append(mine.warning)
    compared = _compared(mine, theirs)
    parts += compared
    if mine.danger is not None and mine.danger.chance >= DANGEROUS:
        parts.append(mine.danger.why)
    parts.append(_cost(mine, theirs, price, said_steps=any("步" in p.zh for p in compared)))
    opening = Bi(theirs.words.zh + "：", theirs.words.en + ": ")
    if reason.zh.startswith(opening.zh) and reason.en.startswith(opening.en):
        parts.append(EXPERT_REASONS + Bi(reason.zh[len(opening.zh):], reason.en[len(opening.en):]))
    else:
        parts.append(EXPERT_CHOICE + reason)
    return sentences(parts)


def _steps_from_ready(n: int) -> Bi:
    """"离听2步" / "2 steps from ready"."""
    return Bi(f"离听{n}步", f"{n} step{'s' if n != 1 else ''} from ready")


def _winning(n: int) -> Bi:
    return Bi(f"能和的牌还有{n}张未见", f"{n} unseen winning tile{'s' if n != 1 else ''}")


MEANS = Bi(f"（{STEP_MEANS.zh}）", f" ({STEP_MEANS.en})")


def _compared(mine: Choice, theirs: Choice) -> list[Bi]:
    """Which choice leaves the hand better, said plainly: the nearer ready is the better; more
    tiles that help count only between hands as near ready (a tester read "2 from ready, 29
    tiles that help" against "1 from ready, 11" as the learner's being better). What a step
    is, is said at its first mention."""
    a, b = mine.shanten, theirs.shanten
    if a is None or b is None or a < 0 or b < 0:
        return []
    la, lb = mine.live or 0, theirs.live or 0
    if a == b == 0:
        return [Bi(f"两种打法都听牌：你的打法{_winning(la).zh}，高手的还有{lb}张",
                   f"Both leave the hand ready: {_winning(la).en} for yours, {lb} for the expert's")]
    if a == b:
        head = Bi(f"两种打法都{_steps_from_ready(a).zh}", f"Both leave the hand {_steps_from_ready(a).en}") + MEANS
        if lb > la:
            return [head + Bi(f"，但高手的有效牌更多（{lb}张对{la}张），下一步来得更快",
                              f", but the expert's keeps more tiles that help ({lb} against {la}), so the next "
                              f"step comes sooner")]
        return [head + Bi(f"，你的有效牌不比高手少（{la}张对{lb}张）：差别在别处（安全、价值或以后的进张）",
                          f", and yours keeps as many tiles that help or more ({la} against {lb}): the "
                          f"difference is elsewhere (safety, value or the tiles after)")]
    if a < b:      # the learner's is nearer ready: the expert weighs more than the steps
        theirs_said = Bi("听牌", "ready") if b == 0 else _steps_from_ready(b)
        return [Bi(f"你的打法离听更近（{'听牌' if a == 0 else _steps_from_ready(a).zh}，高手的{theirs_said.zh}）",
                   f"Yours leaves the hand nearer ready ({'ready' if a == 0 else _steps_from_ready(a).en}, the "
                   f"expert's {theirs_said.en})") + MEANS
                + Bi("，但高手不只看步数，还看价值和安全", ", but the expert weighs more than the steps: value and safety too")]
    if b == 0:      # the expert's keeps the hand ready, the learner's breaks it
        said = [Bi(f"高手的打法更好：保持听牌（{_winning(lb).zh}），你的打法拆了听牌，{_steps_from_ready(a).zh}",
                   f"The expert's is better: it keeps the hand ready ({_winning(lb).en}); yours breaks it: "
                   f"{_steps_from_ready(a).en}") + MEANS]
        if la > lb:
            said.append(Bi(f"你的打法有效牌更多（{la}张），但只有听牌才能和：听牌更要紧",
                           f"Yours keeps more tiles that help ({la}), but only a ready hand can win: being ready "
                           f"counts for more"))
        return said
    said = [Bi(f"高手的打法更好：打后{_steps_from_ready(b).zh}，你的打法{_steps_from_ready(a).zh}",
               f"The expert's is better: it leaves the hand {_steps_from_ready(b).en}, yours {a}") + MEANS]
    if la > lb:
        where = (Bi("也只是让你的牌走到高手的打法已经到的地方", "would only bring your hand to where the expert's already is")
                 if a - b == 1 else Bi("也只近一步，仍比高手的远", "brings yours one step nearer, still behind the expert's"))
        said.append(Bi(f"你的打法有效牌更多（{la}张对{lb}张），但离听更近更要紧：这些牌每来一张，{where.zh}",
                       f"Yours keeps more tiles that help ({la} against {lb}), but being nearer ready counts for "
                       f"more: each of them {where.en}"))
    elif lb > la:
        said.append(Bi(f"高手的有效牌也更多（{lb}张对{la}张）", f"The expert's keeps more tiles that help too ({lb} against {la})"))
    return said


def _cost(mine: Choice, theirs: Choice, price: float, said_steps: bool) -> Bi:
    """The cost all told in the expert's weights, in steps (what a step is said here unless the
    comparison said it); past what a count of steps can say, "very costly"; between two ready
    hands, the better wait (no step is between them)."""
    from game.review.cost import DIFFERENT_FLOOR, STEP
    from game.review.reviewer import HUGE_COST
    from game.review.words import fill_text
    a, b, la, lb = mine.shanten, theirs.shanten, mine.live or 0, theirs.live or 0
    if price >= HUGE_COST:
        return fill_text("cost_huge")
    if a == 0 == b:
        return Bi("高手的听口更好：和牌张更容易来、和得更大或打出的牌更安全",
                  "The expert's wait is the better one: its winning tiles come more easily, it wins more, or "
                  "the tile thrown is safer")
    if a == b and la >= lb and price <= DIFFERENT_FLOOR:
        return Bi("差别很小", "A small difference")
    shown = f"{price / STEP:.1f}"
    steps = Bi(f"{shown}步", f"{shown} steps" if float(shown) >= 1 else f"{shown} of a step")
    said = Bi(f"把速度、价值和安全合起来算，你的打法代价约{steps.zh}", f"All told (speed, value and safety), yours costs "
              f"about {steps.en}")
    if not said_steps:
        said += MEANS
    if a is not None and b is not None and a > b > 0 and la > lb and price < STEP:
        said += Bi("：不到一整步，因为你多出的有效牌补回了一些", ": less than a whole step, as your extra tiles that "
                   "help make up part of it")
    return said


def sentences(parts: Sequence[Bi]) -> Bi:
    """Parts as sentences: each English one opens with a capital, every one ends with its stop."""
    out = []
    for part in parts:
        zh, en = part.zh.strip(), part.en.strip()
        if not (zh or en):
            continue
        if zh and zh[-1] not in "。！？":
            zh = zh.rstrip("；，：;,:") + "。"
        if en:
            en = en[:1].upper() + en[1:]
            if en[-1] not in ".!?":
                en = en.rstrip(";,: ") + "."
        out.append(Bi(zh, en))
    return Bi("".join(p.zh for p in out), " ".join(p.en for p in out))


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
    """The learner chose `total`: right when it is the scorer's; else what would give that total
    (its slip, offered as a possibility: the learner may have guessed) or how far it is off; the
    counted items either way."""
    result = question.result
    slip = slip_for(result.unit, question.slips, total, result.total)
    answer = total_words(question, result.total)
    head = [Bi("对了！", "Right!")] if slip is None else [Bi(f"不对，是{answer.zh}", f"Not quite: it is {answer.en}"), slip]
    lines = score_lines(question.variant, result)
    body = Bi("计入：" + "；".join(line.name.zh for line in lines),
              "Counted: " + "; ".join(line.name.en for line in lines))
    return DrillAnswer(slip is None, sentences(head + [body]))


def winning(legal: Sequence[ActionBase]) -> bool:
    """A win is among the actions (such a turn is no discard question)."""
    return any(isinstance(a, Win) for a in legal)
