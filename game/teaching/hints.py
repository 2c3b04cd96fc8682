"""The hint: what the default bot would do in the human's seat, and why, in one line.

    h = hint(view, legal)      # h.action is one of `legal`
    h.reason_zh  "打发：保留12张有效牌（向听数1）；发已见2张，较安全"
    h.reason_en  "discard Green Dragon: keeps 12 live tiles that improve the hand (1 from ready); ..."

The action is the bot's own decision (`DefaultBot.decide`), and the reason is read off that
decision: its branch (`Decision.code`), its weights per candidate and the numbers it decided on
(`Decision.facts`). The shanten and live counts of a discard are the bot's analysis of the same
view (`rules.analysis.effective_tiles`), so the reason never argues for something the bot did not
weigh. `details` keeps the raw material for a "more" panel: every candidate with its weights.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from functools import cache
from typing import Any, Callable, Mapping, Optional, Sequence

from game.bots.decision import Decision
from game.bots.default_bot import DefaultBot, PlanFacts
from game.bots.policies import policy_for
from game.bots.policies.plans import CONCEALED_PLAN
from game.bots.table_reading import visible_counts
from rules.actions import ActionBase, AddedKong, Chow, ConcealedKong, Discard, Kong, Pung, discard_tile
from rules.engine import SeatView, is_offered
from rules.tiles import Tile
from rules.variants.registry import all_variants

from .i18n import Bi, claim_kinds_bi, claims_bi, fill, join, suit_bi, t, tile_bi, tiles_bi
from .danger import danger_line, discard_wins
from .danger_words import defence_reason
from .waits import DiscardWaits, Verdict, discard_waits, judge, reach_words

SHOWN_WAITS = 4     # a ready discard names at most this many waits, then "and others"


@dataclass(frozen=True)
class Hint:
    action: ActionBase
    reason_zh: str
    reason_en: str
    details: dict[str, Any] = field(default_factory=dict)     # the bot's raw decision, by name
    # The danger of the hinted discard when it is dangerous (game/teaching/danger.py
    # `danger_line`): who threatens and why, and late in the hand the safer choice; "" otherwise.
    danger_zh: str = ""
    danger_en: str = ""

    @property
    def reason(self) -> Bi:
        return Bi(self.reason_zh, self.reason_en)

    @property
    def danger(self) -> Optional[Bi]:
        """The danger line in both languages, or None when the hinted move is not dangerous."""
        return Bi(self.danger_zh, self.danger_en) if self.danger_zh else None


def hint(view: SeatView, legal: Sequence[ActionBase], options: Optional[Mapping[str, Any]] = None) -> Hint:
    """The suggested action for `view`'s seat among `legal` (the engine's legal actions), with
    its reason. `options`: the table's rule options (defaults when None) for scoring a win."""
    if not legal:
        raise ValueError("a hint needs at least one legal action")
    decision = DefaultBot(random.Random(0)).decide(view, legal)
    action = decision.action
    if not is_offered(legal, action):   # the bot only ever picks what is offered; a hint must never mislead
        raise AssertionError(f"the bot chose {action}, which is not legal")
    details = _details(decision)
    declared = policy_for(view.variant).known_ready(view)
    if isinstance(action, Discard) and len(legal) == 1 and view.seat < len(declared) and declared[view.seat]:
        # a declared hand (二人 报听) throws what it drew: no plan or danger to weigh
        _reason(view, legal, decision, options, details)       # the details (the hand after it), as for any discard
        forced = t("reason", head=t("discard_head", tile=tile_bi(_kind(view, action.tile))), body=t("discard_forced"))
        return Hint(action, forced.zh, forced.en, details, "", "")
    thrown = discard_tile(action)       # a discard, or a declaration that throws one (报听)
    danger = danger_line(view, legal, _kind(view, thrown).index) if thrown is not None else None
    # a tile the danger line warns about is not also called safe in the reason just above it
    reason = _reason(view, legal, decision, options, details, warned=danger is not None)
    if danger is not None:
        details["danger_line"] = {"zh": danger.zh, "en": danger.en}
    return Hint(action, reason.zh, reason.en, details, danger.zh if danger else "", danger.en if danger else "")


def decision_reason(view: SeatView, legal: Sequence[ActionBase], decision: Decision,
                    options: Optional[Mapping[str, Any]] = None) -> Bi:
    """Why a bot's own `decision` among `legal` at `view` (any level, the baseline), in the
    words hint() gives its decision; ask only of a decision that is `explained`."""
    return _reason(view, legal, decision, options, _details(decision))


