import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { tilingReference } from '../../../test/support/reference.js';
import { referencePieces, referenceRegion } from '../../../test/support/tilingCases.js';
import { naiveDistinct, naiveTilings, type NaivePiece } from '../../../test/support/naiveTiling.js';
import { countExactCover } from '../cover/coverSearch.js';
import { PlacerError } from '../errors.js';
import { makeShape } from './polyomino.js';
import type { PieceCount } from './pieceSets.js';
import {
  buildTilingProblem,
  checkFeasible,
  colouringObstruction,
  type TilingProblem,
} from './problem.js';
import { orbitMembers } from '../symmetry.js';
import { tilingExactCover } from './coverForm.js';
import { fromCells, rectangle } from './region.js';
import { countTilings, firstTiling, TilingSearch, type TilingSearchOptions } from './tile.js';
import { checkTiling } from './validate.js';

function count(p: TilingProblem, opts: Partial<TilingSearchOptions> = {}, budget = 1 << 16) {
  const s = new TilingSearch(p, { mode: 'count', ...opts });
  while (s.run(budget) !== 'done');
  assert.equal(orbitMembers(s.orbits), s.total, 'orbit sizes add up to the total');
  return s;
}

function list(p: TilingProblem, opts: Partial<TilingSearchOptions> = {}, budget = 1 << 16) {
  const s = new TilingSearch(p, { mode: 'list', ...opts });
  const out: { tiling: Int32Array; orbit: number; canonical: boolean }[] = [];
  for (;;) {
    const st = s.run(budget);
    if (st === 'done') break;
    if (st === 'found') out.push({ tiling: s.tiling, orbit: s.orbitSize, canonical: s.canonical });
  }
  return { s, out };
}

// The reference rows that run in well under a second each (the rest: tile.slow.test.ts).
const FAST = new Set([
  '6x10',
  '5x12',
  '4x15',
  '3x20',
  '8x8 with the central 2x2 hole',
  '3x30',
  '4x5',
]);

test('known answers (tilings.tsv): total and distinct, symmetry broken in the search', () => {
  for (const ref of tilingReference.filter((r) => FAST.has(r.region))) {
    const p = buildTilingProblem(referenceRegion(ref.region), referencePieces(ref.pieces));
    const s = count(p);
    assert.equal(s.total, ref.total, `${ref.region} ${ref.pieces} total`);
    assert.equal(s.distinct, ref.distinct, `${ref.region} ${ref.pieces} distinct`);
  }
});

test('known answers without symmetry breaking, and on dancing links (small ones)', () => {
  for (const ref of tilingReference.filter((r) => ['4x15', '3x20', '4x5'].includes(r.region))) {
    const p = buildTilingProblem(referenceRegion(ref.region), referencePieces(ref.pieces));
    for (const opts of [{ symmetry: 'none' as const }, { engine: 'dlx' as const }]) {
      const s = count(p, opts);
      assert.equal(s.total, ref.total, `${ref.region} ${JSON.stringify(opts)}`);
      assert.equal(s.distinct, ref.distinct, `${ref.region} ${JSON.stringify(opts)}`);
    }
  }
});

test('the 6×10 search is split on the X pentomino, restricted to one placement per orbit', () => {
  const p = buildTilingProblem(referenceRegion('6x10'), referencePieces('pentominoes'));
  const s = new TilingSearch(p, { mode: 'count' });
  assert.equal(s.engine, 'bits');
  assert.equal(p.kinds[s.plan.breakKind].piece.name, 'X');
  assert.equal(s.subproblems, 8);
  assert.ok(s.plan.subproblems.every((q) => q.weight === 4 && q.check.length === 0));
});

