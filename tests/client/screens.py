"""Every screen of the client, reached headless, and every text it shows (for the tests that check
what a player reads: one language at a time, layout at several window sizes ...).

    with TextLog() as log:
        walk_screens(app, folder, visit)        # visit(name) is called on each screen

`walk_screens` drives a player's window (settings and saves in `folder`) through the start screen
(saved matches listed, every variant's card, settings), the rules browser and the calculator of
each variant, a human table of each variant (set-up steps, a turn with the teaching panels F1 F2
F3 and a toast, a claim prompt, the Esc menu with the settings over it, the settlement and the
standings), a drawn hand (荒庄 / 流局) of each variant watched as a demo with the narrator, and
notices. `visit(name)` may switch the language and draw frames: the walk goes on from where the
screen was.

`shown_texts(app, log)` draws frames and returns every string drawn on them: the client's own
text (through game/client/display/fonts.py's render hook, cache bypassed; tile faces left out) and the
text of every visible pygame_gui widget (button and label texts, text boxes, tooltips).
"""
from __future__ import annotations

import html
import re
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Optional

import pygame
import pygame_gui

from game.client.display import fonts
from game.client.app import Settings
from game.client.ui import text as ui_text
from game.client.scenes.settlement import SettlementScene
from game.client.scenes.table import TableScene
from rules import actions as act
from rules.variants.registry import all_variants, get_variant

if str(Path(__file__).parent) not in sys.path:
    sys.path.insert(0, str(Path(__file__).parent))
from variant_driver import click, post_key, press, settle_prompt, tile_centre  # noqa: E402

VARIANTS = tuple(v.name for v in all_variants())     # every registered variant, in the registry's order
GAME_ROOT = Path(__file__).resolve().parents[2] / "game"
# Frames of the client that only pass text on (the place worth naming is their caller).
PASSERS = {("fonts.py", "render"), ("text.py", "get"), ("painter.py", "label"),
           ("text.py", "fit_text"), ("text.py", "draw_wrapped"), ("app.py", "_draw_notices")}


@dataclass(frozen=True)
class Shown:
    """One string on screen: which screen, the text, and where it came from (file:line function)."""

    screen: str
    text: str
    where: str


class TextLog:
    """Hears every text rendered through the client's fonts while active (tile faces excluded:
    their glyphs are the tiles' art). While `armed` (shown_texts' frames) the text cache is
    bypassed so every text renders anew and is heard; the frames between (a walk playing a hand
    on) draw through the cache and hear nothing, so a long walk stays fast."""

    def __init__(self) -> None:
        self.heard: list[tuple[str, str]] = []
        self.armed = False
        self._saved_get = None

    def __enter__(self) -> "TextLog":
        fonts.render_listeners.append(self._hear)
        saved = self._saved_get = ui_text.TextCache.get
        log = self

        def uncached(cache, text, size, colour=ui_text.CREAM, bold=False):
            if not log.armed:
                return saved(cache, text, size, colour, bold)
            return fonts.get_font(max(6, size), bold).render(text, True, colour)
        ui_text.TextCache.get = uncached
        return self

    def __exit__(self, *exc) -> None:
        fonts.render_listeners.remove(self._hear)
        ui_text.TextCache.get = self._saved_get

    def _hear(self, text: str) -> None:
        if not self.armed:
            return
        frame = sys._getframe(2)
        where = []
        while frame is not None and len(where) < 2:
            path = Path(frame.f_code.co_filename)
            if path.name in ("tile_art.py", "tile_glyphs.py", "tile_marks.py"):
                return                      # a tile face
            inside = GAME_ROOT in path.parents
            if inside and (path.name, frame.f_code.co_name) not in PASSERS:
                where.append(f"{path.name}:{frame.f_lineno} {frame.f_code.co_name}")
            frame = frame.f_back
        self.heard.append((text, " < ".join(where) or "?"))


