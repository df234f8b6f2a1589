import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Handle } from './serialWorker.js';
import { startedAhead } from './startedAhead.js';

function fakeHandle(): { handle: Handle; exit: (reason: string) => void } {
  let exit: (reason: string) => void = () => undefined;
  const handle: Handle = {
    post: () => undefined,
    onMessage: () => undefined,
    onExit: (l) => (exit = l),
    terminate: () => undefined,
  };
  return { handle, exit: (r) => exit(r) };
}

test('an exit before anyone listens is told to the listener, once it comes', async () => {
  const f = fakeHandle();
  const h = startedAhead(f.handle);
  f.exit('failed to load');
  const heard: string[] = [];
  h.onExit((r) => heard.push(r));
  await Promise.resolve();
  assert.deepEqual(heard, ['failed to load']);
});

test('an exit after the listener is told at once', () => {
  const f = fakeHandle();
  const h = startedAhead(f.handle);
  const heard: string[] = [];
  h.onExit((r) => heard.push(r));
  f.exit('crashed');
  assert.deepEqual(heard, ['crashed']);
});
