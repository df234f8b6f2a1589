/** N-Queens figures: count vs the C mirror baseline, list vs count, random access to a listing. */
import { buildAnchor, median, placer, ROOT, sideBySide, type BenchRow } from './lib.js';

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
  });
  rows.push(...(await benchListing(opts)));
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
  });
  return rows;
}
