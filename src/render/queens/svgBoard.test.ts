import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { makePlacement } from '../../core/queens/placement.js';
import { attackedCells, boardOf } from './board.js';
import { renderSvgBoard } from './svgBoard.js';

const count = (s: string, re: RegExp): number => (s.match(re) ?? []).length;

test('the SVG is standalone: xmlns, a title, one queen path per queen', () => {
  const svg = renderSvgBoard(boardOf(makePlacement([0, 2, 4, 1, 3])), { title: 'a <b> & c' });
  assert.match(svg, /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="228" height="228"/);
  assert.match(svg, /<title>a &lt;b&gt; &amp; c<\/title>/);
  assert.equal(count(svg, /<path /g), 5);
  assert.equal(count(svg, /stroke-dasharray/g), 0, 'no attacked queen, no frame');
  assert.doesNotMatch(svg, /<pattern/);
});

test('attacked queens get a dashed frame (a shape) besides their colour, and a line per pair', () => {
  // Rows 0 and 1 on a diagonal, rows 0 and 3 in one column; row 2 is safe.
  const svg = renderSvgBoard(boardOf(makePlacement([0, 1, 4, 0, -1])));
  assert.equal(count(svg, /<path /g), 4);
  assert.equal(count(svg, /stroke-dasharray/g), 3);
  assert.equal(count(svg, /<line /g), 2);
  assert.match(svg, /row 3, column 5<\/title>/);
  assert.match(svg, /row 2, column 2, attacked<\/title>/);
});

test('shadeAttacked hatches exactly the squares attackedCells names', () => {
  const p = makePlacement([1, -1, -1, 2]);
  const svg = renderSvgBoard(boardOf(p), { shadeAttacked: true });
  const cells = attackedCells(4, p.cols);
  assert.equal(
    count(svg, /fill="url\(#attacked-hatch\)"/g),
    cells.reduce((a, b) => a + b, 0),
  );
  assert.equal(count(svg, /<pattern id="attacked-hatch"/g), 1);
});

test('attackedCells agrees with a brute-force check of rows, columns and diagonals', () => {
  fc.assert(
    fc.property(
      fc
        .integer({ min: 1, max: 9 })
        .chain((n) =>
          fc.array(fc.integer({ min: -1, max: n - 1 }), { minLength: n, maxLength: n }),
        ),
      (cols) => {
        const n = cols.length;
        const got = attackedCells(n, cols);
        for (let r = 0; r < n; r++) {
          for (let c = 0; c < n; c++) {
            const hit =
              cols[r] !== c &&
              cols.some(
                (qc, qr) =>
                  qc >= 0 && (qr === r || qc === c || Math.abs(qr - r) === Math.abs(qc - c)),
              );
            assert.equal(got[r * n + c], hit ? 1 : 0, `(${r}, ${c}) of ${cols.join(' ')}`);
          }
        }
      },
    ),
  );
});

test('SVG numbers are rounded to 2 decimals, whatever the cell size', () => {
  for (const cell of [28, 33, 40, 41]) {
    const svg = renderSvgBoard(boardOf(makePlacement([0, 2, 4, 1, 3])), { cell });
    assert.equal(svg.match(/\d\.\d{3,}/g), null, `cell ${cell}`);
  }
});
