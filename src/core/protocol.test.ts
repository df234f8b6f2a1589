import { test } from 'node:test';
import assert from 'node:assert/strict';
import { countQueens, planCount, summarize, type OrbitTally } from './queens/count.js';
import { answer, runJob } from './protocol.js';
import { UnitRunner } from './unitRunner.js';
import { runToEnd } from './drive.js';

test('a queens-count job answers its subproblem; the answers add up to the count', () => {
  const n = 10;
  const tallies = planCount(n).map((s) => {
    const r = runJob({ kind: 'queens-count', n, id: s.id });
    return r.tally;
  });
  assert.deepEqual(summarize(n, tallies), countQueens(n));
});

test('an unknown subproblem id is an error reply with a code, naming the id', () => {
  const reply = answer({ type: 'run', unit: 'x', job: { kind: 'queens-count', n: 8, id: 'nope' } });
  assert.equal(reply.type, 'error');
  assert.ok(reply.type === 'error');
  assert.equal(reply.error.code, 'bad-unit');
  assert.match(reply.error.message, /'nope'/);
  const good = planCount(8)[0].id;
  const ok = answer({ type: 'run', unit: good, job: { kind: 'queens-count', n: 8, id: good } });
  assert.equal(ok.type, 'result');
});

test('the unit runner runs jobs one by one as an engine, in any budget', () => {
  const n = 9;
  const units = planCount(n).map((s) => ({
    id: s.id,
    job: { kind: 'queens-count' as const, n, id: s.id },
  }));
  const tallies: OrbitTally[] = [];
  const runner = new UnitRunner(units, (_, r) => tallies.push(r.tally));
  assert.equal(runner.run(1), units.length === 1 ? 'done' : 'paused');
  assert.equal(runner.progress().done, 1);
  assert.equal(runToEnd(runner), 'done');
  assert.equal(runner.progress().fraction, 1);
  assert.deepEqual(summarize(n, tallies), countQueens(n));
});
