import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { ColourBoundSearch, keySlacks } from './algorithmM.js';
import { layLinks } from './links.js';
import { dominationDlx } from './models.js';
import { coverAlgorithm, coverSearch } from './coverSearch.js';
import { countExactCoverUnit, planExactCoverUnits } from './coverUnits.js';
import { formatOption, parseDlx } from './dlxFormat.js';
import { ExactCoverSearch, type CoverBackend } from './exactCover.js';
import { checkExactCover, coloursOf, optionCount, type ExactCoverProblem } from './problem.js';
import {
  bell,
  coverInstanceArb,
  coverProblemOf,
  type CoverInstance,
} from '../../../test/support/coverInstances.js';
import { withoutShared, xccReference } from '../../../test/support/reference.js';
import { latinColourDlx, twoPerLineDlx } from '../../../bench/xccInstances.js';

/** Solutions by definition: every subset of the options, checked by checkExactCover. */
function naiveCount(p: ExactCoverProblem): number {
  const n = optionCount(p);
  let found = 0;
  const chosen: number[] = [];
  for (let mask = 0; mask < 1 << n; mask++) {
    chosen.length = 0;
    for (let k = 0; k < n; k++) if ((mask >> k) & 1) chosen.push(k);
    if (checkExactCover(p, chosen) === null) found++;
  }
  return found;
}

function countOf(p: ExactCoverProblem, budget = Infinity, memoEntries = 0): bigint {
  const s = new ColourBoundSearch(p, { countOnly: true, memoEntries });
  while (s.run(budget) !== 'done');
  return s.count;
}

test('Algorithm M counts what the definition counts (random colours and bounds, cached or not)', () => {
  fc.assert(
    fc.property(
      coverInstanceArb(5, 13, { exact: true, ranges: true, colours: true }, 5),
      fc.constantFrom(1, 7, Infinity),
      fc.constantFrom(0, 4, 1024),
      (inst, budget, memo) => {
        const p = coverProblemOf(inst);
        assert.equal(countOf(p, budget, memo), BigInt(naiveCount(p)));
      },
    ),
    { numRuns: 400 },
  );
});

test('Algorithm M lists each solution once, each valid by the definition', () => {
  fc.assert(
    fc.property(coverInstanceArb(5, 12, { ranges: true, colours: true }, 5), (inst) => {
      const p = coverProblemOf(inst);
      const s = new ColourBoundSearch(p);
      const seen = new Set<string>();
      for (let st = s.run(5); st !== 'done'; st = s.run(5)) {
        if (st !== 'found') continue;
        const sol = s.solution();
        assert.equal(checkExactCover(p, sol), null);
        const key = [...sol].sort((a, b) => a - b).join(',');
        assert.ok(!seen.has(key), `solution ${key} listed twice`);
        seen.add(key);
      }
      assert.equal(seen.size, naiveCount(p));
    }),
    { numRuns: 200 },
  );
});

/**
 * The instance with one more primary item in every option (first or last in it), bounded
 * `lower`…`upper`: "take between lower and upper options", like queens domination's `m|Q`. Once
 * that item is covered no option is left, which the search settles by the bounds alone.
 */
function withItemInEvery(inst: CoverInstance, lower: number, upper: number, first: boolean) {
  const q = inst.primary;
  const shifted = inst.options.map((o) => o.map((i) => (i < q ? i : i + 1)));
  const bounds = inst.bounds ?? Array.from({ length: q }, (): [number, number] => [1, 1]);
  return {
    ...inst,
    primary: q + 1,
    options: shifted.map((o) => (first ? [q, ...o] : [...o, q])),
    bounds: [...bounds, [lower, upper] as [number, number]],
    colours: inst.colours?.map((c) => (first ? [0, ...c] : [...c, 0])),
  };
}

