/** N-Queens figures: count vs the C mirror baseline, list vs count, random access to a listing. */
import { buildAnchor, median, placer, PLACER, ROOT, sideBySide, type BenchRow } from './lib.js';

interface ListingFigures {
  total: number;
  tableSeconds: number;
  rowMs: { first: number; median: number; max: number };
}

export async function benchQueens(opts: { quick: boolean }): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const c = buildAnchor('queens_count');
  for (const n of opts.quick ? [15] : [15, 16]) {
    const reps = n >= 16 ? 3 : 5;
    const p = await sideBySide(
      placer('queens', 'count', String(n), '--json', '--quiet'),
      { cmd: c, args: [String(n)] },
      reps,
    );
    const engine = p.aRuns.map((r) => (JSON.parse(r.stdout) as { seconds: number }).seconds);
    const total = (JSON.parse(p.aRuns[0].stdout) as { total: string }).total;
    const cTotal = p.bRuns[0].stdout.trim().split(/\s+/)[1];
    if (total !== cTotal) throw new Error(`N=${n}: placer says ${total}, C says ${cTotal}`);
    rows.push({
      section: 'queens',
      case: `count ${n} (1 thread, whole process)`,
      placer: p.a,
      baseline: 'queens_count.c (gcc -O3 -march=native)',
      baselineSeconds: p.b,
      ratio: p.a / p.b,
      target: '≤ 0.6',
      reps,
      note: `engine alone ${Math.min(...engine).toFixed(3)} s (best of ${engine.length}) = ${(Math.min(...engine) / p.b).toFixed(2)}× C`,
    });
  }
  const l = await sideBySide(
    { ...placer('queens', 'list', '14', '--format', 'perm'), discardOutput: true },
    placer('queens', 'count', '14', '--quiet'),
    5,
  );
  rows.push({
    section: 'queens',
    case: 'list 14 --format perm > /dev/null',
    placer: l.a,
    baseline: 'placer queens count 14',
    baselineSeconds: l.b,
    ratio: l.a / l.b,
    target: '≤ 3',
    reps: 5,
  });
  rows.push(...(await benchListing(opts)));
  rows.push(...(await benchCountScale(opts)));
  return rows;
}

/**
 * Issue 10 on one machine: `queens estimate N`'s ETA against the count it predicts (alternating,
 * medians); two threads against one at count 17; the cost of checkpointing. The engine's own
 * time (the JSON's seconds) is compared, so process start-up does not blur the ratios.
 */
async function benchCountScale(opts: { quick: boolean }): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const reps = opts.quick ? 1 : 3;
  const secs = (r: { stdout: string }): number =>
    (JSON.parse(r.stdout) as { seconds: number }).seconds;
  for (const n of opts.quick ? [15] : [15, 16, 17]) {
    const p = await sideBySide(
      placer('queens', 'estimate', String(n), '--json', '--samples', '1000', '--seed', '1'),
      placer('queens', 'count', String(n), '--json', '--quiet', '--no-checkpoint'),
      reps,
    );
    const eta = median(
      p.aRuns.map((r) => (JSON.parse(r.stdout) as { countEtaSeconds: number }).countEtaSeconds),
    );
    const actual = median(p.bRuns.map(secs));
    rows.push({
      section: 'queens',
      case: `estimate ${n}: predicted / actual count time`,
      placer: eta,
      baseline: `queens count ${n} (engine)`,
      baselineSeconds: actual,
      ratio: eta / actual,
      target: '0.75 … 1.33',
      reps,
    });
  }
  const n = opts.quick ? '16' : '17';
  const base = ['queens', 'count', n, '--json', '--quiet'];
  const t = await sideBySide(
    placer(...base, '--threads', '2', '--no-checkpoint'),
    placer(...base, '--no-checkpoint'),
    reps,
  );
  const two = median(t.aRuns.map(secs));
  const one = median(t.bRuns.map(secs));
  rows.push({
    section: 'queens',
    case: `count ${n} --threads 2: speed-up over 1 thread`,
    placer: two,
    baseline: `queens count ${n} (1 thread, engine)`,
    baselineSeconds: one,
    ratio: one / two,
    target: '≥ 1.85 (higher is better)',
    reps,
    note: `whole process ${t.b.toFixed(3)} s / ${t.a.toFixed(3)} s = ${(t.b / t.a).toFixed(2)}×`,
  });
  // A fresh file each run (a kept one would be resumed), written and synced as a user's is.
  const cp = `${ROOT}bench/.build/queens-cp.ndjson`;
  const fresh = {
    cmd: 'bash',
    args: ['-c', `rm -f '${cp}' && exec '${process.execPath}' '${PLACER}' "$@"`, 'placer'],
  };
  const c = await sideBySide(
    { cmd: fresh.cmd, args: [...fresh.args, ...base, '--checkpoint', cp] },
    placer(...base, '--no-checkpoint'),
    reps,
  );
  const withCp = median(c.aRuns.map(secs));
  const without = median(c.bRuns.map(secs));
  rows.push({
    section: 'queens',
    case: `count ${n} with a checkpoint: cost`,
    placer: withCp,
    baseline: `queens count ${n} --no-checkpoint (engine)`,
    baselineSeconds: without,
    ratio: withCp / without,
    target: '≤ 1.02',
    reps,
  });
  return rows;
}

/**
 * Random access at N = 16 (issue 7): the one-time part table and single rows in one process
 * (bench/listing-driver.mjs), beside the count of the same solutions; and a whole `list --offset`.
 */
async function benchListing(opts: { quick: boolean }): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const reps = opts.quick ? 1 : 3;
  const driver = (...args: string[]) => ({
    cmd: process.execPath,
    args: [`${ROOT}bench/listing-driver.mjs`, ...args],
  });
  const count = placer('queens', 'count', '16', '--json', '--quiet');
  for (const fundamental of [false, true]) {
    const p = await sideBySide(driver('16', ...(fundamental ? ['fundamental'] : [])), count, reps);
    const figs = p.aRuns.map((r) => JSON.parse(r.stdout) as ListingFigures);
    const countSeconds = median(
      p.bRuns.map((r) => (JSON.parse(r.stdout) as { seconds: number }).seconds),
    );
    const table = median(figs.map((f) => f.tableSeconds));
    const row = (key: 'first' | 'median' | 'max'): string =>
      median(figs.map((f) => f.rowMs[key])).toFixed(1);
    rows.push({
      section: 'queens',
      case: `list 16${fundamental ? ' --fundamental' : ''}: one-time part table (in process)`,
      placer: table,
      baseline: 'queens count 16 (engine)',
      baselineSeconds: countSeconds,
      ratio: table / countSeconds,
      target: fundamental ? '—' : '≤ 2 s',
      reps,
      note:
        `then rows in ms: ${fundamental ? 'row 1846954' : 'row 10000000'} ${row('first')}, ` +
        `24 more: median ${row('median')}, max ${row('max')} (target ≤ 50 ms)`,
    });
  }
  const offset = await sideBySide(
    placer('queens', 'list', '16', '--offset', '14000000', '--limit', '5'),
    placer('queens', 'count', '16', '--quiet'),
    reps,
  );
  rows.push({
    section: 'queens',
    case: 'list 16 --offset 14000000 --limit 5 (whole process)',
    placer: offset.a,
    baseline: 'placer queens count 16',
    baselineSeconds: offset.b,
    ratio: offset.a / offset.b,
    target: '≤ 3 s',
    reps,
  });
  return rows;
}
