"""The hand calculator's model agrees with `main.py score` (same JSON in, same answer out), built
through the calculator's own clicks, for every 国标 reference case and for examples of every
variant; each variant's flags, winds, flowers, void suit, 混 and indicator are read by its own reader."""
import json
from pathlib import Path

import pytest

from game.cli.score import score_line
from game.client.scenes.calculator_parts.calculator_model import FLAG_NAMES, Calculator, item_highlight
from game.teaching.rules_book import example_hand, examples
from rules.errors import NotationError
from rules.melds import MeldKind
from rules.tiles import Tile, parse_tiles
from rules.variants.registry import all_variants, get_variant

CASES = Path(__file__).resolve().parents[1] / "data" / "guobiao_fan_cases.jsonl"
MODE_OF = {"chow": "chow", "pung": "pung", "kong": "kong", "concealed_kong": "concealed_kong"}


def _cases():
    with open(CASES, encoding="utf-8") as handle:
        return [json.loads(line) for line in handle if line.strip()]


def build_from_case(hand: dict) -> Calculator:
    """Click the case's hand into a calculator, as a player would (palette clicks, modes)."""
    calc = Calculator("guobiao")
    for meld in hand["melds"]:
        tiles = parse_tiles(meld["tiles"])
        claimed = Tile.parse(meld["claimed"]) if meld.get("claimed") else None
        calc.set_mode(MODE_OF[meld["type"]])
        assert calc.add_meld(calc.mode, min(tiles), from_seat=meld.get("from"), claimed=claimed) is None
    calc.set_mode("hand")
    for tile in parse_tiles(hand["concealed"]):
        assert calc.click(tile) is None
    calc.set_mode("win")
    assert calc.click(Tile.parse(hand["win_tile"])) is None
    flags = hand["flags"]
    for name in ("self_drawn", "last_of_kind", "kong_related", "last_tile"):
        calc.set_flag(name, flags.get(name, False))
    calc.set_wind("seat", flags.get("seat_wind", "E"))
    calc.set_wind("round", flags.get("round_wind", "E"))
    flowers = [k for k in calc.palette() if calc.is_flower(k)]   # one of each: 国标 has one 春 ...
    for flower in flowers[:flags.get("flowers", 0)]:
        assert calc.click(flower) is None
    return calc


def test_every_guobiao_case_scores_as_the_cli():
    cases = _cases()
    assert len(cases) == 600
    for case in cases:
        calc = build_from_case(case["hand"])
        found = calc.evaluate()
        assert found.error is None, (case["id"], found.error)
        cli = score_line(json.dumps({"variant": "guobiao", "hand": case["hand"]}))
        assert found.output == cli, case["id"]
        assert found.output["total"] == case["total"], case["id"]
        got = sorted((i["name_zh"], i["value"], i["count"]) for i in found.output["items"])
        want = sorted((f["name_zh"], f["fan"], f["count"]) for f in case["fans"])
        assert got == want, case["id"]


def _build_example(variant: str, request: dict) -> Calculator:
    """A rules-book example hand (a score request) clicked into the calculator of its variant."""
    ex = example_hand(variant, request)
    ctx = ex.context
    calc = Calculator(variant)
    for meld in ctx.melds:
        mode = {MeldKind.CHOW: "chow", MeldKind.PUNG: "pung", MeldKind.KONG: "kong",
                MeldKind.CONCEALED_KONG: "concealed_kong"}[meld.kind]
        assert calc.add_meld(mode, min(meld.tiles)) is None
    for tile in ctx.concealed:
        calc.set_mode("hand")
        assert calc.click(tile) is None
    calc.set_mode("win")
    assert calc.click(ctx.win_tile) is None
    flags = {"self_drawn": ctx.self_drawn, "kong_related": ctx.kong_related, "last_tile": ctx.last_tile,
             "first_turn": ctx.first_turn, "dealer": ctx.dealer, "last_of_kind": ctx.last_of_kind,
             "baozi": ctx.extra.get("baozi", False), "diling": ctx.extra.get("diling", False),
             "after_kong_discard": ctx.extra.get("after_kong_discard", False),
             "fed_kong": ctx.extra.get("fed_kong", False),
             "after_flower": ctx.extra.get("replacement") == "flower",
             "baoting": ctx.extra.get("baoting", False) and not ctx.extra.get("tianting", False),
             "tianting": ctx.extra.get("tianting", False), "ippatsu": ctx.extra.get("ippatsu", False),
             "kou_ting": ctx.extra.get("kou_ting", False), "from_dealer": ctx.extra.get("from_dealer", False)}
    for name in calc.flag_names():
        calc.set_flag(name, flags[name])
    if variant == "suzhou" and flags["fed_kong"]:
        calc.set_flag("kong_related", False)   # the reader sets it from fed_kong itself
    calc.set_flowers(ctx.flowers)
    if ctx.extra.get("void_suit"):
        calc.set_void(ctx.extra["void_suit"])
    if ctx.extra.get("hun"):
        calc.set_indicator(ctx.extra["hun"][0])
    if ctx.extra.get("indicators"):                 # 二人: the 花牌 turned up on the wall
        calc.set_mode("indicator")
        assert calc.click(ctx.extra["indicators"][0]) is None
    for key, value in ex.options.items():
        if key in calc.option_keys() and value != get_variant(variant).resolve_options({}).get(key):
            calc.set_option(key, value)
    return calc


