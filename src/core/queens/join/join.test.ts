import assert from 'node:assert/strict';
import { test } from 'node:test';
import { queensReference } from '../../../../test/support/reference.js';
import { checkUnitCount } from '../../../../test/support/unitCountContract.js';
import { Random } from '../../random.js';
import { countQueens } from '../count.js';
import { DisjointCounter } from './disjoint.js';
import { Joiner } from './join.js';
import { loadDisjointKernel } from './kernel.js';
import { QUADRANT_ENTRIES, quadrantTable } from './quadrants.js';
import { joinStarts } from './setup.js';
import { joinQueensCount, queensJoinUnitCount } from './unitCount.js';
import { countJoinUnit, countQueensJoin, joinUnitIds, SYMMETRIC_UNIT } from './units.js';

test('total, fundamental and classes by the join equal the published ones and the constellations (N = 4…15; 16 on: join.slow.test.ts)', () => {
  for (const ref of queensReference.filter((r) => r.n >= 4 && r.n <= 15)) {
    const c = countQueensJoin(ref.n);
    assert.equal(c.total, ref.total, `total N=${ref.n}`);
    assert.equal(c.fundamental, ref.fundamental, `fundamental N=${ref.n}`);
    if (ref.n <= 13) assert.deepEqual(c, countQueens(ref.n), `N=${ref.n} as the constellations`);
  }
});

/** Every partial solution of an h×h quadrant by brute force over all cell subsets (h ≤ 4). */
function bruteQuadrant(h: number): Map<number, number[][]> {
  const byKey = new Map<number, number[][]>();
  for (let set = 0; set < 1 << (h * h); set++) {
    const cells: [number, number][] = [];
    for (let x = 0; x < h * h; x++) if ((set >> x) & 1) cells.push([Math.floor(x / h), x % h]);
    const clash = cells.some(([r, c], i) =>
      cells.some(
        ([r2, c2], j) => j > i && (r === r2 || c === c2 || Math.abs(r - r2) === Math.abs(c - c2)),
      ),
    );
    if (clash) continue;
    let rows = 0;
    let cols = 0;
    let d1 = 0;
    let d2 = 0;
    for (const [r, c] of cells) {
      rows |= 1 << r;
      cols |= 1 << c;
      d1 |= 1 << (r - c + h - 1);
      d2 |= 1 << (r + c);
    }
    const key = (rows << h) | cols;
    const list = byKey.get(key) ?? [];
    list.push([d1, d2]);
    byKey.set(key, list);
  }
  return byKey;
}

test('a quadrant table holds every partial solution once, by its rows and columns (brute force, h ≤ 4)', () => {
  for (let h = 1; h <= 4; h++) {
    const t = quadrantTable(h);
    const brute = bruteQuadrant(h);
    for (let key = 0; key < 1 << (2 * h); key++) {
      const got: number[][] = [];
      for (let at = t.start[key]; at < t.start[key + 1]; at++) got.push([t.d1[at], t.d2[at]]);
      const want = brute.get(key) ?? [];
      const order = (a: number[], b: number[]) => a[0] - b[0] || a[1] - b[1];
      assert.deepEqual(got.sort(order), want.sort(order), `h=${h} key=${key}`);
    }
  }
});

test('the memory estimate counts the entries the tables hold (h ≤ 9)', () => {
  for (let h = 1; h <= 9; h++)
    assert.equal(quadrantTable(h).d1.length, QUADRANT_ENTRIES[h], `h=${h}`);
});

test('the disjoint-pair counter agrees with a plain double loop, sliced or not', () => {
  const rng = new Random(37);
  const random = () => rng.next() / 2 ** 32;
  const counters = [new DisjointCounter(null), new DisjointCounter(loadDisjointKernel())];
  for (const [nE, nW, bits, density] of [
    [5, 7, 9, 0.3],
    [60, 40, 17, 0.25],
    [300, 1000, 17, 0.3],
    [1000, 90, 21, 0.15],
    [33, 2000, 13, 0.2],
    // Long first lists: the kernel sieves them on 3 and on 5 bits.
    [5000, 300, 17, 0.3],
    [20000, 50, 19, 0.25],
  ]) {
    const word = () => {
      let x = 0;
      for (let b = 0; b < bits; b++) if (random() < density) x |= 1 << b;
      return x;
    };
    const eA = Int32Array.from({ length: nE }, word);
    const eB = Int32Array.from({ length: nE }, word);
    const wA = Int32Array.from({ length: nW }, word);
    const wB = Int32Array.from({ length: nW }, word);
    let want = 0;
    for (let i = 0; i < nE; i++) {
      for (let j = 0; j < nW; j++) if (((eA[i] & wA[j]) | (eB[i] & wB[j])) === 0) want++;
    }
    assert.ok(want > 0 && want < nE * nW, 'some pairs are disjoint, some are not');
    // Weighed by class: bit `bit` of B, plus twice that of A (one class weighs nothing).
    const bit = bits >> 1;
    const weights = Int32Array.of(3, 0, 2, 5);
    let weighed = 0;
    for (let i = 0; i < nE; i++) {
      for (let j = 0; j < nW; j++) {
        const c = ((wB[j] >>> bit) & 1) | (((wA[j] >>> bit) & 1) << 1);
        if (((eA[i] & wA[j]) | (eB[i] & wB[j])) === 0) weighed += weights[c];
      }
    }
    for (const [i, counter] of counters.entries()) {
      const name = `${nE}×${nW} ${i === 0 ? 'TypeScript' : 'WebAssembly'}`;
      const first = { a: eA, b: eB, size: nE };
      const second = { a: wA, b: wB, size: nW };
      assert.equal(counter.count(first, second, bits), want, name);
      assert.equal(
        counter.count(first, second, bits, { bit, weights }),
        weighed,
        `${name}, weighed`,
      );
    }
  }
});

