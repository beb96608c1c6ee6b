"""OpenAI's wire format, to and from the engine's requests and events. Pure: no I/O, no clock.

Requests in: ``parse_json`` (400 on malformed JSON), ``chat_call`` (422 on a wrong or
missing field). Answers out: ``completion``, ``chunk``, ``sse``, ``usage``, ``model_list``,
and the transcription bodies. Errors are ``app.server.errors.ApiError``.

``tools`` and ``tool_choice`` are passed to the model, whose calls come back as
``tool_calls`` (finish reason ``tool_calls``); the client runs them and sends the results
back in ``tool`` messages, which reach the model as text. Sampling options the engine has
no use for (penalties, ``response_format``) are accepted and ignored.
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from app.server.errors import ApiError, invalid
from engine.api import ChatRequest, TimedText, render

MAX_TOKENS = 1 << 20  # no context is longer; admission caps the answer to what fits
MAX_STOP = 4
SEED_RANGE = range(0, 1 << 32)
ROLES = {"system": "system", "developer": "system", "user": "user", "assistant": "assistant"}
TRANSCRIPT_FORMATS = ("json", "text", "srt", "vtt", "verbose_json")
_LANGUAGE = re.compile(r"^[A-Za-z]{2,3}$")


def parse_json(body: bytes) -> object:
    """The request body as JSON.

    Raises:
        ApiError: 400 when it is not valid JSON (or not UTF-8).
    """
    try:
        return json.loads(body)
    except (UnicodeDecodeError, json.JSONDecodeError, RecursionError) as exc:
        raise ApiError(400, f"the body is not valid JSON: {exc}", code="invalid_json") from None


@dataclass(frozen=True)
class ChatCall:
    """A chat completion as asked over HTTP: the engine's request plus what only HTTP needs."""

    request: ChatRequest
    model: str
    include_usage: bool


def chat_call(body: object, default_max_tokens: int) -> ChatCall:
    """Validate an OpenAI chat completion body and build the engine's request.

    Raises:
        ApiError: 422 naming the first wrong or missing field.
    """
    if not isinstance(body, dict):
        raise invalid("body", "the body must be a JSON object")
    model = body.get("model")
    if model is not None and not isinstance(model, str):
        raise invalid("model", "model must be a string")
    if body.get("n") not in (None, 1):
        raise invalid("n", "only n=1 is supported")
    stream = _optional(body, "stream", bool, False)
    options = _optional(body, "stream_options", dict, {})
    include_usage = options.get("include_usage", False)
    if not isinstance(include_usage, bool):
        raise invalid("stream_options", "stream_options.include_usage must be true or false")
    max_tokens = _integer(body, "max_completion_tokens", range(1, MAX_TOKENS + 1))
    if max_tokens is None:
        max_tokens = _integer(body, "max_tokens", range(1, MAX_TOKENS + 1))
    seed = _integer(body, "seed", SEED_RANGE)
    request = ChatRequest.from_messages(
        _messages(body.get("messages")),
        max_tokens=max_tokens or default_max_tokens,
        temperature=_number(body, "temperature", 0.0, 2.0, 0.0),
        top_p=_number(body, "top_p", 0.0, 1.0, 1.0),
        seed=seed,
        stop=_stop(body.get("stop")),
        stream=stream,
        **_tools(body.get("tools"), body.get("tool_choice")),
    )
    return ChatCall(request, model or "", include_usage)


MAX_TOOLS = 32
_CHOICES = ("auto", "none", "required")


def _tools(tools: object, choice: object) -> dict[str, Any]:
    """``tools`` and ``tool_choice`` as the engine takes them (JSON strings)."""
    if tools is None or choice == "none":
        return {}
    if not isinstance(tools, list) or not 0 < len(tools) <= MAX_TOOLS:
        raise invalid("tools", f"tools must be a list of 1 to {MAX_TOOLS} function tools")
    names = set()
    for i, tool in enumerate(tools):
        function = tool.get("function") if isinstance(tool, dict) else None
        if (
            not isinstance(tool, dict)
            or tool.get("type") != "function"
            or not isinstance(function, dict)
        ):
            raise invalid(f"tools[{i}]", "each tool must be {type: function, function: {...}}")
        name = function.get("name")
        if not isinstance(name, str) or not re.fullmatch(r"[A-Za-z0-9_-]{1,64}", name):
            raise invalid(
                f"tools[{i}].function.name", "a tool name is 1-64 letters, digits, _ or -"
            )
        if not isinstance(function.get("parameters", {}), dict):
            raise invalid(
                f"tools[{i}].function.parameters", "parameters must be a JSON schema object"
            )
        names.add(name)
    return {
        "tools": tuple(json.dumps(t, sort_keys=True) for t in tools),
        "tool_choice": _choice(choice, names),
    }


