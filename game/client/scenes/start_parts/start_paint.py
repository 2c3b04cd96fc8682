"""What the start screen draws cheaper than pygame_gui would, looking the same (launch time,
issue 16).

Rounded frames. pygame_gui draws a rounded shape at four times its size and smooth-scales it down:
the description card ~40 ms at 1280x800 (~130 at 1920x1080, and again at every variant chosen,
since a new text builds the box again), each button size 1-3 ms a state. A rounded frame is the
same all along its straight edges, so `ShapeCache` draws each theme state once in a small box with
pygame_gui's own shape, 9-slices it to each size (corners copied, edges stretched, middle filled)
and offers it in the UI manager's shape cache under the id pygame_gui looks up first: every state
of a button size before the buttons are built (pygame_gui keeps those, as it keeps its own small
shapes), the card's only while the box is built or its text set. If a pygame_gui version looks its
shapes up under another id, they are simply drawn the slow way.

The labels nobody presses (a variant's summary line, "Bots", "Your name", "Pace", "Room"):
`StaticLabel`s in the theme's font size and colour of a label, centred in their rectangle as a
pygame_gui label centres its text, painted by the screen's draw.

`StartScreenBase` declares the start screen's state its parts share (scenes/start.py builds it;
the teaching corner, start_extras.py, is typed against it, so it never names the start screen).
"""
from __future__ import annotations

from collections import deque
from contextlib import contextmanager
from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable, Iterable, Iterator, Optional

import pygame
import pygame_gui
from pygame_gui.core.drawable_shapes import RoundedRectangleShape
from pygame_gui.core.drawable_shapes.drawable_shape import DrawableShape

from game.client.display.fonts import get_font
from game.client.scenes.base import Scene
from game.client.ui.widgets import design_px

if TYPE_CHECKING:
    from game.client.match.table_settings import Settings
    from game.client.ui.painter import Painter

TEXT_BOX_IDS = ["text_box"]      # the theme block of a text box outside any other element
BUTTON_STATES = ("normal", "hovered", "disabled", "selected", "active")   # a UIButton's, each drawn
FIRST_STATES = ("normal", "selected")   # what the first frame shows of a button (the rest waits: hold_state_redraws)
CORNERS = ("top_left", "top_right", "bottom_left", "bottom_right")   # a radius each, in pygame_gui's order


