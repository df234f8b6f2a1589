import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseRegions, regionsConnected } from '../../../core/regions/puzzle.js';
import { countRegions } from '../../../core/regions/search.js';
import {
  blankGrid,
  gridParam,
  maxStarsFor,
  paintedText,
  parseGridParam,
  presetText,
  REGIONS_PRESETS,
} from './regionsGrid.js';

test('every preset is a grid of connected regions with exactly one solution', () => {
  for (const pr of REGIONS_PRESETS) {
    const p = parseRegions(presetText(pr.rows), pr.stars);
    assert.ok(regionsConnected(p), pr.id);
    assert.equal(countRegions(p, 2), 1, pr.id);
  }
});

test('the URL’s grid form reads back, blocked cells as _', () => {
  const text = 'AB#B\nAACB\nDDCC\nDDDC\n';
  assert.equal(gridParam(text), 'AB_B.AACB.DDCC.DDDC');
  assert.equal(parseGridParam(gridParam(text)), text);
  assert.throws(() => parseGridParam('AB.CD.EF'), /3 rows|needs/);
});

test('a blank grid is valid at once; a painted region gone is parseRegions’s to name', () => {
  for (const n of [4, 9, 32]) {
    const p = parseRegions(blankGrid(n), maxStarsFor(n));
    assert.equal(p.n, n);
  }
  const p = parseRegions(blankGrid(4));
  const cells = p.region.slice();
  cells.fill(0, 4, 8); // row 2 (region B) painted A: three regions left
  assert.throws(() => parseRegions(paintedText(4, cells, p.symbols)), /has 3 regions/);
  cells[5] = -1;
  assert.match(paintedText(4, cells, p.symbols), /^AAAA\nA#AA\n/);
});
