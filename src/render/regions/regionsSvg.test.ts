import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { parseRegions, regionsFromCells } from '../../core/regions/puzzle.js';
import {
  CROSS,
  REGION_FILLS,
  REGION_PATTERNS,
  regionsLines,
  regionStyles,
  sharesFill,
  renderRegionsSvg,
  STAR,
} from './regionsSvg.js';

const count = (s: string, re: RegExp): number => (s.match(re) ?? []).length;
const GRID = parseRegions('AABB\nA#BB\nCCDD\nCCDD');

test('the SVG is standalone: xmlns, an escaped title, a star path per star, a cross per cross', () => {
  const marks = new Uint8Array(16);
  marks[0] = STAR;
  marks[11] = STAR;
  marks[3] = CROSS;
  const svg = renderRegionsSvg(GRID, { marks, title: 'a <b> & c' });
  assert.match(svg, /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="180" height="180"/);
  assert.match(svg, /<title>a &lt;b&gt; &amp; c<\/title>/);
  assert.equal(count(svg, /<path d="M50 6L/g), 2);
  assert.equal(count(svg, /<path d="M32 32L/g), 1);
  assert.doesNotMatch(svg, /<pattern/);
  assert.doesNotMatch(svg, /<text/);
});

test('letters and patterns on request: a letter per region cell, a pattern only where set', () => {
  const svg = renderRegionsSvg(GRID, { letters: true, patterns: true });
  assert.equal(count(svg, /<text /g), 15, 'every cell but the blocked one');
  assert.ok(count(svg, /<pattern id="rp/g) >= 1);
  const patterned = regionStyles(GRID).filter((s) => s.pattern > 0).length;
  assert.equal(patterned, 3, 'four regions: plain and three patterns');
  const perRegion = [0, 1, 2, 3].map((g) => GRID.region.filter((x) => x === g).length);
  const want = regionStyles(GRID).reduce((a, s, g) => a + (s.pattern > 0 ? perRegion[g] : 0), 0);
  assert.equal(count(svg, /fill="url\(#rp/g), want, `${patterned} regions patterned`);
});

/** Random grids: n random region numbers, each present (first n cells), some blocked. */
const gridArb = fc
  .integer({ min: 4, max: 10 })
  .chain((n) =>
    fc
      .array(fc.integer({ min: -1, max: n - 1 }), { minLength: n * n - n, maxLength: n * n - n })
      .map((rest) => regionsFromCells(n, [...Array.from({ length: n }, (_, g) => g), ...rest])),
  );

test('regions that share a side differ in fill and in pattern', () => {
  fc.assert(
    fc.property(gridArb, (p) => {
      const st = regionStyles(p);
      const { n, region } = p;
      const near: Set<number>[] = Array.from({ length: n }, () => new Set<number>());
      for (let i = 0; i < n * n; i++) {
        const g = region[i];
        const right = i % n < n - 1 ? region[i + 1] : -1;
        const below = i + n < n * n ? region[i + n] : -1;
        for (const h of [right, below]) {
          if (g >= 0 && h >= 0 && h !== g) {
            near[g].add(h);
            near[h].add(g);
          }
        }
      }
      // A region touching nine others or more may find every fill taken (random regions in
      // pieces are no map); any other differs from all its neighbours.
      for (let g = 0; g < n; g++) {
        if (near[g].size >= REGION_FILLS.length) continue;
        for (const h of near[g])
          if (near[h].size < REGION_FILLS.length)
            assert.notEqual(st[g].fill, st[h].fill, `${g} and ${h}`);
      }
      // Patterns: a region's neighbours and the regions of its fill (which must differ from it
      // in pattern, past nine regions) may hold every pattern; any other region's pattern differs
      // from all its neighbours'.
      const bound = (g: number): number =>
        near[g].size + st.filter((s, h) => h !== g && s.fill === st[g].fill).length;
      for (let g = 0; g < n; g++) {
        if (bound(g) >= REGION_PATTERNS.length) continue;
        for (const h of near[g])
          if (bound(h) < REGION_PATTERNS.length)
            assert.notEqual(st[g].pattern, st[h].pattern, `patterns of ${g} and ${h}`);
      }
      assert.ok(
        st.every((s) => s.fill < REGION_FILLS.length && s.pattern < REGION_PATTERNS.length),
      );
    }),
    { numRuns: 100 },
  );
});

test('a thick line between two regions, a thin one inside a region, and the outline', () => {
  // A 2×2 grid has no valid stars, but its drawing is defined: built by hand.
  const p = { n: 2, stars: 1, region: Int32Array.from([0, 1, 0, 1]), symbols: ['A', 'B'] };
  const l = regionsLines(p, 10);
  assert.equal(l.thin, 'M0 10h10M10 10h10');
  assert.equal(l.thick, 'M10 0v10M10 10v10M0 0h20v20h-20Z');
});

test('up to nine regions each have a fill of their own', () => {
  const p = regionsFromCells(
    9,
    Array.from({ length: 81 }, (_, i) => Math.floor(i / 9)),
  );
  assert.equal(new Set(regionStyles(p).map((s) => s.fill)).size, 9);
});

test('past nine regions, regions that share a fill differ in pattern, drawn without asking', () => {
  // Rows as regions, 10 to 16 of them, and random grids of sides 10 to 14.
  const grids = [10, 12, 16].map((n) =>
    regionsFromCells(
      n,
      Array.from({ length: n * n }, (_, i) => Math.floor(i / n)),
    ),
  );
  fc.assert(
    fc.property(
      fc.integer({ min: 10, max: 14 }).chain((n) =>
        fc
          .array(fc.integer({ min: 0, max: n - 1 }), {
            minLength: n * n - n,
            maxLength: n * n - n,
          })
          .map((rest) => regionsFromCells(n, [...Array.from({ length: n }, (_, g) => g), ...rest])),
      ),
      (p) => {
        const styles = regionStyles(p);
        const looks = new Set(styles.map((s) => `${s.fill}/${s.pattern}`));
        assert.equal(looks.size, p.n, 'every region has a look of its own');
      },
    ),
    { numRuns: 100 },
  );
  for (const p of grids) {
    const styles = regionStyles(p);
    assert.equal(new Set(styles.map((s) => `${s.fill}/${s.pattern}`)).size, p.n);
    assert.equal(sharesFill(styles), true);
    // Patterns are drawn though not asked for.
    assert.ok(count(renderRegionsSvg(p), /fill="url\(#rp/g) > 0);
  }
  // Nine regions or fewer: each its own fill, and no pattern unless asked.
  const nine = regionsFromCells(
    9,
    Array.from({ length: 81 }, (_, i) => Math.floor(i / 9)),
  );
  assert.equal(sharesFill(regionStyles(nine)), false);
  assert.equal(count(renderRegionsSvg(nine), /fill="url\(#rp/g), 0);
});

test('mono, for paper: no region colour, every region lettered, the hatchings drawn', () => {
  const colour = renderRegionsSvg(GRID);
  const mono = renderRegionsSvg(GRID, { mono: true });
  assert.ok(REGION_FILLS.some((f) => colour.includes(`fill="${f}"`)));
  for (const f of REGION_FILLS) assert.ok(!mono.includes(`fill="${f}"`), f);
  // A letter in each of the 15 cells that are not blocked.
  assert.equal(count(mono, /<text [^>]*>[ABCD]<\/text>/g), 15);
  assert.ok(mono.includes('<pattern id="rp'), 'the hatchings are defined');
});
