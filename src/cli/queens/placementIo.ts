/**
 * Placements in and out of files and standard output at any size: `perm` and `json` go through
 * the byte encoder/parser (10^8 queens are about 0.9 GB of text, more than one string can hold),
 * the other formats through strings (they are for people, and capped in size).
 */
import {
  detectPlacementFormat,
  formatPlacement,
  isAnnotatedPlacement,
  parsePlacement,
  placementText,
  type PlacementFormat,
} from '../../core/queens/formats.js';
import type { Placement } from '../../core/queens/placement.js';
import {
  PlacementEncoder,
  type ByteFormat,
  type EncodeOptions,
} from '../../core/queens/placementEncoder.js';
import { PlacementByteParser } from '../../core/queens/placementParser.js';
import { PlacerError } from '../../core/errors.js';
import { readChunks, writeChunksAtomic } from '../../node/files.js';
import { parseIntArg } from '../args.js';
import type { CliContext } from '../context.js';
import { usage } from '../errors.js';

/** Formats written as strings are limited to boards of this size. */
export const MAX_STRING_FORMAT_N = 1_000_000;
/** Files in formats other than perm and json are read as one string, up to this size. */
const MAX_TEXT_INPUT = 256 * 1024 * 1024;
const CHUNK = 1 << 20;

function isByteFormat(f: PlacementFormat): f is ByteFormat {
  return f === 'perm' || f === 'json';
}

/** Refuses formats that cannot hold a board of size n. */
export function checkFormatFits(format: PlacementFormat, n: number, option = '--format'): void {
  if (format === 'algebraic' && n > 26) {
    throw usage('format-range', `${option} algebraic needs N ≤ 26 (files a…z), got N = ${n}`);
  }
  if (!isByteFormat(format) && n > MAX_STRING_FORMAT_N) {
    throw usage(
      'format-range',
      `${option} ${format} is for N ≤ ${MAX_STRING_FORMAT_N}; use perm or json for N = ${n}`,
    );
  }
}

/** Writes the placement to a file atomically; returns the bytes written. */
export function writePlacementFile(path: string, p: Placement, format: PlacementFormat): number {
  if (!isByteFormat(format)) {
    const text = new TextEncoder().encode(formatPlacement(p, format) + '\n');
    return writeChunksAtomic(path, (write) => write(text), '-o');
  }
  const enc = new PlacementEncoder(p, format);
  const buf = new Uint8Array(CHUNK);
  return writeChunksAtomic(
    path,
    (write) => {
      for (let k = enc.read(buf); k > 0; k = enc.read(buf)) write(buf.subarray(0, k));
    },
    '-o',
  );
}

/**
 * Prints `prefix` + the placement in `format` (with a newline) to standard output, pacing itself
 * to the reader. The prefix goes before the format's own text: a json placement keeps its
 * opening `{"n":N,"cols":[` after a label.
 */
export function printPlacement(
  ctx: CliContext,
  p: Placement,
  format: PlacementFormat,
  prefix = '',
): void {
  if (!isByteFormat(format)) {
    ctx.out.line(prefix + formatPlacement(p, format));
    return;
  }
  const head = prefix + (format === 'json' ? `{"n":${p.n},"cols":[` : '');
  printEncoded(ctx, p, format, { head, tail: (format === 'json' ? ']}' : '') + '\n' });
}

/**
 * Prints a JSON object whose last field is the placement (jsonShapes.ts PlacementJson): `head`
 * is the object up to and including `"placement":{"n":N,"cols":[`.
 */
export function printJsonWithCols(ctx: CliContext, p: Placement, head: string): void {
  printEncoded(ctx, p, 'json', { head, tail: ']}}\n' });
}

function printEncoded(
  ctx: CliContext,
  p: Placement,
  format: ByteFormat,
  opts: EncodeOptions,
): void {
  const enc = new PlacementEncoder(p, format, opts);
  const buf = new Uint8Array(p.n <= 4096 ? 1 << 16 : CHUNK);
  // Synchronous writes: a slow reader paces them (node/output.ts).
  for (let k = enc.read(buf); k > 0; k = enc.read(buf)) ctx.out.bytes(buf.subarray(0, k));
}

