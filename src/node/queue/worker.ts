/**
 * `placer worker`: takes units from the queue (BullMQ), runs each through core's protocol on this
 * machine's worker threads and records its result once (keys.ts RECORD_SCRIPT). Units run in
 * threads, so the main thread stays free to renew BullMQ's locks: a unit held by a worker that
 * stops answering (killed, machine lost) goes back to the queue after `stallSeconds`, taken over
 * by any other worker; a unit that was in fact finished is then run twice and counted once.
 * Stopping (SIGTERM, Ctrl-C: `signal`) takes no new batch and finishes the batches in hand, so
 * none is left "active" for others to wait out; a second stop (`force`) ends at once, and the
 * batches in hand then go to other workers when their locks lapse.
 */
import { Queue, UnrecoverableError, Worker, type Job as BullJob } from 'bullmq';
import type { Redis } from 'ioredis';
import { isPlacerError } from '../../core/errors.js';
import type { Job } from '../../core/protocol.js';
import { spawnThread } from '../threadSpawner.js';
import { connectRedis } from './connect.js';
import { jobKeys, PREFIX, QUEUE_NAME, RECORD_SCRIPT, type UnitData } from './keys.js';
import { ThreadDispatcher } from './threads.js';
import type { RedisTarget } from './url.js';
import { encodeResult } from './wire.js';

export interface WorkerOptions {
  readonly target: RedisTarget;
  readonly threads: number;
  readonly version: string;
  /** Seconds before another worker takes over the units of a silent one (BullMQ's lock). */
  readonly stallSeconds: number;
  readonly signal: AbortSignal;
  /** Ends at once, the batches in hand left to lapse to other workers (a second Ctrl-C). */
  readonly force: AbortSignal;
  /** A line for the log (stderr). */
  readonly log: (line: string) => void;
}

/** A unit BullMQ finds stalled this many times fails the job instead of going round again. */
const MAX_STALLS = 5;

/** The job a unit belongs to, as the coordinator registered it. */
interface Template {
  readonly job: Record<string, unknown> | null;
  readonly version: string | null;
}

