"""The waits panel's count of winning copies: "余4张" when every unseen copy would win; when some
would be a win short of the variant's minimum, how many reach it ("其中1张够8番", and for none
"都不够8番，和不了" / "but none of these reach 8 fans: no win yet", the number from the rules:
国标 8 fans, 天津 2 points, 苏州 its flower threshold);
for any other reason (四川's void suit) how many can win at all."""
import pytest

from game.teaching.i18n import EMPTY, Bi
from game.teaching.waits import Verdict, WaitInfo, live_words, reach_words
from rules.scoring import ScoreResult
from rules.tiles import Tile
from rules.variants.suzhou.scoring import threshold


def verdict(self_drawn, legal, code="", needed=None, unit="fan"):
    result = ScoreResult(True, 6, unit, (), legal, None, needed=needed)
    return Verdict(self_drawn, result, legal, code, EMPTY if legal else Bi("理由", "why"))


def wait(tile, unseen, legal, code="below_minimum", needed=8, discard_code=None):
    return WaitInfo(Tile.parse(tile), unseen, verdict(True, legal, "" if legal else code, needed),
                    verdict(False, legal, "" if legal else (discard_code or code), needed))


def test_every_copy_winning_is_just_the_count_left():
    words = live_words([wait("3m", 3, True), wait("6m", 1, True)], "guobiao")
    assert (words.zh, words.en) == ("余4张", "4 left")


def test_none_reaching_eight_fans_says_so_instead_of_none_left():
    words = live_words([wait("3m", 3, False), wait("6m", 1, False)], "guobiao")
    assert (words.zh, words.en) == ("余4张，都不够8番，和不了", "4 left, but none of these reach 8 fans: no win yet")


def test_some_reaching_the_minimum_count_those():
    words = live_words([wait("3m", 2, True), wait("6m", 3, False)], "guobiao")
    assert (words.zh, words.en) == ("余5张，其中2张够8番", "5 left, 2 of these reach 8 fans")


def test_tianjin_counts_toward_its_value_of_two():
    # self-draw only: the discard way is refused for that, the self-draw for the minimum
    w = wait("5m", 3, False, needed=2, discard_code="discard_win")
    words = live_words([w], "tianjin")
    assert (words.zh, words.en) == ("余3张，都不够2分，和不了", "3 left, but none of these reach 2 points: no win yet")


@pytest.mark.parametrize("profile", ["3/4", "2/3"])
def test_suzhou_counts_toward_its_flower_threshold(profile):
    need = threshold(True, {"threshold_profile": profile})
    w = wait("5m", 2, False, needed=None)
    words = live_words([w], "suzhou", {"threshold_profile": profile})
    assert (words.zh, words.en) == (f"余2张，都不够自摸{need}花，和不了",
                                    f"2 left, but none of these reach {need} flowers self-drawn: no win yet")


def test_sichuan_has_no_minimum_so_it_says_how_many_can_win():
    assert reach_words("sichuan") is None
    w = wait("5m", 4, False, code="void_held", needed=None)
    words = live_words([w], "sichuan")
    assert (words.zh, words.en) == ("余4张，都和不了", "4 left, but none of these can win")


def test_no_copy_left_is_still_none_left():
    words = live_words([wait("3m", 0, False)], "guobiao")
    assert (words.zh, words.en) == ("余0张", "0 left")
