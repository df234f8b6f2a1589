/**
 * The page's worker body: core's one worker body over every family's jobs
 * (core/jobFamilies.ts jobWorkerBody, as the CLI's worker threads), requests taken one after
 * another, in order, replies with their buffers transferred, not copied. Apart from
 * placer.worker.ts so that Node tests run the page's very body. A warm-up before a count is a
 * job like any other (the tilings' `tiling-warm`), its answer unread.
 */
import type { Host } from '../../core/run/drive.js';
import type { PoolReply, PoolRequest } from '../../core/run/pool.js';
import type { Job, JobResult } from '../../core/protocol.js';
import { jobWorkerBody } from '../../core/jobFamilies.js';

export type PageRequest = PoolRequest<Job>;

export function pageBody(
  host: Host,
  post: (reply: PoolReply<JobResult>, transfer: ArrayBuffer[]) => void,
): (request: PageRequest) => Promise<void> {
  return jobWorkerBody(host, post);
}
