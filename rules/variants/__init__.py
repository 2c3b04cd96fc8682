"""Variants: one module per ruleset, each filling every slot (tiles, shapes, fans, settlement)."""
