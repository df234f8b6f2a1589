/** N-Queens figures: count vs the C mirror baseline, list vs count. */
import { buildAnchor, placer, sideBySide, type BenchRow } from './lib.js';

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
  return rows;
}
