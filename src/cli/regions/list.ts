/**
 * `placer regions list FILE`: the solutions one per line, in lexicographic order of their cells
 * (the search's rows order), on the one listing skeleton (cli/listing.ts). `--offset N` counts
 * units (the solutions under each first row, by the fast order) to find the unit that holds
 * solution N — the last one only up to N — then lists from that unit on.
 */
import type { Command } from 'commander';
import type { RegionsPuzzle } from '../../core/regions/puzzle.js';
import { printStars } from '../../core/regions/placement.js';
import { RegionsSearch } from '../../core/regions/search.js';
import { firstRows } from '../../core/regions/firstRows.js';
import { drive } from '../../core/run/drive.js';
import { nodeHost } from '../../node/host.js';
import { formatDuration } from '../../render/duration.js';
import { regionsBoardText, regionsSolutionJson } from '../../render/regions/regions.js';
import { jsonAlias, parseChoice, parseIntArg } from '../args.js';
import { usage } from '../errors.js';
import type { CliContext } from '../context.js';
import { runListing, type SeekEnd } from '../listing.js';
import type { Act } from '../outcome.js';
import type { LiveRun } from '../progress.js';
import { plural } from '../../render/plural.js';
import { FILE_ARGUMENT, readRegionsInput, STARS_OPTION } from './input.js';

const FORMATS = ['line', 'board', 'json'] as const;
type Format = (typeof FORMATS)[number];

interface ListOpts {
  stars?: string;
  format: string;
  json?: boolean;
  offset: string;
  limit?: string;
  progress?: boolean;
  quiet?: boolean;
}

/** Where the listing starts: the unit that holds the first solution printed, and what to pass. */
interface Start {
  readonly unit: number;
  readonly skip: number;
}

async function seek(
  p: RegionsPuzzle,
  label: string,
  offset: number,
  live: LiveRun,
): Promise<SeekEnd<Start>> {
  let before = 0;
  const units = firstRows(p);
  for (let u = 0; u < units.length; u++) {
    // Stepped through solution by solution, stopping at the one wanted: one unit of a big
    // grid may hold more solutions than a count could finish (20x20 stripes, two stars).
    const count = new RegionsSearch(p, { firstRow: units[u], list: true });
    const outcome = await drive(count, {
      host: nodeHost,
      signal: live.signal,
      onFound: () => before + count.count <= offset,
    });
    if (outcome === 'cancelled') return { kind: 'cancelled' };
    if (outcome === 'found') return { kind: 'found', search: { unit: u, skip: offset - before } };
    before += count.count;
    live.line.update(`regions ${label}: ${plural(before, 'solution')} passed`);
  }
  return { kind: 'past-end', total: BigInt(before) };
}

/** A solution as the chosen format writes it. */
export function regionsSolutionText(
  p: RegionsPuzzle,
  cells: ArrayLike<number>,
  format: Format,
): string {
  if (format === 'json') return JSON.stringify(regionsSolutionJson(p, cells));
  if (format === 'board') return regionsBoardText(p, cells).join('\n') + '\n';
  return printStars(p.n, cells);
}

export function registerRegionsList(regions: Command, ctx: CliContext, act: Act): void {
  regions
    .command('list')
    .description('list the solutions of a grid, one per line, in lexicographic order')
    .argument(...FILE_ARGUMENT)
    .option(...STARS_OPTION)
    .option('--format <format>', `how a solution is written: ${FORMATS.join('|')}`, 'line')
    .addOption(jsonAlias())
    .option('--offset <N>', 'start at solution N (from 0)', '0')
    .option('--limit <L>', 'list at most L solutions')
    .option('--progress', 'report the seek on stderr even when it is not a terminal')
    .option('-q, --quiet', 'no progress reports')
    .action(
      act(async (file: string | undefined, opts: ListOpts) => {
        const { puzzle, label } = readRegionsInput(file, opts.stars);
        // A puzz.link URL holds the regions and k, never stars placed: there is no URL of a
        // solution to list, so the refusal says so rather than only naming the choices.
        if (opts.format === 'url') {
          throw usage(
            'bad-choice',
            `--format url is not for list: a puzz.link URL holds the puzzle, not a solution ` +
              `(list writes ${FORMATS.join(', ')}; generate and repair write url)`,
          );
        }
        const format = opts.json === true ? 'json' : parseChoice('--format', opts.format, FORMATS);
        const offset = parseIntArg('--offset', opts.offset, 0, Number.MAX_SAFE_INTEGER);
        const limit =
          opts.limit === undefined
            ? Infinity
            : parseIntArg('--limit', opts.limit, 1, Number.MAX_SAFE_INTEGER);
        const units = firstRows(puzzle);
        return runListing<Start>(ctx, {
          live: opts,
          seek: offset === 0 ? null : (live) => seek(puzzle, label, offset, live),
          start: () => ({ unit: 0, skip: 0 }),
          liveWhileListing: true,
          list: async ({ unit, skip }, live) => {
            let passed = 0;
            let listed = 0;
            for (let u = unit; u < units.length && listed < limit; u++) {
              const search = new RegionsSearch(puzzle, {
                firstRow: units[u],
                list: true,
                order: 'rows',
              });
              const outcome = await drive(search, {
                host: nodeHost,
                signal: live?.signal,
                onFound: () => {
                  if (passed < skip) {
                    passed++;
                    return true;
                  }
                  ctx.out.line(regionsSolutionText(puzzle, search.solution, format));
                  return ++listed < limit;
                },
              });
              if (outcome === 'cancelled') return { listed, cancelled: true };
            }
            return { listed, cancelled: false };
          },
          words: {
            cancelled: (seeking, seconds) =>
              `cancelled after ${formatDuration(seconds)}` +
              (seeking ? ' while seeking: nothing printed' : ''),
            pastEnd: (total) =>
              `--offset ${offset} is past the end: the grid has ${plural(total, 'solution')}`,
            none: () => ({ text: `no: ${label} has no solution`, stdout: false }),
          },
        });
      }),
    );
}
