import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { countQueens } from '../queens/count.js';
import { ExactCoverSearch } from './exactCover.js';
import { countExactCover, exactCoverSolutions, firstExactCover } from './coverSearch.js';
import { tilingExactCover } from '../tiling/coverForm.js';
import { pieceSet, selectPieces } from '../tiling/pieceSets.js';
import { buildTilingProblem } from '../tiling/problem.js';
import { rectangle } from '../tiling/region.js';
import { queensExactCover, queensSquare } from '../queens/exactCover.js';
import { checkExactCover, makeExactCover, optionAt, type ExactCoverProblem } from './problem.js';
import { coverInstanceArb, coverProblemOf } from '../../../test/support/coverInstances.js';

interface Instance {
  primary: number;
  secondary: number;
  options: number[][];
  mult?: number[];
}

function build(inst: Instance): ExactCoverProblem {
  const p = Array.from({ length: inst.primary }, (_, i) => `p${i}`);
  const s = Array.from({ length: inst.secondary }, (_, i) => `s${i}`);
  return makeExactCover(p, s, inst.options, inst.mult);
}

/**
 * Every subset of the options checked against the definition: the brute-force reference. Options
 * without a primary item never take part (Algorithm X's convention).
 */
function bruteSolutions(inst: Instance, fixed: number[] = []): string[] {
  const prob = build(inst);
  const m = inst.options.length;
  let idle = 0;
  inst.options.forEach((o, k) => {
    if (!o.some((i) => i < inst.primary)) idle |= 1 << k;
  });
  const out: string[] = [];
  for (let mask = 0; mask < 1 << m; mask++) {
    if ((mask & idle) !== 0) continue;
    if (fixed.some((k) => ((mask >> k) & 1) === 0)) continue;
    const chosen: number[] = [];
    for (let k = 0; k < m; k++) if ((mask >> k) & 1) chosen.push(k);
    if (checkExactCover(prob, chosen) === null) out.push(chosen.join(','));
  }
  return out.sort();
}

function engineSolutions(
  prob: ExactCoverProblem,
  fixed: number[] = [],
  budget = Infinity,
): string[] {
  const s = new ExactCoverSearch(prob, { fixed });
  const out: string[] = [];
  for (;;) {
    const st = s.run(budget);
    if (st === 'done') break;
    if (st === 'found') {
      const sol = Array.from(s.solution());
      assert.equal(checkExactCover(prob, sol), null, 'each solution is an exact cover');
      out.push(sol.sort((a, b) => a - b).join(','));
    }
  }
  return out.sort();
}

const instanceArb = (withMult: boolean): fc.Arbitrary<Instance> =>
  fc
    .record({
      primary: fc.integer({ min: 1, max: 6 }),
      secondary: fc.integer({ min: 0, max: 3 }),
    })
    .chain(({ primary, secondary }) =>
      fc.record({
        primary: fc.constant(primary),
        secondary: fc.constant(secondary),
        options: fc.array(
          fc
            .uniqueArray(fc.integer({ min: 0, max: primary + secondary - 1 }), {
              minLength: 1,
              maxLength: Math.min(4, primary + secondary),
            })
            .map((o) => o.sort((a, b) => a - b)),
          { minLength: 0, maxLength: 12 },
        ),
        mult: withMult
          ? fc.array(fc.integer({ min: 1, max: 3 }), { minLength: primary, maxLength: primary })
          : fc.constant(undefined),
      }),
    );

test('the engine finds exactly the brute-force solutions (random small instances)', () => {
  fc.assert(
    fc.property(instanceArb(false), fc.integer({ min: 1, max: 5 }), (inst, budget) => {
      const prob = build(inst);
      const want = bruteSolutions(inst);
      assert.deepEqual(engineSolutions(prob), want);
      // Resumed in slices of a few nodes: the same stream.
      assert.deepEqual(engineSolutions(prob, [], budget), want);
      assert.equal(countExactCover(prob).count, BigInt(want.length));
      assert.equal(countExactCover(prob, { memoEntries: 64 }).count, BigInt(want.length));
      const first = firstExactCover(prob);
      assert.equal(first === null, want.length === 0);
    }),
    { numRuns: 300 },
  );
});

test('items that need several options: no duplicates, exactly the brute-force solutions', () => {
  fc.assert(
    fc.property(instanceArb(true), (inst) => {
      const prob = build(inst);
      const want = bruteSolutions(inst);
      assert.deepEqual(engineSolutions(prob), want);
      assert.equal(countExactCover(prob).count, BigInt(want.length));
    }),
    { numRuns: 300 },
  );
});

/**
 * Instances with a solution planted in them: the primary items split into groups (each group one
 * option, some secondary items spread over them at most once each), mixed among random options.
 */
