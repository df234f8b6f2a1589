import { test } from 'node:test';
import assert from 'node:assert/strict';
import { countQueens, planCount, summarize, type OrbitTally } from './queens/count.js';
import { runJob, type FromWorker } from './protocol.js';

test('a queens-count job answers each subproblem with its tally; the tallies add up', () => {
  const n = 10;
  const replies: FromWorker[] = [];
  runJob({ kind: 'queens-count', n, ids: planCount(n).map((s) => s.id) }, (m) => replies.push(m));
  assert.ok(replies.every((m) => m.type === 'result'));
  const tallies = replies.map((m) => (m as { tally: OrbitTally }).tally);
  assert.deepEqual(summarize(n, tallies), countQueens(n));
});

test('an unknown subproblem id is an error reply, and the job goes on', () => {
  const replies: FromWorker[] = [];
  const good = planCount(8)[0].id;
  runJob({ kind: 'queens-count', n: 8, ids: ['nope', good] }, (m) => replies.push(m));
  assert.equal(replies[0].type, 'error');
  assert.match((replies[0] as { message: string }).message, /'nope'/);
  assert.equal(replies[1].type, 'result');
});
