/**
 * `placer tile REGION`: tile a region with polyominoes — the first tiling (default), every tiling
 * (--list, a stream), or the number of tilings, total and distinct up to the region's symmetries
 * (--count). --dlx FILE writes the problem as an exact-cover instance instead; --check FILE checks
 * drawings. The action parses the options into a request (parseTile), then runs one of the four:
 * tileCheck.ts, the DLX text (writeDlx), tileCount.ts, tileList.ts.
 */
import { queueTarget } from '../queue.js';
import { piecesWords } from '../../render/tiling/tilingWords.js';
import type { Command } from 'commander';
import { printDlx } from '../../core/cover/dlxFormat.js';
import { isPlacerError } from '../../core/errors.js';
import { isExactCount, selectPieces, type PieceCount } from '../../core/tiling/pieceSets.js';
import {
  buildTilingProblem,
  checkFeasible,
  type TilingProblem,
} from '../../core/tiling/problem.js';
import type { SymmetryMode } from '../../core/tiling/symmetryPlan.js';
import { hasPieceItem, tilingExactCover } from '../../core/tiling/coverForm.js';
import { prepareTiling } from '../../core/tiling/tile.js';
import type { EngineChoice } from '../../core/tiling/tilingEngine.js';
import type { RedisTarget } from '../../node/queue/url.js';
import { parseChoice, parseIntArg } from '../args.js';
import type { CliContext } from '../context.js';
import type { Act, Outcome } from '../outcome.js';
import { usage } from '../errors.js';
import { DEFAULT_CHECKPOINT_AFTER_MS, parseThreads, unitCountOptions } from '../unitCount.js';
import { readPieces, readRegion, type PiecesInput, type RegionInput } from './input.js';
import { calendarBoard, calendarRegion, isCalendarName, tileAllDates } from './tileCalendar.js';
import { CLASSIC_CALENDAR, type CalendarBoard } from '../../core/tiling/calendar.js';
import { tileHint } from './tileHint.js';
import { Sink } from './sink.js';
import { addOutputOptions, outputPath } from '../outputOption.js';
import { tileCheck } from './tileCheck.js';
import { tileCount } from './tileCount.js';
import { tileList } from './tileList.js';
import { checkWritable, writeFileAtomic } from '../../node/files.js';
import { plural } from '../../render/plural.js';

/** stl and stl-binary: the packing as a 3-D model, a solid per piece (render/tiling/polycubeStl.ts). */
const FORMATS = ['text', 'json', 'svg', 'stl', 'stl-binary'] as const;
const SYMMETRY = ['break', 'none'] as const;
const ENGINES = ['auto', 'bits', 'dlx'] as const;
/** Entries of the counting cache of a count or a seek. */
const MEMO_ENTRIES = 1 << 18;

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
  exploded?: boolean;
  problem?: string;
  date?: string;
  allDates?: boolean;
  board?: string;
  hint?: string;
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
    p.kinds.map((k) => ({ ...k, name: k.piece.name })),
    label,
  );
}

/** What the options ask for, checked, with the region and the pieces read. */
interface TileRequest {
  readonly opts: TileOpts;
  readonly regionArg: string | undefined;
  readonly format: (typeof FORMATS)[number];
  readonly symmetry: SymmetryMode;
  readonly engine: EngineChoice;
  readonly limit: number;
  /** --offset K; null: none given. */
  readonly offset: number | null;
  /** -o FILE; undefined: standard output. */
  readonly output: string | undefined;
  readonly threads: number;
  readonly queue: RedisTarget | undefined;
  readonly region: RegionInput;
  readonly input: PiecesInput;
  readonly kinds: PieceCount[];
  /** The calendar board REGION names (or --board draws); null for any other region. */
  readonly board: CalendarBoard | null;
}

/**
 * Checks the options against each other (a bad combination is a usage error before any work),
 * the output paths, then reads the region and the pieces.
 */
