"""The review page laid out and painted: the header with the hand selector, the list of the
hand's decisions (the marked first), the position, the decision's words and measures, and the
footer's buttons. Painted into one picture by the scene, again only when something changed."""
from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Callable, Optional

import pygame

from game.client.display import lang
from game.review import Choice, ReviewedDecision
from game.review.cost import STEP
from game.review.reviewer import HUGE_COST
from game.teaching.i18n import Bi

from ...ui.painter import Painter
from ...ui.palette import BAD, BUTTON_BG, BUTTON_EDGE, BUTTON_EDGE_LIT, BUTTON_HOVER, CARD_EDGE, CREAM, GOLD, GOOD, \
    MUTED, NOTE
from ...ui.text import draw_wrapped, fit_text, label_width, wrapped, wrapped_height
from ...ui.widgets import card
from ..table_parts.setup_prompts import setup_label
from .model import ReviewBrowser, danger_words, hand_title, hand_verdict, help_words, steps_words, threat_words

Px = Callable[[float], int]


@dataclass
class PageLayout:
    """Where each part of the page lies in the window."""

    header: pygame.Rect
    prev_hand: pygame.Rect
    next_hand: pygame.Rect
    listing: pygame.Rect
    position: pygame.Rect
    detail: pygame.Rect
    footer: pygame.Rect
    buttons: dict[str, pygame.Rect] = field(default_factory=dict)
    row_h: int = 40          # a list row's least height (a long choice wraps: its row grows)
    head_h: int = 28
    big: int = 15            # the list's text sizes: the player's choice, the expert's line
    small: int = 13
    unit: float = 1.0        # design px to window px


BUTTONS: dict[str, Bi] = {"play": Bi("从这里接着打 (P)", "Play on from here (P)"), "close": Bi("关闭 (Esc)", "Close (Esc)")}