/**
 * The `[N] [PLACEMENT…]` arguments of `queens check` and `queens show`: a first word that is a
 * number is N (which the placement must then match); any other first word starts the placement,
 * and N is null: the placement says it (a perm line's length, a json "n" and its cols).
 */
export function placementArgs(
  nText: string | undefined,
  words: readonly string[],
  maxN: number,
): { n: number | null; words: string[] } {
  if (nText === undefined) return { n: null, words: [...words] };
  if (/^[0-9]+$/.test(nText)) return { n: parseIntArg('N', nText, 1, maxN), words: [...words] };
  return { n: null, words: [nText, ...words] };
}

/** A placement whose N it said itself, refused when the command cannot take that N. */
export function inferredSizeFits(p: Placement, maxN: number): Placement {
  if (p.n > maxN) {
    throw usage('out-of-range', `the placement has ${p.n} rows: N must be from 1 to ${maxN}`);
  }
  return p;
}

/**
 * Reads a placement of size n (null: the size the text says, up to maxN) from a file ('-' =
 * standard input). perm and json are parsed chunk by chunk at any size; the other formats are
 * read as text. `format` forces a format.
 */
export function readPlacementFile(
  path: string,
  n: number | null,
  opts: { format?: PlacementFormat; partial?: boolean; maxN?: number },
): Placement {
  let mode: 'bytes' | 'text' | null = null;
  let parser: PlacementByteParser | null = null;
  const texts: Uint8Array[] = [];
  let textBytes = 0;
  try {
    readChunks(
      path,
      (chunk) => {
        if (mode === null) {
          const start = new TextDecoder().decode(chunk.subarray(0, 4096));
          if (start.trim() === '' && chunk.length < 4096) return; // wait for text
          const format = opts.format ?? detectPlacementFormat(placementText(start));
          // A line of placer's own output (a summary, an orbit note) is read as text.
          mode = isByteFormat(format) && !isAnnotatedPlacement(start) ? 'bytes' : 'text';
          if (mode === 'bytes' && isByteFormat(format)) {
            // A forced format is the parser's too ('--format json' on a perm text is refused).
            parser = new PlacementByteParser(
              n,
              opts.partial === true,
              opts.format === undefined ? undefined : format,
              opts.maxN,
            );
          }
        }
        if (parser !== null) parser.push(chunk);
        else {
          textBytes += chunk.length;
          if (textBytes > MAX_TEXT_INPUT) {
            throw usage(
              'input-too-big',
              `${path} is over ${MAX_TEXT_INPUT >> 20} MB: big placements must be in perm or json format`,
            );
          }
          texts.push(chunk.slice());
        }
      },
      CHUNK,
    );
  } catch (e) {
    if (e instanceof PlacerError) throw e;
    const err = e as NodeJS.ErrnoException;
    if (err.code === 'ENOENT') throw usage('no-such-file', `cannot read ${path}: no such file`);
    if (err.code === 'EISDIR') throw usage('is-a-directory', `cannot read ${path}: a directory`);
    throw usage('read-failed', `cannot read ${path}: ${err.message}`);
  }
  try {
    if (parser !== null) return (parser as PlacementByteParser).end();
    const text = new TextDecoder().decode(Buffer.concat(texts));
    return parsePlacement(text, {
      n: n ?? undefined,
      format: opts.format,
      partial: opts.partial === true,
    });
  } catch (e) {
    // "placement is empty" alone does not say which input was: the file (or stdin) is named.
    // (The file may hold text, such as {"cols":[]}, that holds no queen: "is empty" is the
    // placement's.)
    if (e instanceof PlacerError && e.code === 'placement-empty') {
      const where = path === '-' ? 'standard input' : path;
      throw usage('placement-empty', `${where}: placement is empty`);
    }
    throw e;
  }
}
