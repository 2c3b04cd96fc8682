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


# --- Where a variant's concepts live (issue 26): the measures of tools/arch_metrics.py ----------
# The targets of issue 26's "Done when" (type-level circles: the issue allowed one; the tree has
# none, and the guard keeps it so).

import sys  # noqa: E402
import textwrap  # noqa: E402

sys.path.insert(0, str(REPO / "tools"))
import arch_metrics  # noqa: E402


def _metrics() -> "arch_metrics.Report":
    if not hasattr(_metrics, "cached"):
        _metrics.cached = arch_metrics.scan(REPO)
    return _metrics.cached


def test_no_variant_bag_or_option_key_read_outside_the_variants_files():
    report = _metrics()
    assert [str(f) for f in report.bag_key_reads] == []
    assert [str(f) for f in report.option_key_reads] == []


def test_no_class_name_spelled_as_a_string_in_game():
    report = _metrics()
    assert [str(f) for f in report.class_name_strings] == []
    assert [str(f) for f in report.type_name_dispatch] == []


def test_no_variant_package_imported_outside_its_homes():
    assert [str(f) for f in _metrics().variant_imports] == []


def test_no_run_time_import_circle_counting_dynamic_imports():
    assert _metrics().import_circles == []


def test_no_type_level_import_circle():
    assert _metrics().type_level_circles == []


def test_no_class_in_the_client_over_400_lines():
    assert _metrics().large_classes == []


def test_no_method_replaced_under_a_type_ignore():
    assert [str(f) for f in _metrics().method_assign_ignores] == []


def test_mypy_covers_rules_and_all_of_game():
    assert _metrics().mypy_missing == []


# --- The measures themselves can fail: each finds a planted example and misses a near miss.

_PLANTED = {
    "mypy.ini": "[mypy]\nfiles =\n    rules,\n    game/bots,\n",
    "rules/__init__.py": "",
    "rules/variants/__init__.py": "",
    "rules/variants/registry.py": "from .alpha import VARIANT\n",
    "rules/variants/alpha/__init__.py": 'VARIANT = "alpha"\n',
    "rules/variants/alpha/events.py": "class ChooseThing:\n    pass\n\n\nclass Settled:\n    pass\n",
    "game/__init__.py": "",
    "game/bots/__init__.py": "",
    "game/bots/policies/__init__.py": "",
    # a variant's own files, helpers and the frozen baseline's copy: its bag, options and package are theirs
    "game/bots/policies/alpha_defence.py": """\
        from rules.variants.alpha.events import ChooseThing
        def f(view, opts):
            return view.extra["wild"], opts.get("beta_rule"), "alpha", ChooseThing
        """,
    "game/bots/baseline/policies/alpha.py": 'from rules.variants.alpha import VARIANT\nNAME = "alpha"\n',
    "game/client/__init__.py": "",
    "game/client/variants/__init__.py": "",
    "game/client/variants/alpha_state.py": 'def g(extra):\n    return extra.get("wild")\n',
    "game/reader.py": """\
        from rules.variants import registry
        from rules.variants.alpha.events import ChooseThing
        def f(view, ctx, opts, extra, table, settings):
            a = view.extra["wild"]
            b = ctx.extra.get("void_suit")
            c = "gone" in extra
            d = opts.get("beta_rule")
            e = settings.options["beta_rule"]
            view.extra["written"] = 1
            return (a, b, c, d, e, opts.get("not_declared"), table["wild"], view.extra_count,
                    registry, ChooseThing)
        """,
    "game/names.py": """\
        from typing import Callable, TypeVar, cast
        __all__ = ["ChooseThing"]
        STEPS = {"ChooseThing": "step_choose"}
        PAID = ("Settled",)
        LABELS = {"settled": "Settled"}
        T = TypeVar("T", bound="ChooseThing")
        Handler = Callable[["ChooseThing"], None]
        def f(x: "ChooseThing", exc, kind, handlers) -> "ChooseThing":
            words = Bi("选", "ChooseThing"), ("结算", "Settled")
            name = type(x).__name__
            if name in STEPS:
                return handlers[x.__class__.__name__]
            message = f"{type(exc).__name__}: {exc}"
            label = type(x).__name__.lower()
            step = globals()[f"_p_{kind}"]
            hook = getattr(handlers, f"_on_{kind}")
            same = getattr(handlers, "fixed")
            return cast("ChooseThing", (words, message, label, step, hook, same))
        """,
    "game/client/scenes/__init__.py": """\
        import importlib
        MODULES = {"table": ("table", "TableThing")}
        ROOMS = ("lobby",)
        def load(module):
            return importlib.import_module(f"{__name__}.{module}")
        def room(module):
            qualified = f"{__name__}.{module}_room"
            return importlib.import_module(qualified), importlib.import_module("game.names")
        def anything(name):
            return importlib.import_module(name)
        """,
    # a sibling imported `from .`: an edge to it, not to the package (which loads the table lazily)
    "game/client/scenes/table.py": "from . import lobby_room\n\n\nclass TableThing:\n    pass\n",
    "game/client/scenes/lobby_room.py": "ROOM = ()\n",
    "game/t1.py": "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from game.t2 import Y\nX = 1\n",
    "game/t2.py": "from game.t1 import X\nY = X\n",
    "game/client/big.py": ("class Big:\n" + "    x = 1\n" * 400 + "\n\nclass Fits:\n" + "    x = 1\n" * 399
                           + "\n\nclass Hooked:\n    pass\n\n\n"
                           "Hooked.run = print  # type: ignore[method-assign]\n"
                           'NOTE = "# type: ignore[method-assign]"\n'),
}


