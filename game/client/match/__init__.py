"""The match behind a table: its settings (table_settings.py), the bots' worker thread
(decision_worker.py), a replay or lesson standing in for a live session (replay_session.py),
take-back in practice (undo.py) and the demo's narrator listening to the bots' decisions."""
