"""What a player may do: one small frozen dataclass per action kind.

Every action names its `seat`. Tiles are physical tile ids (ints of the variant's TileSet),
except `ConcealedKong`, which names the kind (all four copies in the hand go into the kong).
`to_json()` / `action_from_json()` round-trip for the action log; a bad log entry raises
`NotationError` saying what is wrong. Variants may add their own action kinds with
`register_action` (a unique `TYPE` string is the only requirement).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar, Optional

from .errors import NotationError
from .tiles import WIND_LETTERS, Tile
from .variants.book import Words

MAX_SEATS = len(WIND_LETTERS)   # a table has a seat per wind at most


class ActionBase:
    """The base type of every action, the core's and the variants' (`register_action`): it names
    its `seat`, writes itself with `to_json()`, and `Kind.from_json(obj)` reads one back (and
    checks its kind)."""

    __slots__ = ()
    TYPE: ClassVar[str] = "action"
    # A set-up step's choice (定缺, 换三张, 坐庄, 拉庄) names its step in words; None for play.
    SETUP_STEP: ClassVar[Optional[Words]] = None
    seat: int                       # a field of every action kind

    def choice_words(self) -> Optional[Words]:
        """A set-up choice in the table's own words (天津 拉一庄) where its fields alone would read
        as raw values; None: the fields say it."""
        return None

    def to_json(self) -> dict[str, Any]:
        """{"type": TYPE, "seat": ..., fields...} (each kind writes its own)."""
        raise NotImplementedError(f"{type(self).__name__} does not say how to write itself")

    @classmethod
    def from_json(cls, obj: Any) -> ActionBase:
        """Read an action of this kind back (NotationError for another kind or a bad field)."""
        action = action_from_json(obj)
        if cls is not ActionBase and not isinstance(action, cls):
            raise NotationError(f"expected a {cls.TYPE} action, got {obj.get('type')!r}")
        return action


@dataclass(frozen=True, slots=True)
class Discard(ActionBase):
    seat: int
    tile: int
    TYPE: ClassVar[str] = "discard"

    def to_json(self) -> dict:
        return {"type": self.TYPE, "seat": self.seat, "tile": self.tile}


@dataclass(frozen=True, slots=True)
class Chow(ActionBase):
    seat: int
    tiles: tuple[int, int]  # the two tiles taken from the hand
    TYPE: ClassVar[str] = "chow"

    def to_json(self) -> dict:
        return {"type": self.TYPE, "seat": self.seat, "tiles": list(self.tiles)}


@dataclass(frozen=True, slots=True)
class Pung(ActionBase):
    seat: int
    tiles: tuple[int, int]
    TYPE: ClassVar[str] = "pung"

    def to_json(self) -> dict:
        return {"type": self.TYPE, "seat": self.seat, "tiles": list(self.tiles)}


@dataclass(frozen=True, slots=True)
class Kong(ActionBase):
    """A melded kong on a discard (大明杠): three tiles from the hand."""

    seat: int
    tiles: tuple[int, int, int]
    TYPE: ClassVar[str] = "kong"

    def to_json(self) -> dict:
        return {"type": self.TYPE, "seat": self.seat, "tiles": list(self.tiles)}


@dataclass(frozen=True, slots=True)
class AddedKong(ActionBase):
    """The fourth tile added to one's own melded pung (加杠)."""

    seat: int
    tile: int
    TYPE: ClassVar[str] = "added_kong"

    def to_json(self) -> dict:
        return {"type": self.TYPE, "seat": self.seat, "tile": self.tile}


@dataclass(frozen=True, slots=True)
class ConcealedKong(ActionBase):
    seat: int
    kind: Tile
    TYPE: ClassVar[str] = "concealed_kong"

    def to_json(self) -> dict:
        return {"type": self.TYPE, "seat": self.seat, "kind": str(self.kind)}


@dataclass(frozen=True, slots=True)
class Win(ActionBase):
    """和: on one's own draw, on a discard, or robbing an added kong (the state says which)."""

    seat: int
    TYPE: ClassVar[str] = "win"

    def to_json(self) -> dict:
        return {"type": self.TYPE, "seat": self.seat}


