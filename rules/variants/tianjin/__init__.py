"""天津麻将 as a `Variant` (docs/rules/tianjin.md): 136 tiles, 混儿 wildcards, 坐庄/拉庄,
碰/杠 only, self-draw only, 铲, the dealer staying on his win and on 荒庄, 打风 per 锅.

The value table and the wildcard search are in `scoring.py`; the set-up steps (坐庄,
拉庄, 翻混), the 打风 seat draw and the variant's events in `phases.py`. This module holds
the table hooks around them:
- `filter_actions`: no 碰/杠 of a 混, no win for a 小相公 (a player who discarded a 混), and with
  option hun_discard=forbidden no 混 discard;
- `after_apply`: 小相公, 铲 and kong bookkeeping, with their events (XiaoXiangGong, ChanAnnounced,
  KongScored);
- `settle`: wins, kongs and 铲, each paid between a pair of players × the pair's 坐庄/拉庄
  multiplier; `next_dealer`: the dealer keeps the deal on his win and on 荒庄.
"""
from __future__ import annotations

from typing import Any, Mapping, Optional

from ...actions import Discard, Kong, Pung, Win
from ...events import Event, KongDeclared, Claimed, Discarded, Transfer, WinRecord
from ...tiles import SET_136, Tile
from ..base import ClaimRules, HandResult, RuleOption, Settlement, Variant
from .phases import LaZhuangPhase, ZuoZhuangPhase, draw_seats, reveal
from .events import ChanAnnounced, KongScored, XiaoXiangGong
from .scoring import ROW, could_win, context_from_json, hun_kinds, is_legal_win, score

SEATS = 4
SESSION_ROUNDS = 4   # 圈 per 锅


# --- who is who -----------------------------------------------------------------------------------

def is_xiaoxianggong(table: Any, seat: int, hun: Optional[frozenset[int]] = None) -> bool:
    """小相公: `seat` has discarded a 混. A discarded 混 can never be claimed (no 碰 of a 混, no
    win on a discard), so it stays in the river and the river alone tells."""
    hun = hun_kinds(table.extra) if hun is None else hun
    kinds = table.kinds
    return any(kinds[t].index in hun for t in table.discards[seat])


def pair_multiplier(dealer: int, a: int, b: int, extra: Mapping[str, Any]) -> int:
    """§8: between the dealer and a 闲家: ×2 if the dealer sat (坐庄), × 2 per 拉庄 of that 闲家;
    between two 闲家: 1."""
    if dealer not in (a, b) or a == b:
        return 1
    other = b if a == dealer else a
    pulls = extra.get("la") or (0,) * SEATS
    return (2 if extra.get("zuo") else 1) * 2 ** pulls[other]


def kong_units(kong: str, options: Mapping[str, Any]) -> int:
    if kong == "gold":
        return options.get("gold_kong_units", 4)
    return ROW["an_gang" if kong == "concealed" else "ming_gang"].value


def _pay_all(payee: int, units: int, dealer: int, extra: Mapping[str, Any], reason: str) -> list[Transfer]:
    return [Transfer(p, payee, units * pair_multiplier(dealer, payee, p, extra), reason)
            for p in range(SEATS) if p != payee]


def _net(transfers: list[Transfer]) -> tuple[int, ...]:
    out = [0] * SEATS
    for t in transfers:
        out[t.payer] -= t.amount
        out[t.payee] += t.amount
    return tuple(out)


_KONG_ZH = {"melded": "明杠", "added": "明杠（补杠）", "concealed": "暗杠", "gold": "金杠"}
_KONG_EN = {"melded": "melded kong", "added": "added kong", "concealed": "concealed kong", "gold": "golden kong"}


def _kong_transfers(seat: int, kong: str, dealer: int, extra: Mapping[str, Any],
                    options: Mapping[str, Any]) -> list[Transfer]:
    units = kong_units(kong, options)
    return _pay_all(seat, units, dealer, extra,
                    f"{_KONG_ZH[kong]} {_KONG_EN[kong]} of seat {seat}: {units} × 坐庄/拉庄")


def _chan_transfers(dealer: int, extra: Mapping[str, Any]) -> list[Transfer]:
    units = ROW["chan"].value
    return [Transfer(dealer, p, units * pair_multiplier(dealer, dealer, p, extra),
                     f"铲 shovel: the dealer pays {units} × 坐庄/拉庄")
            for p in range(SEATS) if p != dealer]


