import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import type { PolycubePacking } from './polycubePacking.js';
import { polycubeShapes, type PolycubeView } from './polycubeShapes.js';
import { full, packing, view } from '../../../test/support/polycubes.js';

/** The faces drawn. */
const faceCount = (p: PolycubePacking, v: PolycubeView): number =>
  polycubeShapes(p, v).faces.length;
/** Line segments drawn in ink (the piece borders and creases). */
const inkSegments = (p: PolycubePacking, v: PolycubeView): number =>
  polycubeShapes(p, v).faces.reduce((a, f) => a + (f.edges.match(/M/g) ?? []).length, 0);

test('a single cube shows 3 faces in a generic view, 2 edge-on at pitch 0, 1 straight on', () => {
  const cube = packing(1, 1, 1, [0]);
  assert.equal(faceCount(cube, view()), 3);
  assert.equal(faceCount(cube, view({ yaw: 200, pitch: -40 })), 3);
  assert.equal(faceCount(cube, view({ yaw: 45, pitch: 0 })), 2);
  assert.equal(faceCount(cube, view({ yaw: 0, pitch: 0 })), 1);
  // Which faces: front (+y), right (+x) and top (+z) in the default view.
  const dirs = polycubeShapes(cube, view()).faces.map((f) => f.dir);
  assert.deepEqual([...dirs].sort(), [0, 2, 4]);
});

test('2×1×1: assembled, the face between the cells is never drawn; pulled apart, only between pieces', () => {
  const one = packing(2, 1, 1, [0, 0]);
  const two = packing(2, 1, 1, [0, 1]);
  // Assembled: tops, fronts and the right end, either way; the border between pieces is inked
  // on both top faces and both front faces (4 segments more).
  assert.equal(faceCount(one, view()), 5);
  assert.equal(faceCount(two, view()), 5);
  assert.equal(inkSegments(two, view()) - inkSegments(one, view()), 4);
  // Pulled apart: the left piece's right face comes into view; one piece stays 5 faces.
  assert.equal(faceCount(one, view({ explode: 0.5 })), 5);
  assert.equal(faceCount(two, view({ explode: 0.5 })), 6);
  const faces = polycubeShapes(two, view({ explode: 0.5 })).faces;
  assert.deepEqual(
    faces.filter((f) => f.piece === 0).map((f) => f.dir),
    faces.filter((f) => f.piece === 1).map((f) => f.dir),
    'the two cubes look alike',
  );
});

test('a full 3×3×3 box draws only its 27 outer visible faces, however it is cut', () => {
  fc.assert(
    fc.property(
      fc.array(fc.integer({ min: 0, max: 6 }), { minLength: 27, maxLength: 27 }),
      fc.double({ min: 1, max: 89, noNaN: true }),
      fc.double({ min: 5, max: 85, noNaN: true }),
      fc.integer({ min: 0, max: 3 }),
      (cells, yaw, pitch, quarter) => {
        const p = packing(3, 3, 3, cells);
        assert.equal(faceCount(p, view({ yaw: yaw + 90 * quarter, pitch })), 27);
      },
    ),
    { numRuns: 60 },
  );
  // Pulled apart in layers: each layer shows its top (9), front (3) and right (3) faces.
  const layers = full(3, 3, 3, (_x, _y, z) => z);
  assert.equal(faceCount(layers, view({ explode: 1 })), 45);
  // A cube per piece: 3 faces each.
  const cubes = full(3, 3, 3, (x, y, z) => (z * 3 + y) * 3 + x);
  assert.equal(faceCount(cubes, view({ explode: 1 })), 81);
  // One piece never comes apart: its centroid is the centre, and no inner face shows.
  const solid = full(3, 3, 3, () => 0);
  assert.deepEqual(
    polycubeShapes(solid, view({ explode: 1 })).faces,
    polycubeShapes(solid, view({ explode: 0 })).faces,
  );
});

/** The points sampled over a drawing's box: `steps + 1` a side, off the grid lines. */
function samplePoints(vb: { x: number; y: number; width: number; height: number }, steps: number) {
  const out: [number, number][] = [];
  for (let i = 0; i <= steps; i++) {
    for (let j = 0; j <= steps; j++) {
      out.push([
        vb.x + (vb.width * (i + 0.37)) / (steps + 1),
        vb.y + (vb.height * (j + 0.61)) / (steps + 1),
      ]);
    }
  }
  return out;
}

/**
 * Where (px, py) falls on a face's parallelogram, as (a, b) along its two sides from its first
 * corner, or null when outside it (closer than `e` to an edge counts as outside).
 */
function onFace(
  points: readonly number[],
  px: number,
  py: number,
  e: number,
): [number, number] | null {
  const [x0, y0, x1, y1, , , x3, y3] = points;
  const [ux, uy, vx, vy] = [x1 - x0, y1 - y0, x3 - x0, y3 - y0];
  const det = ux * vy - uy * vx;
  if (Math.abs(det) < 1e-6) return null;
  const a = ((px - x0) * vy - (py - y0) * vx) / det;
  const b = (ux * (py - y0) - uy * (px - x0)) / det;
  return a < e || b < e || a > 1 - e || b > 1 - e ? null : [a, b];
}

