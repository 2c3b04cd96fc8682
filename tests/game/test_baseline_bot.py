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


def test_baseline_passes_a_pung_that_would_leave_only_hun_instead_of_crashing():
    """Found in a 天津 arena run (seed tv2, wall 29): the frozen bot was offered a pung that would
    leave it nothing to throw but 混 and raised IndexError, the crash the default bot had fixed in
    issue 15. The saved moment of that fix now gets a pass from the baseline too."""
    from game.saves import load_match
    from rules.actions import Pass, Pung

    session = load_match(Path(__file__).resolve().parent.parent / "data" / "tianjin_pung_leaves_only_hun.save.json")
    turn = session.next_bot_turn()
    assert turn is not None and any(isinstance(a, Pung) for a in turn.legal)
    decision = make_bot("baseline", 1, turn.seat).decide(turn.view, turn.legal)
    assert isinstance(decision.action, Pass)
