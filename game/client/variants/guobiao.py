"""国标 in the client: the reference the other variants are described against; its settlement
states a total of 番, its wins pay 番 + 8 from the discarder and 8 from the others."""
from __future__ import annotations

from game.teaching.i18n import Bi

from .base import Presenter


class GuobiaoPresenter(Presenter):
    """国标 at the table: the common presentation, its settlement stating a total of 番."""

    name = "guobiao"
    tab_en = "MCR"
    joins_terms = False            # "共 24 番": the 番 of the items are not written out
    win_rule = ("点炮者付 番数+8，另两家各付底分 8；自摸每家付 番数+8",
                "on a discard the discarder pays fans + 8, the others 8; self-drawn: each pays fans + 8")

    def __init__(self) -> None:
        super().__init__()
        # the calculator's word for 国标's own flag (地和 / 人胡 of the option blessings)
        self.flag_names = {"from_dealer": Bi("和庄家打的牌", "On the dealer's discard")}


PRESENTER = GuobiaoPresenter()
