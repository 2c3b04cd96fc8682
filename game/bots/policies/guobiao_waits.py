"""国标 waits weighed by how often they arrive: per live copy, a wait on an honour or a 1/9 comes
in more often than one on a 3-7 or a 4-6 (opponents who fold let the outer tiles go first)."""
from __future__ import annotations

from typing import Mapping

from rules.tiles import NUM_PLAY_KINDS

from ..defence import tile_class

# Arrivals per live copy per own turn of a ready seat's legal wait, against the mean (four
# experts' self-play, ~1900 wins, notes B15g3; seeds 301-303 again 1.47 / 1.58 / 1.10 / 0.91 /
# 0.86, notes B15g4).
CLASS_WEIGHTS: Mapping[str, float] = {"honor": 1.37, "terminal": 1.44, "two_eight": 1.18,
                                      "three_seven": 0.88, "middle": 0.87}


def wait_weights(classes: Mapping[str, float] = CLASS_WEIGHTS) -> list[float]:
    """Per kind, what one live copy of a wait on it counts for: its tile class's weight."""
    return [classes[tile_class(k)] for k in range(NUM_PLAY_KINDS)]
