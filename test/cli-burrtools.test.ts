/**
 * `placer tile` on BurrTools puzzle files (test/support/burrTools.ts, written by hand): the Soma
 * problem counts as `--pieces soma` does, plain and gzipped; a problem is picked by name; its
 * ranges count as the same piece file does; what placer cannot pack is one line, exit 2.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { join } from 'node:path';
import { writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { placer, tempFiles } from './support/cli.js';
import { BEDLAM_XMPUZZLE, NATIVE, SOMA_XMPUZZLE } from './support/burrTools.js';
import { readBurrTools } from '../src/core/tiling/burrTools.js';
import { parsePieceFile } from '../src/core/tiling/pieceFile.js';
import { pieceSet, pieceSolid } from '../src/core/tiling/pieceSets.js';
import { mirrorSolid, rotationKey } from '../src/core/tiling/polycube.js';

const count = (args: string[]) => {
  const r = placer([...args, '--count', '--format', 'json']);
  assert.equal(r.code, 0, r.stderr);
  const j = JSON.parse(r.stdout) as Record<string, unknown>;
  return [j.total, j.classes, j.rotationClasses];
};

test('a BurrTools puzzle counts as placer counts the same problem', () => {
  const dir = tempFiles({
    'soma.xmpuzzle': SOMA_XMPUZZLE,
    'dominoes.pieces': NATIVE.dominoes,
    'ranges.pieces': NATIVE.ranges,
  });
  const file = join(dir, 'soma.xmpuzzle');
  const gz = join(dir, 'soma-gz.xmpuzzle');
  writeFileSync(gz, gzipSync(SOMA_XMPUZZLE));
  const soma = count(['tile', '3x3x3', '--pieces', 'soma']);
  assert.deepEqual(soma, ['11520', '240', '480']);
  for (const f of [file, gz])
    assert.deepEqual(count(['tile', f, '--problem', 'Soma cube']), soma, f);
  assert.deepEqual(
    count(['tile', file, '--problem', 'dominoes & a box']),
    count(['tile', '2x2x2', '--pieces', join(dir, 'dominoes.pieces')]),
  );
  const ranges = count(['tile', file, '--problem', 'ranges']);
  assert.deepEqual(ranges, count(['tile', '2x2x3', '--pieces', join(dir, 'ranges.pieces')]));
  assert.ok(BigInt(String(ranges[0])) > 0n);
  // The first packing names its problem, and prints in the layers of the result shape.
  const first = placer(['tile', gz, '--problem', 'Soma cube']);
  assert.equal(first.code, 0, first.stderr);
  assert.equal(first.stdout.trim().split('\n\n').length, 3);
});

test('a Bedlam cube written for BurrTools reads as the Bedlam set, turned but not mirrored', () => {
  const problem = readBurrTools(BEDLAM_XMPUZZLE, 'bedlam.xmpuzzle');
  assert.equal(problem.name, 'Bedlam');
  // The 4×4×4 result: four layers of four rows of four cells.
  const layers = problem.picture.trim().split('\n\n');
  assert.deepEqual(
    layers.map((l) => l.split('\n')),
    Array.from({ length: 4 }, () => Array.from({ length: 4 }, () => '....')),
  );
  const read = parsePieceFile(problem.pieceFile, 'bedlam.xmpuzzle');
  const want = pieceSet('bedlam');
  assert.deepEqual(
    read.pieces.map((p) => p.name),
    want.map((p) => p.name),
  );
  for (const [i, piece] of read.pieces.entries()) {
    const solid = pieceSolid(piece);
    const ref = pieceSolid(want[i]);
    assert.equal(rotationKey(solid), rotationKey(ref), piece.name);
    // Seven Bedlam pieces are chiral: a reader that mirrored the voxels would fail here.
    if (rotationKey(mirrorSolid(ref)) !== rotationKey(ref))
      assert.notEqual(rotationKey(mirrorSolid(solid)), rotationKey(ref), piece.name);
  }
  assert.equal(
    want.filter((p) => rotationKey(mirrorSolid(pieceSolid(p))) !== rotationKey(pieceSolid(p)))
      .length,
    7,
  );
});

test('what placer cannot take from a BurrTools file is one line, exit 2', () => {
  const variable = SOMA_XMPUZZLE.replace(
    '###########################',
    '+##########################',
  );
  const dir = tempFiles({
    'soma.xmpuzzle': SOMA_XMPUZZLE,
    'grid.xmpuzzle': SOMA_XMPUZZLE.replace('<gridType type="0"/>', '<gridType type="1"/>'),
    'variable.xmpuzzle': variable,
    'colours.xmpuzzle': SOMA_XMPUZZLE.replace(
      '<bitmap/>',
      '<bitmap><pair piece="0" result="1"/></bitmap>',
    ),
    'cut.xmpuzzle': SOMA_XMPUZZLE.slice(0, SOMA_XMPUZZLE.indexOf('</shapes>')),
    'broken.xmpuzzle': SOMA_XMPUZZLE.slice(0, 400),
  });
  const f = (name: string) => join(dir, name);
  for (const [args, said] of [
    [
      [f('soma.xmpuzzle')],
      /it has 3 problems: name one with --problem \('Soma cube', 'dominoes & a box', 'ranges'\)/,
    ],
    [[f('soma.xmpuzzle'), '--problem', 'Bedlam'], /no problem named 'Bedlam'/],
    [[f('grid.xmpuzzle'), '--problem', 'Soma cube'], /BurrTools grid type 1; placer packs cubes/],
    [[f('variable.xmpuzzle'), '--problem', 'Soma cube'], /result has variable voxels \(\+\)/],
    [
      [f('colours.xmpuzzle'), '--problem', 'Soma cube'],
      /colour constraints: placer packs without colours/,
    ],
    [[f('cut.xmpuzzle')], /the XML ends with <shapes> still open/],
    [[f('broken.xmpuzzle')], /the XML is broken at character \d+: '<voxel/],
    [
      [f('soma.xmpuzzle'), '--problem', 'Soma cube', '--pieces', 'soma'],
      /--pieces: the BurrTools puzzle .* gives the pieces/,
    ],
    [['3x3x3', '--problem', 'Soma cube'], /--problem names a problem of a BurrTools puzzle/],
  ] as const) {
    const r = placer(['tile', ...args]);
    assert.equal(r.code, 2, args.join(' '));
    assert.equal(r.stdout, '');
    assert.match(r.stderr, said);
    assert.equal(r.stderr.trim().split('\n').length, 1, r.stderr);
  }
});
