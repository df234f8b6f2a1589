/**
 * `npm run bench`: placer against the C baselines in bench/anchors (and npm peers), side by side
 * in one run. Prints a table and writes each section's results to bench/results/SECTION.json
 * (committed: the figures in README.md and docs/ are generated from them by
 * scripts/bench-tables.ts, and a test checks that they agree).
 *
 *   npm run bench                 every section
 *   npm run bench -- --quick      fewer sizes and repetitions
 *   npm run bench -- queens       only the named sections
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { fmt, ROOT, type BenchRow } from './lib.js';
import { benchHeuristics } from './heuristics.js';
import { benchPlay } from './play.js';
import { benchPolycubes } from './polycubes.js';
import { benchQueens } from './queens.js';
import { benchQueue } from './queue.js';
import { benchRegions } from './regions.js';
import { benchStartup } from './startup.js';
import { benchTiling } from './tiling.js';
import { benchWeb } from './web.js';
import { benchXcc } from './xcc.js';

type Section = (opts: { quick: boolean }) => Promise<BenchRow[]>;

const SECTIONS: Record<string, Section> = {
  queens: benchQueens,
  queue: benchQueue,
  heuristics: benchHeuristics,
  tiling: benchTiling,
  web: benchWeb,
  xcc: benchXcc,
  regions: benchRegions,
  polycubes: benchPolycubes,
  play: benchPlay,
  startup: benchStartup,
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

/** Stores one section's results as soon as it ends, so a later section's failure loses nothing. */
function store(run: { name: string; started: string; load: number[]; rows: BenchRow[] }): void {
  mkdirSync(`${ROOT}bench/results`, { recursive: true });
  if (run.rows.length === 0) return; // a section that skipped itself keeps its stored results
  const report = {
    section: run.name,
    command: `npm run bench -- ${args.join(' ')}`.trim(),
    date: run.started,
    machine: {
      cpu: cpus()[0]?.model ?? 'unknown',
      cores: cpus().length,
      memoryGiB: Math.round(totalmem() / 2 ** 30),
      node: process.version,
      platform: `${process.platform} ${process.arch}`,
    },
    // The 1-minute load average when the section started and ended: above the core count, the
    // machine was shared with other work, so absolute times are inflated; side-by-side ratios hold
    // better.
    loadAverage: run.load.map((l) => Number(l.toFixed(2))),
    quick,
    method:
      'whole processes (or the engine time each program reports, where a row says so), placer ' +
      'and its baseline run alternately after one warm-up each; figures are medians of `reps` runs',
    rows: run.rows,
  };
  const file = `bench/results/${run.name}.json`;
  writeFileSync(`${ROOT}${file}`, JSON.stringify(report, null, 2) + '\n');
  console.error(`bench: wrote ${file}`);
}

const rows: BenchRow[] = [];
for (const name of chosen) {
  console.error(`bench: ${name}…`);
  const started = new Date().toISOString();
  const loadBefore = loadavg()[0];
  const sectionRows = await SECTIONS[name]({ quick });
  rows.push(...sectionRows);
  // The conditions the section ran in: the 1-minute load average before and after.
  store({ name, started, load: [loadBefore, loadavg()[0]], rows: sectionRows });
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
