"""The human's set-up steps (a variant's choices before play: 定缺, 换三张, 坐庄, 拉庄 ...): button
labels, the caption that explains the step, and a pick of tiles. Pure: every button is one of the
legal actions the session gave; the client only words them (facts such as "you hold 3 万" help a
beginner choose, they decide nothing). The words are each variant's presenter's.
"""
from __future__ import annotations

from typing import Optional, Sequence

from game.client.presenting.caption_kit import Caption
from game.client.variants import all_presenters, pick_actions, setup_actions
from game.client.variants.base import PickRule
from rules.actions import ActionBase
from rules.tiles import Tile


def action_type(action: ActionBase) -> str:
    """The action's TYPE ("discard", "choose_void" ...)."""
    return action.TYPE


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


def pick_rule(actions: Sequence[ActionBase]) -> Optional[PickRule]:
    """How a pick of hand tiles answers this prompt (its pick actions' presenter's rule), or None."""
    for action in actions:
        if is_pick(action):
            for presenter in all_presenters():
                rule = presenter.pick_rules.get(type(action))
                if rule is not None:
                    return rule
    return None


def pick_choice(seat: int, picked: Sequence[int], actions: Sequence[ActionBase],
                kinds_of: dict[int, Tile]) -> Optional[ActionBase]:
    """The legal pick action the picked tiles (ids) make, or None (the variant's pick rule:
    three of a suit for 换三张, any number for an exchange with the reserve)."""
    rule = pick_rule(actions)
    return rule.choice(seat, picked, [a for a in actions if is_pick(a)], kinds_of) if rule is not None else None
