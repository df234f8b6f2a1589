import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { RegionFlood } from './regionFlood.js';

/** Region numbers from rows of digits ('.' blocked). */
function grid(rows: string[]): Int32Array {
  return Int32Array.from([...rows.join('')].map((ch) => (ch === '.' ? -1 : Number(ch))));
}

/** The pieces of region g by a plain fixpoint over side pairs: the reference the flood meets. */
function piecesByFixpoint(n: number, region: Int32Array, g: number): number {
  const label = Array.from(region, (h, x) => (h === g ? x : -1));
  for (let changed = true; changed;) {
    changed = false;
    for (let x = 0; x < n * n; x++) {
      for (const y of [x + 1, x + n]) {
        if (label[x] < 0 || y >= n * n || label[y] < 0) continue;
        if (y === x + 1 && y % n === 0) continue;
        const low = Math.min(label[x], label[y]);
        if (label[x] !== low || label[y] !== low) changed = true;
        label[x] = label[y] = low;
      }
    }
  }
  return new Set(label.filter((l) => l >= 0)).size;
}

test('pieces, a cell taken out, and every region whole, on a grid drawn by hand', () => {
  // Region 0 in two pieces (joined only at a corner), region 1 one piece, region 2 one cell.
  const region = grid(['0111', '1012', '1111', '1.11']);
  const flood = new RegionFlood(4);
  assert.equal(flood.pieces(region, 0), 2);
  assert.equal(flood.pieces(region, 1), 1);
  assert.equal(flood.pieces(region, 2), 1);
  assert.equal(flood.pieces(region, 3), 0);
  assert.equal(flood.allConnected(region, 4), false);
  // Region 1's cell r1c2 alone joins its top row to the rest; r3c3 is a leaf.
  assert.equal(flood.connectedWithout(region, 1 * 4 + 2, 1), false);
  assert.equal(flood.connectedWithout(region, 3 * 4 + 3, 1), true);
  // A region that is one cell cannot give it away.
  assert.equal(flood.connectedWithout(region, 1 * 4 + 3, 2), false);
  assert.equal(flood.allConnected(grid(['0011', '0011', '2233', '2233']), 4), true);
});

test('the flood counts pieces as a plain fixpoint does, search after search on one scratch', () => {
  fc.assert(
    fc.property(
      fc
        .integer({ min: 1, max: 7 })
        .chain((n) =>
          fc.tuple(
            fc.constant(n),
            fc.array(fc.integer({ min: -1, max: 2 }), { minLength: n * n, maxLength: n * n }),
          ),
        ),
      ([n, cells]) => {
        const region = Int32Array.from(cells);
        const flood = new RegionFlood(n);
        for (let g = 0; g < 3; g++) {
          const pieces = piecesByFixpoint(n, region, g);
          assert.equal(flood.pieces(region, g), pieces);
          for (let x = 0; x < n * n; x++) {
            if (region[x] !== g) continue;
            const without = region.slice();
            without[x] = -1;
            const whole = without.includes(g) && piecesByFixpoint(n, without, g) === 1;
            assert.equal(flood.connectedWithout(region, x, g), whole);
          }
        }
        const all = [0, 1, 2].every((g) => piecesByFixpoint(n, region, g) <= 1);
        assert.equal(flood.allConnected(region, 3), all);
      },
    ),
  );
});
