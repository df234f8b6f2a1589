/**
 * The CLI's words and numbers as a reader sees them (issue 21 items 14, 17): a count of one is
 * singular ("1 option", "1 cell", "the listing has 1 solution", never "1 options"), run on the
 * smallest inputs; SVG coordinates are short decimals, not 19.599999999999998.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { placer, tempFiles } from './support/cli.js';
import { parsePlacement } from '../src/core/queens/formats.js';

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

test('a count of one is singular in messages too: rows, columns, cells, queens, kings', () => {
  const cases: [string[], RegExp][] = [
    [
      ['queens', 'check', '8', '1'],
      /^placer: placement has 1 row but N is 8: give exactly 8 entries$/,
    ],
    [
      ['queens', 'check', '1'],
      /^placer: PLACEMENT is missing: give 1 column \(e\.g\. '1'\) or --in FILE$/,
    ],
    [
      ['queens', 'show', '1'],
      /^placer: PLACEMENT is missing: give 1 column, e\.g\. '1', or --in FILE$/,
    ],
    [['queens', 'check', '1', '1'], /^valid: 1 queen, no two attack each other$/],
    [['kings', 'count', '1x1', '--kings', '1'], /^board {8}1x1, 1 king$/],
    [
      ['tile', '1x1', '--pieces', 'tetrominoes', '--count'],
      /^placer: the region has 1 cell but the pieces cover 20 /,
    ],
  ];
  for (const [args, re] of cases) {
    const r = placer(args);
    assert.match(r.stdout + r.stderr, new RegExp(re.source, 'm'), args.join(' '));
    assert.doesNotMatch(r.stdout + r.stderr, /\b1 (rows|columns|cells|queens|kings|entries)\b/);
  }
  // The library's parser, where a placement must be whole: a board of one row.
  assert.throws(
    () => parsePlacement('.', { n: 1 }),
    /^PlacerError: row 1 has no queen: a placement needs one queen in its one row$/,
  );
  assert.throws(() => parsePlacement('1', { n: 3 }), /placement has 1 row but N is 3/);
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
