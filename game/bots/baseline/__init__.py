"""The `baseline` bot kind: today's default bot, frozen, so every change is measured against it.

A snapshot of game/bots/default_bot.py, game/bots/table_reading.py and the policies it used
(game/bots/policies/{base,plans,guobiao,sichuan,tianjin,suzhou}.py) at commit
3622280d239e72a70705e129be62862dd7cd827d (`git rev-parse HEAD` when it was frozen). Only the
headers, the class name (BaselineBot, kind "baseline") and the policy registry's keys (the
variant records' names instead of spelled ids) differ from the originals. Never edit these
files: tests/game/test_baseline_bot.py compares its moves in all four variants byte for byte
with a recorded log (tests/game/golden/baseline_*.jsonl). A duplicate-code report lists this
package as a copy of the live bot: that is the point of it.
"""
from .bot import BaselineBot

__all__ = ["BaselineBot"]
