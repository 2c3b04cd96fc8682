"""Typed errors of the rules core: each message says what is wrong so a person can act on it."""


class NotationError(ValueError):
    """A tile or hand string that cannot be read."""


class IllegalAction(ValueError):
    """An action the rules do not allow in the current state (the state is left untouched)."""