test('painter’s order: at every sampled point the last face drawn there is the nearest one', () => {
  /** Sample points of the drawing where the faces seen agree with a depth test. */
  const check = (p: PolycubePacking, v: PolycubeView): void => {
    const { faces, viewBox: vb } = polycubeShapes(p, v);
    for (const [px, py] of samplePoints(vb, 23)) {
      let lastDrawn = -1;
      let nearest = -1;
      let nearestDepth = -Infinity;
      faces.forEach((f, k) => {
        const at = onFace(f.points, px, py, 0.02);
        if (at === null) return;
        const [a, b] = at;
        const depth =
          f.depths[0] + a * (f.depths[1] - f.depths[0]) + b * (f.depths[3] - f.depths[0]);
        lastDrawn = k;
        if (depth > nearestDepth) {
          nearestDepth = depth;
          nearest = k;
        }
      });
      assert.equal(lastDrawn, nearest, `at ${px}, ${py}`);
    }
  };
  fc.assert(
    fc.property(
      fc.integer({ min: 1, max: 4 }),
      fc.integer({ min: 1, max: 4 }),
      fc.integer({ min: 1, max: 3 }),
      fc.array(fc.integer({ min: -1, max: 4 }), { minLength: 48, maxLength: 48 }),
      fc.double({ min: -180, max: 180, noNaN: true }),
      fc.double({ min: -80, max: 80, noNaN: true }),
      (w, h, d, cells, yaw, pitch) => {
        check(packing(w, h, d, cells.slice(0, w * h * d)), view({ yaw, pitch }));
      },
    ),
    { numRuns: 40 },
  );
  // Pulled apart far enough that pieces do not pass through each other.
  check(
    full(3, 3, 3, (x, y, z) => (z * 3 + y) * 3 + x),
    view({ explode: 1, yaw: 20, pitch: 35 }),
  );
  check(
    full(3, 3, 3, (_x, y, z) => z * 3 + y),
    view({ explode: 1.5, yaw: -70, pitch: 15 }),
  );
});

test('the viewBox fits the drawing and grows as the pieces are pulled apart', () => {
  const cubes = full(2, 2, 2, (x, y, z) => (z * 2 + y) * 2 + x);
  const sizes = [0, 0.5, 1, 2].map((explode) => polycubeShapes(cubes, view({ explode })).viewBox);
  for (let k = 1; k < sizes.length; k++) {
    assert.ok(sizes[k].width > sizes[k - 1].width, `width grows at step ${k}`);
    assert.ok(sizes[k].height > sizes[k - 1].height, `height grows at step ${k}`);
  }
  // Fitted: the drawing's points reach within the margin of every side.
  const { faces, viewBox: vb } = polycubeShapes(cubes, view());
  const xs = faces.flatMap((f) => f.points.filter((_, i) => i % 2 === 0));
  const ys = faces.flatMap((f) => f.points.filter((_, i) => i % 2 === 1));
  assert.ok(Math.abs(Math.min(...xs) - vb.x - 10) < 1e-9);
  assert.ok(Math.abs(vb.x + vb.width - Math.max(...xs) - 10) < 1e-9);
  assert.ok(Math.abs(Math.min(...ys) - vb.y - 10) < 1e-9);
  assert.ok(Math.abs(vb.y + vb.height - Math.max(...ys) - 10) < 1e-9);
});

test('a steady frame is the same at every angle, so a picture being turned does not zoom', () => {
  const p = full(3, 2, 2, (x) => x);
  const boxes = [0, 33, 90, 145, -60].map(
    (yaw) => polycubeShapes(p, view({ yaw, pitch: yaw / 3, frame: 'steady' })).viewBox,
  );
  for (const b of boxes) assert.deepEqual(b, boxes[0]);
  const fitted = polycubeShapes(p, view()).viewBox;
  assert.ok(
    fitted.width <= boxes[0].width && fitted.height <= boxes[0].height,
    'the steady frame holds the fit',
  );
});

test('letters on the faces that face the viewer, only on request', () => {
  const cube = packing(1, 1, 1, [0]);
  const lettered = (p: PolycubePacking, v: PolycubeView) =>
    polycubeShapes(p, v).faces.filter((f) => f.letter !== undefined);
  assert.equal(lettered(cube, view()).length, 0);
  assert.equal(lettered(cube, view({ letters: true })).length, 3);
  // Seen from high above, the sides are too slanted to hold a letter: only the top has one.
  const high = polycubeShapes(cube, view({ letters: true, pitch: 80 }));
  assert.deepEqual(
    high.faces.filter((f) => f.letter).map((f) => f.dir),
    [4],
  );
  // A full box at the default view: every visible face holds its piece's letter.
  const box = full(3, 3, 3, (_x, _y, z) => z);
  const faces = lettered(box, view({ letters: true }));
  assert.equal(faces.length, 27);
  assert.equal(
    faces.filter((f) => f.piece === 2).length,
    9 + 3 + 3,
    'the top layer: its top, front and right',
  );
});

