import { test } from 'node:test';
import assert from 'node:assert/strict';
import { PlacerError } from '../errors.js';
import { shapeRows } from './polyomino.js';
import { parsePieceFile } from './pieceFile.js';

const EXAMPLE = `; two pieces
Y *
####
.#..

L 2 one-sided
###
#..

ell
##
`;

test('a piece file: names, counts, one-sided flags, shapes and letters', () => {
  const f = parsePieceFile(EXAMPLE, 'my.pieces');
  assert.deepEqual(
    f.pieces.map((p) => [p.name, p.letter, p.oneSided, shapeRows(p.shape).join('/')]),
    [
      ['Y', 'Y', false, '####/.#..'],
      ['L', 'L', true, '###/#..'],
      ['ell', 'e', false, '##'],
    ],
  );
  assert.deepEqual(
    [...f.counts],
    [
      ['Y', { count: Infinity }],
      ['L', { count: 2 }],
      ['ell', { count: 1 }],
    ],
  );
});

test('letters stay distinct when names share a first character', () => {
  const f = parsePieceFile('a\n#\n\nab\n##\n\nA\n###\n');
  assert.deepEqual(
    f.pieces.map((p) => p.letter),
    ['a', 'B', 'A'],
  );
});

test('errors name the file, line and column', () => {
  const cases: [string, RegExp][] = [
    ['Y\n##\n\nY\n#\n', /^f:4:1: piece 'Y' defined twice$/],
    ['Y 0\n#\n', /^f:1:3: .*count must be/],
    ['Y two\n#\n', /^f:1:3: unexpected 'two'/],
    ['Y\n', /^f:1:1: piece 'Y' has no picture/],
    ['Y\n#.#\n', /^f:2:1: piece 'Y' is not one connected shape$/],
    ['; nothing\n', /no pieces/],
    ['Y\n#\t#\n', /^f:2:2: a tab/],
    ['Y:1\n#\n', /^f:1:1: piece name 'Y:1'/],
    // The header is NAME [COUNT] [one-sided], each word at most once; there is no 'free' word.
    ['Y free\n#\n', /^f:1:3: unexpected 'free' .*\(expected: NAME \[COUNT\] \[one-sided\]\)$/],
    ['Y one-sided one-sided\n#\n', /^f:1:13: unexpected 'one-sided'/],
    ['Y 2 3\n#\n', /^f:1:5: unexpected '3'/],
    // Cubes: each bad one named with the rule, never read as a drawing.
    [
      'V\n0,0,0 1,0,0 -1,0,0\n',
      /^f:2:13: piece 'V': '-1,0,0' is not a cube: write each cube as non-negative whole x,y,z/,
    ],
    ['V\n0,0,0 1,0,0 0,1\n', /^f:2:13: piece 'V': '0,1' is not a cube/],
    ['V\n0,0,0 1.5,0,0\n', /^f:2:7: piece 'V': '1\.5,0,0' is not a cube/],
    ['V\n000.100.01\n', /^f:2:9: piece 'V': '01' is not a cube: .* or as three digits/],
    [
      'V\n0,0,0 1,0,0 1,0,0\n',
      /^f:2:1: piece 'V': the cube 1,0,0 is given 2 times; each cube once$/,
    ],
    [
      'V 0,0,0 1,0,0\n000.100\n',
      /^f:1:3: '0,0,0' on the header line of piece 'V': its cubes go on the line under/,
    ],
    ['V 2 000.100\n000.100\n', /^f:1:5: '000\.100' on the header line/],
  ];
  for (const [text, re] of cases) {
    assert.throws(
      () => parsePieceFile(text, 'f'),
      (e: unknown) => e instanceof PlacerError && re.test(e.message),
      text,
    );
  }
});
