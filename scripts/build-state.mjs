// Whether dist/ needs building, and building it: the published package needs no install script
// (npm 11 warns of one, and a user's install should compile nothing), so `npm ci` in a clone
// leaves dist/ unbuilt; `npm start` (scripts/start.mjs) and the test runner (run-tests.mjs)
// build it here when it is missing or older than a source. `npm pack` builds it too (prepack).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** What the build writes that the CLI, `placer serve` and the CLI tests run. */
export const OUTPUTS = ['dist/cli/bundle.js', 'dist/cli/poolWorker.js', 'dist/web/index.html'];
/** What the build reads. */
export const INPUTS = [
  'src',
  'kernels',
  'package.json',
  'package-lock.json',
  'vite.config.ts',
  'tsconfig.base.json',
  'tsconfig.build.json',
  'scripts/bundle-cli.mjs',
  'scripts/build-kernels.mjs',
];

/** Newest modification time under a file or folder (0 when missing). */
function newest(path) {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  let t = info.mtimeMs;
  for (const name of readdirSync(path)) t = Math.max(t, newest(join(path, name)));
  return t;
}

/** 'missing' (an output is not there), 'stale' (a source is newer than one), or null: built. */
export function buildNeed(root = '.') {
  const built = OUTPUTS.map((p) => join(root, p)).map((p) =>
    existsSync(p) ? statSync(p).mtimeMs : 0,
  );
  if (built.some((t) => t === 0)) return 'missing';
  return Math.max(...INPUTS.map((p) => newest(join(root, p)))) > Math.min(...built)
    ? 'stale'
    : null;
}

/** Builds dist/ (npm run build) when it is missing or stale; exits with the build's failure. */
export function buildIfNeeded() {
  const need = buildNeed();
  if (need === null) return;
  const why = need === 'missing' ? 'dist/ is not built' : 'a source is newer than dist/';
  console.error(`placer: building (npm run build): ${why}…`);
  const r = spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