test('every listed tiling is valid and different; canonical ones are the distinct count', () => {
  for (const region of ['4x15', '3x20']) {
    const p = buildTilingProblem(referenceRegion(region), referencePieces('pentominoes'));
    const ref = tilingReference.find((r) => r.region === region)!;
    const { out } = list(p);
    assert.equal(BigInt(out.length), ref.total);
    const keys = new Set<string>();
    let canonical = 0n;
    for (const t of out) {
      assert.equal(checkTiling(p, t.tiling), null);
      keys.add(
        Array.from(t.tiling)
          .sort((a, b) => a - b)
          .join(),
      );
      if (t.canonical) canonical++;
    }
    assert.equal(keys.size, out.length, 'no tiling twice');
    assert.equal(canonical, ref.distinct);
    const distinct = list(p, { distinctOnly: true }).out;
    assert.equal(BigInt(distinct.length), ref.distinct);
    assert.ok(distinct.every((t) => t.canonical && checkTiling(p, t.tiling) === null));
  }
});

test('the Scott square: symmetric subproblems are classified, each class once', () => {
  const p = buildTilingProblem(
    referenceRegion('8x8 with the central 2x2 hole'),
    referencePieces('pentominoes'),
  );
  const { out } = list(p, { distinctOnly: true });
  assert.equal(out.length, 65);
  assert.ok(out.every((t) => t.orbit === 8 && checkTiling(p, t.tiling) === null));
});

test('progress grows from 0 to 1 over slices, on both engines', () => {
  // 3x20: about a dozen slices of 2000 nodes on each engine (4x15's dlx count, a second of CPU,
  // runs in the known-answers test above).
  const p = buildTilingProblem(referenceRegion('3x20'), referencePieces('pentominoes'));
  const ref = tilingReference.find((r) => r.region === '3x20')!;
  for (const engine of ['bits', 'dlx'] as const) {
    const s = new TilingSearch(p, { mode: 'count', engine });
    let last = 0;
    let between = 0;
    assert.equal(s.progress().fraction, 0);
    while (s.run(2000) !== 'done') {
      const f = s.progress().fraction ?? -1;
      assert.ok(f >= last - 1e-9 && f <= 1, `${engine}: ${f} after ${last}`);
      if (f > 0 && f < 1) between++;
      last = f;
    }
    assert.ok(between > 1, `${engine}: progress seen part way`);
    assert.deepEqual(s.progress(), {
      steps: s.nodes,
      unit: 'nodes',
      done: s.subproblems,
      total: s.subproblems,
      fraction: 1,
      found: ref.total,
    });
    assert.equal(s.total, ref.total);
  }
});

test('library helpers: countTilings and firstTiling', () => {
  const p = buildTilingProblem(referenceRegion('3x20'), referencePieces('pentominoes'));
  const c = countTilings(p);
  assert.equal(c.total, 8n);
  assert.equal(c.distinct, 2n);
  assert.equal(c.engine, 'bits');
  const t = firstTiling(p);
  assert.ok(t !== null && checkTiling(p, t) === null);
  const none = buildTilingProblem(referenceRegion('4x5'), referencePieces('tetrominoes'));
  assert.equal(firstTiling(none), null);
  assert.throws(
    () => countTilings(buildTilingProblem(rectangle(7, 8), referencePieces('pentominoes'))),
    PlacerError,
  );
});

test('forcing the bitboard engine on a problem it cannot hold: a stable code, no CLI wording', () => {
  const i = referencePieces('pentominoes')
    .filter((k) => k.piece.name === 'I')
    .map((k) => ({ ...k, count: Infinity }));
  const p = buildTilingProblem(rectangle(8, 10), i);
  assert.throws(
    () => new TilingSearch(p, { mode: 'count', engine: 'bits' }),
    (e: unknown) =>
      e instanceof PlacerError &&
      e.code === 'engine-unfit' &&
      /^the bitboard engine needs /.test(e.message) &&
      !e.message.includes('--'),
  );
  assert.equal(new TilingSearch(p, { mode: 'count' }).engine, 'dlx');
});

