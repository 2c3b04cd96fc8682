"""The application around the rules: match sessions, bots and the pygame client."""
