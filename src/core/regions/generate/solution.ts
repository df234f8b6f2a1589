/**
 * Step 1 of generation (generate.ts): a random solution S into the grid's isStar, k stars per
 * row and column, none touching. Rows take admissible star sets in a random order, backtracking
 * row by row; a column that still needs more stars than the rows left can hold (no two in
 * adjacent rows) ends the branch, and a search that runs long starts over.
 */
import { popcount } from '../../bits.js';
import { shuffleInPlace, type Random } from '../../random.js';
import type { GenerationGrid } from './grid.js';

/** Backtracking steps before the search starts over with fresh orders. */
const RESTART_STEPS = 20000;

/** The rows' admissible star sets as column masks: k columns of n, no two adjacent. */
export function admissibleRows(n: number, k: number): Int32Array {
  const masks: number[] = [];
  for (let m = 0; m < 1 << n; m++) {
    if ((m & (m >>> 1)) === 0 && popcount(m) === k) masks.push(m);
  }
  return Int32Array.from(masks);
}

/** Row r's order of the s star sets, drawn afresh: order[r·s … r·s + s), tried from pos[r] = 0. */
function shuffleRow(order: Int32Array, pos: Int32Array, r: number, s: number, rng: Random): void {
  const o = r * s;
  for (let i = 0; i < s; i++) order[o + i] = i;
  shuffleInPlace(order, o, o + s, rng);
  pos[r] = 0;
}

/** Adds d (1 or −1) to the star count of each column in mask m. */
function addRow(count: Int32Array, n: number, m: number, d: number): void {
  for (let c = 0; c < n; c++) if ((m >>> c) & 1) count[c] += d;
}

/** Draws S into grid.isStar; `rows` is admissibleRows(n, k). */
export function drawSolution(grid: GenerationGrid, rows: Int32Array): void {
  const { n, k, rng } = grid;
  const s = rows.length;
  const order = new Int32Array(n * s);
  const pos = new Int32Array(n);
  const chosen = new Int32Array(n);
  const count = new Int32Array(n);
  const all = (1 << n) - 1;
  for (;;) {
    count.fill(0);
    let r = 0;
    let steps = 0;
    shuffleRow(order, pos, 0, s, rng);
    while (r < n && steps < RESTART_STEPS) {
      if (pos[r] === s) {
        r--;
        if (r < 0) break;
        addRow(count, n, chosen[r], -1);
        continue;
      }
      const m = rows[order[r * s + pos[r]++]];
      steps++;
      let full = 0;
      for (let c = 0; c < n; c++) if (count[c] === k) full |= 1 << c;
      const prev = r > 0 ? chosen[r - 1] : 0;
      if ((m & (full | prev | (prev << 1) | (prev >>> 1)) & all) !== 0) continue;
      addRow(count, n, m, 1);
      const left = n - r - 1;
      let ok = true;
      for (let c = 0; c < n && ok; c++) {
        // Rows left that column c can still use: every other one, not the next if it has a star now.
        const room = (m >>> c) & 1 ? left >> 1 : (left + 1) >> 1;
        if (k - count[c] > room) ok = false;
      }
      if (!ok) {
        addRow(count, n, m, -1);
        continue;
      }
      chosen[r++] = m;
      if (r < n) shuffleRow(order, pos, r, s, rng);
    }
    if (r === n) break;
  }
  const { isStar } = grid;
  isStar.fill(0);
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) if ((chosen[r] >>> c) & 1) isStar[r * n + c] = 1;
  }
}