# --- table hooks ----------------------------------------------------------------------------------

def filter_actions(table: Any, seat: int, actions: tuple) -> tuple:
    hun = hun_kinds(table.extra)
    if not hun:
        return actions
    kinds = table.kinds
    barred = is_xiaoxianggong(table, seat, hun)
    forbid = table.options.get("hun_discard") == "forbidden"
    out = []
    for a in actions:
        if isinstance(a, Win) and barred:
            continue                       # 小相公 cannot win
        if isinstance(a, (Pung, Kong)) and kinds[a.tiles[0]].index in hun:
            continue                       # 混 may not be punged or melded into a kong
        if forbid and isinstance(a, Discard) and kinds[a.tile].index in hun:
            continue
        out.append(a)
    if forbid and not any(isinstance(a, Discard) for a in out):
        out.extend(a for a in actions if isinstance(a, Discard))   # a hand of 混 only must still discard
    return tuple(out)


def _insert_after(events: list, match: Any, more: Event) -> None:
    """Put `more` right after the last event for which `match(event)` holds (else at the end)."""
    for i in range(len(events) - 1, -1, -1):
        if match(events[i]):
            events.insert(i + 1, more)
            return
    events.append(more)


def after_apply(before: Any, action: Any, table: Any, events: list) -> tuple[Mapping[str, Any], list]:
    """小相公, 铲 and kongs, as they happen (the set-up phases keep their own records)."""
    if before.phase == "setup" or table.phase == "over":
        return table.extra, events
    hun = hun_kinds(table.extra)
    extra = dict(table.extra)
    out = list(events)
    dealer = table.config.dealer
    if isinstance(action, Discard):
        seat, tile = action.seat, action.tile
        kind = table.kinds[tile]
        if kind.index in hun and not is_xiaoxianggong(before, seat, hun):
            _insert_after(out, lambda e: isinstance(e, Discarded) and e.tile == tile,
                          XiaoXiangGong(seat, tile, kind))
        _follow_chan(before, seat, kind, dealer, extra, out)
    for i in range(len(out) - 1, -1, -1):     # a kong made now: its declaration is among the events
        e = out[i]
        if isinstance(e, KongDeclared):
            kind = e.kinds[0]
            kong = "added" if e.kong == "added" else "gold" if kind.index in hun else "concealed"
        elif isinstance(e, Claimed) and e.claim == "kong":
            kind, kong = e.kind, "melded"
        else:
            continue
        out.insert(i + 1, _score_kong(e.seat, kong, kind, table, extra))
    return extra, out


def _score_kong(seat: int, kong: str, kind: Tile, table: Any, extra: dict) -> KongScored:
    """Record a kong (paid with the hand) and the event that announces it."""
    transfers = _kong_transfers(seat, kong, table.config.dealer, extra, table.options)
    extra["last_kong"] = "melded" if kong in ("melded", "added") else kong   # for 杠开 by_kong
    extra["kongs"] = tuple(extra.get("kongs", ())) + ((seat, kong),)
    return KongScored(seat, kong, kind, kong_units(kong, table.options), _net(transfers))


def _follow_chan(before: Any, seat: int, kind: Tile, dealer: int, extra: dict, out: list) -> None:
    """铲: the dealer's first discard followed by the same tile from each of the three others in
    turn, before any 碰 or 杠 (`untouched`) and as each one's first discard."""
    if extra.get("chan_over"):
        return
    count = extra.get("chan_count", 0)
    first = before.untouched and not before.has_discarded[seat]
    if count == 0 and seat == dealer and first:
        extra.update(chan_count=1, chan_kind=kind)
    elif count and seat == (dealer + count) % SEATS and first and kind is extra.get("chan_kind"):
        extra["chan_count"] = count + 1
        if count + 1 == SEATS:
            extra.update(chan=True, chan_over=True)
            _insert_after(out, lambda e: isinstance(e, Discarded) and e.seat == seat,
                          ChanAnnounced(dealer, kind, _net(_chan_transfers(dealer, extra))))
    else:
        extra["chan_over"] = True


