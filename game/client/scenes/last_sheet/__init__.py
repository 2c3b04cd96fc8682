"""The last hand's settlement sheet opened again (issue 29): scene.py `SettlementAgainScene`,
reached by name ("settlement_again", scenes/__init__.py) from the Esc menu and the log panel;
the kept sheet itself is table_parts/last_settlement.py."""
