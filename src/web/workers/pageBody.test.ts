import assert from 'node:assert/strict';
import { test } from 'node:test';
import { testHost } from '../../../test/support/localWorkers.js';
import { resultOf, type Job, type JobResult } from '../../core/protocol.js';
import { answer, runJob } from '../../core/jobs.js';
import type { PoolReply } from '../../core/run/pool.js';
import type { TilingSpec } from '../../core/tiling/spec.js';
import { pageBody } from './pageBody.js';

/** The page's worker body, answering one request at a time. */
function pageAnswer(): (job: Job, unit?: string) => Promise<PoolReply<JobResult>> {
  const replies: PoolReply<JobResult>[] = [];
  const body = pageBody(testHost, (r) => replies.push(r));
  return async (job, unit = 'u') => {
    await body({ type: 'run', unit, job });
    const reply = replies.shift();
    assert.ok(reply !== undefined, 'the page body answered');
    return reply;
  };
}

const spec: TilingSpec = { region: '6x6', pieces: { set: 'tetrominoes' }, select: ['O', 'L=8'] };
const unitsOf = (s: TilingSpec) =>
  resultOf(runJob({ kind: 'tiling-plan', spec: s }), 'tiling-plan').units;

test('a tiling unit counted in slices gives core’s answer; bad units get core’s error', async () => {
  const mine = pageAnswer();
  for (const id of [...unitsOf(spec).map((u) => u.id), 'nope']) {
    const job: Job = { kind: 'tiling-count', spec, id };
    assert.deepEqual(await mine(job, id), answer({ type: 'run', unit: id, job }), id);
  }
});

test('the page’s tiling count honours every field of the job: engine and cache too', async () => {
  // The page's own copy of the unit search once passed only {symmetry} and counted every unit
  // on the default engine: the nodes of a dancing-links count with a cache came out different.
  const big: TilingSpec = { region: '5x6', pieces: { set: 'pentominoes' }, select: ['L=*', 'P=*'] };
  const mine = pageAnswer();
  const ids = unitsOf(big).map((u) => u.id);
  let differs = false;
  for (const id of ids) {
    const plain: Job = { kind: 'tiling-count', spec: big, id };
    const dlx: Job = { ...plain, engine: 'dlx', memoEntries: 1 << 12 };
    const want = answer({ type: 'run', unit: id, job: dlx });
    assert.deepEqual(await mine(dlx, id), want, id);
    const def = answer({ type: 'run', unit: id, job: plain });
    if (def.type === 'result' && want.type === 'result') {
      const a = resultOf(def.result, 'tiling-count');
      const b = resultOf(want.result, 'tiling-count');
      assert.equal(a.total, b.total, id);
      if (a.nodes !== b.nodes) differs = true;
    }
  }
  assert.ok(differs, 'the engines search differently on this problem, so the test can fail');
});

test('a warm-up (tiling-warm) stops at its nodes, mid-unit, and the counts after it are core’s', async () => {
  const units = unitsOf(spec);
  const mine = pageAnswer();
  for (const nodes of [1, 37, 500]) {
    // A budget of nodes is checked between nodes: a few more may be searched.
    const reply = await mine({ kind: 'tiling-warm', spec, nodes }, 'warm-up');
    assert.equal(reply.type, 'result');
    const searched = reply.type === 'result' ? resultOf(reply.result, 'tiling-warm').nodes : -1;
    assert.ok(searched >= nodes && searched < nodes + 64, `${searched} nodes for ${nodes}`);
    for (const { id } of units) {
      const job: Job = { kind: 'tiling-count', spec, id };
      assert.deepEqual(await mine(job, id), answer({ type: 'run', unit: id, job }), id);
    }
  }
  // No nodes asked: none searched; a problem with few nodes ends with its units.
  assert.equal(resultOf(runJob({ kind: 'tiling-warm', spec, nodes: 0 }), 'tiling-warm').nodes, 0);
  const all = unitsOf(spec).reduce(
    (sum, u) =>
      sum + resultOf(runJob({ kind: 'tiling-count', spec, id: u.id }), 'tiling-count').nodes,
    0,
  );
  assert.equal(
    resultOf(runJob({ kind: 'tiling-warm', spec, nodes: 1e9 }), 'tiling-warm').nodes,
    all,
  );
  // A bad spec is the job's error, as for a count.
  const bad = await mine({ kind: 'tiling-warm', spec: { ...spec, region: '0x3' }, nodes: 10 });
  assert.equal(bad.type, 'error');
});
