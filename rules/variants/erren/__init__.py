"""二人麻将（71张）, two players with 71 of the 136 tiles: docs/rules/two-player-71.md.

`scoring` is §7 option A (the riichi-style 番 table in `rows`, counted from the readings of
`reading`), the win rules and the `hand` object of `main.py score`; `options` holds every
[decision] of the reference as a rule option and the fixed decisions (`NOTES`); `book` the
rules-book text. The table procedure (deck and reserve, the exchange, 报听's automatic play,
海底捞月, the dealer) and the `Variant` record come with the table hooks.
"""
