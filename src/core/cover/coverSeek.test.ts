import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { tilingExactCover } from '../tiling/coverForm.js';
import { tilingProblemFromSpec } from '../tiling/spec.js';
import { countExactCoverUnit, planExactCoverUnits } from './coverUnits.js';
import { CAPPED_BELOW, CoverListingIndex, exactCoverSolutionAt } from './coverSeek.js';
import { parseDlx } from './dlxFormat.js';
import { queensExactCover } from '../queens/exactCover.js';
import type { ExactCoverProblem } from './problem.js';
import {
  coverInstanceArb,
  coverListing,
  coverProblemOf,
} from '../../../test/support/coverInstances.js';

/** Langford pairs in DLX text, written here from the definition (n = 7: 52 solutions). */
function langford(n: number): ExactCoverProblem {
  const lines = [[...Array.from({ length: n }, (_, k) => `${k + 1}`)].join(' ')];
  lines[0] += ' ' + Array.from({ length: 2 * n }, (_, i) => `s${i}`).join(' ');
  for (let k = 1; k <= n; k++) {
    for (let i = 0; i + k + 1 < 2 * n; i++) lines.push(`${k} s${i} s${i + k + 1}`);
  }
  return parseDlx(lines.join('\n'), 'langford').problem;
}

/** Domino tilings of a w×h rectangle in DLX text, written here from the definition. */
function dominoes(w: number, h: number): ExactCoverProblem {
  const cell = (x: number, y: number): string => `c${x}_${y}`;
  const cells = Array.from({ length: w * h }, (_, i) => cell(i % w, Math.floor(i / w)));
  const lines = [cells.join(' ')];
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      if (x + 1 < w) lines.push(`${cell(x, y)} ${cell(x + 1, y)}`);
      if (y + 1 < h) lines.push(`${cell(x, y)} ${cell(x, y + 1)}`);
    }
  }
  return parseDlx(lines.join('\n'), 'dominoes').problem;
}

const tiling = (region: string, select: string[]): ExactCoverProblem =>
  tilingExactCover(tilingProblemFromSpec({ region, pieces: { set: 'tetrominoes' }, select }));

/**
 * Indices of a listing (wrapped, so one past its end too) read by random access, in any order.
 * `cappedBelow`: 0, every branch counted to its end; small, units counted and then, once few are
 * left, branches listed and stopped; default: branches listed from the start.
 */
function checkEveryIndex(
  p: ExactCoverProblem,
  listWithin: number,
  order: number[],
  cappedBelow?: number,
  all: readonly string[] = coverListing(p),
): void {
  const index = new CoverListingIndex(p, { listWithin, cappedBelow });
  for (const k of order.map((r) => r % (all.length + 1))) {
    const got = index.at(BigInt(k));
    assert.equal(got === null ? null : Array.from(got).join(','), all[k] ?? null, `k = ${k}`);
  }
}

test('solution k by random access is the k-th of the listing (Langford, queens, tilings)', () => {
  const instances: [string, ExactCoverProblem][] = [
    ['langford 7', langford(7)],
    ['langford 8', langford(8)],
    ['queens 6', queensExactCover(6)],
    ['queens 8', queensExactCover(8)],
    ['tetrominoes 6x4', tiling('6x4', ['I', 'O', 'L=4'])],
    ['tetrominoes 4x4 any', tiling('4x4', ['I=*', 'O=*', 'L=*'])],
  ];
  for (const [name, p] of instances) {
    // The whole listing once per instance: each check below builds a fresh index against it.
    const all = coverListing(p);
    for (const listWithin of [0, 1024]) {
      for (const cappedBelow of [0, 5, undefined]) {
        fc.assert(
          fc.property(fc.array(fc.nat(), { minLength: 1, maxLength: 5 }), (order) =>
            checkEveryIndex(p, listWithin, order, cappedBelow, all),
          ),
          { numRuns: 3, examples: [[[0, 1, 2, 3, 1_000_000]]] },
        );
      }
    }
    assert.ok(name);
  }
});