@pytest.mark.parametrize("variant", ["sichuan", "tianjin", "suzhou", "erren"])
def test_variant_examples_score_as_the_cli(variant):
    checked = 0
    for key, text in examples()[variant].items():
        calc = _build_example(variant, text)
        found = calc.evaluate()
        assert found.error is None, (key, found.error)
        cli = score_line(json.dumps(calc.request()))
        assert found.output == cli, key
        # and the example scores the row it illustrates
        assert any(i.key == key for i in found.result.items) or key in ("base",), (key, found.output)
        checked += 1
    assert checked == len(examples()[variant])


@pytest.mark.parametrize("variant", [v.name for v in all_variants()])
def test_each_flag_and_option_is_read_by_the_variant(variant):
    calc = Calculator(variant)
    assert set(calc.flag_names()) <= set(FLAG_NAMES)
    assert set(get_variant(variant).score_options) <= {o.key for o in get_variant(variant).options}
    # a plain complete hand of the variant's tiles
    base = {"guobiao": {"hand": {"concealed": "123m456p789s23m55z", "win_tile": "4m", "flags": {}}},
            "sichuan": {"hand": {"concealed": "123m456m789m23p55p", "win_tile": "4p", "flags": {}, "void_suit": "s"}},
            "tianjin": {"hand": {"concealed": "123m456p789s234s5z", "win_tile": "5z", "flags": {"self_drawn": True},
                                 "hun": ["1z", "2z"]}},
            "suzhou": {"hand": {"concealed": "123m456p789s234s1z", "win_tile": "1z", "flags": {"flowers": 4}}},
            "erren": {"hand": {"concealed": "234m456m678p345s5s", "win_tile": "5s", "flags": {}, "indicator": "5s"}},
            }[variant]
    calc = _build_example(variant, base)
    for name in calc.flag_names():
        calc.set_flag(name, True)
        request = calc.request()
        assert request["hand"]["flags"][name] is True
        found = calc.evaluate()
        try:
            assert found.output == score_line(json.dumps(request))
        except NotationError as exc:   # a flag that needs more (包饺子 a kong): said, not unknown
            assert "unknown" not in str(exc) and found.output is None and str(exc) in found.error.en
        calc.set_flag(name, False)
    for key in calc.option_keys():
        before = calc.option_value(key)
        after = calc.cycle_option(key)
        assert after != before or len(get_variant(variant).options) == 1
        assert calc.evaluate().output == score_line(json.dumps(calc.request()))


def test_fed_kong_without_a_melded_kong_is_explained_not_crashed():
    calc = _build_example("suzhou", {"hand": {"concealed": "123m456p789s234s1z", "win_tile": "1z", "flags": {"flowers": 4}}})
    calc.set_flag("fed_kong", True)
    calc.set_flag("self_drawn", True)
    found = calc.evaluate()
    assert found.output is None and "fed_kong" in found.error.en


def test_building_refuses_what_cannot_be():
    calc = Calculator("guobiao")
    one = Tile.parse("1m")
    for _ in range(4):
        assert calc.click(one) is None
    assert calc.click(one) is not None            # a fifth copy
    calc.set_mode("chow")
    assert calc.click(Tile.parse("8m")) is not None   # no run 8-9-10
    calc.set_mode("pung")
    assert calc.click(one) is not None            # only four 1m exist
    sichuan = Calculator("sichuan")
    assert "chow" not in sichuan.modes()
    assert not any(t.is_honor for t in sichuan.palette())
    assert Calculator("suzhou").is_flower(Tile.parse("5z"))    # 中 is a flower in 苏州


def test_incomplete_hand_says_what_is_missing():
    calc = Calculator("guobiao")
    assert calc.evaluate().error.en == "13 more hand tiles needed"
    for t in parse_tiles("123m456p789s23m55z"):
        calc.click(t)
    assert calc.evaluate().error.en == "choose the winning tile"
    calc.click(Tile.parse("4m"))     # a 14th tile in hand mode becomes the winning tile
    assert calc.win_tile is Tile.parse("4m") and calc.evaluate().output is not None


def test_highlight_takes_one_shown_tile_per_named_tile():
    calc = Calculator("guobiao")
    calc.set_mode("pung")
    calc.click(Tile.parse("5z"))
    calc.set_mode("hand")
    for t in parse_tiles("123m456p789s4m"):
        calc.click(t)
    calc.set_mode("win")
    calc.click(Tile.parse("4m"))
    result = calc.evaluate().result
    dragon = next(i for i in result.items if i.key == "dragon_pung")
    shown = calc.shown_tiles()
    lit = item_highlight(shown, dragon.tiles)
    assert sorted(shown[i][0] for i in lit) == ["meld"] * 3


def test_at_a_suzhou_jokers_table_the_calculator_plays_a_joker_as_a_wildcard():
    # 苏州百搭 (baida = wild): the 百搭 are played tiles standing for any tile, not flowers set aside
    joker = parse_tiles("1x")[0]
    classic = Calculator("suzhou")
    assert classic.is_flower(joker)
    calc = Calculator("suzhou", options={"baida": "wild"})
    assert not calc.is_flower(joker)
    assert calc.palette().index(joker) < len([k for k in calc.palette() if not calc.is_flower(k)])
    for kind in parse_tiles("123m456p789s234s"):
        assert calc.click(kind) is None
    assert calc.click(joker) is None and joker in calc.concealed and calc.flowers == 0
    calc.set_flag("self_drawn", True)
    assert calc.click(parse_tiles("5m")[0]) is None
    found = calc.evaluate()
    assert found.error is None and found.result is not None and found.result.win
