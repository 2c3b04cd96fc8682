"""Issue 29, learners: the waits card names the items each wait would score and says what each
item means (its row's meaning in the variant's table), in the language chosen."""
from game.client.display import lang
from game.client.teaching.waits_card import WaitsCard
from game.teaching.waits import Verdict, WaitInfo, item_meanings, wait_item_words, wait_items
from game.teaching.i18n import Bi
from rules.tiles import Tile
from rules.variants.registry import get_variant


def knitted_wait(self_drawn_legal=True, discard_legal=True):
    """The 8p wait of 147m25p369s789p55z (组合龙 + 嵌张), as the waits report gives it."""
    variant = get_variant("guobiao")
    hand = {"concealed": "147m25p369s789p55z", "win_tile": "8p"}
    on_discard = variant.score(variant.read_hand(hand), {})
    drawn = variant.score(variant.read_hand({**hand, "flags": {"self_drawn": True}}), {})
    return WaitInfo(Tile.parse("8p"), 3, Verdict(True, drawn, self_drawn_legal), Verdict(False, on_discard, discard_legal))


def test_a_wait_names_the_items_it_would_score():
    w = knitted_wait()
    keys = [i.key for i in wait_items(w)]
    assert "knitted_straight" in keys and "closed_wait" in keys
    words = wait_item_words(w)
    assert "组合龙 12番" in words.zh and "Knitted Straight 12 fans" in words.en
    assert "嵌张 1番" in words.zh and "Closed Wait 1 fan" in words.en


def test_each_item_of_the_winnable_waits_is_explained_once():
    meanings = item_meanings([knitted_wait(), knitted_wait()], "guobiao")
    keys = [m.key for m in meanings]
    assert len(keys) == len(set(keys))
    knitted = next(m for m in meanings if m.key == "knitted_straight")
    assert "147、258、369" in knitted.meaning.zh and "147 258 369" in knitted.meaning.en
    # a self-drawn win adds its own items (不求人): explained too
    assert "fully_concealed_hand" in keys
    # a wait that cannot win explains nothing
    assert item_meanings([knitted_wait(False, False)], "guobiao") == []


def test_the_card_writes_the_items_and_their_meanings_in_one_language():
    card = WaitsCard.__new__(WaitsCard)      # the texts need no table
    w = knitted_wait()
    meaning = next(m for m in item_meanings([w], "guobiao") if m.key == "knitted_straight")
    try:
        lang.set_language("en")
        assert "Knitted Straight 12 fans" in card.wait_text(w)
        assert card.meaning_text(meaning) == "Knitted Straight: 147 258 369 in three different suits"
        lang.set_language("zh")
        assert "组合龙 12番" in card.wait_text(w)
        assert card.meaning_text(meaning).startswith("组合龙：三门分别是147、258、369")
    finally:
        lang.set_language("both")


def test_grouped_waits_say_how_many_of_each_are_left_in_words():
    """"4/4 left" under two tiles read to a tester as "four of four"."""
    from game.client.teaching.waits_card import left_words
    assert left_words([3]) == Bi("余3张", "3 left")
    assert left_words([4, 4]) == Bi("各余4张", "4 left of each")
    assert left_words([4, 2]) == Bi("分别余4、2张", "4 and 2 left")
    assert left_words([4, 2, 1]) == Bi("分别余4、2、1张", "4, 2 and 1 left")
    assert left_words([4, 3, 3, 4, 2, 1]) == Bi("这6种共余17张", "17 left of these 6 kinds")


def test_waits_of_one_score_share_one_row_so_a_wildcard_wait_shows_every_kind():
    """天津's wildcard wait: 34 kinds of one score filled the card with nine rows of the same words,
    the last cut, and no word of the 25 kinds not shown (a tester)."""
    from types import SimpleNamespace
    from dataclasses import replace
    card = WaitsCard.__new__(WaitsCard)
    base = knitted_wait()
    waits = [replace(base, tile=Tile.parse(f"{n}m"), unseen=3 if n % 2 else 4) for n in range(1, 10)]
    card.reading = SimpleNamespace(waits=waits)
    try:
        lang.set_language("en")
        rows = card.wait_rows()
        assert len(rows) == 1 and len(rows[0][0]) == 9 and rows[0][2]
        assert rows[0][1].startswith("31 left of these 9 kinds · ") and "Knitted Straight 12 fans" in rows[0][1]
        card.reading = SimpleNamespace(waits=waits[:1])
        assert card.wait_rows()[0][1] == card.wait_text(waits[0])      # one wait: its own words
    finally:
        lang.set_language("both")


def test_a_wait_that_wins_only_self_drawn_says_so():
    """国标 lesson 3: a row read "3 left" for a wait worth 8 fans only self-drawn (6 on a discard),
    and a wait short either way read "only 7 fans" counting the self-draw's fans unsaid (a tester)."""
    from dataclasses import replace
    from game.teaching.waits import live_words
    base = knitted_wait()
    short = Bi("只有6番", "only 6 fans")
    drawn_only = replace(base, discard=replace(base.discard, legal=False, code="below_minimum", why=short))
    words = live_words([drawn_only], "guobiao")
    assert words.en == "3 left, self-drawn only" and words.zh == "余3张，只能自摸"
    both = live_words([drawn_only, replace(base, tile=Tile.parse("9p"))], "guobiao")
    assert both.en.endswith(", 3 of them only self-drawn")
    neither = replace(drawn_only, self_drawn=replace(base.self_drawn, legal=False, code="below_minimum",
                                                      why=Bi("只有7番", "only 7 fans")))
    card = WaitsCard.__new__(WaitsCard)
    try:
        lang.set_language("en")
        assert "Even self-drawn: only 7 fans" in card.wait_text(neither)
    finally:
        lang.set_language("both")
