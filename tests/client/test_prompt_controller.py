"""The prompt controller without a window: a real match's legal actions in, typed button commands
out; a hotkey means its button's command; 换三张 picks toggle; a warned discard waits for Confirm
or Cancel; a timed claim passes by itself. No display, no scene: the model is fed the session's
events directly."""
import ast
from pathlib import Path

from rules import actions as act

from game.client.presenting.caption_kit import Caption
from game.client.scenes.table_parts.input_keys import KIND_KEYS
from game.client.presenting.model import TableModel
from game.client.scenes.table_parts import prompt_controller
from game.client.scenes.table_parts.prompt_controller import Confirm, PromptController, Reply, UiCommand
from game.client.scenes.table_parts.prompts import CHOW_MENU_CAPTION
from game.client.variants.base import DiscardWarning
from game.session import MatchSession


def drive(variant, seed, wanted, options=None, max_steps=5000):
    """Play a match (the human answers with the first discard, or passes) until the human is asked
    what `wanted(actions)` accepts; the controller, opened on those actions, with its session."""
    session = MatchSession(variant=variant, seed=seed, human=0, options=options)
    model = None
    for _ in range(max_steps):
        events = session.poll_events(0)
        if model is None and events:
            seats = len(getattr(events[0], "seat_winds", ()) or ()) or 4
            model = TableModel(human_player=0, names=[f"p{i}" for i in range(seats)], viewer=0)
        for event in events:
            model.apply(event)
        if session.waiting_for_human():
            actions = session.human_actions()
            if wanted(actions):
                controller = PromptController(model)
                return controller, session, actions
            answer = next((a for a in actions if isinstance(a, act.Pass)), None) \
                or next((a for a in actions if isinstance(a, act.Discard)), actions[0])
            session.act(answer)
        elif not session.step():
            break
    raise AssertionError("the match never asked that")


def is_claim(actions):
    return any(isinstance(a, act.Pass) for a in actions) and any(isinstance(a, act.Pung) for a in actions)


def test_the_controller_module_imports_no_pygame():
    tree = ast.parse(Path(prompt_controller.__file__).read_text(encoding="utf-8"))
    imported = {alias.name for node in ast.walk(tree) if isinstance(node, ast.Import) for alias in node.names}
    imported |= {node.module or "" for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)}
    assert not {name for name in imported if name.split(".")[0] in ("pygame", "pygame_gui")}


def test_a_turn_selects_the_drawn_tile_and_its_buttons_are_legal_commands():
    controller, session, actions = drive("guobiao", 3, lambda acts: any(isinstance(a, act.Discard) for a in acts))
    caption = controller.open(actions, "normal", None)
    assert isinstance(caption, Caption)
    assert controller.prompt is not None and controller.prompt.kind == "turn"
    tiles = controller.human_tiles()
    assert controller.selected == len(tiles) - 1            # the drawn tile, preselected
    for entry in controller.entries():                        # discards are not buttons
        assert isinstance(entry.command, (act.ActionBase, UiCommand, Confirm))
        if isinstance(entry.command, act.ActionBase):
            assert entry.command in actions
    found = controller.discard_at(controller.selected)
    assert found is not None and found[0] in actions and found[1] is None
    assert controller.discard_at(None) is None


def test_claim_buttons_are_the_legal_actions_and_keys_mean_their_commands():
    controller, session, actions = drive("guobiao", 1, is_claim)
    controller.open(actions, "normal", None)
    row = controller.lay_out()
    commands = [e.command for e in row]
    others = [a for a in actions if not isinstance(a, act.Discard)]
    shown = [c for c in commands if isinstance(c, act.ActionBase)]
    chows = [a for a in others if isinstance(a, act.Chow)]
    if len(chows) > 1:          # several chows hide behind one 吃… button
        assert UiCommand.CHOW_MENU in commands
        shown += chows
    assert sorted(shown, key=str) == sorted(others, key=str)
    pass_action = next(a for a in actions if isinstance(a, act.Pass))
    pung = next(a for a in actions if isinstance(a, act.Pung))
    assert controller.command_for_key(KIND_KEYS["pass"][0], row) == pass_action
    assert controller.command_for_key(KIND_KEYS["pung"][0], row) == pung
    assert row[commands.index(pung)].label.endswith(" P")     # the key is on the button
    assert controller.press(pung) == Reply(send=pung)
    assert controller.offered(pung)
    controller.sent(pung)
    assert controller.prompt is None and controller.entries() == []


