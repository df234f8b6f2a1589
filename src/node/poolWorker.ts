/** The worker_threads entry of the pool (and of the queue's workers): core's one worker body. */
import { parentPort } from 'node:worker_threads';
import { workerBody } from '../core/run/workerBody.js';
import { loadJobs, startJob, transferList } from '../core/jobFamilies.js';
import { nodeHost } from './host.js';

const port = parentPort;
if (port === null) throw new Error('poolWorker runs as a worker thread');
const onRequest = workerBody(startJob, {
  host: nodeHost,
  post: (reply, transfer) => port.postMessage(reply, transfer),
  transfer: transferList,
  ready: (job) => loadJobs([job.kind]),
});
port.on('message', onRequest);
