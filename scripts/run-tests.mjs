#!/usr/bin/env node
// Runs the test suite with node:test. Node 20's --test takes no globs, so this finds the files:
// unit tests beside the code (src/**/*.test.ts) and cross-cutting tests (test/**/*.test.ts).
// Files named *.slow.test.ts run only with --slow (`npm run test:slow`); arguments that are not
// options keep the files whose path holds one of them.
//
// The TypeScript is compiled first (scripts/test-build.mjs: what tsx would run, without tsx's
// second of CPU in each file's process); --tsx runs the sources through tsx instead, as before.
// Files start longest first (the wall times of the last run, kept in the build folder), so no
// long file starts last; the unit tests of src/ share a few processes, and the default run's
// browser files one (BATCHES below). The report is short (scripts/test-reporter.mjs: failures,
// skips, node:test's summary lines); --tap gives node:test's full TAP instead. At the end it prints the total wall and CPU time
// and the files that took the most CPU (PLACER_TEST_SLOWEST of them, 5 by default). Every
// test has a time limit, so a test waiting on a child that never answers fails instead of
// hanging the suite. The tests run with XDG_CACHE_HOME in a temporary folder, removed at the end,
// so no test (test/support/cli.ts gives each file its own as well) reads or leaves a default
// checkpoint in the user's ~/.cache/placer. The tests under test/ run the built CLI and page:
// dist/ is built first when it is missing or older than a source (build-state.mjs; a clone's
// `npm ci` builds nothing).
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { spawnSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { buildTests } from './test-build.mjs';
import { buildIfNeeded } from './build-state.mjs';
import { compiledPath, OUT_DIR, sourceOf } from './test-paths.mjs';

const started = performance.now();
const slow = process.argv.includes('--slow');
const tap = process.argv.includes('--tap');
const useTsx = process.argv.includes('--tsx');
/** Per test (and per file), in ms: far above the slowest under load, far below "hung". */
const TIMEOUT_MS = Number(process.env.PLACER_TEST_TIMEOUT_MS ?? (slow ? 60 * 60_000 : 180_000));
/** Test files run at once: the CLI and browser files mostly wait on children, so two fit 2 cores. */
const CONCURRENCY = Number(process.env.PLACER_TEST_CONCURRENCY ?? 2);
/**
 * Unit test files (src/) run together in this many processes (0: a process per file, as the
 * slow suite does): a process start with node:test is about 0.3 s of CPU, most of what a small
 * file costs, and src/ holds about a hundred of them. Their tests still report under their own
 * files; the CPU and wall time are the batch's, and a file that fails to load is a failing test
 * named by the file (the batch's other files still run). PLACER_TEST_BATCHES=0 runs each in its own
 * process, the browser files too.
 */
const BATCHES = Number(process.env.PLACER_TEST_BATCHES ?? (slow ? 0 : 4));
/** How many of the files that took the most CPU to name at the end. */
const SLOWEST = Number(process.env.PLACER_TEST_SLOWEST ?? 5);
const only = process.argv.slice(2).filter((a) => !a.startsWith('--'));
/** Wall seconds per test file in the last runs: the order to start them in. */
const TIMES = join(OUT_DIR, 'times.json');
const CPU_LOG = join(OUT_DIR, `cpu-${process.pid}.ndjson`);

function walk(dir, out) {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, out);
    else if (name.endsWith('.test.ts')) out.push(path);
  }
  return out;
}

/** CPU seconds (user + system) of this process and of the children it has waited for. */
function cpuSeconds() {
  const own = process.cpuUsage();
  let children = 0;
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    children = (Number(f[13]) + Number(f[14])) / 100;
  } catch {
    // no /proc: the children's time is unknown
  }
  return { own: (own.user + own.system) / 1e6, children };
}

const BATCH_DIR = join(OUT_DIR, 'batches');
const BATCH_PREFIX = 'unit tests, batch ';
const BROWSER_BATCH = 'browser tests, one process';

/** A test file that imports `members` ([source, URL]) in turn. */
function writeBatch(file, members, what) {
  // Each member imported in turn; one that fails to load becomes a failing test named by its
  // file, and the batch's other files still run.
  const body = [
    `// ${what} (scripts/run-tests.mjs)`,
    "import { test } from 'node:test';",
    `const members = ${JSON.stringify(members)};`,
    'for (const [file, url] of members) {',
    '  try {',
    '    await import(url);',
    '  } catch (error) {',
    '    test(`${file} fails to load`, () => {',
    '      throw error;',
    '    });',
    '  }',
    '}',
  ];
  writeFileSync(file, `${body.join('\n')}\n`);
}

/**
 * The paths to give the test process, longest first: each file (compiled, unless --tsx), with
 * the src/ files gathered into BATCHES files that import them (their times, from the last runs,
 * spread evenly), each placed by its total. The default run's browser files share one process
 * too, and so one Chromium and one server (test/support/browser.ts starts them once per
 * process): a browser file's own start costs about 4.5 s of CPU before its first test.
 */
