"""天津 in the client: 打风 by the dice, 坐庄 and 拉庄 (plates, banners, the pair multiplier on the
sheet), 翻混 (the indicator face up on its stack, the two 混 large over the centre), 小相公 and its
warning before a 混 is discarded, 铲, kong scores paid with the hand; the calculator's 翻混."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping, Optional, Sequence

from rules.actions import ActionBase

import pygame

from game.client.display import lang
from game.client.display.layout import TableLayout
from game.client.display.tile_art import WILD_BADGE, Badge
from game.client.presenting.caption_kit import Caption, money, obj, player_words, sum_text, tile_names, verb, who
from game.client.presenting.captions import dice_rolled
from game.client.presenting.common_appliers import dice_rolled as common_dice_rolled
from game.client.presenting.plan_kit import (
    READ_PAUSE,
    Plan,
    Sprite,
    Visual,
    banner,
    banner_time,
    floats,
    fly,
    motion,
    seat_banner,
    slot_key,
    slot_place,
    wait,
)
from game.client.presenting.table_data import TableData
from game.client.presenting.table_state import Change, Mark, Move, SeatThrow, Slot, TableTile
from game.client.presenting.tween import Call, Tween, Wait
from game.teaching.i18n import Bi
from rules.events import DiceRolled
from rules.tiles import Tile
from rules.variants.tianjin.events import (
    WILDCARD_THROW,
    ChanAnnounced,
    DealerSat,
    DeclareKouTing,
    HunRevealed,
    KongScored,
    KouTingDeclared,
    PullChosen,
    PullDealer,
    PullsRevealed,
    SitDealer,
    WindsDrawn,
    XiaoXiangGong,
)
from rules.variants.tianjin.scoring import hun_pair
from rules.variants.tianjin.settle import pair_multiplier
from rules.variants.tianjin.view import HUN_DISCARD_WARNING

from ..ui.painter import wildcard_marks
from ..ui.palette import BANNER_GREY, MARK_GREY, MARK_ORANGE, MARK_PURPLE
from .base import CalcFlip, DiscardWarning, EventView, Presenter
from .tianjin_kouting import BANNER_WORDS, DECLARATION, kou_ting_auto, kou_ting_caption, kou_ting_mark, kou_ting_plan, \
    kou_ting_prompt

PULL_ZH = {0: "不拉", 1: "拉一庄", 2: "拉两庄"}
PULL_EN = {0: "no pull", 1: "pull once", 2: "pull twice"}                       # in captions
PULL_TIP_EN = {0: "no pull", 1: "pulls once (×2)", 2: "pulls twice (×4)"}      # a plate's tip
PULL_MARK_EN = {0: "no pull", 1: "pull ×2", 2: "pull ×4"}
PULL_LABELS = {0: ("不拉", "No pull"), 1: ("拉一庄", "Pull once"), 2: ("拉两庄", "Pull twice")}
# A pull multiplies on top of the dealer's sitting (rules/variants/tianjin/settle.py: 2 if he sat × 2^pulls):
# the words give the pull's own factor as one "more", never as the whole stake.
PULL_VERB_EN = {0: ("does not pull", "do not pull"), 1: ("pulls once", "pull once"), 2: ("pulls twice", "pull twice")}
KONG_ZH = {"direct": "明杠", "added": "加杠（明杠）", "concealed": "暗杠",
           "melded": "明杠", "gold": "金杠"}
KONG_EN = {"direct": "a direct kong", "added": "an added kong", "concealed": "a concealed kong",
           "melded": "a melded kong", "gold": "a golden kong (four wildcards)"}
BREAK_OWN = "break_own"   # DiceRolled.purpose of the one throw of break_method=qq_single (rules/engine.py)
HUN_LIFT = 0.5
HUN_HOLD = 1.6
HUN_BACK = 0.45


@dataclass
class TianjinSeat:
    """A seat's 坐庄 / 拉庄 / 小相公 as the viewer knows them."""

    sits: Optional[bool] = None       # the dealer's 坐庄
    pull: Optional[int] = None        # 拉庄 0 / 1 / 2 once known
    pull_chosen: bool = False
    xiaoxianggong: bool = False       # discarded a 混: cannot win
    kou_ting: bool = False            # declared 扣听: the hand face down


@dataclass
class TianjinTable:
    """天津's state of the hand on the table (the 混 themselves are the model's wildcards)."""

    seats: list[TianjinSeat] = field(default_factory=list)


