"""`main.py score` flags: every variant accepts the common form (docs/cli.md) and scores the flags
it knows; only a flag no variant knows is refused, by name."""
import json
import re
from pathlib import Path

import pytest

from game.cli.score import score_line
from rules.errors import NotationError
from rules.hand_json import COMMON_FLAGS
from rules.variants.registry import all_variants, get_variant

SPEC = Path(__file__).resolve().parents[2] / "docs" / "cli.md"

# One hand every variant can read (no honours, no flowers, a void suit): 清龙 in 万, 123p, 5p pair.
TILES = {"melds": [], "concealed": "123m456m789m123p5p", "win_tile": "5p"}
EXTRA = {"guobiao": {}, "sichuan": {"void_suit": "s"}, "suzhou": {}, "tianjin": {"hun": ["7z", "5z"]}, "erren": {}}
# Every flag of the common form, set the way a 国标 player would write a self-drawn win.
COMMON = {"self_drawn": True, "last_of_kind": False, "kong_related": False, "last_tile": True,
          "seat_wind": "S", "round_wind": "E", "flowers": 2, "first_turn": False, "dealer": False}


def _answer(variant: str, flags: dict) -> dict:
    return score_line(json.dumps({"variant": variant, "hand": {**TILES, **EXTRA[variant], "flags": flags}}))


def test_the_common_flags_are_the_specs():
    text = SPEC.read_text(encoding="utf-8")
    sentence = re.search(r"Every variant accepts every flag of the common form above \(([^)]*)\)", text)
    assert sentence, "docs/cli.md lost its sentence on the common flags"
    assert re.findall(r"`(\w+)`", sentence.group(1)) == list(COMMON_FLAGS)


def test_every_variant_is_covered_here():
    assert sorted(EXTRA) == sorted(v.name for v in all_variants())


def test_a_tianjin_hand_in_the_common_form_scores_as_without_the_flags_it_does_not_score():
    plain = _answer("tianjin", {"self_drawn": True})
    common = _answer("tianjin", COMMON)
    assert common["ok"] and common["win"] and common["unit"] == "value"
    assert common == plain   # 天津 scores no 海底, wind or flower: the same hand, the same value


@pytest.mark.parametrize("variant", sorted(EXTRA))
def test_every_variant_accepts_every_common_flag(variant):
    answer = _answer(variant, COMMON)
    assert answer["ok"] is True and answer["win"] is True, answer


@pytest.mark.parametrize("variant, scored", [("guobiao", {"妙手回春", "花牌"}), ("suzhou", {"海底捞月", "硬花"})])
def test_the_flags_a_variant_does_score_still_count(variant, scored):
    # last_tile on a self-draw and two flower tiles: items of their own in 国标 and 苏州.
    with_flags = {item["name_zh"] for item in _answer(variant, COMMON)["items"]}
    without = {item["name_zh"] for item in _answer(variant, {"self_drawn": True})["items"]}
    assert scored <= with_flags and not scored & without


def test_a_flag_only_another_variant_scores_is_ignored():
    # 豹子 is 苏州's, 杠上炮 四川's, kong_type 天津's: 国标 reads the hand as if they were not there.
    others = {"baozi": True, "after_kong_discard": False, "kong_type": "melded"}
    assert _answer("guobiao", {"self_drawn": True, **others}) == _answer("guobiao", {"self_drawn": True})


@pytest.mark.parametrize("variant", sorted(EXTRA))
def test_a_flag_no_variant_knows_is_refused_by_name(variant):
    with pytest.raises(NotationError, match=r"^unknown flag 'zimo': the flags are self_drawn, "):
        _answer(variant, {"self_drawn": True, "zimo": True})


def test_two_unknown_flags_are_both_named():
    with pytest.raises(NotationError, match=r"^unknown flags 'gang', 'zimo'"):
        _answer("tianjin", {"zimo": True, "gang": True})


@pytest.mark.parametrize("variant", sorted(EXTRA))
@pytest.mark.parametrize("flags, fragment", [
    ({"seat_wind": "X"}, "flags.seat_wind must be one of E S W N, got 'X'"),
    ({"last_tile": "yes"}, "flags.last_tile must be true or false, got 'yes'"),
    ({"flowers": -1}, "flags.flowers must be a whole number 0.."),
])
def test_a_common_flag_with_a_bad_value_is_refused_even_where_it_scores_nothing(variant, flags, fragment):
    with pytest.raises(NotationError, match=re.escape(fragment)):
        _answer(variant, flags)


def test_guobiao_still_caps_flowers_at_eight():
    with pytest.raises(NotationError, match=re.escape("flags.flowers must be a whole number 0..8, got 9")):
        _answer("guobiao", {"flowers": 9})


def test_each_variants_own_flag_is_read():
    assert get_variant("tianjin").read_hand(
        {**TILES, "hun": ["7z", "5z"], "flags": {"kong_type": "melded"}}).extra["last_kong"] == "melded"
    with pytest.raises(NotationError, match="flags.kong_type must be 'melded' or 'concealed'"):
        _answer("tianjin", {"kong_type": "open"})
    with pytest.raises(NotationError, match="flags.after_kong_discard must be true or false"):
        _answer("sichuan", {"after_kong_discard": 1})
