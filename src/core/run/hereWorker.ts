/**
 * A pool worker on the calling thread: it answers the pool's messages (pool.ts) with core's
 * protocol, running each job in slices (protocol.ts startJob) and giving the host its turn
 * between slices and units, so the thread still hears the other workers' answers and a cancel.
 * With K threads, one of them can be the thread that asked: it starts counting at once, while a
 * real worker spends its first tens of milliseconds booting and compiling, and the machine runs
 * K threads, not K + 1.
 *
 * Only for jobs whose slices are short (tilings and covers are sliced by nodes; a queens unit is
 * one step, milliseconds below N ≈ 19): a long step delays the other workers' next units.
 */
import type { Host } from './drive.js';
import { PlacerError } from '../errors.js';
import type { PoolReply, PoolRequest, WorkerHandle } from './pool.js';
import { startJob, type Job, type JobResult, type JobRun } from '../protocol.js';

/** Steps per slice of a sliced job (search nodes: a few milliseconds). */
const SLICE_STEPS = 1 << 16;

export function hereWorker(
  host: Host,
  opts: { yieldEveryMs?: number } = {},
): WorkerHandle<PoolRequest<Job>, PoolReply<JobResult>> {
  const every = opts.yieldEveryMs ?? 2;
  const queue: PoolRequest<Job>[] = [];
  let listener: (m: PoolReply<JobResult>) => void = () => undefined;
  let running = false;
  let stopped = false;

  const fail = (unit: string, e: unknown): PoolReply<JobResult> => ({
    type: 'error',
    unit,
    error: {
      code: e instanceof PlacerError ? e.code : 'internal',
      message: e instanceof Error ? e.message : String(e),
    },
  });

  const loop = async (): Promise<void> => {
    let lastYield = host.now();
    const breathe = async (): Promise<void> => {
      if (host.now() - lastYield < every) return;
      await host.yield();
      lastYield = host.now();
    };
    while (queue.length > 0 && !stopped) {
      const req = queue.shift() as PoolRequest<Job>;
      let reply: PoolReply<JobResult>;
      try {
        const run: JobRun = startJob(req.job);
        while (run.run(SLICE_STEPS) !== 'done') {
          await breathe();
          if (stopped) return;
        }
        reply = { type: 'result', unit: req.unit, result: run.result() };
      } catch (e) {
        reply = fail(req.unit, e);
      }
      if (stopped) return;
      listener(reply);
      await breathe();
    }
    running = false;
  };

  return {
    post: (m) => {
      queue.push(m);
      if (running || stopped) return;
      running = true;
      // After the caller's turn (the pool spawns its other workers first), as a real worker.
      void Promise.resolve().then(loop);
    },
    onMessage: (l) => (listener = l),
    // It never ends on its own.
    onExit: () => undefined,
    terminate: () => {
      stopped = true;
      queue.length = 0;
    },
  };
}
