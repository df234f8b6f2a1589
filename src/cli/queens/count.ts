/** `placer queens count N`: total and fundamental counts, exact, with progress and checkpoints. */
import { rmSync } from 'node:fs';
import type { Command } from 'commander';
import { defaultSplitRows, MAX_COUNT_N, type QueensCount } from '../../core/queens/count.js';
import { runCount, type CountProgress } from '../../node/countRunner.js';
import { orbitWords, queensCountJson } from '../../render/counts.js';
import { timingJson } from '../../render/jsonShapes.js';
import { jsonAlias, parseIntArg, SUMMARY_FORMATS, wantsJson } from '../args.js';
import {
  badRecordWords,
  defaultCheckpointPath,
  etaWords,
  MAX_THREADS,
  parseThreads,
  unitsEtaSeconds,
} from '../unitCount.js';
import type { CliContext } from '../context.js';
import type { Act } from '../outcome.js';
import { usage } from '../errors.js';
import { startLiveRun } from '../progress.js';
import { queueTarget } from '../queue.js';
import { placerVersion } from '../version.js';
import { formatDuration } from '../../render/duration.js';

/** From this N on a count takes over a minute, so it checkpoints by default. */
export const AUTO_CHECKPOINT_N = 18;

interface CountOpts {
  json?: boolean;
  format?: string;
  threads: string;
  checkpoint?: string | false;
  progress?: boolean;
  quiet?: boolean;
  queue?: string;
  split?: string;
}

/** Rows pre-placed per constellation beyond the edges: more, smaller units (see planCount). */
const MAX_SPLIT = 4;

/** The live line of a count: units done, solutions so far, time, and the time left. */
function progressText(n: number, p: CountProgress): string {
  const pct = ((100 * p.done) / p.total).toFixed(1);
  const secs = p.elapsedMs / 1000;
  return (
    `N=${n}: ${p.done}/${p.total} subproblems (${pct}%), ${p.partial.total} solutions so far, ${formatDuration(secs)}` +
    etaWords(unitsEtaSeconds(p))
  );
}

/** The checkpoint a count uses: FILE, none, or by default from AUTO_CHECKPOINT_N on. */
export function countCheckpoint(n: number, option: string | false | undefined): string | undefined {
  if (typeof option === 'string') return option;
  if (option === false || n < AUTO_CHECKPOINT_N) return undefined;
  return defaultCheckpointPath(`queens-count-${n}.ndjson`);
}

export function countJson(c: QueensCount, seconds: number, extra: Record<string, unknown>): string {
  return JSON.stringify({
    ...queensCountJson(c),
    ...timingJson(seconds),
    ...extra,
  });
}

function countText(c: QueensCount, seconds: number): string[] {
  return [
    `N            ${c.n}`,
    `total        ${c.total}`,
    `fundamental  ${c.fundamental}`,
    `classes      ${orbitWords(c.orbits)}`,
    `time         ${formatDuration(seconds)}`,
  ];
}

export function registerCount(queens: Command, ctx: CliContext, act: Act): void {
  queens
    .command('count')
    .description('count all solutions: total and fundamental (classes under the 8 symmetries)')
    .argument('[N]', 'board size, 1…32')
    .option('--format <format>', `the answer's format: ${SUMMARY_FORMATS.join('|')}`, 'text')
    .addOption(jsonAlias())
    .option(
      '--checkpoint <file>',
      `resume from and save finished work to FILE (default for N ≥ ${AUTO_CHECKPOINT_N}: ~/.cache/placer/queens-count-N.ndjson)`,
    )
    .option('--no-checkpoint', 'do not save finished work')
    .option('--threads <K>', `worker threads, 1…${MAX_THREADS}`, '1')
    .option(
      '--queue <url>',
      'put the units into this queue (redis://host:port or rediss://…) for `placer worker`s, and wait for the sum',
    )
    .option('--split <rows>', `rows pre-placed per subproblem, 0…${MAX_SPLIT} (default: by N)`)
    .option('--progress', 'report progress on stderr even when it is not a terminal')
    .option('-q, --quiet', 'no progress reports')
    .action(
      act(async (nText: string | undefined, opts: CountOpts) => {
        const n = parseIntArg('N', nText, 1, MAX_COUNT_N);
        const threads = parseThreads(opts.threads);
        const extraRows =
          opts.split === undefined
            ? defaultSplitRows(n)
            : parseIntArg('--split', opts.split, 0, MAX_SPLIT);
        const target = opts.queue === undefined ? undefined : queueTarget(opts.queue);
        if (target && opts.checkpoint !== undefined) {
          throw usage('bad-combination', '--queue keeps finished work in Redis: drop --checkpoint');
        }
        if (target && threads !== 1) {
          throw usage(
            'bad-combination',
            '--threads is for `placer worker` when counting with --queue',
          );
        }
        const auto = !target && opts.checkpoint === undefined && n >= AUTO_CHECKPOINT_N;
        const checkpoint = target ? undefined : countCheckpoint(n, opts.checkpoint);
        const live = startLiveRun(ctx.errIsTTY, opts);
        const line = live.line;
        let run;
        try {
          run = await runCount({
            n,
            extraRows,
            threads,
            checkpoint,
            signal: live.signal,
            onBadRecord: (bad) => ctx.err(badRecordWords(checkpoint ?? '', bad)),
            onProgress: (p) => line.update(progressText(n, p)),
            queue: target && {
              target,
              version: placerVersion(),
              onNote: opts.quiet ? undefined : ctx.err,
            },
          });
        } finally {
          live.end();
        }
        if (run.resumed > 0 && !opts.quiet && !target) {
          ctx.err(`resumed ${run.resumed} of ${run.subproblems} subproblems from ${checkpoint}`);
        }
        const extra = { subproblems: run.subproblems, complete: run.complete };
        if (wantsJson(opts)) ctx.out.line(countJson(run.result, run.seconds, extra));
        else {
          for (const l of countText(run.result, run.seconds)) ctx.out.line(l);
        }
        if (!run.complete) {
          ctx.err(
            `cancelled: the counts above are partial (${run.result.total} solutions so far)` +
              (target
                ? `; the job goes on in the queue: run the same command to wait for it again`
                : checkpoint
                  ? `; finished work is saved in ${checkpoint}: run the same command to resume`
                  : ''),
          );
          return 'interrupted';
        }
        if (auto && checkpoint) rmSync(checkpoint, { force: true });
        return 'ok';
      }),
    );
}
