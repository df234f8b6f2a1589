/**
 * How step 3 of generation (unique.ts) kills a solution T other than the intended S: one of T's
 * stars x that S lacks moves to a neighbouring region h, together with the shortest path inside
 * its region g from x to a cell next to h (no star of S on it) and whatever the path cuts off
 * from g's stars of S. T then has fewer than k stars in g; S keeps k in every region; g and h
 * stay connected.
 */
import { shuffleInPlace } from '../../random.js';
import type { GenerationGrid } from './grid.js';

/**
 * Kills the solution `other` (see the header). Of the choices (one per star x) the one moving
 * the fewest cells is made, or one time in three the first in a random order; false if there is
 * none.
 */
export function killSolution(grid: GenerationGrid, other: Int32Array): boolean {
  const { rng, isStar } = grid;
  const order = other.slice();
  shuffleInPlace(order, 0, order.length, rng);
  // The smallest carve, or (one time in three) any carve: always the smallest can cycle
  // between two solutions that each carve brings back.
  const any = rng.below(3) === 0;
  let best = -1;
  let bestTurn = 0;
  let bestSize = 1 << 30;
  for (let i = 0; i < order.length; i++) {
    if (isStar[order[i]] === 1) continue;
    const turn = rng.below(4);
    const size = carve(grid, order[i], turn, false);
    if (size > 0 && (any ? best < 0 : size < bestSize)) {
      best = order[i];
      bestTurn = turn;
      bestSize = size;
    }
  }
  return best >= 0 && carve(grid, best, bestTurn, true) > 0;
}

/**
 * The carve for the star x: the number of cells it moves (0 when it cannot be made), made when
 * `apply`, else undone. `turn` (0 … 3) rotates the order of the four sides in the breadth-first
 * search, so that ties between paths fall at random but repeatably.
 */
function carve(grid: GenerationGrid, x: number, turn: number, apply: boolean): number {
  const { n, region, parent, isStar, flood } = grid;
  const { side, queue, mark } = flood;
  const cells = n * n;
  const g = region[x];
  // Breadth-first inside g, off S's stars, to the nearest cell beside another region.
  const stamp = flood.nextStamp();
  mark[x] = stamp;
  parent[x] = -1;
  queue[0] = x;
  let head = 0;
  let tail = 1;
  let end = -1;
  let h = -1;
  while (head < tail && end < 0) {
    const y = queue[head++];
    for (let d = 0; d < 4; d++) {
      const z = side[y * 4 + ((d + turn) & 3)];
      if (z >= 0 && region[z] !== g) {
        end = y;
        h = region[z];
        break;
      }
    }
    if (end >= 0) break;
    for (let d = 0; d < 4; d++) {
      const z = side[y * 4 + ((d + turn) & 3)];
      if (z >= 0 && mark[z] !== stamp && region[z] === g && isStar[z] === 0) {
        mark[z] = stamp;
        parent[z] = y;
        queue[tail++] = z;
      }
    }
  }
  if (end < 0) return 0;
  const moved: number[] = [];
  for (let y = end; y >= 0; y = parent[y]) {
    region[y] = h;
    moved.push(y);
  }
  // What the path cut off: g's cells not joined to its first star of S go to h too.
  let first = -1;
  let starsOfG = 0;
  for (let y = 0; y < cells; y++) {
    if (region[y] === g && isStar[y] === 1) {
      starsOfG++;
      if (first < 0) first = y;
    }
  }
  let ok = false;
  if (first >= 0) {
    const keep = flood.nextStamp();
    const joined = flood.spread(region, g, first, keep);
    let reached = 0;
    for (let i = 0; i < joined; i++) reached += isStar[queue[i]];
    ok = reached === starsOfG;
    if (ok) {
      for (let y = 0; y < cells; y++) {
        if (region[y] === g && mark[y] !== keep) {
          region[y] = h;
          moved.push(y);
        }
      }
    }
  }
  const size = moved.length;
  if (!ok || !apply) for (const y of moved) region[y] = g;
  if (!ok) return 0;
  return size;
}