export async function runWorker(opts: WorkerOptions): Promise<void> {
  const { log, target } = opts;
  const redis = await connectRedis(target);
  // The bundle has poolWorker.js one folder up (dist/cli/), as tsc's output does (dist/node/).
  const threads = new ThreadDispatcher(opts.threads, () =>
    spawnThread(new URL('../poolWorker.js', import.meta.url)),
  );
  const templates = new Map<string, Template>();
  // One read at a time per job: two batches of a new job start together (two per thread), and
  // each read alone would say "working on" for it.
  const reading = new Map<string, Promise<Template>>();
  const template = (key: string): Promise<Template> => {
    const known = templates.get(key);
    if (known !== undefined && known.job !== null) return Promise.resolve(known);
    let r = reading.get(key);
    if (r === undefined) {
      r = readTemplate(key).finally(() => reading.delete(key));
      reading.set(key, r);
    }
    return r;
  };
  const readTemplate = async (key: string): Promise<Template> => {
    const known = templates.get(key);
    const [text, version, title] = await redis.hmget(
      jobKeys(key).meta,
      'template',
      'version',
      'title',
    );
    const t: Template = {
      job: text === null ? null : (JSON.parse(text) as Record<string, unknown>),
      version,
    };
    if (t.job !== null && known === undefined) log(`working on ${key}: ${title ?? '?'}`);
    templates.set(key, t);
    return t;
  };

  const processUnit = async (bull: BullJob<UnitData>): Promise<string> => {
    const { key, units, ids } = bull.data;
    const t = await template(key);
    // Removed by `placer queue clean` while queued: nothing to do.
    if (t.job === null) return 'dropped';
    if (t.version !== opts.version) {
      throw new UnrecoverableError(
        `job ${key} needs placer ${t.version ?? '?'}, the worker runs ${opts.version}`,
      );
    }
    const job = t.job;
    const results = await Promise.all(
      units.map(async (unit, i) => {
        try {
          return [unit, encodeResult(await threads.run({ ...job, id: ids[i] } as unknown as Job))];
        } catch (e) {
          // Bad input gives the same error every time; a dead thread may not.
          if (isPlacerError(e)) throw new UnrecoverableError(`unit ${unit}: ${e.message}`);
          throw e;
        }
      }),
    );
    const k = jobKeys(key);
    await redis.eval(RECORD_SCRIPT, 2, k.results, k.log, ...results.flat());
    return 'done';
  };

  const stallMs = Math.round(opts.stallSeconds * 1000);
  const worker = new Worker<UnitData, string>(QUEUE_NAME, processUnit, {
    connection: redis,
    prefix: PREFIX,
    // Two batches per thread: the next one is waiting when a thread finishes.
    concurrency: 2 * opts.threads,
    lockDuration: stallMs,
    stalledInterval: stallMs,
    maxStalledCount: MAX_STALLS,
    autorun: false,
  });
  let lastError = '';
  worker.on('error', (e: Error) => {
    if (e.message === lastError) return;
    lastError = e.message;
    log(`queue ${target.shown}: ${e.message}`);
  });
  worker.on('failed', (bull, e) => {
    if (bull === undefined) return;
    void (async () => {
      // Only a unit that will not be tried again stops its job (retries are BullMQ's).
      if (!(await bull.isFailed())) return;
      const k = jobKeys(bull.data.key);
      if ((await redis.exists(k.meta)) === 0) return;
      await redis
        .multi()
        .sadd(k.failed, bull.id ?? '')
        .hsetnx(
          k.meta,
          'error',
          e.message.startsWith('unit ') ? e.message : `units ${bull.data.units[0]}…: ${e.message}`,
        )
        .exec();
    })().catch(() => undefined);
  });
  log(
    `placer worker: queue ${target.shown}, ${opts.threads} thread${opts.threads === 1 ? '' : 's'}`,
  );
  const running = worker.run();
  await new Promise<void>((resolve) => {
    if (opts.signal.aborted) resolve();
    opts.signal.addEventListener('abort', () => resolve(), { once: true });
  });
  // No new batch is taken; the batches in hand finish and are recorded (BullMQ's close waits
  // for them), unless a second stop comes first: then their locks lapse and other workers
  // take them over.
  log('placer worker: stopping: finishing the batches in hand (stop again to end at once)');
  const forced = new Promise<void>((resolve) => {
    if (opts.force.aborted) resolve();
    opts.force.addEventListener('abort', () => resolve(), { once: true });
  });
  await Promise.race([worker.close(false).catch(() => undefined), forced]);
  threads.close();
  if (opts.force.aborted) await worker.close(true).catch(() => undefined);
  await running.catch(() => undefined);
  if (!opts.force.aborted) {
    const back = await requeueOrphans(redis).catch(() => 0);
    if (back > 0)
      log(`placer worker: ${back} batch${back === 1 ? '' : 'es'} taken while stopping put back`);
  }
  redis.disconnect();
  log('placer worker: stopped');
}

/**
 * Puts back in the queue the batches that are active with no lock: BullMQ can move a batch to
 * active while the worker closes (a fetch in flight at the stop) and then never run it — seen in
 * about 1 run in 4 of cli-queue's SIGTERM test — and with nobody's lock on it, others would wait
 * the stall timeout out for it. A batch a live worker runs always holds its lock (moveToActive
 * takes it in the same script), so only such orphans (or the batches of a worker already gone,
 * which the stall check would put back anyway) move. Returns how many went back.
 */
async function requeueOrphans(redis: Redis): Promise<number> {
  const queue = new Queue<UnitData>(QUEUE_NAME, { connection: redis, prefix: PREFIX });
  try {
    let back = 0;
    for (const job of await queue.getActive()) {
      if (job.id === undefined) continue;
      if ((await redis.exists(`${PREFIX}:${QUEUE_NAME}:${job.id}:lock`)) === 1) continue;
      // Token '0': BullMQ's own "no lock to check" (removeLock.lua).
      await job.moveToWait('0');
      back++;
    }
    return back;
  } finally {
    await queue.close();
  }
}
