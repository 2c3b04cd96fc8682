"""二人麻将 through `main.py`: `score` reads its hand object (docs/cli.md's erren paragraph) by
`Variant.read_hand`, and `simulate` plays it with two seats and counts its own events."""
import io
import json
import os
import subprocess
import sys
from pathlib import Path

import main
from game.cli.simulate import print_summary, simulate

REPO = Path(__file__).resolve().parents[2]

LINES = [
    # 报听, self-drawn, 平和; the indicator 5p three times (456p, 55p): 3 + 3
    {"variant": "erren", "hand": {"concealed": "123m456p789s34s55p", "win_tile": "2s", "indicator": "5p",
                                  "flags": {"baoting": True, "self_drawn": True}}},
    # an open hand without a 役: a win below the minimum
    {"variant": "二人麻将", "hand": {"melds": [{"type": "chow", "tiles": "123m", "from": 1}],
                                 "concealed": "456p789s34s55p", "win_tile": "2s"}},
    # 抢杠: kong_related on the opponent's tile, scored as a self-draw plus 抢杠
    {"variant": "erren", "hand": {"concealed": "123m456m789m46p11z", "win_tile": "5p",
                                  "flags": {"kong_related": True}}},
    # a limit hand is the cap
    {"variant": "two-player", "hand": {"concealed": "19m19p19s1234567z", "win_tile": "1m",
                                       "flags": {"self_drawn": True, "dealer": True}}},
    # a bad indicator is named
    {"variant": "erren", "hand": {"concealed": "19m19p19s1234567z", "win_tile": "1m", "indicator": "0z"}},
]


def _answers(capsys, tmp_path):
    source = tmp_path / "hands.jsonl"
    source.write_text("".join(json.dumps(line, ensure_ascii=False) + "\n" for line in LINES), encoding="utf-8")
    status = main.main(["score", str(source)])
    return status, [json.loads(line) for line in capsys.readouterr().out.splitlines()]


def test_score_reads_the_two_player_hand_object(capsys, tmp_path):
    status, (ready, open_hand, robbed, limit, bad) = _answers(capsys, tmp_path)
    assert status == 2                                       # the bad line, the others answered
    assert ready["ok"] and ready["total"] == 6 and ready["unit"] == "fan"
    assert [i["name_zh"] for i in ready["items"]] == ["报听", "门前清自摸和", "平和", "花牌"]
    assert next(i for i in ready["items"] if i["name_zh"] == "花牌")["count"] == 3
    assert open_hand["win"] and not open_hand["meets_minimum"] and "scoring pattern" in open_hand["reason"]
    assert {"抢杠", "门前清自摸和"} <= {i["name_zh"] for i in robbed["items"]}
    assert limit["total"] == 13 and [i["name_zh"] for i in limit["items"]] == ["国士无双"]
    assert bad == {"ok": False, "error": "line 5: indicator: unknown tile '0z' in '0z'"}


def test_score_runs_as_a_command(tmp_path):
    source = tmp_path / "one.jsonl"
    source.write_text(json.dumps(LINES[0]) + "\n", encoding="utf-8")
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    done = subprocess.run([sys.executable, str(REPO / "main.py"), "score", str(source)], capture_output=True,
                          text=True, env=env, cwd=REPO, timeout=120)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["total"] == 6


def test_simulate_plays_two_seats_and_counts_the_hands_each_event_happened_in():
    summary = simulate("erren", 6, "cli", ["random", "random"])
    assert summary["exceptions"] == 0, summary["exception_messages"]
    assert summary["invariant_violations"] == 0, summary["violation_messages"]
    assert summary["zero_sum"] and len(summary["final_scores"]) == 2
    seen = summary["hands_with_event"]
    assert seen["reserve_set"] == seen["indicator_revealed"] == seen["hand_started"] == 6
    assert seen.get("won", 0) == summary["wins"] and seen.get("hand_exhausted", 0) == summary["draws"]
    assert sum(summary["win_items"].values()) >= summary["wins"]
    # the events the variant counts (报听, the 海底捞月 draw) get their share of hands in the summary
    counted_events = summary["counted_events"]
    assert list(counted_events) == ["ready_declared", "last_chance"]
    for kind, line in counted_events.items():
        assert line["hands"] == seen.get(kind, 0) and line["won"] <= line["hands"]
        assert line["share"] == round(line["hands"] / 6, 4)
    out = io.StringIO()
    print_summary(summary, out, as_json=False)
    assert f"ready_declared {counted_events['ready_declared']['hands']} (" in out.getvalue()


