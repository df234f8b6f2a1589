// A pool worker for tests: the first worker to get a request exits without an error event (as a
// worker killed by the system would), every later one answers through the built protocol.
import { parentPort, workerData } from 'node:worker_threads';
import { existsSync, writeFileSync } from 'node:fs';
import { answer } from '../../dist/core/jobs.js';

parentPort.on('message', (request) => {
  if (!existsSync(workerData.marker)) {
    writeFileSync(workerData.marker, 'died once');
    process.exit(3);
  }
  parentPort.postMessage(answer(request));
});
