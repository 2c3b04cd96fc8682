"""A variant is one package on every layer: the guard of docs/adding-a-variant.md.

Outside a variant's own files (rules/variants/<name>/, game/bots/policies/<name>.py,
game/client/variants/<name>.py) and the three registries, no module spells a variant's id, alias
or Chinese name; no modules import each other in a circle; no literal seat count stands anywhere
but the `Variant.seats` default. The measures are tools/arch_metrics.py's, which the closing notes
quote, so a note and this test cannot disagree.
"""
import sys
import textwrap
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "tools"))

import arch_metrics  # noqa: E402


def _report():
    if not hasattr(_report, "cached"):
        _report.cached = arch_metrics.scan(REPO)
    return _report.cached


def test_no_module_outside_a_variants_packages_and_the_registries_names_it():
    report = _report()
    assert [str(f) for f in report.variant_literals] == []
    assert [str(f) for f in report.variant_branches] == []
    assert report.files_naming == {}


def test_no_import_circle_anywhere():
    assert _report().import_circles == []


def test_no_literal_seat_count():
    assert [str(f) for f in _report().seat_fours] == []


def test_the_registries_find_every_variant_on_every_layer():
    from game.bots.policies import policy_for
    from game.client.variants import presenter_for
    from rules.variants.registry import all_variants
    for variant in all_variants():
        assert 2 <= variant.seats <= 4
        assert (REPO / "rules" / "variants" / variant.name).is_dir()
        assert policy_for(variant.name).shapes == variant.shapes
        assert presenter_for(variant.name) is not None


def _tree(tmp_path, files):
    for name, text in files.items():
        path = tmp_path / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(textwrap.dedent(text), encoding="utf-8")
    return arch_metrics.scan(tmp_path, {"alpha": ("alpha", "阿尔法")})


def test_the_guard_can_fail(tmp_path):
    report = _tree(tmp_path, {
        "rules/__init__.py": "",
        "rules/variants/__init__.py": "",
        "rules/variants/alpha/__init__.py": 'NAME = "alpha"\nSEATS = 4\n',      # its home: allowed names
        "rules/variants/registry.py": 'from .alpha import NAME\nDEFAULT = "alpha"\n',
        "game/__init__.py": "",
        "game/a.py": ('from game import b\n'
                      'def f(v):\n'
                      '    if v.name == "alpha":\n'
                      '        return [None] * 4\n'
                      '    return range(4), "阿尔法 rules"\n'),
        "game/b.py": "from game import a\n",
    })
    assert [f.what for f in report.variant_literals] == ["'alpha'"]
    assert len(report.variant_branches) == 1
    assert report.files_naming == {"alpha": ["game/a.py"]}
    assert report.import_circles == [["game.a", "game.b"]]
    assert sorted(f.what for f in report.seat_fours) == ["SEATS = 4", "[None] * 4", "range(4)"]
