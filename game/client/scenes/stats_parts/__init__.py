"""The statistics screen's pieces (scenes/stats_scene.py wires them): what a page shows, from the
kept hands, mistakes and lessons progress (model.py, no pygame), the charts (charts.py) and the
page painted in one picture (page.py)."""
