/**
 * A DLX text in the page's URL (the `dlx` parameter), so a link reproduces the exact-cover view:
 * the text's UTF-8 bytes compressed with deflate-raw (CompressionStream, in every current browser
 * and in Node ≥ 18) and written in base64url (RFC 4648 §5, no padding), which a query keeps
 * as it is. A tiling of 6×10 with the pentominoes (46 KB of DLX) takes 12.5 KB of URL.
 *
 * Links are kept to MAX_DLX_PARAM characters of parameter: browsers take URLs of 2 MB and more,
 * but servers, proxies and chat programs commonly cut them near 32 KB; a longer text is not put in
 * the URL, and the page says so (download the file to share it instead).
 */

/** The longest `dlx` parameter a link carries (characters of base64url: 24 KB compressed). */
export const MAX_DLX_PARAM = 32 * 1024;

/** The characters of a base64url parameter. */
export const DLX_PARAM_RE = /^[A-Za-z0-9_-]*$/;

async function pipe(
  bytes: Uint8Array<ArrayBuffer>,
  stream: CompressionStream | DecompressionStream,
): Promise<Uint8Array<ArrayBuffer>> {
  const out = new Response(new Blob([bytes]).stream().pipeThrough(stream));
  return new Uint8Array(await out.arrayBuffer());
}

function toBase64url(bytes: Uint8Array): string {
  let bin = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64url(text: string): Uint8Array<ArrayBuffer> {
  const b64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const bin = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  return Uint8Array.from(bin, (c) => c.charCodeAt(0));
}

/** The `dlx` parameter of a text (of any length: the caller compares it with MAX_DLX_PARAM). */
export async function encodeDlxParam(text: string): Promise<string> {
  const deflated = await pipe(new TextEncoder().encode(text), new CompressionStream('deflate-raw'));
  return toBase64url(deflated);
}

/** The text of a `dlx` parameter; rejects with a message for people when it is not one. */
export async function decodeDlxParam(param: string): Promise<string> {
  if (!DLX_PARAM_RE.test(param) || param.length % 4 === 1) {
    throw new Error('the dlx parameter is not base64url text');
  }
  try {
    const bytes = await pipe(fromBase64url(param), new DecompressionStream('deflate-raw'));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new Error('the dlx parameter does not hold a compressed DLX text (cut short?)');
  }
}
