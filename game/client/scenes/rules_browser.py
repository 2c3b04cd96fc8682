"""The rules browser: one variant's whole rule book on a scrolling page (game/teaching/rules_book).

    what changes vs 国标 · the tiles (drawn) · the procedure · claims · the minimum ·
    the whole scoring table (each row: name, value, meaning, an example hand drawn as tiles with
    its conditions and what it scores) · the rule options with the reading chosen · notes

Under the title, the rules in force: the match's own when opened from its table (they cannot
change while it is played), else the player's remembered room rules for the variant shown, with
a button that opens the room-rules panel (scenes/room_rules.py) to change them. Each option's
card names its value in force when it is not the classic one.

Tabs switch the variant; the buttons on the left jump to a section. Scroll with the wheel,
↑/↓, PgUp/PgDn, Home/End, or by dragging the bar. Esc goes back. Every text follows the
language (中 / EN / both); the page is laid out again when it changes.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable, Mapping, Optional, Sequence

import pygame
import pygame_gui

from game.client.display import lang
from game.client.display.layout import TableLayout
from game.client.presenting.rules_in_force import RulesInForce, card_summary, rule_line_text, rules_in_force
from game.client.scenes.room_rules_parts import open_room_rules
from game.client.scenes.start_parts.variant_cards import changes_heading
from game.teaching.drills import conditions
from game.teaching.i18n import Bi, english, unit_bi
from game.teaching.rules_book import BookRow, OptionDoc, RulesBook, TileGroup, option_value_word, rules_book, score_example
from rules.melds import MeldKind
from rules.scoring import ScoreItem, ScoreResult, WinContext
from rules.variants.registry import DEFAULT_VARIANT, all_variants, get_variant

from ..ui.painter import Painter
from ..ui.palette import BAD, CREAM, GOLD, NOTE, NOTE_PINK, RED, Colour
from ..ui.text import amount, amount_bi, draw_wrapped, label_width, wrapped_height
from ..ui.widgets import button, card, tab_spans
from ..variants import presenter_for
from .base import Scene

if TYPE_CHECKING:   # the app holds the scenes; a scene needs only its type
    from .base import AppForScenes

SECTIONS = (("changes", Bi("不同之处", "What changes")), ("tiles", Bi("牌", "Tiles")),
            ("procedure", Bi("流程", "Procedure")), ("claims", Bi("吃碰杠", "Claims")),
            ("minimum", Bi("起和", "Minimum")), ("scoring", Bi("计分", "Scoring")),
            ("options", Bi("选项", "Options")), ("notes", Bi("说明", "Notes")))
PAGE = (220, 76, 1256, 792)        # the scrolling page (design units)
EXAMPLE_TILE = (26, 36)
GROUP_TILE = (24, 33)
SCROLL_STEP = 60


def plain(text: str) -> str:
    """Drop rule-book references ("(§5)", "§4 ") that mean nothing to a player."""
    text = re.sub(r"\s*\((?:§|[A-Z]\d)[^)]*\)", "", text)
    text = re.sub(r"^(?:(?:§[\d.]+[a-z]?|[A-Z]\d+|#\d+)[,\s]*)+", "", text)     # §6a too: no stray "a"
    text = re.sub(r"^\(([^)]*)\)\s*:", r"\1:", text)
    text = re.sub(r"^:\s*", "", text)
    return text.replace(" .", ".").replace(" ;", ";").strip()


def example_conditions(variant: str, ctx: WinContext) -> list[Bi]:
    """The conditions of an example hand beside its tiles (自摸, 海底, 杠, 花 ...): the drill's
    words (one copy, game/teaching/drills.py, with the variant's own from its package)."""
    return list(conditions(variant, ctx))


def counts(scored: ScoreResult) -> bool:
    """The example is a win that meets the variant's minimum (the scorer's own judgement)."""
    return bool(scored.win and scored.meets_minimum)


def example_result(scored: ScoreResult) -> str:
    """What an example hand scores: "→ 8 fans", "→ 1 point — below the minimum of 2" (the scorer
    says it falls short and, where the minimum is a total, of what), or "→ not a win"."""
    if not scored.win:
        return lang.tr("→ 不成和", "→ not a win")
    text = "→ " + amount(scored.total, unit_bi(scored.unit))
    if any(i.op == "mul" for i in scored.items):      # 天津's ×2 of 素: say where the total comes from
        text += lang.tr(f"（{_breakdown(scored.items, True)}）", f" ({_breakdown(scored.items, False)})")
    if scored.meets_minimum:
        return text
    needed = getattr(scored, "needed", None)
    if needed is None:
        return text + lang.tr(" — 不够起和", " — below the minimum")
    least = amount_bi(needed, unit_bi(scored.unit))        # the minimum in its unit: 最少2分 / "of 2 points"
    return text + lang.tr(f" — 不够起和（最少{least.zh}）", f" — below the minimum of {least.en}")


def _breakdown(items: Sequence[ScoreItem], zh: bool) -> str:
    """An example's total as its sum times each multiplier: "3×素2" / "3 × No Wildcards 2" (a
    tester read a 捉伍儿 card worth 3 whose example said "→ 6分" with no word of the 素; the sum
    alone, not each added item, keeps the line beside the tiles)."""
    summed = sum(i.value * i.count for i in items if i.op != "mul")
    # a name's own brackets dropped: "Big single wait (doubles)" inside the line's brackets nested them
    muls = [(re.sub(r"\s*[（(].*?[)）]", "", i.name_zh if zh else english(i.name_en)), i.value)
            for i in items if i.op == "mul"]
    return str(summed) + "".join(f"×{name}{value}" if zh else f" × {name} {value}" for name, value in muls)


@dataclass
class Block:
    """A piece of the page: its height, its section (for the jump buttons) and how to draw it
    at (x, y) with the page's width."""

    height: int
    draw: Callable[[pygame.Surface, int, int], None]
    section: Optional[str] = None


TABS = (220.0, 1082.0)      # design x: the variant tabs lie between the title and the Back button (1090)
TAB_WIDTH, TAB_GAP = 160.0, 8.0


class RulesBrowserScene(Scene):
    def __init__(self, app: AppForScenes, variant: str = DEFAULT_VARIANT.name,
                 options: Optional[Mapping[str, Any]] = None, in_match: bool = False) -> None:
        super().__init__(app)
        self.variant = get_variant(variant).name
        # Opened from a table: that match's variant and options (its rules cannot change).
        self.match: Optional[tuple[str, dict[str, Any]]] = (self.variant, dict(options or {})) if in_match else None
        self.view = Painter(app.art)
        self.scroll = 0
        self.blocks: list[Block] = []
        self.controls: dict[pygame_gui.elements.UIButton, tuple] = {}
        self.built_for: tuple = ()
        self.dragging: Optional[int] = None
        self.lit_section: Optional[str] = None

    # ------------------------------------------------------------------ geometry
    @property
    def layout(self) -> TableLayout:
        return TableLayout(*self.app.size)

    def px(self, v: float) -> int:
        return self.layout.px(v)

    def page_rect(self) -> pygame.Rect:
        return self.layout.rect(*PAGE)

    def content_height(self) -> int:
        return sum(b.height for b in self.blocks)

    def max_scroll(self) -> int:
        return max(0, self.content_height() - self.page_rect().height + self.px(40))

    def section_top(self, key: str) -> Optional[int]:
        y = 0
        for block in self.blocks:
            if block.section == key:
                return y
            y += block.height
        return None

    def scroll_to(self, y: int) -> None:
        self.scroll = max(0, min(self.max_scroll(), int(y)))

    def bar_rects(self) -> tuple[pygame.Rect, pygame.Rect]:
        """(track, thumb) of the scroll bar at the page's right edge."""
        page = self.page_rect()
        track = pygame.Rect(page.right - self.px(10), page.top, self.px(8), page.height)
        total = max(1, self.content_height())
        h = max(self.px(30), int(track.height * min(1.0, page.height / total)))
        span = max(1, self.max_scroll())
        y = track.top + int((track.height - h) * (self.scroll / span)) if self.max_scroll() else track.top
        return track, pygame.Rect(track.left, y, track.width, h)

    def options(self) -> dict[str, Any]:
        """The options in force for the variant shown: the match's, else the player's remembered."""
        if self.match is not None and self.match[0] == self.variant:
            return self.match[1]
        return self.app.user.options_for(self.variant)

    def in_force(self) -> RulesInForce:
        """The rules in force for the variant shown, in words."""
        return rules_in_force(self.variant, self.options())

    # ------------------------------------------------------------------ widgets
    def startup(self) -> None:
        super().startup()
        self._build()

    def resize(self, size: tuple[int, int]) -> None:
        super().resize(size)
        self._build()

    def _build(self) -> None:
        self.clear_widgets()
        self.controls = {}
        self.lit_section = None
        app, box, layout = self.app, self.container, self.layout

        def compact(rect: pygame.Rect, zh: str, en: str) -> pygame_gui.elements.UIButton:
            """A button in one language (Chinese when both are shown: its tooltip says both)."""
            label = lang.short(zh, en)
            return button(rect, label, label, app, box, tip=(zh, en) if lang.current() == "both" else None)
        back = compact(layout.rect(1090, 18, 1250, 56), "返回", "Back (Esc)")
        self.controls[back] = ("back",)
        for (x0, x1), variant in zip(tab_spans(len(all_variants()), *TABS, width=TAB_WIDTH, gap=TAB_GAP), all_variants()):
            b = compact(layout.rect(x0, 18, x1, 56), *presenter_for(variant.name).tab_name(variant))
            if variant.name == self.variant:
                b.select()
            self.controls[b] = ("variant", variant.name)
        y = 86
        for key, name in SECTIONS:
            b = compact(layout.rect(24, y, 204, y + 40), name.zh, name.en)
            self.controls[b] = ("section", key)
            y += 48
        if self.match is None:   # a running match's rules cannot change: the panel only from outside one
            b = compact(layout.rect(24, y + 12, 204, y + 52), "房间规则…", "Room rules…")
            self.controls[b] = ("room_rules",)
        self._layout_page()

    def _layout_page(self) -> None:
        width = self.page_rect().width - self.px(40)
        self.built_for = (self.variant, lang.version(), width, self.options())
        self.blocks = self._page_blocks(rules_book(self.variant, self.options()), width)
        self.scroll_to(self.scroll)

    # ------------------------------------------------------------------ the page
    def _text_block(self, text: str, size: int, colour: Colour, width: int, *, bold: bool = False,
                    indent: int = 0, gap: int = 6, section: Optional[str] = None) -> Block:
        px = self.px
        height = wrapped_height(text, px(size), width - px(indent), bold=bold) + px(gap)

        def draw(surface: pygame.Surface, x: int, y: int) -> None:
            draw_wrapped(surface, self.view, text, px(size), colour, x + px(indent), y, width - px(indent), bold=bold)
        return Block(height, draw, section)

    def _heading(self, key: str, text: Bi, width: int) -> Block:
        px = self.px

        def draw(surface: pygame.Surface, x: int, y: int) -> None:
            self.view.label(surface, lang.tr_bi(text, " · "), px(24), GOLD, topleft=(x, y + px(14)), bold=True)
            pygame.draw.line(surface, (217, 194, 122), (x, y + px(48)), (x + width, y + px(48)), max(1, px(1)))
        return Block(px(60), draw, key)

    def _page_blocks(self, book: RulesBook, width: int) -> list[Block]:
        px, tr_bi = self.px, lang.tr_bi
        blocks: list[Block] = []

        # The title wraps (both languages make it long): never cut at the page's edge.
        title_text = tr_bi(book.title, " · ")
        title_h = wrapped_height(title_text, px(32), width, bold=True, spacing=1.3)

        def title(surface: pygame.Surface, x: int, y: int) -> None:
            draw_wrapped(surface, self.view, title_text, px(32), GOLD, x, y, width, bold=True, spacing=1.3)
            self.view.label(surface, lang.tr(f"共{book.total_tiles}张牌", f"{book.total_tiles} tiles"), px(15),
                            NOTE, topleft=(x, y + title_h + px(2)))
        blocks.append(Block(title_h + px(30), title))
        blocks += self._in_force_blocks(width)
        blocks.append(self._heading("changes", changes_heading(get_variant(book.variant)), width))
        for line in book.changes:
            blocks.append(self._text_block("• " + tr_bi(line), 17, CREAM, width, indent=8))
        blocks.append(self._heading("tiles", Bi("牌", "Tiles"), width))
        for tiles in book.tiles:
            blocks.append(self._tile_group(tiles, width))
        blocks.append(self._heading("procedure", Bi("流程", "Procedure"), width))
        for head, text in book.procedure:
            blocks.append(self._text_block(tr_bi(head), 18, GOLD, width, bold=True, gap=2))
            blocks.append(self._text_block(tr_bi(text, "\n"), 16, CREAM, width, indent=12, gap=12))
        blocks.append(self._heading("claims", Bi("吃、碰、杠、和", "Claims"), width))
        for line in book.claims:
            blocks.append(self._text_block("• " + tr_bi(line), 16, CREAM, width, indent=8))
        blocks.append(self._heading("minimum", Bi("起和", "The minimum to win"), width))
        blocks.append(self._text_block(tr_bi(book.minimum, "\n"), 17, CREAM, width, gap=10))
        blocks.append(self._heading("scoring", Bi("计分", "Scoring"), width))
        blocks.append(self._text_block(tr_bi(book.scoring_intro, "\n"), 16, NOTE, width, gap=12))
        group = None
        for row in book.scoring:
            if row.group != group:
                group = row.group
                blocks.append(self._text_block(tr_bi(group), 19, GOLD, width, bold=True, gap=8))
            blocks.append(self._score_row(book.variant, row, width))
        blocks.append(self._heading("options", Bi("规则选项（在房间规则里改）", "Rule options (change them in Room rules)"), width))
        in_force = self.in_force()
        for option in book.options:
            blocks.append(self._option(option, width, in_force))
        blocks.append(self._heading("notes", Bi("说明", "Notes"), width))
        for note in (n for n in book.notes if lang.tr_bi(n)):   # a note not yet in Chinese: not on the Chinese page
            blocks.append(self._text_block("· " + plain(lang.tr_bi(note, "\n")), 14, NOTE, width, indent=8, gap=6))
        blocks.append(Block(px(40), lambda surface, x, y: None))
        return blocks

    def _in_force_blocks(self, width: int) -> list[Block]:
        """The rules in force in a line, and each option that differs from classic."""
        rules = self.in_force()
        summary = card_summary(rules)
        if self.match is not None and self.match[0] == self.variant:
            head = Bi(f"本局规则：{summary.zh}（对局中不能改）", f"This match's rules: {summary.en} "
                      "(they cannot change during a match)")
        else:
            head = Bi(f"你的房间规则：{summary.zh}（开局前在「房间规则」里改）",
                      f"Your room rules: {summary.en} (change them under Room rules before a match)")
        blocks = [self._text_block(lang.tr_bi(head, "\n"), 17, NOTE_PINK, width, bold=True, gap=4)]
        for line in rules.changed:
            blocks.append(self._text_block("• " + lang.tr_bi(rule_line_text(line), " · "), 15, CREAM, width,
                                           indent=8, gap=2))
        blocks.append(Block(self.px(8), lambda surface, x, y: None))
        return blocks

    def _tile_group(self, group: TileGroup, width: int) -> Block:
        px = self.px
        w, h = px(GROUP_TILE[0]), px(GROUP_TILE[1])
        text = f"{lang.tr_bi(group.name)} ×{group.copies} · {lang.tr_bi(group.role)}"
        head = wrapped_height(text, px(16), width, bold=True, spacing=1.4)     # both languages: it may wrap

        def draw(surface: pygame.Surface, x: int, y: int) -> None:
            draw_wrapped(surface, self.view, text, px(16), CREAM, x, y, width, bold=True, spacing=1.4)
            for i, kind in enumerate(group.kinds):
                self.view.tile(surface, pygame.Rect(x + px(12) + i * (w + px(2)), y + head + px(4), w, h), kind, 0)
        return Block(head + px(4) + h + px(12), draw)

    def _score_row(self, variant: str, row: BookRow, width: int) -> Block:
        px, view = self.px, self.view
        meaning = plain(lang.tr_bi(row.meaning, "\n")) if (row.meaning.zh or row.meaning.en) else ""
        text_w = width - px(30)
        meaning_h = wrapped_height(meaning, px(15), text_w) if meaning else 0
        example = row.example
        scored = None
        conditions = ""
        if example is not None:
            scored = score_example(variant, example)
            conditions = " · ".join(lang.tr_bi(w) for w in example_conditions(variant, example.context))
        tile_h = px(EXAMPLE_TILE[1])
        height = px(30) + meaning_h + (tile_h + px(34) if example is not None else 0) + px(14)

        def draw(surface: pygame.Surface, x: int, y: int) -> None:
            card(surface, view, pygame.Rect(x, y, width, height - px(8)), px(8), edge=(90, 110, 90), width=1)
            view.label(surface, lang.gloss(row.name.zh, row.name.en), px(18), CREAM, topleft=(x + px(12), y + px(6)),
                       bold=True)
            value = re.sub(r"(^|\+|\s)1 fans", r"\g<1>1 fan", lang.tr_bi(row.value_text))   # the table says "1 fans"
            view.label(surface, value, px(18), GOLD,
                       midright=(x + width - px(14), y + px(18)), bold=True)
            yy = y + px(32)
            if meaning:
                yy = draw_wrapped(surface, view, meaning, px(15), NOTE, x + px(14), yy, text_w)
            if example is not None:
                yy += px(4)
                right = self._draw_example(surface, example.context, x + px(14), yy)
                if scored is not None:
                    view.label(surface, example_result(scored), px(15), GOLD if counts(scored) else BAD,
                               midleft=(right + px(12), yy + px(2) + tile_h // 2), bold=True)
                view.label(surface, conditions, px(13), NOTE, topleft=(x + px(14), yy + tile_h + px(6)))
        return Block(height, draw)

    def _draw_example(self, surface: pygame.Surface, ctx: WinContext, x: int, y: int) -> int:
        """The example's tiles: concealed, melds (a concealed kong's ends face down), the winning
        tile apart and framed. Returns the right edge."""
        px, view = self.px, self.view
        w, h = px(EXAMPLE_TILE[0]), px(EXAMPLE_TILE[1])
        view.marks = presenter_for(self.variant).example_marks(ctx.extra or {})
        for kind in sorted(ctx.concealed):
            view.tile(surface, pygame.Rect(x, y, w, h), kind, 0)
            x += w
        for meld in ctx.melds:
            x += px(8)
            concealed = meld.kind is MeldKind.CONCEALED_KONG
            for i, kind in enumerate(sorted(meld.tiles)):
                face_up = not (concealed and i in (0, 3))
                view.tile(surface, pygame.Rect(x, y, w, h), kind, 0, face_up)
                x += w
        x += px(12)
        rect = pygame.Rect(x, y, w, h)
        view.tile(surface, rect, ctx.win_tile, 0)
        pygame.draw.rect(surface, RED, rect.inflate(px(3), px(3)), max(2, px(2)), border_radius=px(4))
        view.marks = {}
        return rect.right

    def _option(self, option: OptionDoc, width: int, in_force: RulesInForce) -> Block:
        px, view = self.px, self.view
        value = in_force.options.get(option.key, option.default)
        variant = get_variant(self.variant)

        def said(v: Any) -> str:        # the option's own words (a cap of 0 is 不封顶), as the room rules say
            return lang.tr_bi(option_value_word(variant, option.key, v))
        here = "" if value == option.default else lang.tr("现用：", "in force: ") + said(value)
        head = lang.tr_bi(option.title)      # the option's id is for main.py (`main.py rules` lists it), not here
        default = lang.tr("默认：", "default: ") + said(option.default)
        choices = lang.tr("可选：", "choices: ") + " / ".join(said(c) for c in option.choices)
        doc = plain(lang.tr_bi(option.doc, "\n"))
        doc_h = wrapped_height(doc, px(15), width - px(24))
        height = px(56) + doc_h + px(12)

        def draw(surface: pygame.Surface, x: int, y: int) -> None:
            card(surface, view, pygame.Rect(x, y, width, height - px(8)), px(8), edge=(90, 110, 90), width=1)
            view.label(surface, head, px(17), CREAM, topleft=(x + px(12), y + px(6)), bold=True)
            if here:
                view.label(surface, here, px(15), NOTE_PINK, midright=(x + width - px(12), y + px(17)), bold=True)
            view.label(surface, default, px(15), GOLD, topleft=(x + px(12), y + px(30)), bold=True)
            view.label(surface, choices, px(14), NOTE,
                       topleft=(x + px(24) + label_width(default, px(15), True), y + px(31)))
            draw_wrapped(surface, view, doc, px(15), CREAM, x + px(12), y + px(54), width - px(24))
        return Block(height, draw)

    # ------------------------------------------------------------------ input
    def process_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element in self.controls:
            self.press(self.controls[event.ui_element])
            return True
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_to(self.scroll - event.y * self.px(SCROLL_STEP))
            return True
        if event.type == pygame.KEYDOWN:
            page = self.page_rect().height - self.px(60)
            moves = {pygame.K_DOWN: self.px(SCROLL_STEP), pygame.K_UP: -self.px(SCROLL_STEP),
                     pygame.K_PAGEDOWN: page, pygame.K_PAGEUP: -page, pygame.K_SPACE: page}
            if event.key == pygame.K_ESCAPE:
                self.close()
            elif event.key in moves:
                self.scroll_to(self.scroll + moves[event.key])
            elif event.key == pygame.K_HOME:
                self.scroll_to(0)
            elif event.key == pygame.K_END:
                self.scroll_to(self.max_scroll())
            else:
                return False
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            track, thumb = self.bar_rects()
            if thumb.collidepoint(event.pos):
                self.dragging = event.pos[1] - thumb.top
                return True
            if track.collidepoint(event.pos):
                self.scroll_to(self.scroll + (1 if event.pos[1] > thumb.bottom else -1) * self.page_rect().height)
                return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.dragging = None
        if event.type == pygame.MOUSEMOTION and self.dragging is not None:
            track, thumb = self.bar_rects()
            room = max(1, track.height - thumb.height)
            self.scroll_to((event.pos[1] - self.dragging - track.top) / room * self.max_scroll())
            return True
        return False

    def press(self, action: tuple) -> None:
        if action[0] == "back":
            self.close()
        elif action[0] == "variant":
            self.variant = action[1]
            self.scroll = 0
            self._build()
        elif action[0] == "section":
            top = self.section_top(action[1])
            if top is not None:
                self.scroll_to(top)
        elif action[0] == "room_rules":
            open_room_rules(self.app, self.variant, lambda _changed: self._layout_page())

    def close(self) -> None:
        if self.app.stack.top is self:
            self.app.pop()

    def update(self, dt: float) -> None:
        if self.built_for[:2] != (self.variant, lang.version()):
            self._build()
        elif self.built_for[3] != self.options():   # the room-rules panel changed them
            self._layout_page()

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        layout, view = self.layout, self.view
        surface.blit(view.felt(surface.get_size(), layout), (0, 0))
        view.label(surface, lang.tr("规则", "Rules"), self.px(30), GOLD, topleft=layout.point(24, 16), bold=True)
        page = self.page_rect()
        card(surface, view, page, self.px(12), fill=(6, 26, 16, 200))
        clip = surface.get_clip()
        inner = page.inflate(-self.px(4), -self.px(4))
        surface.set_clip(inner)
        x = page.left + self.px(18)
        y = page.top + self.px(10) - self.scroll
        for block in self.blocks:
            if y + block.height >= inner.top and y <= inner.bottom:
                block.draw(surface, x, y)
            y += block.height
            if y > inner.bottom:
                break
        surface.set_clip(clip)
        track, thumb = self.bar_rects()
        if self.max_scroll():
            pygame.draw.rect(surface, (30, 50, 38), track, border_radius=track.width // 2)
            pygame.draw.rect(surface, GOLD, thumb, border_radius=track.width // 2)
        current = self.current_section()
        if current != self.lit_section:   # (re)drawing a button's state is not free: on change only
            self.lit_section = current
            for b, action in self.controls.items():
                if action[0] == "section":
                    b.select() if action[1] == current else b.unselect()

    def current_section(self) -> Optional[str]:
        """The section at the top of the view (for the jump buttons)."""
        found = None
        y = 0
        for block in self.blocks:
            if block.section is not None and y <= self.scroll + self.px(80):
                found = block.section
            y += block.height
        return found
