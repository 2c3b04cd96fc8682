"""The hand review window (复盘 / Review): every decision of one player in a log against 高手.

    the header: the title, ◀ the hand ▶, the hand's result and verdict ("这手牌你每一步都和高手一样")
    the list (left): the hand's decisions, the marked (costliest) first with a star, then the rest
    the position (right): what the player saw, drawn with the tile art; the player's tiles of the
        choice ringed red, the expert's green
    the decision: what the player did, what 高手 would do, the measures side by side (steps from
        ready, tiles that help, the chance to deal in), the expert's reasons and plan, the danger
        with who threatens and why, the cost
    the footer: the keys, 从这里接着打 (P), 关闭 (Esc)

Opened with `app.push("review", lines, player=None, *, hand=None, match_id=None, own=False,
title="")`: `hand` opens at that hand (the log's 0-based "hand" number); `own` (the player's own
match, with `match_id`) adds the review's marked mistakes to the statistics when it is done.

The review runs in a thread (review_parts/worker.py); the window shows its progress hand by hand
and never waits for it. Keys: ↑/↓ the decision, PgUp/PgDn a page, Home/End, ←/→ the hand, Enter or
P play on from the selected decision (a practice table on the same wall: not saved, not counted;
when its hand is settled the window comes back here), Esc closes. The mouse clicks rows, the hand
arrows and the buttons; the wheel scrolls the list. The page is painted once into a picture and
painted again only when something changed.
"""
from __future__ import annotations

import time
from typing import TYPE_CHECKING, Any, Optional

import pygame

from game.client.display import lang
from game.client.display.layout import TableLayout
from game.client.match.table_settings import Settings
from game.teaching.i18n import Bi
from rules.variants.registry import get_variant

from ..ui.painter import Painter
from ..ui.palette import BAD, CREAM, GOLD, MUTED
from ..ui.text import draw_wrapped, fit_text
from ..ui.widgets import card
from .base import PaintedScene
from .review_parts.model import ReviewBrowser
from .review_parts.page import PageLayout, entry_rects, layout_page, list_height, paint_detail, paint_footer, \
    paint_header, paint_list
from .review_parts.position import paint_position
from .review_parts.worker import ReviewJob, log_header

if TYPE_CHECKING:
    from .base import AppForScenes

THREADED = True     # tests may review at once instead


