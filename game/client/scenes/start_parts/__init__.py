"""The start screen's pieces (scenes/start.py wires them): its painted base and felt
(start_paint.py), the saved matches and extras (start_extras.py), the variant cards' words."""
