/**
 * The browser's side of the core driver (core/run/drive.ts), as src/node/host.ts is Node's:
 * performance.now, and a yield through a MessageChannel. A posted message is a task of its own,
 * so a worker's pending messages get their turn, and unlike setTimeout(0) it is not clamped to
 * 4 ms when nested. Every job of the page's workers runs in slices over it (pageBody.ts), so a
 * terminated worker stops between two slices.
 */
import type { Host } from '../../core/run/drive.js';

/** A Host, and close() to let the channel go (a worker never needs to; a Node test does). */
export function messageChannelHost(): Host & { close(): void } {
  const channel = new MessageChannel();
  const waiting: (() => void)[] = [];
  // addEventListener + start(), not onmessage: the one form that both the DOM's and Node's
  // MessagePort types accept (the unit tests run this in Node).
  channel.port1.addEventListener('message', () => waiting.shift()?.());
  channel.port1.start();
  return {
    now: () => performance.now(),
    yield: () =>
      new Promise<void>((resolve) => {
        waiting.push(resolve);
        channel.port2.postMessage(null);
      }),
    close: () => {
      channel.port1.close();
      channel.port2.close();
    },
  };
}
