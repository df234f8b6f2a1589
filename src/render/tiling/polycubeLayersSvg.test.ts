import assert from 'node:assert/strict';
import { test } from 'node:test';
import { POLYCUBE_THEMES } from './polycubeColours.js';
import { polycubeLayersSvg } from './polycubeLayersSvg.js';
import {
  assertWellFormed,
  count,
  ESCAPES,
  full,
  packing,
} from '../../../test/support/polycubes.js';

test("the layers are well-formed with an escaped title, the theme's colours and clear failures", () => {
  const p = ESCAPES;
  const layers = polycubeLayersSvg(p, { title: '<layers>' });
  assertWellFormed(layers);
  assert.match(layers, /<title>&lt;layers&gt;<\/title>/);
  assert.match(layers, />&lt;&amp;&gt;<\/text>/);
  assert.match(layers, /<title>piece &quot;one&quot; &amp; co<\/title>/);
  const cube = packing(1, 1, 1, [0]);
  assert.match(
    polycubeLayersSvg(cube, { theme: 'dark' }),
    new RegExp(`fill="${POLYCUBE_THEMES.dark.text}">layer 1<`),
  );
  assert.throws(() => polycubeLayersSvg(cube, { perRow: 0 }), /perRow/);
  assert.throws(() => polycubeLayersSvg({ ...cube, labels: Int32Array.from([1]) }), /label 1/);
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
  // A hint's cells ringed besides, each inside its own square.
  const hinted = polycubeLayersSvg(p, { empty, focus: null, ringed: [5, 10] });
  assert.doesNotMatch(hinted, /data-focus/);
  for (const cell of [5, 10]) {
    const m = new RegExp(`<rect x="([\\d.]+)" y="([\\d.]+)"[^>]*data-ring="${cell}"`).exec(hinted);
    assert.ok(m, `cell ${cell} ringed`);
    const [qx, qy] = squares[cell];
    assert.ok(
      Number(m[1]) > qx && Number(m[1]) < qx + 28 && Number(m[2]) > qy && Number(m[2]) < qy + 28,
    );
  }
  assert.equal(count(hinted, /data-ring=/g), 2);
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
