"""Every string the UI can draw has glyphs in the bundled font subset; fonts load through resource_path."""
import ast
import re
import sys
from pathlib import Path

import pygame
import pytest

from game.client.display import resources
from game.client.display.fonts import font_path, get_font, missing_glyphs
from game.client.display.resources import resource_path
from rules.tiles import TILES

ROOT = Path(__file__).resolve().parents[2]
FAN_README = ROOT / "tests" / "data" / "README.md"
WEIGHTS = [False, True]


def _ui_source_files() -> list[Path]:
    files = sorted((ROOT / "game").rglob("*.py")) + sorted((ROOT / "rules").rglob("*.py"))
    if (ROOT / "main.py").exists():
        files.append(ROOT / "main.py")
    return files


def _docstrings(tree: ast.AST) -> set[int]:
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant) \
                    and isinstance(first.value.value, str):
                found.add(id(first.value))
    return found


def _non_ascii_literals(path: Path) -> list[tuple[int, str]]:
    """(line, text) of every str literal with a non-ASCII character, f-string parts included.

    Docstrings are left out: they document code and are never drawn.
    """
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    skip = _docstrings(tree)
    return [(node.lineno, node.value) for node in ast.walk(tree)
            if isinstance(node, ast.Constant) and isinstance(node.value, str)
            and id(node) not in skip and any(ord(ch) > 0x7E for ch in node.value)]


@pytest.fixture(scope="module", autouse=True)
def _font_module():
    pygame.font.init()
    yield


# ---------------------------------------------------------------- coverage of the UI's text

@pytest.mark.parametrize("path", _ui_source_files(), ids=lambda p: str(p.relative_to(ROOT)))
def test_source_string_literals_have_glyphs(path):
    problems = []
    for line, text in _non_ascii_literals(path):
        for bold in WEIGHTS:
            missing = missing_glyphs(text, bold=bold)
            if missing:
                problems.append(f"{path.name}:{line} {'bold' if bold else 'regular'} lacks {''.join(missing)!r}")
    assert not problems, "rebuild with tools/make_font_subset.py:\n" + "\n".join(problems)


def test_the_scan_finds_the_tile_names():
    # Guards the scanner: rules/tiles.py spells the tile names in literals, so it must see them.
    texts = "".join(text for _, text in _non_ascii_literals(ROOT / "rules" / "tiles.py"))
    assert "东南西北中发白" in texts and "聚宝盆" in texts


@pytest.mark.parametrize("bold", WEIGHTS)
def test_every_tile_name_has_glyphs(bold):
    for tile in TILES:
        assert missing_glyphs(tile.name_zh, bold=bold) == [], tile


def _fan_names() -> list[str]:
    rows = re.findall(r"^\|\s*\d+\s*\|\s*\d+\s*\|\s*([^|]+?)\s*\|", FAN_README.read_text(encoding="utf-8"), re.M)
    return rows


@pytest.mark.skipif(not FAN_README.exists(), reason=f"{FAN_README} is not checked out")
@pytest.mark.parametrize("bold", WEIGHTS)
def test_every_fan_name_has_glyphs(bold):
    names = _fan_names()
    assert len(names) >= 81  # the 81 国标 fans (+ the extension rows)
    lacking = {name: missing_glyphs(name, bold=bold) for name in names}
    assert {k: v for k, v in lacking.items() if v} == {}


@pytest.mark.parametrize("bold", WEIGHTS)
def test_table_words_have_glyphs(bold):
    text = "万萬筒条东南西北中发白春夏秋冬梅兰竹菊百搭老鼠财神猫聚宝盆庄吃碰杠胡过听混一二三四五六七八九"
    assert missing_glyphs(text + "0123456789 ABCxyz，。：！？（）", bold=bold) == []


# ---------------------------------------------------------------- missing_glyphs itself

@pytest.mark.parametrize("bold", WEIGHTS)
def test_missing_glyphs_reports_what_the_subset_lacks(bold):
    # 𠀀 (CJK Ext. B) and an emoji are certainly not in the subset; 龘 is a rare but BMP hanzi.
    assert missing_glyphs("万𠀀b😀万𠀀龘", bold=bold) == ["𠀀", "😀", "龘"]


def test_missing_glyphs_skips_control_characters():
    assert missing_glyphs("东\n南\t西\r北") == []
    assert missing_glyphs("") == []


def test_pygame_metrics_cannot_detect_missing_glyphs():
    # Why missing_glyphs reads the cmap: SDL_ttf gives the .notdef box metrics, not None.
    metrics = get_font(20).metrics("𠀀")
    assert metrics and metrics[0] is not None


# ---------------------------------------------------------------- the font files

def test_get_font_is_cached_and_weights_differ():
    assert get_font(24) is get_font(24)
    assert get_font(24, bold=True) is not get_font(24)
    regular = get_font(40).render("萬", True, (0, 0, 0))
    bold = get_font(40, bold=True).render("萬", True, (0, 0, 0))
    ink = lambda s: pygame.mask.from_surface(s).count()
    assert ink(bold) > ink(regular) * 1.1  # a real bold weight, heavier strokes


def test_get_font_rejects_nonsense_sizes():
    with pytest.raises(ValueError):
        get_font(0)


def test_font_files_and_licence_ship_together():
    for bold in WEIGHTS:
        path = font_path(bold)
        assert path.exists() and path.parent == resource_path("assets", "fonts")
        size = path.stat().st_size
        assert 50_000 < size < 1_500_000, f"{path.name} is {size} bytes: subset not applied?"
    licence = resource_path("assets", "fonts", "OFL.txt").read_text(encoding="utf-8")
    assert "SIL OPEN FONT LICENSE Version 1.1" in licence and "Adobe" in licence


# ---------------------------------------------------------------- resource_path

def test_resource_path_uses_the_source_tree():
    assert resource_path("assets", "fonts", "OFL.txt") == ROOT / "assets" / "fonts" / "OFL.txt"


def test_resource_path_uses_the_pyinstaller_bundle(monkeypatch, tmp_path):
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert resources.base_dir() == tmp_path
    assert resource_path("assets", "x.png") == tmp_path / "assets" / "x.png"


def test_resource_path_refuses_absolute_or_empty_parts():
    with pytest.raises(ValueError):
        resource_path("/etc", "passwd")
    with pytest.raises(ValueError):
        resource_path()