def _choice(choice: object, names: set[str]) -> str:
    if choice is None or choice in _CHOICES:
        return str(choice or "auto")
    named = choice.get("function", {}).get("name") if isinstance(choice, dict) else None
    if not isinstance(choice, dict) or choice.get("type") != "function" or named not in names:
        raise invalid(
            "tool_choice", "tool_choice must be auto, none, required or name one of the tools"
        )
    return json.dumps({"type": "function", "function": {"name": named}})


def _optional(body: Mapping[str, Any], name: str, kind: type, default: Any) -> Any:
    value = body.get(name)
    if value is None:
        return default
    if not isinstance(value, kind):
        raise invalid(name, f"{name} must be {'true or false' if kind is bool else 'an object'}")
    return value


def _integer(body: Mapping[str, Any], name: str, allowed: range) -> int | None:
    value = body.get(name)
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int) or value not in allowed:
        raise invalid(name, f"{name} must be an integer from {allowed.start} to {allowed.stop - 1}")
    return value


def _number(body: Mapping[str, Any], name: str, low: float, high: float, default: float) -> float:
    value = body.get(name)
    if value is None:
        return default
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise invalid(name, f"{name} must be a number from {low:g} to {high:g}")
    number = float(value) if -1e308 < value < 1e308 else math.inf
    if not low <= number <= high:
        raise invalid(name, f"{name} must be a number from {low:g} to {high:g}")
    return number


def _stop(value: object) -> tuple[str, ...]:
    stops = [value] if isinstance(value, str) else value if value is not None else []
    if not isinstance(stops, list) or len(stops) > MAX_STOP:
        raise invalid("stop", f"stop must be a string or a list of at most {MAX_STOP} strings")
    if not all(isinstance(s, str) and s for s in stops):
        raise invalid("stop", "every stop sequence must be a non-empty string")
    return tuple(stops)


def _messages(value: object) -> list[dict[str, str]]:
    if not isinstance(value, list) or not value:
        raise invalid("messages", "messages must be a non-empty list of message objects")
    messages = []
    for i, message in enumerate(value):
        param = f"messages[{i}]"
        if not isinstance(message, dict):
            raise invalid(param, f"{param} must be an object with a role and a content")
        role = message.get("role")
        if not isinstance(role, str) or (role not in ROLES and role != "tool"):
            roles = ", ".join([*ROLES, "tool"])
            raise invalid(f"{param}.role", f"{param}.role must be one of {roles}")
        content = _content(message.get("content"), f"{param}.content", role)
        messages.append(_as_turn(role, content, message, param))
    return messages


def _as_turn(role: str, content: str, message: Mapping[str, Any], param: str) -> dict[str, str]:
    """One turn in the model's plain chat template: tool calls and results become text, as
    the template of the function-calling format has no place for a tool's answer."""
    if role == "tool":
        return {"role": "user", "content": f"Result of the tool call: {content}"}
    calls = message.get("tool_calls") if role == "assistant" else None
    if calls:
        if not isinstance(calls, list):
            raise invalid(f"{param}.tool_calls", "tool_calls must be a list")
        said = [content] if content else []
        for call in calls:
            function = call.get("function") if isinstance(call, dict) else None
            if not isinstance(function, dict) or not isinstance(function.get("name"), str):
                raise invalid(f"{param}.tool_calls", "each tool call needs function.name")
            said.append(f"(called {function['name']} with {function.get('arguments', '{}')})")
        content = "\n".join(said)
    return {"role": ROLES[role], "content": content}


def _content(value: object, param: str, role: str) -> str:
    if isinstance(value, str):
        return value
    if value is None and role in ("assistant", "tool"):  # a turn that only called tools
        return ""
    if isinstance(value, list):
        texts = [
            part.get("text")
            for part in value
            if isinstance(part, dict) and part.get("type") == "text"
        ]
        if len(texts) == len(value) and all(isinstance(t, str) for t in texts):
            return "".join(str(t) for t in texts)
        raise invalid(param, f"{param}: only text parts are supported")
    raise invalid(param, f"{param} must be a string or a list of text parts")


