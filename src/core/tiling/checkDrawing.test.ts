import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checkTilingDrawing, splitDrawings } from './checkDrawing.js';
import { pieceSet, selectPieces } from './pieceSets.js';
import { buildTilingProblem } from './problem.js';
import { parseRegionPicture, rectangle } from './region.js';
import { firstTiling, tilingParts } from './tile.js';

/** The first tiling drawn as `placer tile` prints it: letters, '#' for holes. */
function drawn(
  regionRows: string[] | null,
  set: Parameters<typeof pieceSet>[0],
  select: string[] = [],
): {
  rows: string[];
  check: (rows: string[]) => string | null;
} {
  const region = regionRows === null ? rectangle(10, 6) : parseRegionPicture(regionRows.join('\n'));
  const kinds = selectPieces(pieceSet(set), new Map(), select);
  const p = buildTilingProblem(region, kinds);
  const t = firstTiling(p);
  assert.ok(t !== null);
  const part = tilingParts(p, t);
  const rows = Array.from({ length: region.height }, (_, r) =>
    Array.from({ length: region.width }, (_, c) => {
      const k = part[r * region.width + c];
      return k < 0 ? '#' : kinds[p.placements[t[k]].kind].piece.letter;
    }).join(''),
  );
  return { rows, check: (x) => checkTilingDrawing(region, kinds, x) };
}

const edit = (rows: string[], r: number, c: number, ch: string): string[] =>
  rows.map((row, i) => (i === r ? row.slice(0, c) + ch + row.slice(c + 1) : row));

test('an engine tiling checks valid; every cell uncovered is named', () => {
  const { rows, check } = drawn(null, 'pentominoes');
  assert.equal(check(rows), null);
  for (let r = 0; r < rows.length; r++) {
    for (let c = 0; c < rows[r].length; c++) {
      assert.equal(check(edit(rows, r, c, '#')), `row ${r + 1}, column ${c + 1} is not covered`);
    }
  }
});

test('a cell given to a neighbouring piece breaks the tiling', () => {
  const { rows, check } = drawn(null, 'pentominoes');
  for (let r = 0; r < rows.length; r++) {
    for (let c = 0; c + 1 < rows[r].length; c++) {
      if (rows[r][c] === rows[r][c + 1]) continue;
      assert.notEqual(check(edit(rows, r, c, rows[r][c + 1])), null, `row ${r}, column ${c}`);
    }
  }
});

test('holes, one-sided sets, and drawings split by blank lines', () => {
  const scott = ['........', '........', '........', '...##...', '...##...'];
  scott.push('........', '........', '........');
  const { rows, check } = drawn(scott, 'pentominoes');
  assert.equal(check(rows), null);
  assert.match(check(edit(rows, 3, 3, rows[3][2])) ?? '', /^row 4, column 4 is a hole/);
  // One-sided: a piece and its mirror image are two pieces; the cells say which one it is.
  const ell = parseRegionPicture('...\n.');
  const both = selectPieces(pieceSet('one-sided-tetrominoes'), new Map(), ['L=*', 'l=*']);
  const verdicts = ['LLL', 'lll'].map((top) => checkTilingDrawing(ell, both, [top, top[0]]));
  assert.equal(verdicts.filter((v) => v === null).length, 1, String(verdicts));
  assert.match(verdicts.find((v) => v !== null) ?? '', /is not the shape of/);
  assert.deepEqual(splitDrawings('\ufeffAB\nCD\n\n\nEF\r\nGH\n'), [
    ['AB', 'CD'],
    ['EF', 'GH'],
  ]);
  assert.throws(() => splitDrawings('\n \n'), /no tiling/);
});
