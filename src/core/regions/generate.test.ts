import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { isPlacerError } from '../errors.js';
import { generateRegions } from './generate.js';
import {
  minGenerateSide,
  type GenerateRegionsOptions,
  type GeneratorRating,
} from './generate/options.js';
import { printRegions, regionCells, regionsConnected, type RegionsPuzzle } from './puzzle.js';
import { countRegions, solveRegions } from './search.js';
import { violations } from './placement.js';

/** Every property a generated puzzle promises, checked against the counting search. */
function checkPuzzle(p: RegionsPuzzle, solution: Int32Array, n: number, k: number): void {
  assert.equal(p.n, n);
  assert.equal(p.stars, k);
  assert.ok(
    p.region.every((g) => g >= 0),
    'no blocked cell',
  );
  const cells = regionCells(p);
  assert.equal(cells.length, n);
  assert.ok(
    cells.every((c) => c.length > 0),
    'no empty region',
  );
  assert.ok(regionsConnected(p), `regions connected:\n${printRegions(p)}`);
  assert.equal(countRegions(p, 2), 1, `one solution:\n${printRegions(p)}`);
  assert.deepEqual(violations(p, solution), []);
  assert.deepEqual(solveRegions(p), solution);
}

const made = (opts: GenerateRegionsOptions) => {
  const g = generateRegions(opts);
  assert.ok(g !== null, `generated ${JSON.stringify(opts)}`);
  return g;
};

for (const [n, k, seeds] of [
  [5, 1, [1, 2, 3]],
  [8, 1, [1, 2, 3]],
  [10, 1, [1, 2, 3, 4]],
  [14, 1, [7]],
  [8, 2, [1, 2]],
  [10, 2, [1, 2, 3]],
  [14, 2, [1]],
  [12, 3, [5]],
  [14, 3, [2]],
] as const) {
  test(`generated ${n}x${n} puzzles with ${k} star(s) have one solution and connected regions`, () => {
    for (const seed of seeds) {
      const g = made({ size: n, stars: k, seed });
      checkPuzzle(g.puzzle, g.solution, n, k);
      assert.equal(g.rating, null);
      assert.ok(g.layouts >= 1);
    }
  });
}

test('random seeds and sizes give puzzles with one solution', () => {
  fc.assert(
    fc.property(fc.integer({ min: 5, max: 9 }), fc.nat(), (n, seed) => {
      const g = made({ size: n, seed });
      checkPuzzle(g.puzzle, g.solution, n, 1);
    }),
    { numRuns: 25 },
  );
});

test('the same seed gives the same puzzle; different seeds differ', () => {
  for (const [size, stars] of [
    [9, 1],
    [10, 2],
  ]) {
    const texts = [1, 2, 3, 4, 5].map((seed) => printRegions(made({ size, stars, seed }).puzzle));
    const again = [1, 2, 3, 4, 5].map((seed) => printRegions(made({ size, stars, seed }).puzzle));
    assert.deepEqual(again, texts);
    assert.equal(new Set(texts).size, texts.length);
  }
  // Seeds past 2^32 use their high word too.
  const big = 2 ** 40;
  assert.notEqual(
    printRegions(made({ size: 8, seed: big + 1 }).puzzle),
    printRegions(made({ size: 8, seed: 1 }).puzzle),
  );
});

/** A stand-in rater: solved when unique, and a level drawn from the layout's shape. */
function standIn(calls: RegionsPuzzle[]) {
  return (p: RegionsPuzzle): GeneratorRating => {
    calls.push(p);
    const sizes = regionCells(p).map((c) => c.length);
    return {
      solved: countRegions(p, 2) === 1,
      strongest: (Math.min(...sizes) % 4) + 1,
      steps: p.n,
    };
  };
}

test('a difficulty is met through the injected rater, by level or name', () => {
  // (Level 1 under this stand-in, a smallest region of 4 or 8 cells, takes 14,000 tries at 8×8.)
  for (const [difficulty, level] of [
    [3, 3],
    ['medium', 2],
    ['expert', 4],
  ] as const) {
    const calls: RegionsPuzzle[] = [];
    const rate = standIn(calls);
    const g = made({ size: 8, seed: 11, difficulty, rate });
    checkPuzzle(g.puzzle, g.solution, 8, 1);
    assert.ok(g.rating !== null);
    assert.equal(g.rating.strongest, level);
    assert.deepEqual(rate(g.puzzle), g.rating);
    assert.equal(
      g.rated.reduce((a, b) => a + b, 0),
      calls.length - 1,
    );
    assert.ok(g.rated[level] >= 1);
    // The rater saw the accepted puzzle as it is returned.
    assert.equal(printRegions(calls[calls.length - 2]), printRegions(g.puzzle));
  }
});

