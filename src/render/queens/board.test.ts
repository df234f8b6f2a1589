import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { boardGeometry, cellsPath, coordShown, READABLE_AT_PX } from './board.js';

/** The cells a cellsPath covers, read back from its rectangles. */
function cellsOf(d: string, n: number): number[] {
  const g = boardGeometry(n);
  const out = new Array<number>(n * n).fill(0);
  for (const m of d.matchAll(/M(\d+) (\d+)h(\d+)v(\d+)h-(\d+)z/g)) {
    const [x, y, w, h, back] = m.slice(1).map(Number);
    assert.equal(h, g.cell);
    assert.equal(back, w);
    const r = (y - g.margin) / g.cell;
    const c0 = (x - g.margin) / g.cell;
    for (let c = c0; c < c0 + w / g.cell; c++) out[r * n + c]++;
  }
  return out;
}

test('cellsPath covers exactly the cells with the value, once each, one rectangle per run', () => {
  fc.assert(
    fc.property(
      fc
        .integer({ min: 1, max: 12 })
        .chain((n) =>
          fc.tuple(
            fc.constant(n),
            fc.array(fc.integer({ min: 0, max: 2 }), { minLength: n * n, maxLength: n * n }),
          ),
        ),
      fc.integer({ min: 0, max: 2 }),
      ([n, cells], value) => {
        const d = cellsPath(boardGeometry(n), cells, value);
        assert.deepEqual(
          cellsOf(d, n),
          cells.map((v) => (v === value ? 1 : 0)),
        );
        let runs = 0;
        cells.forEach((v, i) => {
          if (v === value && (i % n === 0 || cells[i - 1] !== value)) runs++;
        });
        assert.equal(d.split('M').length - 1, runs);
      },
    ),
  );
  assert.equal(cellsPath(boardGeometry(3), [0, 0, 0, 0, 0, 0, 0, 0, 0]), '');
});

test('the coordinates of any board up to 32 squares read at least 9 px tall on a 352 px drawing', () => {
  for (let n = 1; n <= 32; n++) {
    const g = boardGeometry(n);
    const tall = (g.coordFont * READABLE_AT_PX) / g.size;
    assert.ok(tall >= 9, `n = ${n}: coordinates ${tall.toFixed(1)} px tall`);
    // "32" (two digits, about 0.55 em each) fits above a column and beside a row.
    const width = 0.55 * g.coordFont * String(n).length;
    assert.ok(width <= g.cell * g.coordStep && width <= g.margin, `n = ${n}: ${width} wide`);
    // Past 16 squares every other one is written (and the first): they stand apart.
    const shown = Array.from({ length: n }, (_, i) => coordShown(g, i));
    assert.equal(shown.filter(Boolean).length, n > 16 ? Math.floor(n / 2) + 1 : n);
  }
  // Boards up to 16 squares are drawn as before.
  assert.deepEqual(boardGeometry(8), {
    n: 8,
    cell: 40,
    margin: 28,
    size: 348,
    font: 14,
    coordFont: 14,
    coordStep: 1,
  });
});
