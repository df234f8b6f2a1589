import assert from 'node:assert/strict';
import { test } from 'node:test';
import { LiveCount, type CountJob } from './liveCount.js';

/** A job the test ends by hand, with the signal it was given. */
function heldJob() {
  let resolve: (r: string | null) => void = () => undefined;
  let reject: (e: Error) => void = () => undefined;
  let aborted = (): boolean => false;
  let progress: (p: number) => void = () => undefined;
  const job: CountJob<number, string> = ({ signal, onProgress }) => {
    aborted = () => signal.aborted;
    progress = onProgress;
    return new Promise((res, rej) => ((resolve = res), (reject = rej)));
  };
  return {
    job,
    resolve: (r: string | null) => resolve(r),
    reject: (e: Error) => reject(e),
    aborted: () => aborted(),
    progress: (p: number) => progress(p),
  };
}

const settle = () => new Promise((r) => setTimeout(r, 0));
const now = <K, P, R>(c: LiveCount<K, P, R>) => c.run.value;

test('a count runs, then is done with its result; a second start waits for it', async () => {
  const c = new LiveCount<string, number, string>(3);
  const a = heldJob();
  let settled = 0;
  let done: string | null = null;
  c.start('k', a.job, { settled: () => settled++, done: (r) => (done = r) });
  assert.equal(c.run.value.status, 'running');
  c.start('other', heldJob().job);
  assert.equal(c.run.value.status === 'running' && c.run.value.key, 'k');
  a.resolve('42');
  await settle();
  // Read afresh: assert.equal narrowed c.run.value to 'running' above.
  const r = now(c);
  assert.equal(r.status, 'done');
  assert.equal(r.status === 'done' && `${r.key} ${r.count} ${r.threads}`, 'k 42 3');
  assert.deepEqual([settled, done], [1, '42']);
});

test('cancel aborts the job and keeps its progress; a late result is dropped', async () => {
  const c = new LiveCount<string, number, string>(1);
  const a = heldJob();
  let done = 0;
  c.start('k', a.job, { done: () => done++ });
  c.cancel();
  assert.equal(a.aborted(), true);
  assert.equal(c.run.value.status, 'cancelled');
  a.resolve('late');
  await settle();
  assert.deepEqual([now(c).status, done], ['cancelled', 0]);
  c.clear();
  assert.equal(now(c).status, 'idle');
});

test('a failed job is said in words', async () => {
  const c = new LiveCount<string, number, string>(1);
  const a = heldJob();
  c.start('k', a.job);
  a.reject(new Error('the worker stopped'));
  await settle();
  const r = c.run.value;
  assert.equal(r.status === 'failed' && r.message, 'the worker stopped');
});
