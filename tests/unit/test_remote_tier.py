"""What admission and the status view learn from the remote tier's last health check."""

from __future__ import annotations

import asyncio

from engine.api import Settings
from engine.remote.client import RemoteError, RemoteHealth
from engine.remote.tier import RemoteTier


def tier(model: str = "", listed: tuple[str, ...] = ("llama3.2:3b", "qwen2.5:7b")) -> RemoteTier:
    remote = RemoteTier()
    settings = Settings({"remote.url": "http://192.168.1.20:11434/v1", "remote.model": model})
    asyncio.run(remote.configure(settings))
    remote.health = RemoteHealth(True, listed)
    remote._pick_model()
    return remote


def test_without_an_address_there_is_no_remote_tier() -> None:
    remote = RemoteTier()
    asyncio.run(remote.configure(Settings({})))
    assert not remote.view(0, 8, 1.0).enabled and remote.status() is None


def test_the_first_listed_model_unless_one_is_named() -> None:
    assert tier().view(0, 8, 1.0).model == "llama3.2:3b"
    view = tier("qwen2.5:7b").view(2, 8, 5.0)
    assert (view.healthy, view.model, view.host) == (True, "qwen2.5:7b", "192.168.1.20:11434")
    assert (view.queue_length, view.max_queue, view.eta_s) == (2, 8, 5.0)


def test_a_named_model_the_server_does_not_list_keeps_work_away() -> None:
    view = tier("mistral:7b").view(0, 8, 1.0)
    assert not view.healthy and "does not list the model 'mistral:7b'" in view.error


def test_a_failed_request_takes_the_server_out_until_it_answers_again() -> None:
    remote = tier()
    remote.failed(RemoteError("unreachable", "cannot connect to 192.168.1.20:11434"))
    view = remote.view(0, 8, 1.0)
    assert not view.healthy and view.error.startswith("cannot connect")
    status = remote.status()
    assert status is not None and not status.healthy
