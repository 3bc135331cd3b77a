"""The second client of scripts/check-lsp: pygls's language client (PyPI) drives `linkaudit lsp`
through what Neovim's client does not exercise: position encodings (UTF-8 offered and not), a
cancelled request, an unknown method, a malformed message, and shutdown then exit.

Usage: python check_lsp_protocol.py BINARY WORKSPACE   (exits 1 when a check fails)
"""
import asyncio
import sys

from lsprotocol import types
from pygls.exceptions import JsonRpcException
from pygls.lsp.client import LanguageClient

binary, workspace = sys.argv[1], sys.argv[2]
failures = []


def check(condition, what):
    print(("ok: " if condition else "FAILED: ") + what)
    if not condition:
        failures.append(what)


# An emoji (two UTF-16 code units, four UTF-8 bytes) and an accented letter before the link.
TEXT = "\U0001F389 Café: [click here](setup.md).\n"


async def session(encodings):
    """One server: initialize with `encodings`, open the page, and return the client, the
    negotiated encoding and the first diagnostics' start characters by code."""
    client = LanguageClient("linkaudit-check-lsp", "1")
    published = asyncio.Queue()

    @client.feature(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    def diagnostics(params):
        published.put_nowait(params)

    await client.start_io(binary, "lsp", "--no-cache")
    capabilities = types.ClientCapabilities(general=types.GeneralClientCapabilities(position_encodings=encodings))
    result = await client.initialize_async(
        types.InitializeParams(capabilities=capabilities, root_uri="file://" + workspace))
    client.initialized(types.InitializedParams())
    uri = "file://" + workspace + "/page.md"
    client.text_document_did_open(types.DidOpenTextDocumentParams(
        text_document=types.TextDocumentItem(uri=uri, language_id="markdown", version=1, text=TEXT)))
    params = await asyncio.wait_for(published.get(), 10)
    starts = {(d.code, d.range.start.character, d.range.end.character) for d in params.diagnostics}
    return client, result.capabilities.position_encoding, starts, uri


async def main():
    # UTF-8 offered: positions in bytes. "🎉 Café: " is 12 bytes; the link is 22 more.
    client, encoding, starts, uri = await session([types.PositionEncodingKind.Utf8, types.PositionEncodingKind.Utf16])
    check(encoding == "utf-8", f"UTF-8 negotiated when offered ({encoding})")
    check(("generic-link-text", 12, 34) in starts, f"UTF-8 range of the link {sorted(starts)}")

    # A request cancelled before the server reads it gets RequestCancelled (-32800).
    client.protocol.notify("$/cancelRequest", types.CancelParams(id="cancelled-hover"))
    hover = types.HoverParams(text_document=types.TextDocumentIdentifier(uri=uri), position=types.Position(line=0, character=14))
    try:
        await asyncio.wait_for(client.protocol.send_request_async("textDocument/hover", hover, msg_id="cancelled-hover"), 10)
        check(False, "a cancelled request is answered with an error")
    except JsonRpcException as error:
        check(error.code == -32800, f"a cancelled request gets RequestCancelled ({error.code})")

    # An unknown method gets MethodNotFound (-32601).
    try:
        await asyncio.wait_for(client.protocol.send_request_async("linkaudit/nothing", {}), 10)
        check(False, "an unknown method is answered with an error")
    except JsonRpcException as error:
        check(error.code == -32601, f"an unknown method gets MethodNotFound ({error.code})")

    # A malformed message does not stop the server: the next request is answered.
    client.protocol.writer.write(b"Content-Length: 5\r\n\r\n{bad}")
    answer = await asyncio.wait_for(client.text_document_hover_async(hover), 10)
    check(answer is not None and "click here" in answer.contents.value, "the server answers after a malformed message")

    await asyncio.wait_for(client.shutdown_async(None), 10)
    client.exit(None)
    status = await asyncio.wait_for(client._server.wait(), 10)
    check(status == 0, f"shutdown then exit ends the server with status 0 ({status})")

    # UTF-8 not offered: UTF-16 code units. "🎉 Café: " is 9 of them.
    client, encoding, starts, _ = await session([types.PositionEncodingKind.Utf16])
    check(encoding == "utf-16", f"UTF-16 when UTF-8 is not offered ({encoding})")
    check(("generic-link-text", 9, 31) in starts, f"UTF-16 range of the link {sorted(starts)}")
    await asyncio.wait_for(client.shutdown_async(None), 10)
    client.exit(None)
    await asyncio.wait_for(client._server.wait(), 10)


asyncio.run(main())
sys.exit(1 if failures else 0)
