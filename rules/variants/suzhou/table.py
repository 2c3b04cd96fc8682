"""苏州麻将 table hooks around the shared engine: 豹子 / 滴零 (§8), 漏碰 / 漏胡 (§4), 杠开 /
花开 / 包饺子 bookkeeping (§6-7), the running 花 tally, and the events a client shows for them.

Everything lives in `state.extra` (a `SuzhouState`, state.py), kept by the engine hooks:
- `after_setup` reads the dealer's dice (a double is 豹子) and the carried 滴零, counts the flowers
  of the deal and announces the doubling;
- `after_apply` records, after every action, what 漏碰 / 漏胡 forbid until a seat's next draw, how
  each seat's last tile came (a turn draw, a kong replacement, a flower replacement; a kong claimed
  on a discard remembers its feeder) and the running 花 of every seat; at the end it lists every
  花 item of each win with its reason and announces a 滴零 for the next hand;
- `filter_actions` drops the claims 漏碰 / 漏胡 forbid; `win_context` tells the scorer how the
  winning tile came; `carry_over` hands 滴零 to the next hand through the match;
- `view_extra` shows the doubling, the 花 and the 漏碰 / 漏胡 limits; `next_dealer`: the winner
  deals next.
"""
from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any, Mapping, Optional, Sequence

from ...actions import ActionBase, AddedKong, ConcealedKong, Discard, Kong, Pass, Pung, Win
from ...events import (
    Claimed,
    DiceRolled,
    Event,
    FlowerReplaced,
    KongDeclared,
    KongRobbed,
    Settled,
    TileDrawn,
    Won,
)
from ...scoring import ScoreResult, WinContext
from ...table_protocol import TableInProgress
from ...tiles import TILES, Tile
from ..hand_state import HasState, state_of
from ..results import HandResult
from .events import DilingNext, FlowerTally, HandDoubled, HuaLine, HuaSettlement, JokersInPlay
from .scoring import BAIDA, BY_KEY, baida_wild, multiplier, threshold
from .state import SuzhouState
from .view import SuzhouView

if TYPE_CHECKING:   # rules.state imports the variant record, not a variant
    from ...state import State

ANY_TILE = -1


def _state(holder: HasState) -> SuzhouState:
    return state_of(holder, SuzhouState)

# --- 豹子 / 滴零 ----------------------------------------------------------------------------------

def diling_reasons(baozi: bool, exhausted: bool, winners: int) -> tuple[str, ...]:
    """Why the next hand is 滴零: "上一把牌是豹子，荒庄或者一炮多响的情况下。下一把牌滴零"."""
    out = []
    if baozi:
        out.append("豹子")
    if exhausted:
        out.append("荒庄")
    if winners > 1:
        out.append("一炮多响")
    return tuple(out)


def carry_over(result: HandResult, carry: Mapping[str, Any], options: Mapping[str, Any]) -> dict[str, Any]:
    """The match hands this to the next hand as HandConfig.carry."""
    reasons = diling_reasons(_state(result).baozi, result.exhausted, len(result.wins))
    return {"diling": bool(reasons), "diling_reasons": list(reasons)}


def _tally_event(seat: int, hua: Sequence[int]) -> FlowerTally:
    flowers, soft_open, soft_concealed = hua
    return FlowerTally(seat, flowers, soft_open, soft_concealed, flowers + soft_open,
                       flowers + soft_open + soft_concealed)


