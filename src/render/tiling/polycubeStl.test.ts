import assert from 'node:assert/strict';
import { test } from 'node:test';
import { packingOf, type PolycubePacking } from './polycubePacking.js';
import { polycubeStlAscii, polycubeStlBinary } from './polycubeStl.js';
import { tilingDrawing } from './tiling.js';
import { buildTilingProblem } from '../../core/tiling/problem.js';
import { pieceSet, selectPieces } from '../../core/tiling/pieceSets.js';
import { parseRectangleSpec } from '../../core/tiling/region.js';
import { firstTiling } from '../../core/tiling/tile.js';
import { packing } from '../../../test/support/polycubes.js';
import { checkSolid, readAsciiStl, readBinaryStl } from '../../../test/support/stlReader.js';

/** The first packing of a box by a piece set, as the CLI finds it. */
function firstPacking(box: string, set: 'soma' | 'diabolical'): PolycubePacking {
  const region = parseRectangleSpec(box);
  assert.ok(region);
  const p = buildTilingProblem(region, selectPieces(pieceSet(set), new Map(), []));
  const t = firstTiling(p);
  assert.ok(t);
  return packingOf(tilingDrawing(p, t));
}

/** Each piece's cube count, by piece number. */
const cubes = (p: PolycubePacking): number[] =>
  p.pieces.map((_, t) => p.labels.filter((l) => l === t).length);

test('ASCII STL: a closed, consistently oriented solid per piece, of its cubes’ volume', () => {
  for (const [box, set] of [
    ['3x3x3', 'soma'],
    ['3x3x3', 'diabolical'],
  ] as const) {
    const p = firstPacking(box, set);
    for (const explode of [0, 0.5]) {
      const solids = readAsciiStl(polycubeStlAscii(p, { size: 10, explode, name: 'cube' }));
      assert.equal(solids.length, p.pieces.length, `${set}: a solid per piece`);
      const want = cubes(p);
      solids.forEach((s, t) => {
        const { problems, volume } = checkSolid(s);
        assert.deepEqual(problems, [], `${set} ${s.name}`);
        assert.ok(Math.abs(volume - want[t] * 1000) < 1e-6, `${s.name}: volume ${volume}`);
        assert.equal(s.name, `cube-${p.pieces[t].letter}-${t + 1}`);
      });
    }
  }
});

test('packed, the pieces fill the box exactly; exploded, they come apart', () => {
  const p = firstPacking('3x3x3', 'soma');
  const box = (explode: number) => {
    const lo = [Infinity, Infinity, Infinity];
    const hi = [-Infinity, -Infinity, -Infinity];
    for (const s of readAsciiStl(polycubeStlAscii(p, { size: 1, explode })))
      for (const f of s.facets)
        for (const v of f.corners)
          for (let a = 0; a < 3; a++) {
            lo[a] = Math.min(lo[a], v[a]);
            hi[a] = Math.max(hi[a], v[a]);
          }
    return hi.map((h, a) => h - lo[a]);
  };
  assert.deepEqual(box(0), [3, 3, 3]);
  for (const side of box(0.5)) assert.ok(side > 3, `exploded: ${box(0.5).join(' × ')}`);
});

test('the y axis is turned round, not mirrored: an L keeps its handedness', () => {
  // One piece: cells (0,0,0), (1,0,0), (0,1,0) in a 2×2×1 box (y towards the viewer). In STL's
  // axes (y away from the viewer) the cell at packing y = 1 is nearer the origin in y.
  const p = packing(2, 2, 1, [0, 0, 0, -1]);
  const [s] = readAsciiStl(polycubeStlAscii(p, { size: 1 }));
  const ys = s.facets.flatMap((f) =>
    f.corners.filter((v) => v[0] === 0 && v[2] === 0).map((v) => v[1]),
  );
  assert.deepEqual([...new Set(ys)].sort(), [0, 1, 2]);
  // Cell (1, 0): x 1…2, STL y 1…2 (packing row 0 is the far one).
  const far = s.facets.flatMap((f) => f.corners).filter((v) => v[0] === 2);
  assert.ok(
    far.every((v) => v[1] >= 1),
    JSON.stringify(far),
  );
  assert.ok(Math.abs(checkSolid(s).volume - 3) < 1e-9);
});

test('binary STL: the same surfaces in one solid, each facet coloured by its piece', () => {
  const p = firstPacking('3x3x3', 'soma');
  const ascii = readAsciiStl(polycubeStlAscii(p));
  const bin = readBinaryStl(polycubeStlBinary(p, { name: 'soma' }));
  assert.equal(
    bin.facets.length,
    ascii.reduce((n, s) => n + s.facets.length, 0),
  );
  const { problems, volume } = checkSolid(bin);
  assert.deepEqual(problems, []);
  assert.ok(Math.abs(volume - 27 * 1000) < 1e-3, `${volume}`);
  assert.match(bin.name, /^soma: ([A-Z] ){6}[A-Z]$/);
  // A colour word per piece: bit 15 set, the pieces told apart.
  const colours = new Set(bin.facets.map((f) => f.attribute ?? 0));
  for (const c of colours) assert.ok(c & 0x8000, c.toString(16));
  assert.equal(colours.size, p.pieces.length);
});
