import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import {
  DEFAULT_POLYCUBE_VIEW,
  POLYCUBE_THEMES,
  polycubeLayersSvg,
  polycubeShapes,
  polycubeSvg,
  type PolycubePacking,
  type PolycubeView,
  polycubeSheetSvg,
  packingOf,
} from './polycubeSvg.js';
import { tilingDrawing } from './tiling.js';
import { buildTilingProblem } from '../../core/tiling/problem.js';
import { pieceSet, selectPieces } from '../../core/tiling/pieceSets.js';
import { parseRectangleSpec } from '../../core/tiling/region.js';
import { firstTiling } from '../../core/tiling/tile.js';

const count = (s: string, re: RegExp): number => (s.match(re) ?? []).length;
const polygons = (s: string): number => count(s, /<polygon /g);
/** Line segments drawn in ink (the piece borders and creases). */
const inkSegments = (s: string): number =>
  (s.match(/<path d="[^"]*"/g) ?? []).reduce((a, d) => a + count(d, /M/g), 0);

/** A packing from per-cell piece numbers; piece t has letter 'A' + t and palette colour t. */
function packing(width: number, height: number, depth: number, cells: number[]): PolycubePacking {
  const top = Math.max(-1, ...cells);
  const pieces = Array.from({ length: top + 1 }, (_, t) => ({
    letter: String.fromCharCode(65 + t),
    color: t,
  }));
  return { dims: { width, height, depth }, labels: Int32Array.from(cells), pieces };
}
const full = (
  w: number,
  h: number,
  d: number,
  piece: (x: number, y: number, z: number) => number,
) =>
  packing(
    w,
    h,
    d,
    Array.from({ length: w * h * d }, (_, i) =>
      piece(i % w, Math.floor(i / w) % h, Math.floor(i / (w * h))),
    ),
  );
const view = (over: Partial<PolycubeView> = {}): PolycubeView => ({
  ...DEFAULT_POLYCUBE_VIEW,
  ...over,
});
const viewBox = (s: string): number[] => {
  const m = /viewBox="([^"]*)"/.exec(s);
  assert.ok(m);
  return m[1].split(' ').map(Number);
};

/**
 * A small well-formedness check: tags nest and close, attribute values are quoted and hold no
 * '<', and every '&' starts an entity. Enough to catch unescaped text and unbalanced markup.
 */
