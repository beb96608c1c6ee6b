"""``POST /v1/audio/transcriptions``: a multipart upload, saved to a temporary file, transcribed.

The upload goes to a fresh folder under ``<data>/uploads`` with a name of our own (never a
path from the request), counted against the size limit as it arrives (413 past it), and is
removed when the answer is sent; leftovers of a crash are swept when the server starts and
after each request. Form fields: ``file``, ``model`` (any name: the engine's Whisper
model answers), ``language``, ``response_format`` (json, text, srt, vtt, verbose_json);
others (``prompt``, ``temperature``, ...) are accepted and ignored. ``Idempotency-Key``
is honoured: an upload is identified by the SHA-256 of its content (not its temporary
path), so the same key with the same audio joins the first request, and with other audio
is a 422.
"""

from __future__ import annotations

import asyncio
import hashlib
import logging
import re
import shutil
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, BinaryIO

from aiohttp import BodyPartReader, web

from app.server.errors import ApiError, invalid
from app.server.inband import Trace
from app.server.openai_format import transcription_body, transcription_options
from app.server.routes import Api, failed_answer, following, idempotency_key
from engine.api import (
    Completed,
    EngineEvent,
    ProgressEvent,
    SegmentEvent,
    TimedText,
    TranscriptionRequest,
)

log = logging.getLogger(__name__)
FIELDS = frozenset({"model", "language", "response_format", "prompt", "temperature"})
_MAX_FIELD = 4096
_CHUNK = 256 * 1024
_SUFFIX = re.compile(r"^\.[A-Za-z0-9]{1,8}$")
_MULTIPART_SLACK = 64 * 1024  # boundaries and small fields on top of the file itself
SEGMENTED = frozenset({"srt", "vtt", "verbose_json"})  # formats built from the segments


@dataclass
class Upload:
    """The form as received: its small fields and where the audio was saved."""

    fields: dict[str, str] = field(default_factory=dict)
    audio: Path | None = None
    received: int = 0
    sha256: str = ""  # of the audio, as received


UPLOADS = "uploads"  # under the data folder: swept at start and after each request
ACTIVE: set[Path] = set()  # upload folders of requests in progress (every app in the process)


def uploads_root(data_dir: Path) -> Path:
    """Where uploads are saved while they are transcribed."""
    return data_dir / UPLOADS


def _new_folder(root: Path) -> str:
    root.mkdir(parents=True, exist_ok=True)
    return tempfile.mkdtemp(prefix="upload-", dir=root)


def sweep_uploads(root: Path) -> list[Path]:
    """Remove upload folders no request is using (left by a crash or a kill); returns them."""
    if not root.is_dir():
        return []
    swept = [p for p in root.iterdir() if p not in ACTIVE]
    for path in swept:
        if path.is_dir() and not path.is_symlink():
            shutil.rmtree(path, ignore_errors=True)
        else:
            path.unlink(missing_ok=True)
    if swept:
        log.info("removed %d leftover upload(s) from %s", len(swept), root)
    return swept


def too_large(limit: int) -> ApiError:
    """The 413 answer."""
    message = f"the upload is larger than the limit of {limit} bytes"
    return ApiError(413, message, code="upload_too_large")


