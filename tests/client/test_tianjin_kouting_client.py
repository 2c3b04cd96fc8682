"""天津 扣听 at the client (option kou_ting): every event of a bot match under the 扣听·金杠胡
preset applies to the table model and is captioned in both languages; a 扣听 seat's plate shows
its mark; the declaration is a discard button of its own."""
from game.client.display import lang
from game.client.presenting.animation_plan import caption_for
from game.client.presenting.model import TableModel
from game.client.variants import presenter_for
from game.session import MatchSession
from rules.variants.tianjin import VARIANT
from rules.variants.tianjin.events import DeclareKouTing, KouTingDeclared


def test_a_kou_ting_match_is_shown_and_captioned():
    session = MatchSession("tianjin", seed=7, human=None, bot_kind="default",
                           options=dict(VARIANT.preset("kou_ting_room").values))
    model = TableModel(human_player=0)
    declared = []
    for _ in range(4000):
        for event in session.poll_events(0):
            model.apply(event)
            caption = caption_for(event, model)
            if isinstance(event, KouTingDeclared):
                declared.append(event.seat)
                assert caption is not None and "扣听" in caption.zh and "Kou ting" in caption.en
                marks = [m.key for m in model.presenter.plate_marks(model, event.seat)]
                assert "kou_ting" in marks
        if declared or not session.step():
            break
    assert declared, "no 扣听 in the first hand of this seed"
    presenter = presenter_for("tianjin")
    assert DeclareKouTing in presenter.declarations
    assert presenter.declarations[DeclareKouTing].words == ("扣听", "Kou ting")
    assert lang.current() in ("zh", "en", "both")
