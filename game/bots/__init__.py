"""Rule-based players: `decide(view, legal) -> Decision` (the action and its reasons). No pygame here."""
