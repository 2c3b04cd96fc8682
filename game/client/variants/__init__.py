"""The variants' presenters, by name: the only client module that spells a variant's name.

    presenter_for("sichuan")     -> its Presenter (an alias works too; an unknown name: the base)
    presenter_of(TilesExchanged) -> the presenter whose variant has that event (None: a common one)

A new variant's client side is one file, game/client/variants/<name>.py with a `PRESENTER`,
and one line in `_MODULES` below. Its rule options need nothing here: the room-rules panel
(game/client/scenes/room_rules.py) reads them from the variant's record.

The presenters are imported at the first call that needs one (a table, the calculator, the
rules browser), not at import: the start screen's first frame needs none.
"""
from __future__ import annotations

import importlib
from functools import cache
from typing import TYPE_CHECKING, Optional

from game.teaching.i18n import Bi
from rules.variants.registry import get_variant

if TYPE_CHECKING:
    from rules.actions import ActionBase
    from rules.events import Event

    from .base import Declaration, Presenter

# variant id -> its presenter's module in this package
_MODULES: dict[str, str] = {"guobiao": "guobiao", "sichuan": "sichuan", "tianjin": "tianjin", "suzhou": "suzhou",
                            "erren": "erren"}


@cache
def _presenters() -> dict[str, Presenter]:
    """Every variant's presenter, imported on first use."""
    return {name: importlib.import_module(f"{__name__}.{module}").PRESENTER for name, module in _MODULES.items()}


@cache
def _owners() -> dict[type, Presenter]:
    return {cls: p for p in _presenters().values() for cls in p.events}


@cache
def _base() -> Presenter:
    from .base import Presenter
    return Presenter()


def __getattr__(name: str) -> Presenter:
    """`BASE`: a variant with nothing of its own (a table before its first hand), made on first use."""
    if name == "BASE":
        return _base()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def presenter_for(name: str) -> Presenter:
    """The presenter of variant `name` (its id or an alias); the base for an unknown name."""
    try:
        return _presenters().get(get_variant(name).name, _base())
    except ValueError:
        return _base()


def presenter_of(event_type: type[Event]) -> Optional[Presenter]:
    """The presenter whose variant declares this event class (None: a common event)."""
    return _owners().get(event_type)


def all_presenters() -> tuple[Presenter, ...]:
    """Every variant's presenter, in the registry's order."""
    return tuple(_presenters().values())


def setup_actions() -> dict[type[ActionBase], Presenter]:
    """Every variant's set-up action classes, with the presenter that words them."""
    return {cls: p for p in _presenters().values() for cls in p.setup_actions}


def pick_actions() -> tuple[type[ActionBase], ...]:
    """The set-up actions that pick tiles of the hand (换三张)."""
    return tuple(cls for p in _presenters().values() for cls in p.pick_actions)


def declarations() -> dict[type[ActionBase], Declaration]:
    """Every variant's discard-with-a-declaration action classes (报听), with their button's
    words, theme id and hotkey."""
    return {cls: words for p in _presenters().values() for cls, words in p.declarations.items()}


def banner_words() -> dict[str, tuple[str, str]]:
    """The words of every variant's banners, (Chinese, English)."""
    return {word: pair for p in _presenters().values() for word, pair in p.banner_words.items()}


def flag_names() -> dict[str, Bi]:
    """The calculator's words for every variant's own win conditions, in the registry's order."""
    return {flag: words for p in _presenters().values() for flag, words in p.flag_names.items()}


def narrated_events() -> dict[str, type[Event]]:
    """action TYPE -> the event that shows it, for every variant's own actions."""
    return {kind: cls for p in _presenters().values() for kind, cls in p.narrated.items()}
