/**
 * Tiling figures: `placer tile` against the plain C first-empty-cell counter
 * (bench/anchors/pentomino_count.c), and `placer cover` against the npm package dancing-links
 * on the same 6×10 exact-cover matrix (exported by `placer tile 6x10 --dlx`). Whole processes,
 * side by side; counts are checked to agree before a row is reported.
 */
import { mkdirSync } from 'node:fs';
import {
  buildAnchor,
  median,
  placer,
  ROOT,
  sideBySide,
  timeCommand,
  type BenchRow,
  type Command,
} from './lib.js';

/** Where the exported DLX file goes: lib.ts's build folder (lib.ts keeps its own name private). */
const BUILD = `${ROOT}bench/.build/`;

interface CountJson {
  total: string;
  classes: string;
  nodes: number;
  seconds: number;
  firstSeconds: number | null;
}

function parseCount(stdout: string): CountJson {
  return JSON.parse(stdout) as CountJson;
}

/** pentomino_count.c takes rows then columns; placer's WxH is columns × rows. */
function anchorArgs(w: number, h: number): string[] {
  return [String(Math.min(w, h)), String(Math.max(w, h))];
}

export async function benchTiling(opts: { quick: boolean }): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const c = buildAnchor('pentomino_count');
  const reps = opts.quick ? 1 : 5;
  const boxes: [number, number][] = opts.quick
    ? [[10, 6]]
    : [
        [10, 6],
        [12, 5],
      ];
  for (const [w, h] of boxes) {
    const region = `${w}x${h}`;
    const anchor: Command = { cmd: c, args: anchorArgs(w, h) };
    const variants: { args: string[]; label: string; target: string }[] = [
      {
        args: ['--count'],
        label: `tile ${region} --count (symmetry broken, total from orbits)`,
        target: region === '10x6' ? '≤ 1.0 (moonshot 0.4)' : '—',
      },
      {
        args: ['--count', '--distinct'],
        label: `tile ${region} --count --distinct`,
        target: region === '10x6' ? '≤ 0.4' : '—',
      },
      {
        args: ['--count', '--symmetry', 'none'],
        label: `tile ${region} --count --symmetry none (every tiling visited)`,
        target: '—',
      },
      {
        // Algorithm X on the links, its bit-mask endgame in the WebAssembly kernel (issue 33).
        args: ['--count', '--engine', 'dlx'],
        label: `tile ${region} --count --engine dlx (exact cover, symmetry broken)`,
        target: '—',
      },
    ];
    for (const v of variants) {
      const p = await sideBySide(
        placer('tile', region, ...v.args, '--format', 'json', '--quiet'),
        anchor,
        reps,
      );
      const out = parseCount(p.aRuns[0].stdout);
      const cTotal = p.bRuns[0].stdout.trim().split(/\s+/)[1];
      if (out.total !== cTotal)
        throw new Error(`${region}: placer says ${out.total}, C says ${cTotal}`);
      const engine = Math.min(...p.aRuns.map((r) => parseCount(r.stdout).seconds));
      rows.push({
        section: 'tiling',
        case: v.label,
        placer: p.a,
        baseline: `pentomino_count.c ${anchorArgs(w, h).join(' ')} (gcc -O3 -march=native)`,
        baselineSeconds: p.b,
        ratio: p.a / p.b,
        target: v.target,
        reps,
        note:
          `total ${out.total}, distinct ${out.classes}; ${out.nodes} nodes; search alone ` +
          `${engine.toFixed(3)} s; first tiling after ${out.firstSeconds?.toFixed(4) ?? '—'} s`,
      });
    }
  }

  // Time to the first tiling, whole process (no baseline: the C program only counts).
  const first: number[] = [];
  for (let i = 0; i < (opts.quick ? 1 : 5); i++)
    first.push((await timeCommand(placer('tile', '10x6'))).seconds);
  rows.push({
    section: 'tiling',
    case: 'tile 10x6 (first tiling, drawn)',
    placer: median(first),
    baseline: '—',
    baselineSeconds: null,
    ratio: null,
    target: '—',
    note: 'whole process, Node start-up included',
    reps: first.length,
  });

  // placer cover vs dancing-links on the same DLX file.
  mkdirSync(BUILD, { recursive: true });
  const dlxFile = `${BUILD}pentomino-6x10.dlx`;
  await timeCommand(placer('tile', '6x10', '--dlx', dlxFile, '--quiet'));
  const npm: Command = {
    cmd: process.execPath,
    args: [`${ROOT}bench/dancing-links-driver.mjs`, dlxFile],
  };
  const coverReps = opts.quick ? 1 : 3;
  const cv = await sideBySide(
    placer('cover', dlxFile, '--count', '--format', 'json', '--quiet'),
    npm,
    coverReps,
  );
  const ours = JSON.parse(cv.aRuns[0].stdout) as { total: string; nodes: number };
  const theirs = cv.bRuns[0].stdout.trim();
  if (ours.total !== theirs)
    throw new Error(`cover: placer ${ours.total}, dancing-links ${theirs}`);
  rows.push({
    section: 'tiling',
    case: 'cover pentomino-6x10.dlx --count (all 9356)',
    placer: cv.a,
    baseline: 'dancing-links@npm (node driver, streaming generator)',
    baselineSeconds: cv.b,
    ratio: cv.a / cv.b,
    target: '≤ 0.4 (≥ 2.5× faster)',
    reps: coverReps,
    note: `${ours.nodes} nodes (MRV, dancing links, then 64-bit masks once ≤ 64 items are left)`,
  });
  // The same count with the endgame's loop in TypeScript: what the kernel takes off.
  const js = await sideBySide(
    placer('cover', dlxFile, '--count', '--backend', 'js', '--format', 'json', '--quiet'),
    npm,
    coverReps,
  );
  rows.push({
    section: 'tiling',
    case: 'cover pentomino-6x10.dlx --count --backend js (the endgame in TypeScript)',
    placer: js.a,
    baseline: 'dancing-links@npm (node driver, streaming generator)',
    baselineSeconds: js.b,
    ratio: js.a / js.b,
    target: '—',
    reps: coverReps,
    note: `the row above with the endgame's loop in TypeScript: ${(js.a / cv.a).toFixed(2)}× its time`,
  });
  // Listing: every solution stopped at, checked and printed as its options (JSON, ~9 MB);
  // the package's generator yields each solution as its list of rows.
  const list = await sideBySide(
    placer('cover', dlxFile, '--list', '--format', 'json', '--quiet'),
    npm,
    coverReps,
  );
  const listed = list.aRuns[0].stdout.trimEnd().split('\n').length;
  if (String(listed) !== theirs)
    throw new Error(`cover --list: ${listed} lines, dancing-links ${theirs}`);
  rows.push({
    section: 'tiling',
    case: 'cover pentomino-6x10.dlx --list --format json (all 9356)',
    placer: list.a,
    baseline: 'dancing-links@npm (node driver, streaming generator)',
    baselineSeconds: list.b,
    ratio: list.a / list.b,
    target: '≤ 0.5 (≥ 2× faster)',
    reps: coverReps,
    note: 'the endgame lists too: it stops at each solution and names its options',
  });
  // Issue 10: two threads against one on a count of seconds (every tiling visited, dancing
  // links: 32 units), the engine's own time from the JSON, alternating runs, medians.
  const count = ['tile', '10x6', '--count', '--symmetry', 'none', '--engine', 'dlx'];
  const json = [...count, '--format', 'json', '--quiet', '--no-checkpoint'];
  const two = await sideBySide(
    placer(...json, '--threads', '2'),
    placer(...json),
    opts.quick ? 1 : 3,
  );
  const engine = (r: { stdout: string }): number =>
    (JSON.parse(r.stdout) as { seconds: number }).seconds;
  const t2 = median(two.aRuns.map(engine));
  const t1 = median(two.bRuns.map(engine));
  rows.push({
    section: 'tiling',
    case: `${count.slice(1).join(' ')} --threads 2: speed-up over 1 thread`,
    placer: t2,
    baseline: '1 thread (engine)',
    baselineSeconds: t1,
    ratio: t1 / t2,
    target: '≥ 1.85 (higher is better)',
    reps: opts.quick ? 1 : 3,
    note: `whole process ${two.b.toFixed(3)} s / ${two.a.toFixed(3)} s = ${(two.b / two.a).toFixed(2)}×`,
  });
  return rows;
}