test('an item in every option: counts and listings agree with the definition', () => {
  fc.assert(
    fc.property(
      coverInstanceArb(4, 11, { exact: true, ranges: true, colours: true }, 3),
      fc.integer({ min: 0, max: 2 }),
      fc.integer({ min: 0, max: 2 }),
      fc.boolean(),
      fc.constantFrom(1, 3, Infinity),
      fc.constantFrom(0, 4, 1024),
      (inst, lower, extra, first, budget, memo) => {
        const p = coverProblemOf(withItemInEvery(inst, lower, Math.max(1, lower + extra), first));
        const naive = naiveCount(p);
        // With a table, the other items' capacity beyond the new item's is left out of its key.
        assert.equal(countOf({ ...p }, budget, memo), BigInt(naive));
        const s = new ColourBoundSearch(p);
        const seen = new Set<string>();
        for (let st = s.run(budget); st !== 'done'; st = s.run(budget)) {
          if (st !== 'found') continue;
          const sol = s.solution();
          assert.equal(checkExactCover(p, sol), null);
          seen.add([...sol].sort((a, b) => a - b).join(','));
        }
        assert.equal(seen.size, naive);
        let units = 0n;
        for (const u of planExactCoverUnits(p)) units += countExactCoverUnit(p, u.id).count;
        assert.equal(units, BigInt(naive));
      },
    ),
    { numRuns: 300 },
  );
});

test('the key leaves out a capacity only where no solution can reach it', () => {
  const slacks = (text: string): number[] => {
    const { problem } = parseDlx(text);
    return Array.from(keySlacks(problem, layLinks(problem, true).len)).slice(1);
  };
  // K is in every option and takes at most 3: a and b (up to 3) never fill; c (up to 1) is in
  // one option only. K itself is exact (slack 0).
  assert.deepEqual(slacks('3|K 1:3|a 1:3|b 0:1|c\nK a b\nK b c\nK a\n'), [0, 2, 2, 1]);
  // No item in every option: a and b (up to 2) are in three options each and may fill; c (up
  // to 2) is in two.
  assert.deepEqual(slacks('1:2|a 1:2|b 1:2|c\na b\na c\na b\nb c\n'), [0, 0, 1]);
  // An item in every option bounds the others only up to its own bound: b (up to 2) may fill
  // before K (up to 3) does, and K (in four options) may fill; d (up to 4) may not.
  assert.deepEqual(slacks('1:3|K 0:2|b 1:4|d\nK b\nK b\nK b d\nK d\n'), [0, 0, 3]);
});

test('a table that keys needs, not unreachable capacities, counts as the search without it', () => {
  // An item in every option, so that the others' capacities beyond its own leave the key: a
  // key that merged different needs too (every such item keyed alike) miscounted one draw in 40.
  fc.assert(
    fc.property(
      coverInstanceArb(6, 14, { ranges: true }, 4),
      fc.integer({ min: 1, max: 4 }),
      (inst, upper) => {
        const p = coverProblemOf(withItemInEvery(inst, 1, upper, true));
        const count = (memoEntries: number, backend: CoverBackend) => {
          const s = new ColourBoundSearch(
            { ...p },
            { countOnly: true, memoEntries, memoTrial: false, backend },
          );
          s.run();
          return s.count;
        };
        const expected = count(0, 'js');
        assert.equal(count(1024, 'js'), expected);
        assert.equal(count(1024, 'wasm'), expected);
      },
    ),
    { numRuns: 400 },
  );
});

test('kings domination: sub-problems that differ only in unreachable capacities meet', () => {
  // Kings dominating 6×6 with seven: a cell dominated once or twice is the same to the rest
  // of the search. Keyed by bounds as they are, the table took 725,922 nodes to 385,408.
  const p = parseDlx(dominationDlx(6, 7, 'kings')).problem;
  const run = (memoEntries: number) => {
    const s = new ColourBoundSearch({ ...p }, { countOnly: true, memoEntries, memoTrial: false });
    s.run();
    return s;
  };
  const [plain, cached] = [run(0), run(1 << 12)];
  assert.equal(cached.count, plain.count);
  assert.ok(cached.nodes * 10 < plain.nodes, `${cached.nodes} nodes, ${plain.nodes} without`);
});

