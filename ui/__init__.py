"""Spillway's Qt widgets. They see the engine only through ``engine.api``."""
