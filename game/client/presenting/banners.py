"""The words on the table's banners and floating labels: the planners write them in Chinese
(plan_kit.BANNERS, a presenter's own), `banner_text` shows them in the language the player reads."""
from __future__ import annotations

import re
from functools import cache

from game.client.display import lang
from game.client.variants import banner_words

# The words on the table's banners and floating labels (the planners write them in Chinese), as
# (Chinese, English): the common ones and every variant's.
COMMON_BANNER_WORDS = {
    "吃": ("吃", "Chow"), "碰": ("碰", "Pung"), "杠": ("杠", "Kong"), "暗杠": ("暗杠", "Kong"),
    "加杠": ("加杠", "Kong+"), "抢杠": ("抢杠", "Rob!"), "胡": ("胡", "Win"), "自摸": ("自摸", "Self-drawn"),
    "荒庄": ("荒庄", "Draw"), "流局": ("流局", "Draw"),
}


@cache
def all_banner_words() -> dict[str, tuple[str, str]]:
    """The common banner words and every variant's (read at the first banner drawn, when the
    table has made its presenters)."""
    return {**COMMON_BANNER_WORDS, **banner_words()}


_ORDER_EN = {1: "1st", 2: "2nd", 3: "3rd"}


def banner_text(text: str) -> str:
    """A banner's (or its sub-line's) text in the current language: '碰' / 'Pung', '第2家 · 8番' /
    '2nd · 8 fans'; as written when both languages are shown."""
    code = lang.current()
    if code == "both" or not text:
        return text
    parts = []
    for part in text.split(" · "):
        zh, en = all_banner_words().get(part, (part, part))
        order = re.fullmatch(r"第(\d+)家", part)
        amount = re.fullmatch(r"(\d+)(番|花|分)", part)
        if order:
            en = _ORDER_EN.get(int(order.group(1)), f"{order.group(1)}th")
        elif amount:
            one, many = {"番": ("fan", "fans"), "花": ("flower", "flowers"), "分": ("point", "points")}[amount.group(2)]
            en = f"{amount.group(1)} {one if amount.group(1) == '1' else many}"
        parts.append(zh if code == "zh" else en)
    return " · ".join(parts)