def _details(decision: Decision) -> dict[str, Any]:
    """The bot's raw decision, by name, for a "more" panel (the wording adds to it)."""
    return {"code": decision.code, "summary": decision.summary, "target": decision.target,
            "facts": decision.facts,
            "candidates": [{"tile": label, "score": score, "weights": dict(w)}
                           for score, label, w in decision.candidates]}


def _reason(view: SeatView, legal: Sequence[ActionBase], d: Decision, options: Optional[Mapping[str, Any]],
            details: dict[str, Any], warned: bool = False) -> Bi:
    code = d.code
    if code == "win":
        return _win(view, options)
    if code == "discard":
        return _discard(view, d, options, details, warned)
    if code in ("concealed_kong", "added_kong"):
        action = d.action
        assert isinstance(action, (ConcealedKong, AddedKong)), "a kong decision names its kong"
        kind = action.kind if isinstance(action, ConcealedKong) else _kind(view, action.tile)
        return t(code, tile=tile_bi(kind))
    if code == "kong_before_win":     # the policy's kong ahead of the win it keeps (天津 金杠)
        action = d.action
        assert isinstance(action, ConcealedKong), "a kong before the win names its kong"
        return _policy_words(view, code, {"tile": action.kind})
    if code in ("pung", "chow", "kong"):
        return _claim(view, d)
    if code.startswith("pass"):
        return _pass(view, legal, d)
    if code == "setup":
        return _setup(view, legal, d.action)
    return t("setup_default")


def _kind(view: SeatView, tile: int) -> Tile:
    return view.hand_kinds[view.hand.index(tile)]


# ------------------------------------------------------------------------------ plans

@cache
def _row_names() -> dict[str, str]:
    """English names of score items, Chinese name -> English, read off every variant's table
    (the first variant to name an item gives its English)."""
    names: dict[str, str] = {}
    for variant in all_variants():
        for row in variant.rows:
            names.setdefault(row.name_zh, row.name_en)
    return names


def plan_bi(plans: PlanFacts, variant: str) -> Bi:
    """"混一色+箭刻" / "Half Flush + Dragon Pung" for the bot's (key, name_zh, value) plans: the
    plan's English from the variant's policy, else the name of the score item it is named after."""
    own = policy_for(variant).plan_names_en
    names = _row_names()
    counted: dict[str, int] = {}
    for _key, zh, _value in plans:        # the same pattern twice (two honour pungs) reads "番牌×2"
        counted[zh] = counted.get(zh, 0) + 1
    return join((Bi(zh + (f"×{n}" if n > 1 else ""), (own.get(zh) or names.get(zh, zh)) + (f" ×{n}" if n > 1 else ""))
                 for zh, n in counted.items()), Bi("+", " + "))


# ------------------------------------------------------------------------------ turn

def _win(view: SeatView, options: Optional[Mapping[str, Any]]) -> Bi:
    if view.phase == "play" and view.turn == view.seat and view.drawn is not None:
        concealed = list(view.hand_kinds)
        concealed.remove(_kind(view, view.drawn))
        verdict = judge(view, concealed, _kind(view, view.drawn), True, options,
                        last_tile=view.wall_remaining == 0)
    else:
        assert view.window_tile is not None, "a win off the turn is on the window's tile"
        verdict = judge(view, list(view.hand_kinds), view.window_tile[2], False, options,
                        kong_related=view.phase == "rob", last_tile=view.wall_remaining == 0, on_table=True)
    return t("win_take", score=verdict.summary())