def after_setup(table: TableInProgress, events: list[Event]) -> tuple[SuzhouState, list[Event]]:
    """豹子 from the dealer's throw, 滴零 from the carry, and the flowers of the deal."""
    options = table.options
    dice = next((e.values for e in events if isinstance(e, DiceRolled)), ())
    baozi = len(dice) == 2 and dice[0] == dice[1]
    carry = table.config.carry
    diling = bool(carry.get("diling"))
    factor = multiplier(baozi, diling, options)
    seats = table.variant.seats
    hua = [[0, 0, 0] for _ in range(seats)]
    for e in events:
        if isinstance(e, FlowerReplaced):
            hua[e.seat][0] += 1
    extra = replace(_state(table), baozi=baozi, diling=diling, multiplier=factor, dice=tuple(dice),
                    no_pung=frozenset(), no_win=frozenset(), replacement=(None,) * seats,
                    fed_by=(None,) * seats, pending_fed=(None,) * seats, hua=tuple((h[0], h[1], h[2]) for h in hua))
    out: list[Event] = list(events)
    if baozi or diling:
        reasons = ["豹子: the dealer threw a double"] if baozi else []
        if diling:
            reasons += [f"滴零: the previous hand was {r}" for r in carry.get("diling_reasons", ())] or ["滴零"]
        at = next((i + 1 for i, e in enumerate(out) if isinstance(e, DiceRolled)), len(out))
        out.insert(at, HandDoubled(tuple(dice), baozi, diling, factor, tuple(reasons)))
    if baida_wild(options):                      # 苏州百搭: the client marks them from here on
        out.append(JokersInPlay((TILES[BAIDA],)))
    out.extend(_tally_event(seat, hua[seat]) for seat in range(seats))
    return extra, out


# --- bookkeeping after every action --------------------------------------------------------------

def _meld_soft(kind_index: int, what: str) -> tuple[int, int]:
    """(open, concealed) soft flowers of a meld: what = pung / kong / concealed_kong."""
    wind = 27 <= kind_index < 31
    if what == "pung":
        return (1 if wind else 0), 0
    if what == "kong":
        return (3 if wind else 1), 0
    return 0, (4 if wind else 2)


def after_apply(before: State, action: ActionBase, table: TableInProgress,
                events: list[Event]) -> tuple[SuzhouState, list[Event]]:
    """漏碰 / 漏胡 limits, how each seat's last tile came, the running 花, and at the end each
    win's 花 lines and the 滴零 of the next hand (see the module docstring)."""
    extra = _state(table)
    no_pung, no_win, chuda = set(extra.no_pung), set(extra.no_win), set(extra.chuda)
    replacement: list[Optional[str]] = list(extra.replacement)
    fed_by, pending = list(extra.fed_by), list(extra.pending_fed)
    hua = [list(h) for h in extra.hua]
    seat = action.seat
    # 1. what this action forbids until the seat's next draw
    if isinstance(action, Pass) and before.window is not None:
        offered = before.window.options[seat]
        kind = before.kinds[before.window.tile].index
        if any(isinstance(a, (Pung, Kong)) for a in offered):
            no_pung.add((seat, kind))          # 漏碰: "在他没摸牌之前，再有别人打同样的牌，是不允许碰的"
        rob_apart = before.window.kind == "rob" and not _louhu_covers_rob(table.options)
        if any(isinstance(a, Win) for a in offered) and not rob_apart:
            same_only = table.options.get("pass_win_rule", "any_tile") == "same_tile"
            no_win.add((seat, kind if same_only else ANY_TILE))   # 漏胡
    elif isinstance(action, Discard):
        thrown = before.kinds[action.tile]
        if thrown.index == BAIDA and baida_wild(table.options):
            chuda.add(seat)                    # 出搭: "出过百搭不能胡" (nor pung nor kong)
        if sum(1 for t in before.hands[seat] if before.kinds[t] is thrown) >= 3:
            no_pung.add((seat, thrown.index))  # threw away one of three: no 碰 of it before drawing
    # 2. what happened, in order
    out: list[Event] = []
    for e in events:
        out.append(e)
        if isinstance(e, TileDrawn):
            s = e.seat
            no_pung = {p for p in no_pung if p[0] != s}
            no_win = {p for p in no_win if p[0] != s}
            if e.reason == "turn":
                replacement[s], fed_by[s] = None, None
            elif e.reason == "kong":
                replacement[s], fed_by[s], pending[s] = "kong", pending[s], None
            elif replacement[s] != "kong":      # a flower off a kong replacement is still 杠开
                replacement[s], fed_by[s] = "flower", None
        elif isinstance(e, FlowerReplaced):
            hua[e.seat][0] += 1
            out.append(_tally_event(e.seat, hua[e.seat]))
        elif isinstance(e, Claimed):
            if e.claim == "kong":
                pending[e.seat] = e.from_seat
            opened, _ = _meld_soft(e.kind.index, e.claim)
            if opened:
                hua[e.seat][1] += opened
                out.append(_tally_event(e.seat, hua[e.seat]))
        elif isinstance(e, KongDeclared):
            pending[e.seat] = None
            kind = _declared_kind(e)
            if e.kong == "added":
                gain = _meld_soft(kind, "kong")[0] - _meld_soft(kind, "pung")[0]
                hua[e.seat][1] += gain
            else:
                hua[e.seat][2] += _meld_soft(kind, "concealed_kong")[1]
            out.append(_tally_event(e.seat, hua[e.seat]))
        elif isinstance(e, KongRobbed):          # the added kong is a pung again
            hua[e.from_seat][1] -= _meld_soft(e.kind.index, "kong")[0] - _meld_soft(e.kind.index, "pung")[0]
            out.append(_tally_event(e.from_seat, hua[e.from_seat]))
        elif isinstance(e, Settled):
            out.extend(_settlement_events(events, e, extra))
    return replace(extra, no_pung=frozenset(no_pung), no_win=frozenset(no_win), chuda=frozenset(chuda),
                   replacement=tuple(replacement),
                   fed_by=tuple(fed_by), pending_fed=tuple(pending),
                   hua=tuple((h[0], h[1], h[2]) for h in hua)), out


