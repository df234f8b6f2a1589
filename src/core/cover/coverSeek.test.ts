import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { tilingExactCover } from '../tiling/coverForm.js';
import { tilingProblemFromSpec } from '../tiling/spec.js';
import { countExactCoverUnit } from './coverUnits.js';
import { CoverListingIndex, exactCoverSolutionAt } from './coverSeek.js';
import { parseDlx } from './dlxFormat.js';
import { queensExactCover } from './nQueens.js';
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

const tiling = (region: string, select: string[]): ExactCoverProblem =>
  tilingExactCover(tilingProblemFromSpec({ region, pieces: { set: 'tetrominoes' }, select }));

/** Indices of a listing (wrapped, so one past its end too) read by random access, in any order. */
function checkEveryIndex(p: ExactCoverProblem, listWithin: number, order: number[]): void {
  const all = coverListing(p);
  const index = new CoverListingIndex(p, { listWithin });
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
    for (const listWithin of [0, 1024]) {
      fc.assert(
        fc.property(fc.array(fc.nat(), { minLength: 1, maxLength: 5 }), (order) =>
          checkEveryIndex(p, listWithin, order),
        ),
        { numRuns: 3, examples: [[[0, 1, 1_000_000]]] },
      );
    }
    assert.ok(name);
  }
});

test('random instances (multiplicities too): every index, listing on from it as the whole', () => {
  fc.assert(
    fc.property(coverInstanceArb(6, 16), fc.integer({ min: 0, max: 4 }), (inst, listWithin) => {
      const p = coverProblemOf(inst);
      const all = coverListing(p);
      const index = new CoverListingIndex(p, { listWithin, memoEntries: 64 });
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
    }),
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