class Transcriptions:
    """The transcription endpoint, over the API's engine and counters.

    ``task="translate"`` makes it ``/v1/audio/translations``: Whisper writes the speech in
    English whatever language is spoken (``language``, if sent, names the spoken one).
    """

    def __init__(self, api: Api, task: str = "transcribe") -> None:
        self.api = api
        self.task = task

    async def handle(self, request: web.Request) -> web.Response:
        """Receive the upload, transcribe it, answer in the asked format."""
        limit = self.api.max_upload_bytes
        if request.content_length is not None and request.content_length > limit + _MULTIPART_SLACK:
            raise too_large(limit)
        root = uploads_root(self.api.engine.data_dir)
        folder = Path(await asyncio.to_thread(_new_folder, root))
        ACTIVE.add(folder)
        try:
            upload = await read_upload(request, folder, limit)
            fmt, language = transcription_options(upload.fields)
            if upload.audio is None:
                raise invalid("file", "the form has no file field")
            transcription = TranscriptionRequest(
                str(upload.audio), language, content_sha256=upload.sha256, task=self.task
            )
            key = idempotency_key(request)
            return await self._transcribe(transcription, fmt, request.remote, key)
        finally:
            ACTIVE.discard(folder)
            await asyncio.to_thread(shutil.rmtree, folder, True)
            await asyncio.to_thread(sweep_uploads, root)

    async def _transcribe(
        self, transcription: TranscriptionRequest, fmt: str, client: str | None, key: str | None
    ) -> web.Response:
        api = self.api
        handle = await api.submit(transcription, key, "transcription", client)
        first = api.counters.first_sight(handle.request_id)
        trace = Trace()
        segments: list[TimedText] = []
        duration = 0.0
        final: EngineEvent | None = None
        try:
            async with following(handle) as events:
                async for event in events:
                    trace.observe(event)
                    final = event
                    if isinstance(event, SegmentEvent):
                        segments.append(TimedText(event.start, event.end, event.text))
                    elif isinstance(event, ProgressEvent):
                        duration = max(duration, event.total)
        except asyncio.CancelledError:  # the client went away
            if first and not trace.outcome:
                api.cancel_soon(handle.request_id)
            raise
        finally:
            api.finished("transcription", trace, first)
        if not isinstance(final, Completed):
            error = failed_answer(final, trace)
            error.message = error.message.replace(transcription.path, "the uploaded file")
            raise error
        if fmt in SEGMENTED and final.text and not segments:
            # A key's answer from an earlier run of Spillway: the journal kept the text only.
            message = "this transcription finished in an earlier run; ask for json or text"
            raise ApiError(409, message, code="segments_gone")
        content_type, body = transcription_body(
            fmt,
            final.text,
            segments,
            duration,
            final.language or transcription.language,
            transcription.task,
        )
        return web.Response(
            text=body, content_type=content_type, charset="utf-8", headers=trace.headers()
        )


async def read_upload(request: web.Request, folder: Path, limit: int) -> Upload:
    """Read the multipart form: small fields in memory, the file into ``folder``.

    Raises:
        ApiError: 400 for a body that is not multipart form data, 413 past ``limit``,
            422 for a second file or an oversized field.
    """
    upload = Upload()
    try:
        reader = await request.multipart()
        while (part := await reader.next()) is not None:
            if not isinstance(part, BodyPartReader):
                raise invalid("file", "nested multipart bodies are not accepted")
            await _read_part(part, upload, folder, limit)
    except ApiError:
        raise
    except Exception as exc:  # whatever the parser makes of a malformed body is the body's fault
        log.debug("malformed upload: %r", exc)
        message = f"the body is not valid multipart/form-data: {exc}"
        raise ApiError(400, message, code="invalid_multipart") from None
    return upload


async def _read_part(part: BodyPartReader, upload: Upload, folder: Path, limit: int) -> None:
    name = part.name
    if name == "file":
        if upload.audio is not None:
            raise invalid("file", "send one file")
        suffix = Path(part.filename or "").suffix
        upload.audio = folder / ("audio" + (suffix if _SUFFIX.match(suffix) else ""))
        digest = hashlib.sha256()
        with await asyncio.to_thread(upload.audio.open, "wb") as out:
            while chunk := await part.read_chunk(_CHUNK):
                upload.received += len(chunk)
                if upload.received > limit:
                    raise too_large(limit)
                await asyncio.to_thread(_keep, out, digest, chunk)
        upload.sha256 = digest.hexdigest()
        return
    data = bytearray()
    while chunk := await part.read_chunk(_CHUNK):
        upload.received += len(chunk)
        if upload.received > limit + _MULTIPART_SLACK:
            raise too_large(limit)
        if name in FIELDS:
            data += chunk
            if len(data) > _MAX_FIELD:
                raise invalid(name or "field", f"the field {name} is too long")
    if name in FIELDS:
        upload.fields[name] = data.decode(part.get_charset("utf-8"), errors="replace").strip()


def _keep(out: BinaryIO, digest: Any, chunk: bytes) -> None:
    """Write a chunk of the upload and add it to its hash (off the event loop)."""
    out.write(chunk)
    digest.update(chunk)
