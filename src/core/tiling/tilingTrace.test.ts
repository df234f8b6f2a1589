import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { TilingEvent } from './traceEvents.js';
import { cornerCell, searchLayout } from './layout.js';
import { pieceSet, selectPieces } from './pieceSets.js';
import { buildTilingProblem, type TilingProblem } from './problem.js';
import { parseRectangleSpec, parseRegionPicture, rectangle, type Region } from './region.js';
import { firstTiling, TilingSearch } from './tile.js';
import { tilingEvents } from './tilingTrace.js';
import { checkTiling } from './validate.js';

function box(w: number, h: number, d: number): Region {
  const r = parseRectangleSpec(`${w}x${h}x${d}`);
  if (r === null) throw new Error(`${w}x${h}x${d}`);
  return r;
}

const pent = (w: number, h: number, select: string[] = []): TilingProblem =>
  buildTilingProblem(rectangle(w, h), selectPieces(pieceSet('pentominoes'), new Map(), select));

/** Small problems whose whole trace runs in milliseconds: holes, counts > 1, any number, one-sided. */
const SMALL: { name: string; problem: () => TilingProblem }[] = [
  {
    name: '10x3 pentominoes L N P U V Y (36 tilings, every corner)',
    problem: () => pent(10, 3, ['L,N,P,U,V,Y']),
  },
  {
    name: '5x4 tetrominoes L=2 I O S',
    problem: () =>
      buildTilingProblem(
        rectangle(5, 4),
        selectPieces(pieceSet('tetrominoes'), new Map(), ['L=2,I=1,O=1,S=1']),
      ),
  },
  {
    name: '6x3 trominoes, any number',
    problem: () =>
      buildTilingProblem(
        rectangle(6, 3),
        selectPieces(pieceSet('trominoes'), new Map(), ['I=*,L=*']),
      ),
  },
  {
    name: 'a picture with holes, one-sided tetrominoes any number',
    problem: () =>
      buildTilingProblem(
        parseRegionPicture('...##\n.....\n.....\n##...'),
        selectPieces(pieceSet('one-sided-tetrominoes'), new Map(), ['I=*,O=*,L=*,l=*,T=*']),
      ),
  },
  {
    name: 'a 2x2x4 box, tetracubes L S A B any number (3-D)',
    problem: () =>
      buildTilingProblem(
        box(2, 2, 4),
        selectPieces(pieceSet('tetracubes'), new Map(), ['L=*,S=*,A=*,B=*']),
      ),
  },
];

/** Every tiling `placer tile --list` prints, in its order. */
function listing(p: TilingProblem): number[][] {
  const s = new TilingSearch(p, { mode: 'list' });
  const out: number[][] = [];
  while (s.run() === 'found') out.push([...s.tiling]);
  return out;
}

test('the trace finds the tilings of placer tile --list, in its order', () => {
  for (const { name, problem } of SMALL) {
    const p = problem();
    const events = [...tilingEvents(p)];
    const found = events.filter((e) => e.type === 'solution').map((e) => [...e.placed]);
    const want = listing(p);
    assert.ok(want.length > 0, `${name}: has tilings`);
    assert.deepEqual(found, want, name);
    for (const t of found) assert.equal(checkTiling(p, Int32Array.from(t)), null);
    const done = events.at(-1);
    assert.ok(done?.type === 'done' && done.complete && done.solutions === want.length, name);
    assert.deepEqual(done.placed, []);
  }
});

test("its first tiling is placer tile's first tiling (pentominoes: 6x10, 5x12, 4x15, 3x20)", () => {
  for (const [w, h] of [
    [10, 6],
    [12, 5],
    [15, 4],
    [20, 3],
  ]) {
    const p = pent(w, h);
    let first: TilingEvent | undefined;
    for (const e of tilingEvents(p)) {
      if (e.type === 'solution') {
        first = e;
        break;
      }
    }
    assert.ok(first !== undefined);
    assert.deepEqual(first.placed, [...(firstTiling(p) as Int32Array)], `${w}x${h}`);
  }
});

/**
 * Each step, checked against the board before it: a piece goes on the first empty cell of the
 * corner's order; the candidates are the placements covering that cell that fit with copies left
 * (counted here by brute force); a remove takes off the last piece placed.
 */
test('every step fills the first empty cell, with the candidates counted by brute force', () => {
  for (const { name, problem } of [...SMALL, { name: '10x6', problem: () => pent(10, 6) }]) {
    const p = problem();
    const n = p.region.cells.length;
    let board: readonly number[] = [];
    let steps = 0;
    for (const e of tilingEvents(p, { maxSteps: 1000 })) {
      if (e.type === 'place') {
        assert.deepEqual(e.placed.slice(0, -1), board, `${name} step ${e.step}`);
        assert.equal(e.placed.at(-1), e.placement);
        assert.equal(p.placements[e.placement].kind, e.kind);
        if (!e.fixed) {
          const covered = new Uint8Array(n);
          for (let i = 0; i < n; i++) if (!p.region.cells[i]) covered[i] = 1;
          const used = p.kinds.map(() => 0);
          for (const pid of board) {
            for (const c of p.placements[pid].cells) covered[c] = 1;
            used[p.placements[pid].kind]++;
          }
          const { order } = searchLayout(p.region, e.corner);
          let first = -1;
          for (let c = 0; c < n; c++) {
            if (!covered[c] && (first < 0 || order[c] < order[first])) first = c;
          }
          assert.equal(e.cell, first, `${name} step ${e.step}: the first empty cell`);
          const fits = p.placements.filter(
            (pl) =>
              pl.cells.includes(first) &&
              pl.cells.every((c) => !covered[c]) &&
              used[pl.kind] < p.kinds[pl.kind].count,
          );
          assert.equal(e.candidates, fits.length, `${name} step ${e.step}: candidates`);
          assert.ok(e.choice >= 1 && e.choice <= e.candidates);
          assert.ok(p.placements[e.placement].cells.includes(first));
        }
        steps++;
      } else if (e.type === 'remove') {
        assert.deepEqual(e.placed, board.slice(0, -1), `${name} step ${e.step}`);
        assert.equal(board.at(-1), e.placement);
        assert.ok(e.tried <= e.candidates);
        steps++;
      } else if (e.type === 'solution') {
        assert.deepEqual(e.placed, board);
        assert.equal(e.step, steps);
        continue;
      }
      if (e.type !== 'done') {
        assert.equal(e.step, steps);
        board = e.placed;
      }
    }
  }
});

test('cornerCell is where the search order from each corner starts, in the plane and in 3-D', () => {
  for (const region of [
    rectangle(10, 3),
    rectangle(3, 7),
    box(2, 3, 4),
    box(4, 3, 2),
    box(3, 3, 3),
  ]) {
    for (let corner = 0; corner < 4; corner++) {
      const { cellAt } = searchLayout(region, corner);
      assert.equal(
        cornerCell(region, corner),
        cellAt[0],
        `${region.width}x${region.height}x${region.depth} corner ${corner}`,
      );
    }
  }
});

test('a step limit ends with an incomplete done showing the last board', () => {
  const p = pent(10, 3, ['L,N,P,U,V,Y']);
  const full = [...tilingEvents(p)];
  const events = [...tilingEvents(p, { maxSteps: 50 })];
  const done = events.at(-1);
  assert.ok(done?.type === 'done' && !done.complete && done.step === 50);
  assert.deepEqual(events.slice(0, -1), full.slice(0, events.length - 1));
  assert.deepEqual(done.placed, events.at(-2)?.placed);
});
