/**
 * The queue (issue 10): `queens count 17 --queue` with two local `placer worker`s (one thread
 * each) against the local pool (`--threads 2`), and from the measured rate a projection of
 * N = 20…27 on this machine and on a cluster of 16 machines × 64 cores.
 *
 * Workers are started fresh before each queued run and are connected before the clock starts, as
 * a cluster's workers are before a job is submitted; the coordinator's whole process is timed,
 * like the local count's.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { countQueens } from '../src/core/queens/count.js';
import { launchRedis, stopChild } from '../test/support/redis.js';
import { median, PLACER, placer, ROOT, timeCommand, type BenchRow } from './lib.js';
import { formatDuration } from '../src/render/duration.js';

const CLUSTER_CORES = 64 * 16;

/** A worker process, resolved once it is connected (its first log line). */
function startWorker(url: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, [PLACER, 'worker', '--queue', url, '--threads', '1'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    child.stderr.once('data', () => resolve(child));
    child.once('exit', (code) => reject(new Error(`placer worker exited with ${code}`)));
  });
}

/** Reference totals by N (test/fixtures/reference/queens.tsv, transcribed from OEIS). */
function totals(): Map<number, bigint> {
  const m = new Map<number, bigint>();
  const lines = readFileSync(`${ROOT}test/fixtures/reference/queens.tsv`, 'utf8')
    .trim()
    .split('\n');
  for (const line of lines.slice(1)) {
    const [n, total] = line.split('\t');
    m.set(Number(n), BigInt(total));
  }
  return m;
}

export async function benchQueue(opts: { quick: boolean }): Promise<BenchRow[]> {
  const server = await launchRedis();
  if ('skip' in server) {
    console.error(`bench queue: skipped, ${server.skip}`);
    return [];
  }
  const n = opts.quick ? 16 : 17;
  const reps = opts.quick ? 1 : 3;
  const url = server.url;
  const rows: BenchRow[] = [];
  try {
    const local = placer('queens', 'count', String(n), '--threads', '2', '-q', '--json');
    const queued = placer('queens', 'count', String(n), '--queue', url, '-q', '--json');
    const clean = placer('queue', 'clean', `queens-${n}`, '--queue', url);
    const localRuns: number[] = [];
    const queueRuns: number[] = [];
    const engine: number[] = [];
    await timeCommand(local); // warm-up (disk cache)
    for (let i = 0; i < reps; i++) {
      const workers = [await startWorker(url), await startWorker(url)];
      const q = await timeCommand(queued);
      queueRuns.push(q.seconds);
      await Promise.all(workers.map((w) => stopChild(w)));
      await timeCommand(clean);
      const l = await timeCommand(local);
      localRuns.push(l.seconds);
      engine.push((JSON.parse(l.stdout) as { seconds: number }).seconds);
      if (
        (JSON.parse(q.stdout) as { total: string }).total !==
        (JSON.parse(l.stdout) as { total: string }).total
      ) {
        throw new Error(`N=${n}: the queue and the pool disagree`);
      }
    }
    const a = median(queueRuns);
    const b = median(localRuns);
    rows.push({
      section: 'queue',
      case: `count ${n} --queue, 2 workers × 1 thread`,
      placer: a,
      baseline: `placer queens count ${n} --threads 2`,
      baselineSeconds: b,
      ratio: a / b,
      target: '≤ 1.10',
      reps,
      note: `runs ${queueRuns.map((s) => s.toFixed(1)).join(', ')} vs ${localRuns.map((s) => s.toFixed(1)).join(', ')}`,
    });

    rows.push(...projection(n, reps));
  } finally {
    await stopChild(server.child);
  }
  return rows;
}

/**
 * Projected time of `queens count 20…27`: solutions per CPU-second of one thread (process CPU
 * time, which the other loads of a shared machine disturb less than wall time) at N-1 and N in
 * this process, alternating, medians; the rate falls by the measured factor per N beyond (work
 * per solution grows with N). Totals from the reference counts.
 */
export function projection(n: number, reps: number): BenchRow[] {
  const ref = totals();
  const rate = (m: number): number => {
    const c0 = process.cpuUsage();
    const total = countQueens(m).total;
    const c = process.cpuUsage(c0);
    return Number(total) / ((c.user + c.system) / 1e6);
  };
  rate(n - 1); // warm-up
  const rates: number[] = [];
  const declines: number[] = [];
  for (let i = 0; i < reps; i++) {
    const low = rate(n - 1);
    const r = rate(n);
    rates.push(r);
    declines.push(low / r);
  }
  const rN = median(rates);
  // Work per solution never shrinks as N grows: a decline below 1 is the shared machine's noise.
  const decline = Math.max(1, median(declines));
  const rows: BenchRow[] = [];
  for (let m = 20; m <= 27; m++) {
    const coreSeconds = Number(ref.get(m)) / (rN / decline ** (m - n));
    rows.push({
      section: 'queue',
      case: `projected count ${m}: this machine (2 cores)`,
      placer: coreSeconds / 2,
      baseline: `${CLUSTER_CORES} cores (16 × 64)`,
      baselineSeconds: coreSeconds / CLUSTER_CORES,
      ratio: null,
      target: '—',
      note: `${formatDuration(coreSeconds / 2)} here, ${formatDuration(coreSeconds / CLUSTER_CORES)} on the cluster (${(rN / 1e6).toFixed(2)}M solutions per CPU-second at N=${n}, ÷${decline.toFixed(3)} per N; declines ${declines.map((d) => d.toFixed(3)).join(', ')})`,
    });
  }
  return rows;
}
