"""What a player may do: one small frozen dataclass per action kind.

Every action names its `seat`. Tiles are physical tile ids (ints of the variant's TileSet),
except `ConcealedKong`, which names the kind (all four copies in the hand go into the kong).
`to_json()` / `action_from_json()` round-trip for the action log; a bad log entry raises
`NotationError` saying what is wrong. Variants may add their own action kinds with
`register_action` (a unique `TYPE` string is the only requirement).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar, Union

from .errors import NotationError
from .tiles import Tile


class ActionBase:
    """Shared by every action kind: `Kind.from_json(obj)` reads one back (and checks its kind)."""

    __slots__ = ()

    @classmethod
    def from_json(cls, obj: Any) -> Any:
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


Action = Union[Discard, Chow, Pung, Kong, AddedKong, ConcealedKong, Win, Pass]

ACTION_TYPES: dict[str, type] = {}


def register_action(cls: type) -> type:
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


def _int(obj: dict, key: str, where: str) -> int:
    value = obj.get(key)
    if not isinstance(value, int) or isinstance(value, bool):
        raise NotationError(f"{where}: field {key!r} must be an integer, got {value!r}")
    return value


def _ints(obj: dict, key: str, n: int, where: str) -> tuple[int, ...]:
    value = obj.get(key)
    if not isinstance(value, list) or len(value) != n or \
            not all(isinstance(v, int) and not isinstance(v, bool) for v in value):
        raise NotationError(f"{where}: field {key!r} must be a list of {n} integers, got {value!r}")
    return tuple(value)


def action_from_json(obj: Any) -> Any:
    """Read one action written by `to_json()`; raise NotationError naming the bad field."""
    if not isinstance(obj, dict):
        raise NotationError(f"an action must be a JSON object, got {obj!r}")
    name = obj.get("type")
    cls = ACTION_TYPES.get(name) if isinstance(name, str) else None
    if cls is None:
        raise NotationError(f"unknown action type {name!r}: use one of {', '.join(sorted(ACTION_TYPES))}")
    where = f"{name} action"
    seat = _int(obj, "seat", where)
    if not 0 <= seat <= 3:
        raise NotationError(f"{where}: seat must be 0..3, got {seat}")
    if cls in (Discard, AddedKong):
        return cls(seat, _int(obj, "tile", where))
    if cls in (Chow, Pung):
        return cls(seat, _ints(obj, "tiles", 2, where))
    if cls is Kong:
        return cls(seat, _ints(obj, "tiles", 3, where))
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
    return read(obj)
