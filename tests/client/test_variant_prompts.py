"""The human's variant steps in the table scene, driven by posted input (headless): set-up buttons
equal the legal actions, 换三张 by clicking tiles, the 混 discard warning (Cancel sends nothing),
the teaching toggle, and 混 faces drawn with their mark."""
import pygame
import pytest

from game.client.scenes.table_parts.blocked_note import blocked_note
from game.client.variants import sichuan, tianjin
from variant_driver import click, logged_actions, post_key, press, run_until, start, tile_centre


def setup_prompt(scene):
    return scene.prompt is not None and scene.prompt.kind == "setup" and not scene.timeline.running \
        and not scene.queue


def test_void_buttons_are_exactly_the_legal_choices(app):
    scene = start(app, "sichuan", 4)
    assert run_until(app, scene, setup_prompt, answer_setup=False)
    legal = scene.session.human_actions()
    shown = [a for a in scene.buttons.values() if not isinstance(a, (str, tuple))]
    assert sorted(a.suit for a in shown) == sorted(a.suit for a in legal) == ["m", "p", "s"]
    labels = sorted(b.text for b in scene.buttons)
    assert [label[:2] for label in labels] == sorted(["缺万", "缺筒", "缺条"])
    assert "定缺" in scene.caption.zh
    # Press 缺条: exactly that action is sent, and the plate shows it.
    button = next(b for b, a in scene.buttons.items() if getattr(a, "suit", None) == "s")
    press(app, button)
    assert logged_actions(scene)[-1] == {"type": "choose_void", "seat": scene.human_seat, "suit": "s"}
    assert run_until(app, scene, lambda s: sichuan.table_of(s.model).seats[s.human_seat].void == "s")


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_tianjin_sit_and_pull_buttons_are_the_legal_actions(app, seed):
    scene = start(app, "tianjin", seed)
    assert run_until(app, scene, setup_prompt, answer_setup=False, max_frames=4000)
    legal = scene.session.human_actions()
    shown = [a for a in scene.buttons.values() if not isinstance(a, (str, tuple))]
    assert sorted(shown, key=str) == sorted(legal, key=str)
    kind = type(legal[0]).__name__
    texts = {b.text for b in scene.buttons}
    if kind == "SitDealer":
        assert texts == {"坐庄 Sit ×2", "不坐 Don't sit"}
    else:
        assert texts == {"不拉 No pull", "拉一庄 Pull once", "拉两庄 Pull twice"}     # the factor (on top of a sit) is in the tips
    before = len(logged_actions(scene))
    press(app, next(iter(scene.buttons)))
    assert len(logged_actions(scene)) == before + 1


def test_exchange_three_by_clicking_tiles(app):
    scene = start(app, "sichuan", 5, options={"exchange_three": True})
    assert run_until(app, scene, setup_prompt, answer_setup=False)
    assert scene.prompt.exchange
    tiles = scene.human_tiles()
    suits = {}
    for i, t in enumerate(tiles):
        suits.setdefault(t.kind.suit, []).append(i)
    mixed = [idx[0] for idx in suits.values()][:3]
    for index in mixed:                      # one of each suit: not a legal pick
        click(tile_centre(scene, index))
        app.frame(1 / 60)
    ((label, _, action),) = scene.button_entries()
    assert action == "none" and "3/3" in label
    assert not logged_actions(scene)
    for index in mixed:                      # put them back
        click(tile_centre(scene, index))
        app.frame(1 / 60)
    assert scene.picks == []
    suit, indices = next((s, idx) for s, idx in suits.items() if len(idx) >= 3)
    for index in indices[:3]:
        click(tile_centre(scene, index))
        app.frame(1 / 60)
    assert scene.raised_indices() == set(indices[:3])
    chosen = scene.exchange_choice()
    assert chosen is not None and chosen in scene.session.human_actions()
    assert sorted(tiles[i].kind.index for i in indices[:3]) == \
        sorted(next(t.kind for t in tiles if t.id == tid).index for tid in chosen.tiles)
    press(app, next(b for b, a in scene.buttons.items() if a is chosen))
    assert logged_actions(scene)[-1]["type"] == "exchange_three"
    # After the exchange the human's hand is what the engine says.
    assert run_until(app, scene, lambda s: sichuan.table_of(s.model).exchange_direction is not None and not s.queue)
    me = scene.human_seat
    held = sorted(t.id for t in scene.human_tiles())
    assert held == sorted(scene.session.state.hands[me])


