// A screen as a link: its document (JSON text), compressed ("deflate-raw") and written in
// base64url after the address's # — never sent to a server. Read back with a cap: a link that
// unpacks past what a document may hold (a zip bomb) stops there, and the validator then names
// it too long; one that does not unpack at all reads as damaged. Nothing here judges a
// document: the engine's validator does (calc.screen.read_document).

export const KEY = "screen"; // screen.html#screen=<code>
const MAX_CHARS = 2_000_000; // calc.screen.MAX_DOCUMENT_CHARS
const MAX_CODE_CHARS = 4 * MAX_CHARS; // no link is longer; one is refused before any work

function toBase64url(bytes) {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64url(code) {
  const binary = atob(code.replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

export async function pack(text) {
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream("deflate-raw"));
  return toBase64url(new Uint8Array(await new Response(stream).arrayBuffer()));
}

// The document a code holds, as text: at most one character more than a document may hold (the
// validator then refuses it as too long), "" for a code that is not one (refused as damaged).
export async function unpack(code) {
  if (typeof code !== "string") return "";
  if (code.length > MAX_CODE_CHARS) return code.slice(0, MAX_CHARS + 1); // refused as too long, unread
  let bytes;
  try {
    bytes = fromBase64url(code);
  } catch {
    return "";
  }
  const reader = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("deflate-raw")).pipeThrough(new TextDecoderStream()).getReader();
  let text = "";
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return text;
      text += value;
      if (text.length > MAX_CHARS) {
        reader.cancel().catch(() => {});
        return text.slice(0, MAX_CHARS + 1);
      }
    }
  } catch {
    return "";
  }
}

// The code in an address's fragment (#screen=...), or null.
export function codeIn(hash) {
  const match = /^#screen=([A-Za-z0-9_-]*)$/.exec(hash || "");
  return match ? match[1] : null;
}
