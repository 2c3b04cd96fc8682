"""The table's teaching aids for the human player (game/teaching does the thinking):

- Hint (F1 or ?, or the 提示 button): the move the default bot would make in your seat, with its
  one-line reason; the tile (or the button) is framed in gold. Shown only when asked, and only
  when the player's settings allow hints (`app.user.hints`).
- Waits (F2): with a ready hand, the tiles it waits for (small), the copies still unseen and what
  each would score; a wait that would not be a legal win is greyed with its reason. On your turn
  the discards that leave the hand ready; hovering a tile shows the waits discarding it leaves.
- Why not: a click on a tile that may not be discarded, a key for a claim that is not offered,
  and a winning shape that is not a legal win are explained (a toast over the caption).
- Tile tracker (F3): the unseen copies of every kind, from what the player can see.
- Take back the last discard (Ctrl+Z / Backspace) while nobody has acted on it (game/client/undo.py).
- Rules (F4): the rules browser for this variant; 中/EN (F6): the display language.

Everything reads the session's view of the human seat (`session.view(human)`, the same view the
bots decide from); nothing here changes the game except the take-back, which rebuilds the
session from its own log. The demo and replays (no human) show none of this.
"""
from __future__ import annotations

import math
from typing import Any, Optional

import pygame
import pygame_gui

from rules import actions as act
from rules.analysis import is_complete
from rules.tiles import counts_of

from game.teaching import discard_waits, hint, refusal, waits_report
from game.teaching.i18n import Bi, unit_bi

from . import lang
from .fonts import get_font
from .scenes.table_view import fit_text
from .teach_draw import BAD, GOOD, GREY, MUTED, amount, card, draw_wrapped, wrapped_height
from .text_wrap import wrap
from .undo import take_back, undo_point

TOOLBAR = (100, 196, 352, 254)     # design units: two rows of three buttons, left of the table
PANEL = (100, 262, 352, 612)       # hint card and waits, under the toolbar, above the toasts
TRACKER = (926, 70, 1184, 300)     # unseen copies, right of the table
TOAST_SECONDS = 5.0
SMALL_TILE = (22, 30)
GOLD = (236, 196, 84)
CREAM = (245, 239, 220)
# Refusal codes of a win that say nothing more than "no winning shape here" (no toast for them).
QUIET_WIN_CODES = {"no_shape", "not_offered", "win_after_claim", "not_your_turn", "hand_over", "already_won",
                   "setup_first", "choice_made", "own_discard", "nothing_to_claim"}
BUTTONS = (("hint", Bi("提示", "Hint"), "F1 / ?"), ("waits", Bi("听牌", "Waits"), "F2"),
           ("tracker", Bi("记牌", "Tracker"), "F3"), ("undo", Bi("悔牌", "Undo"), "Ctrl+Z"),
           ("rules", Bi("规则", "Rules"), "F4"), ("lang", Bi("中/EN", "中/EN"), "F6"))
TIPS = {"hint": Bi("提示：电脑在你的位置会怎么打，为什么", "Hint: what the bot would do in your seat, and why"),
        "waits": Bi("听牌：听哪些牌、还剩几张、能和多少", "Waits: the tiles you wait for, how many are left, their score"),
        "tracker": Bi("记牌：每种牌还有几张没露面", "Tracker: unseen copies of every tile"),
        "undo": Bi("悔牌：收回刚打的牌（没人要过它时）", "Undo: take back your last discard (while nobody acted on it)"),
        "rules": Bi("规则：这种玩法的全部规则和番种", "Rules: this variant's whole rule book"),
        "lang": Bi("语言：中文 / English / 双语", "Language: Chinese / English / both")}
KEYS = {pygame.K_F1: "hint", pygame.K_F2: "waits", pygame.K_F3: "tracker", pygame.K_F4: "rules",
        pygame.K_F6: "lang"}
CLAIM_KEYS = {pygame.K_h: "win", pygame.K_p: "pung", pygame.K_c: "chow", pygame.K_k: "kong"}


