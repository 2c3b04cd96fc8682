"""tools/rollout_regret.py: the re-deal hides nothing the hero sees, and the rollouts compare like with like."""
from __future__ import annotations

import random
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))

from rollout_regret import candidates_of, main, play_out, redeal_hidden, split_half_gain  # noqa: E402

from game.bots.base import make_bot  # noqa: E402
from rules import engine  # noqa: E402
from rules.actions import Discard  # noqa: E402
from rules.match import hand_config, new_match  # noqa: E402
from rules.variants.registry import get_variant  # noqa: E402

KINDS = ["expert", "baseline", "baseline", "baseline"]


def _hero_discard_turn(turns: int = 20):
    """A 国标 state where seat 0 (the expert) is to discard, after `turns` actions of play."""
    variant = get_variant("guobiao")
    match, _ = new_match(variant, "regret-test", {})
    bots = [make_bot(k, "regret-test", s) for s, k in enumerate(KINDS)]
    state, _ = engine.new_hand(variant, hand_config(match))
    steps = 0
    while True:
        seat = engine.to_act(state)[0]
        legal = engine.legal_actions(state, seat)
        decision = bots[seat].decide(engine.view_for(state, seat), legal)
        if seat == 0 and steps >= turns and any(isinstance(a, Discard) for a in legal):
            return state, legal, decision
        state, _ = engine.apply(state, decision.action)
        steps += 1


def _hidden_kinds(state, hero):
    wall = state.wall
    tiles = [t for s in range(4) if s != hero for t in state.hands[s]]
    tiles += [wall.tiles[p] for p in wall.remaining_positions()]
    return Counter(state.kinds[t].index for t in tiles)


def test_the_redeal_shuffles_only_what_the_hero_cannot_see():
    state, _, _ = _hero_discard_turn()
    dealt = redeal_hidden(state, 0, random.Random(1))
    assert dealt.hands[0] == state.hands[0]
    assert [len(h) for h in dealt.hands] == [len(h) for h in state.hands]
    assert dealt.melds == state.melds and dealt.discards == state.discards
    assert _hidden_kinds(dealt, 0) == _hidden_kinds(state, 0)
    assert dealt.hands[1:] != state.hands[1:], "the other seats get other tiles"
    drawn = [p for p in range(len(state.wall.tiles)) if p not in state.wall.remaining_positions()]
    assert all(dealt.wall.tiles[p] == state.wall.tiles[p] for p in drawn)
    assert redeal_hidden(state, 0, random.Random(2)).hands != dealt.hands


def test_the_same_choice_on_the_same_redeal_plays_out_the_same():
    # Common random numbers: two candidates differ only by the choice, never by the deal or the bots.
    state, _, decision = _hero_discard_turn()
    dealt = redeal_hidden(state, 0, random.Random(5))
    after, _ = engine.apply(dealt, decision.action)
    assert play_out(after, KINDS, "crn") == play_out(after, KINDS, "crn")


def test_a_discard_is_measured_with_the_heros_choice_first():
    state, legal, decision = _hero_discard_turn()
    kind, cands = candidates_of(state, 0, legal, decision, 3)
    assert kind == "discard"
    assert cands[0] == decision.action and 2 <= len(cands) <= 3
    assert len({state.kinds[a.tile] for a in cands}) == len(cands)


def test_the_split_half_gain_counts_a_better_candidate_and_not_a_tie():
    assert split_half_gain([[0, 0, 0, 0], [5, 5, 5, 5]]) == 5.0
    assert split_half_gain([[3, 1, 3, 1], [3, 1, 3, 1]]) == 0.0
    # The pick on one half can be wrong on the other: noise costs the rollout policy points.
    assert split_half_gain([[0, 0, 0, 0], [30, 0, -20, -20]]) == -10.0


def test_bad_command_lines_get_a_message_not_a_traceback(capsys):
    assert main(["--walls", "0"]) == 2
    assert main(["--rollouts", "1"]) == 2
    assert main(["--variant", "nowhere"]) == 2
    assert main(["--opponent", "grandmaster"]) == 2
    err = capsys.readouterr().err
    assert "--rollouts and --top must be at least 2" in err
    assert "unknown variant 'nowhere'" in err
    assert "unknown bot kind 'grandmaster'" in err


def test_one_wall_prints_its_rows(capsys, tmp_path):
    out_file = tmp_path / "choices.jsonl"
    assert main(["--walls", "1", "--rollouts", "2", "--seed", "t1", "--out", str(out_file)]) == 0
    out = capsys.readouterr().out
    lines = out_file.read_text(encoding="utf-8").splitlines()
    assert f"{len(lines)} choices, 2 rollouts each" in out
    assert "every choice" in out and "split-half gain" in out