function parseTile(regionArg: string | undefined, opts: TileOpts): TileRequest {
  const format = parseChoice('--format', opts.format, FORMATS);
  const symmetry: SymmetryMode = parseChoice('--symmetry', opts.symmetry, SYMMETRY);
  const engine: EngineChoice = parseChoice('--engine', opts.engine, ENGINES);
  if (opts.count && opts.list)
    throw usage('bad-combination', '--count and --list exclude each other');
  if (opts.hint !== undefined) {
    const other = (
      [
        ['--count', opts.count],
        ['--list', opts.list],
        ['--check', opts.check !== undefined],
        ['--dlx', opts.dlx !== undefined],
        ['--all-dates', opts.allDates],
        ['--format svg', format === 'svg' || format.startsWith('stl')],
      ] as const
    ).find(([, on]) => on === true);
    if (other) throw usage('bad-combination', `--hint gives one step: drop ${other[0]}`);
  }
  if (opts.check !== undefined) {
    const other = (
      [
        ['--count', opts.count],
        ['--list', opts.list],
        ['--dlx', opts.dlx !== undefined],
        ['--distinct', opts.distinct],
        ['--queue', opts.queue !== undefined],
        ['--format svg', format === 'svg'],
        [`--format ${format}`, format.startsWith('stl')],
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
  if (opts.allDates && (opts.threads !== '1' || opts.queue !== undefined)) {
    throw usage('bad-combination', '--all-dates counts on this thread: drop --threads and --queue');
  }
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
  if ((format === 'svg' || format.startsWith('stl')) && opts.count) {
    throw usage('bad-combination', `--format ${format} draws tilings: use it without --count`);
  }
  if (opts.exploded && !format.startsWith('stl')) {
    throw usage('bad-combination', '--exploded moves the pieces of an STL model: add --format stl');
  }
  if (format.startsWith('stl') && opts.list && opts.limit !== '1') {
    throw usage(
      'bad-combination',
      `--format ${format} writes one packing: with --list add --limit 1 (and --offset K for the (K+1)-th)`,
    );
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
  if (format === 'stl-binary' && output === undefined) {
    throw usage('bad-combination', '--format stl-binary writes a binary file: give -o FILE');
  }
  // Output paths are checked before any work, so a bad one fails at once.
  if (opts.dlx !== undefined) {
    if (opts.dlx !== '-') checkWritable(opts.dlx, '--dlx');
  } else if (output !== undefined) checkWritable(output, '-o');
  const calendar = isCalendarName(regionArg);
  if ((opts.date !== undefined || opts.allDates || opts.board !== undefined) && !calendar) {
    const what = opts.allDates ? '--all-dates' : opts.board !== undefined ? '--board' : '--date';
    throw usage('bad-combination', `${what} is for the calendar: placer tile calendar`);
  }
  if (calendar && (opts.date === undefined) === (opts.allDates !== true)) {
    throw usage(
      'bad-combination',
      `placer tile ${regionArg} needs --date MM-DD or --all-dates (one of them)`,
    );
  }
  const board = calendar ? calendarBoard(regionArg ?? 'calendar', opts.board) : null;
  if (board !== null && board.pieces === null && opts.pieces === undefined) {
    throw usage(
      'missing-argument',
      `--board: a drawn board has no pieces of its own: give --pieces`,
    );
  }
  if (opts.allDates && (opts.count || opts.list || format === 'svg' || format.startsWith('stl'))) {
    throw usage(
      'bad-combination',
      '--all-dates counts every date: drop --count, --list and drawing formats',
    );
  }
  // The calendar with no date (--all-dates) reads as 1 January's board: each date is made later.
  const region =
    board !== null ? calendarRegion(board, opts.date) : readRegion(regionArg, opts.problem);
  if (region.pieces !== undefined && opts.pieces !== undefined && !calendar) {
    throw usage(
      'bad-combination',
      `--pieces: the BurrTools puzzle ${region.label} gives the pieces`,
    );
  }
  if (opts.problem !== undefined && (region.pieces === undefined || calendar)) {
    throw usage('bad-combination', '--problem names a problem of a BurrTools puzzle (.xmpuzzle)');
  }
  const input =
    opts.pieces !== undefined || region.pieces === undefined
      ? readPieces(opts.pieces)
      : region.pieces;
  const kinds = selectPieces(input.pieces, input.counts, opts.piece ?? []);
  return {
    opts,
    regionArg,
    format,
    symmetry,
    engine,
    limit,
    offset,
    output,
    threads,
    queue,
    region,
    input,
    kinds,
    board,
  };
}

/** The --dlx header's line on piece items that are covered more than once. */
function dlxCountWords(kinds: readonly PieceCount[]): string {
  const lines: string[] = [];
  if (kinds.some((k) => isExactCount(k) && k.count !== 1))
    lines.push('a piece used m times is an item covered m times (DLX3: m|name)');
  if (kinds.some((k) => !isExactCount(k) && hasPieceItem(k)))
    lines.push('a piece used u to v times is an item covered u to v times (DLX3: u:v|name)');
  return lines.map((l) => `\n${l}`).join('');
}

/** --dlx FILE: the problem in DLX exact-cover format, to FILE or standard output ('-'). */
function writeDlx(ctx: CliContext, r: TileRequest, problem: TilingProblem, file: string): void {
  const text = printDlx(
    tilingExactCover(problem),
    `placer tile ${r.region.label}: ${describePieces(problem, r.input.label)}\nitems: pieces, then cells as ${problem.region.depth > 1 ? 'layer,row,column' : 'row,column'}; one option per placement${dlxCountWords(r.kinds)}`,
  );
  if (file === '-') {
    for (const l of text.trimEnd().split('\n')) ctx.out.line(l);
  } else {
    writeFileAtomic(file, text, '--dlx');
    if (!r.opts.quiet) ctx.err(`wrote ${file}: ${plural(problem.placements.length, 'option')}`);
  }
}

/** Runs what the request asks for: check, DLX, count, or a listing (the first tiling too). */
async function runTile(ctx: CliContext, r: TileRequest): Promise<Outcome> {
  const { opts, format, symmetry, engine, output, kinds } = r;
  const { label } = r.region;
  if (opts.check !== undefined) {
    return tileCheck(new Sink(ctx, output), {
      file: opts.check,
      region: r.region.region,
      label,
      kinds,
      piecesText: piecesWords(
        kinds.map((k) => ({ ...k, name: k.piece.name })),
        r.input.label,
      ),
      json: format === 'json',
    });
  }
  if (opts.allDates)
    return tileAllDates(ctx, kinds, format === 'json', r.board ?? CLASSIC_CALENDAR, r.opts);
  if (opts.hint !== undefined) {
    return tileHint(ctx, {
      file: opts.hint,
      region: r.region.region,
      kinds,
      json: format === 'json',
    });
  }
  const problem = buildTilingProblem(r.region.region, kinds);
  if (opts.dlx !== undefined) {
    writeDlx(ctx, r, problem, opts.dlx);
    return 'ok';
  }
  checkFeasible(problem);
  const memoEntries = MEMO_ENTRIES;
  if (opts.count) {
    const setup = withOptionWords(() =>
      prepareTiling(problem, { mode: 'count', symmetry, engine, memoEntries }),
    );
    return tileCount(ctx, {
      setup,
      problem,
      spec: { region: r.region.source, pieces: r.input.spec, select: opts.piece ?? [] },
      label,
      piecesText: describePieces(problem, r.input.label),
      symmetry,
      engine,
      memoEntries,
      json: format === 'json',
      distinct: opts.distinct === true,
      output,
      threads: r.threads,
      checkpoint: opts.checkpoint,
      queue: r.queue && { target: r.queue, title: `placer tile ${r.regionArg ?? ''} --count` },
      quiet: opts.quiet,
      progress: opts.progress,
    });
  }
  return tileList(ctx, {
    problem,
    label,
    listing: { distinct: opts.distinct === true, symmetry, engine, memoEntries },
    index: withOptionWords,
    format,
    exploded: opts.exploded === true,
    list: opts.list === true,
    limit: r.limit,
    offset: r.offset,
    output,
    quiet: opts.quiet,
    progress: opts.progress,
  });
}

export function registerTile(program: Command, ctx: CliContext, act: Act): void {
  const tile = program
    .command('tile')
    .description(
      'tile a region with polyominoes, or pack a box with polycubes: the first tiling, all of them, or how many',
    )
    .argument(
      '[REGION]',
      'WxH (W columns, H rows, e.g. 6x10), WxHxD (D layers, e.g. 3x3x3), a picture file (. cell, # hole, a blank line between layers), a BurrTools .xmpuzzle, or calendar / calendar-weekday (A-Puzzle-A-Day, with --date)',
    )
    .option(
      '--pieces <set|file>',
      'pentominoes (default), one-sided-pentominoes, tetrominoes, one-sided-tetrominoes, trominoes, hexominoes; in 3-D tetracubes, soma, bedlam, diabolical, solid-pentominoes, pentacubes; or a piece file',
    )
    .option(
      '--piece <NAME=COUNT>',
      'use only the named pieces, COUNT a whole number or * for any number (repeatable; NAME alone = 1)',
      collect,
    )
    .option(
      '--date <MM-DD>',
      'REGION calendar (A-Puzzle-A-Day): leave this date uncovered (or YYYY-MM-DD; calendar-weekday needs the year)',
    )
    .option('--all-dates', 'REGION calendar: count every date of the year, a line each')
    .option(
      '--board <file>',
      'REGION calendar: a board drawn as text (a row of labels per line: Jan, 1, Sun, - for no cell), with --pieces',
    )
    .option(
      '--problem <name>',
      'the problem of a BurrTools puzzle (REGION a .xmpuzzle file) that has several',
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
      '--exploded',
      "with --format stl: the pieces pulled apart (half the box's largest side), each seen whole",
    )
    .option(
      '--symmetry <mode>',
      'break: search one representative per symmetry; none: visit every tiling',
      'break',
    )
    .option('--engine <engine>', `${ENGINES.join('|')} (auto: bitboard where it fits)`, 'auto')
    .option(
      '--hint <file>',
      "one step: FILE ('-': stdin) holds the pieces placed so far, drawn as tile prints them, '.' for an empty cell",
    )
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
  unitCountOptions(tile, `with --count once it runs ${DEFAULT_CHECKPOINT_AFTER_MS / 1000} s`, true);
  tile.action(
    act(async (regionArg: string | undefined, opts: TileOpts) =>
      runTile(ctx, parseTile(regionArg, opts)),
    ),
  );
}
