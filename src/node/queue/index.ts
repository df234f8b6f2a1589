/**
 * The queue (Redis + BullMQ) as one module, loaded only by the commands that use it
 * (../queueLoader.ts): BullMQ and ioredis stay out of every other command's start-up.
 */
export { queueClean, queueStatus, type JobStatus, type QueueStatus } from './admin.js';
export { runQueueUnits, type QueueRunOptions } from './coordinator.js';
export { runWorker, type WorkerOptions } from './worker.js';
