"""The app's services beside its loop and scene stack (game/client/app.py): the notices, the
player's settings, the saved match and its journal, the bug report. Each is imported with its
first use (a launch that needs none loads none: docs/client.md "Launch time")."""
