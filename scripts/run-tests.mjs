#!/usr/bin/env node
// Runs the test suite with node:test (TypeScript through tsx). Node 20's --test takes no globs,
// so this finds the files: unit tests beside the code (src/**/*.test.ts) and cross-cutting tests
// (test/**/*.test.ts). Files named *.slow.test.ts run only with --slow (`npm run test:slow`).
// The report is short (scripts/test-reporter.mjs: failures, skips, slowest files, node:test's
// summary lines); --tap gives node:test's full TAP instead. Every test has a time limit, so a test
// waiting on a child that never answers fails instead of hanging the suite.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';

const slow = process.argv.includes('--slow');
const tap = process.argv.includes('--tap');
/** Per test, in ms: far above the slowest default test under load, far below "hung". */
const TIMEOUT_MS = slow ? 60 * 60_000 : 180_000;
/** Test files run at once: the CLI and browser files mostly wait on children, so two fit 2 cores. */
const CONCURRENCY = Number(process.env.PLACER_TEST_CONCURRENCY ?? 2);
const only = process.argv.slice(2).filter((a) => !a.startsWith('--'));

function walk(dir, out) {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, out);
    else if (name.endsWith('.test.ts')) out.push(path);
  }
  return out;
}

let files = [...walk('src', []), ...walk('test', [])].sort();
files = files.filter((f) => f.endsWith('.slow.test.ts') === slow);
if (only.length > 0) files = files.filter((f) => only.some((o) => f.includes(o)));
if (files.length === 0) {
  console.error('no test files found');
  process.exit(1);
}
const reporter = tap
  ? ['--test-reporter=tap']
  : [`--test-reporter=${new URL('./test-reporter.mjs', import.meta.url).href}`];
const result = spawnSync(
  process.execPath,
  [
    '--import',
    'tsx',
    '--test',
    `--test-concurrency=${CONCURRENCY}`,
    `--test-timeout=${TIMEOUT_MS}`,
    ...reporter,
    ...files,
  ],
  { stdio: 'inherit' },
);
process.exit(result.status ?? 1);
