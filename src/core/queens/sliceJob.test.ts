import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { type Job, type JobResult } from '../protocol.js';
import { answer, startJob } from '../jobs.js';
import { testHost } from '../../../test/support/localWorkers.js';
import type { PoolReply } from '../run/pool.js';
import { answerInSlices } from '../run/workerBody.js';
import { solutionSlice } from './listing.js';
import { forgetStreams, slicesGoneOn } from './sliceJob.js';

const request = (job: Job) => ({ type: 'run' as const, unit: 'u', job });
/** The rows as listing.ts gives them, whole, packed as a slice job's answer; errors as core's. */
function core(job: Job): PoolReply<JobResult> {
  const whole = answer(request(job));
  if (job.kind !== 'queens-slice' || whole.type === 'error' || job.count === 0) return whole;
  const rows = solutionSlice(job.n, BigInt(job.from), job.count, { fundamental: job.fundamental });
  const cols = new Int32Array(rows.length * job.n);
  const orbits = new Uint8Array(rows.length);
  rows.forEach((r, i) => {
    cols.set(r.cols, i * job.n);
    orbits[i] = r.orbitSize;
  });
  return { type: 'result', unit: 'u', result: { kind: 'queens-slice', n: job.n, cols, orbits } };
}
/** The job run in slices, as a worker runs it. */
const mine = async (job: Job) => {
  const reply = await answerInSlices(startJob, request(job), { host: testHost, sliceMs: 0.05 });
  assert.ok(reply !== null);
  return reply;
};

test('slices that go on where the last ended give the listing’s rows, whatever came in between', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.integer({ min: 1, max: 10 }),
      fc.boolean(),
      fc.array(
        fc.record({
          at: fc.oneof(fc.constant(-1), fc.nat(800)),
          count: fc.integer({ min: 1, max: 60 }),
        }),
        { minLength: 1, maxLength: 12 },
      ),
      async (n, fundamental, asks) => {
        forgetStreams();
        let next = 0;
        for (const a of asks) {
          // -1: go on from where the last slice ended, else jump.
          const from = a.at === -1 ? next : a.at;
          const job: Job = {
            kind: 'queens-slice',
            n,
            fundamental,
            from: String(from),
            count: a.count,
          };
          const got = await mine(job);
          assert.deepEqual(got, core(job), `N = ${n} from ${from}`);
          if (got.type === 'result' && got.result.kind === 'queens-slice')
            next = from + got.result.orbits.length;
        }
      },
    ),
    { numRuns: 60 },
  );
});

test('other jobs and bad slices are answered as core answers them', async () => {
  forgetStreams();
  const good: Job = { kind: 'queens-slice', n: 8, fundamental: false, from: '0', count: 5 };
  await mine(good);
  for (const job of [
    { ...good, from: '5', count: 0 },
    { ...good, from: '5', count: -2 },
    { ...good, from: '5', count: 1e9 },
    { ...good, from: '05', count: 3 },
    { kind: 'queens-count', n: 8, id: 'nope' },
    { kind: 'queens-plan', n: 8 },
    { ...good, n: 40 },
    { ...good, from: '-1' },
  ] as Job[]) {
    assert.deepEqual(await mine(job), core(job), JSON.stringify(job));
  }
});

test('a slice that goes on uses the kept stream; one asked in between does not lose it', async () => {
  forgetStreams();
  const job = (from: number, count: number): Job => ({
    kind: 'queens-slice',
    n: 10,
    fundamental: false,
    from: String(from),
    count,
  });
  await mine(job(0, 100));
  await mine(job(500, 1)); // the board's row
  await mine(job(100, 100));
  await mine(job(501, 1));
  assert.equal(slicesGoneOn(), 2);
  // Past the end (724 rows): the stream is dropped, and the same question asks core again.
  const end = await mine(job(200, 600));
  assert.ok(end.type === 'result' && end.result.kind === 'queens-slice');
  assert.equal(end.result.orbits.length, 524);
  await mine(job(800, 5));
  assert.equal(slicesGoneOn(), 3);
});
