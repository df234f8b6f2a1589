/**
 * The two backends of Algorithm X's bit-mask endgame (the WebAssembly kernel and the TypeScript
 * loop of residual.ts) are one search: the same counts, node counts, solutions in the same order
 * and progress, slice by slice, on random instances (secondary items, counting tables of 4 and
 * 1024 entries), on problems whose masks use both words and whose items all have five or more
 * options (the bit-sliced minimum), above 64 items (the links branch first), and with two
 * searches taking the one kernel in turn.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { ExactCoverSearch, type ExactCoverOptions } from './exactCover.js';
import { makeExactCover, optionAt, type ExactCoverProblem } from './problem.js';
import { queensExactCover } from '../queens/exactCover.js';
import { tilingExactCover } from '../tiling/coverForm.js';
import { pieceSet, selectPieces } from '../tiling/pieceSets.js';
import { buildTilingProblem } from '../tiling/problem.js';
import { rectangle } from '../tiling/region.js';
import { coverAlgorithm } from './coverSearch.js';
import { parseDlx } from './dlxFormat.js';
import { coverInstanceArb, coverProblemOf } from '../../../test/support/coverInstances.js';
import { withoutShared, xccReference } from '../../../test/support/reference.js';

/** What a search says after one slice: status, solution, nodes, count and progress. */
function said(s: ExactCoverSearch, st: string): string {
  const sol = st === 'found' ? Array.from(s.solution()).join(',') : '';
  return `${st} ${sol} nodes ${s.nodes} count ${s.count} fraction ${s.fraction()}`;
}

/** Everything a search says, run in slices of `budget`, after the backend it runs on. */
function trace(p: ExactCoverProblem, opts: ExactCoverOptions, budget: number): string[] {
  const s = new ExactCoverSearch(p, opts);
  const out: string[] = [];
  for (let i = 0; i < 1_000_000; i++) {
    const st = s.run(budget);
    out.push(said(s, st));
    if (st === 'done') return [`backend ${s.backend}`, ...out, `hits ${s.memoHits}`];
  }
  throw new Error('no end after 1,000,000 slices');
}

/** The two backends say the same (each on a copy of the problem: tables are per problem). */
function sameSearch(p: ExactCoverProblem, opts: ExactCoverOptions, budget: number): void {
  const js = trace({ ...p }, { ...opts, backend: 'js' }, budget);
  const wasm = trace({ ...p }, { ...opts, backend: 'wasm' }, budget);
  assert.equal(js[0], 'backend js');
  assert.equal(wasm[0], 'backend wasm');
  assert.deepEqual(wasm.slice(1), js.slice(1));
}

test('endgame in wasm and TypeScript: the same listing, counts, nodes and progress', () => {
  fc.assert(
    fc.property(
      coverInstanceArb(6, 14, {}, 4),
      fc.constantFrom(1, 7, Infinity),
      fc.boolean(),
      fc.constantFrom(0, 4, 1024),
      (inst, budget, countOnly, memoEntries) => {
        sameSearch(coverProblemOf(inst), { countOnly, memoEntries }, budget);
      },
    ),
    { numRuns: 300 },
  );
});

test('endgame in wasm and TypeScript: both mask words, the bit-sliced minimum, above 64 items', () => {
  // 8-queens: 46 items (the high word), every row and column with 8 options at the root (the
  // bit-sliced minimum); 7-queens with every option twice (equal masks told apart); the 3×20
  // pentomino box: 72 items, so the links branch before the endgame takes over.
  const q = queensExactCover(7);
  const twice = makeExactCover(
    q.items.slice(0, q.primary),
    q.items.slice(q.primary),
    Array.from({ length: q.optionStart.length - 1 }, (_, k) => Array.from(optionAt(q, k))).flatMap(
      (o) => [o, o],
    ),
  );
  const box = tilingExactCover(
    buildTilingProblem(rectangle(20, 3), selectPieces(pieceSet('pentominoes'), new Map(), [])),
  );
  for (const p of [queensExactCover(8), twice, box]) {
    for (const budget of [7, 1000]) {
      sameSearch(p, {}, budget);
      sameSearch(p, { countOnly: true, memoEntries: 1024 }, budget);
    }
  }
});

/** The problem files are data made elsewhere: without them, their test skips with one line. */
const noXcc = withoutShared('xcc');
test(
  'endgame in wasm and TypeScript: the same counts, nodes and listings on shared/reference/xcc',
  { skip: noXcc ?? false },
  () => {
    let plain = 0;
    for (const ref of xccReference()) {
      const { problem } = parseDlx(ref.text, ref.file);
      if (coverAlgorithm(problem) !== 'dlx') continue;
      plain++;
      for (const countOnly of [true, false]) {
        const [js, wasm] = (['js', 'wasm'] as const).map((backend) =>
          trace(problem, { countOnly, backend }, 64),
        );
        assert.deepEqual(wasm.slice(1), js.slice(1), ref.file);
        assert.ok(js.at(-2)?.includes(`count ${ref.expected} `), ref.file);
      }
    }
    assert.ok(plain >= 5, `${plain} plain problems`);
  },
);

// A search that lost its arrays could loop for ever: a time limit turns that into a failure.
test(
  'endgames taking the one kernel in turn each go on where they were',
  { timeout: 60_000 },
  () => {
    fc.assert(
      fc.property(
        fc.constantFrom(6, 7, 8),
        coverInstanceArb(6, 14, {}, 4),
        fc.constantFrom(1, 3, 7),
        fc.boolean(),
        (n, inst, budget, countOnly) => {
          const problems = [queensExactCover(n), coverProblemOf(inst)];
          const opts: ExactCoverOptions = { countOnly };
          const expect = problems.map((p) =>
            trace(p, { ...opts, backend: 'js' }, budget).slice(1, -1),
          );
          // Slice by slice, each search evicting the other; and between a slice and what the search
          // says of it, a third one (a listing of 6-queens, over and over) takes the kernel: a
          // listing loses it between a solution and its reading, a count halfway through a
          // residual problem.
          const searches = problems.map((p) => new ExactCoverSearch(p, opts));
          let third = new ExactCoverSearch(queensExactCover(6));
          const got: string[][] = [[], []];
          for (let live = 2; live > 0;) {
            live = 0;
            searches.forEach((s, i) => {
              if (s.done) return;
              live++;
              const st = s.run(budget);
              if (third.run(2) === 'done') third = new ExactCoverSearch(queensExactCover(6));
              got[i].push(said(s, st));
            });
          }
          assert.deepEqual(got, expect);
          assert.ok(searches.every((s) => s.backend === 'wasm'));
        },
      ),
      { numRuns: 60 },
    );
  },
);