test('checkTiling rejects bad tilings, also when their placements were seen before', () => {
  const p = buildTilingProblem(referenceRegion('3x20'), referencePieces('pentominoes'));
  const t = firstTiling(p)!;
  assert.equal(checkTiling(p, t), null);
  assert.equal(checkTiling(p, t), null, 'again, with the shapes remembered');
  // Same placement twice (and one piece missing): coverage and counts are checked every time.
  const twice = Int32Array.from(t);
  twice[1] = twice[0];
  assert.match(checkTiling(p, twice)!, /^cell row \d+, column \d+ covered (0|2) times$/);
  assert.match(checkTiling(p, t.subarray(1))!, /covered 0 times/);
  assert.match(checkTiling(p, [...t, 10 ** 9])!, /^placement 1000000000 does not exist$/);
  // A placement table that lies: piece 0's cells swapped for another kind's cells.
  const other = p.placements.findIndex((pl) => pl.kind !== p.placements[t[0]].kind);
  const lying: TilingProblem = {
    ...p,
    placements: p.placements.map((pl, i) =>
      i === t[0] ? { ...pl, cells: p.placements[other].cells } : pl,
    ),
  };
  const name = p.kinds[p.placements[t[0]].kind].piece.name;
  for (let round = 0; round < 2; round++) {
    assert.equal(checkTiling(lying, t), `the cells of piece ${name} do not form its shape`);
  }
  // Each problem keeps its own verdicts: the honest table still passes.
  assert.equal(checkTiling(p, t), null);
});

test('the exact-cover form counts the same tilings', () => {
  const p = buildTilingProblem(referenceRegion('3x20'), referencePieces('pentominoes'));
  assert.equal(countExactCover(tilingExactCover(p)).count, 8n);
  const y = buildTilingProblem(rectangle(5, 4), [
    {
      piece: {
        name: 'L',
        letter: 'L',
        shape: makeShape([
          [0, 0],
          [1, 0],
          [2, 0],
          [2, 1],
        ]),
        oneSided: false,
      },
      count: 5,
    },
  ]);
  assert.equal(countExactCover(tilingExactCover(y)).count, count(y).total);
});

test('quick rejections name the reason', () => {
  const pent = referencePieces('pentominoes');
  const reason = (p: TilingProblem): string => {
    try {
      checkFeasible(p);
    } catch (e) {
      assert.ok(e instanceof PlacerError);
      return e.code;
    }
    return 'ok';
  };
  assert.equal(reason(buildTilingProblem(rectangle(7, 8), pent)), 'area-mismatch');
  const split = fromCells([
    ...Array.from({ length: 55 }, (_, i) => [Math.floor(i / 11), i % 11] as [number, number]),
    [9, 0],
    [9, 1],
    [9, 2],
    [9, 3],
    [9, 4],
  ]);
  assert.equal(reason(buildTilingProblem(split, pent)), 'ok');
  const bad = fromCells([
    ...Array.from({ length: 56 }, (_, i) => [Math.floor(i / 8), i % 8] as [number, number]),
    [9, 0],
    [9, 1],
    [9, 2],
    [9, 3],
  ]);
  assert.equal(reason(buildTilingProblem(bad, pent)), 'component-size');
  assert.equal(reason(buildTilingProblem(rectangle(60, 1), pent)), 'piece-fits-nowhere');
});

