import assert from 'node:assert/strict';
import { test } from 'node:test';
import { tilingHint } from '../../../core/tiling/hint.js';
import { pieceSize } from '../../../core/tiling/pieceSets.js';
import { oneOfEachFills } from './game.js';
import { tilingInputsFromSpec, type TilingSpec } from '../../../core/tiling/spec.js';
import {
  fromText,
  newPackingGame,
  packed,
  packingPicture,
  packingRows,
  packingText,
  putOn,
  takeOut,
} from './packing.js';

const SOMA: TilingSpec = { region: '3x3x3', pieces: { set: 'soma' } };

function somaBox() {
  const { region, kinds } = tilingInputsFromSpec(SOMA);
  return newPackingGame('soma', SOMA, region, kinds);
}

test('a Soma cube packed by following hints: each piece goes in, and the box is full', () => {
  let g = somaBox();
  assert.equal(oneOfEachFills(g.region, g.kinds), null);
  for (let step = 0; !packed(g); step++) {
    assert.ok(step < g.kinds.length, 'one piece per hint');
    const h = tilingHint(g.region, g.kinds, packingRows(g));
    assert.equal(h.kind, 'place');
    if (h.kind !== 'place') return;
    const next = putOn(g, h.letter, h.cells);
    assert.notEqual(next, g, `the ${h.letter} goes in`);
    g = next;
  }
  assert.deepEqual(tilingHint(g.region, g.kinds, packingRows(g)), { kind: 'complete' });
  const { drawing, empty } = packingPicture(g);
  assert.equal(drawing.letters.length, 7);
  assert.ok(drawing.part.every((p) => p >= 0));
  assert.ok(empty.every((e) => e === 0));
});

test('the typed box reads back; a piece taken out leaves its cells empty; bad text is named', () => {
  let g = somaBox();
  const h = tilingHint(g.region, g.kinds, packingRows(g));
  assert.equal(h.kind, 'place');
  if (h.kind !== 'place') return;
  g = putOn(g, h.letter, h.cells);
  // Putting it in again, or on taken cells, changes nothing.
  assert.equal(putOn(g, h.letter, h.cells), g);
  const text = packingText(g);
  assert.equal(text.split('\n\n').length, 3, 'three layers');
  const back = fromText(somaBox(), text);
  assert.ok(typeof back !== 'string');
  assert.deepEqual(back.placed, g.placed);
  const k = g.kinds.findIndex((x) => x.piece.letter === h.letter);
  const out = takeOut(g, k);
  assert.equal(out.placed[k], null);
  assert.equal(
    packingPicture(out).empty.reduce((a, b) => a + b, 0),
    27,
  );
  // A letter that is no Soma piece, and a patch that is no copy of its piece.
  assert.match(String(fromText(g, text.replace('.', 'Q'))), /'Q' is not a piece of the set/);
  assert.match(
    String(fromText(somaBox(), `${h.letter}..\n...\n...\n\n...\n...\n...\n\n...\n...\n...`)),
    /not whole copies/,
  );
});

test('a box takes one copy of each piece and the area of the region', () => {
  const { region, kinds } = tilingInputsFromSpec(SOMA);
  // The first Soma piece is the V, of three cubes.
  assert.equal(pieceSize(kinds[0].piece), 3);
  assert.equal(
    oneOfEachFills(region, kinds.slice(1)),
    'the region has 27 cells but the pieces cover 24',
  );
  const two = tilingInputsFromSpec({ region: '2x2x2', pieces: { file: 'L 2\n##\n#.\n' } });
  assert.equal(
    oneOfEachFills(two.region, two.kinds),
    'play takes one copy of each piece: L has the count 2',
  );
});
