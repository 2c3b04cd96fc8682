"""One variant, one presenter: the client finds a variant's side through its registry and
dispatches the variant's events by class; the scenes reach each other by name; the plan says
what sounds and when; seats are counted, not assumed; the table's notes come from game/teaching."""
import ast
import dataclasses
import importlib
from pathlib import Path

import pytest

from game.client.presenting.animation_plan import plan_event
from game.client.app import App
from game.client.display.layout import TableLayout, seat_on_side, side_of
from game.client.presenting.model import TableModel
from game.client.presenting.plan_kit import BOT_PAUSE, DISCARD_FLY, Plan, Visual
from game.client.scenes import SCENES
from game.client.presenting.table_state import Change
from game.client.variants import BASE, presenter_for, presenter_of
from game.teaching.table_notes import missed_claim_note
from rules.events import Discarded, Event, HandStarted
from rules.tiles import Tile
from rules.variants.registry import all_variants

SCENES_DIR = Path(__file__).resolve().parents[2] / "game" / "client" / "scenes"


def variant_events(name):
    """The event classes of a variant's own events module (none when it has no events of its own)."""
    try:
        module = importlib.import_module(f"rules.variants.{name}.events")
    except ModuleNotFoundError:
        return set()
    return {obj for obj in vars(module).values()
            if isinstance(obj, type) and issubclass(obj, Event) and obj.__module__ == module.__name__}


def test_the_registry_finds_each_variant_by_id_and_alias_and_the_base_for_the_rest():
    for variant in all_variants():
        presenter = presenter_for(variant.name)
        assert presenter.name == variant.name
        assert all(presenter_for(alias) is presenter for alias in variant.aliases)
    assert presenter_for("") is BASE and presenter_for("no such variant") is BASE
    assert presenter_of(Discarded) is None          # a common event is the base files' own


@pytest.mark.parametrize("variant", [v.name for v in all_variants()])
def test_every_event_of_a_variant_is_declared_by_its_presenter_alone(variant):
    own = variant_events(variant)
    presenter = presenter_for(variant)
    assert set(presenter.events) == own
    for cls in own:
        assert presenter_of(cls) is presenter
        view = presenter.events[cls]
        assert view.caption is not None, cls.__name__   # every event says something (or None on purpose)


def test_a_variant_event_before_the_first_hand_adopts_its_presenter_and_a_hand_starts_fresh():
    from rules.variants.tianjin.events import WindsDrawn
    model = TableModel(human_player=0)
    assert model.presenter is BASE
    throw = WindsDrawn(session=0, attempt=0, places=(0, 1, 2, 3), thrower=0, values=(3, 4), first=2,
                       order=(2, 3, 0, 1), winds=("E", "S", "W", "N"), again=False)
    model.apply(throw)
    assert model.presenter is presenter_for("tianjin")
    assert model.seat_throw.values == (3, 4) and model.seat_throw.order == (2, 3, 0, 1)
    before = model.variant_state
    model.apply(HandStarted(variant="tianjin", hand_no=0, dealer=0, round_wind="E",
                            seat_winds=("E", "S", "W", "N")))
    assert model.variant_state is not before and model.seat_throw is not None   # the 打风 stays


def test_sides_for_two_three_and_four_players():
    assert [side_of(s, 0, 2) for s in range(2)] == [0, 2]            # the opponent at the top
    assert [side_of(s, 1, 3) for s in range(3)] == [3, 0, 1]         # 上家 left, 下家 right
    assert [side_of(s, 2) for s in range(4)] == [2, 3, 0, 1]
    assert seat_on_side(2, 0, 3) is None and seat_on_side(1, 0, 3) == 1 and seat_on_side(2, 1, 2) == 0
    model = TableModel(human_player=0, names=["你", "阿明", "小红"])
    assert len(model.seats) == 3 and model.seat_of_player == [0, 1, 2]
    assert [model.side_of(s) for s in range(3)] == [0, 1, 3]
    assert [model.seat_on_side(side) for side in range(4)] == [0, 1, None, 2]


def test_the_plan_carries_the_sounds_and_the_app_plays_only_what_it_says():
    model = TableModel(human_player=0)
    layout = TableLayout(1280, 800)
    event = Discarded(seat=1, tile=5, kind=Tile.parse("1m"), from_draw=False)
    plan = plan_event(event, Change(event), model, layout, Visual(), "normal", True)
    assert plan.sounds == [("discard", pytest.approx(BOT_PAUSE + DISCARD_FLY))]

    class Board:
        def __init__(self):
            self.played = []

        def play(self, name):
            self.played.append(name)
            return True

    app = App((1024, 640), resizable=False)
    app.sound = Board()
    table = type("Table", (), {"demo": False, "settings": dataclasses.make_dataclass("S", [("human", object, None)])()})()
    app.present(table, event, Plan(sounds=[("dice", 0.0), ("hu", 0.5)]))
    assert app.sound.played == ["dice"] and app.pending_sounds == [["hu", 0.5]]
    app.present(table, event, Plan(sounds=[("kong", 0.0)]), quiet=True)    # a resumed hand catching up
    assert app.sound.played == ["dice"]
    app.stack.clear()


