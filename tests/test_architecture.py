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


# --- The repository stands alone: a clone with nothing beside it builds, tests and documents itself.

# A path to the studio's reference folder beside the checkout, however it is spelled; the copies
# are in docs/ and tests/data/ (docs/rules/README.md). The pattern is written so as not to match itself.
_OUTSIDE = r"\.\./shared\b|\bshared/(?:rules|spec|testdata|seeds)\b|/ *[\"']shared[\"']|\b(?:ARCHITECTURE|VISUAL)\.md\b"
_STEP_OUT = r"(?<![\w./])((?:\.\./)+[\w./*-]+)"   # a relative path that starts by leaving its folder


def _repo_text_files() -> dict[str, str]:
    """Every file of the checkout that git keeps or would keep (tracked, or new and not ignored),
    as text; a copy without .git is walked instead."""
    import subprocess
    try:
        listed = subprocess.run(["git", "ls-files", "--cached", "--others", "--exclude-standard", "-z"],
                                cwd=REPO, capture_output=True, check=True).stdout.decode("utf-8").split("\0")
    except (OSError, subprocess.CalledProcessError):
        skip = {".git", ".venv", "build", "dist", "__pycache__", ".pytest_cache", ".hypothesis"}
        listed = [p.relative_to(REPO).as_posix() for p in REPO.rglob("*")
                  if p.is_file() and not skip & set(p.relative_to(REPO).parts)]
    texts = {}
    for name in filter(None, listed):
        path = REPO / name
        try:
            texts[name] = path.read_text(encoding="utf-8")
        except (UnicodeDecodeError, FileNotFoundError, IsADirectoryError):
            continue   # pictures, fonts, sounds; a file deleted but not yet committed
    return texts


def _pointing_outside(texts: dict[str, str]) -> list[str]:
    import re
    found = []
    for name, text in sorted(texts.items()):
        for number, line in enumerate(text.splitlines(), start=1):
            hit = re.search(_OUTSIDE, line)
            if hit:
                found.append(f"{name}:{number}: {hit.group(0)}")
    return found


def _markdown_paths_leaving_the_repo(texts: dict[str, str]) -> list[str]:
    import posixpath
    import re
    found = []
    for name, text in sorted(texts.items()):
        if not name.endswith(".md"):
            continue
        for token in re.findall(_STEP_OUT, text):
            target = posixpath.normpath(posixpath.join(posixpath.dirname(name), token.rstrip(".,;:")))
            exists = any(REPO.glob(target)) if "*" in target else (REPO / target).exists()
            if target.startswith("..") or not exists:
                found.append(f"{name}: {token}")
    return found


def test_nothing_points_outside_the_repository():
    texts = _repo_text_files()
    assert "tests/data/guobiao_fan_cases.jsonl" in texts and "docs/cli.md" in texts
    assert _pointing_outside(texts) == []


def test_relative_paths_in_the_docs_stay_inside_and_lead_somewhere():
    assert _markdown_paths_leaving_the_repo(_repo_text_files()) == []


def test_the_reference_copies_are_all_there():
    from rules.variants.registry import all_variants
    index = (REPO / "docs" / "rules" / "index.md").read_text(encoding="utf-8")
    for variant in all_variants():
        row = next((line for line in index.splitlines() if line.startswith(f"| `{variant.name}` |")), None)
        assert row, f"docs/rules/index.md has no row for {variant.name}"
        reference = row.split("|")[2].strip().strip("`")
        assert (REPO / "docs" / "rules" / reference).is_file(), reference
    cases = (REPO / "tests" / "data" / "guobiao_fan_cases.jsonl").read_text(encoding="utf-8").splitlines()
    assert len([line for line in cases if line.strip()]) == 600


def test_the_outside_checks_can_fail():
    # Spelled in pieces, so that this file does not trip its own check.
    up, folder = "..", "sha" + "red"
    bad = {"a.py": f'CASES = ROOT.parent / "{folder}" / "testdata"\n',
           "b.md": f"See `{up}/{folder}/spec/cli.md`.\n",
           "c.py": f"# the look is in {'VISUAL'}.md\n",
           "d.md": f"cases in `{up}/{up}/{folder}x/testdata/`\n"}
    assert [hit.split(":")[0] for hit in _pointing_outside(bad)] == ["a.py", "b.md", "c.py"]
    assert _markdown_paths_leaving_the_repo(bad) == [f"b.md: {up}/{folder}/spec/cli.md", f"d.md: {up}/{up}/{folder}x/testdata/"]
    assert _pointing_outside({"e.md": "copies in `docs/rules/` and `tests/data/`\n"}) == []