def table_of(model: TableData) -> TianjinTable:
    """天津's state of `model` (made when the hand began)."""
    state = model.variant_state
    assert isinstance(state, TianjinTable), "the table is not presenting 天津"
    return state


def sat_of_dealer(model: TableData) -> Optional[bool]:
    """The dealer's 坐庄 as the table knows it (None: not chosen yet, or no 天津 hand)."""
    state = model.variant_state
    if not isinstance(state, TianjinTable) or not 0 <= model.dealer < len(state.seats):
        return None
    return state.seats[model.dealer].sits


# ---------------------------------------------------------------------- the model
def _winds_drawn(model: TableData, e: WindsDrawn, c: Change) -> None:
    model.seat_throw = SeatThrow(tuple(e.values), e.thrower, tuple(e.order))


def _dealer_sat(model: TableData, e: DealerSat, c: Change) -> None:
    table_of(model).seats[e.seat].sits = bool(e.sits)


def _pull_chosen(model: TableData, e: PullChosen, c: Change) -> None:
    seat = table_of(model).seats[e.seat]
    seat.pull_chosen = True
    if e.times is not None:
        seat.pull = e.times


def _pulls_revealed(model: TableData, e: PullsRevealed, c: Change) -> None:
    seats = table_of(model).seats
    for seat_no, times in enumerate(e.times):
        if seat_no != model.dealer:
            seats[seat_no].pull = times
            seats[seat_no].pull_chosen = True


def _hun_revealed(model: TableData, e: HunRevealed, c: Change) -> None:
    model.wildcards = tuple(e.hun)
    key = (e.position.side, e.position.stack, e.position.layer)
    if model.wall.get(key):
        model.wall[key] = False
    model.indicator_tile = TableTile(e.tile, e.kind)
    model.indicator_key = key
    # The centre counts the live wall as the rules do: the indicator and the reserve behind it
    # are not drawn in turn (the next draw's own count then takes over).
    model.remaining = max(0, model.remaining - 1 - e.reserve)
    c.moves.append(Move(e.kind, Slot("wall", key[0], index=key[1], sub=key[2]),
                        Slot("indicator", key[0], index=key[1], sub=key[2])))


def _xiaoxianggong(model: TableData, e: XiaoXiangGong, c: Change) -> None:
    table_of(model).seats[e.seat].xiaoxianggong = True


def _dice_rolled(model: TableData, e: DiceRolled, c: Change) -> None:
    """A throw kept as every table keeps it; the QQ break's one throw starts the hand's dice anew."""
    if e.purpose == BREAK_OWN:
        model.dice, model.dice_purposes = [], []
    common_dice_rolled(model, e, c)


def _kou_ting(model: TableData, e: KouTingDeclared, c: Change) -> None:
    table_of(model).seats[e.seat].kou_ting = True


# ---------------------------------------------------------------------- captions
def _places_shown(e: WindsDrawn, m: TableData) -> bool:
    """Whether the plates show the players where they sit before the draw (`e.places`, in turn
    order): after a 锅 they do; before the first hand the plates show each player at his own
    number's seat (table_view.py), while the rules seated them at random."""
    seats = len(m.seat_of_player)
    seat_of = list(range(seats)) if m.phase == "idle" else list(m.seat_of_player)
    if sorted(e.places) != list(range(seats)):
        return False
    start = seat_of[e.places[0]]
    return all(seat_of[player] == (start + k) % seats for k, player in enumerate(e.places))


