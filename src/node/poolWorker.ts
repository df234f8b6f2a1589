/** The worker_threads entry of the pool: each request answered through core's protocol. */
import { parentPort } from 'node:worker_threads';
import type { PoolRequest } from '../core/run/pool.js';
import { answer, type Job } from '../core/protocol.js';

const port = parentPort;
if (port === null) throw new Error('poolWorker runs as a worker thread');
port.on('message', (request: PoolRequest<Job>) => port.postMessage(answer(request)));