const solvableArb: fc.Arbitrary<Instance> = fc
  .record({
    primary: fc.integer({ min: 1, max: 6 }),
    secondary: fc.integer({ min: 0, max: 3 }),
  })
  .chain(({ primary, secondary }) =>
    fc.record({
      primary: fc.constant(primary),
      secondary: fc.constant(secondary),
      group: fc.array(fc.nat({ max: primary - 1 }), { minLength: primary, maxLength: primary }),
      // Secondary item j joins planted group secondaryGroup[j], or none when that is `primary`.
      secondaryGroup: fc.array(fc.nat({ max: primary }), {
        minLength: secondary,
        maxLength: secondary,
      }),
      extra: fc.array(
        fc
          .uniqueArray(fc.integer({ min: 0, max: primary + secondary - 1 }), {
            minLength: 1,
            maxLength: Math.min(4, primary + secondary),
          })
          .map((o) => o.sort((a, b) => a - b)),
        { minLength: 0, maxLength: 6 },
      ),
      order: fc.nat(),
    }),
  )
  .map(({ primary, secondary, group, secondaryGroup, extra, order }) => {
    const planted: number[][] = [];
    for (let g = 0; g < primary; g++) {
      const items = group.flatMap((x, i) => (x === g ? [i] : []));
      if (items.length === 0) continue;
      secondaryGroup.forEach((x, j) => x === g && items.push(primary + j));
      planted.push(items);
    }
    // The planted options go in among the others, at places the draw `order` picks.
    const options = [...extra];
    planted.forEach((o, k) => options.splice((order >> k) % (options.length + 1), 0, o));
    return { primary, secondary, options };
  });

test('fixed options: exactly the solutions that contain them', () => {
  fc.assert(
    fc.property(solvableArb, fc.nat(), (inst, pick) => {
      const prob = build(inst);
      const all = bruteSolutions(inst);
      assert.ok(all.length > 0, 'the planted solution is found by brute force');
      // Fix one option of some solution, so the fixed set is consistent.
      const sol = all[pick % all.length].split(',').map(Number);
      const fixed = [sol[pick % sol.length]];
      const want = bruteSolutions(inst, fixed);
      assert.deepEqual(engineSolutions(prob, fixed), want);
      assert.equal(countExactCover(prob, { fixed, memoEntries: 16 }).count, BigInt(want.length));
    }),
    { numRuns: 200 },
  );
});

test('conflicting fixed options are refused', () => {
  const prob = makeExactCover(['A', 'B'], [], [[0], [0, 1], [1]]);
  assert.throws(() => new ExactCoverSearch(prob, { fixed: [0, 1] }), RangeError);
  assert.throws(() => new ExactCoverSearch(prob, { fixed: [7] }), RangeError);
});

test('N-Queens as exact cover gives the bitboard counts (N = 1…9), solutions are queens', () => {
  for (let n = 1; n <= 9; n++) {
    const prob = queensExactCover(n);
    const want = countQueens(n).total;
    assert.equal(countExactCover(prob).count, want, `N=${n}`);
    assert.equal(countExactCover(prob, { memoEntries: 1 << 12 }).count, want, `N=${n} memo`);
    let listed = 0n;
    for (const sol of exactCoverSolutions(prob)) {
      listed++;
      const squares = Array.from(sol, (k) => queensSquare(n, k));
      for (let a = 0; a < squares.length; a++) {
        for (let b = a + 1; b < squares.length; b++) {
          const [r1, c1] = squares[a];
          const [r2, c2] = squares[b];
          assert.ok(r1 !== r2 && c1 !== c2 && Math.abs(r1 - r2) !== Math.abs(c1 - c2));
        }
      }
    }
    assert.equal(listed, want);
  }
});

test('counts above 64 items (links, memo, then the bit-parallel endgame) match the queens counter', () => {
  for (const n of [11, 12]) {
    const prob = queensExactCover(n); // 6n − 2 items: 64 and 70
    const want = countQueens(n).total;
    assert.equal(countExactCover(prob).count, want, `N=${n}`);
    assert.equal(countExactCover(prob, { memoEntries: 1 << 10 }).count, want, `N=${n} memo`);
  }
});

test('a finished search hands its counting cache on, emptied: the next counts are exact', () => {
  // Every unit of 10-queens is a search of the same shape, so each takes the last one's table.
  const prob = queensExactCover(10);
  const first = new ExactCoverSearch(prob, { countOnly: true, endgame: false }).rootBranches();
  assert.ok(first !== null && first.length === 10);
  let total = 0n;
  for (const branch of [...first, ...first]) {
    const plain = new ExactCoverSearch(prob, { countOnly: true, ...branch });
    plain.run();
    const cached = new ExactCoverSearch(prob, { countOnly: true, memoEntries: 1 << 12, ...branch });
    cached.run();
    assert.equal(cached.count, plain.count, `unit ${branch.fixed.join()}`);
    assert.ok(cached.memoHits >= 0 && cached.done);
    total += cached.count;
  }
  assert.equal(total, 2n * countQueens(10).total);
});

