"""The words of the exported record (game/export.py, game/export_words.py) as a tester read them on
real logs (`main.py simulate --log`): who "the others" are at a table of two, one verb form after
"You:" and a name, 盘 for a hand as the table's window says it, full-width brackets in Chinese, the
dealer's seat said once, and the settlement of a drawn hand or of one paid partly at once."""
from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

import main as main_module
from game.export import export_text
from game.export_words import WORDS
from game.teaching.i18n import placeholders


def _simulated(folder: Path, name: str, *args: str) -> list[str]:
    log = folder / f"{name}.log"
    assert main_module.main(["simulate", *args, "--log", str(log)]) == 0
    return log.read_text(encoding="utf-8").splitlines()


@pytest.fixture(scope="module")
def logs(tmp_path_factory: pytest.TempPathFactory) -> dict[str, list[str]]:
    """The tester's logs: 二人 for four hands, 国标 for two."""
    folder = tmp_path_factory.mktemp("exp")
    return {"erren": _simulated(folder, "erren", "--variant", "erren", "--hands", "4", "--seed", "8",
                                "--option", "match_hands=4"),
            "guobiao": _simulated(folder, "gb", "--variant", "guobiao", "--hands", "2", "--seed", "3")}


def test_the_hidden_tiles_are_those_of_the_players_at_this_table(logs: dict[str, list[str]]) -> None:
    """A tester read "As You saw it: the others' hidden tiles are not told" at a table of two."""
    two, four = export_text(logs["erren"], "en", player=0), export_text(logs["guobiao"], "en", player=0)
    assert "\nAs you saw it: your opponent's hidden tiles are not shown\n" in two
    assert "\nAs you saw it: the other players' hidden tiles are not shown\n" in four
    assert "others'" not in two + four and "As You" not in two + four
    assert "\n按你看到的记录：对手的暗牌不写\n" in export_text(logs["erren"], "zh", player=0)
    assert "\n按你看到的记录：其他三家的暗牌不写\n" in export_text(logs["guobiao"], "zh", player=0)
    # a viewer with a name of his own (a history file's names): not "your opponent"
    named = _named(logs["erren"], ["Alice", "Bob"])
    assert "\nAs Alice saw it: the other player's hidden tiles are not shown\n" in export_text(named, "en", player=0)


def _named(log: list[str], names: list[str]) -> list[str]:
    """The log with the players' names a history file gives."""
    header = json.loads(log[0])
    header["history"] = {"names": names, "saved_at": "2024-01-01T00:00:00"}
    return [json.dumps(header, ensure_ascii=False), *log[1:]]


# a verb in the present ("draws", "declare ready") after "You:" or a name
_PRESENT = re.compile(r"\b(draws|discards|chows|pungs|kongs|adds|declares?|robs|wins|takes|sets aside|"
                      r"pass three|void suit:|pull once|pull twice|do not)\b|(?<!in )\bexchange\b")


def test_after_you_and_a_name_every_step_is_in_the_past_tense(logs: dict[str, list[str]]) -> None:
    """A tester read "You: chows Ming's 5 Character (…), declare ready, discards 5 Bamboo"."""
    for log in logs.values():
        for player in (None, 0, 1):
            text = export_text(log, "en", player=player)
            turns = [line for line in text.splitlines() if re.match(r"  \S[^:]*: ", line)]
            assert turns and not [line for line in turns if _PRESENT.search(line)], player
    two = export_text(logs["erren"], "en", player=0)
    assert re.search(r"\n  You: drew [^,]+, declared ready, discarded ", two)
    assert re.search(r"\n  Ming: chowed your [^(]+\([^)]+\), declared ready, discarded ", two)
    assert re.search(r"\n  You: gave back [^\n]+ to the reserve, took [^\n]+ in exchange", two)
    assert "\n  Ming: exchanged 3 tiles\n" in two            # the count is seen, the tiles are not
    assert re.search(r"\n  You: drew [^\n]+, won by self-draw on ", two)
    assert re.search(r"\n  You: won on Ming's ", two)


def test_a_hand_is_pan_as_the_window_says_and_ju_the_match(logs: dict[str, list[str]]) -> None:
    """The table's window says 第4盘 / 本盘 for a hand, 对局 for the match: the export said 第4局 / 本局."""
    text = export_text(logs["erren"], "zh")
    assert "\n第1盘　庄家：" in text and "\n第4盘　庄家：" in text and "  本盘结算：" in text
    for said in (text, *(zh for zh, _en in WORDS.values())):
        assert not re.search(r"(?<![对流牌])局", said), said     # 对局 the match, 流局 a drawn hand, 牌局种子


def test_the_chinese_record_takes_full_width_brackets(logs: dict[str, list[str]]) -> None:
    """A tester read "小红(对家)": Chinese text is written with （）, whatever piece it comes from."""
    lines = _named(logs["erren"], ["你", "小红(对家)"])
    text = export_text(lines, "zh", player=0)
    assert "小红（对家）" in text and "(" not in text and ")" not in text
    assert "小红(对家)" in export_text(lines, "en", player=0)      # the English keeps its own
    assert not [zh for zh, _en in WORDS.values() if "(" in zh or ")" in zh]
    assert "(" not in export_text(logs["guobiao"], "zh")


def test_the_dealer_is_named_once_with_his_seat(logs: dict[str, list[str]]) -> None:
    """The dealer always sits East: "dealer: Hong (East)   round wind: East" said East twice."""
    for log in logs.values():
        text = export_text(log, "en")
        heads = [line for line in text.splitlines() if line.startswith("Hand ")]
        assert heads and all(re.fullmatch(r"Hand \d+   dealer: \w+   round wind: \w+", h) for h in heads), heads
        assert "庄家：" in export_text(log, "zh") and not re.search(r"庄家：\w+（", export_text(log, "zh"))


def test_the_starting_hands_begin_with_the_dealer(logs: dict[str, list[str]]) -> None:
    text = export_text(logs["guobiao"], "en")
    for block in text.split("\nHand ")[1:]:
        head = re.match(r"\d+   dealer: (\w+)", block)
        assert head is not None
        assert block.split("Starting hands\n  ")[1].startswith(f"{head.group(1)}: ")


def test_a_drawn_hand_pays_nothing_and_the_last_chance_is_told(logs: dict[str, list[str]]) -> None:
    """二人: the 71 were used, the ready player drew once from the reserve, nobody won: "+0" each
    was said as payments, and the reserve draw read as a second turn."""
    full, seen = export_text(logs["erren"], "en"), export_text(logs["erren"], "en", player=0)
    assert "+0" not in full and "  Payments this hand: none\n" in full
    assert re.search(r", drew [^\n,]+ from the reserve for the last chance, discarded ", full)
    assert ", drew a tile from the reserve for the last chance, discarded " in seen   # the other's, hidden
    assert "  本盘结算：没有输赢\n" in export_text(logs["erren"], "zh")


def test_every_template_has_both_languages_with_the_same_placeholders() -> None:
    """(The Chinese names the seat a tile came from, "吃阿明的", the English its possessive, "Ming's".)"""
    for key, (zh, en) in WORDS.items():
        said_en = {"from_name" if p == "from_whose" else p for p in placeholders(en)}
        assert zh and en and placeholders(zh) == said_en, key
