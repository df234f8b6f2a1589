/**
 * The two backends of Algorithm M (the WebAssembly kernel and the TypeScript loop) are one
 * search: the same counts, the same node counts, the same solutions in the same order and the
 * same progress, slice by slice, on random instances (colours, ranges, exact bounds, an item in
 * every option), on the branches of a unit count (fixed, excluded, retired), with counting tables
 * of 4 and 1024 entries, and on the reference problems where they are beside the project.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { ColourBoundSearch } from './algorithmM.js';
import { planExactCoverUnits } from './coverUnits.js';
import { parseDlx } from './dlxFormat.js';
import { langfordDlx } from './langford.js';
import { dominationDlx } from './models.js';
import type { ExactCoverOptions } from './exactCover.js';
import type { ExactCoverProblem } from './problem.js';
import {
  coverInstanceArb,
  coverProblemOf,
  type CoverInstance,
} from '../../../test/support/coverInstances.js';
import { withoutShared, xccReference } from '../../../test/support/reference.js';

/** What a search says after one slice: status, solution, nodes, count and progress. */
function said(s: ColourBoundSearch, st: string): string {
  const sol = st === 'found' ? Array.from(s.solution()).join(',') : '';
  const progress = JSON.stringify(s.progress(), (_k, v: unknown) =>
    typeof v === 'bigint' ? String(v) : v,
  );
  return `${st} ${sol} nodes ${s.nodes} count ${s.count} progress ${progress}`;
}

/** Everything a search says, run in slices of `budget`, after the backend it starts on. */
function trace(p: ExactCoverProblem, opts: ExactCoverOptions, budget: number): string[] {
  return traceOf(new ColourBoundSearch(p, opts), budget);
}

function traceOf(s: ColourBoundSearch, budget: number): string[] {
  const out: string[] = [`backend ${s.backend}`];
  for (let i = 0; i < 100_000; i++) {
    const st = s.run(budget);
    out.push(said(s, st));
    if (st === 'done') return out;
  }
  throw new Error('no end after 100,000 slices');
}

/** What the searches of `branches` say, in turn, on one backend (with the table's hits). */
function traces(
  p: ExactCoverProblem,
  branches: readonly ExactCoverOptions[],
  opts: ExactCoverOptions,
  budget: number,
): string[] {
  // A copy of the problem, so that the other backend's searches do not share its tables
  // (a table serves the searches of one problem in turn: memo.ts).
  const own = { ...p };
  const backends = new Set<string>();
  const said = branches.flatMap((b) => {
    const s = new ColourBoundSearch(own, { ...opts, ...b });
    const [backend, ...out] = traceOf(s, budget);
    backends.add(backend);
    return [...out, `hits ${s.memoHits} dropped ${s.memoDropped}`];
  });
  return [[...backends].join(', '), ...said];
}

/** The two backends say the same, each search of `branches` in turn (one, by default). */
function sameSearch(
  p: ExactCoverProblem,
  opts: ExactCoverOptions,
  budget: number,
  branches: readonly ExactCoverOptions[] = [{}],
): void {
  const js = traces(p, branches, { ...opts, backend: 'js' }, budget);
  const wasm = traces(p, branches, { ...opts, backend: 'wasm' }, budget);
  assert.equal(js[0], 'backend js');
  assert.equal(wasm[0], 'backend wasm');
  assert.deepEqual(wasm.slice(1), js.slice(1));
}

/** The instance with one more primary item in every option, bounded 1…upper (emptiedBy's case). */
function withItemInEvery(inst: CoverInstance, upper: number): CoverInstance {
  const q = inst.primary;
  const bounds = inst.bounds ?? Array.from({ length: q }, (): [number, number] => [1, 1]);
  return {
    ...inst,
    primary: q + 1,
    options: inst.options.map((o) => [...o.map((i) => (i < q ? i : i + 1)), q]),
    bounds: [...bounds, [1, upper]],
    colours: inst.colours?.map((c) => [...c, 0]),
  };
}

test('wasm and TypeScript: the same listing, nodes and progress, slice by slice', () => {
  fc.assert(
    fc.property(
      coverInstanceArb(5, 13, { exact: true, ranges: true, colours: true }, 4),
      fc.constantFrom(1, 7, Infinity),
      fc.boolean(),
      fc.boolean(),
      (inst, budget, countOnly, every) => {
        const p = coverProblemOf(every ? withItemInEvery(inst, 2) : inst);
        sameSearch(p, { countOnly }, budget);
      },
    ),
    { numRuns: 300 },
  );
});

