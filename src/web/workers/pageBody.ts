/**
 * The page's worker body: core's one sliced worker body (core/run/workerBody.ts) over the
 * protocol's jobs, plus the page-only warm-up message (warm.ts). Requests and warm-ups are taken
 * one after another, in order; replies go out with their buffers transferred, not copied. Apart
 * from placer.worker.ts so that Node tests run the page's very body.
 */
import type { Host } from '../../core/run/drive.js';
import type { PoolReply, PoolRequest } from '../../core/run/pool.js';
import { answerInSlices } from '../../core/run/workerBody.js';
import { type Job, type JobResult } from '../../core/protocol.js';
import { loadJobs, startJob, transferList } from '../../core/jobFamilies.js';
import { warmTilingCount, type WarmRequest } from './warm.js';

export type PageRequest = PoolRequest<Job> | WarmRequest;

export function pageBody(
  host: Host,
  post: (reply: PoolReply<JobResult>, transfer: ArrayBuffer[]) => void,
): (request: PageRequest) => Promise<void> {
  let done: Promise<void> = Promise.resolve();
  return (request) => {
    done = done.then(async () => {
      if (request.type === 'warm') {
        await warmTilingCount(request.spec, host);
        return;
      }
      await loadJobs([request.job.kind]);
      const reply = await answerInSlices(startJob, request, {
        host,
        onProgress: (progress) => post({ type: 'progress', unit: request.unit, progress }, []),
      });
      if (reply !== null) post(reply, transferList(reply));
    });
    return done;
  };
}
