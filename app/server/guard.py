"""Who may talk to the API: loopback callers by name, others by key.

Bound to loopback, a web page elsewhere can still reach the server through DNS rebinding
(its own name resolving to 127.0.0.1): the ``Host`` header then names the attacker's
domain, and a browser adds its ``Origin``. So on loopback both must be loopback names.
Bound beyond loopback, every endpoint but ``/health`` needs ``Authorization: Bearer KEY``
(and so does loopback when a key is set). The checks are pure functions; the middleware
applies them.
"""

from __future__ import annotations

import hmac
import ipaddress
import logging
from urllib.parse import urlsplit

from aiohttp import web
from aiohttp.typedefs import Handler, Middleware

from app.server.errors import ApiError

log = logging.getLogger(__name__)
OPEN_PATHS = frozenset({"/health"})
_LOCAL_NAMES = frozenset({"localhost", "localhost."})


def is_loopback(host: str) -> bool:
    """True for a loopback name or address (``localhost``, ``127.0.0.1``, ``::1``)."""
    name = host.strip().lower().removeprefix("[").removesuffix("]")
    if name in _LOCAL_NAMES:
        return True
    try:
        return ipaddress.ip_address(name).is_loopback
    except ValueError:
        return False


def split_host(header: str) -> tuple[str, int | None] | None:
    """``(host, port)`` of a ``Host`` header value; None when malformed."""
    text = header.strip()
    if text.startswith("["):
        host, bracket, rest = text[1:].partition("]")
        if not bracket or (rest and not rest.startswith(":")):
            return None
        port_text = rest[1:] if rest else None
    else:
        host, colon, port_text_ = text.partition(":")
        if ":" in port_text_:
            return None  # an IPv6 address must be in brackets
        port_text = port_text_ if colon else None
    if not host:
        return None
    if port_text is None:
        return host, None
    if not port_text.isascii() or not port_text.isdigit() or int(port_text) > 65535:
        return None
    return host, int(port_text)


def host_allowed(header: str | None, local_port: int | None) -> bool:
    """True when ``Host`` names loopback (and, if it has one, our port)."""
    if not header:
        return False
    parts = split_host(header)
    if parts is None:
        return False
    host, port = parts
    return is_loopback(host) and (port is None or local_port is None or port == local_port)


def origin_allowed(origin: str) -> bool:
    """True for an ``Origin`` on loopback over http or https (``null`` is not)."""
    try:
        parts = urlsplit(origin.strip())
        parts.port  # noqa: B018 -- raises ValueError on a malformed port
    except ValueError:
        return False
    return parts.scheme in ("http", "https") and is_loopback(parts.hostname or "")


def key_matches(authorization: str | None, api_key: str) -> bool:
    """True when ``Authorization`` is ``Bearer <api_key>`` (compared in constant time)."""
    scheme, _, token = (authorization or "").strip().partition(" ")
    if scheme.lower() != "bearer":
        return False
    return hmac.compare_digest(token.strip().encode(), api_key.encode())


def _local_port(request: web.BaseRequest) -> int | None:
    transport = request.transport
    sockname = transport.get_extra_info("sockname") if transport is not None else None
    if isinstance(sockname, tuple) and len(sockname) >= 2 and isinstance(sockname[1], int):
        return sockname[1]
    return None


def guard_middleware(bind_host: str, api_key: str | None) -> Middleware:
    """The middleware applying the checks for a server bound to ``bind_host``.

    Raises:
        ValueError: bound beyond loopback without an API key.
    """
    loopback = is_loopback(bind_host)
    if not loopback and not api_key:
        raise ValueError(f"an API key is required to listen on {bind_host} (beyond loopback)")

    @web.middleware
    async def guard(request: web.Request, handler: Handler) -> web.StreamResponse:
        if loopback:
            if not host_allowed(request.headers.get("Host"), _local_port(request)):
                log.info("refused a request for host %r", request.headers.get("Host"))
                raise ApiError(403, "this server answers only to localhost", code="bad_host")
            origin = request.headers.get("Origin")
            if origin is not None and not origin_allowed(origin):
                log.info("refused a request from origin %r", origin)
                raise ApiError(403, "cross-origin requests are not allowed", code="bad_origin")
        needs_key = bool(api_key) and request.path not in OPEN_PATHS
        if needs_key and not key_matches(request.headers.get("Authorization"), api_key or ""):
            raise ApiError(
                401,
                "a valid API key is required (Authorization: Bearer KEY)",
                code="invalid_api_key",
                headers={"WWW-Authenticate": "Bearer"},
            )
        return await handler(request)

    return guard