def _planted(tmp_path, files=_PLANTED) -> "arch_metrics.Report":
    for name, text in files.items():
        path = tmp_path / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(textwrap.dedent(text), encoding="utf-8")
    return arch_metrics.scan(tmp_path, {"alpha": ("alpha",)}, {"alpha": ("beta_rule",)})


def test_the_bag_and_option_reads_are_found(tmp_path):
    report = _planted(tmp_path)
    assert [(f.path, arch_metrics._key_of(f)) for f in report.bag_key_reads] == [
        ("game/reader.py", "wild"), ("game/reader.py", "void_suit"), ("game/reader.py", "gone")]
    # a declared option key, read as `opts.get` or `settings.options[...]`; not an undeclared one
    assert sorted((f.path, f.line) for f in report.option_key_reads) == [("game/reader.py", 7), ("game/reader.py", 8)]


def test_the_class_names_as_strings_are_found(tmp_path):
    report = _planted(tmp_path)
    # the dispatch table and the tuple matched by name; not `__all__`, annotations, cast, TypeVar,
    # Callable's forward reference, a bilingual pair, a label table or a lazy import's class
    assert sorted((f.line, f.what) for f in report.class_name_strings) == [(3, "'ChooseThing'"), (4, "'Settled'")]
    found = sorted((f.line, f.what) for f in report.type_name_dispatch)
    assert [line for line, _ in found] == [11, 12, 15, 16]     # not the f-string of line 13, nor getattr "fixed"


def test_the_variant_imports_are_found_outside_the_homes(tmp_path):
    report = _planted(tmp_path)
    assert [(f.path, f.line) for f in report.variant_imports] == [("game/reader.py", 2)]
    assert arch_metrics._is_home("game/bots/policies/alpha_defence.py", "alpha")
    assert arch_metrics._is_home("game/bots/baseline/policies/alpha.py", "alpha")
    assert arch_metrics._is_home("game/client/variants/alpha_state.py", "alpha")
    assert not arch_metrics._is_home("game/client/variants/alphabet.py", "alpha")
    assert report.variant_literals == []


def test_the_importlib_edges_are_counted_and_followed(tmp_path):
    report = _planted(tmp_path)
    assert [f.line for f in report.importlib_constant] == [8]
    # a field of the f-string is one of the module's registry names: the table, the lobby's room
    assert [(f.line, f.what.rsplit("-> ", 1)[1]) for f in report.importlib_pattern] == [
        (5, "1 modules"), (8, "1 modules")]
    assert [f.line for f in report.importlib_calls] == [10]
    assert report.class_name_strings and all(f.path != "game/client/scenes/__init__.py"
                                             for f in report.class_name_strings)


def test_the_type_level_circles_are_reported_apart(tmp_path):
    report = _planted(tmp_path)
    assert report.import_circles == []
    assert report.type_level_circles == [["game.t1", "game.t2"]]
    assert ("game.client.scenes", "game.client.scenes.table") in report.dynamic_edges


def test_the_large_classes_the_ignores_and_the_mypy_scope_are_found(tmp_path):
    report = _planted(tmp_path)
    assert report.large_classes == [("game/client/big.py:Big", 401)]
    assert [f.path for f in report.method_assign_ignores] == ["game/client/big.py"]
    assert "game/client" in report.mypy_missing and "game/bots" not in report.mypy_missing
    assert report.summary()["mypy_covers_all"] is False
    (tmp_path / "mypy.ini").write_text("[mypy]\nfiles = rules, game\n", encoding="utf-8")
    assert arch_metrics.scan(tmp_path, {"alpha": ("alpha",)}).mypy_missing == []
