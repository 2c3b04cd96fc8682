"""The variants' presenters, by name: the only client module that spells a variant's name.

    presenter_for("sichuan")     -> its Presenter (an alias works too; an unknown name: the base)
    presenter_of(TilesExchanged) -> the presenter whose variant has that event (None: a common one)

A new variant's client side is one file, game/client/variants/<name>.py with a `PRESENTER`,
and one line in `_PRESENTERS` below.
"""
from __future__ import annotations

from typing import Optional

from rules.actions import ActionBase
from rules.events import Event
from rules.variants.registry import get_variant

from game.teaching.i18n import Bi

from .base import Declaration, Presenter
from .erren import PRESENTER as ERREN
from .guobiao import PRESENTER as GUOBIAO
from .sichuan import PRESENTER as SICHUAN
from .suzhou import PRESENTER as SUZHOU
from .tianjin import PRESENTER as TIANJIN

_PRESENTERS: dict[str, Presenter] = {"guobiao": GUOBIAO, "sichuan": SICHUAN, "tianjin": TIANJIN, "suzhou": SUZHOU,
                                     "erren": ERREN}
BASE = Presenter()       # a variant with nothing of its own (a table before its first hand)
_OWNERS: dict[type, Presenter] = {cls: p for p in _PRESENTERS.values() for cls in p.events}


def presenter_for(name: str) -> Presenter:
    """The presenter of variant `name` (its id or an alias); the base for an unknown name."""
    try:
        return _PRESENTERS.get(get_variant(name).name, BASE)
    except ValueError:
        return BASE


def presenter_of(event_type: type[Event]) -> Optional[Presenter]:
    """The presenter whose variant declares this event class (None: a common event)."""
    return _OWNERS.get(event_type)


def all_presenters() -> tuple[Presenter, ...]:
    """Every variant's presenter, in the registry's order."""
    return tuple(_PRESENTERS.values())


def setup_actions() -> dict[type[ActionBase], Presenter]:
    """Every variant's set-up action classes, with the presenter that words them."""
    return {cls: p for p in _PRESENTERS.values() for cls in p.setup_actions}


def pick_actions() -> tuple[type[ActionBase], ...]:
    """The set-up actions that pick tiles of the hand (换三张)."""
    return tuple(cls for p in _PRESENTERS.values() for cls in p.pick_actions)


def declarations() -> dict[type[ActionBase], Declaration]:
    """Every variant's discard-with-a-declaration action classes (报听), with their button's
    words, theme id and hotkey."""
    return {cls: words for p in _PRESENTERS.values() for cls, words in p.declarations.items()}


def banner_words() -> dict[str, tuple[str, str]]:
    """The words of every variant's banners, (Chinese, English)."""
    return {word: pair for p in _PRESENTERS.values() for word, pair in p.banner_words.items()}


def flag_names() -> dict[str, Bi]:
    """The calculator's words for every variant's own win conditions, in the registry's order."""
    return {flag: words for p in _PRESENTERS.values() for flag, words in p.flag_names.items()}


def room_options() -> dict[str, Bi]:
    """Every room option a variant offers on the start screen, with its button's words."""
    return {key: words for p in _PRESENTERS.values() for key, words in p.room_options}


def narrated_events() -> dict[str, type[Event]]:
    """action TYPE -> the event that shows it, for every variant's own actions."""
    return {kind: cls for p in _PRESENTERS.values() for kind, cls in p.narrated.items()}