def _why(key: str, count: int, tiles: Sequence[Tile]) -> str:
    """The row's meaning; a set row names its sets' kinds (ScoreItem.tiles holds every tile, for
    the highlight), a flower row says how many were set aside."""
    row = BY_KEY[key]
    text = row.meaning_en
    if key in ("flower_tiles", "flower_tiles_doubled"):
        text += f" ({count} set aside)"
    elif row.has("soft") and tiles:
        kinds = list(dict.fromkeys(tiles))      # each set's kind once, in order
        text += ": " + " ".join(t.name_zh for t in kinds)
    return text


def hua_lines(score: ScoreResult) -> tuple[HuaLine, ...]:
    """Each 花 item of a win with why it counts."""
    return tuple(HuaLine(i.key, i.name_zh, i.name_en, i.value, i.count, i.op, _why(i.key, i.count, i.tiles))
                 for i in score.items)


def _settlement_events(events: Sequence[Event], settled: Settled, extra: SuzhouState) -> list[Event]:
    wins = [e for e in events if isinstance(e, Won)]
    out: list[Event] = []
    for w in wins:
        score = w.score
        adds = sum(i.value * i.count for i in score.items if i.op == "add")
        factor = 1
        for i in score.items:
            if i.op == "mul":
                factor *= i.value ** i.count
        paid = tuple(t for t in settled.transfers if t.payee == w.seat)
        out.append(HuaSettlement(w.seat, hua_lines(score), adds, factor, score.total, paid))
    reasons = diling_reasons(extra.baozi, not wins, len(wins))
    if reasons:
        out.append(DilingNext(reasons))
    return out


# --- claims and the scorer's context ------------------------------------------------------------

def _window_kind(table: TableInProgress) -> int:
    """The kind being claimed: the last discard, or the tile just added to a kong (robbing)."""
    if table.last_discard is not None:
        return table.kinds[table.last_discard[1]].index
    for e in reversed(table.events):
        if isinstance(e, KongDeclared):
            return _declared_kind(e)
    return ANY_TILE


def _declared_kind(e: KongDeclared) -> int:
    """The kind of a kong as the engine declares it (the unmasked event names its tiles)."""
    kind = e.kinds[0]
    assert kind is not None, "the engine's own events are unmasked"
    return kind.index


def _louhu_covers_rob(options: Mapping[str, Any]) -> bool:
    """Whether 漏胡 and robbing a kong go together (option pass_win_rob = with_rob): a 漏胡 bars robbing
    and passing a robbable kong is a 漏胡; "discards_only" keeps them apart."""
    return bool(options.get("pass_win_rob", "with_rob") == "with_rob")


