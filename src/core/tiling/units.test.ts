import { test } from 'node:test';
import assert from 'node:assert/strict';
import { referencePieces, referenceRegion } from '../../../test/support/tilingCases.js';
import { PlacerError } from '../errors.js';
import { pieceSet, selectPieces } from './pieceSets.js';
import { buildTilingProblem, type TilingProblem } from './problem.js';
import { rectangle } from './region.js';
import { countTilings } from './tile.js';
import { tilingProblemFromSpec } from './spec.js';
import {
  counterFor,
  countTilingUnit,
  planTilingUnits,
  sumTilingUnits,
  type TilingUnitOptions,
} from './units.js';

function problem(region: string, pieces: string): TilingProblem {
  return buildTilingProblem(referenceRegion(region), referencePieces(pieces));
}

const tetrominoes = (selection: string[], w = 6, h = 4): TilingProblem =>
  buildTilingProblem(rectangle(w, h), selectPieces(pieceSet('tetrominoes'), new Map(), selection));

const CASES: [string, () => TilingProblem, TilingUnitOptions][] = [
  ['3x20 pentominoes', () => problem('3x20', 'pentominoes'), {}],
  ['8x4 I, O, S, T×2, L×3', () => tetrominoes(['I', 'O', 'S', 'T=2', 'L=3'], 8, 4), {}],
  ['6x6 O, L×8 (symmetric units)', () => tetrominoes(['O', 'L=8'], 6, 6), {}],
  [
    '6x6 O, L×8 on dancing links (multiplicity branches)',
    () => tetrominoes(['O', 'L=8'], 6, 6),
    { engine: 'dlx' },
  ],
  ['6x4 L×6 (not split)', () => tetrominoes(['L=6']), { engine: 'dlx' }],
  ['6x4 I, O, L×4: split on I', () => tetrominoes(['I', 'O', 'L=4']), {}],
  [
    '6x4 I, O, L×4, every tiling visited',
    () => tetrominoes(['I', 'O', 'L=4']),
    { symmetry: 'none' },
  ],
  ['4x5 tetrominoes (a colouring proof: no units)', () => problem('4x5', 'tetrominoes'), {}],
];

test('tiling units: stable ids, and their counts add up to countTilings', () => {
  for (const [name, make, opts] of CASES) {
    const p = make();
    const units = planTilingUnits(p, opts);
    const ids = units.map((u) => u.id);
    assert.equal(new Set(ids).size, ids.length, `${name}: ids are unique`);
    // Ids come from what the unit is, so a rebuilt problem gives the same ones.
    assert.deepEqual(planTilingUnits(make(), opts), units, `${name}: the same after a rebuild`);
    const counts = ids.map((id) => countTilingUnit(p, id, opts));
    const sum = sumTilingUnits(counts);
    const whole = countTilings(p, opts);
    assert.equal(sum.total, whole.total, `${name}: total`);
    assert.equal(sum.distinct, whole.distinct, `${name}: distinct`);
    assert.deepEqual(sum.orbits, whole.orbits, `${name}: orbits`);
    counts.forEach((c, i) => {
      if (!units[i].symmetric) assert.equal(c.total, c.distinct * BigInt(units[i].weight));
    });
  }
});

test('tiling unit ids: the first placement as its DLX option, or "all"', () => {
  const units = planTilingUnits(problem('6x10', 'pentominoes'));
  assert.equal(units.length, 8);
  for (const u of units) assert.match(u.id, /^X( \d+,\d+){5}$/);
  assert.deepEqual(
    planTilingUnits(tetrominoes(['L=6'])).map((u) => u.id),
    ['all'],
  );
  const square = planTilingUnits(tetrominoes(['O', 'L=8'], 6, 6));
  assert.equal(square.filter((u) => u.symmetric).length, 5);
});

test('an unknown unit id is a PlacerError naming it', () => {
  const p = problem('3x20', 'pentominoes');
  assert.throws(
    () => countTilingUnit(p, 'X 1,1 1,2 1,3 2,2 3,2'),
    (e: unknown) => e instanceof PlacerError && e.code === 'bad-unit' && /X 1,1/.test(e.message),
  );
});

test('a job that names the default options gets the counter built without them', () => {
  // A page worker warms up on counterFor(p); the count's jobs then name every default.
  const p = tilingProblemFromSpec({
    region: '5x4',
    pieces: { set: 'pentominoes' },
    select: ['L=*'],
  });
  assert.equal(counterFor(p, { symmetry: 'break', engine: 'auto', memoEntries: 0 }), counterFor(p));
});
