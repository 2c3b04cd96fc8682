"""The table's teaching panel, one small widget per teaching feature (game/client/teaching/panel.py
is the coordinator the table holds). Each widget reads the table only through `ports.TableForPanel`
(what the panel may use of the table), never the table scene itself.

- ports.py: the seams (TableForPanel, AppForPanel, SeatViews)
- cards.py: where the cards go (the left column, the tracker's room) and their kept text lines
- reading.py: the human seat's view and its waits, worked out off the frame
- toolbar.py: the six toggle buttons (hint, waits, tracker, undo, rules, language) and their keys
- hint_card.py: the hint asked for, its card; highlights.py: the gold frames on what it names
- waits_card.py: the waits (or the discards that leave the hand ready); discard_hover.py: the
  waits a hovered discard would leave
- tile_tracker.py: the unseen copies of every kind
- toast.py: the short note over the caption; why_not_input.py: a refused click or key, explained
- missed_win.py: a complete hand that is no win (the 胡 button is absent), said why
- narration.py: the demo's card, why the last bot played what it did
"""
