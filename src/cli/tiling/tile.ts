/**
 * `placer tile REGION`: tile a region with polyominoes — the first tiling (default), every tiling
 * (--list, a stream), or the number of tilings, total and distinct up to the region's symmetries
 * (--count). --dlx FILE writes the problem as an exact-cover instance instead.
 */
import { queueTarget } from '../queue.js';
import { noTilingWords, piecesWords } from '../../render/tilingWords.js';
import type { Command } from 'commander';
import { printDlx } from '../../core/cover/dlxFormat.js';
import { isPlacerError } from '../../core/errors.js';
import { selectPieces } from '../../core/tiling/pieceSets.js';
import {
  buildTilingProblem,
  checkFeasible,
  type TilingProblem,
} from '../../core/tiling/problem.js';
import type { SymmetryMode } from '../../core/tiling/symmetryPlan.js';
import { drive } from '../../core/run/drive.js';
import { tilingExactCover } from '../../core/tiling/coverForm.js';
import { TilingListingIndex, type TilingListing } from '../../core/tiling/seek.js';
import { prepareTiling } from '../../core/tiling/tile.js';
import type { EngineChoice } from '../../core/tiling/tilingEngine.js';
import { checkTiling } from '../../core/tiling/validate.js';
import { nodeHost } from '../../node/host.js';
import { tilingDrawing } from '../../render/tiling.js';
import { tilingJson } from '../../render/tilingJson.js';
import { renderTilingSvg } from '../../render/tilingSvg.js';
import { renderTilingText } from '../../render/tilingText.js';
import { parseChoice, parseIntArg } from '../args.js';
import type { CliContext } from '../context.js';
import { EXIT_FAILURE, EXIT_INTERRUPTED, usage } from '../errors.js';
import { startLiveRun } from '../progress.js';
import { DEFAULT_CHECKPOINT_AFTER_MS, parseThreads, unitCountOptions } from '../unitCount.js';
import { readPieces, readRegion } from './input.js';
import { Sink } from './sink.js';
import { addOutputOptions, outputPath } from '../outputOption.js';
import { tileCheck } from './tileCheck.js';
import { tileCount } from './tileCount.js';
import { seekOffset } from './seekOffset.js';
import { checkWritable, writeFileAtomic } from '../../node/files.js';
import { formatDuration } from '../../render/duration.js';

const FORMATS = ['text', 'json', 'svg'] as const;
const SYMMETRY = ['break', 'none'] as const;
const ENGINES = ['auto', 'bits', 'dlx'] as const;
/** How often the progress line is redrawn. */
const PROGRESS_EVERY_MS = 250;

interface TileOpts {
  queue?: string;
  pieces?: string;
  piece?: string[];
  count?: boolean;
  list?: boolean;
  distinct?: boolean;
  limit?: string;
  offset?: string;
  format: string;
  symmetry: string;
  engine: string;
  dlx?: string;
  check?: string;
  output?: string;
  out?: string;
  progress?: boolean;
  quiet?: boolean;
  threads: string;
  checkpoint?: string | false;
}

function collect(value: string, previous: string[] | undefined): string[] {
  return [...(previous ?? []), value];
}

/** Builds a search (or a listing index), with core's conditions worded as this command's options. */
function withOptionWords<T>(build: () => T): T {
  try {
    return build();
  } catch (e) {
    if (isPlacerError(e) && e.code === 'engine-unfit') {
      throw usage(
        'engine-unfit',
        '--engine bits needs at most 32 pieces and every placement within 32 cells in search order (use --engine dlx or auto)',
      );
    }
    throw e;
  }
}

function describePieces(p: TilingProblem, label: string): string {
  return piecesWords(
    p.kinds.map((k) => ({ name: k.piece.name, count: k.count })),
    label,
  );
}