class ReviewScene(PaintedScene):
    """The review of one player's hands in a log (the module's docstring)."""

    tab_focus = False

    def __init__(self, app: AppForScenes, lines: list[str], player: Optional[int] = None, *,
                 hand: Optional[int] = None, match_id: Optional[str] = None, own: bool = False,
                 title: str = "") -> None:
        super().__init__(app)
        self.lines = list(lines)
        self.header = log_header(self.lines)
        self.player = player
        self.open_hand = hand
        self.match_id = match_id
        self.own = own
        self.title = title
        self.view = Painter(app.art)
        self.job = ReviewJob(self.lines, player)
        self.browser: Optional[ReviewBrowser] = None
        self.scroll = 0
        self.hovered: Optional[str] = None
        self.progress_seen = -1
        self.recorded = False
        self.page: PageLayout

    # ------------------------------------------------------------------ lifecycle

    def startup(self) -> None:
        super().startup()
        self.lay_out()
        self.job.start(THREADED)
        self.update(0.0)

    def shutdown(self) -> None:
        self.job.cancel()
        super().shutdown()

    def resize(self, size: tuple[int, int]) -> None:
        super().resize(size)
        self.view.clear()
        self.lay_out()

    def language_changed(self) -> None:
        self.lay_out()

    def resume(self) -> None:
        super().resume()
        self.repaint()

    def lay_out(self) -> None:
        """The page's parts for the window as it is now."""
        self.page = layout_page(self.app.size, self.px)
        self.keep_selected_in_view()
        self.repaint()

    def notice_area(self) -> pygame.Rect:
        """Where the app's notices lie here: over the decision's words."""
        return self.page.detail

    # ------------------------------------------------------------------ the review's progress
    def wants_frames(self) -> bool:
        """Frames while the review is worked out (its progress shows), until its outcome is shown."""
        return self.browser is None and self.progress_seen != -2

    def update(self, dt: float) -> None:
        if self.browser is not None:
            return
        if self.job.done != self.progress_seen:
            self.progress_seen = self.job.done
            self.repaint()
        if self.job.state == "done" and self.job.review is not None:
            self.browser = ReviewBrowser(self.job.review)
            self.browser.open_at(self.open_hand)
            self.scroll = 0
            self.keep_selected_in_view()
            self.repaint()
            self.record_mistakes()
        elif self.job.state == "failed" and self.progress_seen != -2:
            self.progress_seen = -2
            self.repaint()

    def record_mistakes(self) -> None:
        """The player's own match: that it was reviewed and the review's marked decisions to the
        statistics (once; a failure is one notice, never a crash)."""
        storage = self.app.storage
        if not self.own or self.recorded or self.job.review is None or storage is None:
            return        # no storage (tests, the demo): nothing is written
        self.recorded = True
        import sqlite3

        from game.stats import ReviewedMatch, StatsError, StatsStore, stats_path
        from game.stats.mistakes import level_of_header, mistake_records
        review = self.job.review
        match_id = self.match_id or f"{review.variant}-{self.header.get('seed')}"
        try:
            level, when = level_of_header(self.header, review.player), time.time()
            records = mistake_records(review, match_id, level, when)
            folder = storage.saves_folder.parent if storage.saves_folder is not None else None
            with StatsStore.open(stats_path(folder)) as stats:     # the review itself kept, a mistake found or not
                stats.add_review(ReviewedMatch(match_id, review.variant, level, when), records)
        except (StatsError, sqlite3.Error, OSError, ValueError) as exc:
            self.app.notify(("复盘找到的失误没能记入统计", f"The review's mistakes could not be added to the statistics ({exc})"),
                            8.0)

    # ------------------------------------------------------------------ moving
    def keep_selected_in_view(self) -> None:
        """Scroll the list so the selected decision shows."""
        if self.browser is None:
            return
        inner = self.page.listing.height - self.px(16)
        for (kind, index), rect in entry_rects(self.browser, self.page):
            if kind == "row" and index == self.browser.selected:
                top = rect.top - (self.page.head_h if index in (0, len(self.browser.hand.marked) if self.browser.hand else 0)
                                  else 0)
                if top < self.scroll:
                    self.scroll = max(0, top)
                elif rect.bottom > self.scroll + inner:
                    self.scroll = rect.bottom - inner
        self.scroll = max(0, min(self.scroll, max(0, list_height(self.browser, self.page) - inner)))
        # the top line whole: scrolled on to the next line's top (a little room left at the bottom)
        self.scroll = min((r.top for _e, r in entry_rects(self.browser, self.page) if r.top >= self.scroll),
                          default=self.scroll)

    def changed(self) -> None:
        """The selection changed: scrolled into view, painted again."""
        self.keep_selected_in_view()
        self.repaint()

    def page_rows(self) -> int:
        """How many decisions a page of the list holds."""
        return max(1, (self.page.listing.height - self.px(16)) // self.page.row_h - 1)

    def move(self, step: int) -> None:
        """Select `step` decisions down (up when negative)."""
        if self.browser is not None and self.browser.move(step):
            self.changed()

    def show_hand(self, step: int) -> None:
        """The next (1) or previous (-1) hand."""
        if self.browser is not None and self.browser.show_hand(self.browser.hand_index + step):
            self.scroll = 0
            self.changed()

    def close(self) -> None:
        """Back to the screen the review was opened from."""
        if self.app.stack.top is self:
            self.app.pop()

    # ------------------------------------------------------------------ play on from here
    def play_on(self) -> bool:
        """A practice table from the selected decision, on the same wall (True when it opened)."""
        decision = self.browser.decision if self.browser is not None else None
        if decision is None or self.browser is None:
            return False
        from game.review.practice import practice_session
        from game.session import ReplayError
        player = self.browser.review.player
        try:
            session = practice_session(self.lines, decision.line, player)
        except (ReplayError, ValueError) as exc:
            self.app.notify((f"没法从这里接着打：{exc}", f"Cannot play on from here: {exc}"), 8.0)
            return False
        names = self.header.get("names")
        settings = Settings(variant=self.browser.review.variant, seed=session.seed, human=player,
                            options=dict(session.options), practice=True,
                            pace=getattr(self.app.user, "pace", "normal"))
        if isinstance(names, list) and 0 <= player < len(names) and isinstance(names[player], str):
            settings.name = names[player]
        self.app.push("table", settings, session=session, hands_to_play=1, resumed=True)
        return True

    # ------------------------------------------------------------------ input
    def process_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            return self.key(event.key)
        if event.type == pygame.MOUSEWHEEL:
            if self.browser is not None:
                inner = self.page.listing.height - self.px(16)
                most = max(0, list_height(self.browser, self.page) - inner)
                scroll = max(0, min(most, self.scroll - event.y * self.page.row_h))
                if scroll != self.scroll:
                    self.scroll = scroll
                    self.repaint()
            return True
        if event.type == pygame.MOUSEMOTION:
            self.hover(event.pos)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self.click(event.pos)
        return False

    def key(self, k: int) -> bool:
        """A key pressed (the module's docstring)."""
        if k == pygame.K_ESCAPE:
            self.close()
        elif k in (pygame.K_UP, pygame.K_DOWN):
            self.move(1 if k == pygame.K_DOWN else -1)
        elif k in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            self.move((1 if k == pygame.K_PAGEDOWN else -1) * self.page_rows())
        elif k in (pygame.K_HOME, pygame.K_END):
            self.move(-10_000 if k == pygame.K_HOME else 10_000)
        elif k in (pygame.K_LEFT, pygame.K_RIGHT):
            self.show_hand(1 if k == pygame.K_RIGHT else -1)
        elif k in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_p):
            self.play_on()
        else:
            return False
        return True

    def targets(self) -> dict[str, pygame.Rect]:
        """What the mouse can press: the buttons and the hand arrows."""
        out = dict(self.page.buttons)
        if self.browser is not None and self.browser.hand is not None:
            out["prev"], out["next"] = self.page.prev_hand, self.page.next_hand
        return out

    def hover(self, pos: tuple[int, int]) -> None:
        """Light the button under the mouse."""
        found = next((key for key, rect in self.targets().items() if rect.collidepoint(pos)), None)
        if found != self.hovered:
            self.hovered = found
            self.repaint()

    def click(self, pos: tuple[int, int]) -> bool:
        """A click: a button, a hand arrow or a decision of the list."""
        found = next((key for key, rect in self.targets().items() if rect.collidepoint(pos)), None)
        if found == "close":
            self.close()
        elif found == "play":
            self.play_on()
        elif found in ("prev", "next"):
            self.show_hand(-1 if found == "prev" else 1)
        elif self.browser is not None and self.page.listing.collidepoint(pos):
            inner = self.page.listing.inflate(-self.px(8), -self.px(8))
            point = (pos[0] - inner.x, pos[1] - inner.y + self.scroll)
            for (kind, index), rect in entry_rects(self.browser, self.page):
                if kind == "row" and rect.collidepoint(point) and self.browser.select(index):
                    self.changed()
        else:
            return False
        return True

    # ------------------------------------------------------------------ drawing

    def window_title(self) -> str:
        """The page's title: the one given, else the review and the variant."""
        if self.title:
            return self.title
        try:
            variant = get_variant(str(self.header.get("variant")))
        except (KeyError, ValueError):
            return lang.tr("复盘", "Review")
        words = Bi(f"复盘 · {variant.title_zh}", f"Review · {variant.title_en}")
        human = self.header.get("human")
        if self.player is not None and self.player != human:
            words = Bi(f"{words.zh} · 第{self.player + 1}位玩家", f"{words.en} · player {self.player + 1}")
        return lang.tr_bi(words)

    def paint(self, surface: pygame.Surface) -> None:
        """The whole page (or the progress, or the refusal)."""
        self.view.draw_felt(surface, TableLayout(*surface.get_size()))
        page, px = self.page, self.px
        paint_header(surface, self.view, self.browser, page, self.window_title(), self.hovered, px)
        decision = self.browser.decision if self.browser is not None else None
        paint_footer(surface, self.view, page, self.hovered, decision is not None, px)
        if self.browser is None:
            self.paint_waiting(surface)
            return
        paint_list(surface, self.view, self.browser, page, self.scroll, px)
        card(surface, self.view, page.position, px(10))
        card(surface, self.view, page.detail, px(10))
        if decision is not None:
            paint_position(surface, self.view, page.position.inflate(-px(24), -px(20)), decision, px)
            paint_detail(surface, self.view, page.detail, decision, px)

    def paint_waiting(self, surface: pygame.Surface) -> None:
        """The review's progress, or why the log cannot be reviewed."""
        px = self.px
        box = pygame.Rect(0, 0, min(surface.get_width() - px(40), px(760)), px(200))
        box.center = (surface.get_width() // 2, surface.get_height() // 2)
        card(surface, self.view, box, px(12))
        size = max(12, px(20))
        if self.job.state == "failed" and self.job.error is not None:
            y = box.y + px(24)
            for part in lang.lines(self.job.error.zh, self.job.error.en):
                y = draw_wrapped(surface, self.view, part, size, BAD, box.x + px(24), y, box.width - px(48),
                                 max_lines=3)
            hint = lang.tr("按 Esc 返回", "Press Esc to go back")
            surface.blit(fit_text(self.view.text, hint, max(11, px(15)), MUTED, box.width - px(48)),
                         (box.x + px(24), box.bottom - px(36)))
            return
        title = self.view.text.get(lang.tr("正在复盘…", "Reviewing…"), max(14, px(26)), GOLD, True)
        surface.blit(title, title.get_rect(midtop=(box.centerx, box.y + px(26))))
        done, total = self.job.done, max(self.job.total, self.job.done)
        count = lang.tr(f"已复盘{done}手，共{total}手", f"{done} of {total} hands reviewed") if total else \
            lang.tr("正在检查牌局记录", "Checking the log")
        line = self.view.text.get(count, size, CREAM)
        surface.blit(line, line.get_rect(midtop=(box.centerx, box.y + px(80))))
        bar = pygame.Rect(box.x + px(40), box.y + px(130), box.width - px(80), px(18))
        pygame.draw.rect(surface, (20, 50, 36), bar, border_radius=bar.height // 2)
        if total:
            filled = bar.copy()
            filled.width = max(bar.height, bar.width * done // total)
            pygame.draw.rect(surface, GOLD, filled, border_radius=bar.height // 2)

    def debug_state(self) -> dict[str, Any]:
        """What the window shows, for tests: the job's state, the hand and the selected row."""
        b = self.browser
        return {"state": self.job.state, "hand": None if b is None or b.hand is None else b.hand.hand,
                "selected": None if b is None else b.selected}