function assertWellFormed(xml: string): void {
  const stack: string[] = [];
  const re =
    /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>|<|&(?!(?:amp|lt|gt|quot|#\d+);)/g;
  let m: RegExpExecArray | null;
  let roots = 0;
  let last = 0;
  while ((m = re.exec(xml)) !== null) {
    assert.ok(m[2] !== undefined, `stray ${JSON.stringify(m[0])} at ${m.index}`);
    const between = xml.slice(last, m.index);
    if (stack.length === 0) assert.equal(between.trim(), '', 'text outside the root');
    last = m.index + m[0].length;
    if (m[1] === '/') {
      assert.equal(stack.pop(), m[2], `</${m[2]}> closes the wrong element`);
    } else if (m[4] !== '/') {
      if (stack.length === 0) roots++;
      stack.push(m[2]);
    } else if (stack.length === 0) roots++;
  }
  assert.equal(stack.length, 0, `unclosed: ${stack.join(', ')}`);
  assert.equal(roots, 1, 'one root element');
  assert.equal(xml.slice(last).trim(), '');
}

test('a single cube shows 3 faces in a generic view, 2 edge-on at pitch 0, 1 straight on', () => {
  const cube = packing(1, 1, 1, [0]);
  assert.equal(polygons(polycubeSvg(cube, view())), 3);
  assert.equal(polygons(polycubeSvg(cube, view({ yaw: 200, pitch: -40 }))), 3);
  assert.equal(polygons(polycubeSvg(cube, view({ yaw: 45, pitch: 0 }))), 2);
  assert.equal(polygons(polycubeSvg(cube, view({ yaw: 0, pitch: 0 }))), 1);
  // Which faces: front (+y), right (+x) and top (+z) in the default view.
  const dirs = polycubeShapes(cube, view()).faces.map((f) => f.dir);
  assert.deepEqual([...dirs].sort(), [0, 2, 4]);
});

test('2×1×1: assembled, the face between the cells is never drawn; pulled apart, only between pieces', () => {
  const one = packing(2, 1, 1, [0, 0]);
  const two = packing(2, 1, 1, [0, 1]);
  // Assembled: tops, fronts and the right end, either way; the border between pieces is inked
  // on both top faces and both front faces (4 segments more).
  assert.equal(polygons(polycubeSvg(one, view())), 5);
  assert.equal(polygons(polycubeSvg(two, view())), 5);
  assert.equal(inkSegments(polycubeSvg(two, view())) - inkSegments(polycubeSvg(one, view())), 4);
  // Pulled apart: the left piece's right face comes into view; one piece stays 5 faces.
  assert.equal(polygons(polycubeSvg(one, view({ explode: 0.5 }))), 5);
  assert.equal(polygons(polycubeSvg(two, view({ explode: 0.5 }))), 6);
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
        assert.equal(polygons(polycubeSvg(p, view({ yaw: yaw + 90 * quarter, pitch }))), 27);
      },
    ),
    { numRuns: 60 },
  );
  // Pulled apart in layers: each layer shows its top (9), front (3) and right (3) faces.
  const layers = full(3, 3, 3, (_x, _y, z) => z);
  assert.equal(polygons(polycubeSvg(layers, view({ explode: 1 }))), 45);
  // A cube per piece: 3 faces each.
  const cubes = full(3, 3, 3, (x, y, z) => (z * 3 + y) * 3 + x);
  assert.equal(polygons(polycubeSvg(cubes, view({ explode: 1 }))), 81);
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
  const sizes = [0, 0.5, 1, 2].map((explode) => viewBox(polycubeSvg(cubes, view({ explode }))));
  for (let k = 1; k < sizes.length; k++) {
    assert.ok(sizes[k][2] > sizes[k - 1][2], `width grows at step ${k}`);
    assert.ok(sizes[k][3] > sizes[k - 1][3], `height grows at step ${k}`);
  }
  // Fitted: the drawing's points reach within the margin of every side.
  const { faces, viewBox: vb } = polycubeShapes(cubes, view());
  const xs = faces.flatMap((f) => f.points.filter((_, i) => i % 2 === 0));
  const ys = faces.flatMap((f) => f.points.filter((_, i) => i % 2 === 1));
  assert.ok(Math.abs(Math.min(...xs) - vb.x - 10) < 1e-9);
  assert.ok(Math.abs(vb.x + vb.width - Math.max(...xs) - 10) < 1e-9);
  assert.ok(Math.abs(Math.min(...ys) - vb.y - 10) < 1e-9);
  assert.ok(Math.abs(vb.y + vb.height - Math.max(...ys) - 10) < 1e-9);
  // The pixel size keeps the drawing's proportions.
  const s = polycubeSvg(cubes, view({ size: 300 }));
  const [, , vw, vh] = viewBox(s);
  assert.match(s, /width="300" height="([\d.]+)"/);
  const hAttr = Number(/height="([\d.]+)"/.exec(s)?.[1]);
  assert.ok(Math.abs(hAttr - (300 * vh) / vw) < 0.02);
});

test('a steady frame is the same at every angle, so a picture being turned does not zoom', () => {
  const p = full(3, 2, 2, (x) => x);
  const boxes = [0, 33, 90, 145, -60].map((yaw) =>
    viewBox(polycubeSvg(p, view({ yaw, pitch: yaw / 3, frame: 'steady' }))),
  );
  for (const b of boxes) assert.deepEqual(b, boxes[0]);
  const fitted = viewBox(polycubeSvg(p, view()));
  assert.ok(fitted[2] <= boxes[0][2] && fitted[3] <= boxes[0][3], 'the steady frame holds the fit');
});

test('letters on the faces that face the viewer, only on request', () => {
  const cube = packing(1, 1, 1, [0]);
  assert.equal(count(polycubeSvg(cube, view()), /<text /g), 0);
  assert.equal(count(polycubeSvg(cube, view({ letters: true })), /<text[^>]*>A<\/text>/g), 3);
  // Seen from high above, the sides are too slanted to hold a letter: only the top has one.
  const high = polycubeShapes(cube, view({ letters: true, pitch: 80 }));
  assert.deepEqual(
    high.faces.filter((f) => f.letter).map((f) => f.dir),
    [4],
  );
  // A full box at the default view: every visible face holds its piece's letter.
  const box = full(3, 3, 3, (_x, _y, z) => z);
  const s = polycubeSvg(box, view({ letters: true }));
  assert.equal(count(s, /<text /g), 27);
  assert.equal(count(s, />C<\/text>/g), 9 + 3 + 3, 'the top layer: its top, front and right');
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
    () => polycubeSvg({ ...cube, pieces: [{ letter: 'R', color: 'red' }] }, view()),
    RangeError,
  );
});