def _winds_drawn_caption(e: WindsDrawn, m: TableData) -> Caption:
    """打风 as the rules count it (docs/rules/tianjin.md §2: the thrower 1, his 下家 2, 对家 3, 上家 4,
    counter-clockwise): the players in that order from the thrower, who the count reaches, the
    drawing order. Where the plates do not show the seating before the draw (the first draw: the
    players sat at random) the words say so, and claim no count round the table as shown."""
    total = sum(e.values)
    thrower, thrower_en = player_words(m, e.thrower)
    first, first_en = player_words(m, e.first)
    start = e.places.index(e.thrower) if e.thrower in e.places else 0
    round_ = [e.places[(start + k) % len(e.places)] for k in range(len(e.places))]
    ring_zh = "、".join(f"{player_words(m, p)[0]}{k + 1}" for k, p in enumerate(round_))
    ring_en = ", ".join(f"{player_words(m, p)[1]} {k + 1}" for k, p in enumerate(round_))
    order_zh = "、".join(player_words(m, p)[0] for p in e.order)
    order_en = ", ".join(player_words(m, p)[1] for p in e.order)
    again = "（上下家没变，重新打风）" if e.again else ""
    again_en = " Same order as before: draw again." if e.again else ""
    dice = "+".join(map(str, e.values))
    if _places_shown(e, m):
        return Caption(f"打风：{thrower}掷骰{dice}={total}，从自己逆时针数（{ring_zh}），"
                       f"数到{first}，他先摸风牌；摸风顺序：{order_zh}。{again}",
                       f"Drawing seats: {thrower_en} {verb(thrower_en, 'throws', 'throw')} {total} and "
                       f"{verb(thrower_en, 'counts', 'count')} counter-clockwise round the table ({ring_en}) "
                       f"to {obj(first_en)}, who {'draw' if first_en == 'You' else 'draws'} a wind first; the order: "
                       f"{order_en}.{again_en}")
    return Caption(f"打风：摸风前大家随便坐（不是屏幕上的位置），从{thrower}逆时针是{ring_zh}。{thrower}掷骰{dice}={total}，"
                   f"数到{first}，他先摸风牌；摸风顺序：{order_zh}。{again}",
                   f"Drawing seats: before the draw the players sit at random, not as shown here; counter-clockwise "
                   f"{ring_en}. {thrower_en} {verb(thrower_en, 'throws', 'throw')} {total} and "
                   f"{verb(thrower_en, 'counts', 'count')} to {obj(first_en)}, who "
                   f"{'draw' if first_en == 'You' else 'draws'} a wind first; the order: {order_en}.{again_en}")


def _dealer_sat_caption(e: DealerSat, m: TableData) -> Caption:
    zh, en = who(m, e.seat)
    if e.sits:
        if en == "You":
            return Caption(f"坐庄：庄家{zh}选择坐庄——你和每一家之间的输赢都翻倍（×2）。",
                           "Sitting: you, the dealer, sit: every payment between you and another player is doubled.")
        return Caption(f"坐庄：庄家{zh}选择坐庄——他和每一家之间的输赢都翻倍（×2）。",
                       f"Sitting: the dealer {en} sits: every payment between him and another player is doubled.")
    if en == "You":
        return Caption(f"不坐庄：庄家{zh}不加倍。", "You, the dealer, do not sit (no doubling).")
    return Caption(f"不坐庄：庄家{zh}不加倍。", f"The dealer {en} does not sit (no doubling).")


def _pull_chosen_caption(e: PullChosen, m: TableData) -> Caption:
    zh, en = who(m, e.seat)
    if e.times is not None:
        sat = bool(sat_of_dealer(m))    # "more" only on top of a sit
        more = f"（和庄家之间的输赢{'再' if sat else ''}×{2 ** e.times}）" if e.times else "（和庄家之间不变）"
        more_en = f" (payments with the dealer ×{2 ** e.times}{' more' if sat else ''})" if e.times else \
            " (payments with the dealer unchanged)"
        return Caption(f"拉庄：{zh}选{PULL_ZH[e.times]}{more}。",
                       f"Pulling: {en} chose {PULL_EN[e.times]}{more_en};",
                       Bi("等三家一起亮。", "shown when all three have chosen."))
    return Caption(f"{zh}选好了拉不拉庄（扣着，三家一起亮）。",
                   f"{en} {verb(en, 'has', 'have')} chosen whether to pull (secret until all three have).")


def _pulls_revealed_caption(e: PullsRevealed, m: TableData) -> Caption:
    zh, en = [], []
    for seat, times in enumerate(e.times):
        if seat == m.dealer:
            continue
        name_zh, name_en = who(m, seat)
        zh.append(f"{name_zh}{PULL_ZH.get(times, '')}")
        said = PULL_VERB_EN.get(times)
        en.append(f"{obj(name_en)} {verb(name_en, *said)}" if said else obj(name_en))
    return Caption("拉庄：" + "，".join(zh) + "。", "Pulls: " + "; ".join(en) + ".",
                   Bi("每拉一次，他和庄家之间的输赢再×2。",
                      "Each pull doubles the payments between that player and the dealer."))


