// Driver for `npm run bench`: times random access to a listing in one process (the built
// dist/): the one-time part table (a seek past the end counts all of it and learns the length),
// then single rows all over the listing, row 10,000,000 first.
// usage: node listing-driver.mjs N [fundamental]; prints one JSON object.
import { performance } from 'node:perf_hooks';
import { runToEnd } from '../dist/core/run/drive.js';
import { ListingSeek, solutionAt } from '../dist/core/queens/listing.js';

const n = Number(process.argv[2]);
const fundamental = process.argv[3] === 'fundamental';
const opts = { fundamental };
let t0 = performance.now();
const seek = new ListingSeek(n, 2n ** 62n, opts);
runToEnd(seek);
const tableSeconds = (performance.now() - t0) / 1000;
const total = Number(seek.total);
const ms = [];
for (let i = 0; i < 25; i++) {
  const k = i === 0 ? Math.min(10_000_000, total - 1) : Math.floor(total * ((i * 0.618034) % 1));
  t0 = performance.now();
  solutionAt(n, k, opts);
  ms.push(performance.now() - t0);
}
const sorted = [...ms].sort((a, b) => a - b);
console.log(
  JSON.stringify({
    n,
    fundamental,
    total,
    tableSeconds,
    rowMs: { first: ms[0], median: sorted[sorted.length >> 1], max: sorted[sorted.length - 1] },
  }),
);
