/**
 * `npm run bench`: placer against the C baselines in bench/anchors (and npm peers), side by side
 * in one run. Prints a table and writes bench/results/latest.json.
 *
 *   npm run bench                 every section
 *   npm run bench -- --quick      fewer sizes and repetitions
 *   npm run bench -- queens       only the named sections
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { fmt, ROOT, type BenchRow } from './lib.js';
import { benchHeuristics } from './heuristics.js';
import { benchQueens } from './queens.js';
import { benchQueue } from './queue.js';
import { benchTiling } from './tiling.js';
import { benchWeb } from './web.js';

type Section = (opts: { quick: boolean }) => Promise<BenchRow[]>;

const SECTIONS: Record<string, Section> = {
  queens: benchQueens,
  queue: benchQueue,
  heuristics: benchHeuristics,
  tiling: benchTiling,
  web: benchWeb,
};

const args = process.argv.slice(2);
const quick = args.includes('--quick');
const names = args.filter((a) => !a.startsWith('--'));
for (const name of names) {
  if (!(name in SECTIONS)) {
    console.error(
      `bench: unknown section '${name}' (sections: ${Object.keys(SECTIONS).join(', ')})`,
    );
    process.exit(2);
  }
}
const chosen = names.length > 0 ? names : Object.keys(SECTIONS);

const rows: BenchRow[] = [];
for (const name of chosen) {
  console.error(`bench: ${name}…`);
  rows.push(...(await SECTIONS[name]({ quick })));
}

const table = [
  ['section', 'case', 'placer s', 'baseline', 'baseline s', 'ratio', 'target', 'note'],
  ...rows.map((r) => [
    r.section,
    r.case,
    fmt(r.placer) + (r.unit === undefined ? '' : ` ${r.unit}`),
    r.baseline,
    fmt(r.baselineSeconds),
    fmt(r.ratio, 2),
    r.target,
    r.note ?? '',
  ]),
];
const widths = table[0].map((_, i) => Math.max(...table.map((row) => row[i].length)));
for (const row of table)
  console.log(
    row
      .map((cell, i) => cell.padEnd(widths[i]))
      .join('  ')
      .trimEnd(),
  );

mkdirSync(`${ROOT}bench/results`, { recursive: true });
const report = {
  date: new Date().toISOString(),
  node: process.version,
  cpu: cpus()[0]?.model ?? 'unknown',
  cores: cpus().length,
  quick,
  rows,
};
writeFileSync(`${ROOT}bench/results/latest.json`, JSON.stringify(report, null, 2) + '\n');
console.error('bench: wrote bench/results/latest.json');
