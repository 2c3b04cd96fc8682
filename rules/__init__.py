"""The rules core: pure Python, standard library only. Never imports pygame or game/."""
