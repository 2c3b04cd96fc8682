"""Rule-based players: `act(view, legal) -> action`. No pygame here."""
