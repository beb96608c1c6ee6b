"""Devices: what the GPU and the host really have, and the simulated GPU."""