function batchUnits(list) {
  const path = (f) => (useTsx ? resolve(f) : compiledPath(f));
  const entry = (f) => [f, pathToFileURL(path(f)).href];
  const units = list.filter((f) => f.startsWith('src/'));
  const browser = BATCHES > 0 ? list.filter((f) => f.startsWith('test/browser/')) : [];
  const batched = new Set(browser);
  const groups = [];
  rmSync(BATCH_DIR, { recursive: true, force: true });
  mkdirSync(BATCH_DIR, { recursive: true });
  if (browser.length > 1) {
    const file = join(BATCH_DIR, 'browser.test.js');
    writeBatch(file, browser.map(entry), BROWSER_BATCH);
    groups.push({ file, time: browser.reduce((t, f) => t + guess(f), 0) });
  } else batched.clear();
  if (BATCHES > 0 && units.length >= 3 * BATCHES) {
    const batches = Array.from({ length: BATCHES }, (_, i) => ({
      file: join(BATCH_DIR, `unit-${i + 1}.test.js`),
      members: [],
      time: 0,
    }));
    for (const f of [...units].sort((a, b) => guess(b) - guess(a))) {
      const b = batches.reduce((min, x) => (x.time < min.time ? x : min));
      b.members.push(f);
      b.time += guess(f);
    }
    for (const b of batches) {
      writeBatch(b.file, b.members.map(entry), BATCH_PREFIX.trim());
      groups.push(b);
    }
    for (const f of units) batched.add(f);
  }
  const rest = list.filter((f) => !batched.has(f)).map((f) => ({ file: path(f), time: guess(f) }));
  return [...rest, ...groups].sort((a, b) => b.time - a.time).map((x) => x.file);
}

/** "unit tests, batch K (N files)" or the browser batch's name for a batch file's path, else null. */
function batchName(file) {
  const m = /batches\/(?:unit-(\d+)|browser)\.test\.js$/.exec(file);
  if (m === null) return null;
  const line = readFileSync(file, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('const members = '));
  const members = line === undefined ? [] : JSON.parse(line.slice(16, -1));
  const name = m[1] === undefined ? BROWSER_BATCH : `${BATCH_PREFIX}${m[1]}`;
  return `${name} (${members.length} files)`;
}

function readJson(path, fallback) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return fallback;
  }
}

let files = [...walk('src', []), ...walk('test', [])].sort();
files = files.filter((f) => f.endsWith('.slow.test.ts') === slow);
if (only.length > 0) files = files.filter((f) => only.some((o) => f.includes(o)));
if (files.length === 0) {
  console.error('no test files found');
  process.exit(1);
}

// Longest first; a file never timed is guessed from where it lives (browser, then CLI, then unit).
const times = readJson(TIMES, {});
const guess = (f) =>
  times[f] ?? (f.startsWith('test/browser/') ? 60 : f.startsWith('test/') ? 20 : 5);
files.sort((a, b) => guess(b) - guess(a));

if (files.some((f) => f.startsWith('test/'))) buildIfNeeded();
const compiled = useTsx ? 0 : await buildTests();
const run = batchUnits(files);
const reporter = tap ? 'tap' : new URL('./test-reporter.mjs', import.meta.url).href;
const loader = useTsx ? ['--import', 'tsx'] : ['--enable-source-maps'];
/** The run's cache folder (XDG_CACHE_HOME): default checkpoints go there, not to ~/.cache. */
const cache = mkdtempSync(join(tmpdir(), 'placer-tests-cache-'));
// scripts/test-files.mjs keeps this order (`node --test` would sort the files by name).
const result = spawnSync(
  process.execPath,
  [
    ...loader,
    '--import',
    new URL('./test-cpu.mjs', import.meta.url).href,
    new URL('./test-files.mjs', import.meta.url).pathname,
    String(CONCURRENCY),
    String(TIMEOUT_MS),
    reporter,
    ...run,
  ],
  {
    stdio: 'inherit',
    env: { ...process.env, PLACER_TEST_CPU_LOG: CPU_LOG, XDG_CACHE_HOME: cache },
  },
);
rmSync(cache, { recursive: true, force: true });

// Per file: wall and CPU (its process and the children it waited for), from scripts/test-cpu.mjs.
const perFile = existsSync(CPU_LOG)
  ? readFileSync(CPU_LOG, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l))
      .map((r) => ({
        ...r,
        file: batchName(r.file) ?? sourceOf(r.file).replace(`${process.cwd()}/`, ''),
      }))
  : [];
rmSync(CPU_LOG, { force: true });
for (const r of perFile)
  if (!r.file.startsWith(BATCH_PREFIX) && !r.file.startsWith(BROWSER_BATCH))
    times[r.file] = Math.round(r.wall * 10) / 10;
if (perFile.length > 0) writeFileSync(TIMES, JSON.stringify(times, null, 1) + '\n');

const cpu = cpuSeconds();
const fileCpu = perFile.reduce((s, r) => s + r.cpu + r.children, 0);
const byCpu = [...perFile].sort((a, b) => b.cpu + b.children - (a.cpu + a.children));
if (byCpu.length > 0 && SLOWEST > 0) {
  const top = byCpu.slice(0, SLOWEST).map((r) => {
    const kids = r.children > 0 ? ` (${r.children.toFixed(1)} in children)` : '';
    return `${r.file} ${(r.cpu + r.children).toFixed(1)} s${kids}, ${r.wall.toFixed(1)} s wall`;
  });
  console.log(`most CPU: ${top.join('; ')}`);
}
const wall = (performance.now() - started) / 1000;
console.log(
  `# total ${wall.toFixed(1)} s wall, ${(cpu.own + cpu.children).toFixed(1)} s CPU ` +
    `(${files.length} files: ${fileCpu.toFixed(1)} s in their processes and children; ` +
    `${compiled} sources compiled)`,
);
process.exit(result.status ?? 1);