@dataclass(frozen=True, slots=True)
class Pass(ActionBase):
    seat: int
    TYPE: ClassVar[str] = "pass"

    def to_json(self) -> dict:
        return {"type": self.TYPE, "seat": self.seat}


ACTION_TYPES: dict[str, type[ActionBase]] = {}


def discard_tile(action: ActionBase) -> Optional[int]:
    """The tile an action throws: a discard's, or a declaration's that plays as one (二人 报听,
    天津 扣听: a variant's action with a `plays_as()` Discard)."""
    if isinstance(action, Discard):
        return action.tile
    plays_as = getattr(action, "plays_as", None)
    played = plays_as() if callable(plays_as) else None
    return played.tile if isinstance(played, Discard) else None


def register_action(cls: type[ActionBase]) -> type[ActionBase]:
    """Add an action kind (also usable as a class decorator by variant modules)."""
    name = getattr(cls, "TYPE", None)
    if not isinstance(name, str) or not name:
        raise ValueError(f"{cls.__name__} needs a TYPE string to be registered")
    if ACTION_TYPES.get(name, cls) is not cls:
        raise ValueError(f"action type {name!r} is already registered by {ACTION_TYPES[name].__name__}")
    ACTION_TYPES[name] = cls
    return cls


for _cls in (Discard, Chow, Pung, Kong, AddedKong, ConcealedKong, Win, Pass):
    register_action(_cls)


def _int(obj: dict[str, Any], key: str, where: str) -> int:
    value = obj.get(key)
    if not isinstance(value, int) or isinstance(value, bool):
        raise NotationError(f"{where}: field {key!r} must be an integer, got {value!r}")
    return value


def _ints(obj: dict[str, Any], key: str, n: int, where: str) -> tuple[int, ...]:
    value = obj.get(key)
    if not isinstance(value, list) or len(value) != n or \
            not all(isinstance(v, int) and not isinstance(v, bool) for v in value):
        raise NotationError(f"{where}: field {key!r} must be a list of {n} integers, got {value!r}")
    return tuple(value)


def action_from_json(obj: Any) -> ActionBase:
    """Read one action written by `to_json()`; raise NotationError naming the bad field."""
    if not isinstance(obj, dict):
        raise NotationError(f"an action must be a JSON object, got {obj!r}")
    name = obj.get("type")
    cls = ACTION_TYPES.get(name) if isinstance(name, str) else None
    if cls is None:
        raise NotationError(f"unknown action type {name!r}: use one of {', '.join(sorted(ACTION_TYPES))}")
    where = f"{name} action"
    seat = _int(obj, "seat", where)
    if not 0 <= seat < MAX_SEATS:
        raise NotationError(f"{where}: seat must be 0..{MAX_SEATS - 1}, got {seat}")
    if cls in (Discard, AddedKong):
        return cls(seat, _int(obj, "tile", where))
    if cls is Chow:
        return Chow(seat, _ints(obj, "tiles", 2, where))  # type: ignore[arg-type]  # _ints checked 2
    if cls is Pung:
        return Pung(seat, _ints(obj, "tiles", 2, where))  # type: ignore[arg-type]  # _ints checked 2
    if cls is Kong:
        return Kong(seat, _ints(obj, "tiles", 3, where))  # type: ignore[arg-type]  # _ints checked 3
    if cls is ConcealedKong:
        kind = obj.get("kind")
        if not isinstance(kind, str):
            raise NotationError(f"{where}: field 'kind' must be a tile such as \"5m\", got {kind!r}")
        return cls(seat, Tile.parse(kind))
    if cls in (Win, Pass):
        return cls(seat)
    # a variant's own action kind reads itself (it must define `read_json`)
    read = getattr(cls, "read_json", None)
    if read is None:
        raise NotationError(f"action type {name!r} cannot be read back (no read_json)")
    action = read(obj)
    assert isinstance(action, ActionBase)
    return action
