"""The failover drill (R20): real models, the real engine, a simulated (or real) GPU under
pressure and faults; a report that proves nothing was lost or done twice.
"""