def _dice_caption(e: DiceRolled, m: TableData) -> Caption:
    """天津's own throw (翻混: where the wildcard's indicator is turned); the common throws as
    every table words them."""
    if e.purpose == BREAK_OWN:        # option break_method=qq_single
        zh, en = who(m, e.seat)
        total = sum(e.values)
        return Caption(f"庄家{zh}掷骰{sum_text(e.values)}：在自己面前的牌墙从右端数{total}墩开牌。",
                       f"The dealer, {obj(en)}, {verb(en, 'throws', 'throw')} {sum_text(e.values)} and "
                       f"{verb(en, 'breaks', 'break')} his own wall {total} stacks from its right end.")
    if e.purpose != WILDCARD_THROW:
        return dice_rolled(e, m)
    zh, en = who(m, e.seat)
    total = sum(e.values)
    return Caption(f"翻混：庄家的对家{zh}掷骰{sum_text(e.values)}，从牌尾数{total}墩。",
                   f"The wildcard throw: the dealer's opposite, {obj(en)}, {verb(en, 'throws', 'throw')} "
                   f"{sum_text(e.values)} and {verb(en, 'counts', 'count')} {total} stacks from the tail.")


def _hun_revealed_caption(e: HunRevealed, m: TableData) -> Caption:
    zh, en = who(m, e.seat)
    izh, ien = tile_names(e.kind)
    a, b = e.hun[0], e.hun[1]
    discard_rule = Bi("这桌混儿不能打出。", "Here a wildcard may never be discarded.") \
        if m.options.get("hun_discard") == "forbidden" else \
        Bi("打出混儿就成小相公，不能胡。", "Whoever discards one cannot win this hand.")
    # short enough for three lines at 1024×640 (four covered the wall; a tester)
    return Caption(
        f"翻混：{zh}掷了{e.count}点，从牌尾数{e.count}墩，翻开上面的牌——{izh}。",
        f"Wildcards: {en} threw {e.count}; the top tile {e.count} stacks from the tail is turned up: {ien}.",
        Bi(f"{a.name_zh}和{b.name_zh}就是混儿（共7张），胡牌时可以当任何牌；{discard_rule.zh}",
           f"{a.name_en} and {b.name_en} are wild (7 tiles), any tile in a win. {discard_rule.en}"))


def _xiaoxianggong_caption(e: XiaoXiangGong, m: TableData) -> Caption:
    zh, en = who(m, e.seat)
    tzh, ten = tile_names(e.kind)
    return Caption(f"小相公！{zh}打出了混儿{tzh}，这盘不能胡了（还可以碰、杠）。",
                   f"Barred! {en} discarded the wildcard {ten} and cannot win this hand (pung and kong "
                   f"are still allowed).")


def _chan_caption(e: ChanAnnounced, m: TableData) -> Caption:
    zh, en = who(m, e.dealer)
    tzh, ten = tile_names(e.kind)
    return Caption(f"铲！庄家{zh}第一张打{tzh}，另外三家第一张都跟着打{tzh}：结算时庄家给每家赔。",
                   f"Shovel! The dealer, {obj(en)}, led with {ten} and all three others followed with "
                   f"{ten}: the dealer pays each of them at the settlement.")


def _kong_scored_caption(e: KongScored, m: TableData) -> Caption:
    zh, en = who(m, e.seat)
    money_zh, money_en = money(e.payments, m)
    return Caption(f"杠分：{zh}{KONG_ZH.get(e.kong, '杠')}，每家{e.units}分×坐庄/拉庄倍数，结算时一起付。{money_zh}",
                   f"Kong score: {en} made {KONG_EN.get(e.kong, 'a kong')}: {e.units} from each player × the "
                   f"sitting and pulling multipliers, paid with the hand. {money_en}")


# ---------------------------------------------------------------------- plans
def _winds_drawn_plan(plan: Plan, e: WindsDrawn, change: Change, model: TableData, layout: TableLayout,
                      visual: Visual, pace: str, bot: bool) -> None:
    plan.add(Wait(wait(READ_PAUSE * 3, pace)))


def _dealer_sat_plan(plan: Plan, e: DealerSat, change: Change, model: TableData, layout: TableLayout,
                     visual: Visual, pace: str, bot: bool) -> None:
    duration = seat_banner(plan, model, layout, e.seat, "坐庄" if e.sits else "不坐",
                           MARK_ORANGE if e.sits else BANNER_GREY, pace, sub="×2" if e.sits else "")
    plan.add(Wait(duration + wait(READ_PAUSE, pace)))


