"""Requests' identity: what makes two submissions the same request."""

from __future__ import annotations

from engine.requests import TranscriptionRequest, payload_hash, payload_json, request_from_json


def test_an_upload_is_identified_by_its_content_not_its_temporary_path() -> None:
    first = TranscriptionRequest("/tmp/up-1/audio.wav", content_sha256="ab" * 32)
    again = TranscriptionRequest("/tmp/up-2/audio.wav", content_sha256="ab" * 32)
    other = TranscriptionRequest("/tmp/up-1/audio.wav", content_sha256="cd" * 32)
    assert payload_hash(first) == payload_hash(again) != payload_hash(other)
    assert request_from_json(payload_json(first)) == first  # the journal keeps the path


def test_a_file_of_the_user_s_own_is_identified_by_its_path() -> None:
    assert payload_hash(TranscriptionRequest("/a.wav")) != payload_hash(
        TranscriptionRequest("/b.wav")
    )