test('wasm and TypeScript: the same counts, nodes and tables on the units of a count', () => {
  fc.assert(
    fc.property(
      coverInstanceArb(5, 12, { exact: true, ranges: true, colours: true }, 4),
      fc.constantFrom(0, 4, 1024),
      fc.constantFrom(1, 7, Infinity),
      fc.boolean(),
      (inst, memoEntries, budget, every) => {
        // An item in every option: the others' capacities beyond its own leave the key.
        const p = coverProblemOf(every ? withItemInEvery(inst, 3) : inst);
        // The units in turn, as a count runs them: each later one takes the table the earlier
        // ones filled (and judged).
        const units = planExactCoverUnits(p).map((u) => u.branch);
        sameSearch(p, { countOnly: true, memoEntries }, budget, units.length > 0 ? units : [{}]);
      },
    ),
    { numRuns: 150 },
  );
});

/** The problem files are data made elsewhere: without them, their test skips with one line. */
const noXcc = withoutShared('xcc');
test(
  'wasm and TypeScript: the same counts and nodes on shared/reference/xcc',
  {
    skip: noXcc ?? false,
  },
  () => {
    for (const ref of xccReference()) {
      const { problem } = parseDlx(ref.text, ref.file);
      const js = new ColourBoundSearch(problem, { countOnly: true, backend: 'js' });
      const wasm = new ColourBoundSearch(problem, { countOnly: true });
      assert.equal(wasm.backend, 'wasm');
      // Slices that double, as the count driver runs them.
      for (let budget = 64; js.run(budget) !== 'done'; budget *= 2);
      for (let budget = 64; wasm.run(budget) !== 'done'; budget *= 2);
      assert.equal(wasm.count, ref.expected, ref.file);
      assert.equal(js.count, ref.expected, ref.file);
      assert.equal(wasm.nodes, js.nodes, ref.file);
    }
  },
);

// A search that lost its arrays could loop for ever: a time limit turns that into a failure.
test(
  'two searches taking the one kernel in turn each go on where they were',
  { timeout: 60_000 },
  () => {
    fc.assert(
      fc.property(
        coverInstanceArb(5, 13, { exact: true, ranges: true, colours: true }, 4),
        coverInstanceArb(5, 13, { exact: true, ranges: true, colours: true }, 4),
        fc.constantFrom(1, 3, 7),
        fc.boolean(),
        (a, b, budget, tables) => {
          const [pa, pb] = [coverProblemOf(a), coverProblemOf(b)];
          // With counting tables, each lease also moves the other's table out of the memory.
          const opts: ExactCoverOptions = tables ? { countOnly: true, memoEntries: 16 } : {};
          const expect = [pa, pb].map((p) =>
            trace({ ...p }, { ...opts, backend: 'js' }, budget).slice(1),
          );
          // Slice by slice, each search evicting the other from the kernel's memory.
          const searches = [pa, pb].map((p) => new ColourBoundSearch({ ...p }, opts));
          const got: string[][] = [[], []];
          for (let live = 2; live > 0;) {
            live = 0;
            searches.forEach((s, i) => {
              if (s.done) return;
              live++;
              got[i].push(said(s, s.run(budget)));
            });
          }
          assert.deepEqual(got, expect);
          assert.ok(searches.every((s) => s.backend === 'wasm'));
        },
      ),
      { numRuns: 150 },
    );
  },
);

test('wasm and TypeScript: the same table trial, kept or dropped, on dominations and Langford', () => {
  // Long enough for the trial (memo.ts MEMO_TRIAL), in slices, on a crowded table of 2^12:
  // kings dominating 6×6 (seven) keep it, queens dominating 7×7 (four) drop it early, Langford
  // pairs of 11 (bounds all 1: items keyed by a bit each) after 2^18 lookups.
  const dropped: boolean[] = [];
  const problems = [dominationDlx(6, 7, 'kings'), dominationDlx(7, 4, 'queens'), langfordDlx(11)];
  for (const text of problems) {
    const { problem } = parseDlx(text);
    const [js, wasm] = (['js', 'wasm'] as const).map((backend) =>
      traces(problem, [{}], { countOnly: true, memoEntries: 1 << 12, backend }, 50_000),
    );
    assert.deepEqual(wasm.slice(1), js.slice(1));
    dropped.push(js.at(-1)?.endsWith('dropped true') === true);
  }
  assert.deepEqual(dropped, [false, true, true]);
});
