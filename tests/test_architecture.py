"""The arrows point one way: game/client -> game/session, game/bots -> rules."""
import ast
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]


def _imported_roots(path: Path) -> set[str]:
    roots: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), filename=str(path))):
        if isinstance(node, ast.Import):
            roots.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            roots.add(node.module.split(".")[0])
    return roots


def _offenders(folder: str, forbidden: set[str]) -> list[str]:
    bad = []
    for path in sorted((REPO / folder).rglob("*.py")):
        hits = _imported_roots(path) & forbidden
        if hits:
            bad.append(f"{path.relative_to(REPO)} imports {sorted(hits)}")
    return bad


def test_rules_core_is_pure():
    assert (REPO / "rules").is_dir()
    assert _offenders("rules", {"pygame", "pygame_gui", "game", "MahjongGB"}) == []


def test_bots_do_not_draw():
    assert _offenders("game/bots", {"pygame", "pygame_gui", "MahjongGB"}) == []


def test_runtime_never_uses_the_reference_calculator():
    assert _offenders("game", {"MahjongGB"}) == []


def test_the_import_walker_sees_imports(tmp_path):
    # The checker itself must be able to fail.
    sample = tmp_path / "x.py"
    sample.write_text("import pygame.font\nfrom game.session import Session\n", encoding="utf-8")
    assert _imported_roots(sample) == {"pygame", "game"}
