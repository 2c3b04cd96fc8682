"""The table's stage: what the player sees happen. The tweens and sprites of the events' plans,
the caption (held for its reading time during the set-up ceremony by the caption gate), the
clocks, and the milestone moments (`on_milestone`: the demo's screenshots) that hold the queue
until they pass. The scene presents an event (scenes/table.py `_present`) and the stage shows it.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from game.client.display import lang
from game.client.display.fonts import get_font
from game.client.presenting.animation_plan import caption_hold, caption_line_count, caption_step, in_ceremony
from game.client.presenting.caption_kit import Caption
from game.client.presenting.plan_kit import Plan, Sprite, Visual
from game.client.presenting.tween import Timeline
from game.client.scenes.table_parts.caption_gate import CaptionGate
from rules.events import Event, HandStarted

if TYPE_CHECKING:   # the scene that wires the pieces, as they see it (owner.py)
    from .owner import TableOwner


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

    def tick(self, dt: float) -> None:
        """The clocks run; a caption whose reading time is over gives way to the next."""
        self.clock += dt
        self.plan_clock += dt
        read = self.gate.tick(dt)
        if read is not None:
            self.caption = read

    def run(self, dt: float) -> None:
        """The tweens and the sprites move on; the sprites that are over go."""
        self.timeline.update(dt)
        for sprite in self.sprites:
            sprite.age += dt
        self.sprites = [s for s in self.sprites if s.alive]

    def show(self, event: Event, plan: Plan, quiet: bool) -> None:
        """Start an event's plan: its motion, its caption, its milestone moments."""
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
    def still(self) -> bool:
        """Nothing moves and no moment is pending: the next event may be presented."""
        return not self.timeline.running and not self.pending_shots

    def hidden_keys(self) -> set[tuple]:
        """The places whose tiles a moving sprite stands in for (not drawn where they lie)."""
        return {s.hides for s in self.sprites if s.hides is not None}
