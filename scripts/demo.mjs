#!/usr/bin/env node
// `npm start` until the web page lands: a short tour of the placer CLI, each command shown with
// its real output.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const bin = fileURLToPath(new URL('../bin/placer.js', import.meta.url));
const tour = [
  ['queens', 'count', '8'],
  ['queens', 'list', '8', '--fundamental'],
  ['queens', 'show', '8', '1 5 8 6 3 7 2 4'],
  ['queens', 'show', '5', '1 3 4 2 5'],
  ['queens', 'walk', '4', '--limit', '12'],
  ['queens', 'count', '14'],
  ['queens', 'solve', '8', '--method', 'greedy', '--seed', '1'],
  ['queens', 'solve', '1000000', '--seed', '42', '--no-placement'],
  ['tile', '6x10'],
  ['tile', '6x10', '--count'],
];
for (const args of tour) {
  const shown = args.map((a) => (a.includes(' ') ? `'${a}'` : a)).join(' ');
  console.log(`\n$ placer ${shown}`);
  const r = spawnSync(process.execPath, [bin, ...args], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
console.log('\nMore: node bin/placer.js --help, and README.md.');
