// Copies the README's screenshots from the browser tests' output (test/.screenshots, written by
// the default and the slow suite) into docs/screenshots, where the README links them. Run after
// both: `npm test && npm run test:slow && npm run screenshots`.
import { copyFileSync, existsSync, mkdirSync } from 'node:fs';

const SHOTS = [
  'placements-8-light.png',
  'placements-15-row-2000000.png',
  'watch-backtrack-dark.png',
  'one-mutation-dark.png',
  'one-min-conflicts-light.png',
  'play-completions.png',
  'phone-play.png',
  'tilings-6x10-2000.png',
  'tiling-watch-6x10-step-40.png',
  'calendar-hint.png',
  'cover-langford.png',
  'polycubes-3x3x3-100.png',
  'regions-hint.png',
  'kings-7x6-9.png',
];
const from = new URL('../test/.screenshots/', import.meta.url);
const to = new URL('../docs/screenshots/', import.meta.url);
mkdirSync(to, { recursive: true });
const missing = SHOTS.filter((s) => !existsSync(new URL(s, from)));
if (missing.length > 0) {
  console.error(
    `screenshots: missing ${missing.join(', ')} in test/.screenshots: run npm test and npm run test:slow first`,
  );
  process.exit(1);
}
for (const s of SHOTS) copyFileSync(new URL(s, from), new URL(s, to));
console.log(`screenshots: ${SHOTS.length} copied to docs/screenshots/`);
