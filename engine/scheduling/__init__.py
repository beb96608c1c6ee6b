"""The request path: admission planning, lanes, running jobs, failover, status.

``coordinator.Engine`` ties them together; ``engine.api`` is the only way in from outside.
"""
