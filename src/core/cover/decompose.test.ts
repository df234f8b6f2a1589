/**
 * Component decomposition in Algorithm X's endgame (residual.ts): where the needed items fall
 * into parts that no option joins, the count is the product of the parts' counts. It must give
 * the counts the search gives without it, the product of the parts counted alone, the same
 * nodes and progress on both loops (kernel and TypeScript), slice by slice, and exact counts
 * past 2^64 (a product reaches them in a few thousand nodes).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { ExactCoverSearch, type ExactCoverOptions } from './exactCover.js';
import { buildExactCover, type ExactCoverProblem } from './problem.js';
import { SPLIT_CREDIT } from './residual.js';
import { tilingExactCover } from '../tiling/coverForm.js';
import { pieceSet, selectPieces } from '../tiling/pieceSets.js';
import { buildTilingProblem } from '../tiling/problem.js';
import { rectangle } from '../tiling/region.js';
import {
  bell,
  coverInstanceArb,
  type CoverInstance,
} from '../../../test/support/coverInstances.js';

/**
 * The parts side by side (items renamed apart). `joined`: every option also takes the secondary
 * item j, so nothing splits. `bridged`: a primary item z more, with an option {z, part's first
 * item} per part, so the parts split only once z is covered (below the endgame's root).
 */
function union(
  parts: readonly CoverInstance[],
  how: 'apart' | 'joined' | 'bridged' = 'apart',
): ExactCoverProblem {
  const primary: string[] = [];
  const secondary: string[] = how === 'joined' ? ['j'] : [];
  const options: { items: number[] }[] = [];
  const total = parts.reduce((n, p) => n + p.primary, 0) + (how === 'bridged' ? 1 : 0);
  for (const part of parts) {
    const p0 = primary.length;
    const s0 = total + secondary.length;
    for (let i = 0; i < part.primary; i++) primary.push(`p${p0 + i}`);
    for (let i = 0; i < part.secondary; i++) secondary.push(`s${secondary.length}`);
    for (const o of part.options) {
      const items = o.map((i) => (i < part.primary ? p0 + i : s0 + i - part.primary));
      options.push({ items: how === 'joined' ? [...items, total] : items });
    }
    if (how === 'bridged') options.push({ items: [p0, total - 1] });
  }
  if (how === 'bridged') primary.push('z');
  return buildExactCover({ primary, secondary, options });
}

/** Counting tables are kept per problem and handed on: each search gets a copy of its own. */
function countOf(p: ExactCoverProblem, opts: ExactCoverOptions): { count: bigint; splits: number } {
  const s = new ExactCoverSearch({ ...p }, { countOnly: true, ...opts });
  s.run();
  return { count: s.count, splits: s.splits };
}

/** What a count says slice by slice: nodes, count and progress after each, then its splits. */
function countTrace(p: ExactCoverProblem, opts: ExactCoverOptions, budget: number): string[] {
  const s = new ExactCoverSearch({ ...p }, { countOnly: true, ...opts });
  const out: string[] = [];
  let last = 0n;
  for (let i = 0; i < 1_000_000; i++) {
    const st = s.run(budget);
    // Progress counts finished work only: it never goes back.
    assert.ok(s.count >= last, `count went back from ${last} to ${s.count}`);
    last = s.count;
    out.push(`${st} nodes ${s.nodes} count ${s.count} fraction ${s.fraction()}`);
    if (st === 'done') return [...out, `splits ${s.splits}`];
  }
  throw new Error('no end after 1,000,000 slices');
}

const partsArb = fc.array(coverInstanceArb(6, 16, {}, 3), { minLength: 1, maxLength: 4 });