test('checkerboard colouring proves some boards untileable, without a search', () => {
  const tetro = buildTilingProblem(referenceRegion('4x5'), referencePieces('tetrominoes'));
  assert.match(colouringObstruction(tetro) ?? '', /10 dark and 10 light cells.*T 2/);
  const s = count(tetro);
  assert.ok(s.proof !== null && s.nodes === 0 && s.total === 0n);
  const hex = buildTilingProblem(rectangle(15, 14), referencePieces('hexominoes'));
  assert.notEqual(colouringObstruction(hex), null);
  for (const ok of ['6x10', '3x20', '8x8 with the central 2x2 hole']) {
    const p = buildTilingProblem(referenceRegion(ok), referencePieces('pentominoes'));
    assert.equal(colouringObstruction(p), null, ok);
  }
  const t = {
    name: 'T',
    letter: 'T',
    shape: makeShape([
      [0, 0],
      [0, 1],
      [0, 2],
      [1, 1],
    ]),
    oneSided: false,
  };
  assert.notEqual(
    colouringObstruction(buildTilingProblem(rectangle(4, 5), [{ piece: t, count: 5 }])),
    null,
  );
  assert.equal(
    colouringObstruction(buildTilingProblem(rectangle(4, 4), [{ piece: t, count: 4 }])),
    null,
  );
  assert.equal(
    colouringObstruction(buildTilingProblem(rectangle(4, 5), [{ piece: t, count: Infinity }])),
    null,
  );
});

// Small random boards with monomino, domino, tromino (and two tetromino) sets, free or one-sided,
// against the naive enumerator.
const SHAPES: [number, number][][] = [
  [[0, 0]],
  [
    [0, 0],
    [0, 1],
  ],
  [
    [0, 0],
    [0, 1],
    [0, 2],
  ],
  [
    [0, 0],
    [0, 1],
    [1, 0],
  ],
  [
    [0, 0],
    [0, 1],
    [1, 0],
    [1, 1],
  ],
  // Chiral: one-sided copies differ from free ones.
  [
    [0, 0],
    [1, 0],
    [2, 0],
    [2, 1],
  ],
];

/** A shape turned and flipped by one of the 8 symmetries of the square, moved to row/col 0. */
function orient(shape: [number, number][], o: number, oneSided: boolean): [number, number][] {
  // Bit 0 swaps row and column, bits 1 and 2 negate them; each of the three reflects, so a
  // one-sided piece (rotations only) takes an even number of them: bit 2 evens the count.
  const flips = (o & 1) + ((o >> 1) & 1) + ((o >> 2) & 1);
  if (oneSided && flips % 2 === 1) o ^= 4;
  const cells = shape.map(([r, c]): [number, number] => {
    const [x, y] = o & 1 ? [c, r] : [r, c];
    return [o & 2 ? -x : x, o & 4 ? -y : y];
  });
  const r0 = Math.min(...cells.map((q) => q[0]));
  const c0 = Math.min(...cells.map((q) => q[1]));
  return cells.map(([r, c]) => [r - r0, c - c0]);
}

/**
 * A board with a tiling planted in it: pieces dropped at random places in an h×w box (a piece
 * that overlaps one already there is left out), the region being the cells they cover. Each used
 * kind is counted as used, or unlimited, or given a range MIN..MAX (or MIN..*) around the number
 * used; some unused unlimited or ranged kinds stay in the set. So every case has at least one
 * tiling and reaches the search.
 */
const boardArb = fc
  .record({
    h: fc.integer({ min: 1, max: 5 }),
    w: fc.integer({ min: 1, max: 5 }),
    kinds: fc.uniqueArray(
      fc.record({
        shape: fc.integer({ min: 0, max: SHAPES.length - 1 }),
        unlimited: fc.boolean(),
        // Copies fewer and more than used: a range; more = 3: at least the fewer.
        range: fc.option(fc.tuple(fc.nat({ max: 2 }), fc.nat({ max: 3 }))),
        oneSided: fc.boolean(),
      }),
      { minLength: 1, maxLength: 3, selector: (p) => p.shape },
    ),
    drops: fc.array(
      fc.record({
        kind: fc.nat(),
        o: fc.integer({ min: 0, max: 7 }),
        r: fc.nat({ max: 4 }),
        c: fc.nat({ max: 4 }),
      }),
      { minLength: 1, maxLength: 10 },
    ),
  })
  .map(({ h: h0, w: w0, kinds, drops }) => {
    const placed = drops.map((d) => {
      const k = d.kind % kinds.length;
      return { k, cells: orient(SHAPES[kinds[k].shape], d.o, kinds[k].oneSided), r: d.r, c: d.c };
    });
    // The box grows to hold the first piece, which goes in at its top-left corner: no board
    // is empty.
    const first = placed[0];
    const h = Math.max(h0, ...first.cells.map((q) => q[0] + 1));
    const w = Math.max(w0, ...first.cells.map((q) => q[1] + 1));
    first.r = first.c = 0;
    const isCell = new Array<boolean>(h * w).fill(false);
    const used = kinds.map(() => 0);
    for (const { k, cells, r, c } of placed) {
      const at = cells.map(([dr, dc]) => [r + dr, c + dc]);
      if (at.some(([y, x]) => y >= h || x >= w || isCell[y * w + x])) continue;
      for (const [y, x] of at) isCell[y * w + x] = true;
      used[k]++;
    }
    const pieces = kinds
      .map((k, i): typeof k & { count: number; min?: number } => {
        if (k.range === null) return { ...k, count: k.unlimited ? Infinity : used[i] };
        const [fewer, more] = k.range;
        const min = Math.max(0, used[i] - fewer);
        return { ...k, count: more === 3 ? Infinity : used[i] + more, min };
      })
      .filter((p) => p.count > 0);
    return { h, w, isCell, pieces };
  });