def widget_texts(app) -> list[tuple[str, str]]:
    """(text, where) of every visible pygame_gui widget: button and label texts, text boxes
    (markup removed), tooltips of buttons. Text entries hold what the player typed: left out."""
    out = []
    for element in app.ui.get_sprite_group().sprites():
        if not getattr(element, "visible", True):
            continue
        kind = type(element).__name__
        ident = getattr(element, "most_specific_combined_id", kind)
        if isinstance(element, pygame_gui.elements.UITextEntryLine):
            continue
        if isinstance(element, pygame_gui.elements.UITextBox):
            text = html.unescape(re.sub(r"<[^>]+>", "\n", element.html_text or ""))
            out += [(line, f"{kind} {ident}") for line in text.split("\n") if line.strip()]
            continue
        text = getattr(element, "text", None)
        if isinstance(text, str) and text.strip() and isinstance(element, (pygame_gui.elements.UIButton,
                                                                           pygame_gui.elements.UILabel)):
            out.append((text, f"{kind} {ident}"))
        tip = getattr(element, "tool_tip_text", None)
        if isinstance(tip, str) and tip.strip():
            out.append((tip, f"{kind} {ident} tooltip"))
    return out


def shown_texts(app, log: TextLog, screen: str, frames: int = 2) -> list[Shown]:
    """Draw `frames` frames and return every text of the last one (drawn and widgets)."""
    log.armed = True
    try:
        for _ in range(frames - 1):
            app.frame(1 / 60)
        log.heard.clear()
        app.frame(1 / 60)
    finally:
        log.armed = False
    seen = dict.fromkeys(log.heard + widget_texts(app))
    return [Shown(screen, text, where) for text, where in seen]


def draw_whole_page(scene, surface: Optional[pygame.Surface] = None) -> None:
    """The rules browser draws the blocks in view only: draw every block of its page once."""
    surface = surface or pygame.Surface(scene.app.size)
    for block in scene.blocks:
        block.draw(surface, 0, 0)


# ---------------------------------------------------------------------------------- driving

def step(app, dt: float = 1 / 60) -> None:
    """A frame between two visits: input, update and widgets, without drawing (what is drawn is
    read at the visits, which draw real frames; this only gets there sooner)."""
    app.handle_input()
    app._tick(dt)
    app.stack.update(dt)
    app.ui.update(dt)
    # what a frame does after its flip, the bots' wait among it: without it a table's bot thread
    # gets only the GIL's slices of this tight loop, and a hand of random bots took >30,000 steps
    callbacks, app.after_frame = app.after_frame, []
    for callback in callbacks:
        callback()


def settled(scene) -> bool:
    """A prompt is open and everything before it has been shown."""
    return scene.prompt is not None and not scene.timeline.running and not scene.queue


def answer(app, scene) -> None:
    """The human's plain answer to the open prompt (as variant_driver.run_until answers)."""
    prompt = scene.prompt
    if scene.confirm is not None:
        post_key(pygame.K_RETURN)
    elif prompt.kind == "turn":
        tiles = scene.human_tiles()
        if scene.selected is None or not 0 <= scene.selected < len(tiles) \
                or tiles[scene.selected].id not in prompt.discards:
            # a legal tile, the last one first (the drawn tile when it may go)
            scene.selected = max(i for i, t in enumerate(tiles) if t.id in prompt.discards)
        post_key(pygame.K_RETURN)
    elif prompt.kind == "claim" and prompt.pass_action is not None:
        post_key(pygame.K_ESCAPE)
    elif prompt.kind == "claim" and scene.buttons:
        press(app, next(iter(scene.buttons)))
    elif prompt.kind == "setup":
        settle_prompt(app, scene)


def _hun_index(scene) -> Optional[int]:
    hun = getattr(scene.model, "wildcards", None) or ()
    kinds = {k.index for k in hun}
    for i, t in enumerate(scene.human_tiles()):
        if t.kind is not None and t.kind.index in kinds and t.id in scene.prompt.discards:
            return i
    return None


