/**
 * Heuristics figures: min-conflicts against the C QS4 baseline (side by side, alternating,
 * medians), min-conflicts at 10^8 (time and peak memory), construct + check at 10^8, and the
 * greedy and mutation statistics over 1000 seeds for N = 8, 20, 50.
 *
 * Times: "engine" is the search alone as each program reports it (C: t_total; placer: the
 * summary's `seconds`), "process" the whole command (placer's includes starting Node, about
 * 0.05 s, and the O(N) check of the result). The target ratio is on the engine time.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Greedy } from '../src/core/queens/greedy.js';
import { Mutation, type MutationRule } from '../src/core/queens/mutation.js';
import {
  buildAnchor,
  median,
  placer,
  timeCommand,
  type BenchRow,
  type Command,
  type Timed,
} from './lib.js';

interface Summary {
  seconds: number;
  checkSeconds: number;
  valid: boolean;
  steps: number;
  restarts: number;
}

/**
 * Times a command (lib.ts timeCommand) under GNU time, which writes the peak RSS to a file of its
 * own (-o), so the command's stdout and stderr stay as timeCommand handles them.
 */
async function timedWithMemory(c: Command): Promise<Timed & { maxRssMb: number }> {
  const dir = mkdtempSync(join(tmpdir(), 'placer-bench-'));
  try {
    const report = join(dir, 'time.txt');
    const timed = await timeCommand({
      cmd: '/usr/bin/time',
      args: ['-o', report, '-f', 'maxrss_kb=%M', c.cmd, ...c.args],
      discardOutput: c.discardOutput,
    });
    const m = /maxrss_kb=([0-9]+)/.exec(readFileSync(report, 'utf8'));
    if (!m) throw new Error(`/usr/bin/time gave no peak RSS for ${c.cmd} ${c.args.join(' ')}`);
    return { ...timed, maxRssMb: Number(m[1]) / 1024 };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** min-conflicts vs QS4 in C at one N: alternating runs with different seeds, medians. */
async function versusC(n: number, reps: number): Promise<BenchRow> {
  const c = buildAnchor('queens_local_search');
  const js: Summary[] = [];
  const jsProcess: number[] = [];
  const cEngine: number[] = [];
  const cProcess: number[] = [];
  // One warm-up each, then alternate; seed k for both programs in round k.
  await timeCommand({ cmd: c, args: [String(n), '1000'] });
  await timeCommand(
    placer('queens', 'solve', String(n), '--seed', '1000', '--json', '-q', '--no-placement'),
  );
  for (let k = 1; k <= reps; k++) {
    const a = await timeCommand(
      placer('queens', 'solve', String(n), '--seed', String(k), '--json', '-q', '--no-placement'),
    );
    const s = JSON.parse(a.stdout) as Summary;
    if (!s.valid) throw new Error(`min-conflicts N=${n} seed ${k}: invalid`);
    js.push(s);
    jsProcess.push(a.seconds);
    const b = await timeCommand({ cmd: c, args: [String(n), String(k)] });
    const t = /t_total=([0-9.]+)s/.exec(b.stdout);
    if (!t || !b.stdout.includes('valid=1')) throw new Error(`QS4 C N=${n}: ${b.stdout}`);
    cEngine.push(Number(t[1]));
    cProcess.push(b.seconds);
  }
  const engine = median(js.map((s) => s.seconds));
  const cMed = median(cEngine);
  return {
    section: 'heuristics',
    case: `min-conflicts N=${n.toExponential(0).replace('+', '')} (engine)`,
    placer: engine,
    baseline: 'queens_local_search.c QS4 (t_total)',
    baselineSeconds: cMed,
    ratio: engine / cMed,
    target: '≤ 2.0',
    reps,
    note:
      `medians of ${reps} alternating runs; whole process ${median(jsProcess).toFixed(3)} s vs ` +
      `${median(cProcess).toFixed(3)} s (ratio ${(median(jsProcess) / median(cProcess)).toFixed(2)}); ` +
      `check ${median(js.map((s) => s.checkSeconds)).toFixed(3)} s`,
  };
}

/** Mean steps, attempts and time of a method over seeds 0…count-1, and how many finished. */
function stats(
  make: (seed: number) => { run(budget: number): string; steps: number; restarts: number },
  count: number,
  cap: number,
): {
  solved: number;
  meanSteps: number;
  meanAttempts: number;
  meanMs: number;
  medianSteps: number;
} {
  let solved = 0;
  let attempts = 0;
  const steps: number[] = [];
  const t0 = performance.now();
  for (let seed = 0; seed < count; seed++) {
    const m = make(seed);
    if (m.run(cap) === 'found') {
      solved++;
      steps.push(m.steps);
      attempts += m.restarts + 1;
    }
  }
  const ms = (performance.now() - t0) / count;
  return {
    solved,
    meanSteps: steps.reduce((a, b) => a + b, 0) / Math.max(1, solved),
    meanAttempts: attempts / Math.max(1, solved),
    meanMs: ms,
    medianSteps: steps.length > 0 ? median(steps) : NaN,
  };
}

function statRow(
  what: string,
  n: number,
  s: ReturnType<typeof stats>,
  count: number,
  cap: number,
  unit: string,
): BenchRow {
  const finished =
    s.solved === count
      ? 'all finished'
      : `${s.solved}/${count} finished within ${cap.toExponential(0).replace('+', '')} ${unit}`;
  return {
    section: 'heuristics',
    case: `${what} N=${n} (${count} seeds)`,
    placer: s.meanMs / 1000,
    baseline: '—',
    baselineSeconds: null,
    ratio: null,
    target: 'report',
    note:
      `mean ${s.meanSteps.toFixed(0)} ${unit} (median ${s.medianSteps}), ` +
      (what === 'greedy' ? `mean ${s.meanAttempts.toFixed(2)} attempts, ` : '') +
      `${finished}; placer s = mean time per seed (${s.meanMs < 1 ? `${(s.meanMs * 1000).toFixed(0)} µs` : `${s.meanMs.toFixed(1)} ms`})`,
  };
}

export async function benchHeuristics(opts: { quick: boolean }): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  rows.push(await versusC(1_000_000, opts.quick ? 3 : 7));
  rows.push(await versusC(10_000_000, opts.quick ? 1 : 5));

  // 10^8: one run each (about a minute apiece), with the peak memory of each whole process.
  if (!opts.quick) {
    const big = await timedWithMemory(
      placer('queens', 'solve', '100000000', '--seed', '1', '--json', '-q', '--no-placement'),
    );
    const s = JSON.parse(big.stdout) as Summary;
    if (!s.valid) throw new Error('min-conflicts 10^8: invalid');
    const c = await timedWithMemory({
      cmd: buildAnchor('queens_local_search'),
      args: ['100000000', '1'],
    });
    const t = /t_total=([0-9.]+)s/.exec(c.stdout);
    const cSeconds = t ? Number(t[1]) : null;
    rows.push({
      section: 'heuristics',
      case: 'min-conflicts N=1e8 (engine)',
      placer: s.seconds,
      baseline: 'queens_local_search.c QS4 (t_total)',
      baselineSeconds: cSeconds,
      ratio: cSeconds === null ? null : s.seconds / cSeconds,
      target: 'finishes',
      reps: 1,
      note:
        `one run each; peak RSS ${big.maxRssMb.toFixed(0)} MB (${((big.maxRssMb * 1048576) / 1e8).toFixed(1)} bytes/queen, Node included) ` +
        `vs C ${c.maxRssMb.toFixed(0)} MB; whole process ${big.seconds.toFixed(1)} s (check ${s.checkSeconds.toFixed(2)} s) vs C ${c.seconds.toFixed(1)} s`,
    });
  }
  const reps = opts.quick ? 1 : 3;
  const runs: { seconds: number; maxRssMb: number; s: Summary }[] = [];
  for (let k = 0; k < reps; k++) {
    const r = await timedWithMemory(
      placer('queens', 'solve', '100000000', '--method', 'construct', '--json', '--no-placement'),
    );
    runs.push({ ...r, s: JSON.parse(r.stdout) as Summary });
  }
  rows.push({
    section: 'heuristics',
    case: 'construct + check N=1e8 (whole process)',
    placer: median(runs.map((r) => r.seconds)),
    baseline: '—',
    baselineSeconds: null,
    ratio: null,
    target: '≤ 3 s',
    reps,
    note: `median of ${reps}; construct ${median(runs.map((r) => r.s.seconds)).toFixed(3)} s, check ${median(runs.map((r) => r.s.checkSeconds)).toFixed(3)} s, peak RSS ${median(runs.map((r) => r.maxRssMb)).toFixed(0)} MB`,
  });

  // Greedy and mutation over 1000 seeds (fewer with --quick), in this process.
  const count = opts.quick ? 100 : 1000;
  for (const n of [8, 20, 50]) {
    rows.push(
      statRow(
        'greedy',
        n,
        stats((seed) => new Greedy(n, seed), count, 1e9),
        count,
        1e9,
        'placements',
      ),
    );
  }
  const cap = 1e7;
  const rules: MutationRule[] = ['intent', 'seed', 'sideways'];
  for (const rule of rules) {
    for (const n of [8, 20, 50]) {
      // The escape rules stall from about N = 30: at 50 a few seeds show it within the cap.
      const c = rule !== 'sideways' && n === 50 ? Math.min(count, 20) : count;
      rows.push(
        statRow(
          `mutation --rule ${rule}`,
          n,
          stats((seed) => new Mutation(n, seed, rule), c, cap),
          c,
          cap,
          'swaps',
        ),
      );
    }
  }

  // Where each stops being useful. The escape rules: the share of seeds that finish within 10^7
  // swaps as N grows. Sideways and greedy: the time of one solve as N grows.
  const sweep = opts.quick ? 5 : 20;
  for (const rule of ['seed', 'intent'] as const) {
    const parts: string[] = [];
    let total = 0;
    for (const n of [20, 24, 28, 32, 36]) {
      const s = stats((seed) => new Mutation(n, seed, rule), sweep, cap);
      total += s.meanMs * sweep;
      parts.push(
        `N=${n}: ${s.solved}/${sweep} (median ${Number.isNaN(s.medianSteps) ? '—' : s.medianSteps.toExponential(1)})`,
      );
    }
    rows.push({
      section: 'heuristics',
      case: `mutation --rule ${rule}: finished within 1e7 swaps`,
      placer: total / 1000,
      baseline: '—',
      baselineSeconds: null,
      ratio: null,
      target: 'report',
      note: parts.join(', ') + '; placer s = whole sweep',
    });
  }
  // Seeds 0…seeds-1 for each size (as stats() runs them).
  const seeds = opts.quick ? 1 : 3;
  for (const [what, sizes] of [
    ['mutation --sideways', [1_000, 10_000, 100_000, 1_000_000]],
    ['greedy', [100, 200, 500]],
  ] as const) {
    const parts: string[] = [];
    let total = 0;
    for (const n of sizes) {
      if (opts.quick && n > 200_000) continue;
      const s = stats(
        (seed) => (what === 'greedy' ? new Greedy(n, seed) : new Mutation(n, seed, 'sideways')),
        seeds,
        1e12,
      );
      total += s.meanMs * seeds;
      parts.push(
        `N=${n.toLocaleString('en-US')}: ${s.meanMs < 1000 ? `${s.meanMs.toFixed(1)} ms` : `${(s.meanMs / 1000).toFixed(2)} s`}`,
      );
    }
    rows.push({
      section: 'heuristics',
      case: `${what}: time per solve as N grows`,
      placer: total / 1000,
      baseline: '—',
      baselineSeconds: null,
      ratio: null,
      target: 'report',
      note: `${seeds === 1 ? 'seed 0' : `mean of seeds 0…${seeds - 1}`}: ${parts.join(', ')}; placer s = whole sweep`,
    });
  }
  return rows;
}
