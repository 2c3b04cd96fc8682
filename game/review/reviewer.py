"""The hand review (复盘): every decision of one player in a log against 高手 (the expert bot).

    review = review_log(lines, player=None)      # the log's human, else player 0
    for hand in review.hands:
        hand.marked          # the costliest decisions, first
        hand.matched         # every decision was the expert's own

`review_decision` reviews one position (a view, its legal actions and the answer given), for a
window that reviews the hand in progress or a drill.
"""
from __future__ import annotations

import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import replace
from typing import Callable, Mapping, Optional, Sequence

from rules import engine
from rules.actions import ActionBase, Win
from rules.engine import SeatView

from game.bots.base import Bot, make_bot
from game.teaching.hints import decision_reason
from game.teaching.danger import discard_wins
from game.teaching.i18n import Bi, join

from .cost import DANGEROUS, DIFFERENT_FLOOR, STEP, Measurer, choice_key, cost, discard_tile, plan_words
from .positions import Position, check_log, decision_points, match_sections
from .review import Choice, HandReview, LogReview, ReviewedDecision, setup_choice
from .words import fill_text, without_safety

EXPERT = "expert"
MARK_FROM = 30.0          # a difference costing less (under a third of a step) is not marked
MARKED_PER_HAND = 3       # at most this many decisions of a hand are marked
HUGE_COST = 10 * STEP     # from here a cost is told as "very costly", not as a count of steps


def expert_bot(match_seed: object, player: int) -> Bot:
    """The expert bot that judges `player`'s decisions (seeded as a match's bots are)."""
    return make_bot(EXPERT, match_seed, player)


def review_decision(view: SeatView, legal: Sequence[ActionBase], played: ActionBase, bot: Bot,
                    state: Optional[engine.State] = None, where: Optional[Mapping[str, int]] = None
                    ) -> ReviewedDecision:
    """One decision: the answer `played` at `view` (among `legal`) against `bot`'s decision
    there, measured and worded. `where`: match, hand, line, player (0 when not given)."""
    decision = bot.decide(view, legal)
    measure = Measurer(view)
    mine = measure.choice(played)
    same = choice_key(view, played) == choice_key(view, decision.action)
    theirs = mine if same else measure.choice(decision.action)
    price = 0.0 if same else cost(decision, mine, theirs, view)
    try:
        reasons = decision_reason(view, legal, decision, view.options) if decision.explained else Bi("", "")
    except (AssertionError, KeyError, ValueError, IndexError):   # a reason the words cannot give
        reasons = Bi(decision.summary, decision.summary)
    at = dict(where or {})
    # nobody wins on a discard here (天津): no sentence offers safety as a reason
    said = (lambda text: text) if discard_wins(view) else without_safety
    return ReviewedDecision(
        match=at.get("match", 0), hand=at.get("hand", 0), line=at.get("line", 0), player=at.get("player", 0),
        seat=view.seat, state=state, view=view, legal=tuple(legal),
        played=mine, expert=theirs, decision=decision, reasons=reasons, plan=plan_words(decision, view.variant),
        same=same, cost=price, text=said(_text(mine, theirs, same, price)), brief=said(_brief(mine, theirs, same, price)))


def _measure_words(choice: Choice, who: Bi) -> Bi:
    if choice.shanten is None:
        return Bi("", "")
    if choice.shanten < 0:
        return fill_text("measure_won", who=who)
    if choice.shanten == 0:
        return fill_text("measure_ready", who=who, live=choice.live or 0)
    return fill_text("measure", who=who, shanten=choice.shanten, live=choice.live or 0)


def _differs(mine: Choice, theirs: Choice) -> list[Bi]:
    """The opening of a differing decision's words: the two choices, what the rules warn the
    player's costs (a 天津 混 thrown: 小相公), then a missed win or a broken ready hand."""
    parts = [fill_text("differs", played=mine.words, expert=theirs.words)]
    if mine.warning is not None and theirs.warning is None:     # 小相公, 出搭: the rules' own cost
        parts.append(mine.warning)
    if isinstance(theirs.action, Win):
        parts.append(fill_text("missed_win"))
    elif theirs.shanten == 0 and mine.shanten is not None and mine.shanten > 0 \
            and discard_tile(mine.action) is not None:
        parts.append(fill_text("breaks_ready"))
    return parts


