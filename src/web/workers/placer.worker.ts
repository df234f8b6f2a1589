/**
 * The page's module worker: the pool's requests (core/run/pool.ts) answered by the page's worker
 * body (pageBody.ts: core's sliced worker body, the same as the CLI's worker threads). A
 * placement in a reply is transferred (its buffer moves to the page), not copied.
 */
import { messageChannelHost } from './host.js';
import { pageBody, type PageRequest } from './pageBody.js';

declare const self: DedicatedWorkerGlobalScope;

const onRequest = pageBody(messageChannelHost(), (reply, transfer) =>
  self.postMessage(reply, transfer),
);
self.onmessage = (event: MessageEvent<PageRequest>) => void onRequest(event.data);