def view_extra(state: Any, seat: int) -> Mapping[str, Any]:
    """What every seat may know: the 混儿, 坐庄, 拉庄 (each seat's own choice at once, all of them
    once everyone has chosen), who is 小相公, 铲, and the kongs made so far (kinds of concealed
    ones stay hidden)."""
    e = state.extra
    out: dict[str, Any] = {"zuo": e.get("zuo"), "la": e.get("la"), "chan": bool(e.get("chan"))}
    if e.get("la") is None:
        out["la_own"] = e.get("la_picks", (None,) * SEATS)[seat]
    if "hun" in e:
        out["hun"] = tuple(str(t) for t in e["hun"])
        out["hun_indicator"] = e["hun_indicator"]
        out["hun_indicator_kind"] = str(state.kinds[e["hun_indicator"]])
        out["xiaoxianggong"] = tuple(is_xiaoxianggong(state, s) for s in range(SEATS))
    out["kongs"] = tuple((s, k) for s, k in e.get("kongs", ()))
    return out


# --- settlement -----------------------------------------------------------------------------------

def settle(wins: tuple[WinRecord, ...], state: Any) -> Settlement:
    """§8: the winner is paid V × m by each other player, every kong U × m by each other player
    (also on 荒庄), 铲 1 × m by the dealer to each other player; m is the pair's 坐庄/拉庄
    multiplier. Option `cap` caps V."""
    extra = state.extra
    dealer = state.config.dealer
    options = state.options
    cap = options.get("cap", 0)
    transfers: list[Transfer] = []
    for win in wins:
        value = min(win.score.total, cap) if cap else win.score.total
        names = " × ".join(f"{i.name_zh} {i.value}" for i in win.score.items)
        transfers += _pay_all(win.seat, value, dealer, extra,
                              f"自摸 self-drawn win of seat {win.seat}: {names} = {value} × 坐庄/拉庄")
    for seat, kong in extra.get("kongs", ()):
        transfers += _kong_transfers(seat, kong, dealer, extra, options)
    if extra.get("chan"):
        transfers += _chan_transfers(dealer, extra)
    parts = [f"seat {w.seat} wins {w.score.total}" for w in wins] or ["荒庄 exhausted"]
    if extra.get("kongs"):
        parts.append(f"{len(extra['kongs'])} kong(s) paid")
    if extra.get("chan"):
        parts.append("铲 paid by the dealer")
    return Settlement(_net(transfers), tuple(transfers), "; ".join(parts))


def next_dealer(dealer: int, result: HandResult, options: Mapping[str, Any]) -> int:
    """§2: the dealer stays after his own win and after 荒庄 (option huang_pass_if_others_konged:
    on 荒庄 he passes if another player made a kong and he did not); a 闲家's win passes the
    deal to the dealer's right (下家)."""
    if dealer in result.winners:
        return dealer
    if result.exhausted:
        kongers = {s for s, _k in result.extra.get("kongs", ())}
        if options.get("huang_pass_if_others_konged") and kongers and dealer not in kongers:
            return (dealer + 1) % SEATS
        return dealer
    return (dealer + 1) % SEATS


# --- options --------------------------------------------------------------------------------------

