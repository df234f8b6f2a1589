/**
 * The queue's commands (Redis + BullMQ, src/node/queue): `placer worker` runs units on this
 * machine's cores; `placer queue status|clean` show and remove jobs. A count is put into the queue
 * by its own command with `--queue URL` (queens count). The URL comes from --queue or from
 * PLACER_QUEUE (which keeps a password out of process listings), and is shown password-masked.
 */
import { availableParallelism } from 'node:os';
import type { Command } from 'commander';
import { progressOf } from '../core/run/engine.js';
import type { JobStatus } from '../node/queue/index.js';
import { loadQueue } from '../node/queueLoader.js';
import { parseRedisUrl, type RedisTarget } from '../node/queue/url.js';
import { progressJson, type ProgressJson } from '../render/jsonShapes.js';
import { SUMMARY_FORMATS, jsonAlias, parseIntArg, wantsJson } from './args.js';
import { fileOutput } from './outputOption.js';
import type { CliContext } from './context.js';
import type { Act } from './outcome.js';
import { usage } from './errors.js';
import { placerVersion } from './version.js';

const MAX_THREADS = 256;
const MAX_STALL_SECONDS = 3600;

/** The queue from --queue, else PLACER_QUEUE. */
export function queueTarget(text: string | undefined): RedisTarget {
  const url = text ?? process.env.PLACER_QUEUE;
  if (url === undefined || url === '') {
    throw usage(
      'missing-queue',
      '--queue is missing: give redis://host:port (or set PLACER_QUEUE)',
    );
  }
  return parseRedisUrl(url);
}

interface WorkerOpts {
  queue?: string;
  threads?: string;
  stallTimeout: string;
  quiet?: boolean;
}

interface AdminOpts {
  queue?: string;
  json?: boolean;
  format?: string;
}

/**
 * A job as `queue status --format json` writes it: its units done of all as the progress shape
 * every command uses (docs/cli.md "JSON shapes"), counted in units; `found` is null, as the
 * status reads no results.
 */
function jobJson(j: JobStatus): Omit<JobStatus, 'done' | 'total'> & { progress: ProgressJson } {
  const { key, title, state, done, total, ...rest } = j;
  const fraction = total === 0 ? (state === 'done' ? 1 : 0) : done / total;
  const progress = progressJson(progressOf(done, 'units', { done, total, fraction }));
  return { key, title, state, progress, ...rest };
}

function percent(done: number, total: number): string {
  return total === 0 ? '100.0%' : `${((100 * done) / total).toFixed(1)}%`;
}

export function registerQueue(program: Command, ctx: CliContext, act: Act): void {
  program
    .command('worker')
    .description(
      'run queued units (from `placer … count --queue URL`) on this machine, until stopped',
    )
    .option(
      '--queue <url>',
      'redis://[user:password@]host:port[/db] or rediss://… (default: $PLACER_QUEUE)',
    )
    .option('--threads <K>', `worker threads, 1…${MAX_THREADS} (default: every core)`)
    .option(
      '--stall-timeout <S>',
      'seconds after which units held by a worker that stopped answering go to another worker',
      '30',
    )
    .option('-q, --quiet', 'no log lines')
    .action(
      act(async (opts: WorkerOpts) => {
        const target = queueTarget(opts.queue);
        const threads =
          opts.threads === undefined
            ? availableParallelism()
            : parseIntArg('--threads', opts.threads, 1, MAX_THREADS);
        const stallSeconds = parseIntArg(
          '--stall-timeout',
          opts.stallTimeout,
          1,
          MAX_STALL_SECONDS,
        );
        // The first SIGINT/SIGTERM stops taking batches and finishes those in hand; a second
        // one ends at once (their locks then lapse to other workers).
        const abort = new AbortController();
        const force = new AbortController();
        const stop = (): void => (abort.signal.aborted ? force : abort).abort();
        process.on('SIGINT', stop);
        process.on('SIGTERM', stop);
        try {
          const queue = await loadQueue();
          await queue.runWorker({
            target,
            threads,
            stallSeconds,
            version: placerVersion(),
            signal: abort.signal,
            force: force.signal,
            log: opts.quiet ? () => undefined : ctx.err,
          });
        } finally {
          process.off('SIGINT', stop);
          process.off('SIGTERM', stop);
        }
        return 'ok';
      }),
    );

  const queue = program
    .command('queue')
    .description('the jobs in a queue of counts (Redis): status and clean');
  const status = queue
    .command('status')
    .description("each job's progress, the units waiting and running, the workers connected")
    .argument('[JOB]', 'one job, by its key (e.g. queens-17)')
    .option('--queue <url>', 'redis://… or rediss://… (default: $PLACER_QUEUE)')
    .option('--format <format>', `the answer's format: ${SUMMARY_FORMATS.join('|')}`, 'text')
    .addOption(jsonAlias())
    .action(
      act(async (job: string | undefined, opts: AdminOpts) => {
        const target = queueTarget(opts.queue);
        const s = await (await loadQueue()).queueStatus(target, job);
        if (wantsJson(opts)) {
          ctx.out.line(JSON.stringify({ queue: target.shown, ...s, jobs: s.jobs.map(jobJson) }));
          return 'ok';
        }
        const u = s.units;
        ctx.out.line(
          `queue ${target.shown}: ${s.workers} worker${s.workers === 1 ? '' : 's'}; queue entries (batches of units) waiting ${u.waiting ?? 0}, running ${u.active ?? 0}, failed ${u.failed ?? 0}`,
        );
        if (s.jobs.length === 0) ctx.out.line('no jobs');
        const width = Math.max(...s.jobs.map((j) => j.key.length), 3);
        for (const j of s.jobs) {
          ctx.out.line(
            `${j.key.padEnd(width)}  ${j.state.padEnd(7)}  ${j.done}/${j.total} units (${percent(j.done, j.total)})  ${j.title}` +
              (j.error !== null ? `  error: ${j.error}` : ''),
          );
        }
        return 'ok';
      }),
    );
  fileOutput(status, ctx);
  queue
    .command('clean')
    .description('remove the finished jobs, or one job whatever its state (its queued units too)')
    .argument('[JOB]', 'the job to remove, by its key')
    .option('--queue <url>', 'redis://… or rediss://… (default: $PLACER_QUEUE)')
    .action(
      act(async (job: string | undefined, opts: AdminOpts) => {
        const target = queueTarget(opts.queue);
        const removed = await (await loadQueue()).queueClean(target, job);
        ctx.out.line(removed.length === 0 ? 'nothing to remove' : `removed ${removed.join(', ')}`);
        return 'ok';
      }),
    );
}
