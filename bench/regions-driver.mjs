// Driver for `npm run bench`: the regions solver's engine time in one process (the built dist/).
// usage: node regions-driver.mjs REPS FILE...; prints one line per file, "FILE SECONDS COLUMNS"
// (the median of REPS solves after as many warm-ups, and the solution's columns), as
// bench/anchors/regions_count.c --first does.
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { parseRegions } from '../dist/core/regions/puzzle.js';
import { solveRegions } from '../dist/core/regions/search.js';

const reps = Number(process.argv[2]);
for (const file of process.argv.slice(3)) {
  const p = parseRegions(readFileSync(file, 'utf8'));
  let solution = null;
  for (let i = 0; i < reps; i++) solution = solveRegions(p);
  const s = [];
  for (let i = 0; i < reps; i++) {
    const t0 = performance.now();
    solution = solveRegions(p);
    s.push((performance.now() - t0) / 1000);
  }
  s.sort((a, b) => a - b);
  const cols = solution === null ? [] : Array.from(solution, (x) => (x % p.n) + 1);
  console.log(`${file} ${s[reps >> 1].toFixed(9)} ${cols.join(' ')}`);
}
