"""Spillway's engine: decides and runs model work. Imports no Qt, ever.

Callers outside the engine (the CLI, the desktop UI, benchmarks) use `engine.api` only.
"""
