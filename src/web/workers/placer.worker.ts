/**
 * The page's module worker: answers core/pool.ts requests (one job at a time, in the order they
 * came) by driving the job's engine through core/drive.ts, yielding between slices so the next
 * request is read while one runs. Errors go back as WireErrors; the worker never dies of a job.
 */
import { drive } from '../../core/drive.js';
import { isPlacerError } from '../../core/errors.js';
import type { PoolReply, PoolRequest, WireError } from '../../core/pool.js';
import { messageChannelHost } from './host.js';
import { engineFor, type WebJob, type WebResult } from './jobs.js';

declare const self: DedicatedWorkerGlobalScope;

const host = messageChannelHost();
let queue: Promise<void> = Promise.resolve();

function wire(e: unknown): WireError {
  if (isPlacerError(e)) return { code: e.code, message: e.message };
  return { code: 'internal', message: e instanceof Error ? e.message : String(e) };
}

async function answer(request: PoolRequest<WebJob>): Promise<PoolReply<WebResult>> {
  try {
    const engine = engineFor(request.job);
    await drive(engine, { host, firstBudget: 1 });
    return { type: 'result', unit: request.unit, result: engine.result() };
  } catch (e) {
    return { type: 'error', unit: request.unit, error: wire(e) };
  }
}

self.onmessage = (event: MessageEvent<PoolRequest<WebJob>>) => {
  const request = event.data;
  queue = queue.then(async () => self.postMessage(await answer(request)));
};
