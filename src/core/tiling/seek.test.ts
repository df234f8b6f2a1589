import { test } from 'node:test';
import assert from 'node:assert/strict';
import { referencePieces, referenceRegion } from '../../../test/support/tilingCases.js';
import { runToEnd } from '../drive.js';
import { pieceSet, selectPieces } from './pieceSets.js';
import { buildTilingProblem, type TilingProblem } from './problem.js';
import { rectangle } from './region.js';
import {
  distinctTilingAt,
  listingOptions,
  tilingAt,
  TilingListingIndex,
  TilingSeek,
  type TilingListing,
} from './seek.js';
import { TilingSearch } from './tile.js';
import { countTilingUnit, planTilingUnits } from './units.js';

/** The whole listing, as `placer tile --list` runs it. */
function listing(p: TilingProblem, l: TilingListing): string[] {
  const s = new TilingSearch(p, listingOptions(l));
  const out: string[] = [];
  while (s.run() === 'found')
    out.push(`${Array.from(s.tiling).join()} ${s.orbitSize} ${s.canonical}`);
  return out;
}

function at(p: TilingProblem | TilingListingIndex, k: number, l: TilingListing) {
  const t = p instanceof TilingListingIndex ? p.at(BigInt(k)) : tilingAt(p, BigInt(k), l);
  return t === null ? null : `${Array.from(t.tiling).join()} ${t.orbitSize} ${t.canonical}`;
}

const tetrominoes = (w: number, h: number, selection: string[]): TilingProblem =>
  buildTilingProblem(rectangle(w, h), selectPieces(pieceSet('tetrominoes'), new Map(), selection));

test('the k-th tiling by counting equals the k-th of the listing, for every k', () => {
  const cases: [string, TilingProblem, TilingListing, number?][] = [
    // Symmetric units: their children are listed and compared, not counted (every third k).
    ['6x6 O, L×8 distinct', tetrominoes(6, 6, ['O', 'L=8']), { distinct: true }, 3],
    ['6x4 I, O, L×4 distinct', tetrominoes(6, 4, ['I', 'O', 'L=4']), { distinct: true }],
    ['6x4 I, O, L×4, every tiling', tetrominoes(6, 4, ['I', 'O', 'L=4']), { distinct: false }],
    // Dancing links, where branches on L (used four times) rule placements out.
    [
      '6x4 I, O, L×4 on dancing links',
      tetrominoes(6, 4, ['I', 'O', 'L=4']),
      { distinct: true, engine: 'dlx' },
    ],
    [
      '6x4 I, O, L×4 distinct, symmetry not broken',
      tetrominoes(6, 4, ['I', 'O', 'L=4']),
      { distinct: true, symmetry: 'none' },
    ],
    [
      '3x20 pentominoes',
      buildTilingProblem(referenceRegion('3x20'), referencePieces('pentominoes')),
      { distinct: false },
    ],
  ];
  for (const [name, p, l, step = 1] of cases) {
    const want = listing(p, l);
    assert.ok(want.length > 0, name);
    // One index: the units are counted once, then each read goes down one unit.
    const index = new TilingListingIndex(p, l);
    assert.equal(at(index, want.length, l), null, `${name}: past the end`);
    for (let k = 0; k < want.length; k += step)
      assert.equal(at(index, k, l), want[k], `${name}: ${k}`);
    // A fresh start each time, a few.
    for (const k of [0, want.length >> 1, want.length - 1]) assert.equal(at(p, k, l), want[k]);
  }
});

test('6×10 pentominoes: distinct tilings 0, 1, 1999, 2338 as the listing has them; 2339 is past the end', () => {
  const p = buildTilingProblem(referenceRegion('6x10'), referencePieces('pentominoes'));
  const want = listing(p, { distinct: true });
  assert.equal(want.length, 2339);
  for (const k of [0, 1, 1999, 2338]) {
    const t = distinctTilingAt(p, BigInt(k));
    assert.ok(t !== null);
    assert.equal(`${Array.from(t.tiling).join()} ${t.orbitSize} ${t.canonical}`, want[k], `${k}`);
  }
  assert.equal(distinctTilingAt(p, 2339n), null);
});

test('a seek runs in slices and reports progress; a negative index is refused', () => {
  const p = tetrominoes(6, 6, ['O', 'L=8']);
  const seek = new TilingSeek(p, 100n, { distinct: true });
  assert.equal(seek.progress().fraction, 0);
  let slices = 0;
  while (seek.run(50) !== 'done') {
    const pr = seek.progress();
    assert.ok(pr.fraction !== null && pr.fraction >= 0 && pr.fraction <= 1);
    slices++;
  }
  assert.ok(slices > 3);
  assert.equal(seek.progress().fraction, 1);
  assert.ok(seek.cursor !== null && seek.cursor.length > 0);
  // Its units' counts, learnt, let a seek further on skip them.
  const later = new TilingSeek(p, 120n, { distinct: true }, undefined, seek.unitCounts);
  runToEnd(later);
  assert.ok(later.nodes < seek.nodes);
  // A count's units give a distinct listing its unit counts (the same units, in the same order).
  const counts = planTilingUnits(p).map((u) => countTilingUnit(p, u.id).distinct);
  const want = listing(p, { distinct: true });
  const index = new TilingListingIndex(p, { distinct: true }, counts);
  for (const k of [0, 70, want.length - 1]) assert.equal(at(index, k, { distinct: true }), want[k]);
  assert.throws(() => new TilingSeek(p, -1n, { distinct: true }), RangeError);
});
