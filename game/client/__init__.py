"""The pygame-ce / pygame_gui client: scenes, layout, tile drawing, tweens, sound and input."""