OPTIONS = (
    RuleOption("flowers", False, (False,),
               "J1: no flower tiles (T3, Wikipedia, ishare); T2's eight flowers are not offered."),
    RuleOption("huang_pass_if_others_konged", False, (False, True),
               "J2: after 荒庄 the dealer stays (T2/T3); True: he passes if someone else made a "
               "kong and he did not (T3's term list)."),
    RuleOption("match_rounds", 4, (4, 8),
               "§2: a 圈 ends when the deal has passed once round all four (a dealer's repeats do "
               "not count); 4 圈 are one 锅, after which seats are drawn again (打风). 8 = two 锅."),
    RuleOption("break_method", "two_throw", ("two_throw",),
               "J3: the dealer throws, counts to the second thrower, the sum of both throws "
               "counts the stacks on his wall (T1, T3, Wikipedia). QQ's one throw on the "
               "dealer's own wall is not offered."),
    RuleOption("hun_discard", "xiaoxianggong", ("xiaoxianggong", "forbidden"),
               "J4: a 混 may be discarded, but the player becomes 小相公 and cannot win this hand "
               "(Wikipedia, foxsugar); forbidden = a 混 can never be discarded (PHP server)."),
    RuleOption("chan", "first_go_around", ("first_go_around",),
               "§4: 铲 counts only in the first go-around and any 碰 or 杠 before it is complete "
               "breaks it (foxsugar's second go-around is not adopted)."),
    RuleOption("allow_plain_tiliu", False, (False, True),
               "J5: a win needs a value of 2 or more, so a bare 提溜 with 混 in hand (1) cannot "
               "be declared (kan-shijie, foxsugar); True lets it win (T3 lists 提溜)."),
    RuleOption("combination", "written", ("written",),
               "J6: 捉伍儿 and 龙 add (3 + 4 = 7), everything else multiplies (down1000, gtuanb); "
               "the PHP server's additions are not offered."),
    RuleOption("zhuo_wu_value", 3, (3,), "J7: 捉伍儿 is worth 3 (branchsmith, PHP, foxsugar)."),
    RuleOption("gold_kong_units", 4, (4, 8),
               "J8: a 金杠 (four 混) scores 4 from every player (seed T3, 有争议); 8 as the PHP "
               "server and foxsugar."),
    RuleOption("chan_units", 1, (1,),
               "J9: 铲 pays one 明杠 (1) × 坐庄/拉庄 to each 闲家: the seed's worked example 2/4/8."),
    RuleOption("gangkai", "double", ("double", "by_kong"),
               "§6: 杠开 doubles; by_kong = the local rule 明杠杠开 ×3, 暗杠杠开 ×4 (down1000)."),
    RuleOption("tianhe", True, (True, False),
               "§6: 天和 (the dealer wins on his first 14 tiles) multiplies by 4 (PHP, foxsugar)."),
    RuleOption("kong_settlement", "end_of_hand", ("end_of_hand",),
               "§7: kong scores are settled with the hand, also on 荒庄 (PHP); they are announced "
               "when made."),
    RuleOption("cap", 0, (0, 8, 16, 32),
               "§8: no cap in the sources (0); a table may cap a win's value V."),
)

NOTES = (
    "136 tiles: 万 饼 条 1-9, 东南西北, 中发白, four of each; 17 stacks a side (§1).",
    "打风 at the start and after each 锅 of 4 圈, again while the 上下家 order is unchanged; "
    "East deals first (§2).",
    "The dealer keeps the deal on his own win and on 荒庄; a 闲家's win passes it on (§2).",
    "Deal 4-4-4 + the dealer's jump: the dealer 14, the others 13 (§3).",
    "翻混: the dealer's opposite throws n; the top tile of stack n from the tail is turned up and "
    "stays out of play; it and its successor (9→1, 东南西北, 中发白) are the 混儿, 7 live copies (§3).",
    "The tail stacks 1..n-1 and the 混 stack's bottom tile are the kong-replacement reserve; "
    "荒庄 when the stack before the 混 stack has been drawn (§3).",
    "坐庄, then 拉庄 (hidden until all three chose), both before 翻混 and the deal (§8).",
    "碰 and 杠 only, no 吃; no win on a discard, no robbing a kong: self-draw only, 杠开 included (§4, J10).",
    "混 stand for any tile in the winning shape, never in a 碰 or 明杠; four identical 混 may be a 金杠 (§4).",
    "Four sets and a pair only: no 七对, 十三幺 or 全不靠 (§5).",
)

VARIANT = Variant(
    name="tianjin", aliases=("天津", "天津麻将", "tj"),
    title_zh="天津麻将", title_en="Tianjin",
    tiles=SET_136, wall_stacks=(17, 17, 17, 17),
    claims=ClaimRules(chow=False, pung=True, kong=True, rob_kong=False, multiple_winners=False,
                      win_on_discard=False),
    is_flower=lambda tile: False, could_win=could_win, score=score, is_legal_win=is_legal_win,
    settle=settle, next_dealer=next_dealer,
    hand_size=13, break_throws=2, winners_to_end=1, match_rounds=SESSION_ROUNDS,
    options=OPTIONS, phases=(ZuoZhuangPhase(), LaZhuangPhase()), reveal=reveal, notes=NOTES,
    minimum="自摸，价值 2 起和 · self-draw only, value 2 or more",
    score_flags=("self_drawn", "kong_related", "first_turn", "dealer"),
    score_options=("allow_plain_tiliu", "gangkai", "tianhe"),
    context_from_json=context_from_json,
    filter_actions=filter_actions, after_apply=after_apply, view_extra=view_extra,
    draw_seats=draw_seats, session_rounds=SESSION_ROUNDS,
)
