"""The tiles' style (learner marks, colour set: display/tile_marks.py) follows the player's
settings and the language shown, at once: the app asks each frame, once it draws tiles."""
from __future__ import annotations

from typing import TYPE_CHECKING

from game.client.display import lang
from game.client.display.tile_marks import TileStyle, style_for

if TYPE_CHECKING:
    from game.client.display.tile_art import TileArt
    from game.settings import UserSettings

    from ..scenes.base import SceneStack


def style_of(user: UserSettings) -> TileStyle:
    """The tiles' style of `user`'s settings in the language shown now."""
    return style_for(lang.current(), user.learner_marks, user.tile_colours)


def follow(art: TileArt, user: UserSettings, stack: SceneStack, size: tuple[int, int]) -> None:
    """Draw the tiles in `user`'s style; when it changed, the screens under the top one are laid
    out again and the top one (the settings, whose keyboard focus stays; or a screen whose
    language just changed, rebuilt already) repaints if it keeps a painted picture."""
    if not art.set_style(style_of(user)):
        return
    for scene in stack.scenes[:-1]:
        scene.resize(size)
    repaint = getattr(stack.top, "repaint", None)
    if callable(repaint):
        repaint()