def test_a_variant_that_counts_no_event_of_its_own_prints_no_such_line():
    summary = simulate("guobiao", 1, "cli", ["random"] * 4)
    assert summary["counted_events"] == {}
    out = io.StringIO()
    print_summary(summary, out, as_json=False)
    assert "hands with" not in out.getvalue()


# Every flag docs/cli.md names for erren, one line each: (hand, total, the items' Chinese names)
FLAG_LINES = [
    ({"concealed": "123m456p789s34s55p", "win_tile": "2s", "flags": {"tianting": True, "self_drawn": True}},
     4, ["门前清自摸和", "平和", "天听"]),                         # 天听 replaces 报听
    ({"melds": [{"type": "concealed_kong", "tiles": "7777m"}], "concealed": "123m456p24s55p", "win_tile": "3s",
      "flags": {"self_drawn": True, "kong_related": True}}, 2, ["门前清自摸和", "岭上开花"]),
    ({"concealed": "123m456p789s34s55p", "win_tile": "2s", "flags": {"baoting": True, "self_drawn": True,
                                                                     "last_tile": True}},
     4, ["报听", "门前清自摸和", "平和", "海底捞月"]),
    ({"concealed": "123m456p789s34s55p", "win_tile": "2s", "flags": {"baoting": True, "last_tile": True}},
     3, ["报听", "平和", "河底捞鱼"]),
    ({"concealed": "123m456p789s234s5p", "win_tile": "5p",
      "flags": {"first_turn": True, "self_drawn": True, "dealer": True}}, 13, ["天和"]),
    ({"concealed": "123m456p789s234s5p", "win_tile": "5p", "flags": {"first_turn": True, "self_drawn": True}},
     13, ["地和"]),
    # the dealer's East is his seat wind and the prevalent wind: two 役牌; a seat_wind flag changes nothing
    ({"concealed": "111z123m456p789s5p", "win_tile": "5p", "flags": {"dealer": True, "seat_wind": "W"}}, 2, ["番牌"]),
    ({"concealed": "111z123m456p789s5p", "win_tile": "5p"}, 1, ["番牌"]),
    ({"concealed": "222z123m456p789s5p", "win_tile": "5p"}, 1, ["番牌"]),   # 南 is the non-dealer's seat wind
    # 15 番 without a limit hand are paid 13
    ({"concealed": "112233456789m4m", "win_tile": "4m", "indicator": "1m",
      "flags": {"baoting": True, "self_drawn": True, "last_tile": True}},
     13, ["报听", "门前清自摸和", "平和", "一杯口", "海底捞月", "一气通贯", "清一色", "花牌"]),
]


def _score_lines(capsys, tmp_path, hands):
    source = tmp_path / "flags.jsonl"
    source.write_text("".join(json.dumps({"variant": "erren", "hand": h}, ensure_ascii=False) + "\n"
                              for h in hands), encoding="utf-8")
    status = main.main(["score", str(source)])
    return status, [json.loads(line) for line in capsys.readouterr().out.splitlines()]


def test_score_reads_every_erren_flag_of_the_spec(capsys, tmp_path):
    status, answers = _score_lines(capsys, tmp_path, [hand for hand, _, _ in FLAG_LINES])
    assert status == 0
    for (hand, total, names), got in zip(FLAG_LINES, answers):
        assert got["ok"] and got["win"] and got["meets_minimum"], (hand, got)
        assert (got["total"], [i["name_zh"] for i in got["items"]]) == (total, names), hand
    assert next(i for i in answers[6]["items"] if i["name_zh"] == "番牌")["count"] == 2


def test_score_refuses_a_win_whose_only_fans_are_the_indicators_and_a_dealer_without_his_wind(capsys, tmp_path):
    status, (indicator_only, dealer_south) = _score_lines(capsys, tmp_path, [
        {"concealed": "123m456p789s55p35s", "win_tile": "4s", "indicator": "5p"},
        {"concealed": "222z123m456p789s5p", "win_tile": "5p", "flags": {"dealer": True}}])
    assert status == 0
    assert indicator_only["win"] and not indicator_only["meets_minimum"] and indicator_only["total"] == 3
    assert [i["name_zh"] for i in indicator_only["items"]] == ["花牌"] and "indicator" in indicator_only["reason"]
    assert dealer_south["win"] and not dealer_south["meets_minimum"] and dealer_south["items"] == []
