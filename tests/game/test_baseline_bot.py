"""The `baseline` bot is frozen: its moves in every variant are held byte for byte.

The logs were recorded when the bot was frozen (`main.py simulate --variant V --hands 8 --seed 15
--bots baseline --log tests/game/golden/baseline_V_seed15_8hands.jsonl`), and at that commit they
equalled the default bot's logs for the same seeds line for line (only the header's bot kind
differed). Any change to game/bots/baseline/ — or to the rules it reads — that moves one tile
fails here.
"""
from pathlib import Path

import pytest

from game.bots.base import make_bot
from game.cli.simulate import simulate

GOLDEN = Path(__file__).parent / "golden"
VARIANTS = ("guobiao", "sichuan", "tianjin", "suzhou")


@pytest.mark.parametrize("variant", VARIANTS)
def test_baseline_plays_exactly_as_when_it_was_frozen(variant, tmp_path):
    log = tmp_path / "log.jsonl"
    summary = simulate(variant, 8, "15", ["baseline"] * 4, log_path=str(log), checks=False)
    assert summary["exceptions"] == 0 and summary["hands"] == 8
    recorded = (GOLDEN / f"baseline_{variant}_seed15_8hands.jsonl").read_bytes()
    assert log.read_bytes() == recorded


def test_baseline_is_a_bot_kind_of_its_own():
    bot = make_bot("baseline", 1, 0)
    assert bot.name == "baseline"
    assert type(bot).__module__ == "game.bots.baseline.bot"