def completion(
    call_id: str,
    created: int,
    model: str,
    text: str,
    finish: str,
    usage_: dict[str, int] | None,
    calls: Sequence[Mapping[str, str]] = (),
) -> dict[str, Any]:
    """A non-streamed ``chat.completion`` object (with the model's tool calls, if any)."""
    message: dict[str, Any] = {"role": "assistant", "content": text}
    if calls:
        message = {"role": "assistant", "content": text or None, "tool_calls": tool_calls(calls)}
        finish = "tool_calls"
    body: dict[str, Any] = {
        "id": call_id,
        "object": "chat.completion",
        "created": created,
        "model": model,
        "choices": [{"index": 0, "message": message, "finish_reason": finish, "logprobs": None}],
    }
    if usage_ is not None:
        body["usage"] = usage_
    return body


def chunk(
    call_id: str, created: int, model: str, delta: Mapping[str, Any], finish: str | None = None
) -> dict[str, Any]:
    """One ``chat.completion.chunk`` of a stream."""
    return {
        "id": call_id,
        "object": "chat.completion.chunk",
        "created": created,
        "model": model,
        "choices": [{"index": 0, "delta": dict(delta), "finish_reason": finish, "logprobs": None}],
    }


def tool_calls(calls: Sequence[Mapping[str, str]]) -> list[dict[str, Any]]:
    """The model's proposed calls in OpenAI's shape."""
    return [
        {
            "id": call["id"],
            "type": "function",
            "function": {"name": call["name"], "arguments": call["arguments"]},
        }
        for call in calls
    ]


def sse(payload: Mapping[str, Any] | str) -> bytes:
    """A server-sent event carrying ``payload`` (JSON, or a bare word such as ``[DONE]``)."""
    data = payload if isinstance(payload, str) else json.dumps(payload, separators=(",", ":"))
    return f"data: {data}\n\n".encode()


def usage(stats: Mapping[str, float]) -> dict[str, int] | None:
    """OpenAI's ``usage`` from the worker's counts, when it reported them."""
    if "completion_tokens" not in stats:
        return None
    prompt, answer = int(stats.get("prompt_tokens", 0)), int(stats["completion_tokens"])
    return {"prompt_tokens": prompt, "completion_tokens": answer, "total_tokens": prompt + answer}


def finish_reason(reported: str, stats: Mapping[str, float], max_tokens: int) -> str:
    """The runtime's own reason when it gave one; else ``length`` for a used-up budget."""
    if reported in ("stop", "length", "tool_calls"):
        return reported
    return "length" if stats.get("completion_tokens", 0) >= max_tokens else "stop"


def model_list(models: Sequence[tuple[str, str, str]], created: int) -> dict[str, Any]:
    """``/v1/models`` from ``(id, kind, name)`` of the models that answer."""
    data = [
        {
            "id": model_id,
            "object": "model",
            "created": created,
            "owned_by": "spillway",
            "spillway": {"kind": kind, "name": name},
        }
        for model_id, kind, name in models
    ]
    note = "Any model name is accepted; these models answer (the chat one for every chat)."
    return {"object": "list", "data": data, "spillway": {"note": note}}


def transcription_options(fields: Mapping[str, str]) -> tuple[str, str | None]:
    """``(response_format, language)`` from the form fields.

    Raises:
        ApiError: 422 for an unknown format or a malformed language code.
    """
    fmt = fields.get("response_format") or "json"
    if fmt not in TRANSCRIPT_FORMATS:
        raise invalid("response_format", f"response_format must be one of {TRANSCRIPT_FORMATS}")
    language = fields.get("language") or None
    if language is not None and not _LANGUAGE.match(language):
        raise invalid("language", "language must be an ISO-639 code such as en")
    return fmt, language.lower() if language else None


def transcription_body(
    fmt: str,
    text: str,
    segments: Sequence[TimedText],
    duration: float,
    language: str | None,
    task: str = "transcribe",
) -> tuple[str, str]:
    """``(content type, body)`` of a finished transcription in the asked format."""
    if fmt in ("srt", "vtt"):
        content_type = "application/x-subrip" if fmt == "srt" else "text/vtt"
        return content_type, render(segments, fmt)
    if fmt == "text":
        return "text/plain", text.strip() + "\n"
    body: dict[str, Any] = {"text": text.strip()}
    if fmt == "verbose_json":
        body |= {
            "task": task,
            "language": language or "en",
            "duration": duration,
            "segments": [
                {"id": i, "start": s.start, "end": s.end, "text": s.text}
                for i, s in enumerate(segments)
            ],
        }
    return "application/json", json.dumps(body)