def layout_page(size: tuple[int, int], px: Px) -> PageLayout:
    """The page's parts for a window of `size`."""
    w, h = size
    m = px(14)
    header = pygame.Rect(m, m, w - 2 * m, px(74))
    footer = pygame.Rect(m, h - m - px(44), w - 2 * m, px(44))
    body_top, body_bottom = header.bottom + px(8), footer.top - px(8)
    list_w = max(px(300), min(px(380), w * 30 // 100))
    listing = pygame.Rect(m, body_top, list_w, body_bottom - body_top)
    right = pygame.Rect(listing.right + m, body_top, w - listing.right - 2 * m, body_bottom - body_top)
    position = pygame.Rect(right.x, right.y, right.width, right.height * 47 // 100)
    detail = pygame.Rect(right.x, position.bottom + px(8), right.width, right.bottom - position.bottom - px(8))
    arrow = px(40)
    next_hand = pygame.Rect(header.right - arrow, header.y + px(4), arrow, px(34))
    prev_hand = pygame.Rect(next_hand.x - px(190) - arrow, next_hand.y, arrow, px(34))
    buttons = {}
    x = footer.right
    for key in ("close", "play"):
        bw = max(px(150), fit_width(lang.tr_bi(BUTTONS[key]), max(11, px(16))) + px(36))
        x -= bw
        buttons[key] = pygame.Rect(x, footer.y + px(4), bw, footer.height - px(8))
        x -= px(12)
    return PageLayout(header, prev_hand, next_hand, listing, position, detail, footer, buttons,
                      row_h=max(px(46), 2 * max(11, px(15)) + px(14)), head_h=px(30), big=max(11, px(15)),
                      small=max(11, px(13)), unit=px(1000) / 1000)


def fit_width(text: str, size: int) -> int:
    """The width of one line of `text` at `size`."""
    return label_width(text, size)


def choice_text(d: ReviewedDecision, choice: Choice) -> str:
    """A choice in the current language; a set-up step (定缺, 拉庄, 坐庄 ...) as the table's prompt
    tells it ("拉庄：你和庄家之间的输赢×2")."""
    if choice.action.SETUP_STEP is not None:
        label = setup_label(choice.action, d.view.hand_kinds)
        if label is not None and label[2]:
            return label[2]
    return lang.tr_bi(choice.words)


def you_did(d: ReviewedDecision, choice: Choice, who: Bi) -> str:
    """"你：打三条" / "You: discard 3 Bamboo" (`who`: Bi("你", "You") or the expert's)."""
    words = choice_text(d, choice)
    if choice.action.SETUP_STEP is None:
        return lang.tr(f"{who.zh}：{choice.words.zh}", f"{who.en}: {choice.words.en}")
    return f"{lang.short(who.zh, who.en)}{lang.short('：', ': ')}{words}"


# ---------------------------------------------------------------------------------------- the list
def list_entries(browser: ReviewBrowser) -> list[tuple[str, int]]:
    """The list's lines: ("head", 0) the marked heading, ("head", 1) the rest's, ("row", i)."""
    hand = browser.hand
    if hand is None:
        return []
    marked = len(hand.marked)
    rows = browser.rows
    out: list[tuple[str, int]] = []
    if marked:
        out.append(("head", 0))
        out += [("row", i) for i in range(marked)]
    if len(rows) > marked:
        out.append(("head", 1))
        out += [("row", i) for i in range(marked, len(rows))]
    return out


@dataclass(frozen=True)
class EntryText:
    """A list row's words, wrapped to the list's width at the list's own sizes (a long choice
    takes two lines, never a smaller font than its neighbours')."""

    first: tuple[str, ...]       # "3. You: chow 5 Character with 4 Character, 6 Character"
    second: tuple[str, ...]      # "as the expert would" / "Expert: ..."
    cost: str                    # "cost 1.1 steps" ("" where the player's choice was the expert's)


def _u(page: PageLayout, value: float) -> int:
    return round(value * page.unit)


def entry_text(browser: ReviewBrowser, page: PageLayout, index: int) -> EntryText:
    """The words of row `index` of the list, wrapped (see EntryText)."""
    d = browser.rows[index]
    hand = browser.hand
    number = next((n for n, one in enumerate(hand.decisions, start=1) if one is d), 0) if hand is not None else 0
    first = f"{number}. " + you_did(d, d.played, Bi("你", "You"))
    cost = "" if d.same else lang.tr_bi(cost_words(d.cost, d.setup))
    width = page.listing.width - _u(page, 8) - _u(page, 38)            # the row's text column
    room = width - (label_width(cost, page.small) + _u(page, 8) if cost else 0)
    second = lang.tr("与高手一致", "as the expert would") if d.same else you_did(d, d.expert, Bi("高手", "Expert"))
    return EntryText(tuple(wrapped(first, page.big, room, bold=d.marked)) or ("",),
                     tuple(wrapped(second, page.small, width)) or ("",), cost)


def entry_height(text: EntryText, page: PageLayout) -> int:
    """A row's height: its lines and their margins, at least the page's row height."""
    lines = len(text.first) * (page.big + _u(page, 4)) + len(text.second) * (page.small + _u(page, 3))
    return max(page.row_h, _u(page, 11) + lines)


def entry_rects(browser: ReviewBrowser, page: PageLayout) -> list[tuple[tuple[str, int], pygame.Rect]]:
    """Each list line and its box in the list's own coordinates (before scrolling)."""
    y = 0
    out = []
    for entry in list_entries(browser):
        height = page.head_h if entry[0] == "head" else entry_height(entry_text(browser, page, entry[1]), page)
        out.append((entry, pygame.Rect(0, y, page.listing.width, height)))
        y += height
    return out


def list_height(browser: ReviewBrowser, page: PageLayout) -> int:
    """The height of the whole list."""
    boxes = entry_rects(browser, page)
    return boxes[-1][1].bottom if boxes else 0


def star(surface: pygame.Surface, centre: tuple[int, int], r: int, colour: tuple[int, ...]) -> None:
    """A five-pointed star: the mark of a costly decision."""
    points = []
    for i in range(10):
        radius = r if i % 2 == 0 else r * 0.45
        angle = -math.pi / 2 + i * math.pi / 5
        points.append((centre[0] + radius * math.cos(angle), centre[1] + radius * math.sin(angle)))
    pygame.draw.polygon(surface, colour, points)


def paint_list(surface: pygame.Surface, painter: Painter, browser: ReviewBrowser, page: PageLayout, scroll: int,
               px: Px) -> None:
    """The decisions of the hand shown, the selected one lit; clipped to the list's box."""
    box = page.listing
    card(surface, painter, box, px(10))
    hand = browser.hand
    inner = box.inflate(-px(8), -px(8))
    old_clip = surface.get_clip()
    surface.set_clip(inner)
    text = painter.text
    big, small = page.big, page.small
    if hand is not None and not hand.decisions:
        draw_wrapped(surface, painter, lang.tr_bi(hand_verdict(hand)), big, MUTED, inner.x + px(6),
                     inner.y + px(6), inner.width - px(12))
    for (kind, index), rect in entry_rects(browser, page):
        r = rect.move(inner.x, inner.y - scroll)
        r.width = inner.width
        if r.bottom < inner.top or r.top > inner.bottom:
            continue
        if kind == "head":
            words = Bi("最要紧的决定", "The costliest decisions") if index == 0 else \
                Bi("全部决定（按顺序）", "Every decision, in order") if hand is not None and not hand.marked else \
                Bi("其余决定（按顺序）", "The rest, in order")
            surface.blit(fit_text(text, lang.tr_bi(words), small, GOLD, r.width - px(8), bold=True),
                         (r.x + px(6), r.bottom - small - px(8)))
            continue
        d = browser.rows[index]
        if index == browser.selected:
            surface.blit(painter.overlay(r.size, (236, 196, 84, 60), px(6)), r)
            pygame.draw.rect(surface, GOLD, r, max(1, px(2)), border_radius=px(6))
        x = r.x + px(8)
        if d.marked:
            star(surface, (x + px(8), r.y + px(8) + big // 2), px(9), GOLD)
        x += px(22)
        entry = entry_text(browser, page, index)
        colour = CREAM if d.same else BAD
        if entry.cost:
            cost_img = text.get(entry.cost, small, GOLD if d.marked else NOTE)
            surface.blit(cost_img, (r.right - px(8) - cost_img.get_width(), r.y + px(8)))
        y = r.y + px(6)
        for line in entry.first:        # wrapped at the list's size: never squeezed smaller
            surface.blit(text.get(line, big, colour, d.marked), (x, y))
            y += big + px(4)
        for line in entry.second:
            surface.blit(text.get(line, small, GOOD if d.same else MUTED), (x, y))
            y += small + px(3)
    surface.set_clip(old_clip)


# ---------------------------------------------------------------------------------------- the header
def paint_header(surface: pygame.Surface, painter: Painter, browser: Optional[ReviewBrowser], page: PageLayout,
                 title: str, hovered: Optional[str], px: Px) -> None:
    """The title, the hand selector and the hand's result and verdict."""
    box = page.header
    text = painter.text
    left = fit_text(text, title, max(14, px(24)), GOLD, page.prev_hand.x - box.x - px(12), bold=True)
    surface.blit(left, (box.x + px(4), box.y + px(4)))
    if browser is None or browser.hand is None:
        return
    hand = browser.hand
    for key, rect, sign in (("prev", page.prev_hand, -1), ("next", page.next_hand, 1)):
        can = 0 <= browser.hand_index + sign < len(browser.hands)
        paint_button(surface, painter, rect, "", hovered == key and can, px, enabled=can)
        c, r = rect.center, rect.height // 4
        points = [(c[0] - r, c[1]), (c[0] + r, c[1] - r), (c[0] + r, c[1] + r)] if sign < 0 else \
            [(c[0] + r, c[1]), (c[0] - r, c[1] - r), (c[0] - r, c[1] + r)]
        pygame.draw.polygon(surface, CREAM if can else MUTED, points)
    middle = pygame.Rect(page.prev_hand.right, page.prev_hand.y, page.next_hand.x - page.prev_hand.right,
                         page.prev_hand.height)
    words = hand_title(hand, browser.several_matches)
    count = lang.tr(f"{words.zh}（共{len(browser.hands)}手）", f"{words.en} of {len(browser.hands)}")
    img = fit_text(text, count, max(12, px(17)), CREAM, middle.width - px(8), bold=True)
    surface.blit(img, img.get_rect(center=middle.center))
    y = box.y + px(44)
    result = fit_text(text, lang.tr_bi(capital(hand.result), "  "), max(12, px(17)), GOLD, box.width // 3, bold=True)
    surface.blit(result, (box.x + px(4), y))
    verdict = hand_verdict(hand)
    colour = GOOD if hand.matched and hand.decisions else CREAM
    surface.blit(fit_text(text, lang.tr_bi(capital(verdict), "  "), max(12, px(16)), colour,
                          box.right - box.x - result.get_width() - px(28), bold=hand.matched),
                 (box.x + result.get_width() + px(24), y + px(1)))


def capital(words: Bi) -> Bi:
    """The English of `words` starting with a capital (a line of its own)."""
    return Bi(words.zh, words.en[:1].upper() + words.en[1:])


def paint_button(surface: pygame.Surface, painter: Painter, rect: pygame.Rect, label: str, lit: bool, px: Px, *,
                 enabled: bool = True) -> None:
    """A painted button in the theme's colours."""
    pygame.draw.rect(surface, BUTTON_HOVER if lit else BUTTON_BG, rect, border_radius=px(8))
    pygame.draw.rect(surface, BUTTON_EDGE_LIT if lit else BUTTON_EDGE, rect, max(1, px(2)), border_radius=px(8))
    if label:
        img = fit_text(painter.text, label, max(11, px(16)), CREAM if enabled else MUTED, rect.width - px(10), bold=True)
        surface.blit(img, img.get_rect(center=rect.center))


def paint_footer(surface: pygame.Surface, painter: Painter, page: PageLayout, hovered: Optional[str],
                 can_play: bool, px: Px) -> None:
    """The key help and the two buttons."""
    box = page.footer
    first = min(r.x for r in page.buttons.values())
    keys = lang.tr("↑↓ 选择决定 · PgUp/PgDn 翻页 · ←→ 换一手 · Enter 从这里接着打",
                   "↑↓ decision · PgUp/PgDn page · ←→ hand · Enter play on from here")
    surface.blit(fit_text(painter.text, keys, max(11, px(14)), MUTED, first - box.x - px(12)),
                 (box.x + px(4), box.centery - max(11, px(14)) // 2))
    for key, rect in page.buttons.items():
        enabled = can_play or key != "play"
        paint_button(surface, painter, rect, lang.tr_bi(BUTTONS[key]), hovered == key and enabled, px, enabled=enabled)


# ---------------------------------------------------------------------------------------- the decision
def cost_words(cost: float, setup: bool = False) -> Bi:
    """A row's cost in steps from ready, "very costly" past what a count of steps can say, or
    for a set-up choice (坐庄, 定缺 ...) no count at all: its weight is a fixed mark."""
    if setup:
        return Bi("开局选择", "set-up choice")
    if cost >= HUGE_COST:
        return Bi("代价很大", "very costly")
    return Bi(f"代价{cost / STEP:.1f}步", f"cost {cost / STEP:.1f} steps")


def paragraphs(d: ReviewedDecision) -> list[tuple[Bi, Bi, tuple[int, ...]]]:
    """The decision's words: (heading, text, colour), the empty ones left out."""
    out: list[tuple[Bi, Bi, tuple[int, ...]]] = []
    if d.reasons.zh or d.reasons.en:
        out.append((Bi("高手的理由", "The expert's reasons"), d.reasons, CREAM))
    if d.plan.zh or d.plan.en:
        out.append((Bi("高手的打法", "The expert's plan"), d.plan, CREAM))
    if not d.same and d.played.danger is not None:
        out.append((Bi("你这张牌的风险", "The risk of your tile"), threat_words(d, d.played), BAD))
    if d.same and d.expert.danger is not None and d.expert.danger.chance >= 0.02:
        out.append((Bi("这张牌的风险", "The risk of this tile"), threat_words(d, d.expert), BAD))
    if not d.same:   # the step's cost in one sentence comes first: it is what a learner reads first
        out.insert(0, (Bi("这一步", "This step"), d.text, GOLD if d.marked else NOTE))
    return out


def paragraphs_height(parts: list[tuple[Bi, Bi, tuple[int, ...]]], size: int, width: int, px: Px) -> int:
    """The height `paint_detail` takes for the paragraphs at text size `size`."""
    height = 0
    for _head, words, _colour in parts:
        height += round(size * 1.3)
        shown = capital(words)
        height += sum(wrapped_height(part, size, width - px(10)) for part in lang.lines(shown.zh, shown.en))
        height += px(6)
    return height


def paint_detail(surface: pygame.Surface, painter: Painter, rect: pygame.Rect, d: ReviewedDecision, px: Px) -> None:
    """What the player did and what 高手 would do, the measures side by side, then the words."""
    text = painter.text
    big, size = max(12, px(18)), max(11, px(15))
    x, y = rect.x + px(12), rect.y + px(10)
    width = rect.width - px(24)
    y = paint_choices(surface, painter, pygame.Rect(x, y, width, big), d, big, px)
    y = paint_measures(surface, painter, pygame.Rect(x, y, width, rect.bottom - y), d, px)
    bottom = rect.bottom - px(8)
    parts = paragraphs(d)
    while size > max(10, px(11)) and y + paragraphs_height(parts, size, width, px) > bottom:
        size -= 1        # the words shrink a little rather than lose their last lines
    for dropped in ("高手的打法", "高手的理由"):     # still too long: the plan goes, then the reasons, whole
        if y + paragraphs_height(parts, size, width, px) <= bottom:
            break
        parts = [p for p in parts if p[0].zh != dropped]
    for head, words, colour in parts:
        if y + size > bottom:
            break
        surface.blit(fit_text(text, lang.tr_bi(head), size, GOLD, width, bold=True), (x, y))
        y += round(size * 1.3)
        shown = capital(words)
        for part in lang.lines(shown.zh, shown.en):
            room = max(0, (bottom - y) // max(1, round(size * 1.25)))
            if room <= 0:
                break
            y = draw_wrapped(surface, painter, part, size, colour, x + px(10), y, width - px(10), max_lines=room)
        y += px(6)


def choice_lines(d: ReviewedDecision, size: int, width: int, px: Px) -> list[list[tuple[str, tuple[int, ...], int]]]:
    """The decision's head as lines of (text, colour, x offset): the player's choice and the
    expert's side by side when both fit half the width, else each on its own line(s), wrapped
    at the same size (a chow's words are long: never squeezed smaller, never cut)."""
    if d.same:
        line = you_did(d, d.played, Bi("你和高手一样", "You, as the expert would"))
        return [[(part, GOOD, 0)] for part in wrapped(line, size, width, bold=True)]
    mine, theirs = you_did(d, d.played, Bi("你", "You")), you_did(d, d.expert, Bi("高手", "Expert"))
    half = width // 2
    if max(label_width(mine, size, True), label_width(theirs, size, True)) <= half - px(8):
        return [[(mine, BAD, 0), (theirs, GOOD, half)]]
    return [[(part, colour, 0)] for words, colour in ((mine, BAD), (theirs, GOOD))
            for part in wrapped(words, size, width, bold=True)]


def paint_choices(surface: pygame.Surface, painter: Painter, rect: pygame.Rect, d: ReviewedDecision, size: int,
                  px: Px) -> int:
    """The decision's head (choice_lines) from the top of `rect`; returns the y below it."""
    y = rect.y
    for line in choice_lines(d, size, rect.width, px):
        for words, colour, dx in line:
            surface.blit(painter.text.get(words, size, colour, True), (rect.x + dx, y))
        y += size + px(6)
    return y + px(4)


def paint_measures(surface: pygame.Surface, painter: Painter, rect: pygame.Rect, d: ReviewedDecision, px: Px) -> int:
    """The measures of the player's choice and the expert's, a row each; returns the y below."""
    text = painter.text
    size = max(11, px(15))
    rows = [(Bi("离听", "Steps from ready"), steps_words(d.played), steps_words(d.expert)),
            (Bi("有用的牌（未见）", "Tiles that help (unseen)"), help_words(d.played), help_words(d.expert)),
            (Bi("点炮危险", "Chance to deal in"), danger_words(d.played), danger_words(d.expert))]
    rows = [r for r in rows if r[1].zh != "—" or r[2].zh != "—"]
    if not rows:
        return rect.y
    label_w = min(rect.width // 3, px(210))
    col = (rect.width - label_w) // (1 if d.same else 2)
    y = rect.y
    heads = [Bi("你和高手", "You and the expert")] if d.same else [Bi("你", "You"), Bi("高手", "Expert")]
    for i, head in enumerate(heads):
        surface.blit(fit_text(text, lang.tr_bi(head), size, MUTED, col - px(8)), (rect.x + label_w + i * col, y))
    y += round(size * 1.35)
    for label, mine, theirs in rows:
        surface.blit(fit_text(text, lang.tr_bi(label), size, NOTE, label_w - px(8)), (rect.x, y))
        cells = [mine] if d.same else [mine, theirs]
        for i, cell in enumerate(cells):
            surface.blit(fit_text(text, lang.tr_bi(cell), size, CREAM, col - px(8)), (rect.x + label_w + i * col, y))
        y += round(size * 1.35)
    pygame.draw.line(surface, CARD_EDGE, (rect.x, y + px(3)), (rect.right, y + px(3)), 1)
    return y + px(10)