def hun_turn(scene):
    if scene.prompt is None or scene.prompt.kind != "turn" or scene.timeline.running or scene.queue:
        return False
    return any(scene.model.is_wildcard(t.kind) and t.id in scene.prompt.discards for t in scene.human_tiles())


@pytest.mark.slow
def test_the_hun_discard_warning_and_cancel_sends_nothing(app):
    for seed in range(1, 30):
        scene = start(app, "tianjin", seed)
        if run_until(app, scene, hun_turn, max_frames=2500):
            break
    else:
        pytest.fail("no turn with a 混 in hand in 29 seeds")
    index = next(i for i, t in enumerate(scene.human_tiles())
                 if scene.model.is_wildcard(t.kind) and t.id in scene.prompt.discards)
    tile_id = scene.human_tiles()[index].id
    before = len(logged_actions(scene))
    click(tile_centre(scene, index))          # select
    app.frame(1 / 60)
    click(tile_centre(scene, index))          # discard: the warning comes instead
    app.frame(1 / 60)
    assert scene.confirm is not None and scene.confirm.tile == tile_id
    assert "小相公" in scene.caption.zh
    assert {b.text for b in scene.buttons} == {"打出混儿 Discard it", "取消 Cancel"}
    assert len(logged_actions(scene)) == before
    cancel = next(b for b, a in scene.buttons.items() if a == "cancel")
    press(app, cancel)
    assert scene.confirm is None and scene.prompt is not None
    assert len(logged_actions(scene)) == before
    # Esc cancels too; the second time the player confirms with Enter.
    scene.selected = index
    post_key(pygame.K_RETURN)
    app.frame(1 / 60)
    assert scene.confirm is not None
    post_key(pygame.K_ESCAPE)
    app.frame(1 / 60)
    assert scene.confirm is None and len(logged_actions(scene)) == before
    scene.selected = index
    post_key(pygame.K_RETURN)
    app.frame(1 / 60)
    post_key(pygame.K_RETURN)
    app.frame(1 / 60)
    assert logged_actions(scene)[-1] == {"type": "discard", "seat": scene.human_seat, "tile": tile_id}
    assert run_until(app, scene, lambda s: tianjin.table_of(s.model).seats[s.human_seat].xiaoxianggong)


def test_hun_faces_carry_the_mark_wherever_they_are_drawn(app):
    scene = start(app, "tianjin", 3, human=None)
    calls = []
    images = scene.view.images
    original = images.face

    def spy(kind, w, h, turns=0, wild=False):
        calls.append((kind.index, wild))
        return original(kind, w, h, turns, wild)

    images.face = spy
    assert run_until(app, scene, lambda s: s.model.wildcards and sum(len(x.river) for x in s.model.seats) >= 8)
    wild = scene.model.wildcard_indices()
    assert wild
    marked = [k for k, h in calls if h]
    assert marked and all(k in wild for k in marked)
    assert all(h for k, h in calls if k in wild), "a 混 face was drawn without its mark"


def test_teaching_toggle_shows_bots_hands_from_the_unmasked_stream_only(app):
    scene = start(app, "guobiao", 6)
    assert scene.settings.show_hands is False and scene.toggle_button is not None
    assert run_until(app, scene, lambda s: s.prompt is not None and s.prompt.kind == "turn" and not s.queue)
    me = scene.human_seat
    bots = [s for s in range(4) if s != me]
    # The model the prompts read never knows a bot's concealed tile; the peek model does.
    assert all(t.kind is None for s in bots for t in scene.model.seats[s].hand)
    assert all(t.kind is not None for s in bots for t in scene.peek.seats[s].hand)
    calls = []
    original = scene.view.images.face
    scene.view.images.face = lambda kind, w, h, turns=0, wild=False: calls.append(turns) or original(kind, w, h, turns, wild)
    app.frame(1 / 60)
    off = len(calls)
    press(app, scene.toggle_button)
    assert scene.settings.show_hands is False      # a scored match asks first (issue 29)
    post_key(pygame.K_RETURN)
    app.frame(1 / 60)
    assert scene.settings.show_hands is True and scene.session.practice
    calls.clear()
    app.frame(1 / 60)
    bot_tiles = sum(scene.model.seats[s].concealed_count() for s in bots)
    assert len(calls) >= off + bot_tiles - 2
    assert all(t.kind is None for s in bots for t in scene.model.seats[s].hand)
    actions = scene.session.human_actions()
    assert set(scene.prompt.discards) == {a.tile for a in actions if type(a).__name__ == "Discard"}


