"""Wrapping mixed Chinese / English text: every line fits, nothing is lost, marks never start a line."""
from game.client.display.text_wrap import NO_LINE_START, wrap


def measure(text):
    # Chinese characters are two units wide, everything else one (like a real CJK font, roughly).
    return sum(2 if ord(ch) >= 0x2E80 else 1 for ch in text)


def test_lines_fit_and_keep_every_character():
    text = ("国标麻将：所有番相加（不重复、不拆移、就高不就低），花牌另加；8番起和。"
            "All fans add up (no double counting; the best reading wins), flowers on top.")
    for width in (10, 17, 24, 40, 80):
        lines = wrap(text, measure, width)
        assert "".join(lines).replace(" ", "") == text.replace(" ", "")
        for line in lines:
            assert measure(line) <= width + 2, (width, line)   # a closing mark may hang over
            assert not line or line[0] not in NO_LINE_START, (width, line)


def test_english_breaks_at_spaces():
    lines = wrap("keeps twelve live tiles that improve the hand", measure, 16)
    assert lines == ["keeps twelve", "live tiles that", "improve the hand"]


def test_a_word_longer_than_the_line_is_cut():
    assert wrap("abcdefghij", measure, 4) == ["abcd", "efgh", "ij"]


def test_newlines_are_kept():
    assert wrap("一\n二", measure, 10) == ["一", "二"]


def test_a_list_breaks_at_its_separators_and_never_starts_a_line_with_one():
    text = "136张牌 · 不能吃 · 只能自摸 · 有混儿（万能牌） · 没有花牌"
    for width in range(12, 60):
        lines = wrap(text, measure, width)
        for line in lines:
            assert not line.startswith("·") and not line.endswith("·"), (width, lines)
            assert measure(line) <= width, (width, line)
        # every character is kept; only the separators at the breaks are dropped
        assert "".join(lines).replace(" ", "").replace("·", "") == text.replace(" ", "").replace("·", "")
        assert sum(line.count("·") for line in lines) == text.count("·") - (len(lines) - 1) or width < 30
    assert wrap(text, measure, 30) == ["136张牌 · 不能吃 · 只能自摸", "有混儿（万能牌） · 没有花牌"]


def test_english_items_are_kept_whole_and_no_dash_is_added():
    text = "136 · no chow · self-drawn wins only · wildcards · no flowers"
    assert wrap(text, measure, 22) == ["136 · no chow", "self-drawn wins only", "wildcards · no flowers"]
    for width in range(4, 40):    # nothing is added (no "-" where a word is cut), only "·" dropped at breaks
        lines = wrap(text, measure, width)
        assert "".join(lines).replace(" ", "").replace("·", "") == text.replace(" ", "").replace("·", "")
        assert wrap("supercalifragilistic", measure, width) == [
            "supercalifragilistic"[i:i + width] for i in range(0, 20, width)]


def test_an_opening_bracket_goes_down_with_what_it_opens():
    lines = wrap("只能自摸有混儿（万能牌）", measure, 16)
    assert all(not line.endswith("（") for line in lines), lines
