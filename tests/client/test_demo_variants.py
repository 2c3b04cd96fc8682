"""`run_demo` for 四川, 天津, 苏州 and 二人: the milestone pictures of each variant's own moments."""
import json

import pygame
import pytest

from game.client.demo_run import run_demo

EXPECTED = {
    # 天津: 打风, the break, 坐庄/拉庄 shown at the seats, then the 翻混 reveal as the fifth picture.
    "tianjin": ["01-seat-draw.png", "02-dice.png", "03-wall-break.png", "04-la-zhuang.png",
                "05-hun-reveal.png", "06-deal.png"],
    "sichuan": ["01-seat-draw.png", "02-dice.png", "03-wall-break.png", "04-deal.png", "05-void.png"],
    "suzhou": ["01-seat-draw.png", "02-dice.png", "03-wall-break.png", "04-deal.png", "05-flowers.png"],
    # 二人: no dice, no break count; the live deck and the reserve set apart, the exchange, the
    # indicator turned up on the reserve.
    "erren": ["01-seat-draw.png", "02-piles.png", "03-deal.png", "04-exchange.png", "05-indicator.png"],
}


@pytest.mark.slow
@pytest.mark.parametrize("variant", sorted(EXPECTED))
def test_each_variant_demo_saves_its_milestones(variant, tmp_path):
    assert run_demo(variant, 3, hands=1, shots_dir=str(tmp_path), fast=True) == 0
    names = sorted(p.name for p in tmp_path.glob("*.png"))
    assert names[:len(EXPECTED[variant])] == EXPECTED[variant]
    assert names[-1].endswith("-settlement.png")
    assert any(n[3:-4] in ("win", "exhausted") for n in names)
    stats = json.loads((tmp_path / "frames.json").read_text(encoding="utf-8"))
    assert stats["finished"] and stats["shots"] == names
    picture = pygame.image.load(str(tmp_path / EXPECTED[variant][-1]))
    assert picture.get_size() == (1280, 800)
    colours = {picture.get_at((x, y))[:3] for x in range(0, 1280, 37) for y in range(0, 800, 23)}
    assert len(colours) > 40
