/**
 * Fuzzing the tiling inputs: region pictures and WxH, piece files, counts and --piece
 * selections, and a TilingSpec as it arrives from a worker message or a queue. Hostile text never
 * throws anything but a PlacerError with a message safe to print, and never hangs; printed
 * regions and piece files read back to what was printed.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { attempt, FUZZ_RUNS, hostileText, runs } from '../../../test/support/fuzz.js';
import { parsePieceFile, printPieceFile } from './pieceFile.js';
import {
  parseCount,
  pieceSet,
  PIECE_SET_NAMES,
  selectPieces,
  type Copies,
  type PieceDef,
} from './pieceSets.js';
import { makeShape, shapeKey, type CellRC } from './polyomino.js';
import { fromCells, parseRectangleSpec, parseRegionPicture, regionRows } from './region.js';
import { tilingProblemFromSpec } from './spec.js';

const PICTURE_TOKENS = ['.', '#', ' ', 'A', 'x', '\n', '\n\n', '..', '##', '1', 'X', '×'];
const PIECE_TOKENS = [
  ...PICTURE_TOKENS,
  'Y',
  ' *',
  ' 2',
  ' inf',
  ' one-sided',
  '; c',
  'ell',
  "'",
  '+',
  '-',
];

test('fuzz: region pictures and WxH refuse hostile text safely', () => {
  fc.assert(
    fc.property(hostileText(PICTURE_TOKENS), (text) => {
      const rect = attempt(() => parseRectangleSpec(text));
      if (rect.ok && rect.value !== null)
        assert.equal(rect.value.cellCount, rect.value.width * rect.value.height);
      const r = attempt(() => parseRegionPicture(text, 'region.txt'));
      if (r.ok) assert.ok(r.value.cellCount >= 1 && r.value.cellCount <= 10_000);
    }),
    FUZZ_RUNS,
  );
});

test('fuzz: piece files refuse hostile text safely', () => {
  fc.assert(
    fc.property(hostileText(PIECE_TOKENS), (text) => {
      const r = attempt(() => parsePieceFile(text, 'my.pieces'));
      if (r.ok) assert.ok(r.value.pieces.length >= 1);
    }),
    FUZZ_RUNS,
  );
});

test('fuzz: counts and --piece selections refuse hostile text safely', () => {
  const pieces = pieceSet('pentominoes');
  fc.assert(
    fc.property(hostileText(['1', '*', 'inf', '=', ',', 'X', 'Y', 'L', '0']), (text) => {
      attempt(() => parseCount(text, '--piece X'));
      attempt(() => selectPieces(pieces, new Map(), [text]));
      attempt(() => pieceSet(text as never));
    }),
    FUZZ_RUNS,
  );
});

/** Any JSON-like value where a spec is expected, and specs with hostile text in their strings. */
const specLike = fc.oneof(
  fc.anything(),
  fc.record({
    region: fc.oneof(hostileText(PICTURE_TOKENS), fc.constantFrom('3x4', '..\n..'), fc.anything()),
    pieces: fc.oneof(
      fc.record({
        set: fc.oneof(fc.constantFrom(...PIECE_SET_NAMES), hostileText(), fc.anything()),
      }),
      fc.record({ file: fc.oneof(hostileText(PIECE_TOKENS), fc.anything()) }),
      fc.anything(),
    ),
    select: fc.option(fc.oneof(fc.array(hostileText(['X', '=', '2'])), fc.anything()), {
      nil: undefined,
    }),
  }),
);

test('fuzz: a tiling spec from a message or a queue is checked safely', () => {
  fc.assert(
    fc.property(specLike, (spec) => {
      attempt(() => tilingProblemFromSpec(spec as never));
    }),
    FUZZ_RUNS,
  );
});

/** A polyomino grown cell by cell from (0, 0): connected by construction. */
const polyomino = fc
  .array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 3 })), { maxLength: 9 })
  .map((steps) => {
    const cells: CellRC[] = [[0, 0]];
    const seen = new Set(['0,0']);
    for (const [from, dir] of steps) {
      const [r, c] = cells[from % cells.length];
      const next: CellRC = [r + [1, -1, 0, 0][dir], c + [0, 0, 1, -1][dir]];
      if (!seen.has(`${next[0]},${next[1]}`)) {
        seen.add(`${next[0]},${next[1]}`);
        cells.push(next);
      }
    }
    return makeShape(cells);
  });

