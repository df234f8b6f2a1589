// Driver for `npm run bench`: generating regions puzzles as users get them (the built dist/):
// generateRated, the one function behind `placer regions generate` and the page, for seeds
// 1 … COUNT. Each puzzle is checked inside (one solution by the counting search, solved by the
// hint rules). usage: node regions-generate-driver.mjs N K COUNT; prints one JSON object.
import { performance } from 'node:perf_hooks';
import { generateRated } from '../dist/core/regions/generateRated.js';

const [n, k, count] = process.argv.slice(2).map(Number);
const seconds = [];
const levels = [0, 0, 0, 0, 0];
const failed = [];
for (let seed = 1; seed <= count; seed++) {
  const t0 = performance.now();
  try {
    const made = generateRated(n, k, seed);
    levels[made.level]++;
  } catch (e) {
    failed.push(`${seed}: ${e instanceof Error ? e.message : String(e)}`);
  }
  seconds.push((performance.now() - t0) / 1000);
}
console.log(JSON.stringify({ n, k, count, seconds, levels, failed }));
