/**
 * `placer queens list N`: every solution (or one per class) as a stream, one per line. With
 * `--offset K` the first row printed is found by counting (core/queens/listing.ts), not by listing
 * the K rows before it; long seeks show progress and stop on Ctrl-C. The ends are the listings'
 * own (listing.ts).
 */
import type { Command } from 'commander';
import { drive } from '../../core/run/drive.js';
import { MAX_COUNT_N } from '../../core/queens/count.js';
import { SolutionStream } from '../../core/queens/enumerate.js';
import { PLACEMENT_FORMATS, type PlacementFormat } from '../../core/queens/formats.js';
import { ListingSeek, streamAfter, type ListedSolution } from '../../core/queens/listing.js';
import { nodeHost } from '../../node/host.js';
import { boardOf } from '../../render/queens/board.js';
import { orbitField } from '../../render/queens/orbitField.js';
import { listingLine } from '../../render/queens/listingLine.js';
import { seekProgressWords } from '../../render/queens/listingProgress.js';
import { renderTextBoard } from '../../render/queens/textBoard.js';
import { parseChoice, parseIntArg } from '../args.js';
import { PermEncoder } from './permEncoder.js';
import type { CliContext } from '../context.js';
import type { Act } from '../outcome.js';
import { runListing, type SeekEnd } from '../listing.js';
import type { LiveRun } from '../progress.js';
import { checkFormatFits } from './placementIo.js';

export const LIST_FORMATS = [...PLACEMENT_FORMATS, 'board'] as const;
type ListFormat = (typeof LIST_FORMATS)[number];

interface ListOpts {
  fundamental?: boolean;
  format: string;
  offset: string;
  limit?: string;
  progress?: boolean;
  quiet?: boolean;
}

/** Where the listing starts: its first row (null: there is none), and the rows after it. */
interface Start {
  readonly first: ListedSolution | null;
  readonly stream: SolutionStream;
}

/** How the rows are printed. */
interface RowFormat {
  readonly n: number;
  readonly format: ListFormat;
  readonly fundamental: boolean;
  /** Rows before the first one printed. */
  readonly offset: number;
  readonly limit: number;
}

export function registerList(queens: Command, ctx: CliContext, act: Act): void {
  queens
    .command('list')
    .description('list solutions in lexicographic order, one per line (constant memory)')
    .argument('[N]', 'board size, 1…32')
    .option(
      '--fundamental',
      'only the canonical member of each symmetry class, with its orbit size',
    )
    .option('--format <format>', `${LIST_FORMATS.join('|')}`, 'perm')
    .option(
      '--offset <K>',
      'start at row K (0-based): the first K rows are counted, not listed',
      '0',
    )
    .option('--limit <K>', 'print at most K solutions')
    .option(
      '--progress',
      'report the progress of a long --offset on stderr even when it is not a terminal',
    )
    .option('-q, --quiet', 'no progress reports')
    .action(
      act(async (nText: string | undefined, opts: ListOpts) => {
        const n = parseIntArg('N', nText, 1, MAX_COUNT_N);
        const format: ListFormat = parseChoice('--format', opts.format, LIST_FORMATS);
        if (format !== 'board') checkFormatFits(format, n);
        const offset = parseIntArg('--offset', opts.offset, 0, Number.MAX_SAFE_INTEGER);
        const limit =
          opts.limit === undefined
            ? Infinity
            : parseIntArg('--limit', opts.limit, 1, Number.MAX_SAFE_INTEGER);
        const fundamental = opts.fundamental === true;
        const rows: RowFormat = { n, format, fundamental, offset, limit };
        const seek = offset === 0 ? null : new ListingSeek(n, BigInt(offset), { fundamental });
        return runListing<Start>(ctx, {
          live: opts,
          seek: seek && ((live) => seekRow(seek, live)),
          start: () => {
            const stream = new SolutionStream(n, { fundamental });
            const cols = stream.next();
            return {
              first:
                cols === null
                  ? null
                  : { cols, orbit: stream.orbitSize, orbitSize: stream.orbitSize },
              stream,
            };
          },
          // The rows stream at the reader's pace: only a seek shows progress and stops on Ctrl-C.
          liveWhileListing: false,
          list: async (start) => ({ listed: await printRows(ctx, start, rows), cancelled: false }),
          words: {
            cancelled: () =>
              `cancelled before row ${offset}: nothing printed (${seek?.counted ?? 0n} ${fundamental ? 'classes' : 'rows'} counted)`,
            pastEnd: (total) =>
              `--offset ${offset} is past the end: N = ${n} has ${total} ${fundamental ? 'classes' : 'solutions'} (rows 0…${total - 1n})`,
            // A board without solutions (N = 2, 3) is a "no" answer, as for solve and complete.
            none: () => ({ text: `no solutions for N = ${n}`, stdout: false }),
          },
        });
      }),
    );
}

/** Finds the row `seek` looks for by counting (core/queens/listing.ts), with progress and Ctrl-C. */
async function seekRow(seek: ListingSeek, live: LiveRun): Promise<SeekEnd<Start>> {
  const outcome = await drive(seek, {
    host: nodeHost,
    signal: live.signal,
    firstBudget: 1, // a step counts a part: up to tens of milliseconds
    onProgress: (_p, ms) => live.line.update(seekProgressWords(seek, ms)),
  });
  if (outcome === 'cancelled') return { kind: 'cancelled' };
  const found = seek.result;
  if (found === null) return { kind: 'past-end', total: seek.total ?? 0n };
  const stream = streamAfter(seek.n, found.cols, { fundamental: seek.fundamental });
  return { kind: 'found', search: { first: found, stream } };
}

/** Prints the rows from `start` on, up to the limit; returns how many it printed. */
async function printRows(ctx: CliContext, start: Start, rows: RowFormat): Promise<number> {
  const { n, format, fundamental, limit } = rows;
  const { stream } = start;
  const perm = new PermEncoder(n, ctx.out);
  let index = rows.offset;
  let printed = 0;
  let cols: Int32Array | null = start.first?.cols ?? null;
  let orbit = start.first?.orbitSize ?? 0;
  while (cols !== null && printed < limit) {
    index++;
    printed++;
    if (format === 'perm') {
      perm.line(cols, fundamental ? orbitField(orbit, 'line') : '');
    } else {
      const p = { n, cols };
      if (format === 'board') {
        ctx.out.line(`#${index}` + (fundamental ? orbitField(orbit, 'heading') : ''));
        ctx.out.line(renderTextBoard(boardOf(p), { color: ctx.color }));
        ctx.out.line('');
      } else {
        ctx.out.line(listingLine(p, format as PlacementFormat, fundamental ? orbit : null));
      }
    }
    if (printed === limit) break;
    if ((printed & 0x3fff) === 0) await ctx.out.pause();
    cols = stream.next();
    orbit = stream.orbitSize;
  }
  perm.flush();
  return printed;
}
