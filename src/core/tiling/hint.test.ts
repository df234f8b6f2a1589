import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CALENDAR_PIECES, calendarPicture } from './calendar.js';
import { checkTilingDrawing } from './checkDrawing.js';
import { tilingHint } from './hint.js';
import { parsePieceFile } from './pieceFile.js';
import { pieceSet, selectPieces, type PieceCount } from './pieceSets.js';
import { parseRectangleSpec, parseRegionPicture, regionRows, type Region } from './region.js';
import { Random } from '../random.js';
import { isPlacerError } from '../errors.js';

/** The empty drawing of a region: its picture, the layers one after another. */
const empty = (region: Region): string[] => regionRows(region).filter((row) => row !== '');

/** Follows the hints from `rows` to the end: the drawings met, the last one complete or stuck. */
function follow(region: Region, kinds: readonly PieceCount[], rows: string[]): string[] {
  for (let step = 0; step < 100; step++) {
    const h = tilingHint(region, kinds, rows);
    if (h.kind === 'complete') return rows;
    assert.equal(h.kind, 'place', `step ${step}: ${h.kind}`);
    rows = [...h.rows];
  }
  throw new Error('no end');
}

const box = (spec: string): Region => {
  const r = parseRectangleSpec(spec);
  assert.ok(r);
  return r;
};

test('hints followed from an empty board end in a tiling (calendar, 6×10, Soma)', () => {
  const calendar = parseRegionPicture(calendarPicture({ month: 2, day: 29 }));
  const f = parsePieceFile(CALENDAR_PIECES);
  for (const [region, kinds] of [
    [calendar, selectPieces(f.pieces, f.counts, [])],
    [box('10x6'), selectPieces(pieceSet('pentominoes'), new Map(), [])],
    [box('3x3x3'), selectPieces(pieceSet('soma'), new Map(), [])],
  ] as const) {
    const done = follow(region, kinds, empty(region));
    assert.equal(checkTilingDrawing(region, kinds, done), null, done.join('\n'));
  }
});

test('property: from a random part of a tiling the hints complete it; a piece that blocks is named', () => {
  const region = box('10x6');
  const kinds = selectPieces(pieceSet('pentominoes'), new Map(), []);
  const random = new Random(7);
  const full = follow(region, kinds, empty(region));
  let kept = 0;
  for (let trial = 0; trial < 12; trial++) {
    // Keep a random subset of the pieces of a tiling, empty the rest.
    const letters = [...new Set(full.join(''))];
    const keep = new Set(letters.filter(() => random.float() < 0.5));
    const part = full.map((row) => [...row].map((ch) => (keep.has(ch) ? ch : '.')).join(''));
    kept += keep.size;
    const done = follow(region, kinds, part);
    assert.equal(checkTilingDrawing(region, kinds, done), null);
  }
  assert.ok(kept > 30 && kept < 120, `${kept} pieces kept in 12 trials`);
  // An X with its centre one cell in from the corner cuts the corner cell off: it is named.
  const rows = empty(region);
  rows[0] = '.X' + rows[0].slice(2);
  rows[1] = 'XXX' + rows[1].slice(3);
  rows[2] = '.X' + rows[2].slice(2);
  const h = tilingHint(region, kinds, rows);
  assert.deepEqual(h, { kind: 'blocked', piece: 'X', cell: 1 });
});

test('a drawing that is not one of the region and set is refused, naming the cell', () => {
  const region = box('10x6');
  const kinds = selectPieces(pieceSet('pentominoes'), new Map(), []);
  const rows = empty(region);
  rows[0] = 'XX' + rows[0].slice(2);
  for (const [bad, said] of [
    [rows, /the X at row 1, column 1 is not whole copies of X/],
    [rows.slice(1), /5 rows where the region has 6/],
    [[`Q${rows[1].slice(1)}`, ...rows.slice(1)], /'Q' is not a piece of the set/],
  ] as const) {
    assert.throws(
      () => tilingHint(region, kinds, bad),
      (e: unknown) => isPlacerError(e) && said.test(e.message),
    );
  }
});