@dataclass
class StaticLabel:
    """A line of text the start screen paints, centred in `rect` (shown unless hidden)."""

    rect: pygame.Rect
    text: str
    size: int
    colour: tuple[int, int, int]
    shown: bool = True

    def place(self, image: pygame.Surface) -> pygame.Rect:
        """Where `image` (this label's text rendered) goes: centred across `rect`, and down as
        pygame_gui centres a row of text (its height from the font's ascent to its descent)."""
        font = get_font(self.size)
        row = font.get_ascent() - font.get_descent() + 1
        return image.get_rect(centerx=self.rect.centerx, top=self.rect.centery - row // 2)


def label_style(ui: pygame_gui.UIManager, theme_id: str = "label") -> tuple[int, tuple[int, int, int]]:
    """The font size (px) and text colour a pygame_gui label of the theme block `theme_id`
    ("label", or an object id such as "#small") draws with."""
    ids = [theme_id, "label"] if theme_id != "label" else ["label"]
    theme = ui.get_theme()
    colour = theme.get_colour("normal_text", ids)
    return int(theme.get_font_info(ids)["size"]), (colour.r, colour.g, colour.b)


def shape_theming(ui: pygame_gui.UIManager, ids: list[str], bg: str, border: str) -> dict:
    """The parameters pygame_gui's rounded shape draws one state with, for an element themed by
    `ids` (most specific first), that state's background colour `bg` and border colour `border`
    (theme names: "dark_bg" and "normal_border" for a text box, "hovered_bg" ... for a button),
    given as a one-state shape's "normal" colours."""
    theme = ui.get_theme()
    widths = theme.get_misc_data("border_width", ids)
    if not isinstance(widths, dict):
        widths = dict.fromkeys(("left", "right", "top", "bottom"), int(widths))
    return {"normal_bg": theme.get_colour_or_gradient(bg, ids),
            "normal_border": theme.get_colour_or_gradient(border, ids),
            "border_width": {side: int(width) for side, width in widths.items()},
            "shadow_width": int(str(theme.get_misc_data("shadow_width", ids))),
            "shape_corner_radius": [int(str(theme.get_misc_data("shape_corner_radius", ids))) for _ in CORNERS],
            "border_overlap": 1}


def edge(theming: dict) -> int:
    """How far in from each side the frame (shadow, border, rounded corner) reaches, and two
    pixels of the flat middle."""
    return int(max(max(theming["shape_corner_radius"]), theming["border_width"]["left"]) + theming["shadow_width"] + 2)


def small_frame(ui: pygame_gui.UIManager, theming: dict) -> pygame.Surface:
    """The smallest box drawn with `theming` whose corners and edges are a full one's: pygame_gui's
    own rounded shape, 2 * edge + 1 pixels a side."""
    side = 2 * edge(theming) + 1
    return RoundedRectangleShape(pygame.Rect(0, 0, side, side), dict(theming), ["normal"], ui).get_fresh_surface()


def framed_surface(small: pygame.Surface, size: tuple[int, int], theming: dict) -> pygame.Surface:
    """The empty framed surface of a box of `size` drawn with `theming`, from its `small_frame`:
    the corners copied, the edges stretched and the middle filled."""
    e = edge(theming)
    w, h = size
    out = pygame.Surface(size, pygame.SRCALPHA, 32)
    far = e + 1                                   # where the small box's far corners begin
    for sx, dx in ((0, 0), (far, w - e)):
        for sy, dy in ((0, 0), (far, h - e)):
            out.blit(small, (dx, dy), pygame.Rect(sx, sy, e, e))
    middle_w, middle_h = w - 2 * e, h - 2 * e
    out.blit(pygame.transform.scale(small.subsurface((e, 0, 1, e)), (middle_w, e)), (e, 0))
    out.blit(pygame.transform.scale(small.subsurface((e, far, 1, e)), (middle_w, e)), (e, h - e))
    out.blit(pygame.transform.scale(small.subsurface((0, e, e, 1)), (e, middle_h)), (0, e))
    out.blit(pygame.transform.scale(small.subsurface((far, e, e, 1)), (e, middle_h)), (w - e, e))
    out.fill(small.get_at((e, e)), pygame.Rect(e, e, middle_w, middle_h))
    return out


def cache_id(ui: pygame_gui.UIManager, size: tuple[int, int], theming: dict) -> str:
    """The id pygame_gui's rounded shape looks a state of `size` drawn with `theming` up under."""
    return ui.get_theme().shape_cache.build_cache_id(
        "rounded_rectangle", size, theming["shadow_width"], theming["border_width"], theming["normal_border"],
        theming["normal_bg"], theming["shape_corner_radius"])


def rounded(ui: pygame_gui.UIManager, ids: list[str]) -> bool:
    """Whether elements themed by `ids` are drawn as pygame_gui's rounded rectangles."""
    return ui.get_theme().get_misc_data("shape", ids) == "rounded_rectangle"


class ShapeCache:
    """Offers pygame_gui, in its shape cache, the rounded frames of the start screen's widgets
    before they are built: each state of a size drawn once, from a small one (`framed_surface`)."""

    def __init__(self, ui: pygame_gui.UIManager, first_frame: bool = False) -> None:
        """`first_frame`: offer only the states a first frame shows (FIRST_STATES) until
        `offer_the_rest` (the screen's first frame, when its other states are held too)."""
        self.ui = ui
        self._later: Optional[list[tuple[tuple[int, int], Optional[str]]]] = [] if first_frame else None
        self.card_theming = shape_theming(ui, TEXT_BOX_IDS, "dark_bg", "normal_border")
        self._primed: set[tuple[tuple[int, int], Optional[str]]] = set()
        self._small: dict[str, pygame.Surface] = {}      # small_frame by theming (any size shares it)
        # each object id's button states: (theming, the id of its small frame), read once
        self._button_states: dict[Optional[str], list[tuple[dict, str]]] = {}

    def offer(self, size: tuple[int, int], theming: dict, look: Optional[str] = None) -> Optional[str]:
        """Put the frame of `size` drawn with `theming` where pygame_gui looks first; its cache
        id, or None when pygame_gui has it already or it is too small to be drawn from a small one.
        `look`: the theming's own id (`cache_id` at size 0), when the caller knows it."""
        if min(size) <= 2 * edge(theming) + 1:
            return None
        cache = self.ui.get_theme().shape_cache
        key = cache_id(self.ui, size, theming)
        if cache.find_surface_in_cache(key) is not None:
            return None
        look = look or cache_id(self.ui, (0, 0), theming)
        small = self._small.get(look)
        if small is None:
            small = self._small[look] = small_frame(self.ui, theming)
        cache.add_surface_to_cache(framed_surface(small, size, theming), key)
        return key

    def buttons(self, size: tuple[int, int], object_id: Optional[str] = None) -> None:
        """Every state of a button of `size` (and theme object id): pygame_gui keeps them in its
        cache for the buttons of that size after (it draws the first one's states over the next
        frames otherwise, one each)."""
        if (size, object_id) in self._primed:
            return
        self._primed.add((size, object_id))
        if self._later is not None:
            self._later.append((size, object_id))
        for state, (theming, look) in zip(BUTTON_STATES, self._states_of(object_id)):
            if self._later is None or state in FIRST_STATES:
                self.offer(size, theming, look)

    def offer_the_rest(self) -> None:
        """The states held back for the first frame, for every button size offered so far."""
        later, self._later = self._later or [], None
        for size, object_id in later:
            for state, (theming, look) in zip(BUTTON_STATES, self._states_of(object_id)):
                if state not in FIRST_STATES:
                    self.offer(size, theming, look)

    def _states_of(self, object_id: Optional[str]) -> list[tuple[dict, str]]:
        """The theming of each state of a button of `object_id` and its small frame's id (the same
        for every size: read from the theme once), none when such buttons are not rounded."""
        states = self._button_states.get(object_id)
        if states is None:
            ids = self.ui.get_theme().build_all_combined_ids([None], ["button"], [None], [object_id])
            themings = [shape_theming(self.ui, ids, f"{state}_bg", f"{state}_border") for state in BUTTON_STATES]
            states = [(t, cache_id(self.ui, (0, 0), t)) for t in themings] if rounded(self.ui, ids) else []
            self._button_states[object_id] = states
        return states

    def card(self, html: str, rect: pygame.Rect, container: Optional[pygame_gui.core.IContainerLikeInterface]
             ) -> pygame_gui.elements.UITextBox:
        """A UITextBox of `html` in `rect`, its frame offered first."""
        with self.card_offered(rect.size):
            return pygame_gui.elements.UITextBox(html, rect, self.ui, container=container)

    def set_card_text(self, box: pygame_gui.elements.UITextBox, html: str) -> None:
        """`box.set_text(html)` (which builds the box again), its frame offered first."""
        with self.card_offered(box.rect.size):
            box.set_text(html)

    @contextmanager
    def card_offered(self, size: tuple[int, int]) -> Iterator[None]:
        """The card's frame of `size` in the shape cache for the duration of the block, and out
        again after: a box that large is never cached by pygame_gui (it would copy it into its
        long-term atlas over the next frames)."""
        key = self.offer(size, self.card_theming) if rounded(self.ui, TEXT_BOX_IDS) else None
        try:
            yield
        finally:
            if key is not None:
                self.ui.get_theme().shape_cache.cache_short_term_lookup.pop(key, None)


def hold_state_redraws(elements: Iterable[pygame_gui.core.interfaces.IUIElementInterface]) -> Callable[[], None]:
    """Keep pygame_gui from drawing the widgets' other states (hovered, selected, disabled, ...)
    in the first frame's update, one of each widget's queue a frame (~5 ms at launch, nothing
    anyone sees before the mouse moves); the function returned puts them back in the queues. A
    state needed before that is drawn at once, as pygame_gui does for a state not drawn yet."""
    held: list[tuple[DrawableShape, list[str]]] = []
    for element in elements:
        shape = getattr(element, "drawable_shape", None)
        if isinstance(shape, DrawableShape) and isinstance(shape.states_to_redraw_queue, deque):
            held.append((shape, list(shape.states_to_redraw_queue)))
            shape.states_to_redraw_queue.clear()

    def release() -> None:
        for shape, states in held:
            queue = shape.states_to_redraw_queue
            queue.extend(state for state in states if state not in queue and not shape.states[state].generated)
    return release


class StartScreenBase(Scene):
    """The start screen's state its parts share: the choices, the painter, the buttons' shapes,
    the teaching corner's buttons (start_extras.py)."""

    settings: Settings
    view: Painter
    shapes: ShapeCache
    teach_buttons: dict[pygame_gui.elements.UIButton, str]
    teach_lang: int

    def px(self, v: float) -> int:
        """A design-space length in this window's pixels."""
        return design_px(self.app.size, v)