def play_human_hand(app, variant: str, seed: int, visit: Callable[[str], None], *,
                    options: Optional[dict] = None, max_frames: int = 30000, first: bool = True,
                    until: Optional[str] = None, on_win: str = "",
                    milestones: tuple[str, ...] = ()) -> TableScene:
    """A human table of `variant` to its settlement sheet, visiting each kind of prompt once (and,
    when `first`, the teaching panels, a toast, the menu and the settings over the table), then
    the settlement and the standings. `until`: stop after visiting the screen of that name.
    `on_win`: the two-player table's human (_plays_two_player: 报听 at his first chance, then
    the table plays for him; a winning tile "win" / "decline" / "hint"); `milestones`: the
    table's milestone moments visited as they come (the exchange, the indicator ...)."""
    app.stack.clear()
    settings = Settings(variant=variant, seed=seed, pace="fast", name="Tester", claim_seconds=60,
                        options=dict(options or {}))
    came: list[str] = []
    # only a walk that visits milestones listens for them (a listened milestone holds a frame)
    listen = (lambda name: came.append(name) if name in milestones else None) if milestones else None
    scene = app.push(TableScene(app, settings, on_milestone=listen))
    seen: set[str] = set()
    for _ in range(max_frames):
        top = app.stack.top
        if came and top is scene:
            name = came.pop(0)
            visit(f"table {variant} {name}")
            if f"table {variant} {name}" == until:
                return scene
            continue
        if isinstance(top, SettlementScene):
            visit(f"settlement {variant}")
            if top.item_rects():
                pos = top.item_rects()[0].center
                pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
                visit(f"settlement {variant} (a row pointed at)")
            _visit_looking_back(app, scene, visit, variant)
            from game.client.scenes.standings import StandingsScene
            app.push(StandingsScene(app, scene.model, scene.session, scene.settings))
            visit(f"standings {variant}")
            return scene
        if top is scene and settled(scene):
            kind = scene.prompt.kind
            label = f"table {variant} {kind}" + (" exchange" if scene.prompt.exchange else "")
            if label not in seen:
                seen.add(label)
                visit(label)
                if label == until:
                    return scene
            if kind == "turn" and first and "teaching" not in seen:
                seen.add("teaching")
                _visit_teaching(app, scene, visit, variant)
            if kind == "turn" and variant == "tianjin" and "hun" not in seen and _hun_index(scene) is not None:
                seen.add("hun")
                click(tile_centre(scene, _hun_index(scene)))
                app.frame(1 / 60)
                post_key(pygame.K_RETURN)
                app.frame(1 / 60)
                if scene.confirm is not None:
                    visit(f"table {variant} wildcard warning")
                    post_key(pygame.K_ESCAPE)
                    app.frame(1 / 60)
            if on_win and _plays_two_player(app, scene, visit, variant, seen, on_win):
                continue
            if app.stack.top is scene and settled(scene) and scene.auto_action is None:
                answer(app, scene)
        step(app)
    raise AssertionError(f"{variant} seed {seed}: no settlement in {max_frames} frames")