test('the output is well-formed XML with escaped letters, names and title, and deterministic', () => {
  const p: PolycubePacking = {
    dims: { width: 2, height: 1, depth: 2 },
    labels: Int32Array.from([0, 1, 0, -1]),
    pieces: [
      { letter: '<&>', color: 3, name: 'piece "one" & co' },
      { letter: '"', color: '#abc' },
    ],
  };
  for (const v of [view({ letters: true }), view({ letters: true, explode: 1, theme: 'dark' })]) {
    const s = polycubeSvg(p, { ...v, title: 'a <b> & "c"' });
    assertWellFormed(s);
    assert.match(s, /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" /);
    assert.match(s, /<title>a &lt;b&gt; &amp; &quot;c&quot;<\/title>/);
    assert.match(s, />&lt;&amp;&gt;<\/text>/);
    assert.match(s, /<title>piece &quot;one&quot; &amp; co<\/title>/);
    assert.match(s, />&quot;<\/text>/);
    assert.equal(s, polycubeSvg(p, { ...v, title: 'a <b> & "c"' }));
    // Every number has at most two decimals.
    for (const n of s.match(/-?\d+\.\d+/g) ?? []) assert.ok(n.split('.')[1].length <= 2, n);
  }
  const layers = polycubeLayersSvg(p, { title: '<layers>' });
  assertWellFormed(layers);
  assert.match(layers, /<title>&lt;layers&gt;<\/title>/);
  // The default title says what is drawn.
  assert.match(
    polycubeSvg(p, view()),
    /<title>2×1×2 box packed with 2 pieces, seen at yaw 30°, pitch 30°<\/title>/,
  );
});

test('themes: the background follows the theme', () => {
  const cube = packing(1, 1, 1, [0]);
  assert.match(polycubeSvg(cube, view()), new RegExp(`fill="${POLYCUBE_THEMES.light.paper}"`));
  assert.match(
    polycubeSvg(cube, view({ theme: 'dark' })),
    new RegExp(`<rect [^>]*fill="${POLYCUBE_THEMES.dark.paper}"`),
  );
  assert.match(
    polycubeLayersSvg(cube, { theme: 'dark' }),
    new RegExp(`fill="${POLYCUBE_THEMES.dark.text}">layer 1<`),
  );
});

test('bad packings and views fail clearly', () => {
  const cube = packing(1, 1, 1, [0]);
  assert.throws(
    () => polycubeSvg({ ...cube, labels: new Int32Array(2) }, view()),
    /2 for a 1×1×1 box/,
  );
  assert.throws(() => polycubeSvg({ ...cube, labels: Int32Array.from([1]) }, view()), /label 1/);
  assert.throws(() => polycubeSvg(cube, view({ explode: -1 })), /explode/);
  assert.throws(() => polycubeSvg(cube, view({ yaw: Number.NaN })), /finite/);
  assert.throws(() => polycubeLayersSvg(cube, { perRow: 0 }), /perRow/);
  // An empty box is drawn (nothing but the background), not an error.
  const empty = packing(
    2,
    2,
    2,
    Array.from({ length: 8 }, () => -1),
  );
  assert.equal(polygons(polycubeSvg(empty, view())), 0);
  assertWellFormed(polycubeSvg(empty, view()));
});

test('layers: one grid per layer from the bottom, captioned, with a letter per cell', () => {
  // Bottom layer all A, top layer B with a hole.
  const p = packing(3, 2, 2, [0, 0, 0, 0, 0, 0, 1, 1, -1, 1, 1, 1]);
  const s = polycubeLayersSvg(p);
  assert.deepEqual(s.match(/layer \d+/g), ['layer 1', 'layer 2']);
  assert.equal(count(s, /<rect x=/g), 12, 'a square per cell, the hole too');
  assert.equal(count(s, />A<\/text>/g), 6);
  assert.equal(count(s, />B<\/text>/g), 5);
  assert.equal(count(polycubeLayersSvg(p, { letters: false }), /<text[^>]*>[AB]</g), 0);
  // The hole is drawn empty, the cells in their piece colour (palette index 1 for B).
  assert.equal(count(s, new RegExp(`fill="${POLYCUBE_THEMES.light.empty}"`, 'g')), 1);
  // Layer 1 is left of layer 2, on one row.
  const xs = [...s.matchAll(/<text x="([\d.]+)" y="([\d.]+)"[^>]*>layer/g)].map((m) => [
    Number(m[1]),
    Number(m[2]),
  ]);
  assert.ok(xs[0][0] < xs[1][0] && xs[0][1] === xs[1][1]);
});

test('layers of a search under way: empty cells apart from holes, the focus cell ringed', () => {
  // 3×2×2: piece A on four cells of layer 1, cell 8 a hole, the rest empty; the search on cell 9.
  const p = packing(3, 2, 2, [0, 0, 0, 0, -1, -1, -1, -1, -1, -1, -1, -1]);
  const empty = Uint8Array.from([0, 0, 0, 0, 1, 1, 1, 1, 0, 1, 1, 1]);
  const s = polycubeLayersSvg(p, { empty, focus: 9 });
  const C = POLYCUBE_THEMES.light;
  assert.equal(count(s, new RegExp(`<rect x=[^>]*fill="${C.empty}"`, 'g')), 7);
  // The hole takes the paper's colour (the background is paper too).
  assert.equal(count(s, new RegExp(`<rect x=[^>]*fill="${C.paper}"`, 'g')), 1);
  const ring = [
    ...s.matchAll(/<rect x="([\d.]+)" y="([\d.]+)"[^>]*stroke="#0072b2"[^>]*data-focus="9"/g),
  ];
  assert.equal(ring.length, 1);
  // Cell 9 is layer 2, row 2, column 1: the ring lies inside that cell's square (the tenth).
  const [rx, ry] = [Number(ring[0][1]), Number(ring[0][2])];
  const squares = [...s.matchAll(/<rect x="([\d.]+)" y="([\d.]+)" width="28"/g)].map((m) => [
    Number(m[1]),
    Number(m[2]),
  ]);
  assert.equal(squares.length, 12);
  const [sx, sy] = squares[9];
  assert.ok(rx > sx && rx < sx + 28 && ry > sy && ry < sy + 28, `${rx},${ry} in ${sx},${sy}`);
  assertWellFormed(s);
  // Without the marks, nothing is ringed and every uncovered cell is an empty one.
  const plain = polycubeLayersSvg(p);
  assert.doesNotMatch(plain, /data-focus/);
  assert.equal(count(plain, new RegExp(`<rect x=[^>]*fill="${C.empty}"`, 'g')), 8);
});

test('layers wrap to several rows when there are many', () => {
  const deep = full(5, 5, 8, (_x, _y, z) => z);
  const s = polycubeLayersSvg(deep);
  const at = [...s.matchAll(/<text x="([\d.]+)" y="([\d.]+)"[^>]*>layer (\d+)/g)].map((m) => ({
    x: Number(m[1]),
    y: Number(m[2]),
    k: Number(m[3]),
  }));
  assert.deepEqual(
    at.map((a) => a.k),
    [1, 2, 3, 4, 5, 6, 7, 8],
  );
  const rows = new Set(at.map((a) => a.y));
  assert.equal(rows.size, 2, 'two rows of four');
  assert.equal(at.filter((a) => a.y === at[0].y).length, 4);
  // perRow decides: three per row makes three rows.
  const three = polycubeLayersSvg(deep, { perRow: 3 });
  const ys = new Set([...three.matchAll(/y="([\d.]+)"[^>]*>layer/g)].map((m) => m[1]));
  assert.equal(ys.size, 3);
  // A shallow box stays on one row.
  const soma = polycubeLayersSvg(full(3, 3, 3, (x) => x));
  assert.equal(new Set([...soma.matchAll(/y="([\d.]+)"[^>]*>layer/g)].map((m) => m[1])).size, 1);
});

test('a sheet of packings: one group of faces per packing, captions, the letters of each', () => {
  const region = parseRectangleSpec('3x3x3');
  assert.ok(region);
  const p = buildTilingProblem(region, selectPieces(pieceSet('soma'), new Map(), []));
  const t = firstTiling(p);
  assert.ok(t);
  const packing = packingOf(tilingDrawing(p, t));
  assert.deepEqual(packing.dims, { width: 3, height: 3, depth: 3 });
  const one = polycubeSheetSvg([packing], { title: 'one' });
  const two = polycubeSheetSvg([packing, packing], { title: 'two', captions: ['#1', '#2'] });
  const groups = (s: string) => (s.match(/<g transform=/g) ?? []).length;
  const polys = (s: string) => (s.match(/<polygon /g) ?? []).length;
  assert.equal(groups(one), 1);
  assert.equal(groups(two), 2);
  assert.equal(polys(two), 2 * polys(one));
  assert.equal(polys(one), 27, 'an assembled 3×3×3 shows 27 unit faces');
  assert.match(two, />#2</);
  assert.match(one, /<title>one<\/title>/);
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