test('progress grows from 0 to 1 while a search is resumed in slices', () => {
  const s = new ExactCoverSearch(queensExactCover(8), { countOnly: true });
  let last = 0;
  assert.equal(s.fraction(), 0);
  while (s.run(50) !== 'done') {
    const p = s.fraction();
    assert.ok(p >= last - 1e-12 && p <= 1, `progress ${p} after ${last}`);
    last = p;
  }
  assert.equal(s.fraction(), 1);
  assert.equal(s.count, 92n);
  assert.equal(s.progress().found, 92n);
  assert.equal(s.progress().steps, s.nodes);
});

test('an instance without options has no solution; one without primary work has one', () => {
  assert.equal(countExactCover(makeExactCover(['A'], [], [])).count, 0n);
  const onlySecondary = makeExactCover(['A'], ['x'], [[0], [0, 1]]);
  assert.equal(countExactCover(onlySecondary).count, 2n);
  const sol = firstExactCover(onlySecondary);
  assert.ok(sol !== null && Array.from(optionAt(onlySecondary, sol[0])).includes(0));
});

test("listing through the endgame: the links' solutions, in the links' order", () => {
  fc.assert(
    fc.property(instanceArb(false), (inst) => {
      const prob = build(inst);
      const viaMasks = Array.from(exactCoverSolutions(prob), (s) => Array.from(s).join());
      const linksOnly = Array.from(exactCoverSolutions(prob, { endgame: false }), (s) =>
        Array.from(s).join(),
      );
      assert.deepEqual(viaMasks, linksOnly);
    }),
    { numRuns: 100 },
  );
  // Above 64 items the links branch first, then the endgame takes over (the 3×20 pentomino
  // box: 72 items); duplicate options (the same items twice) are told apart.
  const q = queensExactCover(7);
  const twice = makeExactCover(
    q.items.slice(0, q.primary),
    q.items.slice(q.primary),
    [
      ...Array.from({ length: q.optionStart.length - 1 }, (_, k) => Array.from(optionAt(q, k))),
    ].flatMap((o) => [o, o]),
  );
  const box = tilingExactCover(
    buildTilingProblem(rectangle(20, 3), selectPieces(pieceSet('pentominoes'), new Map(), [])),
  );
  for (const prob of [box, twice]) {
    let n = 0;
    const links = exactCoverSolutions(prob, { endgame: false });
    for (const sol of exactCoverSolutions(prob)) {
      assert.deepEqual(sol, links.next().value);
      n++;
    }
    assert.ok(links.next().done);
    assert.equal(BigInt(n), countExactCover(prob).count);
  }
});

test('excluded options: the solutions without them; an option both fixed and excluded is refused', () => {
  const prob = makeExactCover(['A', 'B'], [], [[0], [0, 1], [1], [0]]);
  const all = (opts: { fixed?: number[]; excluded?: number[] }) => {
    const s = new ExactCoverSearch(prob, opts);
    const out: string[] = [];
    while (s.run() === 'found') out.push(Array.from(s.solution()).join());
    return out;
  };
  assert.deepEqual(all({}), ['1', '2,0', '2,3']);
  assert.deepEqual(all({ excluded: [0] }), ['1', '3,2']);
  assert.deepEqual(all({ excluded: [1, 3] }), ['0,2']);
  assert.throws(() => new ExactCoverSearch(prob, { fixed: [0], excluded: [0] }), RangeError);
  assert.throws(() => new ExactCoverSearch(prob, { excluded: [9] }), RangeError);
});

test('a counting table handed on to the next search of a problem never answers a branch that rules options out', () => {
  // The table's key is the covered items; a branch with excluded options has other sub-counts.
  fc.assert(
    fc.property(
      coverInstanceArb(6, 16, {}),
      fc.array(fc.nat(), { maxLength: 6 }),
      (inst, picks) => {
        const p = coverProblemOf(inst);
        const n = p.optionStart.length - 1;
        if (n === 0) return;
        const excluded = [...new Set(picks.map((k) => k % n))];
        const count = (ex: number[], memoEntries: number): bigint => {
          const s = new ExactCoverSearch(p, { countOnly: true, excluded: ex, memoEntries });
          s.run();
          return s.count;
        };
        const want = count(excluded, 0);
        count([], 64); // fills a table, handed on to the next search of p
        assert.equal(count(excluded, 64), want);
        assert.equal(count([], 64), count([], 0));
      },
    ),
    { numRuns: 300 },
  );
});