def _discard(view: SeatView, d: Decision, options: Optional[Mapping[str, Any]], details: dict[str, Any],
             warned: bool = False) -> Bi:
    assert isinstance(d.action, Discard), "a discard decision names its discard"
    kind = _kind(view, d.action.tile)
    weights = next((w for _s, label, w in d.candidates if label == kind.name_zh), {})
    others = [w for _s, label, w in d.candidates if label != kind.name_zh]
    ctx = DefaultBot._context(view)
    option = next((o for o in ctx.options(ctx.counts, len(ctx.melds)) if o.discard == kind.index), None)
    if option is not None:
        details["discard"] = {"tile": str(kind), "shanten_after": option.shanten_after,
                              "live": option.total_live}
    own = policy_for(view.variant).discard_reason(view, kind.index)
    if own is not None:       # the variant's own weights decided alone (天津's 小相公): its words only
        return t("reason", head=t("discard_head", tile=tile_bi(kind)), body=_policy_words(view, *own))
    parts: list[Bi] = []
    ways_said = False      # "keeps N ways to a win worth the minimum" says what the legal gap would
    if "void_suit" in weights:
        parts.append(t("discard_void", suit=suit_bi(kind.suit)))
    elif "wildcard" in weights or option is None:
        parts.append(t("discard_only_hun"))
    elif option.shanten_after == 0:
        parts.append(_ready_text(view, kind, options, {label: w for _s, label, w in d.candidates}))
    else:
        parts.append(t("discard_keeps", live=option.total_live, shanten=option.shanten_after))
        if _speed_decided(weights, others):
            parts.append(t("discard_faster"))
        short = _ready_but_short(view, kind, options)
        if short is not None:
            parts.append(short)
            ways_said = True      # it names the minimum already: no "keeps a way to ..." after it
    if option is not None and option.shanten_after > 0 and "finish" in weights \
            and weights["finish"] >= max((w.get("finish", 0.0) for w in others), default=0.0):
        wins = d.facts.get("finish_wins", {}).get(kind.name_zh, 0)
        if wins:
            parts.append(t("discard_finish_one") if wins == 1 else t("discard_finish", ways=wins))
            ways_said = True
    plans = d.facts.get("plans", [])
    if weights.get("plan", 0) > 0 and plans \
            and not (option is not None and option.shanten_after == 0 and _kept_on_plan(view, kind, plans, options)):
        parts.append(t("discard_off_plan", tile=tile_bi(kind), plan=plan_bi(plans, view.variant)))
    if "flush" in weights:
        parts.append(t("discard_flush"))
    if "legal_gap" not in weights and any("legal_gap" in w for w in others) and not ways_said:
        parts.append(_legal_gap(view))
    parts.extend(_safety(view, kind, weights, others, d.facts, warned))
    return t("reason", head=t("discard_head", tile=tile_bi(kind)), body=join(parts))


def _ready_but_short(view: SeatView, kind: Tile, options: Optional[Mapping[str, Any]]) -> Optional[Bi]:
    """Another discard would leave the hand ready, but every wait of it falls short of the
    minimum (国标 8 fans without flowers, 天津 2 points): why the hint keeps a step away (a
    tester read "打五条（向听数1）" beside a ready 打白 as a wrong hint)."""
    reach = reach_words(view.variant, view.options)
    if reach is None:
        return None
    for entry in discard_waits(view, options):
        if entry.kind is kind or entry.live or not entry.legal:
            continue
        short = [w for w in entry.waits if w.unseen]
        if short and all((w.self_drawn.code or w.discard.code) == "below_minimum" for w in short):
            return t("discard_ready_short", tile=tile_bi(entry.kind), reach=reach)
    return None


def _speed_decided(weights: dict[str, float], others: list[dict[str, float]]) -> bool:
    """The two-step speed estimate (game/bots/speed.py) chose this discard over one that keeps as
    many live tiles or more: the live count alone would not say why."""
    if weights.get("speed") != 0.0:
        return False
    return any(w.get("speed", 0.0) < 0.0 and w.get("live", 0.0) >= weights.get("live", 0.0) for w in others)


def _legal_gap(view: SeatView) -> Bi:
    """The discard keeps the hand nearer a win worth the minimum (天津: a plain win is worth 1)."""
    reach = reach_words(view.variant, view.options)
    return t("discard_legal_gap", reach=reach) if reach is not None else Bi("", "")   # no minimum: nothing to say


def _ready_text(view: SeatView, kind: Tile, options: Optional[Mapping[str, Any]],
                weighed: Optional[Mapping[str, Mapping[str, float]]] = None) -> Bi:
    """Ready after the discard: its waits; why these waits when another ready discard has more
    (the outer wait, the value: `weighed`, the bot's weights by candidate name)."""
    entries = discard_waits(view, options)
    entry = next((e for e in entries if e.kind is kind), None)
    if entry is None:
        return t("refuse_shape_plain")
    winning = [w for w in entry.waits if w.can_win]
    if not winning:
        refused = next((w for w in entry.waits if not (w.self_drawn.legal or w.discard.legal)), None)
        if refused is None:     # every wait would be a win, but no copy of any is left to come
            return t("discard_ready_gone", waits=tiles_bi([w.tile for w in entry.waits]))
        why = refused.self_drawn.why if not refused.self_drawn.legal else refused.discard.why
        return t("discard_ready_dead", why=why)
    tiles = [w.tile for w in winning]
    shown = tiles_bi(tiles) if len(tiles) <= SHOWN_WAITS else \
        t("ready_waits_more", tiles=tiles_bi(tiles[:SHOWN_WAITS - 1]), n=len(tiles))
    text = t("discard_ready", waits=shown, live=entry.live)
    if _outer_wait_kept(view, entry, entries):
        text = join([text, t("discard_outer_wait")])
    worth = _worth_more(entry, entries, weighed or {})
    if worth is not None:
        alt, alt_win, win = worth
        alt_tiles = [w.tile for w in alt.waits if w.can_win]
        text = join([text, t("discard_ready_value", alt=tile_bi(alt.kind), alt_live=alt.live, waits=shown,
                             alt_waits=tiles_bi(alt_tiles[:SHOWN_WAITS]), alt_score=alt_win.summary(),
                             score=win.summary())])
    return text


