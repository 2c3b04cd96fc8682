"""`run_demo` with shots: headless, four bots, a PNG per milestone and frames.json."""
import json
import re

import pygame
import pytest

from game.client.demo_run import frame_stats, percentile, run_demo


@pytest.fixture(scope="module")
def shots(tmp_path_factory):
    folder = tmp_path_factory.mktemp("demo")
    assert run_demo("guobiao", 7, hands=1, shots_dir=str(folder), fast=True) == 0
    return folder


def test_the_ceremony_milestones_come_first_and_in_order(shots):
    names = sorted(p.name for p in shots.glob("*.png"))
    assert names[:4] == ["01-seat-draw.png", "02-dice.png", "03-wall-break.png", "04-deal.png"]
    for name in names:
        assert re.fullmatch(r"\d\d-[a-z]+(-[a-z]+)*\.png", name), name
    milestones = [n[3:-4] for n in names]
    assert "discard" in milestones
    assert "win" in milestones or "exhausted" in milestones
    assert milestones[-1] == "settlement"
    # Numbers run 01, 02, ... without gaps.
    assert [int(n[:2]) for n in names] == list(range(1, len(names) + 1))


def test_shots_are_real_pictures_of_the_table(shots):
    for path in sorted(shots.glob("*.png")):
        image = pygame.image.load(str(path))
        assert image.get_size() == (1280, 800)
        # Not a blank frame: many distinct colours (felt, tiles, text).
        colours = {image.get_at((x, y))[:3] for x in range(0, 1280, 37) for y in range(0, 800, 23)}
        assert len(colours) > 40, path.name


def test_frames_json_has_the_percentiles(shots):
    stats = json.loads((shots / "frames.json").read_text(encoding="utf-8"))
    for key in ("frames", "p50_ms", "p95_ms", "p99_ms", "max_ms"):
        assert key in stats
    assert stats["frames"] > 100
    assert 0 < stats["p50_ms"] <= stats["p95_ms"] <= stats["p99_ms"] <= stats["max_ms"]
    assert stats["shots"] == sorted(p.name for p in shots.glob("*.png"))


def test_percentiles_are_nearest_rank():
    values = [float(v) for v in range(1, 101)]
    assert percentile(values, 50) == 50.0
    assert percentile(values, 99) == 99.0
    assert frame_stats([5.0])["max_ms"] == 5.0
