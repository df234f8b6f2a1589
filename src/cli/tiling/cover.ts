/**
 * `placer cover FILE`: solve any exact-cover instance written in Knuth's DLX format — the first
 * solution (its options, one per line, as written in the file), every solution (--list, from
 * any --offset by counting: core/cover/coverSeek.ts), or how many (--count).
 */
import type { Command } from 'commander';
import { formatOption, parseDlx } from '../../core/cover/dlxFormat.js';
import { ExactCoverSearch } from '../../core/cover/exactCover.js';
import { CoverListingIndex, type CoverCursorSearch } from '../../core/cover/coverSeek.js';
import { checkExactCover } from '../../core/cover/problem.js';
import { drive } from '../../core/run/drive.js';
import { nodeHost } from '../../node/host.js';
import { parseChoice, parseIntArg } from '../args.js';
import type { CliContext } from '../context.js';
import { EXIT_FAILURE, EXIT_INTERRUPTED, usage } from '../errors.js';
import { startLiveRun } from '../progress.js';
import { formatDuration } from '../../render/duration.js';
import { DEFAULT_CHECKPOINT_AFTER_MS, parseThreads, unitCountOptions } from '../unitCount.js';
import { coverCount } from './coverCount.js';
import { queueTarget } from '../queue.js';
import { readInput } from './input.js';
import { seekOffset } from './seekOffset.js';

const FORMATS = ['text', 'json'] as const;
/** How often the progress line is redrawn. */
const PROGRESS_EVERY_MS = 250;
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
  progress?: boolean;
  quiet?: boolean;
  threads: string;
  checkpoint?: string | false;
  queue?: string;
}

/** Cache entries that fit the memory budget (a power of two), for keys of `items` bits. */
function memoEntries(items: number): number {
  const bytes = 4 * Math.ceil((items + 1) / 32) + 17;
  let n = 1;
  while (n * 2 * bytes <= MEMO_BYTES && n < 1 << 22) n *= 2;
  return n;
}

export function registerCover(program: Command, ctx: CliContext): void {
  const cover = program
    .command('cover')
    .description("solve an exact-cover instance in Knuth's DLX format (items line, then options)")
    .argument('[FILE]', "the instance ('-': standard input)")
    .option('--count', 'count every solution')
    .option('--list', 'list every solution (text: its options, a blank line between solutions)')
    .option('--limit <K>', 'with --list: at most K solutions (K ≥ 1)')
    .option('--offset <K>', 'with --list: skip the first K solutions (found by counting, K ≥ 0)')
    .option('--format <format>', FORMATS.join('|'), 'text')
    .option('--no-memo', 'count without caching sub-results')
    .option('--queue <url>', 'with --count: count on `placer worker`s through this Redis queue')
    .option('--progress', 'report progress on stderr even when it is not a terminal')
    .option('-q, --quiet', 'no progress reports');
  unitCountOptions(cover, `with --count once it runs ${DEFAULT_CHECKPOINT_AFTER_MS / 1000} s`);
  cover.action(async (file: string | undefined, opts: CoverOpts) => {
    const format = parseChoice('--format', opts.format, FORMATS);
    if (file === undefined)
      throw usage('missing-argument', 'FILE is missing: give a DLX file or -');
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
    const { problem, optionLines } = parseDlx(dlx, where);
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
    if (countOnly) {
      await coverCount(ctx, {
        dlx,
        problem,
        where,
        memoEntries: opts.memo ? memoEntries(problem.items.length) : 0,
        json: format === 'json',
        threads,
        checkpoint: opts.checkpoint,
        queue: queue && { target: queue, title: `placer cover ${where} --count` },
        quiet: opts.quiet,
        progress: opts.progress,
      });
      return;
    }
    let search: ExactCoverSearch | CoverCursorSearch = new ExactCoverSearch(problem);
    const live = startLiveRun(ctx.errIsTTY, opts);
    const line = live.line;
    const wanted = opts.list ? limit : 1;
    let listed = 0;
    const t0 = performance.now();
    let result;
    /** Solutions in the listing, when --offset K goes past its end. */
    let pastEnd: bigint | null = null;
    /** Nodes spent seeking (--offset). */
    let seekNodes = 0;
    try {
      let lastLine = 0;
      if (offset > 0) {
        // Find where the listing resumes by counting, then list from there.
        const index = new CoverListingIndex(problem, { memoEntries: opts.memo ? SEEK_MEMO : 0 });
        const seeked = await seekOffset(index, offset, {
          signal: live.signal,
          line,
          what: `cover ${where}`,
          item: 'solution',
          units: 'units',
        });
        ({ result, pastEnd, nodes: seekNodes } = seeked);
        if (seeked.search !== null) search = seeked.search;
      }
      if (result !== 'cancelled' && pastEnd === null)
        result = await drive(search, {
          host: nodeHost,
          signal: live.signal,
          onFound: () => {
            const sol = search.solution();
            const bad = checkExactCover(problem, sol);
            if (bad !== null) throw new Error(`engine produced an invalid solution: ${bad}`);
            listed++;
            if (format === 'json') {
              ctx.out.line(
                JSON.stringify({
                  index: offset + listed,
                  options: Array.from(sol, (k) => k + 1),
                  lines: Array.from(sol, (k) => optionLines[k]),
                  text: Array.from(sol, (k) => formatOption(problem, k)),
                }),
              );
            } else {
              if (listed > 1) ctx.out.line('');
              for (const k of sol) ctx.out.line(formatOption(problem, k));
            }
            return listed < wanted;
          },
          progressEveryMs: 0,
          onProgress: (p, ms) => {
            if (ms - lastLine < PROGRESS_EVERY_MS) return;
            lastLine = ms;
            const pct = (100 * (p.fraction ?? 0)).toFixed(1);
            line.update(
              `cover ${where}: ${pct}%, ${p.found} solutions, ${p.steps} nodes, ${formatDuration(ms / 1000)}`,
            );
          },
        });
    } finally {
      live.end();
    }
    const seconds = (performance.now() - t0) / 1000;
    if (result === 'cancelled') {
      // What was printed goes out before the message, so the message follows the listing.
      await ctx.out.end();
      ctx.err(`cancelled after ${formatDuration(seconds)}`);
      process.exitCode = EXIT_INTERRUPTED;
      return;
    }
    if (pastEnd !== null && pastEnd > 0n) {
      ctx.err(`--offset ${offset}: past the end, the listing has ${pastEnd} solutions`);
      process.exitCode = EXIT_FAILURE;
      return;
    }
    if (listed === 0) {
      // The "no" goes where the answer would have gone when that is text for people.
      const no = `no solution (${search.nodes + seekNodes} nodes, ${formatDuration(seconds)})`;
      if (format === 'text') ctx.out.line(no);
      else ctx.err(no);
      process.exitCode = EXIT_FAILURE;
    }
    await ctx.out.end();
  });
}