def _pull_chosen_plan(plan: Plan, e: PullChosen, change: Change, model: TableData, layout: TableLayout,
                      visual: Visual, pace: str, bot: bool) -> None:
    plan.add(Wait(wait(0.3 if bot else 0.1, pace)))


def _pulls_revealed_plan(plan: Plan, e: PullsRevealed, change: Change, model: TableData, layout: TableLayout,
                         visual: Visual, pace: str, bot: bool) -> None:
    duration = 0.0
    for seat, times in enumerate(e.times):
        if seat == model.dealer:
            continue
        duration = seat_banner(plan, model, layout, seat, PULL_ZH.get(times, str(times)),
                               MARK_ORANGE if times else BANNER_GREY, pace,
                               sub=f"×{2 ** times}" if times else "")
    plan.add(Wait(duration + wait(READ_PAUSE * 2, pace)))
    plan.milestone = "la-zhuang"
    plan.shot_at = duration * 0.5


def hun_display_rects(layout: TableLayout) -> list[pygame.Rect]:
    """Where the 翻混 shows the two 混 kinds large, side by side over the centre."""
    w, h = layout.px(58), layout.px(80)
    cx, cy = layout.centre_point()
    gap = layout.px(14)
    return [pygame.Rect(cx - gap // 2 - w, cy - h // 2 - layout.px(6), w, h),
            pygame.Rect(cx + gap // 2, cy - h // 2 - layout.px(6), w, h)]


def _hun_revealed_plan(plan: Plan, e: HunRevealed, change: Change, model: TableData, layout: TableLayout,
                       visual: Visual, pace: str, bot: bool) -> None:
    """The indicator lifts off its stack face up and grows over the centre beside its successor
    (the two 混 kinds, glowing); then it goes back to lie face up on its stack."""
    lift = motion(HUN_LIFT, pace)
    hold = max(motion(HUN_HOLD, pace), 1.0)     # read even at the fast pace: it is the hand's key fact
    back = motion(HUN_BACK, pace)
    big = hun_display_rects(layout)
    move = change.moves[0] if change.moves else None
    if move is not None:
        src = slot_place(move.src, model, layout)
        dst = slot_place(move.dst, model, layout)
        sprite = fly(plan, e.kind, src, (big[0], 0), slot_key(move.dst), lift, 0.0, easing="out_cubic")
        sprite.glow = True
        sprite.life = lift + hold + back
        plan.add(Tween(sprite, "pos", (float(dst[0].x), float(dst[0].y)), back, "in_out_quad", lift + hold))
        plan.add(Tween(sprite, "size", (float(dst[0].w), float(dst[0].h)), back, "in_out_quad", lift + hold))
        sprite.turns = 0    # upright while shown large; turned to its wall as it lands
        plan.add(Call(lambda: setattr(sprite, "turns", dst[1]), lift + hold + back * 0.5))
    backing = big[0].union(big[1]).inflate(layout.px(40), layout.px(64)).move(0, -layout.px(8))
    panel = Sprite("panel", (float(backing.x), float(backing.y)), (float(backing.w), float(backing.h)),
                   life=lift + hold + back * 0.3, layer=1)
    panel.alpha = 0.0
    plan.sprites.append(panel)
    plan.add(Tween(panel, "alpha", 255.0, lift * 0.5, "linear", 0.0, start=0.0))
    successor = Sprite("tile", (float(big[1].x), float(big[1].y)), (float(big[1].w), float(big[1].h)),
                       life=lift + hold, tile=e.hun[1], glow=True, layer=3, hides=("indicator", "pair"))
    successor.alpha = 0.0
    successor.appear = lift * 0.6
    plan.sprites.append(successor)
    plan.add(Tween(successor, "alpha", 255.0, lift * 0.4, "linear", lift * 0.6, start=0.0))
    label = Sprite("float", (float(layout.centre_point()[0]), float(big[0].top - layout.px(18))),
                   (0.0, float(layout.px(20))), life=lift + hold, text="混儿 wildcards", colour=(255, 214, 90),
                   layer=4)
    label.alpha = 0.0
    plan.sprites.append(label)
    plan.add(Tween(label, "alpha", 255.0, lift * 0.5, "linear", lift * 0.5, start=0.0))
    plan.add(Wait(lift + hold + back + wait(READ_PAUSE, pace)))
    plan.milestone = "hun-reveal"
    plan.shot_at = lift + hold * 0.5


def _xiaoxianggong_plan(plan: Plan, e: XiaoXiangGong, change: Change, model: TableData, layout: TableLayout,
                        visual: Visual, pace: str, bot: bool) -> None:
    duration = seat_banner(plan, model, layout, e.seat, "小相公", MARK_PURPLE, pace)
    plan.add(Wait(duration + wait(READ_PAUSE, pace)))
    plan.milestone = "xiaoxianggong"
    plan.shot_at = duration * 0.5


def _chan_plan(plan: Plan, e: ChanAnnounced, change: Change, model: TableData, layout: TableLayout,
               visual: Visual, pace: str, bot: bool) -> None:
    duration = banner_time(pace) * 1.3
    banner(plan, "铲", layout.centre_point(), layout, duration, 0.0, MARK_ORANGE, sub="庄家赔")
    rise = floats(plan, model, layout, tuple(e.payments), pace, delay=duration * 0.3)
    plan.add(Wait(max(duration, rise) + wait(READ_PAUSE, pace)))
    plan.milestone = "chan"
    plan.shot_at = duration * 0.5


def _kong_scored_plan(plan: Plan, e: KongScored, change: Change, model: TableData, layout: TableLayout,
                      visual: Visual, pace: str, bot: bool) -> None:
    rise = floats(plan, model, layout, tuple(e.payments), pace)
    plan.add(Wait(rise * 0.8 + wait(READ_PAUSE, pace)))
    plan.milestone = "kong-score"
    plan.shot_at = rise * 0.35


# ---------------------------------------------------------------------- set-up buttons
def _sit_label(action: SitDealer, hand_kinds: Sequence[Optional[Tile]]) -> tuple[str, str, str]:
    if action.sit:
        return (lang.tr("坐庄", "Sit") + " ×2", "#claim_win",
                lang.tr("坐庄：你和每一家之间的输赢都×2", "sit: every payment between you and the others ×2"))
    return (lang.tr("不坐", "Don't sit"), "#claim_pass", lang.tr("不坐庄：不加倍", "don't sit: no doubling"))


def _pull_label(action: PullDealer, hand_kinds: Sequence[Optional[Tile]]) -> tuple[str, str, str]:
    """The button and its tip; the tip cannot see whether the dealer sat, so it holds either way."""
    zh, en = PULL_LABELS.get(action.times, (str(action.times), ""))
    object_id = "#claim_pass" if action.times == 0 else "#claim_kong"
    if not action.times:
        return (lang.tr(zh, en), object_id, lang.tr("不拉：你和庄家之间的输赢不变",
                                                    "no pull: payments between you and the dealer unchanged"))
    return (lang.tr(zh, en), object_id, lang.tr(f"拉庄：你和庄家之间的输赢×{2 ** action.times}（若庄家坐庄，在坐庄之上）",
                                                f"pull: payments between you and the dealer ×{2 ** action.times} "
                                                "(on top of his sitting, if he sat)"))


def pull_caption(sat: Optional[bool]) -> Caption:
    """The 拉庄 prompt as the dealer's 坐庄 left it (`sat` None: not known, the words hold either
    way): a pull multiplies on top of a sit, never "on top of his sitting" when he did not sit."""
    if sat:
        return Caption("拉庄吗？拉一庄：你和庄家之间的输赢再×2；拉两庄：再×4（都在坐庄之上）；不拉：不变。三家一起亮。",
                       "Pull the dealer? Once: payments between you and the dealer ×2 more; twice: ×4 more "
                       "(on top of his sitting); no pull: unchanged. All three choices are shown together.")
    if sat is False:
        return Caption("拉庄吗？庄家没坐庄。拉一庄：你和庄家之间的输赢×2；拉两庄：×4；不拉：不变。三家一起亮。",
                       "Pull the dealer? He did not sit. Once: payments between you and the dealer ×2; twice: ×4; "
                       "no pull: unchanged. All three choices are shown together.")
    return Caption("拉庄吗？拉一庄：你和庄家之间的输赢再×2；拉两庄：再×4（若庄家坐庄，在坐庄之上）；不拉：不变。"
                   "三家一起亮。",
                   "Pull the dealer? Once: payments between you and the dealer ×2 more; twice: ×4 more "
                   "(on top of his sitting, if he sat); no pull: unchanged. All three choices are shown together.")


class TianjinPresenter(Presenter):
    """天津 at the table: 打风 by the dice, 坐庄 / 拉庄, 翻混, 小相公, 铲 and kong scores."""

    name = "tianjin"
    kong_rule = ("明杠1、暗杠2、金杠4或8（按房间规则），每家付，×坐庄/拉庄",
                 "melded 1, concealed 2, golden 4 or 8 (room rule) from each, × the multipliers")
    win_rule = ("和庄家之间：坐庄×2，每拉一庄再×2", "with the dealer: ×2 if he sat, ×2 per pull")
    calc_flip = CalcFlip("hun", Bi("翻混", "Flipped tile"), lambda t: [str(k) for k in hun_pair(t)], hun_pair,
                         WILD_BADGE, True, Bi("选翻出的混儿牌", "choose the flipped tile that makes the wildcards"),
                         lambda t: Bi("混儿：" + "、".join(k.name_zh for k in hun_pair(t)),
                                      "wildcards: " + ", ".join(k.name_en for k in hun_pair(t))))

    def __init__(self) -> None:
        super().__init__()
        self.events = {
            WindsDrawn: EventView(_winds_drawn, _winds_drawn_caption, _winds_drawn_plan),
            DealerSat: EventView(_dealer_sat, _dealer_sat_caption, _dealer_sat_plan),
            PullChosen: EventView(_pull_chosen, _pull_chosen_caption, _pull_chosen_plan, "pull"),
            PullsRevealed: EventView(_pulls_revealed, _pulls_revealed_caption, _pulls_revealed_plan),
            HunRevealed: EventView(_hun_revealed, _hun_revealed_caption, _hun_revealed_plan),
            XiaoXiangGong: EventView(_xiaoxianggong, _xiaoxianggong_caption, _xiaoxianggong_plan),
            ChanAnnounced: EventView(None, _chan_caption, _chan_plan),      # paid at the settlement
            KongScored: EventView(None, _kong_scored_caption, _kong_scored_plan),   # paid with the hand
            KouTingDeclared: EventView(_kou_ting, kou_ting_caption, kou_ting_plan),
        }
        self.declarations = {DeclareKouTing: DECLARATION}
        self.common_events = {DiceRolled: EventView(_dice_rolled, caption=_dice_caption)}
        self.setup_actions = {SitDealer: _sit_label, PullDealer: _pull_label}
        self.narrated = {SitDealer.TYPE: DealerSat, PullDealer.TYPE: PullChosen, DeclareKouTing.TYPE: KouTingDeclared}
        self.banner_words = {
            "坐庄": ("坐庄", "Sits"), "不坐": ("不坐", "No sit"), "不拉": ("不拉", "No pull"),
            "拉一庄": ("拉一庄", "Pull once"), "拉两庄": ("拉两庄", "Pull twice"), "小相公": ("小相公", "Barred"),
            "铲": ("铲", "Shovel"), "庄家赔": ("庄家赔", "dealer pays"), "混儿 wildcards": ("混儿", "wildcards"),
            **BANNER_WORDS,
        }
        # Self-drawn wins only: the calculator starts with 自摸 on (the reader takes it so too).
        self.calc_flags = {"self_drawn": True}
        self.flag_names = {"kou_ting": Bi("扣听（和了×4，房间规则扣听时）", "Kou ting (×4 at a table that plays it)")}

    def new_state(self, model: TableData) -> TianjinTable:
        return TianjinTable([TianjinSeat() for _ in model.seats])

    # ------------------------------------------------------------------ the table
    def plate_marks(self, model: TableData, seat_no: int) -> list[Mark]:
        seat = table_of(model).seats[seat_no]
        out: list[Mark] = []
        if seat.sits is not None:
            out.append(Mark("sits", lang.short("坐庄×2", "sat ×2") if seat.sits else lang.short("不坐", "no sit"),
                            MARK_ORANGE if seat.sits else MARK_GREY,
                            lang.tr("庄家坐庄：和他之间的输赢×2", "the dealer sits: every payment with him ×2") if seat.sits
                            else lang.tr("庄家不坐庄", "the dealer does not sit")))
        if seat.pull is not None and seat_no != model.dealer:
            out.append(Mark("pull", lang.short(PULL_ZH.get(seat.pull, str(seat.pull)),
                                               PULL_MARK_EN.get(seat.pull, str(seat.pull))),
                            MARK_ORANGE if seat.pull else MARK_GREY,
                            lang.tr(f"拉庄：{PULL_ZH.get(seat.pull, '')}",
                                    f"pulling: {PULL_TIP_EN.get(seat.pull, '')} with the dealer")))
        elif seat.pull_chosen and seat_no != model.dealer:
            out.append(Mark("pull_chosen", lang.short("已选", "chosen"), MARK_GREY,
                            lang.tr("已选好拉不拉庄（三家一起亮）", "has chosen whether to pull (shown when all have)")))
        if seat.kou_ting:
            out.append(kou_ting_mark())
        if seat.xiaoxianggong:
            out.append(Mark("xiaoxianggong", lang.short("小相公", "barred"), MARK_PURPLE,
                            lang.tr("打出了混儿：这一盘不能和", "discarded a wildcard: cannot win this hand")))
        return out

    def example_marks(self, extra: Mapping[str, Any]) -> dict[int, Badge]:
        """A scored example's 混 (its context's `hun`)."""
        return wildcard_marks(t.index for t in extra.get("hun", ()))

    def discard_warning(self, model: TableData, seat: int, kind: Optional[Tile]) -> Optional[DiscardWarning]:
        """Discarding a 混 makes one 小相公 (no win this hand); the rules allow it, so the client
        only asks first. No warning once one is 小相公 already."""
        if not model.is_wildcard(kind) or table_of(model).seats[seat].xiaoxianggong:
            return None
        words = HUN_DISCARD_WARNING          # the rules' words (rules/variants/tianjin/view.py)
        return DiscardWarning(Caption(words.confirm.zh, words.confirm.en), (words.button.zh, words.button.en))

    def setup_caption(self, kinds: set[type]) -> Optional[Caption]:
        if SitDealer in kinds:
            return Caption("你是庄家：坐庄吗？坐庄后你和每一家之间的输赢都×2——赢得多，输得也多。",
                           "You deal: sit? Every payment between you and each other player is doubled — "
                           "bigger wins and bigger losses.")
        if PullDealer in kinds:     # no table here: words that hold whether he sat or not
            return pull_caption(None)
        return None

    def auto_play(self, model: TableData, seat: int, actions: Sequence[ActionBase]) -> Optional[Caption]:
        """扣听: the drawn tile is discarded for the player."""
        return kou_ting_auto(model, seat, actions) if table_of(model).seats[seat].kou_ting else None

    def prompt_caption(self, model: TableData, seat: int, actions: Sequence[ActionBase]) -> Optional[Caption]:
        """The 拉庄 step as the dealer's 坐庄 left it; a turn that may declare 扣听."""
        if any(isinstance(a, PullDealer) for a in actions):
            return pull_caption(sat_of_dealer(model))
        return kou_ting_prompt(actions)

    # ------------------------------------------------------------------ the settlement sheet
    def payment_note(self, model: TableData) -> tuple[str, str]:
        return ("每家再乘各自和庄家之间的坐庄/拉庄倍数",
                "each payer × the sitting and pulling multipliers between him and the dealer")

    def win_rule_for(self, model: TableData) -> tuple[str, str]:
        """The multipliers with the dealer as this hand set them: a dealer who did not sit is not
        said to double anything."""
        seats = table_of(model).seats
        sat = bool(seats[model.dealer].sits)
        pulled = any(s.pull for i, s in enumerate(seats) if i != model.dealer)
        if sat:
            return (("和庄家之间：坐庄×2，每拉一庄再×2", "with the dealer: ×2 as he sat, ×2 more per pull") if pulled
                    else ("和庄家之间：坐庄×2（没人拉庄）", "with the dealer: ×2 as he sat (nobody pulled)"))
        if pulled:
            return "和庄家之间：庄家没坐庄；每拉一庄×2", "with the dealer: he did not sit; ×2 per pull"
        return "庄家没坐庄，也没人拉庄：不加倍", "the dealer did not sit and nobody pulled: no doubling"

    def pair_multiplier(self, model: TableData, a: int, b: int) -> int:
        """坐庄/拉庄 between two seats, from the marks the events set (the rules' own table)."""
        seats = table_of(model).seats
        extra = {"zuo": bool(seats[model.dealer].sits), "la": tuple(s.pull or 0 for s in seats)}
        return pair_multiplier(model.dealer, a, b, extra)


PRESENTER = TianjinPresenter()
