"""tools/sync_references.py: the reference texts are copied into place with their paths rewritten,
and --check names every copy that is out of step."""
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "tools"))

import sync_references  # noqa: E402


def _source(root: Path) -> Path:
    """A small reference folder laid out as the studio's is."""
    src = root / "refs"
    (src / "rules").mkdir(parents=True)
    (src / "spec").mkdir()
    (src / "testdata").mkdir()
    (src / "seeds").mkdir()
    (src / "hooks").mkdir()
    (src / "rules" / "index.md").write_text(
        "Seeds in `../seeds/`; cases in `../testdata/cases.jsonl`; see `guobiao-mcr.md`.\n", encoding="utf-8")
    (src / "rules" / "guobiao-mcr.md").write_text("Marks: `seeds/001_a.txt` (quoted).\n", encoding="utf-8")
    (src / "spec" / "cli.md").write_text(
        "Ids from `../rules/index.md`; the form of `../testdata/cases.jsonl` (see `../testdata/README.md`).\n",
        encoding="utf-8")
    (src / "testdata" / "cases.jsonl").write_text('{"id": 1}\n', encoding="utf-8")
    (src / "testdata" / "README.md").write_text("600 cases.\n", encoding="utf-8")
    (src / "seeds" / "001_a.txt").write_text("一段规则\n", encoding="utf-8")
    (src / "DESIGN.md").write_text(
        "main.py (see spec/cli.md); rules/ is the core; data in `../refs/testdata/`.\n", encoding="utf-8")
    (src / "hooks" / "before-stop").write_text("#!/bin/sh\n", encoding="utf-8")
    return src


def test_copies_go_into_place_with_paths_to_the_copies(tmp_path, capsys):
    src, into = _source(tmp_path), tmp_path / "checkout"
    assert sync_references.main([str(src), "--into", str(into)]) == 0

    def read(rel: str) -> str:
        return (into / rel).read_text(encoding="utf-8")

    assert read("docs/rules/index.md") == ("Seeds in `seeds/`; cases in `../../tests/data/cases.jsonl`; "
                                          "see `guobiao-mcr.md`.\n")
    assert read("docs/rules/guobiao-mcr.md") == "Marks: `seeds/001_a.txt` (quoted).\n"
    assert read("docs/rules/seeds/001_a.txt") == "一段规则\n"
    assert read("docs/cli.md") == ("Ids from `rules/index.md`; the form of `../tests/data/cases.jsonl` "
                                   "(see `../tests/data/README.md`).\n")
    assert read("tests/data/cases.jsonl") == '{"id": 1}\n' and read("tests/data/README.md") == "600 cases.\n"
    # A top-level note gets a lower-case name; a bare "rules/" is the repo's own package, left alone.
    assert read("docs/design.md") == "main.py (see cli.md); rules/ is the core; data in `../tests/data/`.\n"
    assert not (into / "hooks").exists() and not list(into.rglob("before-stop"))
    assert "added: docs/cli.md" in capsys.readouterr().out


def test_a_copy_the_project_changed_is_never_written_over(tmp_path, capsys):
    """The copies are the project's own once made (house rules, the CLI as built): a later sync
    adds what is missing, keeps a changed copy as it is and names it, exit 1."""
    src, into = _source(tmp_path), tmp_path / "checkout"
    sync_references.main([str(src), "--into", str(into)])
    capsys.readouterr()
    ours = into / "docs" / "rules" / "guobiao-mcr.md"
    ours.write_text("Marks: `seeds/001_a.txt` (quoted).\n\n## House rules (ours)\n", encoding="utf-8")
    (src / "rules" / "guobiao-mcr.md").write_text("Changed upstream.\n", encoding="utf-8")
    (into / "tests" / "data" / "README.md").unlink()
    assert sync_references.main([str(src), "--into", str(into)]) == 1
    out = capsys.readouterr().out
    assert "kept: docs/rules/guobiao-mcr.md differs from its source; merge by hand" in out
    assert "added: tests/data/README.md" in out
    assert ours.read_text(encoding="utf-8").endswith("## House rules (ours)\n")
    assert (into / "tests" / "data" / "README.md").read_text(encoding="utf-8") == "600 cases.\n"


def test_check_names_each_copy_out_of_step_and_changes_nothing(tmp_path, capsys):
    src, into = _source(tmp_path), tmp_path / "checkout"
    sync_references.main([str(src), "--into", str(into)])
    capsys.readouterr()
    assert sync_references.main([str(src), "--check", "--into", str(into)]) == 0
    assert capsys.readouterr().out == "7 of 7 copies in step\n"
    (src / "rules" / "guobiao-mcr.md").write_text("Changed upstream.\n", encoding="utf-8")
    (into / "tests" / "data" / "README.md").unlink()
    assert sync_references.main([str(src), "--check", "--into", str(into)]) == 1
    assert capsys.readouterr().out == ("differs: docs/rules/guobiao-mcr.md\ndiffers: tests/data/README.md\n"
                                       "5 of 7 copies in step\n")
    assert (into / "docs" / "rules" / "guobiao-mcr.md").read_text(encoding="utf-8").startswith("Marks")


def test_a_missing_source_folder_is_named(tmp_path, capsys):
    assert sync_references.main([str(tmp_path / "nowhere")]) == 2
    assert "nowhere is not a folder" in capsys.readouterr().err
