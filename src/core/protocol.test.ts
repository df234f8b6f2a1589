import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { attempt, FUZZ_RUNS, hostileText } from '../../test/support/fuzz.js';
import { countQueens, planCount, summarize, type ClassTally } from './queens/count.js';
import { resultOf, type Job } from './protocol.js';
import { planId } from './queens/planIds.js';
import { answer, runJob, startJob, transferList } from './jobs.js';
import { checkPlacement } from './queens/check.js';
import { createSolver } from './queens/solve.js';
import { UnitRunner } from './run/unitRunner.js';
import { runToEnd } from './run/drive.js';

import { countExactCover } from './cover/coverSearch.js';
import { planExactCoverUnits } from './cover/coverUnits.js';
import { parseDlx, printDlx } from './cover/dlxFormat.js';
import { SolutionStream } from './queens/enumerate.js';
import { planCompletion, prepareCompletion } from './queens/complete.js';
import { tilingExactCover } from './tiling/coverForm.js';
import { tilingProblemFromSpec } from './tiling/spec.js';
import { countTilings } from './tiling/tile.js';
import { planTilingUnits, sumTilingUnits, TilingUnitCounter } from './tiling/units.js';

test('a queens-count job answers its subproblem; the answers add up to the count', () => {
  const n = 10;
  const tallies = planCount(n).map((s) => {
    const r = runJob({ kind: 'queens-count', n, id: s.id });
    return resultOf(r, 'queens-count').tally;
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
  const tallies: ClassTally[] = [];
  const runner = new UnitRunner(units, startJob, (_, r) =>
    tallies.push(resultOf(r, 'queens-count').tally),
  );
  assert.equal(runner.run(1), units.length === 1 ? 'done' : 'paused');
  assert.equal(runner.progress().done, 1);
  assert.equal(runToEnd(runner), 'done');
  assert.equal(runner.progress().fraction, 1);
  assert.deepEqual(summarize(n, tallies), countQueens(n));
});

test('a queens-solve job gives the placement createSolver gives for the seed, checked valid', () => {
  for (const [method, n, seed] of [
    ['min-conflicts', 200, 7],
    ['construct', 1000, 0],
    ['mutation', 8, 3],
    ['greedy', 12, 5],
    ['backtrack', 6, 0],
  ] as const) {
    const r = resultOf(runJob({ kind: 'queens-solve', method, n, seed }), 'queens-solve');
    const solver = createSolver(method, n, seed);
    while (solver.run(1 << 20) === 'paused');
    assert.equal(r.status, 'solved', `${method} N=${n}`);
    assert.deepEqual(r.cols, solver.cols, `${method} N=${n}`);
    assert.equal(r.steps, solver.steps);
    assert.ok(checkPlacement({ n, cols: r.cols }).valid);
  }
  const none = resultOf(
    runJob({ kind: 'queens-solve', method: 'construct', n: 3, seed: 0 }),
    'queens-solve',
  );
  assert.equal(none.status, 'none');
});

test('a queens-solve job stops at maxSteps and says it gave up', () => {
  const r = resultOf(
    runJob({ kind: 'queens-solve', method: 'mutation', n: 40, seed: 1, maxSteps: 500 }),
    'queens-solve',
  );
  assert.equal(r.status, 'gave-up');
  assert.equal(r.steps, 500);
  assert.equal(r.cols.length, 40);
});

test('bad queens-solve jobs are error replies naming the bad value', () => {
  const cases: [Record<string, unknown>, RegExp][] = [
    [{ method: 'annealing', n: 8, seed: 1 }, /method must be one of .*'annealing'/],
    [
      { method: 'greedy', n: 20_000, seed: 1 },
      /N must be a whole number from 1 to 10000 for greedy, got 20000/,
    ],
    [{ method: 'min-conflicts', n: 8, seed: -1 }, /seed must be .* got -1/],
    [
      { method: 'mutation', n: 8, seed: 1, rule: 'x' },
      /rule must be one of intent, seed, sideways, got 'x'/,
    ],
    [{ method: 'mutation', n: 8, seed: 1, maxSteps: 0 }, /maxSteps must be .* got 0/],
  ];
  for (const [fields, message] of cases) {
    const job = { kind: 'queens-solve', ...fields } as unknown as Job;
    const reply = answer({ type: 'run', unit: 'u', job });
    assert.ok(reply.type === 'error');
    assert.equal(reply.error.code, 'bad-job');
    assert.match(reply.error.message, message);
  }
});

test('a solve reply hands over its placement buffer; other replies hand over nothing', () => {
  const reply = answer({
    type: 'run',
    unit: 'u',
    job: { kind: 'queens-solve', method: 'construct', n: 10, seed: 0 },
  });
  assert.ok(reply.type === 'result' && reply.result.kind === 'queens-solve');
  assert.deepEqual(transferList(reply), [reply.result.cols.buffer]);
  const id = planCount(8)[0].id;
  assert.deepEqual(
    transferList(answer({ type: 'run', unit: id, job: { kind: 'queens-count', n: 8, id } })),
    [],
  );
  assert.throws(() => resultOf(reply.result, 'queens-count'), /expected a queens-count result/);
});

test('tiling-count jobs, one per unit, add up to the count of the whole', () => {
  const spec = { region: '10x6', pieces: { set: 'pentominoes' as const } };
  const p = tilingProblemFromSpec(spec);
  const whole = countTilings(p);
  const parts = planTilingUnits(p).map((u) =>
    resultOf(runJob({ kind: 'tiling-count', spec, id: u.id }), 'tiling-count'),
  );
  assert.ok(parts.length > 1);
  assert.equal(sumTilingUnits(parts.map((r, i) => ({ ...r, id: String(i) }))).total, whole.total);
  assert.equal(
    parts.reduce((a, r) => a + r.distinct, 0n),
    whole.distinct,
  );
  const bad = answer({ type: 'run', unit: 'u', job: { kind: 'tiling-count', spec, id: 'nope' } });
  assert.ok(bad.type === 'error' && bad.error.code === 'bad-unit');
});

test('cover-count jobs, one per unit, add up to the count of the whole', () => {
  const p = tilingProblemFromSpec({
    region: '4x4',
    pieces: { set: 'tetrominoes' },
    select: ['I=*', 'O=*', 'T=*', 'S=*', 'L=*'],
  });
  const dlx = printDlx(tilingExactCover(p));
  const problem = parseDlx(dlx).problem;
  const units = planExactCoverUnits(problem);
  const sum = units.reduce(
    (a, u) => a + resultOf(runJob({ kind: 'cover-count', dlx, id: u.id }), 'cover-count').count,
    0n,
  );
  assert.ok(units.length > 1);
  assert.equal(sum, countExactCover(problem).count);
});

test('a queens-slice job gives the listing rows from its start, orbits included', () => {
  for (const fundamental of [false, true]) {
    const all: Int32Array[] = [];
    const orbits: number[] = [];
    const stream = new SolutionStream(9, { fundamental });
    for (let c = stream.next(); c !== null; c = stream.next()) {
      all.push(c.slice());
      orbits.push(stream.orbitSize);
    }
    const r = resultOf(
      runJob({ kind: 'queens-slice', n: 9, fundamental, from: '5', count: 7 }),
      'queens-slice',
    );
    assert.equal(r.cols.length, 7 * 9);
    for (let i = 0; i < 7; i++) {
      assert.deepEqual(r.cols.subarray(i * 9, i * 9 + 9), all[5 + i]);
      assert.equal(r.orbits[i], fundamental ? orbits[5 + i] : 0);
    }
    const end = resultOf(
      runJob({ kind: 'queens-slice', n: 9, fundamental, from: String(all.length - 2), count: 5 }),
      'queens-slice',
    );
    assert.equal(end.orbits.length, 2);
  }
  const bad = answer({
    type: 'run',
    unit: 'u',
    job: { kind: 'queens-slice', n: 9, fundamental: false, from: '-1', count: 5 },
  });
  assert.ok(bad.type === 'error' && bad.error.code === 'bad-job');
});

test('a queens-plan job gives the plan of planCount, every id readable by planId', () => {
  for (const n of [1, 4, 5, 12]) {
    const subs = planCount(n);
    const plan = resultOf(runJob({ kind: 'queens-plan', n }), 'queens-plan');
    assert.equal(plan.count, subs.length);
    assert.equal(plan.ids.length, plan.count * plan.width);
    assert.deepEqual(
      transferList({ type: 'result', unit: 'p', result: plan }),
      [plan.ids.buffer],
      'its buffer is transferred',
    );
    assert.deepEqual(
      Array.from({ length: plan.count }, (_, i) => planId(plan, i)),
      subs.map((s) => s.id),
      `N = ${n}`,
    );
  }
  for (const n of [0, 33, 2.5]) {
    const bad = answer({ type: 'run', unit: 'p', job: { kind: 'queens-plan', n } });
    assert.ok(bad.type === 'error' && bad.error.code === 'bad-job', `N = ${n}`);
    assert.match(bad.error.message, new RegExp(`got ${n}`));
  }
});

test('completion jobs: the first completion, and parts that add up to every completion', () => {
  const n = 8;
  const all: Int32Array[] = [];
  const stream = new SolutionStream(n);
  for (let s = stream.next(); s !== null; s = stream.next()) all.push(s.slice());
  for (const fixed of [
    [1, -1, -1, -1, -1, -1, -1, -1],
    // Rows 2 and 7 as in the 41st solution.
    [-1, -1, all[40][2], -1, -1, -1, -1, all[40][7]],
    Array<number>(n).fill(-1),
  ]) {
    const fits = all.filter((cols) => fixed.every((c, r) => c < 0 || cols[r] === c));
    const first = resultOf(runJob({ kind: 'queens-complete', n, cols: fixed }), 'queens-complete');
    assert.deepEqual(first.completion && Array.from(first.completion), Array.from(fits[0]));
    assert.equal(first.reason, null);

    const setup = prepareCompletion({ n, cols: Int32Array.from(fixed) });
    assert.equal(setup.kind, 'space');
    if (setup.kind !== 'space') continue;
    const parts = planCompletion(setup.space, 2);
    assert.ok(parts.length > 1);
    let sum = 0n;
    for (const part of parts) {
      const job: Job = { kind: 'queens-completions', n, cols: fixed, prefix: part.prefix };
      sum += BigInt(resultOf(runJob(job), 'queens-completions').count);
    }
    assert.equal(sum, BigInt(fits.length), `fixed ${fixed.join(' ')}`);
  }
});

test('completion jobs say why there is none, and refuse bad boards', () => {
  const conflict = resultOf(
    runJob({ kind: 'queens-complete', n: 4, cols: [0, 1, -1, -1] }),
    'queens-complete',
  );
  assert.deepEqual([conflict.completion, conflict.reason], [null, 'conflict']);
  const none = resultOf(
    runJob({ kind: 'queens-complete', n: 4, cols: [0, -1, -1, -1] }),
    'queens-complete',
  );
  assert.deepEqual([none.completion, none.reason], [null, 'none']);
  const zero = runJob({ kind: 'queens-completions', n: 4, cols: [0, 1, -1, -1], prefix: [] });
  assert.equal(resultOf(zero, 'queens-completions').count, '0');
  for (const job of [
    { kind: 'queens-complete', n: 4, cols: [0, 1, -1] },
    { kind: 'queens-complete', n: 33, cols: [] },
    { kind: 'queens-complete', n: 4, cols: [0, 4, -1, -1] },
    { kind: 'queens-completions', n: 4, cols: [-1, -1, -1, -1], prefix: [9] },
  ] as Job[]) {
    const bad = answer({ type: 'run', unit: 'c', job });
    assert.ok(bad.type === 'error' && /^bad-(job|unit)$/.test(bad.error.code), JSON.stringify(job));
  }
});

test('fuzz: jobs with hostile text (from a queue) are refused with safe messages', () => {
  const counter = new TilingUnitCounter(
    tilingProblemFromSpec({ region: '2x3', pieces: { set: 'trominoes' } }),
  );
  fc.assert(
    fc.property(hostileText(), (text) => {
      attempt(() => runJob({ kind: 'queens-solve', method: text, n: 4, seed: 1 } as never));
      attempt(() =>
        runJob({ kind: 'queens-solve', method: 'greedy', rule: text, n: 4, seed: 1 } as never),
      );
      attempt(() =>
        runJob({ kind: 'queens-slice', n: 6, fundamental: false, from: text, count: 1 }),
      );
      attempt(() =>
        runJob({
          kind: 'tiling-at',
          spec: { region: '3x4', pieces: { set: 'trominoes' } },
          k: text,
          distinct: false,
        }),
      );
      attempt(() => counter.search(text));
    }),
    FUZZ_RUNS,
  );
  // Regressions: these echoed the text raw.
  const r = attempt(() =>
    runJob({ kind: 'queens-solve', method: '\x1b[2J', n: 4, seed: 1 } as never),
  );
  assert.ok(!r.ok && /got '\\x1b\[2J'$/.test(r.error.message));
});
