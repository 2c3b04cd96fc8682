"""The client's look in one place: the palette (`palette.py`), text helpers (`text.py`), the
painter every screen draws with (`painter.py`: felt, overlays, tiles, labels) and the widget and
panel helpers (`widgets.py`)."""