def _plays_two_player(app, scene, visit, variant: str, seen: set[str], on_win: str) -> bool:
    """The two-player table's human, move for move the one tests/client/two_player_seeds.py
    plays headless (so a found seed shows its moment here too): the exchange (three tiles picked
    and shown, then put back: every tile kept), 报听 at the first chance from its button, the
    table playing for him, a winning tile won or not (`on_win`). True when it answered."""
    from two_player_seeds import human_move
    prompt = scene.prompt
    session = scene.session
    if scene.auto_action is not None:
        if "auto" not in seen:
            seen.add("auto")
            visit(f"table {variant} ready, playing by itself")
        step(app)
        return True                     # the table sends it
    legal = session.human_actions()
    declared = bool(session.view(0).extra.scorer_facts().get("baoting"))
    move = human_move(session, legal, declared, on_win)
    if prompt.exchange and "picked" not in seen:
        seen.add("picked")
        tiles = scene.human_tiles()
        for index in [*range(len(tiles) - 3, len(tiles))] * 2:      # picked, shot, put back
            click(tile_centre(scene, index))
            app.frame(1 / 60)
            if len(scene.picks) == 3:
                visit(f"table {variant} setup exchange, three picked")
    if prompt.kind == "turn" and move in prompt.declares.values():
        scene.selected = next(i for i, t in enumerate(scene.human_tiles()) if t.id == getattr(move, "tile", None))
        app.frame(1 / 60)
        visit(f"table {variant} turn, ready to declare")
        # a visit switches the language: let the screen build its buttons again before the press
        # (a press on a button the rebuild then removes is lost, and the walk would ask again forever)
        app.frame(1 / 60)
        press(app, next(b for b, a in scene.buttons.items() if a is move))
        return True
    if declared and any(isinstance(a, act.Win) for a in legal) and "asked" not in seen:
        seen.add("asked")
        visit(f"table {variant} ready, a winning tile: win or not")
    scene._act(move)
    return True


def _visit_teaching(app, scene, visit, variant: str) -> None:
    post_key(pygame.K_F1)
    post_key(pygame.K_F3)
    app.frame(1 / 60)
    visit(f"table {variant} hint, waits and tracker (F1 F2 F3)")
    post_key(pygame.K_c)           # chow on one's own turn: a toast says why not
    app.frame(1 / 60)
    visit(f"table {variant} toast")
    post_key(pygame.K_F3)
    post_key(pygame.K_ESCAPE)      # the menu
    app.frame(1 / 60)
    visit(f"menu over the {variant} table")
    menu = app.stack.top
    settings_button = next(b for b, key in menu.buttons.items() if key == "settings")
    press(app, settings_button)
    visit(f"settings over the {variant} table")
    post_key(pygame.K_ESCAPE)
    app.frame(1 / 60)
    rules_button = next(b for b, key in menu.buttons.items() if key == "rules")
    press(app, rules_button)
    visit(f"rules browser from the {variant} table")
    post_key(pygame.K_ESCAPE)
    app.frame(1 / 60)
    post_key(pygame.K_ESCAPE)      # close the menu
    app.frame(1 / 60)
    app.frame(1 / 60)


def drawn_hand_seed(variant: str, tries: int = 40) -> int:
    """The first seed from 1 whose first hand, four random bots playing, ends with no win."""
    from game.session import MatchSession
    for seed in range(1, tries + 1):
        session = MatchSession(variant=variant, seed=seed, human=None, bot_kind="random")
        for _ in range(5000):
            if session.hand_over or not session.step():
                break
        wins = [e for e in session.poll_events(None) if type(e).__name__ == "Won"]
        if not wins:
            return seed
    raise AssertionError(f"no drawn hand for {variant} in {tries} seeds")


def watch_drawn_hand(app, variant: str, visit: Callable[[str], None], max_frames: int = 30000) -> TableScene:
    """Four random bots play a hand nobody wins (荒庄 / 流局); the narrated demo table is visited
    once while a bot's reason is shown, then the sheet."""
    app.stack.clear()
    settings = Settings(variant=variant, seed=drawn_hand_seed(variant), human=None, pace="fast",
                        show_hands=True, bot_kind="random")
    scene = app.push(TableScene(app, settings, hands_to_play=1))
    narrated = False
    for _ in range(max_frames):
        top = app.stack.top
        if isinstance(top, SettlementScene):
            visit(f"settlement {variant}, nobody won")
            return scene
        narrator = scene.teaching.narrator
        if not narrated and narrator is not None and narrator.shown is not None and top is scene:
            narrated = True
            visit(f"demo {variant} with the narrator")
        step(app)
    raise AssertionError(f"{variant}: the drawn hand did not reach its sheet")