test('lists in the kernel memory are counted where they are and left as they were', () => {
  const kernel = loadDisjointKernel();
  assert.ok(kernel, 'this platform runs the kernel');
  const rng = new Random(41);
  const word = () => (rng.next() & rng.next() & rng.next()) >>> 15;
  const [nE, nW, bits] = [6000, 700, 17];
  const eA = Int32Array.from({ length: nE }, word);
  const eB = Int32Array.from({ length: nE }, word);
  const at = kernel.reserve(8 * nW);
  const resident = () => ({
    a: kernel.view.subarray(at >> 2, (at >> 2) + nW),
    b: kernel.view.subarray((at >> 2) + nW, (at >> 2) + 2 * nW),
    size: nW,
  });
  const second = resident();
  for (let j = 0; j < nW; j++) [second.a[j], second.b[j]] = [word(), word()];
  const before = { a: second.a.slice(), b: second.b.slice(), size: nW };
  const first = { a: eA, b: eB, size: nE };
  const want = new DisjointCounter(null).count(first, before, bits);
  const counter = new DisjointCounter(kernel);
  // Twice, the views remade in between (a count may grow the memory and detach them).
  assert.equal(counter.count(first, resident(), bits), want);
  assert.equal(counter.count(first, resident(), bits), want);
  assert.deepEqual(resident().a, before.a);
  assert.deepEqual(resident().b, before.b);
});

test('the WebAssembly kernel and the TypeScript loop count the same pairs, unit by unit', () => {
  const kernel = loadDisjointKernel();
  assert.ok(kernel, 'this platform runs the kernel');
  // N = 16: halves long enough to be sieved, and made in the kernel's memory. One start in four
  // of it (the TypeScript loop takes a second over all of them): its total is checked by
  // join.slow.test.ts, the others' here.
  for (const [n, every] of [
    [10, 1],
    [13, 1],
    [14, 1],
    [16, 4],
  ]) {
    const table = quadrantTable(n >> 1);
    const wasm: Joiner = new Joiner(table, kernel);
    const js = new Joiner(table, null);
    let total = 0;
    for (const [i, st] of joinStarts(n).entries()) {
      if (i % every !== 0) continue;
      for (let north = 0; north < 1 << st.h; north++) {
        if ((north & ~st.rowsN) !== 0) continue;
        const a: number = wasm.countUnit(st, north);
        assert.equal(a, js.countUnit(st, north), `N=${n} ${st.a}.${st.b} r${north}`);
        total += a * st.weight;
      }
    }
    if (every === 1) assert.equal(BigInt(total), queensReference.find((r) => r.n === n)?.total);
  }
});

test('odd N: one start per orbit of the middle queens, weights adding up to every valid pair', () => {
  for (const n of [5, 7, 9, 11, 13]) {
    const m = n >> 1;
    let valid = 1; // the centre
    for (let a = 0; a < n; a++) {
      for (let b = 0; b < n; b++) {
        if (a !== m && b !== m && Math.abs(a - m) !== Math.abs(b - m)) valid++;
      }
    }
    const starts = joinStarts(n);
    assert.equal(
      starts.reduce((s, st) => s + st.weight, 0),
      valid,
      `N=${n}`,
    );
    assert.equal(new Set(starts.map((st) => `${st.a}.${st.b}`)).size, starts.length);
  }
});

test('the join units add up to the whole in any order, and survive a checkpoint line', () => {
  for (const n of [8, 9, 12]) {
    const ref = countQueens(n);
    checkUnitCount(
      () => queensJoinUnitCount(n, joinUnitIds(n)),
      ref,
      (c) => joinQueensCount(c, true),
    );
  }
});

test('a join count misses no unit: without one, no fundamental count', () => {
  const ids = joinUnitIds(10).filter((id) => id !== SYMMETRIC_UNIT);
  const d = queensJoinUnitCount(10, ids);
  assert.equal(joinQueensCount(d.zero(), true), null);
  assert.equal(joinQueensCount({ n: 10, total: 724n, symmetric: null }, true), null);
});

test('a bad unit id or N is one error naming it', () => {
  assert.throws(() => countJoinUnit(10, 'r999'), /no unit "r999" in the join count of N = 10/);
  assert.throws(() => countJoinUnit(10, 'm1.2-r3'), /no unit "m1.2-r3"/);
  assert.throws(() => countJoinUnit(3, 'r0'), /the join counts N = 4…23, got 3/);
  assert.throws(() => joinUnitIds(24), /got 24/);
});
