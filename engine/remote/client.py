"""An asyncio client for an OpenAI-compatible chat server on another machine in the home.

Two calls only: ``GET /models`` (is the server there, what does it serve) and a streamed
``POST /chat/completions``. Every failure of a stream becomes a :class:`RemoteError` whose
``kind`` tells the caller what to do: "unreachable" and "timeout" mean try another tier,
"http" carries the server's own words, "protocol" means the answer cannot be trusted. A
stream that ends without ``[DONE]`` (a cut connection included) is "protocol" too, so a
cut-off answer is never taken for a finished one.

The request asks for ``stream_options.include_usage``: a server that honours it (llama-server,
vLLM, another Spillway) ends the stream with its exact token counts, which the last piece
carries; one that does not leaves the caller to count pieces.
"""

from __future__ import annotations

import json
import logging
import os
import socket
import time
from collections.abc import AsyncGenerator, Iterator
from dataclasses import dataclass
from typing import Any
from urllib.parse import urlsplit

import aiohttp

from engine.errors import EngineError

logger = logging.getLogger(__name__)

# No chat chunk is this long; refusing longer lines bounds the memory a bad server can use.
_MAX_LINE = 1 << 20
# Enough of an error body to find the server's message without reading a whole page.
_MAX_ERROR_BODY = 64 * 1024
# SSE fields that carry nothing for a chat stream (the SSE spec says to ignore them).
_IGNORED_FIELDS = ("event", "id", "retry")


class RemoteError(EngineError):
    """The remote server failed: ``kind`` is "unreachable", "timeout", "http" or "protocol"."""

    code = "remote"

    def __init__(self, kind: str, message: str, status: int | None = None) -> None:
        super().__init__(message)
        self.kind = kind
        self.status = status


@dataclass(frozen=True)
class RemoteHealth:
    """What ``GET /models`` said: whether the server answered, what it serves, how fast."""

    ok: bool
    models: tuple[str, ...] = ()
    error: str = ""
    latency_ms: float = 0.0


@dataclass(frozen=True)
class Usage:
    """The server's own count of the prompt's and the answer's tokens."""

    prompt_tokens: int
    completion_tokens: int


@dataclass(frozen=True)
class Piece:
    """A piece of a streamed answer.

    Text pieces never carry ``finish_reason`` or ``usage``. After the server's ``[DONE]`` (and
    only then) one last ``Piece("", finish_reason, usage)`` follows if the server named a
    reason or sent its token counts, so a piece with a finish reason always means the answer
    arrived whole.
    """

    text: str
    finish_reason: str | None = None
    usage: Usage | None = None


def _split_base_url(base_url: str) -> tuple[str, str]:
    """``(base URL without trailing slash, host[:port])``, or ValueError."""
    parts = urlsplit(base_url.strip())
    try:
        port_ok = parts.port != 0  # reading the port is what makes urlsplit check it
    except ValueError:
        port_ok = False
    extras = parts.username is not None or parts.query or parts.fragment
    if not port_ok or parts.scheme not in ("http", "https") or not parts.hostname or extras:
        raise ValueError(f"server URL must be http(s)://host[:port][/path], not {base_url!r}")
    return f"{parts.scheme}://{parts.netloc}{parts.path.rstrip('/')}", parts.netloc


def _server_message(body: bytes | str) -> str:
    """The message in an OpenAI-style (``{"error": {"message": ...}}``) or Ollama-style body."""
    try:
        data = json.loads(body)
    except ValueError:
        return ""
    data = data if isinstance(data, dict) else {}
    error = data.get("error")
    found = error.get("message") if isinstance(error, dict) else error
    for message in (found, data.get("message"), data.get("detail")):
        if isinstance(message, str) and message:
            return message
    return ""


def _http_error(status: int, body: bytes, host: str) -> RemoteError:
    message = _server_message(body)
    return RemoteError(
        "http", f"HTTP {status} from {host}{': ' if message else ''}{message}", status
    )


def _reason(error: OSError) -> str:
    """Plain words for a failed connect: asyncio's own message names only the address."""
    if isinstance(error, socket.gaierror) or not error.errno or error.errno < 0:
        return error.strerror or str(error)
    return os.strerror(error.errno)


def _json_or_text(text: str) -> Any:
    try:
        return json.loads(text)
    except ValueError:
        return text


def _stream_error(error: Any, host: str) -> RemoteError:
    """An error the server reported inside a 200 stream (vLLM and llama-server do this)."""
    code = error.get("code") if isinstance(error, dict) else None
    message = error.get("message") if isinstance(error, dict) else error
    status = code if isinstance(code, int) and 100 <= code <= 599 else None
    return RemoteError("http", f"{host} failed mid-answer: {message}", status)


def _model_ids(body: bytes) -> tuple[str, ...] | None:
    """The ids in a ``{"data": [{"id": ...}, ...]}`` body; None if it is not one."""
    try:
        ids = tuple(entry["id"] for entry in json.loads(body)["data"])
    except (ValueError, TypeError, KeyError):
        return None
    return ids if all(isinstance(i, str) for i in ids) else None