def watch_demo(app, variant: str, visit: Callable[[str], None], max_frames: int = 30000) -> TableScene:
    """Four default bots narrated (their reasons are the teaching hints) until the first sheet."""
    app.stack.clear()
    settings = Settings(variant=variant, seed=3, human=None, pace="fast", show_hands=True)
    scene = app.push(TableScene(app, settings, hands_to_play=1))
    said = 0
    for _ in range(max_frames):
        narrator = scene.teaching.narrator
        if narrator is not None and narrator.shown is not None and app.stack.top is scene and said < 12:
            reason = narrator.shown
            if getattr(scene, "_walk_said", None) != reason:
                scene._walk_said = reason
                said += 1
                visit(f"demo {variant} narration {said}")
        if isinstance(app.stack.top, SettlementScene):
            visit(f"demo {variant} settlement")
            return scene
        app.frame(1 / 60)
    raise AssertionError(f"{variant}: the demo did not reach its sheet")


# ---------------------------------------------------------------------------------- the walk

CALCULATOR_HANDS = {   # a winning hand per variant: concealed tiles, winning tile
    "guobiao": ("123m456m789m123p5p", "5p"),
    "sichuan": ("111m234m567m789m5m", "5m"),
    "tianjin": ("123m456m789m123p5p", "5p"),
    "suzhou": ("111m222m333m444p5p", "5p"),
    "erren": ("234m456m678p345s5s", "5s"),      # 断幺九
}


def make_saves(folder: Path) -> None:
    """One saved match in progress and one damaged file (the list names it and sets it aside)."""
    from game.saves import new_save_path, save_match
    from game.session import MatchSession
    folder.mkdir(parents=True, exist_ok=True)
    session = MatchSession(variant="sichuan", seed=11, human=0)
    for _ in range(40):
        if session.waiting_for_human() or not session.step():
            break
    session.names = ["Tester", "阿明", "小红", "老王"]
    save_match(session, new_save_path(session, folder))
    (folder / "broken-save.json").write_text("{not json", encoding="utf-8")


def visit_start(app, visit: Callable[[str], None]) -> None:
    from game.client.scenes.settings_scene import SettingsScene
    from game.client.scenes.start import StartScene
    app.stack.clear()
    start = app.push(StartScene(app, Settings()))
    visit("start screen with saved matches and notices")
    for button, name in list(start.variant_buttons.items()):
        press(app, button)
        visit(f"start screen, {name} chosen")
    for button, name in list(start.variant_buttons.items()):   # the room-rules panel (issue 27)
        press(app, button)
        press(app, start.rules_button)
        visit(f"room rules {name}")
        post_key(pygame.K_END)
        app.frame(1 / 60)
        visit(f"room rules {name}, scrolled to the end")
        post_key(pygame.K_ESCAPE)
        app.frame(1 / 60)
    app.push(SettingsScene(app))
    visit("settings over the start screen")
    post_key(pygame.K_ESCAPE)
    app.frame(1 / 60)


def _visit_looking_back(app, scene: TableScene, visit: Callable[[str], None], variant: str) -> None:
    """The hand just settled, reviewed and replayed over its settlement (issue 28), then closed."""
    import json
    lines = [json.dumps(entry, ensure_ascii=False) for entry in scene.session.closed_log()]
    hand = scene.session.match.hand_no
    review = app.push("review", lines, scene.settings.human, hand=hand)
    assert review.job.wait(60), f"{variant}: the review did not finish"
    app.frame(1 / 60)
    visit(f"review {variant}")
    app.pop()
    app.push("replay_viewer", lines, viewer=scene.settings.human, hand=hand)
    app.frame(1 / 60)
    visit(f"replay {variant}")
    app.pop()