def test_the_chow_menu_opens_and_closes_and_stops_the_claim_clock():
    controller, session, actions = drive("guobiao", 1, is_claim)
    asked = controller.open(actions, "normal", 2.0)
    assert controller.countdown == 2.0
    # the menu says what it asks (the claim's words named Pass, which the menu does not show)
    assert controller.press(UiCommand.CHOW_MENU) == Reply(caption=CHOW_MENU_CAPTION, rebuild=True)
    assert controller.chow_menu and "Back (Esc)" in CHOW_MENU_CAPTION.en and "返回" in CHOW_MENU_CAPTION.zh
    assert controller.entries()[-1].command is UiCommand.BACK
    assert controller.tick_countdown(5.0) is None             # choosing among chows: the clock stops
    assert controller.press(UiCommand.BACK) == Reply(caption=asked, rebuild=True) and not controller.chow_menu
    assert controller.tick_countdown(1.0) is None
    assert isinstance(controller.tick_countdown(1.5), act.Pass)   # out of time: 过


def test_exchange_picks_toggle_and_make_the_legal_pick():
    controller, session, actions = drive("sichuan", 5, lambda acts: any(type(a).__name__ == "ExchangeThree"
                                                                         for a in acts),
                                         options={"exchange_three": True})
    controller.open(actions, "normal", None)
    assert controller.prompt is not None and controller.prompt.exchange
    tiles = controller.human_tiles()
    by_suit = {}
    for i, t in enumerate(tiles):
        by_suit.setdefault(t.kind.suit, []).append(i)
    mixed = [indices[0] for indices in by_suit.values()][:3]
    for index in mixed:
        assert controller.toggle_pick(index)
    ((label, _, command),) = controller.entries()
    assert command is UiCommand.NONE and "3/3" in label          # picked, but not a legal pick
    assert not controller.toggle_pick(next(i for i in range(len(tiles)) if i not in mixed))   # full
    for index in mixed:
        assert controller.toggle_pick(index)                     # put back
    assert controller.picks == []
    same = next(indices for indices in by_suit.values() if len(indices) >= 3)[:3]
    for index in same:
        controller.toggle_pick(index)
    assert controller.raised_indices() == set(same)
    chosen = controller.exchange_choice()
    assert chosen is not None and chosen in actions
    ((_, _, command),) = controller.entries()
    assert command is chosen
    controller.sent(chosen)
    assert controller.passed_on == tuple(chosen.tiles) and controller.picks == []


def test_a_warned_discard_waits_for_confirm_or_cancel():
    controller, session, actions = drive("guobiao", 3, lambda acts: any(isinstance(a, act.Discard) for a in acts))
    controller.open(actions, "normal", None)
    action, _ = controller.discard_at(controller.selected)
    warning = DiscardWarning(Caption("真的打吗？", "Really?"), ("打出", "Discard it"))
    assert controller.ask_first(action, warning) == warning.caption
    first, second = controller.entries()
    assert first.command == Confirm(action) and second.command is UiCommand.CANCEL
    assert controller.wordy
    assert controller.press(first.command) == Reply(send=action)
    reply = controller.press(UiCommand.CANCEL)
    assert reply.rebuild and reply.send is None and reply.caption is not None
    assert controller.confirm is None and all(not isinstance(e.command, Confirm) for e in controller.entries())
    assert controller.press(UiCommand.NONE) == Reply()         # a greyed button sends nothing


def test_a_followed_hint_selects_its_tile_or_focuses_its_button():
    controller, session, actions = drive("guobiao", 1, is_claim)
    controller.open(actions, "normal", None)
    pung = next(a for a in actions if isinstance(a, act.Pung))
    assert controller.follow(pung) is False
    row = [e.command for e in controller.entries()]
    assert controller.focused_command(row) == pung


def test_a_chow_tip_names_the_one_opponent_at_two_seats():
    """二人: the chow button's tip said 'the left player's tile'; there is one opponent."""
    from game.client.display import lang
    chow = act.Chow(0, (1, 2))
    before = lang.current()
    try:
        lang.set_language("en")
        two = PromptController(TableModel(human_player=0, names=["p0", "p1"], viewer=0))
        four = PromptController(TableModel(human_player=0, names=["p0", "p1", "p2", "p3"], viewer=0))
        assert "opponent" in (two.tooltip(chow) or "") and "left player" not in (two.tooltip(chow) or "")
        assert "left player" in (four.tooltip(chow) or "")
    finally:
        lang.set_language(before)


def test_every_answer_tooltip_says_more_than_its_button():
    """A tester hovered 过 and its tooltip read 过 (胡 read 和牌, Win read Win)."""
    from game.client.scenes.table_parts.prompts import CLAIM_LABELS, CLAIM_LABELS_EN, CLAIM_TIPS
    for kind, (zh, en) in CLAIM_TIPS.items():
        assert zh.startswith(CLAIM_LABELS[kind] + "：") and len(zh) > len(CLAIM_LABELS[kind]) + 3, kind
        assert en.startswith(CLAIM_LABELS_EN[kind] + ": "), kind