test('turning a square piece by 90° gives the same picture', () => {
  const block = full(2, 2, 2, () => 0);
  const plate = full(3, 3, 1, () => 0);
  for (const p of [block, plate]) {
    for (const yaw of [10, 30, 65]) {
      const a = polycubeShapes(p, view({ yaw, pitch: 25 }));
      const b = polycubeShapes(p, view({ yaw: yaw + 90, pitch: 25 }));
      assert.equal(a.faces.length, b.faces.length);
      assert.deepEqual(
        a.faces.map((f) => f.fill).sort(),
        b.faces.map((f) => f.fill).sort(),
        'the light follows the viewer, so the same sides get the same shades',
      );
      for (const k of ['x', 'y', 'width', 'height'] as const) {
        assert.ok(Math.abs(a.viewBox[k] - b.viewBox[k]) < 1e-9, k);
      }
    }
  }
});

test('faces are shaded by the way they face: the top lightest, the sides darker', () => {
  const cube = packing(1, 1, 1, [0]);
  const lum = (hex: string): number =>
    [1, 3, 5].reduce((a, i) => a + parseInt(hex.slice(i, i + 2), 16), 0);
  const faces = polycubeShapes(cube, view()).faces;
  const of = (dir: number): number => lum(faces.find((f) => f.dir === dir)?.fill ?? '#000000');
  assert.ok(of(4) > of(2) && of(2) > of(0), 'top, then front, then right');
  // A hex colour of the piece's own: the top is lighter than it, the sides darker.
  const red = { ...cube, pieces: [{ letter: 'R', color: '#c04040' }] };
  const shades = polycubeShapes(red, view()).faces;
  assert.ok(lum(shades.find((f) => f.dir === 4)?.fill ?? '') > lum('#c04040'));
  assert.ok(lum(shades.find((f) => f.dir === 0)?.fill ?? '') < lum('#c04040'));
  assert.throws(
    () => polycubeShapes({ ...cube, pieces: [{ letter: 'R', color: 'red' }] }, view()),
    RangeError,
  );
});

test('bad packings and views fail clearly; an empty box has no face', () => {
  const cube = packing(1, 1, 1, [0]);
  assert.throws(
    () => polycubeShapes({ ...cube, labels: new Int32Array(2) }, view()),
    /2 for a 1×1×1 box/,
  );
  assert.throws(() => polycubeShapes({ ...cube, labels: Int32Array.from([1]) }, view()), /label 1/);
  assert.throws(() => polycubeShapes(cube, view({ explode: -1 })), /explode/);
  assert.throws(() => polycubeShapes(cube, view({ yaw: Number.NaN })), /finite/);
  assert.throws(() => polycubeShapes(cube, view({ size: 0 })), /size/);
  const empty = packing(
    2,
    2,
    2,
    Array.from({ length: 8 }, () => -1),
  );
  assert.equal(faceCount(empty, view()), 0);
});

test('pulled apart halfway, every piece of a Soma packing shows, from every side', () => {
  // Packing #100 of `placer tile 3x3x3 --pieces soma --list --distinct`, layer by layer: with
  // pieces moved in proportion to their distance from the centre, P and V stayed hidden behind
  // the others from some sides until the pieces were far apart.
  const rows = ['ZPP', 'ZZP', 'TZV', 'BBP', 'ABV', 'TTV', 'BLL', 'AAL', 'TAL'];
  const letters = [...new Set(rows.join(''))];
  const soma = packing(
    3,
    3,
    3,
    [...rows.join('')].map((ch) => letters.indexOf(ch)),
  );
  const steps = 30;
  for (let yaw = 0; yaw < 360; yaw += 45) {
    for (const pitch of [20, 50]) {
      const { faces, viewBox: vb } = polycubeShapes(soma, view({ yaw, pitch, explode: 0.5 }));
      const seen = new Array<number>(letters.length).fill(0);
      let drawn = 0;
      for (const [px, py] of samplePoints(vb, steps)) {
        // The last face drawn over the point is the one seen (painter's order, tested above).
        let last = -1;
        faces.forEach((f, k) => {
          if (onFace(f.points, px, py, 0) !== null) last = k;
        });
        if (last < 0) continue;
        seen[faces[last].piece]++;
        drawn++;
      }
      letters.forEach((l, t) =>
        assert.ok(
          seen[t] >= 0.02 * drawn,
          `yaw ${yaw}, pitch ${pitch}: ${l} shows at ${seen[t]} of ${drawn} points`,
        ),
      );
    }
  }
});