export function registerTile(program: Command, ctx: CliContext): void {
  const tile = program
    .command('tile')
    .description('tile a region with polyominoes: the first tiling, all of them, or how many')
    .argument('[REGION]', 'WxH (W columns, H rows, e.g. 6x10) or a picture file: . cell, # hole')
    .option(
      '--pieces <set|file>',
      'pentominoes (default), one-sided-pentominoes, tetrominoes, one-sided-tetrominoes, trominoes, hexominoes, or a piece file',
    )
    .option(
      '--piece <NAME=COUNT>',
      'use only the named pieces, COUNT a whole number or * for any number (repeatable; NAME alone = 1)',
      collect,
    )
    .option('--count', 'count all tilings: total and distinct up to the symmetries of the region')
    .option('--list', 'list every tiling (a stream; text: blank line between tilings)')
    .option(
      '--distinct',
      'with --list: one tiling per symmetry class; with --count: only that number',
    )
    .option('--limit <K>', 'with --list: at most K tilings (K ≥ 1)')
    .option(
      '--offset <K>',
      'with --list: skip the first K tilings (found by counting, without listing them)',
    )
    .option('--format <format>', `${FORMATS.join('|')}`, 'text')
    .option(
      '--symmetry <mode>',
      'break: search one representative per symmetry; none: visit every tiling',
      'break',
    )
    .option('--engine <engine>', `${ENGINES.join('|')} (auto: bitboard where it fits)`, 'auto')
    .option(
      '--check <file>',
      "check that FILE ('-': stdin) holds tilings of REGION with the pieces, drawn as tile prints them",
    )
    .option(
      '--dlx <file>',
      "write the problem in DLX exact-cover format to FILE ('-': stdout) and stop",
    )
    .option('--queue <url>', 'with --count: count on `placer worker`s through this Redis queue')
    .option('--progress', 'report progress on stderr even when it is not a terminal')
    .option('-q, --quiet', 'no progress reports');
  addOutputOptions(tile);
  unitCountOptions(tile, `with --count once it runs ${DEFAULT_CHECKPOINT_AFTER_MS / 1000} s`);
  tile.action(async (regionArg: string | undefined, opts: TileOpts) => {
    const format = parseChoice('--format', opts.format, FORMATS);
    const symmetry: SymmetryMode = parseChoice('--symmetry', opts.symmetry, SYMMETRY);
    const engine: EngineChoice = parseChoice('--engine', opts.engine, ENGINES);
    if (opts.count && opts.list)
      throw usage('bad-combination', '--count and --list exclude each other');
    if (opts.check !== undefined) {
      const other = (
        [
          ['--count', opts.count],
          ['--list', opts.list],
          ['--dlx', opts.dlx !== undefined],
          ['--distinct', opts.distinct],
          ['--queue', opts.queue !== undefined],
          ['--format svg', format === 'svg'],
        ] as const
      ).find(([, on]) => on === true);
      if (other) throw usage('bad-combination', `--check checks a drawing: drop ${other[0]}`);
    }
    if (opts.limit !== undefined && !opts.list)
      throw usage('bad-combination', '--limit needs --list');
    if (opts.offset !== undefined && !opts.list)
      throw usage('bad-combination', '--offset needs --list');
    if (opts.distinct && !opts.count && !opts.list) {
      throw usage('bad-combination', '--distinct needs --count or --list');
    }
    const countOnly = (what: string): void => {
      if (!opts.count) throw usage('bad-combination', `${what} needs --count`);
    };
    if (opts.threads !== '1') countOnly('--threads');
    if (opts.checkpoint !== undefined)
      countOnly(opts.checkpoint ? '--checkpoint' : '--no-checkpoint');
    const threads = parseThreads(opts.threads);
    if (opts.queue !== undefined) {
      countOnly('--queue');
      if (opts.threads !== '1' || opts.checkpoint !== undefined) {
        throw usage(
          'bad-combination',
          '--queue keeps finished work in Redis and counts on `placer worker`s: drop --threads and --checkpoint',
        );
      }
    }
    const queue = opts.queue === undefined ? undefined : queueTarget(opts.queue);
    if (format === 'svg' && opts.count) {
      throw usage('bad-combination', '--format svg draws tilings: use it without --count');
    }
    const limit =
      opts.limit === undefined
        ? Infinity
        : parseIntArg('--limit', opts.limit, 1, Number.MAX_SAFE_INTEGER);
    const offset =
      opts.offset === undefined
        ? null
        : parseIntArg('--offset', opts.offset, 0, Number.MAX_SAFE_INTEGER);
    // '-' is standard output, as everywhere.
    const output = outputPath(opts);
    // Output paths are checked before any work, so a bad one fails at once.
    if (opts.dlx !== undefined) {
      if (opts.dlx !== '-') checkWritable(opts.dlx, '--dlx');
    } else if (output !== undefined) checkWritable(output, '-o');
    const { region, label, source: regionSource } = readRegion(regionArg);
    const input = readPieces(opts.pieces);
    const kinds = selectPieces(input.pieces, input.counts, opts.piece ?? []);
    if (opts.check !== undefined) {
      tileCheck(new Sink(ctx, output), {
        file: opts.check,
        region,
        label,
        kinds,
        piecesText: piecesWords(
          kinds.map((k) => ({ name: k.piece.name, count: k.count })),
          input.label,
        ),
        json: format === 'json',
      });
      return;
    }
    const problem = buildTilingProblem(region, kinds);

    if (opts.dlx !== undefined) {
      if (kinds.some((k) => k.count !== 1 && k.count !== Infinity)) {
        throw usage(
          'dlx-multiplicity',
          '--dlx: the DLX format has no multiplicities: give every piece count 1 or *',
        );
      }
      const text = printDlx(
        tilingExactCover(problem),
        `placer tile ${label}: ${describePieces(problem, input.label)}\nitems: pieces, then cells as row,column; one option per placement`,
      );
      if (opts.dlx === '-') {
        for (const l of text.trimEnd().split('\n')) ctx.out.line(l);
      } else {
        writeFileAtomic(opts.dlx, text, '--dlx');
        if (!opts.quiet) {
          ctx.err(`wrote ${opts.dlx}: ${problem.placements.length} options`);
        }
      }
      return;
    }
    checkFeasible(problem);

    const memoEntries = 1 << 18;
    if (opts.count) {
      const setup = withOptionWords(() =>
        prepareTiling(problem, { mode: 'count', symmetry, engine, memoEntries }),
      );
      await tileCount(ctx, {
        setup,
        problem,
        spec: { region: regionSource, pieces: input.spec, select: opts.piece ?? [] },
        label,
        piecesText: describePieces(problem, input.label),
        symmetry,
        engine,
        memoEntries,
        json: format === 'json',
        distinct: opts.distinct === true,
        output,
        threads,
        checkpoint: opts.checkpoint,
        queue: queue && { target: queue, title: `placer tile ${regionArg ?? ''} --count` },
        quiet: opts.quiet,
        progress: opts.progress,
      });
      return;
    }
    const listing: TilingListing = {
      distinct: opts.distinct === true,
      symmetry,
      engine,
      memoEntries,
    };
    // A listing (the first tiling is one too) reads from any offset through its index.
    const index = withOptionWords(() => new TilingListingIndex(problem, listing));
    let search = index.listFrom();
    const sink = new Sink(ctx, output);
    const live = startLiveRun(ctx.errIsTTY, opts);
    const line = live.line;
    const t0 = performance.now();
    let firstMs: number | null = null;
    let listed = 0;
    const svgDrawings: ReturnType<typeof tilingDrawing>[] = [];
    const svgCaptions: string[] = [];
    const wanted = opts.list ? limit : 1;
    /** Tilings before the first one printed (--offset). */
    const first = offset ?? 0;
    const emit = (): void => {
      const bad = checkTiling(problem, search.tiling);
      if (bad !== null) throw new Error(`engine produced an invalid tiling: ${bad}`);
      listed++;
      if (format === 'json') {
        const extra = opts.list
          ? { index: first + listed, orbit: search.orbitSize, canonical: search.canonical }
          : { orbit: search.orbitSize };
        sink.line(JSON.stringify(tilingJson(problem, search.tiling, extra)));
      } else if (format === 'svg') {
        svgDrawings.push(tilingDrawing(problem, search.tiling));
        svgCaptions.push(`#${first + listed}`);
      } else {
        if (opts.list && listed > 1) sink.line('');
        const color = ctx.color && output === undefined;
        sink.line(renderTilingText(tilingDrawing(problem, search.tiling), { color }));
      }
    };
    let result;
    /** Tilings in the listing, when --offset K goes past its end. */
    let pastEnd: bigint | null = null;
    /** Nodes spent seeking (--offset). */
    let seekNodes = 0;
    try {
      let lastLine = 0;
      if (offset !== null) {
        // Find where the listing resumes by counting, then list from there.
        const seeked = await seekOffset(index, offset, {
          signal: live.signal,
          line,
          what: `tile ${label}`,
          item: 'tiling',
          units: 'sub-problems',
        });
        ({ result, pastEnd, nodes: seekNodes } = seeked);
        if (seeked.search !== null) search = seeked.search;
      }
      if (result !== 'cancelled' && pastEnd === null) {
        result = await drive(search, {
          host: nodeHost,
          signal: live.signal,
          onFound: () => {
            if (firstMs === null) firstMs = performance.now() - t0;
            emit();
            return listed < wanted;
          },
          progressEveryMs: 0,
          onProgress: (p, ms) => {
            if (firstMs === null && (p.found ?? 0n) > 0n) firstMs = ms;
            if (ms - lastLine < PROGRESS_EVERY_MS) return;
            lastLine = ms;
            const pct = (100 * (p.fraction ?? 0)).toFixed(1);
            line.update(
              `tile ${label}: ${p.done}/${p.total} sub-problems (${pct}%), ` +
                `${p.found} tilings, ${p.steps} nodes, ${formatDuration(ms / 1000)}`,
            );
          },
        });
      }
    } finally {
      live.end();
    }
    const seconds = (performance.now() - t0) / 1000;
    if (format === 'svg' && svgDrawings.length > 0) {
      for (const l of renderTilingSvg(svgDrawings, {
        title: `${label}: ${svgDrawings.length} tiling${svgDrawings.length === 1 ? '' : 's'}`,
        captions: svgDrawings.length > 1 ? svgCaptions : undefined,
      })
        .trimEnd()
        .split('\n'))
        sink.line(l);
    }
    if (result === 'cancelled') {
      // What was printed goes out before the message, so the message follows it.
      await ctx.out.end();
      // A partial result never replaces the file: it stays as it was (or absent).
      ctx.err(
        output !== undefined
          ? `cancelled after ${formatDuration(seconds)}: '${output}' not written (left as it was)`
          : `cancelled after ${formatDuration(seconds)}`,
      );
      process.exitCode = EXIT_INTERRUPTED;
      return;
    }
    if (pastEnd !== null && pastEnd > 0n) {
      const what = listing.distinct ? 'distinct tilings' : 'tilings';
      ctx.err(`--offset ${offset}: past the end, the listing has ${pastEnd} ${what}`);
      process.exitCode = EXIT_FAILURE;
      return;
    }
    sink.finish();
    if (output !== undefined && !opts.quiet) ctx.err(`wrote ${output}`);
    // A search for a tiling or a listing that finds none answers "no" (exit 1): on standard
    // output in text, where the tilings would have been, and on standard error when stdout is
    // JSON or SVG.
    if (listed === 0) {
      const no =
        search.proof !== null
          ? noTilingWords(search.proof)
          : `no tiling exists (${search.nodes + seekNodes} nodes, ${formatDuration(seconds)})`;
      if (format === 'text' && output === undefined) ctx.out.line(no);
      else ctx.err(no);
      process.exitCode = EXIT_FAILURE;
    }
    await ctx.out.end();
  });
}