def _best_win(entry: DiscardWaits, self_drawn: bool) -> Optional[Verdict]:
    """The most a wait of this ready discard would score, won on a discard or self-drawn."""
    best: Optional[Verdict] = None
    for wait in entry.waits:
        verdict = wait.self_drawn if self_drawn else wait.discard
        if wait.can_win and verdict.legal and (best is None or verdict.total > best.total):
            best = verdict
    return best


def _worth_more(chosen: DiscardWaits, entries: Sequence[DiscardWaits],
                weighed: Mapping[str, Mapping[str, float]]) -> Optional[tuple[DiscardWaits, Verdict, Verdict]]:
    """(the other discard, its best win, the chosen's best win) when another ready discard waits on
    more unseen tiles but the bot kept the wait that pays more (四川: a 根, the fourth of a kind, is
    one 番 more): a tester read only "八条不合七对的方向" beside a 1-tile wait chosen over a 3-tile one.
    Both are wins on a discard where both can be, else both self-drawn."""
    mine = weighed.get(chosen.kind.name_zh, {}).get("wait_value", 0.0)
    more = [e for e in entries if e.kind is not chosen.kind and e.legal and e.live > chosen.live]
    for other in sorted(more, key=lambda e: -e.live):
        if weighed and mine <= weighed.get(other.kind.name_zh, {}).get("wait_value", 0.0):
            continue       # the bot did not keep its wait for the value
        for self_drawn in (False, True):
            win, other_win = _best_win(chosen, self_drawn), _best_win(other, self_drawn)
            if win is not None and other_win is not None:
                if other_win.unit == win.unit and other_win.total < win.total:
                    return other, other_win, win
                break
    return None


def _kept_on_plan(view: SeatView, kind: Tile, plans: PlanFacts, options: Optional[Mapping[str, Any]]) -> bool:
    """Another discard would leave the hand ready keeping `kind`, and a win on its wait is still
    the bot's plan with `kind` in it: `kind` is not off the plan (a tester read "八条不合七对的方向"
    where 打四筒 waits on 八条 for 七对 just as well)."""
    ctx = DefaultBot._context(view)
    keys = {key for key, _zh, _value in plans}
    policy = policy_for(view.variant)
    for entry in discard_waits(view, options):
        if entry.kind is kind or not entry.legal:
            continue
        for wait in entry.waits:
            if not wait.can_win or wait.tile.index >= len(ctx.counts) or entry.kind.index >= len(ctx.counts):
                continue
            whole = list(ctx.counts)
            whole[entry.kind.index] -= 1
            whole[wait.tile.index] += 1
            if min(whole) < 0:
                continue
            target = policy.target(view, whole, ctx.melds, ctx.seat_wind, ctx.round_wind)
            if keys <= {p.key for p in target.plans} and kind.index not in target.unwanted():
                return True
    return False


def _outer_wait_kept(view: SeatView, chosen: DiscardWaits, entries: Sequence[DiscardWaits]) -> bool:
    """Another ready discard keeps as many live copies or more, and the chosen one's waits come in
    more often by the policy's arrival weights (国标: opponents let the outer tiles go first)."""
    weights = policy_for(view.variant).wait_weights(view)
    if weights is None:
        return False

    def arrivals(entry: DiscardWaits) -> float:
        return sum(w.unseen * weights[w.tile.index] for w in entry.waits if w.can_win)

    return any(e.kind is not chosen.kind and e.live >= chosen.live and arrivals(e) < arrivals(chosen)
               for e in entries if e.live > 0)


