"""The replay viewer's pieces (scenes/replay_viewer.py wires them): the log cut into hands and
steps (steps.py, no pygame), the table as it stood at a step and the words of every step
(table_at.py), the controls' state (player.py, no pygame) and the painting (paint.py). Not
scenes: nothing here is made by name."""