test('with a rater and no difficulty, a puzzle the rater cannot solve is refused', () => {
  let calls = 0;
  const g = made({
    size: 7,
    seed: 3,
    rate: () => ({ solved: ++calls >= 4, strongest: 2, steps: 1 }),
  });
  assert.equal(calls, 4);
  assert.equal(g.rated[0], 3);
  assert.equal(g.rated[2], 1);
  checkPuzzle(g.puzzle, g.solution, 7, 1);
});

test('an aborted signal or a spent node budget returns null', () => {
  assert.equal(generateRegions({ size: 10, seed: 1, signal: { aborted: true } }), null);
  const signal = { aborted: false };
  let calls = 0;
  const never = (): GeneratorRating | null => {
    if (++calls === 5) signal.aborted = true;
    return null;
  };
  assert.equal(generateRegions({ size: 8, seed: 1, rate: never, signal }), null);
  assert.equal(calls, 5);
  assert.equal(generateRegions({ size: 9, seed: 2, rate: () => null, maxNodes: 5000 }), null);
});

test('bad options are a bad-generate error naming the value and the range', () => {
  const cases: [GenerateRegionsOptions, RegExp][] = [
    [{ size: 4, seed: 1 }, /size .*5 to 18.*got 4/],
    [{ size: 19, seed: 1 }, /size .*5 to 18.*got 19/],
    [{ size: 7.5, seed: 1 }, /size .*got 7\.5/],
    [{ size: 7, stars: 2, seed: 1 }, /size .*8 to .*2 stars.*got 7/],
    [{ size: 11, stars: 3, seed: 1 }, /size .*12 to .*3 stars.*got 11/],
    [{ size: 19, stars: 3, seed: 1 }, /size .*12 to 18 for 3 stars.*got 19/],
    [{ size: 10, stars: 0, seed: 1 }, /stars .*1 to 3.*got 0/],
    [{ size: 10, stars: 4, seed: 1 }, /stars .*1 to 3.*got 4/],
    [{ size: 10, seed: -1 }, /seed .*got -1/],
    [{ size: 10, seed: 1.5 }, /seed .*got 1\.5/],
    [{ size: 10, seed: 2 ** 53 }, /seed .*got 9007199254740992/],
    [
      // As untyped input (a URL, the CLI) may give it.
      {
        size: 10,
        seed: 1,
        difficulty: 'insane',
        rate: () => null,
      } as unknown as GenerateRegionsOptions,
      /difficulty .*easy.*got insane/,
    ],
    [{ size: 10, seed: 1, difficulty: 5, rate: () => null }, /difficulty .*1 to 4.*got 5/],
    [{ size: 10, seed: 1, difficulty: 2 }, /difficulty 2 needs a rater/],
    [{ size: 10, seed: 1, maxNodes: -1 }, /maxNodes .*got -1/],
  ];
  for (const [opts, message] of cases) {
    assert.throws(
      () => generateRegions(opts),
      (e: unknown) => isPlacerError(e) && e.code === 'bad-generate' && message.test(e.message),
      JSON.stringify(opts),
    );
  }
  assert.equal(minGenerateSide(1), 5);
  assert.equal(minGenerateSide(3), 12);
});

test('easy with 2 or 3 stars is refused before any search; a time budget gives up', async () => {
  for (const stars of [2, 3]) {
    assert.throws(
      () => generateRegions({ size: 12, stars, seed: 1, difficulty: 'easy', rate: () => null }),
      (e: unknown) =>
        isPlacerError(e) &&
        e.code === 'bad-generate' &&
        e.message.startsWith(`difficulty easy cannot be reached with ${stars} stars`),
    );
  }
  const { generateRated } = await import('./generateRated.js');
  assert.throws(
    () => generateRated(18, 3, 1, 'expert', { seconds: 0.001 }),
    (e: unknown) =>
      isPlacerError(e) &&
      e.code === 'generate-gave-up' &&
      /in 0\.001 s \(\d+ layouts tried\)/.test(e.message),
  );
  // Within its time, the seed gives its puzzle, told of each layout on the way.
  const seen: number[] = [];
  const made = generateRated(8, 2, 1, 'medium', { onProgress: (l) => seen.push(l) });
  assert.equal(made.level, 2);
  assert.ok(seen.length >= 1);
  assert.deepEqual(
    seen,
    seen.map((_, i) => i),
  );
});
