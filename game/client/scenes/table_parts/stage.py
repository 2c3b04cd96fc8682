"""The table's stage: what the player sees happen. The tweens and sprites of the events' plans,
the caption (held for its reading time during the set-up ceremony by the caption gate), the
clocks, and the milestone moments (`on_milestone`: the demo's screenshots) that hold the queue
until they pass. The scene presents an event (scenes/table.py `_present`) and the stage shows it.

The stage also says when it is `moving`, so the window may rest while the table only waits for the
player (Scene.wants_frames): a tween or sprite runs, a moment or a caption's reading time is pending,
the hand's tiles still glide (SETTLE_SECONDS after the last motion), or the last discard's marker
pulses (PULSE_SECONDS after the discard, then it stays at its brightest: `blink`).
"""
from __future__ import annotations

import math

from typing import TYPE_CHECKING, Optional

from game.client.display import lang
from game.client.display.fonts import get_font
from game.client.presenting.animation_plan import caption_hold, caption_line_count, caption_step, in_ceremony
from game.client.presenting.caption_kit import Caption
from game.client.presenting.plan_kit import Plan, Sprite, Visual
from game.client.presenting.reduced_motion import hold_still, reduced_motion
from game.client.presenting.tween import Timeline
from game.client.scenes.table_parts.caption_gate import CaptionGate
from rules.events import Event, HandStarted

if TYPE_CHECKING:   # the scene that wires the pieces, as they see it (owner.py)
    from .owner import TableOwner

SETTLE_SECONDS = 0.5   # after the last motion the hand's tiles still glide (table_view `_glide`)
PULSE_SECONDS = 3.0    # the last discard's marker pulses this long, then holds at its brightest
PULSE_RATE = 5.0       # radians a second of that pulse (table_view `mark_last`: sin(blink * 5))


