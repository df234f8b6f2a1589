import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isPlacerError } from '../errors.js';
import { resultOf } from '../protocol.js';
import { answer, runJob } from '../jobs.js';
import { tilingHint } from './hint.js';
import { checkFeasible } from './problem.js';
import { listingOptions } from './seek.js';
import { tilingProblemFromSpec, type TilingSpec } from './spec.js';
import { countTilings, TilingSearch, tilingParts } from './tile.js';

const spec = (region: string, select?: string[]): TilingSpec => ({
  region,
  pieces: { set: 'tetrominoes' },
  select,
});
const plan = (s: TilingSpec) => resultOf(runJob({ kind: 'tiling-plan', spec: s }), 'tiling-plan');
const at = (s: TilingSpec, k: number, distinct: boolean, unitCounts?: (string | null)[]) =>
  resultOf(runJob({ kind: 'tiling-at', spec: s, k: String(k), distinct, unitCounts }), 'tiling-at');

test('tiling-plan: the facts and units of a problem; its units count to countTilings', () => {
  const s = spec('6x4', ['I', 'O', 'L=4']);
  const f = plan(s);
  assert.deepEqual([f.width, f.height, f.cells, f.symmetries], [6, 4, 24, 4]);
  assert.equal(f.impossible, null);
  assert.deepEqual(
    f.kinds.map((k) => `${k.name}${k.letter}${k.count}`),
    ['II1', 'OO1', 'LL4'],
  );
  let total = 0n;
  let distinct = 0n;
  for (const u of f.units) {
    const c = resultOf(runJob({ kind: 'tiling-count', spec: s, id: u.id }), 'tiling-count');
    total += c.total;
    distinct += c.distinct;
  }
  const whole = countTilings(tilingProblemFromSpec(s));
  assert.deepEqual([total, distinct], [whole.total, whole.distinct]);
});

test('tiling-plan: what rules a problem out is the CLI’s words, before any search', () => {
  const area = spec('5x5');
  let cli = '';
  try {
    checkFeasible(tilingProblemFromSpec(area));
  } catch (e) {
    if (isPlacerError(e)) cli = e.message;
  }
  assert.deepEqual(plan(area).impossible, { code: 'area-mismatch', message: cli });
  const colour = plan(spec('4x5'));
  assert.equal(colour.impossible?.code, 'colouring');
  assert.match(colour.impossible?.message ?? '', /^checkerboard colouring: .* \(T 2\)/);
  assert.deepEqual(colour.units, []);
  // A bad spec is an error reply with the spec's words.
  const bad = answer({
    type: 'run',
    unit: 'u',
    job: { kind: 'tiling-plan', spec: { region: '..\n.%', pieces: { set: 'trominoes' } } },
  });
  assert.ok(bad.type === 'error' && /'%' is neither a cell/.test(bad.error.message));
});

test('tiling-at: the k-th tiling of each listing, drawn as parts, with or without told counts', () => {
  const s = spec('6x4', ['I', 'O', 'L=4']);
  const p = tilingProblemFromSpec(s);
  for (const distinct of [false, true]) {
    const search = new TilingSearch(p, listingOptions({ distinct }));
    const listed: string[] = [];
    while (search.run() === 'found')
      listed.push(`${Array.from(tilingParts(p, search.tiling)).join()} ${search.orbitSize}`);
    const f = plan(s);
    const told = distinct
      ? f.units.map(
          (u) =>
            resultOf(runJob({ kind: 'tiling-count', spec: s, id: u.id }), 'tiling-count').distinct +
            '',
        )
      : undefined;
    listed.forEach((want, k) => {
      const got = at(s, k, distinct, told);
      assert.equal(`${Array.from(got.part).join()} ${got.orbitSize}`, want, `k = ${k}`);
      assert.equal(got.kinds.length, 6);
    });
    const past = at(s, listed.length, distinct);
    assert.equal(past.found, false);
    const sum = past.unitCounts.reduce((a, c) => a + BigInt(c ?? '0'), 0n);
    assert.equal(sum, BigInt(listed.length));
  }
  assert.equal(
    answer({
      type: 'run',
      unit: 'u',
      job: { kind: 'tiling-at', spec: s, k: '-1', distinct: false },
    }).type,
    'error',
  );
});

