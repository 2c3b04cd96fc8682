"""The sheet's transfer lines across its two columns (settlement_parts/flow.py)."""
from game.client.scenes.settlement_parts.flow import flow_lines

HEIGHTS = {"title": 20, "note": 16, "line": 16, "gap": 4}


def _titles(placed, column):
    return [p.text for p in placed if p.column == column and p.kind == "title"]


def test_a_group_cut_by_the_foot_is_named_again_and_one_that_ended_is_not():
    lines = [("title", "Kongs"), ("line", "a"), ("line", "b"), ("gap", ""),
             ("title", "Refunds"), ("line", "c"), ("gap", "")]
    # the first column holds Kongs and its two lines exactly; its gap falls at the foot
    placed, left = flow_lines(lines, HEIGHTS, [(0, 52), (0, 200)], 10, " (cont.)")
    assert left == 0
    assert _titles(placed, 0) == ["Kongs"] and _titles(placed, 1) == ["Refunds"]   # no "Kongs (cont.)"
    # cut inside the group: the next column names it again
    placed, _ = flow_lines(lines, HEIGHTS, [(0, 40), (0, 200)], 10, " (cont.)")
    assert _titles(placed, 1)[0] == "Kongs (cont.)"
    assert [p.text for p in placed if p.kind == "line"] == ["a", "b", "c"]


def test_lines_with_no_room_left_are_counted():
    lines = [("title", "Wins")] + [("line", str(n)) for n in range(10)]
    placed, left = flow_lines(lines, HEIGHTS, [(0, 60), (0, 60)], 10, " (cont.)")
    assert left == 10 - sum(1 for p in placed if p.kind == "line") and left > 0
