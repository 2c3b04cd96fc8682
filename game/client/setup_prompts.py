"""The human's set-up steps (a variant's choices before play: 定缺, 换三张, 坐庄, 拉庄 ...): button
labels, the caption that explains the step, and a pick of tiles. Pure: every button is one of the
legal actions the session gave; the client only words them (facts such as "you hold 3 万" help a
beginner choose, they decide nothing). The words are each variant's presenter's.
"""
from __future__ import annotations

from typing import Optional, Sequence

from rules.actions import ActionBase
from rules.tiles import Tile

from .caption_kit import Caption
from .variants import all_presenters, pick_actions, setup_actions

PICK_SIZE = 3        # a pick passes three tiles (换三张)


def action_type(action: ActionBase) -> str:
    """The action's TYPE ("discard", "choose_void" ...)."""
    return getattr(action, "TYPE", type(action).__name__.lower())


def is_setup(actions: Sequence[ActionBase]) -> bool:
    """Every action is a variant's set-up step (a prompt of its own kind)."""
    steps = setup_actions()
    return bool(actions) and all(type(a) in steps for a in actions)


def is_pick(action: ActionBase) -> bool:
    """The action passes tiles the player picks in his hand (换三张), not a button."""
    return type(action) in pick_actions()


def setup_label(action: ActionBase, hand_kinds: Sequence[Optional[Tile]] = ()) -> Optional[tuple[str, str, str]]:
    """(button label, object id, tooltip) for a set-up action; None for other kinds (and picks)."""
    owner = setup_actions().get(type(action))
    label = owner.setup_actions.get(type(action)) if owner is not None else None
    return label(action, hand_kinds) if label is not None else None


def setup_caption(actions: Sequence[ActionBase]) -> Optional[Caption]:
    """The caption that explains the set-up step these actions offer (None: not a set-up step)."""
    kinds = {type(a) for a in actions}
    for presenter in all_presenters():
        caption = presenter.setup_caption(kinds)
        if caption is not None:
            return caption
    return None


def exchange_action_for(picked: Sequence[Tile], actions: Sequence[ActionBase],
                        kinds_of: dict[int, Tile]) -> Optional[ActionBase]:
    """The legal pick action that passes the picked tile kinds (the engine names the lowest ids
    of each kind, so tiles of a kind are interchangeable); None if the pick is not legal."""
    if len(picked) != PICK_SIZE:
        return None
    want = sorted(k.index for k in picked)
    for action in actions:
        if not is_pick(action):
            continue
        have = [kinds_of.get(t) for t in getattr(action, "tiles", ())]
        if None not in have and sorted(k.index for k in have) == want:
            return action
    return None
