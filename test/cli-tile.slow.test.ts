/**
 * `placer tile --count --format json` on the rows of tilings.tsv the default run leaves to the
 * library (6×10, 5×12, 4×15 pentominoes: a second or so each through the CLI), and the Bedlam cube
 * read from a BurrTools file (about 40 s of CPU).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { join } from 'node:path';
import { placer, tempFiles } from './support/cli.js';
import { BEDLAM_XMPUZZLE } from './support/burrTools.js';
import { polycubeReference, tilingReference } from './support/reference.js';
import { checkTileCountRows, TILE_COUNT_CLI_BELOW } from './support/tileCountCli.js';

test('tile --count --format json: known answers from tilings.tsv (the rows of 1000 tilings or more)', () => {
  const rows = tilingReference.filter((ref) => ref.total >= TILE_COUNT_CLI_BELOW);
  assert.ok(rows.length >= 3, `${rows.length} rows`);
  checkTileCountRows(rows);
});

test('tile X.xmpuzzle --count: the Bedlam cube from a BurrTools file, as polycubes.tsv', () => {
  const ref = polycubeReference().find((r) => r.id === 'bedlam-4x4x4');
  assert.ok(ref);
  const dir = tempFiles({ 'bedlam.xmpuzzle': BEDLAM_XMPUZZLE });
  const r = placer([
    'tile',
    join(dir, 'bedlam.xmpuzzle'),
    '--count',
    '--threads',
    '2',
    '--format',
    'json',
    '-q',
  ]);
  assert.equal(r.code, 0, r.stderr);
  const j = JSON.parse(r.stdout) as { total: string; rotationClasses: string };
  assert.equal(j.total, String(ref.total));
  assert.equal(j.rotationClasses, String(ref.rotations));
});
