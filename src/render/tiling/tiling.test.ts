import { test } from 'node:test';
import assert from 'node:assert/strict';
import { pieceSet, selectPieces } from '../../core/tiling/pieceSets.js';
import { buildTilingProblem } from '../../core/tiling/problem.js';
import { parseRegionPicture, rectangle } from '../../core/tiling/region.js';
import { TilingSearch } from '../../core/tiling/tile.js';
import { tilingDrawing, tilingRows } from './tiling.js';
import { renderTilingSvg } from './tilingSvg.js';
import { renderTilingText } from './tilingText.js';
import { SCOTT_ROWS } from '../../../test/support/fixtures.js';

function first(region: ReturnType<typeof rectangle>, selection: string[] = []) {
  const p = buildTilingProblem(region, selectPieces(pieceSet('pentominoes'), new Map(), selection));
  const s = new TilingSearch(p, { mode: 'list' });
  assert.equal(s.run(), 'found');
  return tilingDrawing(p, s.tiling);
}

test('plain text: the region rows, one letter per cell, . for holes', () => {
  const rows8 = SCOTT_ROWS;
  const d = first(parseRegionPicture(rows8.join('\n') + '\n'));
  const rows = renderTilingText(d).split('\n');
  assert.deepEqual(rows, tilingRows(d));
  assert.equal(rows.length, 8);
  rows.forEach((row, r) => {
    assert.equal(row.length, 8);
    for (let c = 0; c < 8; c++)
      assert.equal(row[c] === '#', rows8[r][c] === '#', `row ${r}, column ${c}`);
  });
});

test('colour: ANSI backgrounds, two characters per cell, the letters kept', () => {
  const d = first(rectangle(10, 6));
  const text = renderTilingText(d, { color: true });
  const ESC = String.fromCharCode(27);
  assert.ok(text.includes(`${ESC}[48;5;`), 'ANSI 256-colour backgrounds');
  const plain = text
    .split(ESC)
    .map((part, i) => (i === 0 ? part : part.replace(/^\[[0-9;]*m/, '')))
    .join('');
  const rows = tilingRows(d);
  plain.split('\n').forEach((line, r) => assert.equal(line.replace(/ /g, ''), rows[r]));
});

test('touching copies of one piece get different colours', () => {
  const d = first(rectangle(10, 5), ['Y=*']);
  const { width: w, part, colors } = d;
  for (let i = 0; i < part.length; i++) {
    const right = (i % w) + 1 < w ? part[i + 1] : -1;
    const down = i + w < part.length ? part[i + w] : -1;
    for (const j of [right, down]) {
      if (j >= 0 && j !== part[i]) assert.notEqual(colors[part[i]], colors[j]);
    }
  }
});

test('SVG: standalone, one filled square per cell, one letter per piece, captions', () => {
  const d = first(rectangle(10, 6));
  const svg = renderTilingSvg([d, d], { title: 'two <tilings>', captions: ['#1', '#2'] });
  assert.match(svg, /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  assert.match(svg, /<title>two &lt;tilings&gt;<\/title>/);
  assert.equal((svg.match(/<rect x=/g) ?? []).length, 120);
  assert.equal((svg.match(/<text [^>]*><title>/g) ?? []).length, 24);
  assert.ok(svg.includes('>#2</text>'));
  assert.ok(svg.trimEnd().endsWith('</svg>'));
});

/** The SVG's width and height attributes, and the far corner of its drawn cells. */
function svgExtent(
  svg: string,
  s: number,
): { width: number; height: number; right: number; bottom: number } {
  const head = /<svg [^>]*width="(\d+)" height="(\d+)"/.exec(svg);
  assert.ok(head, 'the SVG has width and height attributes');
  let right = 0;
  let bottom = 0;
  for (const m of svg.matchAll(/<rect x="([\d.]+)" y="([\d.]+)"/g)) {
    right = Math.max(right, Number(m[1]) + s);
    bottom = Math.max(bottom, Number(m[2]) + s);
  }
  return { width: Number(head[1]), height: Number(head[2]), right, bottom };
}

test('SVG size: one tiling is its drawing plus the margins, several fill their grid', () => {
  const s = 32;
  const margin = 16;
  const caption = Math.round(s * 0.8);
  for (const [w, h] of [
    [6, 10],
    [10, 6],
    [5, 12],
    [20, 3],
  ] as const) {
    const d = first(rectangle(w, h));
    const one = svgExtent(renderTilingSvg([d]), s);
    assert.deepEqual(
      [one.width, one.height],
      [w * s + 2 * margin, h * s + 2 * margin],
      `one ${w}x${h} tiling`,
    );
    assert.deepEqual([one.right + margin, one.bottom + margin], [one.width, one.height]);
    for (let n = 2; n <= 7; n++) {
      const captions = Array.from({ length: n }, (_, k) => `#${k + 1}`);
      const many = svgExtent(renderTilingSvg(Array<typeof d>(n).fill(d), { captions }), s);
      const label = `${n} ${w}x${h} tilings`;
      assert.equal(many.width, many.right + margin, `${label}: no empty column`);
      assert.equal(many.height, many.bottom + caption + margin, `${label}: no empty row`);
    }
  }
});
