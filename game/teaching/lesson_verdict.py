"""Why a learner's move is not a lesson step's move, in words (game/teaching/lessons.py judges):

    not_this(step, view, expected, Discard(0, 12), refused=None)
      -> "Your move (discard 1 Character) is allowed, but it is not the one this step asks for.
          <the step's why>"

The move is named in the review's words (game/review/cost.py `action_words`), an honour by its
full Chinese name as the lessons write it (红中, not 中). A move the rules refuse gets the rules'
reason (why_not.refusal, given as `refused`) and the move the step asks for. A move the rules allow
gets the step's own `why`, which names the move the lesson wants in the lesson's words; a step
without one gets the move it asks for. Each part is a sentence of its own, closed by its stop.
"""
from __future__ import annotations

import re
from typing import Optional, Sequence

from rules.actions import ActionBase, Chow, Kong, Pung
from rules.engine import SeatView
from rules.tiles import Tile

from .i18n import Bi, join
from .lesson_file import Step

# An honour's name in full, as a Chinese player says it and the lessons write it (the tile's own
# name is its one character: 中).
FULL_HONOUR_ZH = {"东": "东风", "南": "南风", "西": "西风", "北": "北风", "中": "红中", "发": "发财", "白": "白板"}
STOPS = ("。", "！", "？", ".", "!", "?", "…")


def tile_words(tile: Tile) -> Bi:
    """A tile's name in a lesson's words: 红中 / Red Dragon, 三条 / 3 Bamboo."""
    return Bi(FULL_HONOUR_ZH.get(tile.name_zh, tile.name_zh) if tile.suit == "z" else tile.name_zh, tile.name_en)


def _named_kinds(view: SeatView, action: ActionBase) -> list[Tile]:
    """The kinds an action names: its own tiles (of the seat's hand), its kind, the tile it claims."""
    data = action.to_json()
    ids = ([data["tile"]] if isinstance(data.get("tile"), int) else []) + \
        [t for t in data.get("tiles", []) if isinstance(t, int)]
    kinds = [view.hand_kinds[view.hand.index(t)] for t in ids if t in view.hand]
    if isinstance(data.get("kind"), str):
        kinds.append(Tile.parse(str(data["kind"])))
    if isinstance(action, (Chow, Pung, Kong)) and view.window_tile is not None:
        kinds.append(view.window_tile[2])
    return kinds


def _full_honours(zh: str, kinds: Sequence[Tile]) -> str:
    """The review's Chinese words with each honour the action names written in full (碰中 -> 碰红中).
    The words of an action kind hold none of the honours' characters (打 吃 碰 杠 报听 定缺 ...)."""
    short = {k.name_zh for k in kinds if k.suit == "z" and k.name_zh in FULL_HONOUR_ZH}
    if not short:
        return zh
    return re.sub("[" + "".join(sorted(short)) + "]", lambda m: FULL_HONOUR_ZH[m.group()], zh)


def move_words(view: SeatView, action: ActionBase) -> Bi:
    """A learner's move in a few words ("打三条" / "discard 3 Bamboo", "碰红中" / "pung Red Dragon";
    a claim built without tiles: its kind and the tile it claims)."""
    from game.review.cost import action_head, action_words   # the review's words (imports the bots)
    if isinstance(action, (Chow, Pung, Kong)) and not action.tiles:
        head = action_head(action)
        if view.window_tile is None:
            return head
        tile = tile_words(view.window_tile[2])
        return Bi(head.zh + tile.zh, f"{head.en} {tile.en}")
    words = action_words(view, action)
    return Bi(_full_honours(words.zh, _named_kinds(view, action)), words.en)


def sentence(text: Bi) -> Bi:
    """`text` closed by a full stop in each language, unless it ends with its own stop."""
    zh, en = text.zh.rstrip(), text.en.rstrip()
    return Bi(zh if zh.endswith(STOPS) else zh.rstrip("，,；;：:") + "。",
              en if en.endswith(STOPS) else en.rstrip("，,；;：:") + ".")


def sentences(parts: Sequence[Bi]) -> Bi:
    """Sentences one after the other: each closed by its stop, a space between them in English."""
    return join((sentence(p) for p in parts if p.zh.strip() or p.en.strip()), Bi("", " "))


def not_this(step: Step, view: SeatView, expected: Sequence[ActionBase], action: ActionBase,
             refused: Optional[Bi]) -> Bi:
    """Why the learner's `action` is not `step`'s move: the move named, the rules' reason when
    they refuse it (`refused`) and the move the step asks for (`expected`: its legal taught
    actions); for a move the rules allow, the lesson's own why (which names the move it wants)
    or, without one, the move the step asks for."""
    yours = move_words(view, action)
    asked = join([move_words(view, a) for a in expected], Bi("或", " or "))
    asks_for = Bi("这一步要的是：", "This step asks for: ") + asked if asked.zh or asked.en else None
    if refused is not None:           # the rules' reason says enough of a refused move
        said = [Bi(f"你的这一步（{yours.zh}）不行：", f"Your move ({yours.en}) is refused: ") + refused]
        return sentences(said + ([asks_for] if asks_for is not None else []))
    why = step.why
    if why is not None or asks_for is None:
        said = [Bi(f"你的这一步（{yours.zh}）规则允许，但不是这一步要的",
                   f"Your move ({yours.en}) is allowed, but it is not the one this step asks for")]
        return sentences(said + ([why] if why is not None else []))
    return sentences([Bi(f"你的这一步（{yours.zh}）规则允许，但这一步要的是：{asked.zh}",
                         f"Your move ({yours.en}) is allowed, but this step asks for: {asked.en}")])