def _text(mine: Choice, theirs: Choice, same: bool, price: float) -> Bi:
    """The decision in one or two short sentences."""
    if same:
        return fill_text("same", choice=theirs.words)
    parts = _differs(mine, theirs)
    parts.append(_measure_words(mine, fill_text("yours")))
    parts.append(_measure_words(theirs, fill_text("theirs")))
    dangerous = mine.danger is not None and mine.danger.chance >= DANGEROUS
    if dangerous and mine.danger is not None:
        parts.append(mine.danger.why)
    parts.append(_setup_words() if setup_choice(mine, theirs) else
                 _cost_words(price, _same_measure(mine, theirs), dangerous, _further(mine, theirs),
                             mine.shanten == 0 == theirs.shanten))
    return join((_sentence(p) for p in parts), Bi("。", ". "))


def _setup_words() -> Bi:
    """A set-up choice's difference in words: its weight is a fixed mark, not a count of steps
    (a stakes choice such as 坐庄 has no distance from ready at all)."""
    return fill_text("cost_setup")


def _same_measure(mine: Choice, theirs: Choice) -> bool:
    """The player's choice is no worse on the measures shown (as near ready or nearer, as many
    helpful tiles or more; not a win): the cost lies in what they do not show."""
    if mine.shanten is None or theirs.shanten is None or mine.shanten < 0 or theirs.shanten < 0:
        return False
    if mine.shanten != theirs.shanten:
        return mine.shanten < theirs.shanten
    return (mine.live or 0) >= (theirs.live or 0)


def _further(mine: Choice, theirs: Choice) -> bool:
    """The player's choice leaves the hand more steps from ready than the expert's."""
    return mine.shanten is not None and theirs.shanten is not None and mine.shanten > theirs.shanten >= 0


def _cost_words(price: float, same_measure: bool = False, dangerous: bool = False, further: bool = False,
                both_ready: bool = False) -> Bi:
    """The cost in steps; where the player's choice is no worse on the measures shown, that the
    difference lies elsewhere, or is too small to price (never for a discard just called
    dangerous: the danger is the difference), instead of a bare number the sentence contradicts;
    where it is a step further from ready but costs less than half a step, that the expert
    weighs more than the steps (a tester read "3 from ready against 2 ... 0.1 of a step" as a slip);
    where both leave the hand ready, that the expert's wait is the better one, not a fraction of a
    step (no step is between them: a tester read "no worse ... about 0.1 of a step" as a slip)."""
    if same_measure and price <= DIFFERENT_FLOOR and not dangerous:
        return fill_text("cost_same_measure")
    if both_ready and not dangerous and price < HUGE_COST:
        return fill_text("cost_better_wait")
    if same_measure and price < HUGE_COST:
        return fill_text("cost_elsewhere", steps=_steps(price))
    if further and price < STEP / 2 and not dangerous:
        return fill_text("cost_weighed_less", steps=_steps(price))
    # the expert's weights say "never" with a weight of many steps (a 天津 混 thrown): not a count
    return fill_text("cost_steps", steps=_steps(price)) if price < HUGE_COST else fill_text("cost_huge")


def _steps(price: float) -> Bi:
    """A cost as a count of steps: "1.2步" / "1.2 steps", and under one step "0.4 of a step"."""
    shown = f"{price / STEP:.1f}"
    return Bi(f"{shown}步", f"{shown} steps" if float(shown) >= 1 else f"{shown} of a step")


def _brief(mine: Choice, theirs: Choice, same: bool, price: float) -> Bi:
    """The decision in a few words (the statistics' list of mistakes): the two choices, a broken
    ready hand or a missed win, the danger's chance, the cost; the review shows the whole text."""
    if same:
        return fill_text("same", choice=theirs.words)
    parts = _differs(mine, theirs)
    if mine.danger is not None and mine.danger.chance >= DANGEROUS:
        parts.append(fill_text("danger_short", pct=round(100 * mine.danger.chance)))
    parts.append(_setup_words() if setup_choice(mine, theirs) else _cost_words(price))
    return join((_sentence(p) for p in parts), Bi("。", ". "))


def _sentence(part: Bi) -> Bi:
    """A part of the text as its own sentence: its English starts with a capital."""
    return Bi(part.zh, part.en[:1].upper() + part.en[1:])


def _marked(decisions: list[ReviewedDecision]) -> list[ReviewedDecision]:
    """The same decisions, the costliest few (at least MARK_FROM) marked."""
    ranked = sorted((d for d in decisions if not d.same and d.cost >= MARK_FROM), key=lambda d: (-d.cost, d.line))
    chosen = {id(d) for d in ranked[:MARKED_PER_HAND]}
    return [_mark(d) if id(d) in chosen else d for d in decisions]


