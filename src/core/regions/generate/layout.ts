/**
 * Step 2 of generation (generate.ts): a layout with k stars of S in every region, every region
 * connected. Each region starts at a star of S and, for k > 1, takes the nearest free stars of S
 * through paths of free plain cells (breadth-first); then the regions grow over the free cells,
 * a random frontier cell at a time, each region with a random weight so that sizes vary.
 */
import { shuffleInPlace } from '../../random.js';
import type { GenerationGrid } from './grid.js';

/**
 * Lays out grid.region for the solution in grid.isStar; false when a region could not reach its
 * k stars (the caller draws another layout).
 */
export function growLayout(grid: GenerationGrid): boolean {
  if (!seedRegions(grid)) return false;
  growRegions(grid);
  return true;
}

/**
 * Each region's start: a star of S (in a random order) and, for k > 1, the paths to its nearest
 * k − 1 free stars. The other cells are left free (−1); false when a region finds too few stars.
 */
function seedRegions(grid: GenerationGrid): boolean {
  const { n, k, rng, region, isStar, parent } = grid;
  const { side, queue, mark } = grid.flood;
  const cells = n * n;
  region.fill(-1);
  const stars = grid.solutionCells();
  shuffleInPlace(stars, 0, stars.length, rng);
  let g = 0;
  for (let i = 0; i < stars.length; i++) {
    if (region[stars[i]] >= 0) continue;
    region[stars[i]] = g;
    for (let more = 1; more < k; more++) {
      // Breadth-first from the region through free plain cells to the nearest free star.
      const stamp = grid.flood.nextStamp();
      let head = 0;
      let tail = 0;
      for (let x = 0; x < cells; x++) {
        if (region[x] === g) {
          queue[tail++] = x;
          mark[x] = stamp;
          parent[x] = -1;
        }
      }
      let found = -1;
      while (head < tail && found < 0) {
        const x = queue[head++];
        const turn = rng.below(4);
        for (let d = 0; d < 4; d++) {
          const y = side[x * 4 + ((d + turn) & 3)];
          if (y < 0 || mark[y] === stamp || region[y] >= 0) continue;
          mark[y] = stamp;
          parent[y] = x;
          if (isStar[y] === 1) {
            found = y;
            break;
          }
          queue[tail++] = y;
        }
      }
      if (found < 0) return false;
      for (let y = found; y >= 0 && region[y] < 0; y = parent[y]) region[y] = g;
    }
    g++;
  }
  return true;
}

/** The regions grown over the free cells: a region drawn by weight, then one of its free sides. */
function growRegions(grid: GenerationGrid): void {
  const { n, k, rng, region } = grid;
  const { side } = grid.flood;
  const cells = n * n;
  const weight = new Float64Array(n);
  // Sizes must vary: small regions pin their stars, and even sizes leave many solutions
  // (measured on 14x14, 2 stars: 4.8 s a puzzle with equal weights, 0.4 s with these). With
  // 2 or 3 stars, two regions in three barely grow past their stars' paths (0.9 s on 16x16
  // against 9.7 s with the weights of 1 star, which keep more variety where they suffice).
  for (let h = 0; h < n; h++) {
    weight[h] = k === 1 ? 0.05 + rng.float() * rng.float() : rng.below(3) === 0 ? 1 : 0.002;
  }
  const frontier = new Int32Array(cells * 4);
  let free = 0;
  for (let x = 0; x < cells; x++) if (region[x] < 0) free++;
  while (free > 0) {
    // Pairs (free cell, region next to it); the pick is by the region's weight.
    let m = 0;
    let total = 0;
    for (let x = 0; x < cells; x++) {
      if (region[x] < 0) continue;
      for (let d = 0; d < 4; d++) {
        const y = side[x * 4 + d];
        if (y >= 0 && region[y] < 0) {
          frontier[m++] = y * n + region[x];
          total += weight[region[x]];
        }
      }
    }
    let t = rng.float() * total;
    let pick = m - 1;
    for (let i = 0; i < m; i++) {
      t -= weight[frontier[i] % n];
      if (t < 0) {
        pick = i;
        break;
      }
    }
    const y = Math.floor(frontier[pick] / n);
    region[y] = frontier[pick] % n;
    free--;
  }
}