const stats = { searched: 0, tiled: 0 };
test('property: both engines, with and without symmetry breaking, agree with brute force (counts, *, ranges)', () => {
  fc.assert(
    fc.property(boardArb, fc.integer({ min: 1, max: 50 }), ({ h, w, isCell, pieces }, budget) => {
      const naivePieces: NaivePiece[] = pieces.map((p) => ({
        cells: SHAPES[p.shape],
        count: p.count,
        min: p.min,
        oneSided: p.oneSided,
      }));
      const want = naiveTilings(h, w, isCell, naivePieces, 3000);
      fc.pre(want !== null);
      const cells: [number, number][] = [];
      isCell.forEach((c, i) => c && cells.push([Math.floor(i / w), i % w]));
      const region = fromCells(cells);
      const kinds: PieceCount[] = pieces.map((p, k) => ({
        piece: {
          name: `P${k}`,
          letter: String.fromCharCode(65 + k),
          shape: makeShape(SHAPES[p.shape]),
          oneSided: p.oneSided,
        },
        count: p.count,
        ...(p.min === undefined ? {} : { min: p.min }),
      }));
      const prob = buildTilingProblem(region, kinds);
      try {
        checkFeasible(prob);
      } catch (e) {
        assert.ok(e instanceof PlacerError);
        assert.equal(want!.length, 0, `rejected (${e.message}) but tilings exist`);
        return;
      }
      stats.searched++;
      if (want!.length > 0) stats.tiled++;
      // The naive maps work on the h×w box, the engine on the bounding box of the cells:
      // compare distinct counts only when they are the same grid.
      // The naive classes assume free pieces (one-sided ones change under reflections).
      const sameBox = region.height === h && region.width === w && !pieces.some((p) => p.oneSided);
      const distinct = sameBox ? BigInt(naiveDistinct(h, w, isCell, want!)) : null;
      for (const engine of ['bits', 'dlx'] as const) {
        for (const symmetry of ['break', 'none'] as const) {
          const s = count(prob, { engine, symmetry }, budget);
          assert.equal(s.total, BigInt(want!.length), `${engine} ${symmetry} total`);
          if (distinct !== null)
            assert.equal(s.distinct, distinct, `${engine} ${symmetry} distinct`);
        }
        const { out } = list(prob, { engine }, budget);
        assert.equal(out.length, want!.length);
        for (const t of out) assert.equal(checkTiling(prob, t.tiling), null);
      }
    }),
    { numRuns: 300 },
  );
  // Every generated board has a tiling, so every run but the few the naive enumerator gives up
  // on (too many tilings) reaches the search and finds some.
  assert.ok(stats.searched >= 280 && stats.tiled === stats.searched, JSON.stringify(stats));
});
