import { test } from 'node:test';
import assert from 'node:assert/strict';
import { PlacerError } from '../errors.js';
import { freeKey, freePolyominoes, isAchiral, oneSidedKey, orientations } from './polyomino.js';
import {
  copiesMet,
  copiesText,
  fewestCopies,
  isExactCount,
  isSingle,
  parseCount,
  pieceSet,
  PIECE_SET_NAMES,
  selectPieces,
} from './pieceSets.js';

test('the pentominoes are the 12 free pentominoes, named F I L N P T U V W X Y Z', () => {
  const set = pieceSet('pentominoes');
  assert.deepEqual(
    set.map((p) => p.name),
    ['F', 'I', 'L', 'N', 'P', 'T', 'U', 'V', 'W', 'X', 'Y', 'Z'],
  );
  assert.deepEqual(
    new Set(set.map((p) => freeKey(p.shape))),
    new Set(freePolyominoes(5).map(freeKey)),
  );
  const orients = Object.fromEntries(set.map((p) => [p.name, orientations(p.shape, false).length]));
  assert.deepEqual(orients, {
    F: 8,
    I: 2,
    L: 8,
    N: 8,
    P: 8,
    T: 4,
    U: 4,
    V: 4,
    W: 4,
    X: 1,
    Y: 8,
    Z: 4,
  });
});

test('one-sided pentominoes: 18 different one-sided shapes, mirror images in lower case', () => {
  const set = pieceSet('one-sided-pentominoes');
  assert.equal(set.length, 18);
  assert.equal(new Set(set.map((p) => oneSidedKey(p.shape))).size, 18);
  assert.ok(set.every((p) => p.oneSided));
  const chiral = set.filter((p) => !isAchiral(p.shape)).map((p) => p.name);
  assert.deepEqual(chiral, ['F', 'f', 'L', 'l', 'N', 'n', 'P', 'p', 'Y', 'y', 'Z', 'z']);
  for (const p of set) assert.equal(orientations(p.shape, true).length <= 4, true);
});

test('tetrominoes 5 (7 one-sided), trominoes 2, hexominoes 35 with distinct letters', () => {
  assert.equal(pieceSet('tetrominoes').length, 5);
  assert.equal(pieceSet('one-sided-tetrominoes').length, 7);
  assert.equal(pieceSet('trominoes').length, 2);
  const hex = pieceSet('hexominoes');
  assert.equal(hex.length, 35);
  assert.equal(new Set(hex.map((p) => p.letter)).size, 35);
  assert.equal(hex[0].name, 'H01');
  for (const name of PIECE_SET_NAMES) {
    const set = pieceSet(name);
    assert.equal(new Set(set.map((p) => p.name)).size, set.length, name);
    assert.equal(new Set(set.map((p) => p.letter)).size, set.length, name);
    assert.ok(
      set.every((p) => p.letter.length === 1),
      name,
    );
  }
});

test('selection: none means every piece once; NAME=COUNT keeps only the named pieces', () => {
  const set = pieceSet('pentominoes');
  assert.equal(selectPieces(set, new Map(), []).length, 12);
  const sel = selectPieces(set, new Map(), ['Y=*', 'L=2,X']);
  assert.deepEqual(
    sel.map((s) => [s.piece.name, s.count]),
    [
      ['L', 2],
      ['X', 1],
      ['Y', Infinity],
    ],
  );
});

test('selection errors name the bad part', () => {
  const set = pieceSet('one-sided-pentominoes');
  const err = (sel: string[]): PlacerError => {
    try {
      selectPieces(set, new Map(), sel);
    } catch (e) {
      assert.ok(e instanceof PlacerError);
      return e;
    }
    assert.fail('expected an error');
  };
  assert.equal(err(['Q=1']).code, 'unknown-piece');
  assert.match(err(['Q=1']).message, /unknown piece 'Q'/);
  assert.equal(err(['Y=0']).code, 'bad-count');
  assert.equal(err(['Y=1', 'Y=2']).code, 'duplicate-piece');
  assert.match(err(['v=1']).message, /did you mean 'V'/);
});

test('counts: positive whole numbers, * and inf, ranges MIN..MAX', () => {
  assert.deepEqual(parseCount('3', 'x'), { count: 3 });
  assert.deepEqual(parseCount('*', 'x'), { count: Infinity });
  assert.deepEqual(parseCount('INF', 'x'), { count: Infinity });
  assert.deepEqual(parseCount('1..3', 'x'), { count: 3, min: 1 });
  assert.deepEqual(parseCount('0..2', 'x'), { count: 2, min: 0 });
  assert.deepEqual(parseCount('2..*', 'x'), { count: Infinity, min: 2 });
  // A range of one number is that number; 0..* is any number.
  assert.deepEqual(parseCount('2..2', 'x'), { count: 2 });
  assert.deepEqual(parseCount('0..inf', 'x'), { count: Infinity });
  for (const text of ['3', '*', '1..3', '0..2', '2..*']) {
    assert.equal(copiesText(parseCount(text, 'x')), text);
  }
  const bad = [
    '0',
    '-1',
    '1.5',
    '1e3',
    '',
    ' ',
    '0x10',
    '3..1',
    '0..0',
    '..2',
    '1..',
    '*..3',
    '1...3',
  ];
  for (const text of ['1..2..3', 'a..b']) bad.push(text);
  for (const b of bad) {
    assert.throws(() => parseCount(b, 'x'), PlacerError, b);
  }
  assert.throws(
    () => parseCount('3..1', '--piece L=3..1'),
    /--piece L=3..1: count must be .* got '3..1'/,
  );
});

test('copies: fewest, exact, single, met', () => {
  assert.equal(fewestCopies({ count: 3 }), 3);
  assert.equal(fewestCopies({ count: Infinity }), 0);
  assert.equal(fewestCopies({ count: 4, min: 1 }), 1);
  assert.ok(isExactCount({ count: 2 }));
  assert.ok(!isExactCount({ count: 2, min: 1 }) && !isExactCount({ count: Infinity }));
  assert.ok(isSingle({ count: 1 }) && !isSingle({ count: 1, min: 0 }));
  assert.deepEqual(
    [0, 1, 2, 3, 4].map((u) => copiesMet({ count: 3, min: 1 }, u)),
    [false, true, true, true, false],
  );
});

test('pieceSet refuses a name outside the list (callers from JavaScript)', () => {
  assert.throws(() => pieceSet('nope' as never), {
    name: 'PlacerError',
    message: /^unknown piece set 'nope' \(sets: pentominoes, /,
  });
});
