/** The worker_threads entry of the pool (and of the queue's workers): core's one worker body. */
import { parentPort } from 'node:worker_threads';
import { jobWorkerBody } from '../core/jobFamilies.js';
import { nodeHost } from './host.js';

const port = parentPort;
if (port === null) throw new Error('poolWorker runs as a worker thread');
const onRequest = jobWorkerBody(nodeHost, (reply, transfer) => port.postMessage(reply, transfer));
port.on('message', (request) => void onRequest(request));
