/**
 * Queens on coloured regions and Star Battle (issue 19), against bench/anchors/regions_count.c
 * (plain row-by-row backtracking in C): the engine's time to solve each shared single-solution
 * level (target: median ≤ 1 ms), and the whole-process count of the largest multi-solution level
 * (target ≤ 0.5 s). Both sides must give the index's answers, or the section throws. And the
 * time to generate a puzzle as users get them (one solution, rated by the hint rules): 100 seeds
 * each of 10x10 with 1 and 2 stars and 18x18 with 1 (targets: median ≤ 0.2 s, 2 s, 10 s).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import {
  buildAnchor,
  CAN_PIN,
  median,
  pinned,
  placer,
  ROOT,
  sideBySide,
  type BenchRow,
} from './lib.js';

const SECTION = 'regions';
const LEVELS = `${ROOT}../shared/reference/queens-regions/`;
const BASELINE = 'regions_count.c (plain backtracking, gcc -O3 -march=native)';

interface Level {
  readonly path: string;
  readonly solutions: number;
  readonly first: string;
}

function levels(): Level[] {
  const [head, ...rows] = readFileSync(`${LEVELS}index.tsv`, 'utf8').trim().split('\n');
  const keys = head.split('\t');
  return rows.map((line) => {
    const f = line.split('\t');
    const get = (k: string): string => f[keys.indexOf(k)];
    return {
      path: LEVELS + get('file'),
      solutions: Number(get('solutions')),
      first: get('first_solution')
        .split(',')
        .map((c) => String(Number(c) + 1))
        .join(' '),
    };
  });
}

/** "FILE SECONDS COLUMNS…" lines, checked against the levels' solutions; the seconds by file. */
function solveTimes(cmd: string, args: string[], want: readonly Level[]): number[] {
  const c = pinned({ cmd, args });
  const r = spawnSync(c.cmd, c.args, { encoding: 'utf8', maxBuffer: 1 << 26 });
  if (r.status !== 0) throw new Error(`${cmd} failed: ${r.stderr}`);
  const lines = r.stdout.trim().split('\n');
  return want.map((lv, i) => {
    const [file, seconds, ...cols] = lines[i].split(' ');
    if (file !== lv.path || cols.join(' ') !== lv.first) {
      throw new Error(`${cmd}: ${file} solved as ${cols.join(' ')}, expected ${lv.first}`);
    }
    return Number(seconds);
  });
}

/** Solving every single-solution level: the median level (the target) and the sum of all. */
async function solveRows(c: string, quick: boolean): Promise<BenchRow[]> {
  const single = levels().filter((l) => l.solutions === 1);
  const reps = quick ? 3 : 21;
  const files = single.map((l) => l.path);
  const driver = [`${ROOT}bench/regions-driver.mjs`, String(reps), ...files];
  const ours = solveTimes(process.execPath, driver, single);
  // The C side gets fewer repetitions: plain backtracking takes seconds on the hardest levels.
  const theirs = solveTimes(c, ['--first', quick ? '1' : '3', ...files], single);
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  const worst = (xs: number[]) => (Math.max(...xs) * 1000).toFixed(2);
  const base = {
    section: SECTION,
    baseline: `${BASELINE}, --first`,
    reps,
    pinned: CAN_PIN,
    note: `slowest level: placer ${worst(ours)} ms, C ${worst(theirs)} ms`,
  };
  return [
    {
      ...base,
      case: `regions solve: the median of the ${single.length} single-solution levels (engine)`,
      placer: median(ours),
      baselineSeconds: median(theirs),
      ratio: median(ours) / median(theirs),
      target: 'median ≤ 0.001 s',
    },
    {
      ...base,
      case: `regions solve: all ${single.length} single-solution levels, one after another (engine)`,
      placer: sum(ours),
      baselineSeconds: sum(theirs),
      ratio: sum(ours) / sum(theirs),
      target: '—',
    },
  ];
}

async function countRow(c: string, quick: boolean): Promise<BenchRow> {
  const largest = levels().reduce((a, b) => (b.solutions > a.solutions ? b : a));
  const reps = quick ? 1 : 5;
  const ours = pinned(
    placer('regions', 'count', largest.path, '--format', 'json', '--quiet', '--no-checkpoint'),
  );
  const p = await sideBySide(ours, pinned({ cmd: c, args: [largest.path] }), reps);
  const out = JSON.parse(p.aRuns[0].stdout) as { total: string; nodes: number; seconds: number };
  const theirs = /^count (\d+) nodes (\d+)$/m.exec(p.bRuns[0].stdout);
  if (out.total !== String(largest.solutions) || theirs?.[1] !== String(largest.solutions)) {
    throw new Error(
      `regions count: placer ${out.total}, C ${theirs?.[1]}, expected ${largest.solutions}`,
    );
  }
  const engine = median(p.aRuns.map((r) => (JSON.parse(r.stdout) as typeof out).seconds));
  const name = largest.path.slice(LEVELS.length);
  return {
    section: SECTION,
    case: `regions count ${name} (${largest.solutions} solutions, the largest count)`,
    baseline: BASELINE,
    placer: p.a,
    baselineSeconds: p.b,
    ratio: p.a / p.b,
    target: '≤ 0.5 s',
    reps,
    pinned: CAN_PIN,
    note: `placer ${out.nodes} nodes, search alone ${engine.toFixed(3)} s; C ${theirs[2]} nodes`,
  };
}

/** Generating COUNT puzzles (seeds 1 … COUNT) of one size as users get them: the median time. */
function generateRow(n: number, k: number, count: number, target: number): BenchRow {
  const c = pinned({
    cmd: process.execPath,
    args: [`${ROOT}bench/regions-generate-driver.mjs`, String(n), String(k), String(count)],
  });
  const r = spawnSync(c.cmd, c.args, { encoding: 'utf8', maxBuffer: 1 << 24 });
  if (r.status !== 0) throw new Error(`regions-generate-driver failed: ${r.stderr}`);
  const out = JSON.parse(r.stdout) as { seconds: number[]; levels: number[]; failed: string[] };
  if (out.failed.length > 0)
    throw new Error(`regions generate ${n}x${n} k=${k}: ${out.failed.join('; ')}`);
  const sorted = [...out.seconds].sort((a, b) => a - b);
  const levels = out.levels
    .map((v, level) => (level === 0 || v === 0 ? '' : `level ${level} ×${v}`))
    .filter((w) => w !== '')
    .join(', ');
  return {
    section: SECTION,
    case: `regions generate ${n}x${n}, ${k === 1 ? '1 star' : `${k} stars`}: median of ${count} seeds (one solution, rated)`,
    baseline: '— (a target, no baseline)',
    placer: median(out.seconds),
    baselineSeconds: null,
    ratio: null,
    target: `median ≤ ${target} s`,
    reps: 1,
    pinned: CAN_PIN,
    note: `slowest ${sorted[sorted.length - 1].toFixed(3)} s; ${levels}`,
  };
}

export async function benchRegions(opts: { quick: boolean }): Promise<BenchRow[]> {
  const c = buildAnchor('regions_count');
  const count = opts.quick ? 10 : 100;
  return [
    ...(await solveRows(c, opts.quick)),
    await countRow(c, opts.quick),
    generateRow(10, 1, count, 0.2),
    generateRow(10, 2, count, 2),
    generateRow(18, 1, count, 10),
  ];
}
