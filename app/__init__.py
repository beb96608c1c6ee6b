"""Spillway's composition root: command line, settings, logging, wiring the engine."""