def _runtime_imports(path):
    """Modules a file imports when it runs (not under `if TYPE_CHECKING:`)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    hidden = {id(n) for node in ast.walk(tree) if isinstance(node, ast.If) and getattr(node.test, "id", "") == "TYPE_CHECKING"
              for sub in node.body for n in ast.walk(sub)}
    out = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and id(node) not in hidden:
            out.add(("." * node.level) + (node.module or ""))
    return out


def test_no_scene_imports_another_they_are_reached_by_name():
    scenes = {p.stem for p in SCENES_DIR.glob("*.py")} - {"__init__", "base", "table_view"}
    for path in SCENES_DIR.glob("*.py"):
        if path.stem == "__init__":
            continue
        others = {m for m in _runtime_imports(path) if m.startswith(".") and not m.startswith("..")}
        assert not {m.lstrip(".") for m in others} & scenes, (path.name, others)
    assert set(SCENES) >= {"start", "table", "settlement", "standings", "menu", "settings", "rules", "calculator"}
    app = App((1024, 640), resizable=False)
    settings = app.push("settings")
    assert isinstance(settings, SCENES["settings"]) and app.stack.top is settings
    with pytest.raises(KeyError):
        app.make("no such screen")
    app.stack.clear()


def test_the_missed_claim_notes_are_worded_by_the_teaching():
    from types import SimpleNamespace

    from rules.variants.suzhou.view import SuzhouView

    kind = Tile.parse("5p")

    def view(held, **blocks):
        """A stand-in seat view: the 苏州 record and a hand holding `held` of the kind."""
        return SimpleNamespace(extra=SuzhouView(**blocks), hand_kinds=(kind,) * held)

    note = missed_claim_note(view(2, no_pung=("5p",)), kind)
    assert note is not None and note.zh.startswith("漏碰") and kind.name_zh in note.zh and kind.name_en in note.en
    assert missed_claim_note(view(1, no_pung=("5p",)), kind) is None          # one tile cannot pung anyway
    assert missed_claim_note(view(2, no_pung=("6p",)), kind) is None
    assert missed_claim_note(view(0, no_win=True), kind).zh.startswith("漏胡")
    assert missed_claim_note(view(3), kind) is None


def test_every_event_has_one_row_found_by_its_class():
    """A common event has a row of the same form as a variant's own (apply, caption, plan); the
    lookup is by class, and a variant's part of a common row replaces only that part."""
    from rules import events as ev

    from game.client.presenting.common_events import COMMON_EVENTS, row_of, rows_of
    common = {obj for obj in vars(ev).values()
              if isinstance(obj, type) and issubclass(obj, Event) and obj is not Event and obj.__module__ == ev.__name__}
    assert set(COMMON_EVENTS) == common
    assert all(row.apply is not None and row.caption is not None for row in COMMON_EVENTS.values())
    assert rows_of(BASE) == COMMON_EVENTS
    for variant in all_variants():
        presenter = presenter_for(variant.name)
        rows = rows_of(presenter)
        assert set(rows) == common | set(presenter.events)
        for cls, row in presenter.events.items():
            assert rows[cls] is row and row_of(cls) is row
        for cls, own in presenter.common_events.items():
            for part in ("apply", "caption", "plan", "step", "log"):
                mine = getattr(own, part)
                assert getattr(rows[cls], part) is (mine if mine is not None else getattr(COMMON_EVENTS[cls], part))
    erren = rows_of(presenter_for("erren"))
    assert erren[ev.Discarded].apply is COMMON_EVENTS[ev.Discarded].apply       # the model's change is common
    assert erren[ev.Discarded].caption is not COMMON_EVENTS[ev.Discarded].caption   # the words are two players'
    assert row_of(ev.TilesDealt).step == "deal" and row_of(ev.Discarded).step is None


def test_a_drawn_hand_heading_claims_nothing_the_variant_does_not_do():
    # 天津 and 苏州 keep the dealer after 荒庄 and 天津 still pays kongs: the shared heading says
    # only that nobody won, in both languages alike
    from game.client.variants import presenter_for
    for variant in ("guobiao", "tianjin", "suzhou"):
        zh, en = presenter_for(variant).end_title()
        assert zh.startswith("荒庄") and "没有人和牌" in zh
        assert "nobody won" in en and "No payments" not in en and "passes on" not in en


def test_sichuans_formula_names_who_pays_a_discard_win():
    from game.client.variants import presenter_for
    from rules.events import Won
    from rules.scoring import ScoreResult
    score = ScoreResult(win=True, total=1, unit="fan")
    won = Won(seat=1, tile=0, kind=None, from_seat=0, self_drawn=False, robbed_kong=False, hand=(), hand_kinds=(),
              melds=(), score=score)
    zh, en = presenter_for("sichuan").formula(won, {})
    assert "放炮者付" in zh and "每家付" not in zh and "the discarder pays" in en
    drawn = Won(seat=1, tile=0, kind=None, from_seat=None, self_drawn=True, robbed_kong=False, hand=(), hand_kinds=(),
                melds=(), score=score)
    assert "每家付" in presenter_for("sichuan").formula(drawn, {})[0]
