import { test } from 'node:test';
import assert from 'node:assert/strict';
import { tilingReference } from '../../../test/support/reference.js';
import { referencePieces, referenceRegion } from '../../../test/support/tilingCases.js';
import { buildTilingProblem } from './problem.js';
import { TilingSearch, type TilingSearchOptions } from './tile.js';
import { checkTiling } from './validate.js';

function count(region: string, pieces: string, opts: Partial<TilingSearchOptions>) {
  const p = buildTilingProblem(referenceRegion(region), referencePieces(pieces));
  const s = new TilingSearch(p, { mode: 'count', ...opts });
  while (s.run(1 << 20) !== 'done');
  return s;
}

test('every known answer, visiting every tiling (no symmetry breaking)', () => {
  for (const ref of tilingReference) {
    const s = count(ref.region, ref.pieces, { symmetry: 'none' });
    assert.equal(s.total, ref.total, `${ref.region} total`);
    assert.equal(s.distinct, ref.distinct, `${ref.region} distinct`);
  }
});

test('every known answer on dancing links, symmetry broken', () => {
  for (const ref of tilingReference) {
    const s = count(ref.region, ref.pieces, { engine: 'dlx' });
    assert.equal(s.total, ref.total, `${ref.region} total`);
    assert.equal(s.distinct, ref.distinct, `${ref.region} distinct`);
  }
});

test('all 9356 tilings of 6×10 are valid and different', () => {
  const p = buildTilingProblem(referenceRegion('6x10'), referencePieces('pentominoes'));
  const s = new TilingSearch(p, { mode: 'list' });
  const keys = new Set<string>();
  while (s.run() === 'found') {
    assert.equal(checkTiling(p, s.tiling), null);
    keys.add(
      Array.from(s.tiling)
        .sort((a, b) => a - b)
        .join(),
    );
  }
  assert.equal(keys.size, 9356);
});