test('tiling-hint: the job answers as tilingHint does, on the spec’s problem', () => {
  const s: TilingSpec = { region: '10x6', pieces: { set: 'pentominoes' } };
  const rows = ['.X........', 'XXX.......', '.X........', ...Array<string>(3).fill('..........')];
  const r = resultOf(runJob({ kind: 'tiling-hint', spec: s, rows }), 'tiling-hint');
  const p = tilingProblemFromSpec(s);
  assert.deepEqual(r.hint, tilingHint(p.region, p.kinds, rows));
  assert.equal(r.hint.kind, 'blocked');
  const empty = resultOf(
    runJob({ kind: 'tiling-hint', spec: s, rows: Array<string>(6).fill('..........') }),
    'tiling-hint',
  );
  assert.equal(empty.hint.kind, 'place');
});

test('tiling-dlx and queens-dlx: a tiling counts as the tiling does; N = 4 lists its 2 solutions', () => {
  const s = spec('4x4', ['I', 'O', 'L=*']);
  const t = resultOf(runJob({ kind: 'tiling-dlx', spec: s }), 'tiling-dlx');
  const tp = resultOf(runJob({ kind: 'cover-plan', dlx: t.text }), 'cover-plan');
  let covers = 0n;
  for (const id of tp.units)
    covers += resultOf(runJob({ kind: 'cover-count', dlx: t.text, id }), 'cover-count').count;
  assert.equal(covers, countTilings(tilingProblemFromSpec(s)).total);
  const q = resultOf(runJob({ kind: 'queens-dlx', n: 4 }), 'queens-dlx');
  const plan4 = resultOf(runJob({ kind: 'cover-plan', dlx: q.text }), 'cover-plan');
  assert.deepEqual([plan4.items, plan4.primary, plan4.options], [8 + 14, 8, 16]);
  let count = 0n;
  for (const id of plan4.units)
    count += resultOf(runJob({ kind: 'cover-count', dlx: q.text, id }), 'cover-count').count;
  assert.equal(count, 2n);
  const list = resultOf(runJob({ kind: 'cover-list', dlx: q.text, count: 10 }), 'cover-list');
  assert.equal(list.solutions.length, 2);
  // Each solution: one option per row, the queens of a 4-queens placement.
  for (const sol of list.solutions) {
    assert.deepEqual(sol.text.map((o) => o.split(' ')[0]).sort(), ['r1', 'r2', 'r3', 'r4']);
  }
  // A piece used several times is a DLX3 item with that multiplicity: the same count.
  const several = spec('4x4', ['L=2', 'O=2']);
  const m = resultOf(runJob({ kind: 'tiling-dlx', spec: several }), 'tiling-dlx');
  assert.match(m.text, /^2\|O 2\|L /m);
  const mp = resultOf(runJob({ kind: 'cover-plan', dlx: m.text }), 'cover-plan');
  let mc = 0n;
  for (const id of mp.units)
    mc += resultOf(runJob({ kind: 'cover-count', dlx: m.text, id }), 'cover-count').count;
  assert.equal(mc, countTilings(tilingProblemFromSpec(several)).total);
});

test('tiling-plan in 3-D: depth, and the class group (Soma 48 with reflections, Bedlam 24 without)', () => {
  const soma = plan({ region: '3x3x3', pieces: { set: 'soma' } });
  assert.equal(soma.depth, 3);
  assert.deepEqual(soma.group, { size: 48, reflections: true });
  const bedlam = plan({ region: '4x4x4', pieces: { set: 'bedlam' } });
  assert.equal(bedlam.symmetries, 48, "the cube's own symmetries");
  assert.deepEqual(bedlam.group, { size: 24, reflections: false });
  assert.deepEqual(plan(spec('4x4')).group, { size: 8, reflections: true });
});
