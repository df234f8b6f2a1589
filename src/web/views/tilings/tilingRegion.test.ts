import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { parseRegionPicture } from '../../../core/tiling/region.js';
import { watchProblem } from '../tilingWatch/tilingWatch.js';
import {
  cellCount,
  depthOf,
  fullGrid,
  layerOf,
  paintCell,
  parsePicture,
  parseRegionParam,
  pictureText,
  presetChoice,
  regionParam,
  REGION_PRESETS,
  resizeGrid,
  specDepth,
  specRegion,
  withLayer,
} from './tilingRegion.js';

const gridArb = fc
  .tuple(fc.integer({ min: 1, max: 32 }), fc.integer({ min: 1, max: 32 }))
  .chain(([w, h]) =>
    fc
      .array(fc.constantFrom(0, 1), { minLength: w * h, maxLength: w * h })
      .map((cells) => ({ width: w, height: h, cells: Uint8Array.from(cells) })),
  );

test('URL form → grid is the identity; the picture reads back as `placer tile` reads it', () => {
  fc.assert(
    fc.property(gridArb, (g) => {
      assert.deepEqual(parseRegionParam(regionParam(g)), g);
      if (cellCount(g) === 0) return;
      const region = parseRegionPicture(pictureText(g));
      const spec = parseRegionPicture(specRegion(g).includes('x') ? pictureText(g) : specRegion(g));
      assert.equal(region.cellCount, cellCount(g));
      assert.deepEqual(spec, region);
    }),
  );
});

test('paint, resize and presets: cells kept where shared, new ones cells, 8×8 presets of 60', () => {
  const g = paintCell(fullGrid(8, 8), 0, 0, 0);
  assert.equal(cellCount(g), 63);
  assert.equal(paintCell(g, 0, 0, 0), g, 'no change, the same grid');
  assert.equal(paintCell(g, 9, 0, 0), g, 'off the grid: ignored');
  const big = resizeGrid(g, 40, 10);
  assert.deepEqual([big.width, big.height, cellCount(big)], [32, 10, 319]);
  assert.deepEqual(resizeGrid(big, 8, 8), g);
  const sizes = Object.fromEntries(REGION_PRESETS.map((p) => [p.id, cellCount(p.grid())]));
  assert.equal(sizes['scott'], 60);
  assert.equal(sizes['corners'], 60);
  assert.equal(sizes['6x10'], 60);
});

test('a pasted picture is read with the CLI’s words for its faults', () => {
  assert.deepEqual(parsePicture('  \n#..#\n....\n', 'pasted'), {
    width: 4,
    height: 2,
    cells: Uint8Array.from([0, 1, 1, 0, 1, 1, 1, 1]),
  });
  assert.match(String(parsePicture('..\n.%', 'pasted')), /^pasted:2:2: '%' is neither a cell/);
  assert.match(
    String(parsePicture('.'.repeat(33), 'pasted')),
    /33×1; the painter draws at most 32×32/,
  );
  assert.match(String(parseRegionParam('..#/..')), /one length/);
});

test('the 4×5 preset brings the tetrominoes, so the colouring proof shows, not an area mismatch', () => {
  const before = {
    region: fullGrid(6, 10),
    pieces: 'pentominoes' as const,
    pieceFile: '',
    use: 'X=0',
  };
  const choice = presetChoice('4x5');
  assert.ok(choice !== null);
  assert.deepEqual([choice.pieces, choice.use], ['tetrominoes', '']);
  const after = watchProblem({ ...before, ...choice });
  assert.ok(!after.ok);
  assert.match(after.reason, /^no tiling exists: checkerboard colouring/);
  // A preset that names no pieces keeps those in hand.
  assert.deepEqual(Object.keys(presetChoice('6x10') ?? {}), ['region']);
  assert.equal(presetChoice('nothing'), null);
});

test('3-D: a box WxHxD and a layered picture round-trip through the URL, the spec and the text', () => {
  const box = parseRegionParam('3x4x5');
  assert.ok(typeof box !== 'string');
  assert.deepEqual([box.width, box.height, depthOf(box), cellCount(box)], [3, 4, 5, 60]);
  assert.equal(regionParam(box), '3x4x5');
  assert.equal(specRegion(box), '3x4x5');
  assert.equal(specDepth(specRegion(box)), 5);
  const holed = withLayer(fullGrid(3, 2, 2), 1, paintCell(layerOf(fullGrid(3, 2, 2), 1), 0, 1, 0));
  assert.equal(regionParam(holed), '.../...//.#./...');
  assert.equal(pictureText(holed), '...\n...\n\n.#.\n...\n');
  assert.deepEqual(parseRegionParam(regionParam(holed)), holed);
  // The spec's picture is what core reads, layer for layer.
  const region = parseRegionPicture(specRegion(holed));
  assert.deepEqual([region.depth, region.cellCount], [2, 11]);
  assert.deepEqual(Array.from(region.cells), Array.from(holed.cells));
  assert.equal(specDepth(specRegion(holed)), 2);
  assert.deepEqual(parsePicture(pictureText(holed), 'p'), holed);
  assert.match(String(parseRegionParam('3x3x40')), /1 to 16 layers/);
  assert.match(String(parseRegionParam('.../...//..')), /one size/);
  // Resizing keeps the layers; a plane grid stays plane.
  assert.equal(depthOf(resizeGrid(holed, 4, 4)), 2);
  assert.equal(resizeGrid(holed, 4, 4).cells[(1 * 4 + 0) * 4 + 1], 0);
  assert.equal(resizeGrid(fullGrid(2, 2), 3, 3).depth, undefined);
  const soma = presetChoice('3x3x3');
  assert.equal(soma?.pieces, 'soma');
  assert.equal(regionParam(soma.region), '3x3x3');
});
