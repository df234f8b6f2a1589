#!/usr/bin/env node
// `npm run typecheck`: tsc over each part of the project (each tsconfig checks its own rules:
// core and render platform-free, the page with the DOM, its workers, the browser tests), two at
// a time. Each keeps incremental build info in node_modules/.cache/tsc, so a run after a small
// change checks again only what the change reaches (measured at load ~10: 48 s of CPU for the
// five from nothing, 21 s with the build info of a run before). Exit 1 when any has errors;
// their messages are printed as tsc prints them.
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

const PROJECTS = [
  'tsconfig.json',
  'tsconfig.core.json',
  'src/web/tsconfig.json',
  'src/web/workers/tsconfig.json',
  'test/browser/tsconfig.json',
];
const CACHE = resolve('node_modules/.cache/tsc');
const TSC = resolve('node_modules/typescript/bin/tsc');
/** tsc processes at once: the machine this runs on has two cores. */
const AT_ONCE = Number(process.env.PLACER_TYPECHECK_JOBS ?? 2);

mkdirSync(CACHE, { recursive: true });

function check(project) {
  const info = join(CACHE, `${project.replace(/[/\\]/g, '-')}.tsbuildinfo`);
  const child = spawn(
    process.execPath,
    [TSC, '-p', project, '--noEmit', '--incremental', '--tsBuildInfoFile', info],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let out = '';
  child.stdout.on('data', (b) => (out += b));
  child.stderr.on('data', (b) => (out += b));
  return new Promise((done) => child.on('close', (code) => done({ project, code, out })));
}

const queue = [...PROJECTS];
let failed = 0;
await Promise.all(
  Array.from({ length: AT_ONCE }, async () => {
    for (let p = queue.shift(); p !== undefined; p = queue.shift()) {
      const r = await check(p);
      if (r.code !== 0) {
        failed++;
        process.stdout.write(`tsc -p ${r.project}: errors\n${r.out}`);
      }
    }
  }),
);
process.exitCode = failed > 0 ? 1 : 0;