def complete_shape(view: Any) -> bool:
    """The seat's 14-equivalent hand forms a winning shape of its variant (混 as jokers; the
    void suit does not matter here: holding it is a reason the win is refused, not the shape)."""
    from game.bots.policy import policy_for
    from game.teaching.waits import hun_of
    counts = counts_of(view.hand_kinds)
    jokers = 0
    for k in hun_of(view):
        jokers += counts[k]
        counts[k] = 0
    return is_complete(counts, len(view.melds[view.seat]), shapes=policy_for(view.variant).shapes, jokers=jokers)


def missed_win_note(view: Any, actions: Any, waits: Any, options: Any = None) -> Optional[Bi]:
    """Why the hand is complete yet no win is offered (None when a win is offered, or the hand
    is not complete): on the seat's turn with its drawn tile, or on the discard it is asked
    about (`waits`: waits_report of its 13 tiles)."""
    if any(isinstance(a, act.Win) for a in actions):
        return None
    if view.window_tile is not None:
        complete = any(w.tile is view.window_tile[2] for w in waits)
    else:
        complete = view.drawn is not None and complete_shape(view)
    if not complete:
        return None
    found = refusal(view, act.Win(view.seat), options)
    if found is None or found.code in QUIET_WIN_CODES:
        return None
    return Bi("和牌的形状有了，但不能和：" + found.text.zh, "the hand is complete, but it is no win: " + found.text.en)


def discard_note(waits: Any, kind: Any) -> Optional[Bi]:
    """Another player's discard of `kind` completes the hand but cannot be won on: why."""
    for wait in waits:
        if wait.tile is kind and not wait.discard.legal:
            return Bi("这张能凑成和牌，但不能和：" + wait.discard.why.zh,
                      "that tile completes your hand, but it is no win: " + wait.discard.why.en)
    return None


def unseen_counts(view: Any) -> dict:
    """Copies of each playing kind of the variant the seat has not seen: four, less its own
    tiles and every tile face up on the table (rivers, melds, 天津's indicator), in kind order."""
    from game.bots.table_reading import hand_counts, visible_counts
    from rules.variants.registry import get_variant
    variant = get_variant(view.variant)
    seen = visible_counts(view)
    held = hand_counts(view)
    kinds = sorted({k for k in variant.tiles.kinds if not variant.is_flower(k) and k.index < 34}, key=lambda k: k.index)
    return {k: max(0, 4 - seen[k.index] - held[k.index]) for k in kinds}


