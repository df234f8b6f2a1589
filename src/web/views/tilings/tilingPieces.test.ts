import assert from 'node:assert/strict';
import { test } from 'node:test';
import { selectPieces } from '../../../core/tiling/pieceSets.js';
import { parseUse, piecesOf, specPieces, UNUSED, useParam } from './tilingPieces.js';

test('counts per piece become the CLI’s --piece selection, and the URL holds only changes', () => {
  const set = piecesOf('pentominoes', '');
  assert.ok(typeof set !== 'string');
  const use = parseUse('X=0,Y=*,L=2');
  assert.ok(typeof use !== 'string');
  const spec = specPieces('pentominoes', '', set.pieces, set.defaults, use);
  assert.ok(typeof spec !== 'string');
  assert.deepEqual(spec.select, [
    'F=1',
    'I=1',
    'L=2',
    'N=1',
    'P=1',
    'T=1',
    'U=1',
    'V=1',
    'W=1',
    'Y=*',
    'Z=1',
  ]);
  const kinds = selectPieces(set.pieces, set.defaults, spec.select ?? []);
  assert.equal(kinds.length, 11);
  assert.equal(useParam(set.pieces, set.defaults, use), 'L=2,X=0,Y=*');
  assert.deepEqual(specPieces('pentominoes', '', set.pieces, set.defaults, new Map()), {
    pieces: { set: 'pentominoes' },
  });
  const none = new Map(set.pieces.map((p) => [p.name, UNUSED]));
  assert.match(String(specPieces('pentominoes', '', set.pieces, set.defaults, none)), /no piece/);
});

test('a piece file’s own counts are the defaults; its faults and bad counts are named', () => {
  const file = piecesOf('file', 'A 2\n##\n\nB *\n#\n#\n');
  assert.ok(typeof file !== 'string');
  assert.deepEqual(
    [...file.defaults],
    [
      ['A', { count: 2 }],
      ['B', { count: Infinity }],
    ],
  );
  assert.equal(
    useParam(
      file.pieces,
      file.defaults,
      new Map([
        ['A', { count: 2 }],
        ['B', { count: 1 }],
      ]),
    ),
    'B=1',
  );
  assert.match(String(piecesOf('file', '')), /no piece file/);
  assert.match(String(piecesOf('file', 'A\n#.\n.#\n')), /piece file:/);
  assert.match(String(parseUse('X=1000')), /'X=1000' is not NAME=COUNT/);
  assert.match(String(parseUse('X=1,X=2')), /twice/);
});