class Stage:
    """Motion, captions and milestone moments of the table (the module's docstring)."""

    def __init__(self, scene: "TableOwner") -> None:
        self.scene = scene
        self.timeline = Timeline()
        self.sprites: list[Sprite] = []
        self.visual = Visual()
        self.caption = Caption("洗牌中……", "Shuffling…")
        self.gate: CaptionGate = CaptionGate()     # set-up captions stay until read
        self.clock = 0.0
        self.plan_clock = 0.0
        self.pending_shots: list[tuple[str, float]] = []
        self.shot_names: set[str] = set()
        self.moved_at = 0.0        # the clock when something last moved
        self.discard_seen: Optional[tuple[int, int]] = None   # the last discard marked, and since when
        self.discard_at = 0.0

    def tick(self, dt: float) -> None:
        """The clocks run; a caption whose reading time is over gives way to the next."""
        self.clock += dt
        self.plan_clock += dt
        last = self.scene.model.last_discard
        if last != self.discard_seen:
            self.discard_seen, self.discard_at = last, self.clock
        read = self.gate.tick(dt)
        if read is not None:
            self.caption = read

    def run(self, dt: float) -> None:
        """The tweens and the sprites move on; the sprites that are over go."""
        self.timeline.update(dt)
        for sprite in self.sprites:
            sprite.age += dt
        self.sprites = [s for s in self.sprites if s.alive]
        if self.timeline.running or self.sprites:
            self.moved_at = self.clock

    def show(self, event: Event, plan: Plan, quiet: bool) -> None:
        """Start an event's plan: its motion, its caption, its milestone moments (with reduced
        motion, the player's setting, each move is placed at once: reduced_motion.py)."""
        if self.reduced_motion:
            hold_still(plan)
        self.timeline.extend(plan.tweens)
        self.sprites.extend(plan.sprites)
        self.timeline.update(0.0)
        if plan.caption is not None:
            self.show_caption(event, plan.caption, quiet)
        self.plan_clock = 0.0
        for name, at in plan.shots():
            self.pending_shots.append((name, at))
        if isinstance(event, HandStarted):
            self.shot_names = {n for n in self.shot_names if n.startswith("claim") or n.startswith("kong")}

    def show_caption(self, event: Event, caption: Caption, quiet: bool) -> None:
        """An event's caption: during the set-up ceremony it stays for its reading time (the
        gate may keep it waiting behind the one on screen); during play it shows at once."""
        hold = 0.0
        if not quiet and in_ceremony(self.scene.model):
            hold = caption_hold(self.caption_lines(caption), self.scene.settings.pace)
        shown = self.gate.show(caption, caption_step(event), hold)
        if shown is not None:
            self.caption = shown

    def caption_lines(self, caption: Caption) -> int:
        """The lines the caption box draws for `caption` in the language shown (one or two)."""
        text = lang.lines(caption.zh, caption.en)[0]
        layout = self.scene.layout
        font = get_font(layout.px(16), True)
        rect = layout.caption_rect()
        right = self.scene.caption_right()
        if right is not None and right - layout.px(8) < rect.right:    # as TableView.draw_caption
            rect.width = max(layout.px(200), right - layout.px(8) - rect.left)
        width = rect.width - 2 * layout.px(10)
        return caption_line_count(text, lambda t: font.size(t)[0] <= width)

    def blocks(self, event: Event) -> bool:
        """The next event must wait: the caption on screen is still being read."""
        return self.gate.blocks(caption_step(event))

    def skip(self) -> None:
        """The caption counts as read and the motion on screen ends (a click in the ceremony)."""
        shown = self.gate.skip()
        if shown is not None:
            self.caption = shown
        self.timeline.finish_all()
        self.sprites = []
        # The step's milestone moments are over too (they hold the queue until they pass).
        self.plan_clock = max([self.plan_clock] + [at for _, at in self.pending_shots])

    def settle(self) -> None:
        """Shown at once (a resumed match's hand so far): no motion, no moments."""
        self.timeline.finish_all()
        self.sprites = []
        self.pending_shots = []

    def fire_shots(self) -> bool:
        """The milestone moments whose time came, each told once; True when one was told (this
        frame is its picture)."""
        fired = False
        keep = []
        on_milestone = self.scene.on_milestone
        for name, at in self.pending_shots:
            if self.plan_clock + 1e-9 >= at:
                if name not in self.shot_names:
                    self.shot_names.add(name)
                    if on_milestone is not None:
                        on_milestone(name)
                        fired = True
            else:
                keep.append((name, at))
        self.pending_shots = keep
        return fired

    @property
    def reduced_motion(self) -> bool:
        """The player asked for reduced motion (settings; never for the demo's recordings)."""
        return reduced_motion(self.scene)

    @property
    def blink(self) -> float:
        """The clock the last discard's marker pulses by: the stage's clock for PULSE_SECONDS
        after the discard, then held at the pulse's next brightest moment (steady, and a
        resting table needs no frames for it)."""
        return min(self.clock, self._pulse_end())

    def _pulse_end(self) -> float:
        """The first moment of brightest pulse (sin = 1) PULSE_SECONDS after the discard."""
        end = self.discard_at + PULSE_SECONDS
        turns = math.ceil((end * PULSE_RATE - math.pi / 2) / (2 * math.pi))
        return (math.pi / 2 + 2 * math.pi * turns) / PULSE_RATE

    @property
    def moving(self) -> bool:
        """Something on the table changes with time now (the module's docstring)."""
        if self.timeline.running or self.sprites or self.pending_shots or self.gate.holding:
            return True
        if self.clock - self.moved_at < SETTLE_SECONDS:
            return True
        return self.discard_seen is not None and self.clock < self._pulse_end()

    @property
    def still(self) -> bool:
        """Nothing moves and no moment is pending: the next event may be presented."""
        return not self.timeline.running and not self.pending_shots

    def hidden_keys(self) -> set[tuple]:
        """The places whose tiles a moving sprite stands in for (not drawn where they lie)."""
        return {s.hides for s in self.sprites if s.hides is not None}
