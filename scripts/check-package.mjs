#!/usr/bin/env node
// Checks the package as npm would publish it (run by `npm test` after the build):
//   1. `npm pack` holds what a library user and the `placer` bin need and nothing else: the
//      library's JS and .d.ts (dist/index, dist/core, dist/render, dist/library), the bundled CLI
//      and its pool worker and queue, the built web page for `placer serve`, bin/, README, package.json.
//      No tests, no source maps (their sources are not shipped), no unbundled CLI or Node files.
//   2. Are the types wrong? @arethetypeswrong/cli on the tarball, as an ESM-only package.
//   3. Installed from the tarball into an empty folder (no dependencies fetched): the library
//      imports by its name and counts, and the bin runs, so nothing it needs was left out.
//   4. No install-time script (preinstall, install, postinstall, prepare): an install compiles
//      nothing (npm 11 warns of a script that allowScripts does not cover); `npm pack` builds
//      dist/ (prepack), and a clone's `npm start` and `npm test` build it when it is needed.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ALLOWED = [
  /^package\.json$/,
  /^README\.md$/,
  /^LICENSE$/,
  /^bin\/placer\.js$/,
  /^dist\/index\.(js|d\.ts)$/,
  /^dist\/(core|render|library)\/.+\.(js|d\.ts)$/,
  /^dist\/cli\/((bundle|poolWorker)(-\w+)?|queue\/index)\.js$/,
  /^dist\/web\/.+$/,
];
const REQUIRED = [
  'package.json',
  'bin/placer.js',
  'dist/index.js',
  'dist/index.d.ts',
  'dist/cli/bundle.js',
  'dist/cli/poolWorker.js',
  'dist/cli/queue/index.js',
  'dist/web/index.html',
];
/**
 * Above today's ~4.2 MB unpacked (the CLI's three bundles are 2.4 MB of it): a guard against
 * shipping something big by mistake, not a budget to fill.
 */
const MAX_UNPACKED = 5_000_000;

const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
/** What npm runs on an install of the package, or (prepare) of a clone or git dependency. */
const INSTALL_SCRIPTS = ['preinstall', 'install', 'postinstall', 'prepare', 'prepublish'];
const work = mkdtempSync(join(tmpdir(), 'placer-pack-'));
const problems = [];
try {
  // --ignore-scripts: npm test has just built dist/; `prepack` would build it again.
  const out = execFileSync(
    'npm',
    ['pack', '--ignore-scripts', '--json', '--pack-destination', work],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const [info] = JSON.parse(out);
  const files = info.files.map((f) => f.path);
  for (const f of files) {
    if (!ALLOWED.some((re) => re.test(f))) problems.push(`packed but not needed: ${f}`);
  }
  for (const f of REQUIRED) if (!files.includes(f)) problems.push(`needed but not packed: ${f}`);
  if (info.unpackedSize > MAX_UNPACKED) {
    problems.push(`the package unpacks to ${info.unpackedSize} bytes (limit ${MAX_UNPACKED})`);
  }
  const tarball = join(work, info.filename);

  const attw = spawnSync(
    process.execPath,
    [
      'node_modules/@arethetypeswrong/cli/dist/index.js',
      tarball,
      '--profile',
      'esm-only',
      '--format',
      'ascii',
      '--no-color',
    ],
    { encoding: 'utf8' },
  );
  if (attw.status !== 0) {
    problems.push(`@arethetypeswrong/cli found problems:\n${attw.stdout}${attw.stderr}`);
  }

  // Unpacked by hand into node_modules/<name>: what `npm install <tarball>` lays out for a
  // package without dependencies (checked above: the bundle carries the CLI's own).
  const user = join(work, 'user');
  const home = join(user, 'node_modules', pkg.name);
  mkdirSync(home, { recursive: true });
  execFileSync('tar', ['-xzf', tarball, '-C', home, '--strip-components=1']);
  writeFileSync(
    join(user, 'use.mjs'),
    `import { queens, tiling } from '${pkg.name}';\n` +
      `const c = queens.countQueens(6);\n` +
      `console.log(String(c.total), String(c.fundamental), Object.keys(tiling).length > 0);\n`,
  );
  const used = spawnSync(process.execPath, ['use.mjs'], { cwd: user, encoding: 'utf8' });
  if (used.status !== 0 || used.stdout.trim() !== '4 1 true') {
    problems.push(`the installed library did not run:\n${used.stdout}${used.stderr}`);
  }
  const bin = join(home, pkg.bin.placer);
  const ran = spawnSync(process.execPath, [bin, 'queens', 'count', '6', '-q'], {
    cwd: user,
    encoding: 'utf8',
  });
  if (ran.status !== 0 || !/\b4\b/.test(ran.stdout)) {
    problems.push(`the installed bin did not run:\n${ran.stdout}${ran.stderr}`);
  }
  for (const name of INSTALL_SCRIPTS) {
    if (pkg.scripts?.[name] !== undefined) {
      problems.push(`package.json has an install-time script, ${name}: build in prepack instead`);
    }
  }
  if (Object.keys(pkg.dependencies ?? {}).length > 0) {
    problems.push('the package has dependencies: the CLI bundle carries what it needs');
  }
  if (problems.length === 0) {
    const kb = (n) => `${Math.round(n / 1000)} kB`;
    console.log(
      `package: ${files.length} files, ${kb(info.size)} packed, ${kb(info.unpackedSize)} unpacked; types ok (attw esm-only); installs and runs`,
    );
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
