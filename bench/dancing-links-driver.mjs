// Baseline driver for `npm run bench`: counts every solution of a DLX-format exact-cover file
// with the npm package dancing-links (its streaming generator). The file is read by a small
// parser of its own, so no placer code takes part. usage: node dancing-links-driver.mjs FILE
import { readFileSync } from 'node:fs';
import { DancingLinks } from 'dancing-links';

const lines = readFileSync(process.argv[2], 'utf8')
  .split('\n')
  .map((l) => l.trim())
  .filter((l) => l !== '' && !l.startsWith('|'));
const [head, ...rows] = lines;
const [prim, sec = ''] = head.split('|');
const primary = prim.split(/\s+/).filter(Boolean);
const secondary = sec.split(/\s+/).filter(Boolean);
const index = new Map([...primary, ...secondary].map((name, i) => [name, i]));
const options = rows.map((row) => row.split(/\s+/).map((name) => index.get(name)));
const dlx = new DancingLinks();
// Without secondary items the package's plain (fastest) form is used.
let solver;
if (secondary.length === 0) {
  solver = dlx.createSolver({ columns: primary.length });
  solver.addSparseConstraints(options.map((ids, k) => ({ data: k, columnIndices: ids })));
} else {
  solver = dlx.createSolver({ primaryColumns: primary.length, secondaryColumns: secondary.length });
  solver.addSparseConstraints(
    options.map((ids, k) => ({
      data: k,
      columnIndices: {
        primary: ids.filter((i) => i < primary.length),
        secondary: ids.filter((i) => i >= primary.length).map((i) => i - primary.length),
      },
    })),
  );
}
let count = 0;
for (const solution of solver.createGenerator()) if (solution) count++;
console.log(count);