test('on plain instances Algorithm M and Algorithm X agree', () => {
  fc.assert(
    fc.property(coverInstanceArb(6, 16, { exact: true }), (inst) => {
      const p = coverProblemOf(inst);
      const x = new ExactCoverSearch(p, { countOnly: true });
      x.run();
      assert.equal(countOf(p), x.count);
    }),
    { numRuns: 200 },
  );
});

/** The problem files are data made elsewhere: without them, their tests skip with one line. */
const noXcc = withoutShared('xcc');
if (noXcc !== null) test('the problems of shared/reference/xcc', { skip: noXcc }, () => {});
for (const ref of noXcc === null ? xccReference() : []) {
  test(`shared/reference/xcc/${ref.file} (${ref.kind}): ${ref.expected} solutions`, () => {
    const { problem } = parseDlx(ref.text, ref.file);
    const s = coverSearch(problem, { countOnly: true });
    s.run();
    assert.equal(s.count, ref.expected, ref.source);
    assert.equal(
      coverAlgorithm(problem),
      ref.kind === 'dlx2' ? 'algorithm-m' : s instanceof ColourBoundSearch ? 'algorithm-m' : 'dlx',
    );
    // Algorithm M takes every kind, with its counting table or without, and its units add up to
    // the same count.
    if (!(s instanceof ColourBoundSearch)) assert.equal(countOf(problem), ref.expected);
    assert.equal(countOf(problem, Infinity, 1 << 12), ref.expected);
    let sum = 0n;
    for (const u of planExactCoverUnits(problem)) sum += countExactCoverUnit(problem, u.id).count;
    assert.equal(sum, ref.expected);
  });
}

test(
  "Knuth's DLX2 and DLX3 examples give the solutions his programs print",
  { skip: noXcc ?? false },
  () => {
    const byFile = new Map(xccReference().map((r) => [r.file, r.text]));
    const solve = (file: string): string[] => {
      const { problem } = parseDlx(byFile.get(file) as string, file);
      const s = coverSearch(problem);
      assert.equal(s.run(), 'found');
      const sol = s.solution();
      return Array.from(sol, (k) => formatOption(problem, k)).sort();
    };
    assert.deepEqual(solve('knuth-dlx2-example.dlx'), ['A C X:1 Y:1', 'B X:1']);
    assert.deepEqual(solve('knuth-dlx3-example.dlx'), ['A C X:1 Y:1', 'B X:1', 'C Y:1']);
    const { problem } = parseDlx(byFile.get('knuth-dlx2-example.dlx') as string);
    const s = coverSearch(problem);
    s.run();
    const colours = coloursOf(problem, s.solution());
    assert.deepEqual([...colours].map(([i, c]) => `${problem.items[i]}:${c}`).sort(), [
      'X:1',
      'Y:1',
    ]);
  },
);

test('a bound far above an item’s options costs no memory for it (both engines)', () => {
  // DLX3 allows bounds up to 10^9: the search depth is bounded by the options, not the bound.
  for (const text of ['1000000000|A 0:1000000000|B\nA B\nA\n', '1000000000|A\nA\nA\n']) {
    const { problem } = parseDlx(text);
    const before = process.memoryUsage().arrayBuffers;
    const s = coverSearch(problem, { countOnly: true });
    s.run();
    const grew = process.memoryUsage().arrayBuffers - before;
    assert.ok(grew < 1 << 20, `${grew} bytes of typed arrays for ${JSON.stringify(text)}`);
    assert.equal(s.count, 0n);
  }
});

