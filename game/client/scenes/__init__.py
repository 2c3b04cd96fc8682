"""Scenes of the client: start, table, settlement, standings (see base.py for the lifecycle)."""
