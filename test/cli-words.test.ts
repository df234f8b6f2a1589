/**
 * The CLI's words and numbers as a reader sees them (issue 21 items 14, 17): a count of one is
 * singular ("1 option", "1 cell", "the listing has 1 solution", never "1 options"), run on the
 * smallest inputs; SVG coordinates are short decimals, not 19.599999999999998.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { placer, tempFiles } from './support/cli.js';

/** One item, one option that covers it: one solution. */
const ONE_DLX = 'a\na\n';
/** One piece, the monomino M. */
const MONOMINO = 'M\nX\n';

test('a count of one is singular: cover, tile and their listings on one-item inputs', () => {
  const dir = tempFiles({ 'one.dlx': ONE_DLX, 'm.pieces': MONOMINO });
  const dlx = join(dir, 'one.dlx');
  const pieces = join(dir, 'm.pieces');

  const count = placer(['cover', dlx, '--count']);
  assert.equal(count.code, 0, count.stderr);
  assert.match(count.stdout, /^instance {5}.*one\.dlx: 1 item \(1 primary\), 1 option$/m);

  const past = placer(['cover', dlx, '--list', '--offset', '1']);
  assert.match(past.stderr + past.stdout, /the listing has 1 solution$/m);

  const tile = placer(['tile', '1x1', '--pieces', pieces, '--count']);
  assert.equal(tile.code, 0, tile.stderr);
  assert.match(tile.stdout, /^region {7}1x1 \(1 cell, 8 symmetries\)$/m);
  assert.match(tile.stdout, /, 1 sub-problem$/m);

  const tilePast = placer(['tile', '1x1', '--pieces', pieces, '--list', '--offset', '1']);
  assert.match(tilePast.stderr + tilePast.stdout, /the listing has 1 tiling$/m);

  const out = join(dir, 'm.dlx');
  const dlxOut = placer(['tile', '1x1', '--pieces', pieces, '--dlx', out]);
  assert.equal(dlxOut.code, 0, dlxOut.stderr);
  assert.match(dlxOut.stderr, /: 1 option$/m);

  const walk = placer(['queens', 'walk', '1']);
  assert.equal(walk.code, 0, walk.stderr);
  assert.match(walk.stdout, /^done: 1 solution in 3 steps$/m);

  for (const r of [count, past, tile, tilePast, dlxOut, walk]) {
    assert.doesNotMatch(
      r.stdout + r.stderr,
      /\b1 (options|items|nodes|cells|solutions|tilings|sub-problems|steps)\b/,
    );
  }
});

test('SVG numbers have at most 2 decimals: queens show and tile --format svg', () => {
  const board = placer(['queens', 'show', '8', '1 5 8 6 3 7 2 4', '--format', 'svg']);
  assert.equal(board.code, 0, board.stderr);
  const tiling = placer(['tile', '6x10', '--format', 'svg']);
  assert.equal(tiling.code, 0, tiling.stderr);
  for (const out of [board.stdout, tiling.stdout]) {
    assert.match(out, /^<svg /);
    // 19.599999999999998 (0.7 × 28) was printed before; 19.6 now.
    assert.deepEqual(out.match(/\d\.\d{3,}/g), null);
  }
  assert.match(board.stdout, /y="19\.6"/);
});