def _baida_filter(table: TableInProgress, seat: int, actions: tuple[ActionBase, ...]) -> tuple[ActionBase, ...]:
    """苏州百搭: a 百搭 is never punged or konged; a hand holding one wins no discard; a seat that
    threw one away (出搭) may not win, pung or kong for the rest of the hand."""
    if seat in _state(table).chuda:
        return tuple(a for a in actions if not isinstance(a, (Win, Pung, Kong, ConcealedKong, AddedKong)))
    window = isinstance(actions[-1], Pass)     # a claim or rob window (a turn never offers Pass)
    claimed = table.kinds[table.last_discard[1]].index if window and table.last_discard is not None else ANY_TILE
    # "手里有百搭不能胡" a discard (robbing a kong is allowed: no discard is on the table then)
    holding = claimed != ANY_TILE and any(table.kinds[t].index == BAIDA for t in table.hands[seat])
    return tuple(a for a in actions
                 if not (isinstance(a, ConcealedKong) and a.kind.index == BAIDA)
                 and not (isinstance(a, (Pung, Kong)) and claimed == BAIDA)
                 and not (isinstance(a, Win) and holding))


def filter_actions(table: TableInProgress, seat: int, actions: tuple[ActionBase, ...]) -> tuple[ActionBase, ...]:
    """漏碰 / 漏胡: a seat that let a claim go may not make it again before its next draw; the
    百搭 limits of 苏州百搭."""
    if actions and baida_wild(table.options):
        actions = _baida_filter(table, seat, actions)
    if not actions or not isinstance(actions[-1], Pass):
        return actions                     # a turn (self-draw is never restricted)
    extra = _state(table)
    no_pung, no_win = extra.no_pung, extra.no_win
    if not no_pung and not no_win:
        return actions
    kind = _window_kind(table)
    pung_blocked = (seat, kind) in no_pung
    rob = table.last_discard is None           # the window offers the tile added to a kong
    win_blocked = ((seat, ANY_TILE) in no_win or (seat, kind) in no_win) and \
        (not rob or _louhu_covers_rob(table.options))
    return tuple(a for a in actions
                 if not (pung_blocked and isinstance(a, (Pung, Kong))) and not (win_blocked and isinstance(a, Win)))


def win_context(table: TableInProgress, seat: int, ctx: WinContext) -> WinContext:
    """How the winning tile came: a kong replacement (fed by a discard: 包饺子) or a flower's."""
    extra = _state(table)
    rep = extra.replacement[seat] if ctx.self_drawn else None
    fed = rep is not None and extra.fed_by[seat] is not None
    return replace(ctx, extra={**ctx.extra, "replacement": rep, "fed_kong": fed})


def view_extra(state: State, seat: int) -> SuzhouView:
    """Public facts for a seat's view: the doubling, everyone's public 花, its own full 花, the
    thresholds, and what 漏碰 / 漏胡 forbid it now."""
    extra = _state(state)
    hua = extra.hua or ((0, 0, 0),) * state.variant.seats
    return SuzhouView(
        baozi=extra.baozi, diling=extra.diling,
        multiplier=extra.multiplier,
        hua_public=tuple(h[0] + h[1] for h in hua),
        hua_own=sum(hua[seat]),
        thresholds=(threshold(True, state.options), threshold(False, state.options)),
        no_pung=tuple(sorted(str(TILES[k]) for s, k in extra.no_pung if s == seat)),
        no_win=any(s == seat for s, _ in extra.no_win),
        baida_wild=baida_wild(state.options), chuda=tuple(sorted(extra.chuda)),
    )


def next_dealer(dealer: int, result: HandResult, options: Mapping[str, Any]) -> int:
    """The winner deals next (连庄 when the dealer wins); 荒庄: the dealer stays; several winners:
    the discarder (or the robbed kong's owner) deals."""
    if not result.wins:
        return dealer if options.get("exhausted_dealer", "stays") == "stays" else (dealer + 1) % result.seats
    first = result.wins[0]
    if len(result.wins) == 1 or options.get("multi_win_dealer", "discarder") == "nearest_winner" \
            or first.from_seat is None:
        return first.seat
    return first.from_seat
