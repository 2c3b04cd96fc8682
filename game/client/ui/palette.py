"""The colours of every screen (RGB, RGBA with an alpha), named for what they paint."""
from __future__ import annotations

Colour = tuple[int, ...]   # (r, g, b) or (r, g, b, a)

# The table and every screen drawn on its felt.
FELT: Colour = (22, 96, 60)
FELT_DARK: Colour = (12, 62, 38)
GOLD: Colour = (236, 196, 84)
CREAM: Colour = (245, 239, 220)
RED: Colour = (200, 40, 36)
SHADOW: Colour = (0, 0, 0, 70)
MUTED: Colour = (190, 200, 190)          # secondary lines on the sheets and screens
FOCUS: Colour = (255, 214, 90)           # the keyboard focus ring

# The teaching cards (rules browser, calculator, the table's teaching panel, the log).
CARD_BG: Colour = (8, 30, 20, 225)
POPUP_BG: Colour = (8, 30, 20, 255)     # hover popups are opaque: nothing of the table shows through
CARD_EDGE: Colour = (217, 194, 122)
NOTE: Colour = (185, 196, 186)           # the cards' secondary text
GREY: Colour = (140, 146, 140)
GOOD: Colour = (140, 220, 150)
BAD: Colour = (240, 150, 120)

# Tags on the name plates (marks.py and the presenters' marks).
MARK_GREY: Colour = (110, 116, 110)
MARK_RED: Colour = (190, 36, 36)
MARK_PURPLE: Colour = (120, 60, 160)
MARK_PINK: Colour = (200, 80, 130)
MARK_ORANGE: Colour = (196, 110, 20)

# Banners over the table.
BANNER_GREY: Colour = (90, 90, 90)
BANNER_PINK: Colour = (200, 70, 120)
NOTE_PINK: Colour = (255, 170, 190)      # a doubled hand's note on the settlement sheet

# The suits, as their tiles' ink (万 red, 筒 blue, 条 green).
SUIT_COLOURS: dict[str, Colour] = {"m": (196, 40, 40), "p": (40, 90, 190), "s": (20, 128, 66)}

# The theme's button colours (assets/theme.json), for buttons painted into a picture
# rather than made as widgets (the room-rules panel).
BUTTON_BG: Colour = (31, 77, 54)
BUTTON_HOVER: Colour = (44, 106, 74)
BUTTON_CHOSEN: Colour = (201, 162, 39)
BUTTON_EDGE: Colour = (217, 194, 122)
BUTTON_EDGE_LIT: Colour = (255, 224, 138)
CHOSEN_TEXT: Colour = (26, 26, 26)
HOVER_TEXT: Colour = (255, 255, 255)
FIXED_TEXT: Colour = (214, 220, 205)
