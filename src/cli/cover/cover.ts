/**
 * `placer cover FILE`: solve any exact-cover instance written in Knuth's DLX format — the first
 * solution (its options, one per line, as written in the file), every solution (--list, from
 * any --offset by counting: core/cover/coverSeek.ts), or how many (--count).
 */
import type { Command } from 'commander';
import { parseDlx } from '../../core/cover/dlxFormat.js';
import { coverMemoEntries } from '../../core/cover/unitCount.js';
import { COVER_BACKENDS, coverSearch, type CoverSearch } from '../../core/cover/coverSearch.js';
import type { CoverBackend } from '../../core/cover/exactCover.js';
import { CoverListingIndex, type CoverCursorSearch } from '../../core/cover/coverSeek.js';
import { exactCoverChecker, type ExactCoverProblem } from '../../core/cover/problem.js';
import { drive } from '../../core/run/drive.js';
import { nodeHost } from '../../node/host.js';
import { parseChoice, parseIntArg } from '../args.js';
import type { CliContext } from '../context.js';
import type { Act, Outcome } from '../outcome.js';
import { usage } from '../errors.js';
import { runListing } from '../listing.js';
import { formatDuration } from '../../render/duration.js';
import { DEFAULT_CHECKPOINT_AFTER_MS, parseThreads, unitCountOptions } from '../unitCount.js';
import {
  COVER_ENGINES as ENGINES,
  coverCount,
  type CoverCountArgs,
  type CoverEngine,
} from './coverCount.js';
import { coverSolutionJson, coverSolutionText } from './listedSolution.js';
import { queueTarget } from '../queue.js';
import { readInput } from '../readInput.js';
import { offsetSeek } from '../seekOffset.js';
import { plural } from '../../render/plural.js';

const FORMATS = ['text', 'json'] as const;
/** Cache entries of each count while seeking --offset (a seek makes many small counts). */
const SEEK_MEMO = 1 << 16;
/** Memory the counting cache may take (bytes). */
const MEMO_BYTES = 64 << 20;

interface CoverOpts {
  count?: boolean;
  list?: boolean;
  limit?: string;
  offset?: string;
  format: string;
  memo: boolean;
  engine?: string;
  backend?: string;
  progress?: boolean;
  quiet?: boolean;
  threads: string;
  checkpoint?: string | false;
  queue?: string;
}

export function registerCover(program: Command, ctx: CliContext, act: Act): void {
  const cover = program
    .command('cover')
    .description("solve an exact-cover instance in Knuth's DLX format (items line, then options)")
    .argument('[FILE]', "the instance ('-': standard input)")
    .option('--count', 'count every solution')
    .option('--list', 'list every solution (text: its options, a blank line between solutions)')
    .option('--limit <K>', 'with --list: at most K solutions (K ≥ 1)')
    .option('--offset <K>', 'with --list: skip the first K solutions (found by counting, K ≥ 0)')
    .option('--format <format>', FORMATS.join('|'), 'text')
    .option(
      '--engine <engine>',
      'auto|cached|plain: with the counting cache while it pays, kept throughout, or none (default: auto)',
    )
    .option('--no-memo', 'count without caching sub-results (= --engine plain)')
    .option(
      '--backend <backend>',
      "wasm|js: the search loop (Algorithm M's, Algorithm X's endgame) in WebAssembly or TypeScript (default: wasm)",
    )
    .option('--queue <url>', 'with --count: count on `placer worker`s through this Redis queue')
    .option('--progress', 'report progress on stderr even when it is not a terminal')
    .option('-q, --quiet', 'no progress reports');
  unitCountOptions(
    cover,
    `with --count once it runs ${DEFAULT_CHECKPOINT_AFTER_MS / 1000} s`,
    true,
  );
  cover.action(
    act(async (file: string | undefined, opts: CoverOpts) => {
      const req = parseCover(ctx, file, opts);
      return req.count ? coverCount(ctx, req.args) : coverList(ctx, req.args);
    }),
  );
}

/** --engine, or plain for --no-memo (which it must not contradict). */
function coverEngine(opts: CoverOpts): CoverEngine {
  if (opts.engine === undefined) return opts.memo ? 'auto' : 'plain';
  const engine = parseChoice('--engine', opts.engine, ENGINES);
  if (!opts.memo && engine !== 'plain') {
    throw usage('bad-combination', `--no-memo and --engine ${engine} exclude each other`);
  }
  return engine;
}

/** What a cover command asks for, its options checked and its file read. */
type CoverRequest =
  | { readonly count: true; readonly args: CoverCountArgs }
  | { readonly count: false; readonly args: CoverListArgs };

