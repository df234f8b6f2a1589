import assert from 'node:assert/strict';
import { test } from 'node:test';
import { POLYCUBE_THEMES } from './polycubeColours.js';
import { packingOf } from './polycubePacking.js';
import { polycubeShapes } from './polycubeShapes.js';
import { polycubeSheetSvg, polycubeSvg } from './polycubeSvg.js';
import { tilingDrawing } from './tiling.js';
import { svgNumber } from '../xml.js';
import { buildTilingProblem } from '../../core/tiling/problem.js';
import { pieceSet, selectPieces } from '../../core/tiling/pieceSets.js';
import { parseRectangleSpec } from '../../core/tiling/region.js';
import { firstTiling } from '../../core/tiling/tile.js';
import {
  assertWellFormed,
  count,
  ESCAPES,
  full,
  packing,
  view,
} from '../../../test/support/polycubes.js';

const viewBox = (s: string): number[] => {
  const m = /viewBox="([^"]*)"/.exec(s);
  assert.ok(m);
  return m[1].split(' ').map(Number);
};

test('the SVG draws the shapes: a polygon per face, a path per inked face, a text per letter', () => {
  const box = full(3, 3, 3, (_x, _y, z) => z);
  for (const v of [view({ letters: true }), view({ explode: 1, yaw: -50, pitch: 10 })]) {
    const { faces, viewBox: vb } = polycubeShapes(box, v);
    const s = polycubeSvg(box, v);
    assert.equal(count(s, /<polygon /g), faces.length);
    assert.equal(count(s, /<path d=/g), faces.filter((f) => f.edges !== '').length);
    assert.equal(count(s, /<text /g), faces.filter((f) => f.letter !== undefined).length);
    assert.deepEqual(viewBox(s), [vb.x, vb.y, vb.width, vb.height].map(svgNumber).map(Number));
    // In drawing order: the data-piece attributes follow the faces.
    assert.deepEqual(
      [...s.matchAll(/data-piece="(\d+)"/g)].map((m) => Number(m[1])),
      faces.map((f) => f.piece),
    );
  }
});

test('the pixel size keeps the drawing’s proportions', () => {
  const cubes = full(2, 2, 2, (x, y, z) => (z * 2 + y) * 2 + x);
  const s = polycubeSvg(cubes, view({ size: 300 }));
  const [, , vw, vh] = viewBox(s);
  assert.match(s, /width="300" height="([\d.]+)"/);
  const hAttr = Number(/height="([\d.]+)"/.exec(s)?.[1]);
  assert.ok(Math.abs(hAttr - (300 * vh) / vw) < 0.02);
});

test('the output is well-formed XML with escaped letters, names and title, and deterministic', () => {
  const p = ESCAPES;
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
  // An empty box is drawn (nothing but the background), not an error.
  const empty = packing(
    2,
    2,
    2,
    Array.from({ length: 8 }, () => -1),
  );
  assert.equal(count(polycubeSvg(empty, view()), /<polygon /g), 0);
  assertWellFormed(polycubeSvg(empty, view()));
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
