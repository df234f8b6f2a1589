#!/usr/bin/env node
// `npm start`: builds when the build is missing or older than a source, then runs
// `placer serve` (arguments after `npm start --` go to it), which prints the page's URL.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const OUTPUTS = ['dist/cli/bundle.js', 'dist/web/index.html'];
const INPUTS = [
  'src',
  'package.json',
  'package-lock.json',
  'vite.config.ts',
  'tsconfig.base.json',
  'tsconfig.build.json',
  'scripts/bundle-cli.mjs',
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

const built = Math.min(...OUTPUTS.map((p) => (existsSync(p) ? statSync(p).mtimeMs : 0)));
if (built === 0 || Math.max(...INPUTS.map(newest)) > built) {
  console.error('placer: building (npm run build)…');
  const r = spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
process.argv = [process.argv[0], 'placer', 'serve', ...process.argv.slice(2)];
const { main } = await import('../dist/cli/bundle.js');
process.exitCode = await main(process.argv);