def _safety(view: SeatView, kind: Tile, weights: dict[str, float], others: list[dict[str, float]],
            facts: dict[str, Any], warned: bool = False) -> list[Bi]:
    """Why the tile is safe enough (`warned`: the danger line calls it dangerous, so no "safe"
    words beyond who cannot win on it at all). Nothing where nobody wins on a discard (the
    variant's claims: 天津): no tile there is safer than another, and a hint never says so."""
    out: list[Bi] = []
    if not discard_wins(view):
        return out
    seen = visible_counts(view)[kind.index] if kind.index < 34 else 0
    threatened = any("safety" in w for w in [weights] + others)
    if facts.get("defending"):
        out.append(t("discard_defend"))
    danger = facts.get("danger", {}).get(kind.name_zh)
    because = defence_reason(view, kind, danger["fact"], danger["seat"]) \
        if danger and danger["seat"] in facts.get("threats", ()) else None
    if warned:      # the danger line below calls this tile dangerous: no "safe" words above it
        pass
    elif because is not None:
        out.append(because)
    elif threatened:
        least = max([w.get("safety", 0.0) for w in others] + [weights.get("safety", 0.0)])
        if weights.get("safety", 0.0) >= least:
            if seen >= 2:
                out.append(t("discard_safe_seen", tile=tile_bi(kind), seen=seen))
            elif any(kind in view.discard_kinds[seat] for seat in facts.get("threats", ())):
                out.append(t("discard_safe_their", tile=tile_bi(kind)))
    elif kind.is_honor and seen >= 2:
        out.append(t("discard_safe_seen", tile=tile_bi(kind), seen=seen))
    if "opponent_void" in weights and kind.is_suited and not (danger and danger["fact"] == "void"):
        out.append(t("discard_safe_void", suit=suit_bi(kind.suit), tile=tile_bi(kind)))
    return out


# ------------------------------------------------------------------------------ claims

def _claim_word(action: ActionBase) -> Bi:
    if isinstance(action, Pung):
        return t("claim_pung")
    if isinstance(action, Chow):
        return t("claim_chow")
    return t("claim_kong_word")


def _claim(view: SeatView, d: Decision) -> Bi:
    assert view.window_tile is not None, "a claim is on the window's tile"
    own = policy_for(view.variant).claim_reason(view, d.action)
    if own is not None:       # the variant's own reason (天津's 小相公 claims for no speed)
        return _policy_words(view, *own)
    tile = view.window_tile[2]
    if d.code == "kong":
        return t("claim_kong", tile=tile_bi(tile))
    now = d.facts.get("shanten", 0)
    entry: Mapping[str, Any] = next((c for c in d.facts.get("claims", []) if c["action"] == d.action), {})
    after = entry.get("after", now)
    word = _claim_word(d.action)
    if after < now:
        head = t("claim_ready", claim=word) if after == 0 else t("claim_closer", claim=word, now=now, after=after)
    else:
        head = _same_steps(view, word, now, entry)
    plans = entry.get("plans") or []
    return join([head, t("claim_plan", plan=plan_bi(plans, view.variant))] if plans else [head], Bi("，", ", "))


def _same_steps(view: SeatView, word: Bi, now: int, entry: Mapping[str, Any]) -> Bi:
    """Why a claim that brings the hand no step nearer ready is still made: the weight it gains
    most (the bot's `gains`: each weight after the claim's best discard less passing's)."""
    gains: Mapping[str, float] = entry.get("gains") or {}
    top = max(gains, key=lambda name: gains[name], default="")
    before, after = entry.get("live_now", 0), entry.get("live_after", 0)
    safety = top == "safety" and discard_wins(view)    # no "safer" where nobody wins on a discard
    if now == 0:        # ready before and after: the wait or the discard is what changes
        if safety:
            return t("claim_ready_safer", claim=word)
        if gains.get("ready_but_no_legal_win", 0.0) > 0:
            return t("claim_ready_legal", claim=word)
        if after > before:
            return t("claim_more_waits", claim=word, before=before, after=after)
        if top in ("wait_value", "value"):
            return t("claim_ready_value", claim=word)
        return t("claim_better_wait", claim=word)
    if top == "live" and after > before:
        return t("claim_more_live", claim=word, now=now, before=before, after=after)
    reach = reach_words(view.variant, view.options)
    if top == "legal_gap" and reach is not None:
        return t("claim_nearer_minimum", claim=word, now=now, reach=reach)
    if top == "value":
        return t("claim_more_value", claim=word, now=now)
    if safety:
        return t("claim_safer", claim=word, now=now)
    return t("claim_same_steps", claim=word, now=now)


