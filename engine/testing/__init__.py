"""Test doubles shipped with the engine: scripted workers behind the real supervisor."""
