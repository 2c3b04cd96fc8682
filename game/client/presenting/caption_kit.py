"""The words captions are made of: names of seats as the human sees them, verbs that agree,
tiles, winds, suits, sums and score units (pure; both languages), and the `Caption` they make:
what happened, and why. The captions of the common events (captions.py) and of each variant's own
(variants/) are written with them."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Optional, Sequence

from game.client.display import lang
from game.client.display.layout import side_of
from game.client.presenting.table_data import TableData
from game.teaching.i18n import Bi
from rules.scoring import ScoreResult
from rules.tiles import Tile

WIND_ZH = {"E": "东", "S": "南", "W": "西", "N": "北"}
WIND_EN = {"E": "East", "S": "South", "W": "West", "N": "North"}
# A seat by the screen side it sits on (the human at the bottom).
REL_ZH = {1: "下家", 2: "对家", 3: "上家"}
REL_EN = {1: "right", 2: "opposite", 3: "left"}
SUIT_ZH = {"m": "万", "p": "筒", "s": "条"}
SUIT_EN = {"m": "Characters", "p": "Dots", "s": "Bamboo"}
UNIT_ZH = {"fan": "番", "hua": "花"}
UNIT_EN = {"fan": "fans", "hua": "flowers"}


@dataclass(frozen=True)
class Caption:
    """A caption in both languages (lang.lines shows the one the player reads), made once: *what*
    happened (`what_zh`, `what_en`: the log's line) and, when a rule explains it, *why*. The table
    shows both (`zh`, `en`): the Chinese why follows at once, the English after a space."""

    what_zh: str
    what_en: str
    why: Optional[Bi] = None

    @property
    def what(self) -> Bi:
        """What happened, without the why."""
        return Bi(self.what_zh, self.what_en)

    @property
    def zh(self) -> str:
        """The whole caption in Chinese: what, then why."""
        return self.what_zh + (self.why.zh if self.why is not None else "")

    @property
    def en(self) -> str:
        """The whole caption in English: what, then why."""
        why = self.why.en if self.why is not None else ""
        return f"{self.what_en} {why}" if self.what_en and why else self.what_en or why

    def __str__(self) -> str:
        return f"{self.zh}  {self.en}"


def who(model: TableData, seat: int) -> tuple[str, str]:
    """(zh, en) name of a seat as the human sees it: 你 / You, else name and where they sit in
    full-width brackets ("小红（下家）"; the English names the bots in English: "Ming (right)")."""
    human = model.human_seat
    if human is not None and seat == human:
        return "你", "You"
    name = model.names[model.player_at(seat)]
    wind = model.seats[seat].wind
    if human is None:
        return f"{name}（{WIND_ZH[wind]}）", f"{lang.person_en(name)} ({WIND_EN[wind]})"
    rel = side_of(seat, human, len(model.seats))
    return f"{name}（{REL_ZH[rel]}）", f"{lang.person_en(name)} ({REL_EN[rel]})"


def player_words(model: TableData, player: int) -> tuple[str, str]:
    """(zh, en) name of a player before the seats are known: 你 / You for the human."""
    if not 0 <= player < len(model.names):
        return "东位", "East"
    if player == model.human_player:
        return "你", "You"
    return model.names[player], lang.person_en(model.names[player])


def verb(subject: str, third: str, base: str) -> str:
    """The English verb agreeing with a subject from `who`: "You draw", "Ming (right) draws"."""
    return base if subject == "You" else third


def poss(name: str) -> str:
    """The possessive of a name from `who`: "your", "Ming (right)'s"."""
    return "your" if name == "You" else f"{name}'s"


def obj(name: str) -> str:
    """A name from `who` inside a sentence: "you" for the human."""
    return "you" if name == "You" else name


def tile_names(kind: Optional[Tile]) -> tuple[str, str]:
    """(zh, en) name of a tile kind ("a tile" when hidden)."""
    if kind is None:
        return "一张牌", "a tile"
    return kind.name_zh, kind.name_en


def sum_text(values: Sequence[int]) -> str:
    """Dice as added up: "3+5=8"."""
    return "+".join(str(v) for v in values) + f"={sum(values)}"


def score_words(score: ScoreResult) -> tuple[str, str]:
    """'3番' / '3 fans', '12花' / '12 flowers', '6分' / '6 points' for a ScoreResult."""
    unit = getattr(score, "unit", "fan")
    many = UNIT_EN.get(unit, "points")
    return (f"{score.total}{UNIT_ZH.get(unit, '分')}",
            f"{score.total} {many[:-1] if score.total == 1 else many}")


def money(payments: Sequence[int], m: TableData) -> tuple[str, str]:
    """'阿明+2 小红−2' in seat order, names as the human sees them."""
    zh, en = [], []
    for seat, pay in enumerate(payments):
        if pay:
            name_zh, name_en = who(m, seat)
            zh.append(f"{name_zh}{pay:+d}")
            en.append(f"{name_en} {pay:+d}")
    return " ".join(zh), ", ".join(en)
