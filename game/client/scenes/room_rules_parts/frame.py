"""The room-rules panel's fixed parts laid out: the header (title, the rules in force, the presets
with the about line of the one chosen or focused) and the footer (恢复经典, the keys, 完成).
Every text and button with its rectangle in window coordinates (the tests check they fit)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Optional

import pygame

from game.client.display import lang
from game.teaching.i18n import Bi, words_bi
from rules.variants.base import Preset

from ...ui.palette import CREAM, GOLD, NOTE
from .model import RoomChoice, option_rows
from .page import Button, Text, both_lines, flow_buttons, line_height, text_width, wrap_px

TITLE = Bi("房间规则", "Room rules")
NOW = Bi("现在：", "Now: ")
RESET = Bi("恢复经典", "Reset to classic")
DONE = Bi("完成", "Done")
KEYS = Bi("Tab/↑↓ 选择 · ←→ 改 · Enter 确定 · 滚轮 翻页", "Tab/↑↓ move · ←→ change · Enter choose · wheel scrolls")


@dataclass
class Frame:
    """The header's and the footer's texts and buttons, and the page's view between them."""

    texts: list[Text]
    buttons: list[Button]
    view: pygame.Rect
    rule_y: int            # the line under the header


def about_words(choice: RoomChoice, shown: Optional[Preset]) -> Bi:
    """The line under the presets: what the preset shown is, or which options the player changed."""
    if shown is not None:
        return Bi(f"{shown.title.zh}：{shown.about.zh}", f"{shown.title.en}: {shown.about.en}")
    titles = {row.key: row.title for row in option_rows(choice.variant)}
    changed = [titles[key] for key in choice.changed if key in titles]
    return Bi("自定：" + "、".join(t.zh for t in changed), "Custom: " + ", ".join(t.en for t in changed))


def layout_frame(panel: pygame.Rect, choice: RoomChoice, shown: Optional[Preset],
                 px: Callable[[float], int]) -> Frame:
    """The header and the footer of a panel at `panel`; `shown`: the preset whose about line shows."""
    texts: list[Text] = []
    buttons: list[Button] = []
    pad = px(24)
    inner = panel.inflate(-2 * pad, -2 * pad)
    size_title, size_now, size_button, size_about = max(18, px(26)), max(13, px(17)), max(13, px(17)), max(12, px(15))
    variant = choice.variant
    title = f"{lang.tr_bi(TITLE)} · {lang.tr(variant.title_zh, variant.title_en)}"
    y = inner.top
    texts.append(Text(pygame.Rect(inner.left, y, text_width(title, size_title, True), line_height(size_title)),
                      title, size_title, GOLD, True))
    status = choice.status()
    now = lang.tr(NOW.zh + status.zh, NOW.en + status.en, "  ")
    now_w = text_width(now, size_now)
    now_rect = pygame.Rect(inner.right - now_w, y + (line_height(size_title) - line_height(size_now)) // 2,
                           now_w, line_height(size_now))
    if now_rect.left < texts[0].rect.right + px(16):          # no room beside the title: under it
        now_rect.topleft = (inner.left, texts[0].rect.bottom)
    texts.append(Text(now_rect, now, size_now, CREAM))
    y = max(texts[0].rect.bottom, now_rect.bottom) + px(10)
    presets = variant.all_presets()
    matching = choice.preset()
    labels = [lang.tr_bi(words_bi(p.title)) for p in presets]
    h = max(24, px(36))
    for preset, label, rect in zip(presets, labels, flow_buttons(labels, size_button, inner.left, y, inner.right, h,
                                                               px(8), max(10, px(16)))):
        buttons.append(Button(rect, label, size_button, "preset", preset.key, None, preset is matching))
    y = max(b.rect.bottom for b in buttons) + px(8)
    about = about_words(choice, shown if shown is not None else matching)
    for part in both_lines(about):
        for line in wrap_px(part, size_about, inner.width):
            texts.append(Text(pygame.Rect(inner.left, y, text_width(line, size_about), line_height(size_about)),
                              line, size_about, NOTE))
            y += line_height(size_about)
    rule_y = y + px(6)
    foot_h = max(28, px(40))
    foot_y = inner.bottom - foot_h
    reset_label, done_label = lang.tr_bi(RESET), lang.tr_bi(DONE) + " (Esc)"
    reset = pygame.Rect(inner.left, foot_y, text_width(reset_label, size_button) + 2 * max(10, px(18)), foot_h)
    done_w = text_width(done_label, size_button) + 2 * max(10, px(18))
    done = pygame.Rect(inner.right - done_w, foot_y, done_w, foot_h)
    buttons.append(Button(reset, reset_label, size_button, "reset"))
    buttons.append(Button(done, done_label, size_button, "done"))
    keys = lang.tr_bi(KEYS, "  ")
    size_keys = max(12, px(14))
    room = done.left - reset.right - 2 * px(12)
    if text_width(keys, size_keys) <= room:          # the keys' help where it fits whole
        w = text_width(keys, size_keys)
        texts.append(Text(pygame.Rect(reset.right + (done.left - reset.right - w) // 2,
                                      foot_y + (foot_h - line_height(size_keys)) // 2, w, line_height(size_keys)),
                          keys, size_keys, NOTE))
    view = pygame.Rect(inner.left, rule_y + px(10), inner.width, foot_y - px(12) - (rule_y + px(10)))
    return Frame(texts, buttons, view, rule_y)
