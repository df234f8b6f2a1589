/**
 * The page's module worker: the pool's requests (core/run/pool.ts) answered through core's protocol
 * (core/protocol.ts `answer`), the same body as the CLI's worker_threads worker
 * (src/node/poolWorker.ts), save for listing slices (sliceStreams.ts: they go on with their
 * stream, and yield to this worker's event loop so a terminate takes effect at once) and tiling
 * count units (tilingSlices.ts: driven in slices for the same reason). Requests
 * are answered one after another, in order. A placement in a reply is transferred (its buffer
 * moves to the page), not copied.
 */
import type { PoolRequest } from '../../core/run/pool.js';
import { transferList, type Job } from '../../core/protocol.js';
import { messageChannelHost } from './host.js';
import { answerWithStreams } from './sliceStreams.js';
import { answerTilingCount, warmTilingCount, type WarmRequest } from './tilingSlices.js';

declare const self: DedicatedWorkerGlobalScope;

const host = messageChannelHost();
let done: Promise<void> = Promise.resolve();

self.onmessage = (event: MessageEvent<PoolRequest<Job> | WarmRequest>) => {
  const request = event.data;
  if (request.type === 'warm') {
    const { spec } = request;
    done = done.then(async () => void (await warmTilingCount(spec, host)));
    return;
  }
  done = done.then(async () => {
    const job = request.job;
    const reply =
      job.kind === 'tiling-count'
        ? await answerTilingCount({ ...request, job }, host)
        : await answerWithStreams(request, host);
    self.postMessage(reply, transferList(reply));
  });
};
