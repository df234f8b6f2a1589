/**
 * Regions generation figures (not yet a row of `npm run bench`): for each configuration, the
 * time to generate one puzzle for seeds 1 … count, on this thread, with its median, tenth and
 * ninetieth percentiles and worst case, the layouts drawn and search nodes spent per puzzle,
 * and the seeds that gave null (the node budget, 2·10^8 nodes, ran out). Every puzzle is
 * checked: one solution (countRegions to 2) and connected regions.
 *
 *   node --import tsx bench/regionsGenerate.ts [count] [NxN:k …]
 *
 * Default configurations: the targets' 10x10 k=1, 10x10 k=2, 18x18 k=1.
 */
import { generateRegions } from '../src/core/regions/generate.js';
import { regionsConnected } from '../src/core/regions/puzzle.js';
import { countRegions } from '../src/core/regions/search.js';

const args = process.argv.slice(2);
const count = args.length > 0 && /^\d+$/.test(args[0]) ? Number(args.shift()) : 20;
const configs = (args.length > 0 ? args : ['10x10:1', '10x10:2', '18x18:1']).map((a) => {
  const m = /^(\d+)x\1:(\d)$/.exec(a);
  if (m === null) throw new Error(`configuration ${a}: write NxN:k, e.g. 10x10:2`);
  return { n: Number(m[1]), k: Number(m[2]) };
});

const quantile = (sorted: number[], f: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(f * sorted.length))];

for (const { n, k } of configs) {
  const times: number[] = [];
  const nulls: number[] = [];
  let layouts = 0;
  let nodes = 0;
  for (let seed = 1; seed <= count; seed++) {
    const start = performance.now();
    const g = generateRegions({ size: n, stars: k, seed, maxNodes: 2e8 });
    const ms = performance.now() - start;
    if (g === null) {
      nulls.push(seed);
      continue;
    }
    if (countRegions(g.puzzle, 2) !== 1 || !regionsConnected(g.puzzle)) {
      throw new Error(`${n}x${n} k=${k} seed ${seed}: not one solution with connected regions`);
    }
    times.push(ms);
    layouts += g.layouts;
    nodes += g.nodes;
  }
  times.sort((a, b) => a - b);
  const ms = (f: number): string => (times.length === 0 ? '-' : quantile(times, f).toFixed(1));
  const per = (v: number): string => (times.length === 0 ? '-' : (v / times.length).toFixed(1));
  console.log(
    `${n}x${n} k=${k}  ${times.length}/${count} puzzles  median ${ms(0.5)} ms  ` +
      `p10 ${ms(0.1)}  p90 ${ms(0.9)}  max ${ms(1)}  layouts ${per(layouts)}  ` +
      `nodes ${per(nodes)}${nulls.length > 0 ? `  null: seeds ${nulls.join(' ')}` : ''}`,
  );
}