def noted(scene, event):
    """The table's caption for another seat's discard the human may not claim (or None)."""
    return blocked_note(scene.session, scene.settings.human, scene.human_seat, event)


def test_lou_peng_and_lou_hu_are_noted_when_they_block_the_human(app):
    """苏州 漏碰 / 漏胡: a discard the human may not claim because of a claim he let go gets a
    caption (what is blocked comes from the session's view of the human)."""
    from collections import Counter
    from types import SimpleNamespace

    from rules.events import Discarded
    from rules.variants.suzhou.view import SuzhouView

    scene = start(app, "suzhou", 8)
    assert run_until(app, scene, lambda s: s.prompt is not None and s.prompt.kind == "turn" and not s.queue)
    counts = Counter(t.kind for t in scene.human_tiles())
    pair = next((k for k, n in counts.items() if n >= 2), None)
    single = next(k for k, n in counts.items() if n == 1)
    other = (scene.human_seat + 1) % 4
    hand = tuple(t.kind for t in scene.human_tiles())
    blocks = {"extra": SuzhouView()}
    scene.session.view = lambda player: SimpleNamespace(extra=blocks["extra"], hand_kinds=hand)
    assert noted(scene, Discarded(other, 999, single, False)) is None
    assert pair is not None, "this seed's first hand holds a pair"
    blocks["extra"] = SuzhouView(no_pung=(str(pair),))
    note = noted(scene, Discarded(other, 998, pair, False))
    assert note is not None and note.zh.startswith("漏碰") and pair.name_zh in note.zh
    # His own discard is never 'blocked'.
    assert noted(scene, Discarded(scene.human_seat, 997, pair, False)) is None
    blocks["extra"] = SuzhouView(no_win=True)
    note = noted(scene, Discarded(other, 996, single, False))
    assert note is not None and note.zh.startswith("漏胡")


def test_the_tiles_passed_on_stay_raised_until_the_exchange_moves_them(app):
    """换三张: after "Pass these three" the three tiles stay lifted in the hand (what the player
    sent, nothing more is known yet) until the exchange is shown; then none is lifted."""
    scene = start(app, "sichuan", 5, options={"exchange_three": True})
    assert run_until(app, scene, setup_prompt, answer_setup=False)
    suits = {}
    for i, t in enumerate(scene.human_tiles()):
        suits.setdefault(t.kind.suit, []).append(i)
    indices = next(idx for idx in suits.values() if len(idx) >= 3)[:3]
    for index in indices:
        click(tile_centre(scene, index))
        app.frame(1 / 60)
    chosen = scene.exchange_choice()
    press(app, next(b for b, a in scene.buttons.items() if a is chosen), frames=2)
    assert scene.prompt is None and sichuan.table_of(scene.model).exchange_direction is None
    assert {scene.human_tiles()[i].id for i in scene.raised_indices()} == set(chosen.tiles)
    assert run_until(app, scene, lambda s: sichuan.table_of(s.model).exchange_direction is not None)
    assert scene.raised_indices() == set()


def test_tianjin_pull_words_agree_and_never_give_a_pull_as_the_whole_stake():
    """A tester's slips: the banner called one pull "Pull ×2" and two "Pull ×2" too; the caption read
    "Wang (left) pull once; You pull twice"; and after the dealer sat, the prompt said a pull made
    the stakes ×2 (they are ×4: the pull doubles on top of the sit)."""
    from types import SimpleNamespace
    from game.client.variants import tianjin
    from rules.variants.tianjin.events import PullDealer, PullsRevealed
    assert tianjin.PRESENTER.banner_words["拉一庄"][1] == "Pull once"
    assert tianjin.PRESENTER.banner_words["拉两庄"][1] == "Pull twice"
    caption = tianjin.PRESENTER.setup_caption({PullDealer})
    assert "×2 more" in caption.en and "再×2" in caption.zh
    label = tianjin._pull_label(PullDealer(1, 1), ())
    assert label[0].endswith("Pull once") or label[0].startswith("拉一庄")
    seats = [SimpleNamespace(wind=w) for w in "ESWN"]
    model = SimpleNamespace(dealer=0, human_seat=2, names=["王", "明", "你", "红"], player_at=lambda s: s, seats=seats)
    said = tianjin._pulls_revealed_caption(PullsRevealed((0, 1, 2, 0)), model)
    assert "you pull twice" in said.what_en and "pulls once" in said.what_en and "does not pull" in said.what_en
