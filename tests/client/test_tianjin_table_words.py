"""天津's table words as a tester read them at 1024x640 in English: the 拉庄 prompt follows whether
the dealer sat; 打风's count goes round the table as it is shown; a self-drawn win on the sheet is
"your self-drawn win" / "Ming's self-drawn win", paid "each pays 2"."""
from __future__ import annotations

import pytest

from game.client.display import lang
from game.client.presenting.model import TableModel
from game.client.presenting.settlement_text import transfer_groups
from game.client.variants import tianjin
from rules.events import HandStarted, Transfer
from rules.variants.tianjin.events import DealerSat, PullChosen, PullDealer, WindsDrawn

NAMES = ["你", "阿明", "小红", "老王"]


@pytest.fixture
def english():
    before = lang.current()
    lang.set_language("en")
    yield
    lang.set_language(before)


def tianjin_table(sits=None) -> TableModel:
    """A 天津 hand begun, the human (player 0) at seat 0 and dealing; `sits`: his 坐庄 once chosen."""
    model = TableModel(human_player=0, names=list(NAMES))
    model.apply(HandStarted(hand_no=0, dealer=0, seat_winds=("E", "S", "W", "N"), round_wind="E",
                            variant="tianjin"))
    if sits is not None:
        model.apply(DealerSat(0, sits))
    return model


PULLS = [PullDealer(1, n) for n in (0, 1, 2)]


def test_the_pull_prompt_says_on_top_of_his_sitting_only_when_the_dealer_sat():
    """A tester's slip: the caption said the dealer did not sit and his plate read "no sit", yet
    the prompt said "twice: ×4 more (on top of his sitting)"."""
    presenter = tianjin.PRESENTER
    sat = presenter.prompt_caption(tianjin_table(True), 1, PULLS)
    assert sat is not None and "on top of his sitting" in sat.en and "都在坐庄之上" in sat.zh
    assert "×2 more" in sat.en and "再×2" in sat.zh
    not_sat = presenter.prompt_caption(tianjin_table(False), 1, PULLS)
    assert not_sat is not None
    assert "sitting" not in not_sat.en and " more" not in not_sat.en and "did not sit" in not_sat.en
    assert "坐庄之上" not in not_sat.zh and "再×" not in not_sat.zh and "没坐庄" in not_sat.zh
    # without a table (the sit unknown) the words hold either way
    either = presenter.setup_caption({PullDealer})
    assert "if he sat" in either.en and "若庄家坐庄" in either.zh
    tip = tianjin._pull_label(PullDealer(1, 2), ())[2]
    assert "(on top of his sitting)" not in tip


def test_a_pull_chosen_says_more_only_on_top_of_a_sit(english):
    for sits, more in ((True, True), (False, False)):
        said = tianjin._pull_chosen_caption(PullChosen(1, 2), tianjin_table(sits))
        assert ("×4 more" in said.what_en) is more and ("再×4" in said.what_zh) is more, said


def seat_draw(places, thrower_total=3):
    """A WindsDrawn of the players seated at `places` (turn order), the thrower counting `thrower_total`."""
    first = places[(thrower_total - 1) % 4]
    start = places.index(first)
    return WindsDrawn(session=0, attempt=1, places=places, thrower=places[0], values=(1, thrower_total - 1),
                      first=first, order=tuple(places[(start + k) % 4] for k in range(4)),
                      winds=("E", "S", "W", "N"), again=False)


def ring(places):
    return ", ".join(f"{'You' if p == 0 else lang.person_en(NAMES[p])} {k + 1}" for k, p in enumerate(places))


@pytest.mark.parametrize("places", [(1, 2, 0, 3), (3, 2, 0, 1), (2, 0, 3, 1)])
def test_the_first_seat_draw_never_counts_round_the_table_it_does_not_show(english, places):
    """A tester saw "counts round the seats as they are before the draw (Ming 1, Hong 2, You 3,
    Wang 4)" with Ming on the right, Hong across, You at the bottom, Wang on the left: the count
    skipped round the table. Before the first draw the rules seat the players at random, and the
    plates show each player at his own number's seat: the words say the seating is not the one
    shown, and give the count in the rules' order (docs/rules/tianjin.md §2)."""
    model = TableModel(human_player=0, names=list(NAMES))
    assert model.phase == "idle"
    drawn = seat_draw(places)
    model.apply(drawn)
    shown = [model.side_of(p) for p in places]     # before the first hand: player p at seat p
    assert [(side - shown[0]) % 4 for side in shown] != [0, 1, 2, 3]     # not counter-clockwise on screen
    caption = tianjin._winds_drawn_caption(drawn, model)
    assert "round the seats as they are" not in caption.en and "round the table" not in caption.en
    assert "not as shown here" in caption.en and "不是屏幕上的位置" in caption.zh
    assert f"counter-clockwise {ring(places)}." in caption.en and "逆时针" in caption.zh


def test_a_seat_draw_the_table_shows_counts_counter_clockwise_round_it(english):
    """In the order the plates show (a later 锅's draw, or a first seating that happens to match),
    the count goes counter-clockwise round the table from the thrower, as the words say."""
    first = TableModel(human_player=0, names=list(NAMES))
    places = (2, 3, 0, 1)        # player p at seat p on screen: Hong across, Wang left, You, Ming right
    drawn = seat_draw(places)
    first.apply(drawn)
    caption = tianjin._winds_drawn_caption(drawn, first)
    assert f"counts counter-clockwise round the table ({ring(places)})" in caption.en, caption.en
    assert "not as shown" not in caption.en and "从自己逆时针数" in caption.zh
    later = tianjin_table(True)      # a hand played: the plates show the seats the players hold
    later.seat_of_player = [1, 3, 0, 2]
    places = (2, 0, 3, 1)            # the players at seats 0..3
    assert "round the table" in tianjin._winds_drawn_caption(seat_draw(places), later).en
    assert "not as shown" in tianjin._winds_drawn_caption(seat_draw((0, 1, 2, 3)), later).en


def test_a_self_drawn_win_on_the_sheet_is_the_winners_and_each_pays(english):
    """"Ming, Hong, Wang → You  each 2  (self-drawn win of You)" read clumsily (a tester)."""
    model = tianjin_table(False)
    reason = "自摸 self-drawn win of seat {}: 提溜 1 × 混儿吊 2 = 2 × 坐庄/拉庄"
    mine = [Transfer(s, 0, 2, reason.format(0)) for s in (1, 2, 3)]
    ming = model.player_at(1)
    assert NAMES[ming] == "阿明"
    his = [Transfer(s, 1, 2, reason.format(1)) for s in (0, 2, 3)]
    kong = [Transfer(2, 1, 1, "明杠 melded kong of seat 1: 1 × 坐庄/拉庄")]
    lines = [line for g in transfer_groups(mine + his + kong, model) for line in g.lines]
    assert "Ming, Hong, Wang → You  each pays 2  (your self-drawn win)" in lines, lines
    assert "You, Hong, Wang → Ming  each pays 2  (Ming's self-drawn win)" in lines, lines
    assert "Hong → Ming  1  (Ming's melded kong)" in lines, lines
    assert not any("of You" in line or "win of" in line for line in lines), lines
    lang.set_language("zh")
    zh = [line for g in transfer_groups(mine, model) for line in g.lines]
    assert zh == ["阿明、小红、老王 → 你  各 2  （你的自摸）"], zh
