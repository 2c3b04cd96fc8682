"""The suite runs on two processes in no fixed order: what one test leaves behind must not reach
the next test on the same process."""
from pathlib import Path

CONFTEST = Path(__file__).resolve().parent / "conftest.py"


def test_a_language_switched_in_one_test_is_back_in_the_next(pytester):
    pytester.makeconftest(CONFTEST.read_text(encoding="utf-8"))
    pytester.makepyfile(test_two_in_a_row="""
        from game.client.display import lang

        START = {}

        def test_a_player_switches_to_english():
            START["lang"], START["seen"] = lang.current(), lang._state["user_seen"]
            lang.choose("en")
            lang._state["user_seen"] = "en"   # as a window with settings would have followed

        def test_the_next_test_starts_where_the_first_did():
            assert lang.current() == START["lang"]
            assert lang._state["user_seen"] == START["seen"]
    """)
    result = pytester.runpytest_inprocess("-p", "no:xdist", "-p", "no:cacheprovider")
    result.assert_outcomes(passed=2)
