import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parsePieceFile } from '../../../core/tiling/pieceFile.js';
import { pieceSet, selectPieces } from '../../../core/tiling/pieceSets.js';
import { parseRectangleSpec } from '../../../core/tiling/region.js';
import { unplayable } from './game.js';

test('play takes a plane region and one copy of each piece; the rest is named', () => {
  const plane = parseRectangleSpec('10x6');
  const box = parseRectangleSpec('3x3x3');
  assert.ok(plane && box);
  const pentominoes = selectPieces(pieceSet('pentominoes'), new Map(), []);
  assert.equal(unplayable(plane, pentominoes), null);
  assert.match(
    unplayable(box, selectPieces(pieceSet('soma'), new Map(), [])) ?? '',
    /plane region/,
  );
  const f = parsePieceFile('X 2\n.#.\n###\n.#.\n\nI 0..3\n#####\n');
  const kinds = selectPieces(f.pieces, f.counts, []);
  assert.equal(unplayable(plane, kinds), 'play takes one copy of each piece: X has the count 2');
  assert.equal(
    unplayable(plane, kinds.slice(1)),
    'play takes one copy of each piece: I has the count 0..3',
  );
  // Every piece placed must mean every cell covered: the areas must agree.
  assert.equal(
    unplayable(plane, pentominoes.slice(1)),
    'the region has 60 cells but the pieces cover 55',
  );
});
