import assert from 'node:assert/strict';
import { test } from 'node:test';
import { SQUARE_IDS } from '../../../core/symmetry.js';
import { pieceSet, selectPieces } from '../../../core/tiling/pieceSets.js';
import { parseRectangleSpec } from '../../../core/tiling/region.js';
import { newPlayGame } from './game.js';
import { chosen, game, restart, turnPiece } from './session.js';

test('turning: R turns any piece; F turns over a free piece, never a one-sided one', () => {
  const region = parseRectangleSpec('4x5');
  assert.ok(region);
  for (const [set, flips] of [
    ['tetrominoes', true],
    ['one-sided-tetrominoes', false],
  ] as const) {
    const kinds = selectPieces(pieceSet(set), new Map(), []);
    restart(newPlayGame(set, { region: '4x5', pieces: { set } }, region, kinds));
    // The L (or its one-sided form): chiral, so turning it over changes it.
    const i = kinds.findIndex((k) => k.piece.name.startsWith('L'));
    chosen.value = i;
    const before = game.value.pieces[i].shape;
    turnPiece(SQUARE_IDS.flipH);
    assert.equal(game.value.pieces[i].shape !== before, flips, set);
    const now = game.value.pieces[i].shape;
    turnPiece(SQUARE_IDS.rot90);
    assert.notDeepEqual(game.value.pieces[i].shape, now, `${set}: a quarter turn`);
  }
});