test('random instances (multiplicities, ranges, colours): every index, listing on from it as the whole', () => {
  fc.assert(
    fc.property(
      fc.oneof(
        coverInstanceArb(6, 16),
        coverInstanceArb(5, 14, { ranges: true, colours: true }, 4),
      ),
      fc.integer({ min: 0, max: 4 }),
      fc.constantFrom(0, 2, undefined),
      (inst, listWithin, cappedBelow) => {
        const p = coverProblemOf(inst);
        const all = coverListing(p);
        const index = new CoverListingIndex(p, { listWithin, memoEntries: 64, cappedBelow });
        for (let k = 0; k <= all.length; k++) {
          const seek = index.seek(BigInt(k));
          while (seek.run(3) !== 'done');
          index.learn(seek);
          if (k === all.length) {
            assert.equal(seek.cursor, null);
            continue;
          }
          assert.ok(seek.cursor !== null);
          // Listing on from the cursor gives the rest of the listing, in order.
          const rest: string[] = [];
          const s = index.listFrom(seek.cursor);
          for (let st = s.run(2); st !== 'done'; st = s.run(2)) {
            if (st === 'found') rest.push(Array.from(s.solution()).join(','));
          }
          assert.deepEqual(rest, all.slice(k));
        }
      },
    ),
    { numRuns: 150 },
  );
});

test('counts told to the index are used, not counted again; bad counts show', () => {
  const p = langford(8);
  const all = coverListing(p);
  const units = new CoverListingIndex(p).units;
  const counts = units.map((u) => countExactCoverUnit(p, u.id).count);
  const told = new CoverListingIndex(p, {}, counts);
  const seek = told.seek(BigInt(all.length - 1));
  seek.run();
  assert.ok(seek.nodes < 200, `${seek.nodes} nodes`);
  assert.deepEqual(seek.unitCounts, counts);
  // Small indices with the counts told (the unit gone into is listed, stopped past k), and not.
  for (const cappedBelow of [0, undefined]) {
    for (const idx of [told, new CoverListingIndex(p, { cappedBelow }, counts)]) {
      for (const k of [0, 1, 2, 3, 150]) assert.equal(idx.at(BigInt(k))?.join(','), all[k]);
    }
  }
  // The index believes what it is told: wrong counts land elsewhere (so only a count's are told).
  const wrong = new CoverListingIndex(
    p,
    {},
    counts.map(() => 0n),
  );
  assert.equal(wrong.at(0n), null);
  assert.equal(exactCoverSolutionAt(p, 3n)?.join(','), all[3]);
  assert.throws(() => told.seek(-1n), RangeError);
});

test('solution 0 in a large first unit: found without counting the unit, which stays unknown', () => {
  // Domino tilings of 8×5 (14,824), written here from the definition, in units of hundreds.
  const p = dominoes(8, 5);
  const want = coverListing(p);
  const units = planExactCoverUnits(p);
  const counts = units.map((unit) => countExactCoverUnit(p, unit.id, { memoEntries: 1 << 14 }));
  // The first unit with solutions.
  const u = counts.findIndex((c) => c.count > 0n);
  assert.ok(counts[u].count > 100n && BigInt(want.length) > CAPPED_BELOW);
  const index = new CoverListingIndex(p);
  const seek = index.seek(0n);
  seek.run();
  index.learn(seek);
  const unitNodes = counts[u].nodes;
  assert.ok(seek.nodes * 20 < unitNodes, `${seek.nodes} nodes, the unit's count ${unitNodes}`);
  // A count stopped early is no unit count.
  assert.deepEqual(index.counts.slice(0, u + 1), [...Array<bigint>(u).fill(0n), null]);
  assert.ok(seek.cursor !== null);
  const s = index.listFrom(seek.cursor);
  assert.equal(s.run(), 'found');
  assert.equal(Array.from(s.solution()).join(','), want[0]);
  // Later reads through the same index: far on (units counted whole), then back into that unit.
  for (const k of [14000, Number(counts[u].count) + 1, 1, 0, want.length - 1]) {
    assert.equal(index.at(BigInt(k))?.join(','), want[k], `${k}`);
  }
  assert.equal(index.counts[u], counts[u].count);
  assert.equal(index.at(BigInt(want.length)), null);
});