def _offered_claims(view: SeatView, legal: Sequence[ActionBase]) -> Bi:
    """The claims offered on this discard, in a sentence (吃 / 碰 / 吃碰 / 碰杠 ...); the table's
    claims when none is."""
    kinds = {type(a) for a in legal}
    chow, pung, kong = Chow in kinds, Pung in kinds, Kong in kinds
    return claim_kinds_bi(chow, pung, kong) if chow or pung or kong else claims_bi(view.variant)


def _pass(view: SeatView, legal: Sequence[ActionBase], d: Decision) -> Bi:
    facts = d.facts
    own = policy_for(view.variant).claim_reason(view, d.action)
    if own is not None and view.window_tile is not None:
        return _policy_words(view, *own)
    claims = _offered_claims(view, legal)
    if d.code == "pass_nothing" or view.window_tile is None:
        return t("pass_nothing", claims=claims_bi(view.variant))
    tile = view.window_tile[2]
    plans = facts.get("plans", [])
    if d.code == "pass_win":        # a discard win passed to draw the tile: the policy says why
        return _policy_words(view, "pass_win", {"tile": tile, "fans": facts.get("fans", 0),
                                                "live": facts.get("live", 0), "wall": facts.get("wall", 0)})
    if facts.get("shanten") == 0 and d.code in ("pass_breaks_plan", "pass_not_closer"):
        return t("pass_ready_already", claims=claims)    # ready already: no plan to keep it for
    if d.code == "pass_breaks_plan":
        if not facts.get("allows_melds", True):
            if [key for key, _zh, _value in plans] == [CONCEALED_PLAN]:   # the plan is the concealed hand itself
                return t("pass_stay_concealed", claims=claims)
            return t("pass_no_melds", plan=plan_bi(plans, view.variant), claims=claims)
        return t("pass_off_plan", tile=tile_bi(tile), plan=plan_bi(plans, view.variant))
    outcomes = facts.get("claims", [])
    found = {c["outcome"]: c for c in outcomes}
    if "weak_plan" in found:
        entry = found["weak_plan"]
        if "gains" in entry:        # weighed: nearer a legal win, but not worth it all counted
            return _not_worth(view, entry["action"])
        minimum = policy_for(view.variant).target_minimum
        return t("pass_weak_plan", claim=_claim_word(entry["action"]), minimum=minimum)
    if "not_allowed" in found:      # the policy vetoed the claim: it says why, of the claims offered
        return _policy_words(view, f"pass_{policy_for(view.variant).veto_reason_for(view)}", {"claims": claims})
    now = facts.get("shanten", 0)
    nearer = next((c for c in outcomes if c.get("after", now) < now), None)
    if nearer is not None:          # nearer ready, but not nearer a win the minimum lets count
        reach = reach_words(view.variant, view.options)
        if reach is not None:
            return t("pass_not_nearer_minimum", claim=_claim_word(nearer["action"]), reach=reach)
        return _not_worth(view, nearer["action"])
    return t("pass_not_closer", now=now, claims=claims)


def _not_worth(view: SeatView, action: ActionBase) -> Bi:
    """A claim a step nearer that does not pay, all counted: safety among what is counted only
    where someone can win on a discard (天津: nobody does, so no tile is safer than another)."""
    key = "pass_not_worth" if discard_wins(view) else "pass_not_worth_self_drawn"
    return t(key, claim=_claim_word(action))


# ------------------------------------------------------------------------------ set-up steps

# How a set-up reason's fields are put into words (the policy gives plain values).
_FIELD_WORDS: dict[str, Callable[[Any], object]] = {"suit": suit_bi, "short": suit_bi, "tiles": tiles_bi,
                                                    "tile": tile_bi, "waits": tiles_bi}


def _setup(view: SeatView, legal: Sequence[ActionBase], action: ActionBase) -> Bi:
    # The judgement is the variant's policy's (its own set-up actions are its to read); the words
    # are teaching's.
    reason = policy_for(view.variant).setup_reason(view, action)
    if reason is None:
        return t("setup_default")
    key, fields = reason
    return _policy_words(view, key, fields)


def _policy_words(view: SeatView, key: str, fields: Mapping[str, object]) -> Bi:
    """A policy's reason `key` in words: the policy's own template when it has one (a variant's
    set-up and declaration reasons), else the teaching table's."""
    args = {name: _FIELD_WORDS[name](value) if name in _FIELD_WORDS else value for name, value in fields.items()}
    own = policy_for(view.variant).reason_words.get(key)
    return fill(own, **args) if own is not None else t(key, **args)