const pieceName = fc.stringMatching(/^[A-Za-z0-9_'+-]{1,8}$/);

/** Piece files drawn directly: unique names, connected shapes, counts, one-sided flags. */
const pieceFiles = fc
  .uniqueArray(
    fc.record({
      name: pieceName,
      shape: polyomino,
      oneSided: fc.boolean(),
      count: fc.oneof(
        fc.integer({ min: 1, max: 1000 }).map((count): Copies => ({ count })),
        fc.constant<Copies>({ count: Infinity }),
        fc
          .tuple(fc.integer({ min: 0, max: 50 }), fc.integer({ min: 1, max: 50 }))
          .filter(([lo, hi]) => lo < hi)
          .map(([min, count]): Copies => ({ count, min })),
        fc.integer({ min: 1, max: 50 }).map((min): Copies => ({ count: Infinity, min })),
      ),
    }),
    { minLength: 1, maxLength: 12, selector: (p) => p.name },
  )
  .map((list) => ({
    pieces: list.map((p): PieceDef => ({
      name: p.name,
      letter: '',
      shape: p.shape,
      oneSided: p.oneSided,
    })),
    counts: new Map(list.map((p) => [p.name, p.count])),
  }));

test('fuzz: parse ∘ print = identity for piece files (names, shapes, counts, one-sided)', () => {
  fc.assert(
    fc.property(pieceFiles, ({ pieces, counts }) => {
      const text = printPieceFile(pieces, counts);
      const back = parsePieceFile(text, 'printed');
      assert.deepEqual(
        back.pieces.map((p) => [p.name, shapeKey(p.shape), p.oneSided]),
        pieces.map((p) => [p.name, shapeKey(p.shape), p.oneSided]),
        text,
      );
      assert.deepEqual([...back.counts], [...counts]);
      // Printed again in their letters, the pieces read back the same, letters included.
      const again = parsePieceFile(printPieceFile(back.pieces, back.counts));
      assert.deepEqual(again.pieces, back.pieces);
    }),
    runs(100),
  );
});

test('fuzz: parse ∘ print = identity for region pictures and WxH', () => {
  const cells = fc.array(fc.tuple(fc.nat({ max: 11 }), fc.nat({ max: 11 })), {
    minLength: 1,
    maxLength: 60,
  });
  fc.assert(
    fc.property(
      cells,
      fc.constantFrom('\n', '\r\n'),
      fc.constantFrom('', '\ufeff'),
      (list, eol, bom) => {
        const region = fromCells(list);
        const back = parseRegionPicture(bom + regionRows(region).join(eol) + eol);
        assert.deepEqual(back, region);
      },
    ),
    FUZZ_RUNS,
  );
  fc.assert(
    fc.property(fc.integer({ min: 1, max: 100 }), fc.integer({ min: 1, max: 100 }), (w, h) => {
      const r = parseRectangleSpec(`${w}x${h}`);
      assert.ok(r !== null);
      assert.deepEqual([r.width, r.height, r.cellCount], [w, h, w * h]);
    }),
    FUZZ_RUNS,
  );
});

function refusal(parse: () => unknown): string {
  const r = attempt(parse);
  assert.ok(!r.ok, 'expected a refusal');
  return r.error.message;
}

test('regressions found by fuzzing: tiling inputs show user text escaped', () => {
  // A NUL in a picture was printed raw; an emoji was shown as half a surrogate pair.
  assert.match(
    refusal(() => parseRegionPicture('..\x00')),
    /region:1:3: '\\x00' is neither/,
  );
  assert.match(
    refusal(() => parseRegionPicture('.😀')),
    /region:1:2: '😀' is neither/,
  );
  // WxH with a line separator inside printed it.
  assert.match(
    refusal(() => parseRectangleSpec('0x\u20285')),
    /^region 0x5 has no cells/,
  );
  // Piece files: a NUL or a zero-width space was a cell no one could see; names and header
  // words were printed raw.
  assert.match(
    refusal(() => parsePieceFile('A\n#\x00')),
    /pieces:2:2: '\\x00' in a piece picture/,
  );
  assert.match(
    refusal(() => parsePieceFile('A\n\u200b#')),
    /pieces:2:1: '\\u200b' in a piece picture/,
  );
  assert.match(
    refusal(() => parsePieceFile('A\u200b\n#')),
    /piece name 'A\\u200b'/,
  );
  assert.match(
    refusal(() => parsePieceFile('A 0\x1b\n#')),
    /got '0\\x1b'/,
  );
  // Counts, selections and a spec's set name.
  assert.match(
    refusal(() => parseCount('\x1b[2J', 'x')),
    /got '\\x1b\[2J'$/,
  );
  assert.match(
    refusal(() => selectPieces(pieceSet('pentominoes'), new Map(), ['\u202eX=2'])),
    /--piece \\u202eX=2: unknown piece '\\u202eX'/,
  );
  assert.match(
    refusal(() => tilingProblemFromSpec({ region: '3x4', pieces: { set: '\ufeff' } } as never)),
    /got '"\\ufeff"'/,
  );
});
