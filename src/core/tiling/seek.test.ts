import { test } from 'node:test';
import assert from 'node:assert/strict';
import { referencePieces, referenceRegion } from '../../../test/support/tilingCases.js';
import { runToEnd } from '../run/drive.js';
import { pieceSet, selectPieces } from './pieceSets.js';
import { buildTilingProblem, type TilingProblem } from './problem.js';
import { rectangle } from './region.js';
import {
  CAPPED_BELOW,
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

/** 6×10 pentominoes and its distinct listing, made once for the tests that read it. */
let sixTen: { p: TilingProblem; distinct: string[] } | null = null;
function sixTenDistinct(): { p: TilingProblem; distinct: string[] } {
  if (sixTen === null) {
    const p = buildTilingProblem(referenceRegion('6x10'), referencePieces('pentominoes'));
    sixTen = { p, distinct: listing(p, { distinct: true }) };
  }
  return sixTen;
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
    // Every branch counted to its end (no listing stopped early), then with the units' counts
    // that seek learnt; and every branch listed and stopped once past k.
    const few = [0, 1, 2, 3, want.length >> 1, want.length - 1, want.length];
    const uncapped = new TilingListingIndex(p, l, [], 0n);
    for (const k of few) assert.equal(at(uncapped, k, l), want[k] ?? null, `${name}: ${k}`);
    const seek: TilingSeek = uncapped.seek(BigInt(want.length));
    runToEnd(seek);
    assert.ok(seek.unitCounts.every((c) => c !== null));
    for (const cappedBelow of [0n, CAPPED_BELOW, 1n << 40n]) {
      const told: TilingListingIndex = new TilingListingIndex(p, l, seek.unitCounts, cappedBelow);
      const capped = new TilingListingIndex(p, l, [], cappedBelow);
      for (const k of few) {
        assert.equal(at(told, k, l), want[k] ?? null, `${name}: ${k} told, ${cappedBelow}`);
        assert.equal(at(capped, k, l), want[k] ?? null, `${name}: ${k} below ${cappedBelow}`);
      }
    }
  }
});

test('6×10 pentominoes, every tiling: small and large k as the listing has them', () => {
  const p = buildTilingProblem(referenceRegion('6x10'), referencePieces('pentominoes'));
  const l = { distinct: false };
  const want = listing(p, l);
  assert.ok(BigInt(want.length) > CAPPED_BELOW, `${want.length}`);
  const ks = [0, 1, 2, 3, Number(CAPPED_BELOW) - 1, Number(CAPPED_BELOW), 6000, want.length - 1];
  // Read in order, and out of order (a capped seek first, then one that counts units).
  const index = new TilingListingIndex(p, l);
  for (const k of ks) assert.equal(at(index, k, l), want[k], `${k}`);
  const shuffled = new TilingListingIndex(p, l);
  for (const k of [1, 6000, 0, 2]) assert.equal(at(shuffled, k, l), want[k], `${k}`);
  assert.equal(at(index, want.length, l), null);
});

test('tiling 0 of a large first unit: found without counting the unit, which stays unknown', () => {
  const { p, distinct: want } = sixTenDistinct();
  const l = { distinct: true };
  // The first unit with tilings (the first, an X in the corner, has none).
  const counts = planTilingUnits(p).map((u) => countTilingUnit(p, u.id));
  const u = counts.findIndex((c) => c.distinct > 0n);
  const unit0 = counts[u];
  assert.ok(unit0.distinct > 100n, `${unit0.distinct}`);
  const index = new TilingListingIndex(p, l);
  const seek = index.seek(0n);
  runToEnd(seek);
  index.learn(seek);
  assert.ok(seek.nodes * 20 < unit0.nodes, `${seek.nodes} nodes, the unit's count ${unit0.nodes}`);
  // A count stopped early is no unit count.
  assert.deepEqual(seek.unitCounts.slice(0, u + 1), [...Array<bigint>(u).fill(0n), null]);
  assert.ok(seek.cursor !== null);
  const s = index.listFrom(seek.cursor);
  assert.equal(s.run(), 'found');
  assert.equal(`${Array.from(s.tiling).join()} ${s.orbitSize} ${s.canonical}`, want[0]);
  // Later reads through the same index: past the first unit (counting it whole), then into it.
  const past = Number(unit0.distinct) + 5;
  assert.ok(past < want.length);
  assert.equal(at(index, past, l), want[past]);
  const again = index.seek(1n);
  runToEnd(again);
  assert.equal(again.unitCounts[u], unit0.distinct);
  assert.equal(at(index, 1, l), want[1]);
  assert.equal(at(index, 0, l), want[0]);
});

test('6×10 pentominoes: distinct tilings 0, 1, 1999, 2338 as the listing has them; 2339 is past the end', () => {
  const { p, distinct: want } = sixTenDistinct();
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
