"""The hint card in the window shows the danger line of a dangerous hinted discard (issue 28),
below the reason, in the language chosen: a 苏州 table (seed 3) where the hint's discard is
dangerous against the seat on the right, who shows five flowers; at 1024x640 in zh and en."""
import pygame
import pytest

from game.client.app import App, Settings
from game.client.display import lang
from game.client.scenes.settlement import SettlementScene
from game.client.scenes.table import TableScene
from game.client.teaching import hint_card
from game.client.ui.palette import BAD
from game.teaching.danger import danger_line
from tests.client.variant_driver import post_key

FRAME = 1 / 60
VARIANT, SEED = "suzhou", 3


@pytest.fixture(scope="module")
def app():
    application = App((1024, 640), resizable=False)
    yield application
    application.stack.clear()


def first_dangerous_hint(app, scene, max_frames=60_000):
    """Play the hints until one warns of danger; that hint (the table stops on its prompt)."""
    for _ in range(max_frames):
        assert not isinstance(app.stack.top, SettlementScene), "the hand ended with no dangerous hint"
        prompt = scene.prompt
        if prompt is not None and not scene.queue and not scene.timeline.running and app.stack.top is scene:
            panel = scene.teaching
            given = panel.ready_hint()
            if panel.hint_prompt is not prompt:
                post_key(pygame.K_F1)
            elif given is not None:
                if given.danger is not None:
                    return given
                scene._act(given.action)
        app.frame(FRAME)
    raise AssertionError("no dangerous hint")


@pytest.mark.slow
def test_the_hint_card_shows_the_danger_line_in_the_chosen_language(app, monkeypatch, tmp_path):
    lang.set_language("both")
    scene = TableScene(app, Settings(variant=VARIANT, seed=SEED, pace="fast", name="Tester"))
    app.push(scene)
    given = first_dangerous_hint(app, scene)
    view = scene.session.view(0)
    kind = view.hand_kinds[view.hand.index(given.action.tile)].index
    assert given.danger == danger_line(view, scene.session.human_actions(), kind)   # true for this table
    assert "下家" in given.danger_zh and "亮出5张花牌" in given.danger_zh
    drawn: list[tuple[str, tuple]] = []
    real = hint_card.draw_wrapped

    def spy(surface, painter, text, size, colour, x, y, width):
        drawn.append((text, tuple(colour)))
        return real(surface, painter, text, size, colour, x, y, width)

    monkeypatch.setattr(hint_card, "draw_wrapped", spy)
    for code, words in (("zh", given.danger_zh), ("en", given.danger_en)):
        lang.set_language(code)
        drawn.clear()
        app.frame(FRAME)
        assert (words, tuple(BAD)) in drawn, drawn
        pygame.image.save(app.screen, str(tmp_path / f"hint-danger-{code}.png"))
    app.stack.clear()
    lang.set_language("both")