test('a counting table that does not pay is dropped over the units of a count, not unit by unit', () => {
  // Two queens on each row and column, at most two per diagonal, 7×7 (DLX3): its sub-problems
  // rarely repeat. The units together make more lookups than the trial's 2^18, each alone fewer.
  const p = parseDlx(twoPerLineDlx(7)).problem;
  const units = planExactCoverUnits(p);
  const runs = units.map((u) => {
    const s = new ColourBoundSearch(p, { countOnly: true, memoEntries: 1 << 16, ...u.branch });
    // (A search gives its table back when it ends: memoOn is read before it runs.)
    const on = s.memoOn;
    s.run();
    return { on, nodes: s.nodes, count: s.count };
  });
  assert.ok(
    runs.every((r) => r.nodes < 1 << 18),
    'every unit is shorter than the trial',
  );
  const firstOff = runs.findIndex((r) => !r.on);
  assert.ok(firstOff > 0, 'the table is dropped, after some units');
  assert.ok(
    runs.slice(firstOff).every((r) => !r.on),
    'later units start without it',
  );
  const total = runs.reduce((a, r) => a + r.count, 0n);
  assert.equal(total, countOf(p));
  // A table that pays (Latin squares 5×5 as colours) stays over all the units.
  const latin = parseDlx(latinColourDlx(5)).problem;
  for (const u of planExactCoverUnits(latin)) {
    const s = new ColourBoundSearch(latin, { countOnly: true, memoEntries: 1 << 16, ...u.branch });
    assert.ok(s.memoOn);
    s.run();
  }
});

/**
 * k blocks of b items, every nonempty subset of a block an option: bell(b)^k exact covers.
 * Coloured, one more option, the first item alone with a colour, puts it under Algorithm M and
 * gives the first block bell(b − 1) more covers (those where its first item is alone).
 */
function blocksDlx(k: number, b: number, coloured = true): { dlx: string; count: bigint } {
  const name = (g: number, j: number): string => `i${g * b + j}`;
  const lines = [Array.from({ length: k * b }, (_, i) => `i${i}`).join(' ') + ' | s'];
  for (let g = 0; g < k; g++) {
    for (let m = 1; m < 1 << b; m++) {
      lines.push(
        Array.from({ length: b }, (_, j) => ((m >> j) & 1 ? name(g, j) : ''))
          .filter(Boolean)
          .join(' '),
      );
    }
  }
  if (!coloured) return { dlx: lines.join('\n'), count: bell(b) ** BigInt(k) };
  lines.push('i0 s:a');
  return { dlx: lines.join('\n'), count: (bell(b) + bell(b - 1)) * bell(b) ** BigInt(k - 1) };
}

test('counts past 2^64 and 2^85 are exact on both backends (the kernel hands over to TypeScript)', () => {
  for (const [k, b] of [
    [12, 5],
    [16, 5],
  ]) {
    const { dlx, count } = blocksDlx(k, b);
    assert.ok(count > 2n ** (k === 12 ? 64n : 85n));
    for (const memoEntries of [1 << 7, 1 << 12]) {
      const nodes: number[] = [];
      for (const backend of ['wasm', 'js'] as const) {
        // A problem of its own for each search: a table is handed on only within one problem.
        const p = parseDlx(dlx).problem;
        const s = new ColourBoundSearch(p, { countOnly: true, memoEntries, backend });
        assert.equal(s.run(), 'done');
        assert.equal(s.count, count, `${k}×${b}, ${backend}, ${memoEntries} entries`);
        // Past 2^62 the search is TypeScript's, whichever loop it started in.
        assert.equal(s.backend, 'js');
        nodes.push(s.nodes);
      }
      assert.equal(nodes[0], nodes[1], `${k}×${b}, ${memoEntries} entries: the same nodes`);
    }
  }
});

test('Algorithm X: counts past 2^85 are exact, and its table learns on past products set apart', () => {
  for (const [k, b] of [
    [12, 5],
    [16, 5],
  ]) {
    const { dlx, count } = blocksDlx(k, b, false);
    assert.equal(coverAlgorithm(parseDlx(dlx).problem), 'dlx');
    // Without endgame and splits every count past 2^64 comes from the table's hits; with them
    // (the default) from products of parts, set apart as bigints: a level that set one apart
    // still stores its sub-count, so the search stays small (it ran for minutes when such
    // levels stored nothing).
    for (const opts of [{ endgame: false, decompose: false }, {}]) {
      const s = new ExactCoverSearch(parseDlx(dlx).problem, {
        countOnly: true,
        memoEntries: 1 << 12,
        ...opts,
      });
      assert.equal(s.run(100_000), 'done', `${k}×${b} ${JSON.stringify(opts)}`);
      assert.equal(s.count, count, `${k}×${b} ${JSON.stringify(opts)}`);
    }
  }
});
