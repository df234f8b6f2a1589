/**
 * `placer queens list N`: every solution (or one per class) as a stream, one per line. With
 * `--offset K` the first row printed is found by counting (core/queens/listing.ts), not by listing
 * the K rows before it; long seeks show progress and stop on Ctrl-C.
 */
import type { Command } from 'commander';
import { drive } from '../../core/run/drive.js';
import { MAX_COUNT_N } from '../../core/queens/count.js';
import { SolutionStream } from '../../core/queens/enumerate.js';
import { PLACEMENT_FORMATS, type PlacementFormat } from '../../core/queens/formats.js';
import { ListingSeek, streamAfter, type ListedSolution } from '../../core/queens/listing.js';
import { nodeHost } from '../../node/host.js';
import { boardOf } from '../../render/board.js';
import { orbitField } from '../../render/orbitField.js';
import { listingLine } from '../../render/listingLine.js';
import { seekProgressWords } from '../../render/listingProgress.js';
import { renderTextBoard } from '../../render/textBoard.js';
import { parseChoice, parseIntArg } from '../args.js';
import { PermEncoder } from './permEncoder.js';
import type { CliContext } from '../context.js';
import { EXIT_FAILURE, EXIT_INTERRUPTED } from '../errors.js';
import { startLiveRun } from '../progress.js';
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

/** The first row to print and the stream of the rows after it; null when there is no such row. */
interface Start {
  readonly cols: Int32Array;
  readonly orbitSize: number;
  readonly stream: SolutionStream;
}

export function registerList(queens: Command, ctx: CliContext): void {
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
    .action(async (nText: string | undefined, opts: ListOpts) => {
      const n = parseIntArg('N', nText, 1, MAX_COUNT_N);
      const format: ListFormat = parseChoice('--format', opts.format, LIST_FORMATS);
      if (format !== 'board') checkFormatFits(format, n);
      const offset = parseIntArg('--offset', opts.offset, 0, Number.MAX_SAFE_INTEGER);
      const limit =
        opts.limit === undefined
          ? Infinity
          : parseIntArg('--limit', opts.limit, 1, Number.MAX_SAFE_INTEGER);
      const fundamental = opts.fundamental === true;

      let start: Start | null;
      if (offset === 0) {
        const stream = new SolutionStream(n, { fundamental });
        const cols = stream.next();
        start = cols === null ? null : { cols, orbitSize: stream.orbitSize, stream };
      } else {
        const found = await seekRow(n, offset, fundamental, ctx, opts);
        if (found === null) return; // cancelled or past the end: said on stderr
        const stream = streamAfter(n, found.cols, { fundamental });
        start = { cols: found.cols, orbitSize: found.orbitSize, stream };
      }
      if (start === null) {
        // A board without solutions (N = 2, 3) is a "no" answer, as for solve and complete.
        await ctx.out.end();
        ctx.err(`no solutions for N = ${n}`);
        process.exitCode = EXIT_FAILURE;
        return;
      }

      const { stream } = start;
      const perm = new PermEncoder(n, ctx.out);
      let index = offset;
      let printed = 0;
      let cols: Int32Array | null = start.cols;
      let orbit = start.orbitSize;
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
      await ctx.out.end();
    });
}

/**
 * Finds row `offset` by counting (core/queens/listing.ts), with progress on stderr and Ctrl-C;
 * null when there is none to print (cancelled, or past the end: said on stderr, exit code set).
 */
async function seekRow(
  n: number,
  offset: number,
  fundamental: boolean,
  ctx: CliContext,
  opts: ListOpts,
): Promise<ListedSolution | null> {
  const seek = new ListingSeek(n, BigInt(offset), { fundamental });
  const live = startLiveRun(ctx.errIsTTY, opts);
  let outcome;
  try {
    outcome = await drive(seek, {
      host: nodeHost,
      signal: live.signal,
      firstBudget: 1, // a step counts a part: up to tens of milliseconds
      onProgress: (_p, ms) => live.line.update(seekProgressWords(seek, ms)),
    });
  } finally {
    live.end();
  }
  const what = fundamental ? 'classes' : 'solutions';
  if (outcome === 'cancelled') {
    ctx.err(
      `cancelled before row ${offset}: nothing printed (${seek.counted} ${fundamental ? 'classes' : 'rows'} counted)`,
    );
    process.exitCode = EXIT_INTERRUPTED;
    return null;
  }
  if (seek.result === null) {
    const total = seek.total ?? 0n;
    ctx.err(
      total === 0n
        ? `no solutions for N = ${n}`
        : `--offset ${offset} is past the end: N = ${n} has ${total} ${what} (rows 0…${total - 1n})`,
    );
    process.exitCode = EXIT_FAILURE;
    return null;
  }
  return seek.result;
}
