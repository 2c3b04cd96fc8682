"""What a tester read at a 四川 (血战到底) table that was not true of it: the log button's tip
named 吃 (四川 has no chow), a self-draw said "另外几家都要付" when only one player was left to pay,
and hand 2 began under hand 1's 缺 badges and its dealer's 庄."""
import pytest

from game.client.app import Settings
from game.client.display import lang
from game.client.presenting.animation_plan import caption_for
from game.client.presenting.model import TableModel
from game.client.scenes.table import TableScene
from game.session import MatchSession
from rules.actions import Kong, Win
from rules.engine import legal_actions
from rules.events import DiceRolled, HandStarted, Won
from rules.variants.sichuan.events import DEALER_THROW, WinPaid
from tests.rules.helpers_engine import act, find
from tests.rules.sichuan_scenarios import discard_kind, sc_deal

NAMES = ["你", "阿明", "小红", "老王"]


@pytest.fixture(autouse=True)
def _language():
    lang.set_language("zh")
    yield
    lang.set_language("both")


# ---------------------------------------------------------------- the log button's tip

@pytest.mark.parametrize("variant,claims", [("sichuan", "碰杠"), ("guobiao", "吃碰杠")])
def test_the_log_buttons_tip_names_the_claims_the_table_has(app, variant, claims):
    app.stack.clear()
    scene = app.push(TableScene(app, Settings(variant=variant, seed=3, pace="fast", name="Tester",
                                              claim_seconds=0)))
    try:
        tip = scene.log_panel.button.tool_tip_text
        assert tip == f"本盘记录：谁摸了、打了、{claims}了什么（L）"      # full-width brackets in Chinese
        lang.set_language("en")
        assert scene.log_panel.tip().endswith("paid (L)")
    finally:
        app.stack.clear()


# ---------------------------------------------------------------- who pays a self-draw

def _self_draws(seed: int, options: dict) -> list[tuple[str, str, list[int], dict[int, str]]]:
    """(the self-draw's caption, its WinPaid's caption, the seats the WinPaid takes money from,
    each other seat's name as the captions say it) for every self-drawn win of a bots' match of
    two hands, seen from seat 0."""
    session = MatchSession(variant="sichuan", seed=seed, human=None, options=options)
    model = TableModel(human_player=0, names=NAMES, viewer=0)
    model.adopt_match(session)
    found, caption, names = [], None, {}
    for hand in range(2):
        while session.step():
            pass
        for event in session.poll_events(0):
            model.apply(event)
            if isinstance(event, Won) and event.self_drawn:
                caption = caption_for(event, model).what_zh
                names = {seat: "你" if seat == 0 else NAMES[model.player_at(seat)] for seat in range(4)
                         if seat != event.seat}
            elif isinstance(event, WinPaid) and caption is not None:
                paid = caption_for(event, model).what_zh
                found.append((caption, paid, sorted({t.payer for t in event.transfers}), names))
                caption = None
        if hand == 0:
            session.next_hand()
    return found


def test_a_self_draw_is_paid_by_the_players_the_rules_charge_and_named_so():
    """血战: the winners before have left. A tester read "另外几家都要付" when three had won and only
    老王 was left; the win's caption no longer guesses, and the payment's caption names the payers
    read off the rules' own transfers."""
    named = 0
    for seed in (2, 3, 7):
        for caption, paid, payers, names in _self_draws(seed, {}):
            assert "付" not in caption, caption
            if len(payers) == 3:
                assert "另外几家都要付" in paid, paid
                continue
            named += 1
            assert "另外几家" not in paid and "，由" in paid, paid
            for seat, name in names.items():
                assert (name in paid.split("分数")[0]) == (seat in payers), (paid, payers)
    assert named >= 3


def test_under_bloody_river_every_other_player_pays_a_self_draw():
    found = _self_draws(1, {"play_on": "bloody_river"})
    assert found
    for _caption, paid, payers, _ in found:
        assert len(payers) == 3 and "另外几家都要付" in paid


@pytest.mark.parametrize("rule,pays", [("self_drawn", "另外几家都要付"), ("discarder", "由你付")])
def test_a_win_on_a_fed_kongs_replacement_names_its_payers(rule, pays):
    """点杠花 (option dian_gang_hua "discarder"): the player who fed the kong pays alone."""
    options = {"dian_gang_hua": rule}
    state, events = sc_deal({0: "13579m2468m13p79p5p", 1: "555p123m456m789m9m"}, tail="9m",
                            voids={seat: "s" for seat in range(4)}, options=options)
    events = list(events)
    state, more = discard_kind(state, 0, "5p")
    events += more
    state, more = act(state, find(legal_actions(state, 1), Kong)[0])
    events += more
    state, more = act(state, Win(1))
    events += more
    model = TableModel(human_player=0, names=NAMES)
    model.options = options
    captions = []
    for event in events:
        model.apply(event)
        if isinstance(event, WinPaid):
            captions.append(caption_for(event, model).what_zh)
    assert len(captions) == 1 and f"，{pays}，" in captions[0], captions


# ---------------------------------------------------------------- hand 2 starts clean

def test_hand_two_starts_without_hand_ones_voids_or_dealer():
    """Bots play hand 1 to its end and hand 2 begins: during hand 2's throw for the dealer no
    plate shows hand 1's 缺 or exchange marks and no seat is the dealer; HandStarted then names
    the dealer the dice chose."""
    session = MatchSession(variant="sichuan", seed=1, human=None, options={"exchange_three": True})
    model = TableModel(human_player=0, names=NAMES, viewer=0)
    model.adopt_match(session)
    while session.step():
        pass
    for event in session.poll_events(0):
        model.apply(event)
    assert all(model.presenter.plate_marks(model, seat) for seat in range(4))   # hand 1 ends with its 缺
    session.next_hand()
    while session.step():
        pass
    throws = 0
    thrown_dealer = None
    for event in session.poll_events(0):
        model.apply(event)
        if isinstance(event, DiceRolled) and event.purpose == DEALER_THROW:
            throws += 1
            assert model.hand_no == 1 and not model.dealer_known
            assert [model.presenter.plate_marks(model, seat) for seat in range(4)] == [[]] * 4
            thrown_dealer = (event.seat + sum(event.values) - 1) % 4
        if isinstance(event, HandStarted):
            assert model.dealer_known and model.dealer == thrown_dealer
            assert [model.presenter.plate_marks(model, seat) for seat in range(4)] == [[]] * 4
            break
    assert throws == 1


def test_a_forced_win_says_why_there_is_no_pass():
    """The last four tiles: only 胡 is offered; the caption said "or press 过; when time runs out
    you pass" beside a lone 胡 button (a tester)."""
    from types import SimpleNamespace
    from game.client.variants.sichuan import PRESENTER
    from rules.actions import Pass, Win
    model = SimpleNamespace(options={"forced_win_tiles": 4})
    caption = PRESENTER.prompt_caption(model, 0, [Win(0)])
    assert caption is not None and "最后4张牌：能和必须和" in caption.zh and "过" not in caption.zh
    assert caption.en.startswith("The last 4 tiles: a player who can win must win")
    assert PRESENTER.prompt_caption(model, 0, [Win(0), Pass(0)]) is None
