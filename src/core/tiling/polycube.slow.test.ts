import { test } from 'node:test';
import assert from 'node:assert/strict';
import { polycubeReference } from '../../../test/support/reference.js';
import { parsePieceFile } from './pieceFile.js';
import { selectPieces } from './pieceSets.js';
import { buildTilingProblem } from './problem.js';
import { parseRectangleSpec } from './region.js';
import { countTilings } from './tile.js';

/** The rows of polycubes.tsv the default test run leaves out (tens of seconds each). */
const SLOW = ['solid-pentominoes-3x4x5', 'bedlam-4x4x4'];

test('polycubes.tsv: the solid pentominoes in 3×4×5 and Bedlam up to rotations, exact', () => {
  const rows = polycubeReference().filter((r) => SLOW.includes(r.id));
  assert.equal(rows.length, SLOW.length);
  for (const ref of rows) {
    const f = parsePieceFile(ref.pieceFile);
    const region = parseRectangleSpec(ref.box);
    assert.ok(region);
    const c = countTilings(buildTilingProblem(region, selectPieces(f.pieces, f.counts, [])));
    assert.equal(c.total, ref.total, `${ref.id} total`);
    assert.equal(c.rotationClasses, ref.rotations, `${ref.id} up to rotations`);
    // Bedlam's set is not mirror-closed: its classes are up to rotations only.
    assert.equal(c.distinct, ref.rotationsReflections ?? ref.rotations, `${ref.id} classes`);
  }
});