def _usage(chunk: dict[str, Any]) -> Usage | None:
    """The chunk's ``usage``, if it has one with both counts as non-negative integers."""
    usage = chunk.get("usage")
    if not isinstance(usage, dict):
        return None
    prompt, completion = usage.get("prompt_tokens"), usage.get("completion_tokens")
    # type() and not isinstance(): bool is an int in Python, and JSON's true is no count.
    if type(prompt) is int and type(completion) is int and min(prompt, completion) >= 0:
        return Usage(prompt, completion)
    return None


def _parse_chunk(data: str, host: str) -> tuple[str, str | None, Usage | None]:
    """``(text, finish_reason, usage)`` of one streamed JSON chunk."""
    try:
        chunk = json.loads(data)
    except ValueError:
        chunk = None
    if not isinstance(chunk, dict):
        raise RemoteError("protocol", f"{host} sent a chunk that is not a JSON object")
    if chunk.get("error"):
        raise _stream_error(chunk["error"], host)
    usage = _usage(chunk)
    choices = chunk.get("choices")
    if not choices:
        return "", None, usage  # usage-only chunks carry no choice
    choice = choices[0] if isinstance(choices, list) else None
    if not isinstance(choice, dict):
        raise RemoteError("protocol", f"{host} sent a chunk without a valid choice")
    delta = choice.get("delta")
    text = delta.get("content") if isinstance(delta, dict) else None
    reason = choice.get("finish_reason")
    text = text if isinstance(text, str) else ""
    return text, (reason if isinstance(reason, str) else None), usage


class _SseStream:
    """Turns the bytes of an SSE chat stream into texts; notes finish reason, usage, [DONE]."""

    def __init__(self, host: str) -> None:
        self.host = host
        self.done = False
        self.reason: str | None = None
        self.usage: Usage | None = None
        self._rest = b""

    def feed(self, chunk: bytes) -> Iterator[str]:
        """The non-empty texts in ``chunk``, lazily, so text before an error still comes out."""
        *lines, self._rest = (self._rest + chunk).split(b"\n")
        if len(self._rest) > _MAX_LINE:
            raise RemoteError("protocol", f"{self.host} sent an over-long stream line")
        for line in lines:
            text = "" if self.done else self._line(line.removesuffix(b"\r"))
            if text:
                yield text

    def _line(self, raw: bytes) -> str:
        try:
            line = raw.decode()
        except UnicodeDecodeError as exc:
            raise RemoteError("protocol", f"{self.host} sent a stream that is not UTF-8") from exc
        name, colon, value = line.partition(":")
        value = value.removeprefix(" ")
        if not line or line.startswith(":") or (colon and name in _IGNORED_FIELDS):
            return ""  # blank separators, keep-alive comments, unused fields
        if name == "error" and colon:  # llama-server sends some errors as "error: {...}"
            raise _stream_error(_json_or_text(value), self.host)
        if name != "data" or not colon:
            raise RemoteError("protocol", f"{self.host} did not answer with server-sent events")
        if value.strip() == "[DONE]":
            self.done = True
            return ""
        text, reason, usage = _parse_chunk(value, self.host)
        self.reason = reason or self.reason
        # The last count wins: vLLM's continuous usage stats put a running one in every chunk.
        self.usage = usage or self.usage
        return text


async def _body_head(resp: aiohttp.ClientResponse) -> bytes:
    """Up to _MAX_ERROR_BODY bytes of the body (``read(n)`` may stop at the first chunk)."""
    body = b""
    async for chunk in resp.content.iter_chunked(4096):
        body += chunk
        if len(body) >= _MAX_ERROR_BODY:
            break
    return body


