/**
 * `placer tile --count --format json` on the rows of tilings.tsv the default run leaves to the
 * library (6×10, 5×12, 4×15 pentominoes: a second or so each through the CLI).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { tilingReference } from './support/reference.js';
import { checkTileCountRows, TILE_COUNT_CLI_BELOW } from './support/tileCountCli.js';

test('tile --count --format json: known answers from tilings.tsv (the rows of 1000 tilings or more)', () => {
  const rows = tilingReference.filter((ref) => ref.total >= TILE_COUNT_CLI_BELOW);
  assert.ok(rows.length >= 3, `${rows.length} rows`);
  checkTileCountRows(rows);
});
