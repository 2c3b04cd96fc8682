"""The match history's pieces (scenes/history_scene.py): what a log is opened with and the three
things done with one (actions.py: review, replay, export), the rows' words (rows.py, pure),
the painted list (page.py) and the Review / Replay / Export buttons of the settlement sheet, the
standings and the Esc menu (log_buttons.py)."""