/** The options checked (usage errors naming them), the file read and parsed. */
function parseCover(ctx: CliContext, file: string | undefined, opts: CoverOpts): CoverRequest {
  const format = parseChoice('--format', opts.format, FORMATS);
  if (file === undefined) throw usage('missing-argument', 'FILE is missing: give a DLX file or -');
  if (opts.count && opts.list)
    throw usage('bad-combination', '--count and --list exclude each other');
  if (opts.limit !== undefined && !opts.list)
    throw usage('bad-combination', '--limit needs --list');
  if (opts.offset !== undefined && !opts.list)
    throw usage('bad-combination', '--offset needs --list');
  const offset =
    opts.offset === undefined
      ? 0
      : parseIntArg('--offset', opts.offset, 0, Number.MAX_SAFE_INTEGER);
  const limit =
    opts.limit === undefined
      ? Infinity
      : parseIntArg('--limit', opts.limit, 1, Number.MAX_SAFE_INTEGER);
  const countOnly = opts.count === true;
  const engine = coverEngine(opts);
  const backend: CoverBackend =
    opts.backend === undefined ? 'wasm' : parseChoice('--backend', opts.backend, COVER_BACKENDS);
  const needCount = (what: string): void => {
    if (!countOnly) throw usage('bad-combination', `${what} needs --count`);
  };
  if (opts.threads !== '1') needCount('--threads');
  if (opts.checkpoint !== undefined) {
    needCount(opts.checkpoint ? '--checkpoint' : '--no-checkpoint');
  }
  const threads = parseThreads(opts.threads);
  const where = file === '-' ? 'stdin' : file;
  const dlx = readInput(file, 'FILE');
  const { problem, optionLines, warnings } = parseDlx(dlx, where);
  // What Knuth's programs warn about (options no solution can take) is said, not hidden.
  for (const w of warnings) ctx.err(`placer: warning: ${w}`);
  if (opts.queue !== undefined) {
    if (!countOnly) throw usage('bad-combination', '--queue needs --count');
    if (opts.threads !== '1' || opts.checkpoint !== undefined) {
      throw usage(
        'bad-combination',
        '--queue keeps finished work in Redis and counts on `placer worker`s: drop --threads and --checkpoint',
      );
    }
  }
  const queue = opts.queue === undefined ? undefined : queueTarget(opts.queue);
  const json = format === 'json';
  if (countOnly) {
    const memo = engine === 'plain' ? 0 : coverMemoEntries(problem.items.length, MEMO_BYTES);
    return {
      count: true,
      args: {
        dlx,
        problem,
        where,
        memoEntries: memo,
        engine,
        backend,
        json,
        threads,
        checkpoint: opts.checkpoint,
        queue: queue && { target: queue, title: `placer cover ${where} --count` },
        quiet: opts.quiet,
        progress: opts.progress,
      },
    };
  }
  const list = opts.list === true;
  return {
    count: false,
    args: {
      problem,
      optionLines,
      where,
      json,
      list,
      limit,
      offset,
      memo: engine !== 'plain',
      backend,
      quiet: opts.quiet,
      progress: opts.progress,
    },
  };
}

/** A search of a listing: from the start, or from a seek's cursor. */
type CoverListingSearch = CoverSearch | CoverCursorSearch;

interface CoverListArgs {
  readonly problem: ExactCoverProblem;
  /** The line of the file that holds each option (1-based). */
  readonly optionLines: Int32Array;
  readonly where: string;
  readonly json: boolean;
  /** --list (else the first solution alone). */
  readonly list: boolean;
  readonly limit: number;
  readonly offset: number;
  readonly memo: boolean;
  readonly backend: CoverBackend;
  readonly quiet?: boolean;
  readonly progress?: boolean;
}

/** The first solution, or --list from --offset on, through the listing skeleton (../listing.ts). */
function coverList(ctx: CliContext, a: CoverListArgs): Promise<Outcome> {
  const { problem, where, offset } = a;
  const wanted = a.list ? a.limit : 1;
  let listed = 0;
  /** Nodes spent seeking (--offset). */
  let seekNodes = 0;
  const jsonLine = coverSolutionJson(problem, a.optionLines);
  const textLines = coverSolutionText(problem);
  const check = exactCoverChecker(problem);
  const print = (sol: Int32Array): void => {
    // One write per solution: text, its options a line each, a blank line before all but the
    // first; JSON, one line.
    ctx.out.lineBytes(a.json ? jsonLine(offset + listed, sol) : textLines(sol, listed === 1));
  };
  return runListing<CoverListingSearch>(ctx, {
    live: a,
    // Finds where the listing resumes by counting, then lists from there.
    seek:
      offset === 0
        ? null
        : offsetSeek(
            () => new CoverListingIndex(problem, { memoEntries: a.memo ? SEEK_MEMO : 0 }),
            offset,
            { what: `cover ${where}`, item: 'solution', units: 'units' },
            (nodes) => (seekNodes = nodes),
          ),
    start: () => coverSearch(problem, { backend: a.backend }),
    liveWhileListing: true,
    list: async (search, live) => {
      const result = await drive(search, {
        host: nodeHost,
        signal: live?.signal,
        onFound: () => {
          const sol = search.solution();
          const bad = check(sol);
          if (bad !== null) throw new Error(`engine produced an invalid solution: ${bad}`);
          listed++;
          print(sol);
          return listed < wanted;
        },
        // The driver calls this at most every 250 ms (its default progressEveryMs).
        onProgress: (p, ms) => {
          const pct = (100 * (p.fraction ?? 0)).toFixed(1);
          live?.line.update(
            `cover ${where}: ${pct}%, ${plural(p.found ?? 0n, 'solution')}, ${plural(p.steps, 'node')}, ${formatDuration(ms / 1000)}`,
          );
        },
      });
      return { listed, cancelled: result === 'cancelled' };
    },
    words: {
      cancelled: (_seeking, seconds) => `cancelled after ${formatDuration(seconds)}`,
      pastEnd: (total) =>
        `--offset ${offset}: past the end, the listing has ${plural(total, 'solution')}`,
      // The "no" goes where the answer would have gone when that is text for people.
      none: (search, seconds) => ({
        text: `no solution (${plural(search.nodes + seekNodes, 'node')}, ${formatDuration(seconds)})`,
        stdout: !a.json,
      }),
    },
  });
}