test('decompose: the count is the parts’ product, as without it, on both loops alike', () => {
  fc.assert(
    fc.property(
      partsArb,
      fc.constantFrom('apart', 'bridged'),
      fc.constantFrom(1, 7, Infinity),
      fc.constantFrom(0, 1024),
      // The rationing of the tests: the default, and credit that runs out (and comes back).
      fc.constantFrom(
        SPLIT_CREDIT,
        { start: 0, earn: 0, most: 0 },
        { start: 1, earn: 3, most: 9 },
        { start: 1, earn: 1, most: 1 },
      ),
      (parts, how, budget, memoEntries, splitCredit) => {
        const p = union(parts, how);
        const plain = countOf(p, { decompose: false, memoEntries, backend: 'js' });
        assert.equal(plain.splits, 0);
        if (how === 'apart') {
          const product = parts
            .map((q) => countOf(union([q]), { decompose: false, memoEntries: 0 }).count)
            .reduce((a, b) => a * b, 1n);
          assert.equal(plain.count, product);
        }
        const js = countTrace(p, { memoEntries, splitCredit, backend: 'js' }, budget);
        const wasm = countTrace(p, { memoEntries, splitCredit, backend: 'wasm' }, budget);
        assert.deepEqual(wasm, js);
        assert.ok(js.at(-2)?.includes(` count ${plain.count} `), js.at(-2));
        // Two parts or more, each with a solution: the endgame's root (always tested) splits.
        if (how === 'apart' && parts.length > 1 && plain.count > 0n)
          assert.notEqual(js.at(-1), 'splits 0');
      },
    ),
    { numRuns: 400 },
  );
});

test('decompose: parts joined by one item never split, and count as without it', () => {
  fc.assert(
    fc.property(partsArb, (parts) => {
      const p = union(parts, 'joined');
      const on = countOf(p, {});
      assert.equal(on.splits, 0);
      assert.equal(on.count, countOf(p, { decompose: false }).count);
    }),
    { numRuns: 100 },
  );
});

/** Blocks of `sizes` items, every non-empty subset of a block an option: ∏ Bell(size) covers. */
function blocks(sizes: readonly number[]): ExactCoverProblem {
  const primary: string[] = [];
  const options: { items: number[] }[] = [];
  for (const b of sizes) {
    const first = primary.length;
    for (let i = 0; i < b; i++) primary.push(`b${first + i}`);
    for (let m = 1; m < 1 << b; m++) {
      const items: number[] = [];
      for (let i = 0; i < b; i++) if ((m >> i) & 1) items.push(first + i);
      options.push({ items });
    }
  }
  return buildExactCover({ primary, secondary: [], options });
}

test('decompose: counts past 2^64 stay exact, in the endgame and above it', () => {
  // Ten blocks of 6 (60 items: the endgame from the root): 203^10 ≈ 1.2·10^23 in some 2,000
  // nodes, where the plain search would take ~10^23. With a block of 5 more (65 items), the
  // links branch first and each branch's endgame adds a count past 2^64 (the counting table
  // then stores nothing more, its figures being word pairs).
  for (const sizes of [Array(10).fill(6), [...Array(10).fill(6), 5], [8, 8, 8, 8, 8, 8, 8, 8]]) {
    const want = sizes.map(bell).reduce((a, b) => a * b, 1n);
    assert.ok(want >= 1n << 64n);
    for (const backend of ['wasm', 'js'] as const) {
      const s = new ExactCoverSearch(blocks(sizes), {
        countOnly: true,
        backend,
        memoEntries: 1024,
      });
      assert.equal(s.run(1_000_000), 'done', `${sizes.join('+')} on ${backend}`);
      assert.equal(s.count, want, `${sizes.join('+')} on ${backend}`);
      assert.ok(s.splits >= 1);
    }
  }
});

test('decompose: both loops ration the tests alike, where regions close off deep in the search', () => {
  // L tetrominoes, any number, on 8×8: no piece items, so the pieces placed cut regions off
  // (913 splits in 0.6M nodes, after the first thousand tests). Tighter rules make 5: the credit
  // runs out at the first splits, which earn some back (up to a cap below what they earn).
  const board = tilingExactCover(
    buildTilingProblem(rectangle(8, 8), selectPieces(pieceSet('tetrominoes'), new Map(), ['L=*'])),
  );
  const splitsBy: number[] = [];
  for (const splitCredit of [SPLIT_CREDIT, { start: 1400, earn: 200, most: 50 }]) {
    const [js, wasm] = (['js', 'wasm'] as const).map((backend) => {
      const s = new ExactCoverSearch({ ...board }, { countOnly: true, backend, splitCredit });
      s.run();
      return `count ${s.count} nodes ${s.nodes} splits ${s.splits}`;
    });
    assert.equal(wasm, js);
    splitsBy.push(Number(/splits (\d+)/.exec(js)?.[1]));
  }
  assert.ok(splitsBy[0] > splitsBy[1] && splitsBy[1] > 0, splitsBy.join(' '));
});
