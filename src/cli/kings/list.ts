/**
 * `placer kings list WxH --kings K`: the placements one per line, in the search's order (row by
 * row, each row's kings as a bit mask, ascending), on the one listing skeleton (cli/listing.ts).
 * `--offset N` counts whole units (the placements under each first row) to find the unit that
 * holds placement N, then steps through that unit alone.
 */
import type { Command } from 'commander';
import type { KingsBoard } from '../../core/kings/board.js';
import { KingsSearch } from '../../core/kings/search.js';
import { kingsUnitCount } from '../../core/kings/unitCount.js';
import { drive } from '../../core/run/drive.js';
import { nodeHost } from '../../node/host.js';
import { formatDuration } from '../../render/duration.js';
import { kingsBoardName, kingsBoardText, kingsJson, kingsLine } from '../../render/kings/kings.js';
import { parseChoice, parseIntArg } from '../args.js';
import type { CliContext } from '../context.js';
import { runListing, type SeekEnd } from '../listing.js';
import type { Act } from '../outcome.js';
import type { LiveRun } from '../progress.js';
import { parseKingsBoard } from './boardArg.js';
import { plural } from '../../render/plural.js';

const FORMATS = ['line', 'board', 'json'] as const;
type Format = (typeof FORMATS)[number];

interface ListOpts {
  kings?: string;
  format: string;
  offset: string;
  limit?: string;
  progress?: boolean;
  quiet?: boolean;
}

/** The search positioned just before placement `offset`: it lists that one first. */
interface Start {
  readonly search: KingsSearch;
  /** Placements of `search` to pass before the first printed. */
  readonly skip: number;
}

/** Finds the unit that holds placement `offset` by counting the units before it. */
async function seek(board: KingsBoard, offset: number, live: LiveRun): Promise<SeekEnd<Start>> {
  let before = 0;
  for (const unit of kingsUnitCount(board).units) {
    const count = new KingsSearch(board, { firstRow: unit.job.first });
    if ((await drive(count, { host: nodeHost, signal: live.signal })) === 'cancelled') {
      return { kind: 'cancelled' };
    }
    if (before + count.count > offset) {
      const search = new KingsSearch(board, { fromFirstRow: unit.job.first, list: true });
      return { kind: 'found', search: { search, skip: offset - before } };
    }
    before += count.count;
    live.line.update(`kings ${kingsBoardName(board)}: ${plural(before, 'placement')} passed`);
  }
  return { kind: 'past-end', total: BigInt(before) };
}

function lineOf(board: KingsBoard, rows: Int32Array, format: Format): string {
  if (format === 'json') return JSON.stringify(kingsJson(rows, board.cols));
  if (format === 'board') return kingsBoardText(rows, board.cols).join('\n') + '\n';
  return kingsLine(rows, board.cols);
}

export function registerKingsList(kings: Command, ctx: CliContext, act: Act): void {
  kings
    .command('list')
    .description('list the placements of K kings, no two touching, one per line')
    .argument('[BOARD]', 'WxH: columns x rows, each 1…16')
    .option('--kings <K>', 'kings to place, 0 up to one per 2x2 block')
    .option('--format <format>', `how a placement is written: ${FORMATS.join('|')}`, 'line')
    .option('--offset <N>', 'start at placement N (from 0)', '0')
    .option('--limit <L>', 'list at most L placements')
    .option('--progress', 'report the seek on stderr even when it is not a terminal')
    .option('-q, --quiet', 'no progress reports')
    .action(
      act(async (boardText: string | undefined, opts: ListOpts) => {
        const board = parseKingsBoard(boardText, opts.kings);
        const format = parseChoice('--format', opts.format, FORMATS);
        const offset = parseIntArg('--offset', opts.offset, 0, Number.MAX_SAFE_INTEGER);
        const limit =
          opts.limit === undefined
            ? Infinity
            : parseIntArg('--limit', opts.limit, 1, Number.MAX_SAFE_INTEGER);
        return runListing<Start>(ctx, {
          live: opts,
          seek: offset === 0 ? null : (live) => seek(board, offset, live),
          start: () => ({ search: new KingsSearch(board, { list: true }), skip: 0 }),
          liveWhileListing: true,
          list: async ({ search, skip }, live) => {
            let passed = 0;
            let listed = 0;
            const outcome = await drive(search, {
              host: nodeHost,
              signal: live?.signal,
              onFound: () => {
                if (passed < skip) {
                  passed++;
                  return true;
                }
                ctx.out.line(lineOf(board, search.placement, format));
                return ++listed < limit;
              },
            });
            return { listed, cancelled: outcome === 'cancelled' };
          },
          words: {
            cancelled: (seeking, seconds) =>
              `cancelled after ${formatDuration(seconds)}` +
              (seeking ? ' while seeking: nothing printed' : ''),
            pastEnd: (total) =>
              `--offset ${offset} is past the end: the listing has ${total} placement` +
              (total === 1n ? '' : 's'),
            none: () => ({
              text: `no: ${board.kings} kings do not fit on ${kingsBoardName(board)}`,
              stdout: false,
            }),
          },
        });
      }),
    );
}
