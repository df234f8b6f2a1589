/**
 * Queens on coloured regions and Star Battle (issue 19), against bench/anchors/regions_count.c
 * (plain row-by-row backtracking in C): the engine's time to solve each shared single-solution
 * level (target: median ≤ 1 ms), and the whole-process count of the largest multi-solution level
 * (target ≤ 0.5 s). Both sides must give the index's answers, or the section throws.
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

async function solveRow(c: string, quick: boolean): Promise<BenchRow> {
  const single = levels().filter((l) => l.solutions === 1);
  const reps = quick ? 3 : 21;
  const files = single.map((l) => l.path);
  const ours = solveTimes(
    process.execPath,
    [`${ROOT}bench/regions-driver.mjs`, String(reps), ...files],
    single,
  );
  // The C side gets one repetition: plain backtracking takes seconds on the hardest levels.
  const theirs = solveTimes(c, ['--first', quick ? '1' : '3', ...files], single);
  const worst = (xs: number[]) => Math.max(...xs);
  return {
    section: SECTION,
    case: `regions solve: median engine time over the ${single.length} single-solution levels`,
    baseline: `${BASELINE}, --first`,
    placer: median(ours),
    baselineSeconds: median(theirs),
    ratio: median(ours) / median(theirs),
    target: 'median ≤ 0.001 s',
    reps,
    pinned: CAN_PIN,
    note: `slowest level: placer ${(worst(ours) * 1000).toFixed(2)} ms, C ${(worst(theirs) * 1000).toFixed(1)} ms; sum placer ${(ours.reduce((a, b) => a + b, 0) * 1000).toFixed(1)} ms, C ${(theirs.reduce((a, b) => a + b, 0) * 1000).toFixed(1)} ms`,
  };
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

export async function benchRegions(opts: { quick: boolean }): Promise<BenchRow[]> {
  const c = buildAnchor('regions_count');
  return [await solveRow(c, opts.quick), await countRow(c, opts.quick)];
}
