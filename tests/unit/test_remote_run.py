"""The token counts a remote answer is reported (and its lane's speed learned) with."""

from __future__ import annotations

from engine.remote.client import Usage
from engine.scheduling.remote_run import token_counts


def test_the_servers_own_counts_are_used_when_it_sent_them() -> None:
    counts = token_counts(Usage(prompt_tokens=41, completion_tokens=16), pieces=13)
    assert counts == {"prompt_tokens": 41.0, "completion_tokens": 16.0}


def test_without_them_each_streamed_piece_counts_as_a_token() -> None:
    assert token_counts(None, pieces=13) == {"completion_tokens": 13.0}
