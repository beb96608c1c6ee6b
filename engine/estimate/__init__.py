"""Memory estimates (R1): pure functions of model metadata and request shape."""
