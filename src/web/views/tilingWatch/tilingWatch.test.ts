import { test } from 'node:test';
import assert from 'node:assert/strict';
import { tilingEvents } from '../../../core/tiling/tilingTrace.js';
import { tilingRows } from '../../../render/tiling/tiling.js';
import { tilingFrame, watchProblem } from './tilingWatch.js';
import { fullGrid } from '../tilings/tilingRegion.js';

const state = { region: fullGrid(10, 3), pieces: 'pentominoes' as const, pieceFile: '', use: '' };

test('the problem to watch, or why there is none, in the CLI’s words', () => {
  const ok = watchProblem({ ...state, use: 'F=0,I=0,T=0,W=0,X=0,Z=0' });
  assert.ok(ok.ok && ok.problem.kinds.length === 6 && ok.problem.region.cellCount === 30);
  const area = watchProblem(state);
  assert.ok(!area.ok);
  assert.match(area.reason, /^no tiling exists: the region has 30 cells but the pieces cover 60/);
  const colour = watchProblem({ ...state, region: fullGrid(5, 4), pieces: 'tetrominoes' });
  assert.ok(!colour.ok);
  assert.match(colour.reason, /^no tiling exists: checkerboard colouring/);
  const empty = watchProblem({ ...state, region: { ...fullGrid(2, 2), cells: new Uint8Array(4) } });
  assert.ok(!empty.ok && /no cells/.test(empty.reason));
});

test('a frame draws the pieces placed, the empty cells and the cell the step works on', () => {
  const plane = watchProblem({ ...state, use: 'F=0,I=0,T=0,W=0,X=0,Z=0' });
  const soma = watchProblem({ ...state, region: fullGrid(3, 3, 3), pieces: 'soma' });
  for (const w of [plane, soma]) {
    assert.ok(w.ok);
    const p = w.problem;
    const cells = p.region.cellCount;
    const start = tilingFrame(p, null);
    assert.equal(start.depth, 0);
    assert.equal(start.focus, null);
    assert.equal(
      start.empty.reduce((a, b) => a + b, 0),
      cells,
    );
    for (const e of tilingEvents(p, { maxSteps: 300 })) {
      const f = tilingFrame(p, e);
      assert.equal(f.depth, e.placed.length);
      // In 3-D the drawing has the region's layers (the Watch view draws it as a packing).
      assert.equal(f.drawing.depth, p.region.depth);
      const covered = e.placed.reduce((a, pid) => a + p.placements[pid].cells.length, 0);
      assert.equal(
        f.empty.reduce((a, b) => a + b, 0),
        cells - covered,
      );
      const rows = tilingRows(f.drawing).join('');
      assert.equal(rows.replace(/#/g, '').length, covered); // '#': no piece there
      if (e.type === 'place') {
        assert.equal(f.focus, e.cell);
        assert.equal(f.empty[e.cell], 0, 'the cell just filled');
        assert.equal(f.placedNow, e.placed.length - 1);
        assert.equal(rows[e.cell], p.kinds[e.kind].piece.letter);
      } else if (e.type === 'remove') {
        assert.equal(f.focus, e.cell);
        assert.equal(f.empty[e.cell], 1, 'the cell gone back to is empty');
      } else assert.equal(f.focus, null);
    }
  }
});
