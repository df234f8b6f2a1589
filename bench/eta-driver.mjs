// Driver for `npm run bench`: the live ETA of a count (issue 10), as `placer queens count N`
// shows it, taken once 10% of the units are done, against the count's actual time. Runs the
// count in this process (the built dist/) on one thread, as the CLI does below N = 19.
// usage: node eta-driver.mjs N; prints one JSON object.
import { runCount } from '../dist/node/queens/countRunner.js';
import { unitsEtaSeconds } from '../dist/render/countProgress.js';

const n = Number(process.argv[2]);
let at = null;
const run = await runCount({
  n,
  // Reports every 20 ms (the CLI: 250 ms on a terminal), so the first past 10% is near it.
  progressEveryMs: 20,
  onProgress: (p) => {
    if (at !== null || p.done < p.total / 10) return;
    const elapsed = p.elapsedMs / 1000;
    at = { done: p.done, total: p.total, elapsed, predicted: elapsed + unitsEtaSeconds(p) };
  },
});
if (at === null) throw new Error(`N=${n}: no progress report past 10% of the units`);
console.log(JSON.stringify({ n, ...at, actual: run.seconds }));
