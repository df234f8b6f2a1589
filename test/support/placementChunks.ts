/** Feeding text to the placement byte parser in pieces (shared by its tests and its fuzzing). */
import { PlacementByteParser } from '../../src/core/queens/placementParser.js';

const bytes = (s: string): Uint8Array => new TextEncoder().encode(s);

/** Feeds the text in pieces cut at the given points. */
export function parseChunked(
  s: string,
  n: number | null,
  cuts: number[],
  partial = true,
  format?: 'perm' | 'json',
): ReturnType<PlacementByteParser['end']> {
  return parseBytesChunked(bytes(s), n, cuts, partial, format);
}

/** Feeds bytes in pieces cut at the given points (each cut taken modulo the length + 1). */
export function parseBytesChunked(
  b: Uint8Array,
  n: number | null,
  cuts: number[],
  partial = true,
  format?: 'perm' | 'json',
): ReturnType<PlacementByteParser['end']> {
  const parser = new PlacementByteParser(n, partial, format);
  const points = [...new Set(cuts.map((c) => c % (b.length + 1)))].sort((x, y) => x - y);
  let at = 0;
  for (const p of [...points, b.length]) {
    parser.push(b.subarray(at, p));
    at = p;
  }
  return parser.end();
}