def visit_teaching_screens(app, visit: Callable[[str], None]) -> None:
    for name in ("history", "stats"):          # the player's own records (issue 28), empty at first
        app.stack.clear()
        app.push(name)
        visit(name)
    for variant in VARIANTS:                   # the lessons list, a lesson's first step, each drill
        app.stack.clear()
        lessons = app.push("lessons", variant)
        visit(f"lessons {variant}")
        if lessons.lessons:
            lessons.open_lesson(lessons.lessons[0])
            for _ in range(30):
                app.frame(1 / 30)
            visit(f"lesson {variant} {lessons.lessons[0].id}")
            app.pop()
        for kind in sorted(set(lessons.drill_buttons.values())):
            app.push("drill", variant, kind, lessons.keeper)
            app.frame(1 / 60)
            visit(f"drill {variant} {kind}")
            app.pop()
    from game.client.scenes.calculator import CalculatorScene
    from game.client.scenes.rules_browser import RulesBrowserScene
    from rules.tiles import Tile, parse_tiles
    for variant in VARIANTS:
        app.stack.clear()
        browser = app.push(RulesBrowserScene(app, variant))
        drawn = browser.draw
        browser.draw = lambda surface: (drawn(surface), draw_whole_page(browser))   # every block
        visit(f"rules browser {variant}")
        app.stack.clear()
        scene = app.push(CalculatorScene(app, variant))
        visit(f"calculator {variant}, empty")
        concealed, win = CALCULATOR_HANDS.get(variant, CALCULATOR_HANDS["guobiao"])
        if variant == "sichuan":
            scene.calc.set_void("s")
        if variant == "tianjin":
            scene.calc.set_indicator(Tile.parse("9s"))
        for kind in parse_tiles(concealed)[:13]:
            scene.calc.add_concealed(kind)
        scene.calc.set_win_tile(Tile.parse(win))
        scene.built_lang = -1            # rebuild with the hand
        visit(f"calculator {variant}, a winning hand")
        scene.calc.clear()
        for kind in parse_tiles("19m19p19s1234567z")[:13]:
            scene.calc.add_concealed(kind)
        scene.calc.set_win_tile(Tile.parse("2m"))
        scene.built_lang = -1
        visit(f"calculator {variant}, not a win")


# The walk in parts: the screens without a table, then each variant's tables.
PARTS = ("start and teaching screens",) + VARIANTS
# Human hands that show every prompt of the variant (天津 seed 2: a 混 in hand, so the warning).
SEEDS = {"guobiao": 1, "sichuan": 1, "tianjin": 2, "suzhou": 1}
# The two-player table's own moments, visited as its plans reach them, in two hands found by
# two_player_seeds: the human declares 报听 and wins, then one where he draws from the reserve.
TWO_PLAYER_MOMENTS = ("piles", "exchange", "indicator", "baoting", "last-chance", "haidi")


def walk_part(app, part: str, visit: Callable[[str], None]) -> None:
    """One part of the walk (PARTS): the start screen, settings, rules browser and calculator; or
    a variant's human hand (set-up, turn with F1 F2 F3, a toast, the menu and the settings over
    the table, a claim, the sheet, the standings) and a drawn hand watched as a narrated demo."""
    if part not in VARIANTS:
        visit_start(app, visit)
        visit_teaching_screens(app, visit)
    else:
        two = get_variant(part).seats == 2
        if two:
            from two_player_seeds import seed_for
            play_human_hand(app, part, seed_for("declare_win"), visit, on_win="win", milestones=TWO_PLAYER_MOMENTS)
            # a hand whose live deck runs out with the human ready: the draw from the reserve
            play_human_hand(app, part, seed_for("last_draw"), visit, first=False, on_win="hint",
                            milestones=("last-chance", "haidi"))
        else:
            play_human_hand(app, part, SEEDS.get(part, 1), visit)
        if part == "sichuan":   # the room option's 换三张 prompt
            play_human_hand(app, part, 5, visit, options={"exchange_three": True}, first=False,
                            until="table sichuan setup exchange")
        if part == "tianjin":   # seed 2 has no claim prompt
            play_human_hand(app, part, 1, visit, first=False, until="table tianjin claim")
        watch_drawn_hand(app, part, visit)
    app.stack.clear()


def walk_screens(app, visit: Callable[[str], None]) -> None:
    """Every screen, `visit(name)` on each (see the module's docstring)."""
    for part in PARTS:
        walk_part(app, part, visit)