def _mark(d: ReviewedDecision) -> ReviewedDecision:
    return replace(d, marked=True)


def _result_words(state: engine.State, seat: int) -> Bi:
    if not engine.is_over(state):
        return fill_text("result_unfinished")
    res = engine.result(state)
    pay = f"{res.payments[seat]:+d}"
    dealt_in = any(w.from_seat == seat for w in res.wins)
    if seat in res.winners:
        if res.payments[seat] < 0 and not dealt_in:     # 血战: the others' wins and kongs cost more
            return fill_text("result_won_but_lost", pay=pay)
        return fill_text("result_won_dealt_in" if dealt_in else "result_won", pay=pay)
    if not res.wins:
        return fill_text("result_drawn", pay=pay)
    if dealt_in:
        return fill_text("result_dealt_in", pay=pay)
    return fill_text("result_opponent" if len(res.payments) == 2 else "result_other", pay=pay)


def _hand_summary(decisions: Sequence[ReviewedDecision]) -> Bi:
    differing = sum(1 for d in decisions if not d.same)
    marked = sum(1 for d in decisions if d.marked)
    if not differing:
        return fill_text("hand_matched")
    if differing == 1:
        return fill_text("hand_one_differs" if marked else "hand_one_differs_small")
    if not marked:
        return fill_text("hand_differs_small", n=differing)
    return fill_text("hand_differs" if marked > 1 else "hand_differs_one_marked", n=differing, marked=marked)


def review_log(lines: Sequence[str], player: Optional[int] = None, jobs: int = 1,
               on_hand: Optional[Callable[[HandReview], None]] = None) -> LogReview:
    """Review every hand of a log for `player` (None: the log's human, else player 0).
    ReplayError for a log that does not replay; ValueError for a player the log does not seat.
    With `jobs` > 1 the matches of the log are reviewed on that many processes (the decisions
    then carry no engine `state`). `on_hand` is told of each hand as it is reviewed (a window's
    progress; one process only); an exception it raises stops the review."""
    started = time.perf_counter()
    info = check_log(lines)
    who = player if player is not None else (info.human if info.human is not None else 0)
    if not 0 <= who < info.players:
        raise ValueError(f"the log's table has players 0 to {info.players - 1}, not {who}")
    sections = match_sections(lines)
    if jobs > 1 and len(sections) > 1:
        work = [(part, who, first, index) for index, (first, part) in enumerate(sections)]
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            hands = [h for found in pool.map(_review_match, work) for h in found]
    else:
        hands = _review_hands(lines, who, 1, 0, on_hand)
    return LogReview(info.variant, who, tuple(hands), round(time.perf_counter() - started, 3))


def _review_match(work: tuple[list[str], int, int, int]) -> list[HandReview]:
    """One match of a log, in a worker process: its hands without engine states (they do not
    cross processes)."""
    lines, who, first_line, match = work
    return [replace(h, decisions=tuple(replace(d, state=None) for d in h.decisions))
            for h in _review_hands(lines, who, first_line, match)]


def _review_hands(lines: Sequence[str], who: int, first_line: int, first_match: int,
                  on_hand: Optional[Callable[[HandReview], None]] = None) -> list[HandReview]:
    """Every hand of checked log lines (starting at `first_line`, match `first_match`)."""
    bots: dict[int, Bot] = {}
    pending: list[ReviewedDecision] = []
    hands: list[HandReview] = []

    def hand_end(match: int, hand: int, seat: int, state: engine.State) -> None:
        decisions = _marked([d for d in pending if d.match == match and d.hand == hand])
        pending.clear()
        if not decisions and not engine.is_over(state):
            return      # a hand only dealt when the log stopped: nothing to review
        hands.append(HandReview(match, hand, who, seat, tuple(decisions), _result_words(state, seat),
                                _hand_summary(decisions)))
        if on_hand is not None:
            on_hand(hands[-1])

    for pos in decision_points(lines, who, hand_end, first_line, first_match):
        bot = bots.get(pos.match)
        if bot is None:
            bot = bots[pos.match] = expert_bot(pos.match_seed, who)
        pending.append(_review_position(pos, bot))
    return hands


def _review_position(pos: Position, bot: Bot) -> ReviewedDecision:
    return review_decision(pos.view, pos.legal, pos.action, bot, pos.state,
                           {"match": pos.match, "hand": pos.hand, "line": pos.line, "player": pos.player})

