"""A chat request's prompt as the model sees it: its chat template, then tokens.

The one-answer path (llama-cpp-python's chat completion) and the batched path
(``batch.py``) evaluate the same tokens for the same messages, and ``tokenize`` counts
exactly those tokens: all three format here.
"""

from __future__ import annotations

from typing import Any

from engine.workers.protocol import Generate


def format_messages(llm: Any, messages: list[dict[str, str]]) -> str:
    """``messages`` through the model's chat template, ready for the answer."""
    from llama_cpp.llama_chat_format import Jinja2ChatFormatter

    template = llm.metadata.get("tokenizer.chat_template")
    if not template:
        return "\n".join(m.get("content", "") for m in messages)
    model = llm._model
    formatter = Jinja2ChatFormatter(
        template=template,
        eos_token=model.token_get_text(model.token_eos()),
        bos_token=model.token_get_text(model.token_bos()),
    )
    prompt: str = formatter(messages=messages).prompt  # type: ignore[arg-type]
    return prompt


def continuation(llm: Any, messages: list[dict[str, str]]) -> list[int] | None:
    """The tokens that go on with a final assistant message inside its own turn: the
    model's chat template up to the answer's start, then the answer so far. None when
    the last message is not the assistant's (or the model has no template)."""
    template = llm.metadata.get("tokenizer.chat_template")
    if not template or not messages or messages[-1].get("role") != "assistant":
        return None
    from llama_cpp.llama_chat_format import Jinja2ChatFormatter

    model = llm._model
    eos, bos = model.token_get_text(llm.token_eos()), ""
    if llm.token_bos() != -1:
        bos = model.token_get_text(llm.token_bos())
    formatter: Any = Jinja2ChatFormatter(template=template, eos_token=eos, bos_token=bos)
    head = formatter(messages=messages[:-1])
    text = head.prompt + messages[-1].get("content", "")
    tokens: list[int] = llm.tokenize(text.encode(), add_bos=not head.added_special, special=True)
    return tokens


def batch_prompt(llm: Any, request: Generate) -> tuple[list[int], list[str]]:
    """A batched answer's prompt tokens and stop strings, as the one-answer path has them:
    the chat template (or a continued assistant turn) and the template's end token."""
    tokens = continuation(llm, request.messages)
    if tokens is not None:
        return tokens, list(request.stop)
    text = format_messages(llm, request.messages)
    stops = list(request.stop)
    if llm.metadata.get("tokenizer.chat_template"):
        stops.append(llm._model.token_get_text(llm.token_eos()))
    prompt: list[int] = llm.tokenize(text.encode(), add_bos=False, special=True)
    return prompt, stops
