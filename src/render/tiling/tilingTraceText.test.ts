import { test } from 'node:test';
import assert from 'node:assert/strict';
import { pieceSet, selectPieces } from '../../core/tiling/pieceSets.js';
import { buildTilingProblem } from '../../core/tiling/problem.js';
import { rectangle } from '../../core/tiling/region.js';
import { tilingEvents } from '../../core/tiling/tilingTrace.js';
import type { TilingEvent } from '../../core/tiling/traceEvents.js';
import { cornerWords, tilingTraceLine } from './tilingTraceText.js';

const names = { region: { width: 10, height: 6, depth: 1 }, pieces: ['L', 'N', 'X'] };
const base = { step: 7, placed: [4, 9] };

test('each kind of step in words', () => {
  const cases: [TilingEvent, string][] = [
    [
      {
        ...base,
        type: 'place',
        placement: 9,
        kind: 1,
        cell: 12,
        candidates: 5,
        choice: 2,
        fixed: false,
        corner: 0,
      },
      '     7  place     N fills row 2, column 3: candidate 2 of 5',
    ],
    [
      {
        ...base,
        type: 'place',
        placement: 9,
        kind: 2,
        cell: 0,
        candidates: 8,
        choice: 3,
        fixed: true,
        corner: 2,
      },
      '     7  place     sub-problem 3 of 8: X fixed at row 1, column 1; the search fills cells from the top-right corner',
    ],
    [
      {
        ...base,
        type: 'remove',
        placement: 9,
        kind: 0,
        cell: 12,
        candidates: 5,
        tried: 2,
        reason: 'dead-end',
        stuck: 23,
        stuckCandidates: 0,
      },
      '     7  remove    L comes off (no piece fits row 3, column 4); row 2, column 3: candidate 3 of 5 next',
    ],
    [
      {
        ...base,
        type: 'remove',
        placement: 9,
        kind: 0,
        cell: 12,
        candidates: 5,
        tried: 5,
        reason: 'exhausted',
        stuck: 23,
        stuckCandidates: 4,
      },
      '     7  remove    L comes off (all 4 candidates for row 3, column 4 tried); row 2, column 3: no candidate left (5 tried)',
    ],
    [
      {
        ...base,
        type: 'remove',
        placement: 9,
        kind: 2,
        cell: 0,
        candidates: 8,
        tried: 3,
        reason: 'subproblem-done',
        stuck: 1,
        stuckCandidates: 2,
      },
      '     7  remove    sub-problem 3 of 8 searched: X comes off',
    ],
    [{ ...base, type: 'solution', index: 4 }, '        tiling #4: 2 pieces'],
    [{ ...base, type: 'done', solutions: 1, complete: true }, 'done: 1 tiling in 7 steps'],
    [
      { ...base, type: 'done', solutions: 2, complete: false },
      'stopped after 7 steps: 2 tilings so far',
    ],
  ];
  for (const [e, line] of cases) assert.equal(tilingTraceLine(e, names), line);
});

test('in 3-D a cell has its layer, and a corner is named by its cell', () => {
  // A 2×3×4 box: lines along x (2), planes across y (3), z (4) last; corner 3 reverses x and y.
  const box = { region: { width: 2, height: 3, depth: 4 }, pieces: ['V', 'Z'] };
  const fixed: TilingEvent = {
    ...base,
    type: 'place',
    placement: 0,
    kind: 1,
    cell: 23,
    candidates: 4,
    choice: 2,
    fixed: true,
    corner: 3,
  };
  assert.equal(
    tilingTraceLine(fixed, box),
    '     7  place     sub-problem 2 of 4: Z fixed at layer 4, row 3, column 2; the search fills cells from the corner at layer 1, row 3, column 2',
  );
  assert.equal(cornerWords(0, box.region), 'the corner at layer 1, row 1, column 1');
  assert.equal(cornerWords(2, names.region), 'the top-right corner');
});

test('a real trace words every event on one line, naming its pieces', () => {
  const p = buildTilingProblem(
    rectangle(10, 3),
    selectPieces(pieceSet('pentominoes'), new Map(), ['L,N,P,U,V,Y']),
  );
  const words = { region: p.region, pieces: p.kinds.map((k) => k.piece.name) };
  for (const e of tilingEvents(p)) {
    const line = tilingTraceLine(e, words);
    assert.ok(!line.includes('\n') && !line.includes('undefined'), line);
    if (e.type === 'place' || e.type === 'remove') assert.ok(line.includes(words.pieces[e.kind]));
  }
});
