"""A long session's memory stays flat (issue 29): the caches of pictures and fonts are bounded,
the least recently used going first, and the window keeps a bounded record of frame times."""
import sys

import pygame

from game.client import app as app_module
from game.client.display import fonts
from game.client.display.surface_cache import SurfaceCache, picture_bytes, window_budget
from game.client.display.tile_art import TileArt
from game.client.memory_trim import can_release, release_freed_memory
from game.client.ui.text import TextCache
from rules.tiles import Tile


def test_the_least_recently_drawn_picture_goes_first_past_the_budget():
    one = pygame.Surface((10, 10), pygame.SRCALPHA)
    cache: SurfaceCache[str] = SurfaceCache(3 * picture_bytes(one))
    for key in "abc":
        cache[key] = one.copy()
    assert cache.get("a") is not None          # "a" drawn again: "b" is now the oldest
    cache["d"] = one.copy()
    assert "b" not in cache and all(k in cache for k in "acd")
    assert cache.bytes == 3 * picture_bytes(one) and len(cache) == 3


def test_a_long_session_of_tile_sizes_stays_within_the_tile_arts_budget():
    art = TileArt()
    art.set_budget(200_000)
    for width in range(20, 60):               # forty sizes, each seen once (tiles in flight)
        for index in range(3):
            art.face(Tile(index), width, width * 4 // 3)
    assert art._cache.bytes <= 200_000 and 0 < len(art) < 120


def test_text_cache_keeps_within_its_budget():
    cache = TextCache(budget=150_000)
    for n in range(400):
        cache.get(f"caption number {n}", 18)
    assert cache._cache.bytes <= 150_000
    assert cache.get("caption number 399", 18) is cache.get("caption number 399", 18)


def test_fonts_kept_open_are_bounded():
    for size in range(8, 8 + 2 * fonts.FONTS_KEPT):
        fonts.get_font(size)
    assert fonts.get_font.cache_info().currsize <= fonts.FONTS_KEPT


def test_the_tile_arts_budget_follows_the_windows_area():
    per, floor = app_module.TILE_ART_BUDGET
    assert window_budget((1280, 800), per, floor) == floor
    big, full_hd = window_budget((3840, 2160), per, floor), window_budget((1920, 1080), per, floor)
    assert full_hd > floor and abs(big / full_hd - 4) < 0.01


def test_frame_times_are_kept_bounded(monkeypatch):
    monkeypatch.setattr(app_module, "FRAME_TIMES_KEPT", 10)
    window = app_module.App((800, 500), resizable=False)
    window.push("start", app_module.Settings())
    for _ in range(25):
        window.frame(1 / 60)
    assert 5 <= len(window.frame_ms) <= 10
    window.stack.clear()


def test_freed_memory_can_be_given_back_on_linux():
    release_freed_memory()                     # never raises, wherever it runs
    if sys.platform.startswith("linux"):       # glibc's malloc_trim (the game's Linux builds)
        assert can_release()
