/**
 * A pool worker on the calling thread: it answers the pool's messages (pool.ts) through the one
 * sliced worker body (workerBody.ts answerInSlices), with short slices, so the thread still hears
 * the other workers' answers and a cancel. With K threads, one of them can be the thread that
 * asked: it starts counting at once, while a real worker spends its first tens of milliseconds
 * booting and compiling, and the machine runs K threads, not K + 1.
 *
 * Only for jobs whose slices are short (counts sliced by search nodes; a queens unit is one step,
 * milliseconds below N ≈ 19): a long step delays the other workers' next units.
 */
import type { Host } from './drive.js';
import type { PoolReply, PoolRequest, WorkerHandle } from './pool.js';
import { answerInSlices, type StartJob } from './workerBody.js';

export function hereWorker<J, R>(
  host: Host,
  startJob: StartJob<J, R>,
  opts: { yieldEveryMs?: number } = {},
): WorkerHandle<PoolRequest<J>, PoolReply<R>> {
  const every = opts.yieldEveryMs ?? 2;
  const queue: PoolRequest<J>[] = [];
  let listener: (m: PoolReply<R>) => void = () => undefined;
  let running = false;
  let stopped = false;
  const signal = {
    get aborted(): boolean {
      return stopped;
    },
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  };

  const loop = async (): Promise<void> => {
    let lastYield = host.now();
    while (queue.length > 0 && !stopped) {
      const req = queue.shift() as PoolRequest<J>;
      const reply = await answerInSlices(startJob, req, {
        host,
        signal,
        sliceMs: every,
        yieldEveryMs: every,
        onProgress: (progress) => {
          if (!stopped) listener({ type: 'progress', unit: req.unit, progress });
        },
      });
      if (stopped || reply === null) return;
      listener(reply);
      if (host.now() - lastYield >= every) {
        await host.yield();
        lastYield = host.now();
      }
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
