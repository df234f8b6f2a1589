/**
 * Start-up: what a command costs before its work, against `node -e 0` (Node's own start on the
 * same CPU). `placer --version` loads the CLI's entry and commander only (src/cli/main.ts loads a
 * family when its command is used); short runs (a count of N = 8, the first 6×10 tiling, a small
 * kings count) load their own family alone. Whole processes,
 * alternating runs after one warm-up each, both pinned to the same CPU; medians. The goal is a
 * difference, not a ratio: `placer --version` within 30 ms of `node -e 0`.
 */
import { CAN_PIN, pinned, placer, sideBySide, type BenchRow, type Command } from './lib.js';

const NODE: Command = { cmd: process.execPath, args: ['-e', '0'] };

const CASES: readonly { label: string; args: readonly string[]; target: string }[] = [
  { label: 'placer --version', args: ['--version'], target: '≤ node -e 0 + 30 ms' },
  { label: 'placer queens count 8', args: ['queens', 'count', '8'], target: '—' },
  { label: 'placer tile 6x10 (the first tiling)', args: ['tile', '6x10'], target: '—' },
  {
    label: 'placer kings count 4x4 --kings 4',
    args: ['kings', 'count', '4x4', '--kings', '4'],
    target: '—',
  },
];

export async function benchStartup(opts: { quick: boolean }): Promise<BenchRow[]> {
  const reps = opts.quick ? 7 : 21;
  const rows: BenchRow[] = [];
  for (const c of CASES) {
    const pair = await sideBySide(
      pinned({ ...placer(...c.args), discardOutput: true }),
      pinned(NODE),
      reps,
    );
    const over = (pair.a - pair.b) * 1000;
    const fastest = Math.min(...pair.aRuns.map((r) => r.seconds));
    rows.push({
      section: 'startup',
      case: c.label,
      placer: pair.a,
      baseline: 'node -e 0',
      baselineSeconds: pair.b,
      ratio: pair.a / pair.b,
      target: c.target,
      note:
        `${over.toFixed(0)} ms over node -e 0 (medians); fastest run ` +
        `${(fastest * 1000).toFixed(0)} ms`,
      reps,
      pinned: CAN_PIN,
    });
  }
  return rows;
}