class TeachingPanel:
    def __init__(self, table: Any) -> None:
        self.table = table
        self.app = table.app
        user = getattr(self.app, "user", None)
        self.hints_allowed = bool(getattr(user, "hints", True))
        self.show_waits = self.hints_allowed
        self.show_tracker = False
        self.hint: Any = None
        self.hint_prompt: Any = None         # the prompt the hint answers
        self.toast: Optional[Bi] = None
        self.toast_left = 0.0
        self.buttons: dict[Any, str] = {}
        self.undo_ready: Optional[bool] = None
        self.seen_prompt: Any = None
        self._view: Any = None
        self._view_key: Any = None
        self._waits: list = []
        self._discards: list = []
        self._noted: Any = None
        self.narrator: Any = None
        if table.settings.human is None and hasattr(table.session, "log") and hasattr(table.session, "state"):
            from .narrator import Narrator      # four bots: say why each one played what it did
            self.narrator = Narrator(table.session)
        self.build()

    # ------------------------------------------------------------------ availability
    @property
    def active(self) -> bool:
        """A human plays a real session (not the demo, not a replay)."""
        return self.table.settings.human is not None and hasattr(self.table.session, "view")

    def view(self) -> Any:
        """The human seat's view now (None without a human or while events are still shown)."""
        if not self.active:
            return None
        try:
            return self.table.session.view(self.table.settings.human)
        except Exception:   # noqa: BLE001 - a session between hands has no view: show nothing
            return None

    @property
    def options(self) -> Any:
        return getattr(self.table.session, "options", None)

    # ------------------------------------------------------------------ widgets
    def build(self) -> None:
        for b in self.buttons:
            b.kill()
        self.buttons = {}
        self.undo_ready = None
        self.built_lang = lang.version()
        if not self.active:
            return
        layout = self.table.layout
        x0, y0, x1, y1 = TOOLBAR
        w = (x1 - x0 - 12) / 3
        for i, (key, name, keys) in enumerate(BUTTONS):
            row, col = divmod(i, 3)
            left = x0 + col * (w + 6)
            top = y0 + row * 31
            rect = layout.rect(left, top, left + w, top + 27)
            # compact buttons: one language (Chinese when both are shown), both in the tooltip
            text = lang.SHORT[lang.current()] if key == "lang" else name.en if lang.current() == "en" else name.zh
            b = pygame_gui.elements.UIButton(
                rect, text, self.app.ui, container=self.table.container,
                tool_tip_text=f"{lang.tr_bi(TIPS[key], chr(10))} ({keys})",
                object_id=pygame_gui.core.ObjectID(object_id="#toggle"))
            self.buttons[b] = key
        self._refresh_buttons()

    def _refresh_buttons(self) -> None:
        for b, key in self.buttons.items():
            if key == "waits":
                b.select() if self.show_waits else b.unselect()
            elif key == "tracker":
                b.select() if self.show_tracker else b.unselect()
            elif key == "hint" and not self.hints_allowed:
                b.disable()

    # ------------------------------------------------------------------ input
    def process_event(self, event: pygame.event.Event) -> bool:
        if not self.active:
            return False
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element in self.buttons:
            self.press(self.buttons[event.ui_element])
            return True
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._click(event.pos)
        return False

    def press(self, key: str) -> None:
        if key == "hint":
            self.ask_hint()
        elif key == "waits":
            self.show_waits = not self.show_waits
        elif key == "tracker":
            self.show_tracker = not self.show_tracker
        elif key == "undo":
            self.undo()
        elif key == "rules":
            from .scenes.rules_browser import RulesBrowserScene
            self.app.push(RulesBrowserScene(self.app, self.table.settings.variant))
        elif key == "lang":
            lang.choose(lang.cycle(), self.app)
        self._refresh_buttons()

    def _key(self, event: pygame.event.Event) -> bool:
        key = event.key
        if key in KEYS:
            self.press(KEYS[key])
            return True
        if key == pygame.K_QUESTION or (key == pygame.K_SLASH and event.mod & pygame.KMOD_SHIFT):
            self.press("hint")
            return True
        if (key == pygame.K_z and event.mod & pygame.KMOD_CTRL) or key == pygame.K_BACKSPACE:
            self.undo()
            return True
        table = self.table
        if key in CLAIM_KEYS and not self._table_uses(key):
            return self.explain(self._attempt(CLAIM_KEYS[key]))
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and table.prompt is not None \
                and table.prompt.kind == "turn" and table.confirm is None and table.selected is not None:
            tiles = table.human_tiles()
            if 0 <= table.selected < len(tiles) and tiles[table.selected].id not in table.prompt.discards:
                return self.explain(act.Discard(table.human_seat, tiles[table.selected].id))
        return False

    def _table_uses(self, key: int) -> bool:
        from .input_keys import hotkey_index
        return hotkey_index(key, getattr(self.table, "hotkeys", []) or []) is not None

    def _click(self, pos: tuple[int, int]) -> None:
        """A click on one of the human's tiles that the table will not take: say why."""
        table = self.table
        index = table.tile_index_at(pos)
        prompt = table.prompt
        if index is None or table.confirm is not None or (prompt is not None and prompt.exchange):
            return
        tiles = table.human_tiles()
        tile = tiles[index]
        if tile.id is None or (prompt is not None and prompt.kind == "turn" and tile.id in prompt.discards):
            return
        self.explain(act.Discard(table.human_seat, tile.id))

    def _attempt(self, kind: str) -> Any:
        """The action a claim key stands for, built from the human's tiles as best they fit (the
        explanation names what is missing: the tiles, the turn, the rule)."""
        seat = self.table.human_seat
        view = self.view()
        if kind == "win":
            return act.Win(seat)
        target = view.window_tile[2] if view is not None and view.window_tile is not None else None
        if target is None and view is not None and view.last_discard is not None:
            target = view.last_discard[2]
        hand = list(zip(view.hand, view.hand_kinds)) if view is not None else []
        same = [tid for tid, k in hand if k is target]
        if kind == "pung":
            return act.Pung(seat, tuple(same[:2]))
        if kind == "kong":
            if view is not None and view.phase == "play" and view.turn == seat:
                counts = counts_of(view.hand_kinds)
                best = max(range(len(counts)), key=lambda i: counts[i])
                return act.ConcealedKong(seat, next(k for k in view.hand_kinds if k.index == best))
            return act.Kong(seat, tuple(same[:3]))
        runs = []
        if target is not None and target.is_suited:
            ids = {k.index: tid for tid, k in hand}
            for lo in (target.index - 2, target.index - 1, target.index):
                pair = [i for i in (lo, lo + 1, lo + 2) if i != target.index]
                if all(i // 9 == target.index // 9 and i in ids for i in pair):
                    runs.append(tuple(ids[i] for i in pair))
        return act.Chow(seat, runs[0] if runs else ())

    def explain(self, attempted: Any) -> bool:
        """Show why `attempted` is refused; True when there was something to say."""
        view = self.view()
        if view is None:
            return False
        found = refusal(view, attempted, self.options)
        if found is None:
            return False
        self.show_toast(found.text)
        return True

    def show_toast(self, text: Bi, seconds: float = TOAST_SECONDS) -> None:
        self.toast = text
        self.toast_left = seconds

    # ------------------------------------------------------------------ hint and undo
    def ask_hint(self) -> None:
        table = self.table
        if not self.hints_allowed:
            self.show_toast(Bi("提示已在设置里关闭", "hints are switched off in the settings"))
            return
        if table.prompt is None:
            self.show_toast(Bi("现在不用你做决定", "there is nothing for you to decide now"))
            return
        view = self.view()
        if view is None:
            return
        self.hint = hint(view, table.prompt.actions, self.options)
        self.hint_prompt = table.prompt

    def can_undo(self) -> bool:
        return self.active and not self.table.settlement_open and undo_point(self.table.session) is not None

    def undo(self) -> None:
        if not self.can_undo():
            self.show_toast(Bi("现在没有可以收回的牌：只有没人要过的、你刚打的那张能收回",
                               "nothing to take back: only your last discard, while nobody has acted on it"))
            return
        from .scenes.table import TableScene
        table = self.table
        session = take_back(table.session)
        kwargs = {"session": session}
        if hasattr(table, "resumed"):       # the table can show a rebuilt hand at once
            kwargs.update(save_path=getattr(table, "save_path", None), resumed=True)
        self.app.replace(TableScene(self.app, table.settings, **kwargs))

    # ------------------------------------------------------------------ following the game
    def on_event(self, event: Any) -> None:
        """An event the table just presented: a discard by another player that would complete
        the human's hand but cannot be won on is explained."""
        if self.narrator is not None:
            self.narrator.on_event(event)
        if not self.active or type(event).__name__ != "Discarded" or event.seat == self.table.human_seat:
            return
        self.sync()
        note = discard_note(self._waits, event.kind)
        if note is not None:
            self.show_toast(note)
            self._noted = ("discard", event.seat, event.kind)

    def update(self, dt: float) -> None:
        lang.follow(self.app)
        if self.built_lang != lang.version():   # every label of the table in the new language
            self.build()
            self.table._build_toggle()
            if self.table.prompt is not None:
                self.table._build_buttons()
        if self.toast is not None:
            self.toast_left -= dt
            if self.toast_left <= 0:
                self.toast = None
        if not self.active:
            return
        table = self.table
        if table.prompt is not self.hint_prompt:
            self.hint, self.hint_prompt = None, None
        ready = self.can_undo()
        if ready != self.undo_ready:
            self.undo_ready = ready
            for b, key in self.buttons.items():
                if key == "undo":
                    b.enable() if ready else b.disable()
        view = self.sync()
        if view is not None and table.prompt is not None and table.prompt is not self.seen_prompt:
            self.seen_prompt = table.prompt
            self._prompt_opened(view)

    def sync(self) -> Any:
        """Read the human's view when the table shows the same hand as the session (the session
        may be a bot's step ahead, never a human's); None while the hand is still in motion."""
        ids = sorted(t.id for t in self.table.human_tiles() if t.id is not None)
        view = self.view()
        if view is None or sorted(view.hand) != ids:
            if self._view is not None and sorted(self._view.hand) != ids:
                self._view, self._view_key, self._waits, self._discards = None, None, [], []
            return None
        self._read(view)
        return view

    def _read(self, view: Any) -> None:
        key = (view.hand, view.drawn, tuple(map(len, view.discards)), tuple(map(len, view.melds)),
               view.phase, view.wall_remaining, view.window_tile, view.turn)
        if key == self._view_key:
            return
        self._view_key = key
        self._view = view
        self._waits = waits_report(view, self.options)
        self._discards = discard_waits(view, self.options) if view.turn == view.seat and view.phase == "play" else []

    def _prompt_opened(self, view: Any) -> None:
        """A winning shape the rules do not let the human win with: say why (the 胡 button is
        absent). On his turn with the drawn tile, or on the discard he is asked about."""
        prompt = self.table.prompt
        if prompt.kind == "setup":
            return
        noted = ("discard", view.window_tile[0], view.window_tile[2]) if view.window_tile else None
        if noted is not None and noted == self._noted:
            return      # said already when the discard was shown
        note = missed_win_note(view, prompt.actions, self._waits, self.options)
        if note is not None:
            self.show_toast(note)

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        if self.narrator is not None and self.narrator.shown is not None:
            self._draw_narration(surface)
        if not self.active:
            return
        layout = self.table.layout
        y = layout.rect(*PANEL).top
        if self.hint is not None:
            y = self._draw_hint(surface, y)
        if self.show_waits:
            self._draw_waits(surface, y)
            self._draw_hover(surface)
        if self.show_tracker:
            self._draw_tracker(surface)
        if self.toast is not None:
            self._draw_toast(surface)

    def px(self, v: float) -> int:
        return self.table.layout.px(v)

    def _draw_narration(self, surface: pygame.Surface) -> None:
        """The demo: why the last bot played what it did, in the left column."""
        seat, reason = self.narrator.shown
        view, px = self.table.view, self.px
        text = lang.tr(reason.zh, reason.en, "\n")
        width = self.table.layout.rect(*PANEL).width - px(20)
        height = px(30) + wrapped_height(text, px(13), width) + px(8)
        box = self._panel_box(self.table.layout.rect(*TOOLBAR).top, height)
        card(surface, view, box, px(8))
        name = self.table.model.name_at(seat)
        title = fit_text(view.text, lang.tr(f"{name}为什么这样打", f"why {name} played this"), px(15), GOLD, width,
                         bold=True)
        surface.blit(title, (box.left + px(10), box.top + px(5)))
        draw_wrapped(surface, view, text, px(13), CREAM, box.left + px(10), box.top + px(28), width)

    def _panel_box(self, top: int, height: int) -> pygame.Rect:
        r = self.table.layout.rect(*PANEL)
        return pygame.Rect(r.left, top, r.width, height)

    def _draw_hint(self, surface: pygame.Surface, top: int) -> int:
        view, px = self.table.view, self.px
        text = lang.tr(self.hint.reason_zh, self.hint.reason_en, "\n")
        width = self.table.layout.rect(*PANEL).width - px(20)
        height = px(30) + wrapped_height(text, px(13), width) + px(8)
        box = self._panel_box(top, height)
        card(surface, view, box, px(8))
        view.label(surface, lang.tr("提示", "Hint"), px(15), GOLD, topleft=(box.left + px(10), box.top + px(5)), bold=True)
        draw_wrapped(surface, view, text, px(13), CREAM, box.left + px(10), box.top + px(28), width)
        self._frame_hinted(surface)
        return box.bottom + px(6)

    def _frame_hinted(self, surface: pygame.Surface) -> None:
        """Gold frames on the tile(s) or the button the hint names, pulsing."""
        table, px = self.table, self.px
        pulse = 2 + int(2 * (1 + math.sin(table.clock * 6)))
        action = self.hint.action
        ids = set()
        if isinstance(action, act.Discard):
            ids = {action.tile}
        elif type(action).__name__ == "ExchangeThree" or isinstance(action, (act.Chow, act.Pung, act.Kong)):
            ids = set(action.tiles)     # the hand tiles the pick or the claim uses
        for rect in self.hand_tile_rects(ids):
            pygame.draw.rect(surface, GOLD, rect.inflate(px(6), px(6)), max(2, px(pulse)), border_radius=px(7))
        for b, a in table.buttons.items():
            if a == action or (a == "chow-menu" and isinstance(action, act.Chow)):
                pygame.draw.rect(surface, GOLD, b.rect.inflate(px(8), px(8)), max(2, px(pulse)), border_radius=px(10))

    def hand_tile_rects(self, ids: set) -> list[pygame.Rect]:
        """Screen rects of the human's tiles with these ids (raised ones where they are drawn)."""
        table = self.table
        if not ids or table.human_seat is None:
            return []
        tiles = table.human_tiles()
        seat = table.model.seats[table.human_seat]
        placed = table.layout.hand_rects(0, len(tiles), drawn=seat.drawn is not None)
        dx, dy = table.layout.raise_offset(0)
        raised = table.raised_indices() | ({table.selected} if table.selected is not None else set())
        out = []
        for i, (t, p) in enumerate(zip(tiles, placed)):
            if t.id in ids:
                out.append(p.rect.move(dx, dy) if i in raised else p.rect)
        return out

    def _draw_waits(self, surface: pygame.Surface, top: int) -> None:
        table, view, px = self.table, self.table.view, self.px
        bottom = table.layout.rect(*PANEL).bottom
        width = table.layout.rect(*PANEL).width
        tw, th = px(SMALL_TILE[0]), px(SMALL_TILE[1])
        if self._waits:
            live = sum(w.unseen for w in self._waits if w.can_win)
            rows = self.wait_rows()
            text_w = width - px(28)
            beside_w = width - tw - px(28)

            def row_height(tiles: list, text: str) -> int:
                if len(tiles) == 1:     # one wait: its words beside it
                    return max(th, wrapped_height(text, px(12), beside_w))
                return th + px(2) + wrapped_height(text, px(12), text_w)
            heights = [row_height(tiles, text) for tiles, text, _ in rows]
            box = self._panel_box(top, min(px(30) + sum(h + px(6) for h in heights), bottom - top))
            card(surface, view, box, px(8))
            view.label(surface, lang.tr(f"听牌 · 还有{live}张", f"Ready · {live} left"), px(15), GOLD,
                       topleft=(box.left + px(10), box.top + px(5)), bold=True)
            y = box.top + px(28)
            for (tiles, text, live_row), h in zip(rows, heights):
                if y + h > box.bottom:
                    break
                x = box.left + px(10)
                for w in tiles:
                    view.tile(surface, pygame.Rect(x, y, tw, th), w.tile, 0, True, 255 if live_row else 110)
                    x += tw + px(1)
                colour = CREAM if live_row else GREY
                if len(tiles) == 1:
                    draw_wrapped(surface, view, text, px(12), colour, box.left + tw + px(16), y + px(1), beside_w)
                else:
                    draw_wrapped(surface, view, text, px(12), colour, box.left + px(14), y + th + px(2), text_w)
                y += h + px(6)
            return
        if self._discards:
            box = self._panel_box(top, min(px(30) + len(self._discards[:5]) * (th + px(6)), bottom - top))
            card(surface, view, box, px(8))
            view.label(surface, lang.tr("打这张就听牌", "Discard to be ready"), px(15), GOLD,
                       topleft=(box.left + px(10), box.top + px(5)), bold=True)
            y = box.top + px(28)
            for entry in self._discards[:5]:
                alpha = 255 if entry.legal else 110
                view.tile(surface, pygame.Rect(box.left + px(10), y, tw, th), entry.kind, 0, True, alpha)
                x = box.left + px(14) + tw
                view.label(surface, "→", px(13), MUTED, midleft=(x, y + th // 2))
                x += px(14)
                waits = [w.tile for w in entry.waits][:6]
                for kind in waits:
                    view.tile(surface, pygame.Rect(x, y + px(4), px(17), px(23)), kind, 0, True, alpha)
                    x += px(17)
                more = len(entry.waits) - len(waits)
                text = (f"+{more} " if more > 0 else "") + lang.tr(f"余{entry.live}", f"{entry.live} left")
                view.label(surface, text, px(12), CREAM if entry.live else GREY, midleft=(x + px(4), y + th // 2))
                y += th + px(6)

    def wait_rows(self) -> list[tuple[list, str, bool]]:
        """The waits as panel rows (tiles, text, can win): one row per wait that can win; the
        waits that cannot, grouped by their reason (one reason, their tiles side by side)."""
        rows: list[tuple[list, str, bool]] = []
        grouped: dict[str, list] = {}
        for w in self._waits:
            text = self._wait_text(w)
            if w.can_win:
                rows.append(([w], text, True))
            else:
                why = text.split("\n", 1)[-1]
                grouped.setdefault(why, []).append(w)
        for why, waits in grouped.items():
            left = "/".join(str(w.unseen) for w in waits)
            rows.append((waits, lang.tr(f"余{left}张", f"{left} left") + "\n" + why, False))
        return rows

    def _wait_text(self, w: Any) -> str:
        """"余3 · 和8番 · 自摸9番" or the reason a wait would not win."""
        parts = [lang.tr(f"余{w.unseen}张", f"{w.unseen} left")]
        legal = [v for v in (w.discard, w.self_drawn) if v.legal]
        for v in legal:
            how = lang.tr("自摸", "self-drawn ") if v.self_drawn else lang.tr("点和", "on a discard ")
            parts.append(how + amount(v.total, unit_bi(v.unit)))
        text = " · ".join(parts)
        if not legal:
            refused = w.self_drawn if not w.self_drawn.legal else w.discard
            text += "\n" + lang.tr_bi(refused.why, "\n")
        elif w.unseen == 0:
            text += "\n" + lang.tr("已经没有了", "none left to come")
        return text

    def _draw_hover(self, surface: pygame.Surface) -> None:
        """On the human's turn: the waits a discard of the hovered tile would leave."""
        table, view, px = self.table, self.table.view, self.px
        if table.hover is None or not self._discards:
            return      # only a hand one discard from ready has something to show
        tiles = table.human_tiles()
        if not 0 <= table.hover < len(tiles) or tiles[table.hover].kind is None:
            return
        if table.prompt is None or table.prompt.kind != "turn":
            return
        if tiles[table.hover].id not in table.prompt.discards:
            return      # a tile that may not go: the click says why
        kind = tiles[table.hover].kind
        entry = next((e for e in self._discards if e.kind is kind), None)
        rects = self.hand_tile_rects({tiles[table.hover].id})
        if not rects:
            return
        anchor = rects[0]
        tw, th = px(17), px(23)
        if entry is None:
            text = lang.tr(f"打{kind.name_zh}不听牌", f"discarding {kind.name_en}: not ready")
            width = get_font(px(13)).size(text)[0] + px(16)
            box = pygame.Rect(0, 0, width, px(28))
        else:
            text = lang.tr(f"打{kind.name_zh}听", f"discard {kind.name_en}, wait on")
            waits = [w.tile for w in entry.waits][:9]
            tail = lang.tr(f"余{entry.live}张", f"{entry.live} left")
            width = get_font(px(13)).size(text)[0] + len(waits) * tw + get_font(px(13)).size(tail)[0] + px(36)
            box = pygame.Rect(0, 0, width, px(34))
        box.midbottom = (anchor.centerx, anchor.top - px(24))
        box.clamp_ip(table.layout.window_rect())
        card(surface, view, box, px(6))
        x = box.left + px(8)
        img = view.text.get(text, px(13), CREAM, True)
        surface.blit(img, (x, box.centery - img.get_height() // 2))
        if entry is not None:
            x += img.get_width() + px(6)
            for w in entry.waits[:9]:
                view.tile(surface, pygame.Rect(x, box.centery - th // 2, tw, th), w.tile, 0, True,
                          255 if w.can_win else 110)
                x += tw
            view.label(surface, tail, px(13), GOOD if entry.live else BAD, midleft=(x + px(8), box.centery), bold=True)

    def _draw_tracker(self, surface: pygame.Surface) -> None:
        table, view, px = self.table, self.table.view, self.px
        v = self._view
        if v is None:
            return
        unseen = unseen_counts(v)
        kinds = list(unseen)
        rows = [[k for k in kinds if k.suit == s] for s in "mps"] + [[k for k in kinds if k.is_honor]]
        rows = [r for r in rows if r]
        box = table.layout.rect(*TRACKER)
        tw, th = px(24), px(32)
        box.height = px(28) + len(rows) * (th + px(17)) + px(4)
        card(surface, view, box, px(8))
        view.label(surface, lang.tr("记牌 · 没露面的张数", "Unseen copies"), px(14), GOLD,
                   topleft=(box.left + px(8), box.top + px(5)), bold=True)
        y = box.top + px(26)
        for row in rows:
            x = box.left + px(8)
            for kind in row:
                left = unseen[kind]
                view.tile(surface, pygame.Rect(x, y, tw, th), kind, 0, True, 255 if left else 90)
                colour = BAD if left == 0 else GOLD if left == 1 else CREAM
                view.label(surface, str(left), px(12), colour, center=(x + tw // 2, y + th + px(7)), bold=True)
                x += tw + px(3)
            y += th + px(17)

    def _draw_toast(self, surface: pygame.Surface) -> None:
        table, view, px = self.table, self.table.view, self.px
        caption = table.layout.caption_rect()
        width = caption.width
        lines = lang.lines(self.toast.zh, self.toast.en)
        sizes = [px(15), px(12)]
        wrapped_lines = []
        for i, line in enumerate(lines):
            font = get_font(sizes[min(i, 1)], i == 0)
            wrapped_lines.append((wrap(line, lambda s, f=font: f.size(s)[0], width - px(24)), sizes[min(i, 1)], i == 0))
        height = px(12) + sum(len(ls) * round(size * 1.3) for ls, size, _ in wrapped_lines)
        box = pygame.Rect(caption.left, caption.top - height - px(8), width, height)
        alpha = max(0, min(255, int(255 * min(1.0, self.toast_left / 0.4))))
        panel = pygame.Surface(box.size, pygame.SRCALPHA)
        pygame.draw.rect(panel, (60, 14, 12, 235), panel.get_rect(), border_radius=px(8))
        pygame.draw.rect(panel, (230, 110, 80), panel.get_rect(), max(2, px(2)), border_radius=px(8))
        y = px(6)
        for ls, size, bold in wrapped_lines:
            for line in ls:
                panel.blit(view.text.get(line, size, CREAM if bold else (235, 215, 200), bold), (px(12), y))
                y += round(size * 1.3)
        panel.set_alpha(alpha)
        surface.blit(panel, box)
