"""The settings screen's pages (scenes/settings_scene.py): which setting is on which page, and
the key page where the table's claim keys are changed."""
