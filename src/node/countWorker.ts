/** A worker_threads worker for the count pool: speaks src/core/protocol.ts. */
import { parentPort } from 'node:worker_threads';
import { runJob, type FromWorker, type ToWorker } from '../core/protocol.js';

const port = parentPort;
if (port === null) throw new Error('countWorker runs as a worker thread');
port.on('message', (m: ToWorker) => {
  if (m.type !== 'start') return;
  try {
    runJob(m.job, (reply: FromWorker) => port.postMessage(reply));
  } catch (e) {
    port.postMessage({
      type: 'error',
      id: null,
      message: e instanceof Error ? e.message : String(e),
    });
  }
});
