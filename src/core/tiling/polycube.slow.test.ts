import { test } from 'node:test';
import assert from 'node:assert/strict';
import { polycubeReference } from '../../../test/support/reference.js';
import { naivePack } from '../../../test/support/naivePacker.js';
import { parsePieceFile } from './pieceFile.js';
import { pieceSet, selectPieces } from './pieceSets.js';
import { buildTilingProblem } from './problem.js';
import { parseRectangleSpec } from './region.js';
import { countTilings } from './tile.js';

/** The rows of polycubes.tsv the default test run leaves out (seconds to tens of seconds each). */
const SLOW = [
  'solid-pentominoes-2x3x10',
  'solid-pentominoes-2x5x6',
  'solid-pentominoes-3x4x5',
  'bedlam-4x4x4',
];

test('polycubes.tsv: the solid pentominoes in 2×3×10, 2×5×6, 3×4×5 and Bedlam, exact', () => {
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

test("Conway's 5×5×5 (13 1×2×4, a 2×2×2, a 1×2×2, three 1×1×3): two engines agree", () => {
  const f = parsePieceFile(
    'B 13\n0,0,0 1,0,0 2,0,0 3,0,0 0,1,0 1,1,0 2,1,0 3,1,0\n\n' +
      'C\n0,0,0 1,0,0 0,1,0 1,1,0 0,0,1 1,0,1 0,1,1 1,1,1\n\n' +
      'D\n0,0,0 1,0,0 0,1,0 1,1,0\n\nE 3\n0,0,0 1,0,0 2,0,0\n',
  );
  const region = parseRectangleSpec('5x5x5');
  assert.ok(region);
  const p = buildTilingProblem(region, selectPieces(f.pieces, f.counts, []));
  const links = countTilings(p, { engine: 'dlx' });
  const bits = countTilings(p, { engine: 'bits' });
  assert.equal(links.engine, 'dlx');
  assert.equal(bits.engine, 'bits');
  assert.ok(links.total > 0n);
  assert.deepEqual(
    [bits.total, bits.distinct, bits.rotationClasses],
    [links.total, links.distinct, links.rotationClasses],
  );
});

test('the Diabolical cube: an independent packer finds 624 packings, 13 up to mirror pairs', () => {
  const set = pieceSet('diabolical');
  const naive = naivePack(
    [3, 3, 3],
    set.map((q) => ({ name: q.name, cubes: q.solid?.cells ?? [], count: 1 })),
  );
  assert.deepEqual([naive.total, naive.all, naive.rotations], [624, 13, 26]);
});