class RemoteClient:
    """One OpenAI-compatible server elsewhere in the home (llama-server, Ollama, vLLM, ...)."""

    def __init__(
        self,
        base_url: str,
        api_key: str = "",
        timeout_s: float = 60.0,
        connect_timeout_s: float = 3.0,
    ) -> None:
        self._base, self._host = _split_base_url(base_url)
        self._api_key = api_key
        self._timeout_s = timeout_s
        self._connect_timeout_s = connect_timeout_s
        self._session: aiohttp.ClientSession | None = None

    @property
    def host(self) -> str:
        """``host[:port]`` of the server, for showing users."""
        return self._host

    def _http(self) -> aiohttp.ClientSession:
        # Made on first use so that it belongs to the loop that runs the calls.
        if self._session is None or self._session.closed:
            self._session = aiohttp.ClientSession()
        return self._session

    def _headers(self) -> dict[str, str]:
        return {"Authorization": f"Bearer {self._api_key}"} if self._api_key else {}

    def _failure(self, exc: Exception, limit_s: float, mid_answer: bool) -> RemoteError:
        """The RemoteError for a transport failure (aiohttp's timeouts are TimeoutErrors)."""
        host, connect_s = self._host, self._connect_timeout_s
        if isinstance(exc, aiohttp.ConnectionTimeoutError):
            return RemoteError("timeout", f"could not connect to {host} within {connect_s:g} s")
        if isinstance(exc, aiohttp.SocketTimeoutError):
            return RemoteError("timeout", f"{host} sent nothing for {limit_s:g} s")
        if isinstance(exc, TimeoutError) and mid_answer:
            return RemoteError("timeout", f"the answer from {host} took over {limit_s:g} s")
        if isinstance(exc, TimeoutError):
            return RemoteError("timeout", f"no answer from {host} within {limit_s:g} s")
        if isinstance(exc, aiohttp.ClientConnectorError):
            return RemoteError("unreachable", f"cannot connect to {host}: {_reason(exc.os_error)}")
        if mid_answer:
            return RemoteError("protocol", f"the connection to {host} was cut mid-answer")
        if isinstance(exc, aiohttp.ClientConnectionError):
            return RemoteError("unreachable", f"lost the connection to {host}: {exc}")
        return RemoteError("protocol", f"bad answer from {host}: {exc}")

    async def health(self) -> RemoteHealth:
        """Ask ``GET /models`` within ``connect_timeout_s``; never raises, failures are ok=False."""
        started = time.perf_counter()
        error, models = await self._models()
        latency_ms = (time.perf_counter() - started) * 1000
        if error:
            logger.debug("%s is not healthy: %s", self._host, error)
        return RemoteHealth(ok=not error, models=models, error=error, latency_ms=latency_ms)

    async def _models(self) -> tuple[str, tuple[str, ...]]:
        """``("", model ids)``, or ``(why not, ())``."""
        limit = aiohttp.ClientTimeout(
            total=self._connect_timeout_s, sock_connect=self._connect_timeout_s
        )
        try:
            url = f"{self._base}/models"
            async with self._http().get(url, headers=self._headers(), timeout=limit) as resp:
                status, body = resp.status, await resp.read()
        except Exception as exc:  # a health check answers; it does not raise
            return str(self._failure(exc, self._connect_timeout_s, False)), ()
        if status != 200:
            return str(_http_error(status, body, self._host)), ()
        models = _model_ids(body)
        if models is None:
            return f"not an OpenAI-compatible /models answer from {self._host}", ()
        return "", models

    async def stream_chat(
        self,
        messages: list[dict[str, str]],
        model: str,
        max_tokens: int,
        temperature: float = 0.0,
        top_p: float = 1.0,
        seed: int | None = None,
        stop: list[str] | None = None,
    ) -> AsyncGenerator[Piece, None]:
        """Stream one chat answer as Pieces; raises RemoteError (see the module docstring).

        Text pieces come as they arrive; after ``[DONE]`` comes ``Piece("", finish_reason,
        usage)`` if the server named a reason or counted the tokens. When leaving early, close
        the generator (for example with ``contextlib.aclosing``): that drops the connection,
        so the server stops.
        """
        body: dict[str, Any] = {"model": model, "messages": messages, "max_tokens": max_tokens}
        body.update(temperature=temperature, top_p=top_p, stream=True)
        body["stream_options"] = {"include_usage": True}  # exact counts, where the server can
        body |= ({"seed": seed} if seed is not None else {}) | ({"stop": stop} if stop else {})
        # total: the whole answer within timeout_s; sock_read: so is every gap between bytes.
        timeout = aiohttp.ClientTimeout(
            total=self._timeout_s, sock_connect=self._connect_timeout_s, sock_read=self._timeout_s
        )
        url = f"{self._base}/chat/completions"
        stream = _SseStream(self._host)
        mid_answer = False
        try:
            async with self._http().post(
                url, json=body, headers=self._headers(), timeout=timeout
            ) as resp:
                if resp.status != 200:
                    raise _http_error(resp.status, await _body_head(resp), self._host)
                mid_answer = True
                try:
                    async for chunk in resp.content.iter_any():
                        for text in stream.feed(chunk):
                            yield Piece(text)
                        if stream.done:
                            break
                finally:
                    if not stream.done:
                        resp.close()  # drop the connection now: that stops the server generating
            if not stream.done:
                raise RemoteError("protocol", f"{self._host} ended the answer without [DONE]")
        except RemoteError as exc:
            logger.info("chat on %s failed: %s", self._host, exc)
            raise
        except (aiohttp.ClientError, TimeoutError) as exc:
            error = self._failure(exc, self._timeout_s, mid_answer)
            logger.info("chat on %s failed: %s", self._host, error)
            raise error from exc
        if stream.reason is not None or stream.usage is not None:
            yield Piece("", stream.reason, stream.usage)

    async def close(self) -> None:
        """Close the HTTP session (a later call opens a new one)."""
        if self._session is not None:
            await self._session.close()
            self._session = None
