"""The hand calculator's model (calculator_model.py, no pygame): the hand being built, its modes
and what `rules` scores it at. scenes/calculator.py draws it."""
