"""Parts of the settlement sheet (scenes/settlement.py): the score items' meaning lines and the
tiles a hovered item lights (items.py)."""
