"""`Forward`: an attribute of the table scene that lives on one of its pieces.

Panels, screens and tests read the table by its old names (`table.prompt`, `table.queue`,
`table.selected` ...); since the split the state is the driver's or the prompt controller's, and
the scene forwards each name to its owner, typed, instead of a copy that could drift.
"""
from __future__ import annotations

from typing import Any, Generic, TypeVar, cast, overload

T = TypeVar("T")


class Forward(Generic[T]):
    """A typed attribute read from (and written to) `piece`, the scene's attribute that owns it."""

    def __init__(self, piece: str) -> None:
        self.piece = piece
        self.name = ""

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    @overload
    def __get__(self, obj: None, owner: type) -> "Forward[T]": ...

    @overload
    def __get__(self, obj: object, owner: type) -> T: ...

    def __get__(self, obj: object, owner: type) -> "Forward[T] | T":
        if obj is None:
            return self
        value: Any = getattr(getattr(obj, self.piece), self.name)
        return cast(T, value)

    def __set__(self, obj: object, value: T) -> None:
        setattr(getattr(obj, self.piece), self.name, value)
