/**
 * The page's module worker: the pool's requests (core/pool.ts) answered through core's protocol
 * (core/protocol.ts `answer`), the same body as the CLI's worker_threads worker
 * (src/node/poolWorker.ts). A busy worker reads no messages: cancelling is terminating it.
 * A placement in a reply is transferred (its buffer moves to the page), not copied.
 */
import type { PoolRequest } from '../../core/pool.js';
import { answer, transferList, type Job } from '../../core/protocol.js';

declare const self: DedicatedWorkerGlobalScope;

self.onmessage = (event: MessageEvent<PoolRequest<Job>>) => {
  const reply = answer(event.data);
  self.postMessage(reply, transferList(reply));
};
