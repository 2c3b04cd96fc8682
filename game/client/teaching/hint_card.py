"""The hint (F1 or ?, or the 提示 button): the move the default bot would make in the human's
seat, with its one-line reason, worked out by the decision thread and shown in a card at the top
of the left column (the card says it is thinking meanwhile); what it names is framed in gold."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Optional, Sequence

import pygame

from game.client.display import lang
from game.teaching import hint
from game.teaching.hints import Hint
from rules.actions import ActionBase
from rules.engine import SeatView

from ..ui.palette import BAD, CREAM, GOLD
from .cards import draw_wrapped, wrapped_height

if TYPE_CHECKING:
    from game.client.match.decision_worker import Job, Runner
    from game.client.scenes.table_parts.prompts import Prompt

    from .cards import CardPlaces
    from .highlights import HandHighlights
    from .ports import TableForPanel


class HintCard:
    """The hint asked for the open prompt: its job while worked out, its answer, its card."""

    def __init__(self, table: TableForPanel, places: CardPlaces, highlights: HandHighlights, runner: Runner) -> None:
        self.table = table
        self.places = places
        self.highlights = highlights
        self.runner = runner
        self.shown: Optional[Hint] = None
        self.job: Optional[Job[Hint]] = None    # the hint asked for, still being worked out
        self.prompt: Optional[Prompt] = None    # the prompt the hint answers

    @property
    def thinking(self) -> bool:
        """A hint was asked for and its answer is not there yet."""
        return self.job is not None

    def ask(self, view: SeatView, prompt: Prompt, options: Optional[dict[str, Any]]) -> None:
        """Send the hint for `prompt` (seen from `view`) to the decision thread."""
        actions: Sequence[ActionBase] = prompt.actions
        self.shown = None
        self.job = self.runner.submit(lambda: hint(view, actions, options))
        self.prompt = prompt

    def wait(self) -> None:
        """Wait for the hint being worked out, if any."""
        if self.job is not None:
            self.job.wait()

    def take(self) -> bool:
        """Take the hint once its answer is there; True when it just arrived. Never waits."""
        if self.job is None or not self.job.ready:
            return False
        job, self.job = self.job, None
        self.shown = job.result()
        return True

    def forget_unless(self, prompt: Optional[Prompt]) -> None:
        """A hint answers one prompt: it goes when `prompt` (the open one) is another."""
        if prompt is not self.prompt:
            self.shown, self.job, self.prompt = None, None, None

    def draw(self, surface: pygame.Surface, top: int) -> int:
        """The hint's card (or its thinking card) from `top`; the y below it."""
        if self.shown is not None:
            return self._draw_hint(surface, self.shown, top)
        if self.job is not None:
            return self._draw_thinking(surface, top)
        return top

    def _draw_thinking(self, surface: pygame.Surface, top: int) -> int:
        """The hint's card while the decision thread works it out (a frame or two)."""
        view, px = self.table.view, self.places.px
        box = self.places.column_box(top, px(30))
        self.places.card(surface, box, px(8))
        view.label(surface, lang.tr("提示：想一想……", "Hint: thinking…"), px(15), GOLD,
                   topleft=(box.left + px(10), box.top + px(5)), bold=True)
        return box.bottom + px(6)

    def _draw_hint(self, surface: pygame.Surface, shown: Hint, top: int) -> int:
        view, px = self.table.view, self.places.px
        text = lang.tr(shown.reason_zh, shown.reason_en, "\n")
        # a dangerous hinted discard: who threatens and why (game/teaching/danger.py), in BAD below the reason
        warning = lang.tr(shown.danger_zh, shown.danger_en, "\n") if shown.danger_zh else ""
        width = self.places.column().width - px(20)
        height = px(30) + wrapped_height(text, px(13), width) + px(8)
        if warning:
            height += px(4) + wrapped_height(warning, px(13), width)
        box = self.places.column_box(top, height)
        self.places.card(surface, box, px(8))
        view.label(surface, lang.tr("提示", "Hint"), px(15), GOLD, topleft=(box.left + px(10), box.top + px(5)), bold=True)
        below = draw_wrapped(surface, view, text, px(13), CREAM, box.left + px(10), box.top + px(28), width)
        if warning:
            draw_wrapped(surface, view, warning, px(13), BAD, box.left + px(10), below + px(4), width)
        self.highlights.frame(surface, shown.action)
        return box.bottom + px(6)
