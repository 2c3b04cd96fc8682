"""The human's set-up steps (定缺, 换三张, 坐庄, 拉庄): button labels, the caption that explains
the step, and the 换三张 pick. Pure: every button is one of the legal actions the session gave;
the client only words them (facts such as "you hold 3 万" help a beginner choose, they decide
nothing).
"""
from __future__ import annotations

from typing import Any, Optional, Sequence

from . import lang
from .captions import Caption
from .marks import SUIT_EN, SUIT_ZH

SETUP_TYPES = {"choose_void", "exchange_three", "zuo_zhuang", "la_zhuang"}
PULL_LABELS = {0: ("不拉", "No pull"), 1: ("拉一庄", "Pull ×2"), 2: ("拉两庄", "Pull twice ×4")}


def action_type(action: Any) -> str:
    return getattr(action, "TYPE", type(action).__name__.lower())


def is_setup(actions: Sequence[Any]) -> bool:
    return bool(actions) and all(action_type(a) in SETUP_TYPES for a in actions)


def setup_label(action: Any, hand_kinds: Sequence[Any] = ()) -> Optional[tuple[str, str, str]]:
    """(button label, object id, tooltip) for a set-up action; None for other kinds."""
    kind = action_type(action)
    if kind == "choose_void":
        held = sum(1 for k in hand_kinds if k is not None and k.suit == action.suit)
        return (lang.tr(f"缺{SUIT_ZH[action.suit]}", SUIT_EN[action.suit]) + f" ({held})", "#claim_pung",
                lang.tr(f"定缺：不要{SUIT_ZH[action.suit]}（你有{held}张）",
                        f"void suit: play without {SUIT_EN[action.suit]} (you hold {held})"))
    if kind == "zuo_zhuang":
        if action.sit:
            return (lang.tr("坐庄", "Sit") + " ×2", "#claim_win",
                    lang.tr("坐庄：你和每一家之间的输赢都×2", "sit: every payment between you and the others ×2"))
        return (lang.tr("不坐", "Don't sit"), "#claim_pass", lang.tr("不坐庄：不加倍", "don't sit: no doubling"))
    if kind == "la_zhuang":
        zh, en = PULL_LABELS.get(action.times, (str(action.times), ""))
        object_id = "#claim_pass" if action.times == 0 else "#claim_kong"
        return (lang.tr(zh, en), object_id, lang.tr(f"拉庄：你和庄家之间的输赢×{2 ** action.times}",
                                                    f"pull: payments between you and the dealer ×{2 ** action.times}"))
    return None


def setup_caption(actions: Sequence[Any]) -> Optional[Caption]:
    kinds = {action_type(a) for a in actions}
    if "choose_void" in kinds:
        return Caption("定缺：选一门不要的花色（一般选手里最少的一门）。选好扣着，四家一起亮；之后要先把这门打光。",
                       "Choose a void suit (usually the one you hold fewest of). It stays secret until all "
                       "four have chosen; then you must discard that suit first.")
    if "exchange_three" in kinds:
        return Caption("换三张：点三张同一门的牌（再点一下放回），然后按「换出这三张」。方向由庄家掷骰决定。",
                       "Exchange: click three tiles of one suit (click again to put one back), then press "
                       "'Pass these three'. The dealer's dice choose the direction.")
    if "zuo_zhuang" in kinds:
        return Caption("你是庄家：坐庄吗？坐庄后你和每一家之间的输赢都×2——赢得多，输得也多。",
                       "You deal: sit? Every payment between you and each other player is doubled — "
                       "bigger wins and bigger losses.")
    if "la_zhuang" in kinds:
        return Caption("拉庄吗？拉一庄：你和庄家之间的输赢×2；拉两庄：×4；不拉：不变。三家一起亮。",
                       "Pull the dealer? Once: payments between you and the dealer ×2; twice: ×4; no pull: "
                       "unchanged. All three choices are shown together.")
    return None


def exchange_action_for(picked: Sequence[Any], actions: Sequence[Any], kinds_of: dict) -> Optional[Any]:
    """The legal 换三张 action that passes the picked tile kinds (the engine names the lowest ids
    of each kind, so tiles of a kind are interchangeable); None if the pick is not legal."""
    if len(picked) != 3:
        return None
    want = sorted(k.index for k in picked)
    for action in actions:
        if action_type(action) != "exchange_three":
            continue
        have = [kinds_of.get(t) for t in action.tiles]
        if None not in have and sorted(k.index for k in have) == want:
            return action
    return None
