/**
 * Benchmark helpers: build the C baselines, time whole commands side by side (alternating runs,
 * medians), and collect rows for the table and the JSON report. Absolute times on shared
 * machines drift; ratios measured in one run hold.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, openSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const PLACER = `${ROOT}bin/placer.js`;
const ANCHORS = `${ROOT}bench/anchors/`;
const BUILD = `${ROOT}bench/.build/`;

export interface BenchRow {
  readonly section: string;
  readonly case: string;
  /** Median seconds of placer. */
  readonly placer: number;
  /** What placer is compared with. */
  readonly baseline: string;
  readonly baselineSeconds: number | null;
  /** placer / baseline (lower is better for times). */
  readonly ratio: number | null;
  /** The target ratio, as the issue states it. */
  readonly target: string;
  readonly note?: string;
  /** The unit of `placer` when it is not seconds (e.g. 'KiB'). */
  readonly unit?: string;
  /**
   * Runs of each side behind the medians (after one warm-up each), taken alternately placer,
   * baseline, placer, …; absent where a row is not a side-by-side timing.
   */
  readonly reps?: number;
  /** Both sides ran pinned to the same CPU (`pinned`). */
  readonly pinned?: boolean;
}

/** Compiles bench/anchors/NAME.c with gcc -O3 -march=native (once; again when the source is newer). */
export function buildAnchor(name: string): string {
  mkdirSync(BUILD, { recursive: true });
  const src = `${ANCHORS}${name}.c`;
  const bin = `${BUILD}${name}`;
  if (!existsSync(bin) || statSync(bin).mtimeMs < statSync(src).mtimeMs) {
    const r = spawnSync('gcc', ['-O3', '-march=native', '-o', bin, src], { stdio: 'inherit' });
    if (r.status !== 0) throw new Error(`gcc failed on ${src}`);
  }
  return bin;
}

export interface Command {
  readonly cmd: string;
  readonly args: readonly string[];
  /** Send stdout to /dev/null instead of capturing it. */
  readonly discardOutput?: boolean;
}

export interface Timed {
  readonly seconds: number;
  readonly stdout: string;
}

/** Runs a command to completion and measures its wall time. */
export function timeCommand(c: Command): Promise<Timed> {
  return new Promise((resolve, reject) => {
    const t0 = process.hrtime.bigint();
    const out = c.discardOutput ? openSync('/dev/null', 'w') : 'pipe';
    const child = spawn(c.cmd, c.args as string[], { stdio: ['ignore', out, 'inherit'] });
    const chunks: Buffer[] = [];
    child.stdout?.on('data', (b: Buffer) => chunks.push(b));
    child.on('error', reject);
    child.on('close', (code) => {
      const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
      if (code !== 0) reject(new Error(`${c.cmd} ${c.args.join(' ')} exited with ${code}`));
      else resolve({ seconds, stdout: Buffer.concat(chunks).toString('utf8') });
    });
  });
}

export function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

export interface Pair {
  readonly a: number;
  readonly b: number;
  readonly aRuns: readonly Timed[];
  readonly bRuns: readonly Timed[];
}

/** Times two commands alternately `reps` times each (a warm-up of each first); medians. */
export async function sideBySide(a: Command, b: Command, reps: number): Promise<Pair> {
  await timeCommand(a);
  await timeCommand(b);
  const aRuns: Timed[] = [];
  const bRuns: Timed[] = [];
  for (let i = 0; i < reps; i++) {
    aRuns.push(await timeCommand(a));
    bRuns.push(await timeCommand(b));
  }
  return {
    a: median(aRuns.map((r) => r.seconds)),
    b: median(bRuns.map((r) => r.seconds)),
    aRuns,
    bRuns,
  };
}

/** Whether `taskset` (Linux, util-linux) can pin a process to one CPU here. */
export const CAN_PIN = spawnSync('taskset', ['-c', '0', 'true']).status === 0;

/**
 * `c` pinned to CPU `cpu` where taskset exists (unchanged elsewhere). Single-thread comparisons
 * pin both sides to the same CPU: the two vCPUs of this shared machine differ in speed by up to
 * 25%, changing by the minute, and unpinned that decides a ratio by where each run happens to land.
 */
export function pinned(c: Command, cpu = 1): Command {
  return CAN_PIN ? { ...c, cmd: 'taskset', args: ['-c', String(cpu), c.cmd, ...c.args] } : c;
}

export function placer(...args: string[]): Command {
  return { cmd: process.execPath, args: [PLACER, ...args] };
}

export function fmt(x: number | null, digits = 3): string {
  return x === null ? '—' : x.toFixed(digits);
}
