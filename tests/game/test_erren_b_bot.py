"""二人麻将 bots under scoring option B (docs/rules/two-player-71.md §7 B): the routes and plans
are table B's (its names, its ranking, no thirteen orphans); under option A they stay A's."""
from game.bots.policies.erren import choose_target, erren_routes
from game.bots.policies.erren_b import routes_b, steer, table_b, target_b
from rules.tiles import parse_tiles


def _counts(text):
    counts = [0] * 34
    for t in parse_tiles(text):
        counts[t.index] += 1
    return counts


def test_table_b_routes_name_its_fans_and_drop_thirteen_orphans():
    a = erren_routes(27, 27)
    b = routes_b(a)
    assert any(r.shape == "orphans" for r in a) and not any(r.shape == "orphans" for r in b)
    names_b = {r.names[0] for r in b}
    assert {"箭刻", "断幺", "碰碰胡", "七对", "清一色"} <= names_b and "番牌" not in names_b
    value = {r.names[0]: r.value for r in b}
    assert value["七对"] == steer(24) > value["清一色"] == steer(16) > value["碰碰胡"] == steer(6)


def test_the_plan_follows_the_table_in_force():
    target = choose_target(_counts("1122m5588p3399s7z"), (), 28, 27)    # six pairs: 七对子 2 in A
    plans_b = target_b(target).plans
    assert [p.name_zh for p in target.plans] == ["七对子"] and [p.name_zh for p in plans_b] == ["七对"]
    assert plans_b[0].value == steer(24) > target.plans[0].value
    assert table_b({"scoring": "B"}) and not table_b({})
