/**
 * Exact cover with colours and multiplicities (issue 18): `placer cover` against
 * bench/anchors/xcc_count.c (Knuth's Algorithm M in C) on the DLX2/DLX3 instances of
 * bench/xccInstances.ts, written to the bench build folder at run time. Counting rows (target
 * ≤ 0.5×), listing rows (≤ 1.0×), time per node of each backend (the WebAssembly kernel and
 * TypeScript) and two threads over one; kings dominating 8×8 alone (minutes for the C) against
 * an absolute target. Whole processes, alternating, medians;
 * both sides must give the instance's known count, or the section throws.
 * The DLX1 rows (the same problems without colours) compare placer's Algorithm X with the same C.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import {
  buildAnchor,
  CAN_PIN,
  median,
  pinned,
  placer,
  ROOT,
  sideBySide,
  timeCommand,
  type BenchRow,
  type Command,
} from './lib.js';
import {
  KINGDOM8,
  XCC_COUNT_INSTANCES,
  XCC_LIST_INSTANCES,
  type XccInstance,
} from './xccInstances.js';

const SECTION = 'xcc';
/** A folder of its own under lib.ts's build folder (lib.ts keeps that name private). */
const BUILD = `${ROOT}bench/.build/xcc/`;
const BASELINE = 'xcc_count.c (Algorithm M, gcc -O3 -march=native)';

function writeInstance(instance: XccInstance): string {
  mkdirSync(BUILD, { recursive: true });
  const file = `${BUILD}${instance.name}`;
  writeFileSync(file, instance.text());
  return file;
}

/** The count and node figures of xcc_count.c's last line. */
function cResult(stdout: string): { count: bigint; nodes: string } {
  const m = /^count (\d+) nodes (\d+)$/m.exec(stdout);
  if (m === null) throw new Error(`xcc_count printed no count: ${stdout.slice(-200)}`);
  return { count: BigInt(m[1]), nodes: m[2] };
}

function expectCount(what: string, got: bigint, instance: XccInstance): void {
  if (got !== instance.count)
    throw new Error(
      `${instance.name}: ${what} gives ${got}, expected ${instance.count} (${instance.source})`,
    );
}

/** `placer cover FILE --count` against `xcc_count FILE`. */
export async function countRow(instance: XccInstance, c: string, reps: number): Promise<BenchRow> {
  const file = writeInstance(instance);
  const anchor = pinned({ cmd: c, args: [file] });
  const base = {
    section: SECTION,
    case: `cover ${instance.name} --count (${instance.kind}, ${instance.count} solutions)`,
    baseline: BASELINE,
    target: instance.kind === 'dlx1' ? '—' : '≤ 0.5',
    reps,
    pinned: CAN_PIN,
  };
  const ours = pinned(
    placer('cover', file, '--count', '--format', 'json', '--quiet', '--no-checkpoint'),
  );
  const p = await sideBySide(ours, anchor, reps);
  const out = JSON.parse(p.aRuns[0].stdout) as { total: string; nodes: number; seconds: number };
  const theirs = cResult(p.bRuns[0].stdout);
  expectCount('placer', BigInt(out.total), instance);
  expectCount('xcc_count', theirs.count, instance);
  const engine = Math.min(...p.aRuns.map((r) => (JSON.parse(r.stdout) as typeof out).seconds));
  return {
    ...base,
    placer: p.a,
    baselineSeconds: p.b,
    ratio: p.a / p.b,
    note: `placer ${out.nodes} nodes, search alone ${engine.toFixed(3)} s; C ${theirs.nodes} nodes`,
  };
}

/**
 * Time per search node of one backend (`--engine plain --backend wasm|js`, no counting table)
 * against the C: the engine's own seconds from the JSON over its nodes, against the C's whole
 * process over its nodes (its parse is a few milliseconds). The node counts differ a little (the
 * C breaks θ ties on the raw slack, and has no emptiedBy), so time per node is what compares.
 */
export async function backendRow(
  instance: XccInstance,
  c: string,
  backend: 'wasm' | 'js',
  reps: number,
): Promise<BenchRow> {
  const file = writeInstance(instance);
  const json = ['cover', file, '--count', '--format', 'json', '--quiet', '--no-checkpoint'];
  const ours = pinned(placer(...json, '--engine', 'plain', '--backend', backend));
  const p = await sideBySide(ours, pinned({ cmd: c, args: [file] }), reps);
  const out = (r: { stdout: string }) =>
    JSON.parse(r.stdout) as { total: string; nodes: number; seconds: number; backend: string };
  for (const r of p.aRuns) expectCount('placer', BigInt(out(r).total), instance);
  const first = out(p.aRuns[0]);
  if (first.backend !== backend) throw new Error(`${instance.name}: ran on ${first.backend}`);
  const theirs = cResult(p.bRuns[0].stdout);
  const engine = median(p.aRuns.map((r) => out(r).seconds));
  const perNode = (engine / first.nodes) * 1e6;
  const cPerNode = (p.b / Number(theirs.nodes)) * 1e6;
  return {
    section: SECTION,
    case: `cover ${instance.name} --count --engine plain --backend ${backend}: time per node`,
    baseline: `${BASELINE}, time per node`,
    // The C's time at placer's node count, so that the ratio is the ratio per node.
    placer: engine,
    baselineSeconds: (cPerNode * first.nodes) / 1e6,
    ratio: perNode / cPerNode,
    target: backend === 'wasm' ? '≤ 1.3' : '—',
    reps,
    pinned: CAN_PIN,
    note: `${perNode.toFixed(3)} µs a node (${first.nodes} nodes, search alone), C ${cPerNode.toFixed(3)} µs (${theirs.nodes} nodes, whole process); whole process ${p.a.toFixed(3)} s`,
  };
}

/** Node's start-up, pinned as the rows are: an empty script, and placer's smallest command. */
export interface Startup {
  readonly node: number;
  readonly placer: number;
}

/** Medians of `reps` runs of `node -e 0` and `placer --version`. */
export async function startup(reps: number): Promise<Startup> {
  const seconds = async (cmd: Command): Promise<number> => {
    const runs: number[] = [];
    for (let i = 0; i < reps; i++) runs.push((await timeCommand(pinned(cmd))).seconds);
    return median(runs);
  };
  return {
    node: await seconds({ cmd: process.execPath, args: ['-e', '0'] }),
    placer: await seconds(placer('--version')),
  };
}

/**
 * `placer cover FILE --list --format json` against `xcc_count --list FILE`, output captured; the
 * note says what Node's start-up (`start`) is of placer's time.
 */
export async function listRow(
  instance: XccInstance,
  c: string,
  reps: number,
  start: Startup,
): Promise<BenchRow> {
  const file = writeInstance(instance);
  const anchor = pinned({ cmd: c, args: ['--list', file] });
  const base = {
    section: SECTION,
    case: `cover ${instance.name} --list --format json (${instance.kind}, all ${instance.count})`,
    baseline: `${BASELINE}, --list (options' line numbers and texts)`,
    target: instance.kind === 'dlx1' ? '—' : '≤ 1.0',
    reps,
    pinned: CAN_PIN,
  };
  /** Solutions in a listing: its lines, less xcc_count's closing count line. */
  const cLines = (stdout: string): bigint => BigInt(stdout.trimEnd().split('\n').length - 1);
  const ours = pinned(placer('cover', file, '--list', '--format', 'json', '--quiet'));
  const p = await sideBySide(ours, anchor, reps);
  const listed = BigInt(p.aRuns[0].stdout.trimEnd().split('\n').length);
  expectCount('placer --list', listed, instance);
  expectCount('xcc_count --list', cLines(p.bRuns[0].stdout), instance);
  const mb = (r: { stdout: string }): string => (Buffer.byteLength(r.stdout) / 1e6).toFixed(1);
  return {
    ...base,
    placer: p.a,
    baselineSeconds: p.b,
    ratio: p.a / p.b,
    note:
      `placer writes ${mb(p.aRuns[0])} MB of JSON, C ${mb(p.bRuns[0])} MB (line numbers, texts); ` +
      `Node's start-up: node -e 0 ${start.node.toFixed(3)} s, placer --version ` +
      `${start.placer.toFixed(3)} s (${((100 * start.placer) / p.a).toFixed(0)}% of placer's time)`,
  };
}

/** Two threads over one on a count, the engine's own time from the JSON (higher is better). */
export async function threadsRow(instance: XccInstance, reps: number): Promise<BenchRow> {
  const file = writeInstance(instance);
  const base = {
    section: SECTION,
    case: `cover ${instance.name} --count --threads 2: speed-up over 1 thread`,
    baseline: '1 thread (engine)',
    target: '≥ 1.85 (higher is better)',
    reps,
  };
  const json = ['cover', file, '--count', '--format', 'json', '--quiet', '--no-checkpoint'];
  const two = await sideBySide(placer(...json, '--threads', '2'), placer(...json), reps);
  const engine = (r: { stdout: string }): number =>
    (JSON.parse(r.stdout) as { seconds: number }).seconds;
  for (const r of [...two.aRuns, ...two.bRuns])
    expectCount('placer', BigInt((JSON.parse(r.stdout) as { total: string }).total), instance);
  const t2 = median(two.aRuns.map(engine));
  const t1 = median(two.bRuns.map(engine));
  return {
    ...base,
    placer: t2,
    baselineSeconds: t1,
    ratio: t1 / t2,
    note: `whole process ${two.b.toFixed(3)} s / ${two.a.toFixed(3)} s = ${(two.b / two.a).toFixed(2)}×`,
  };
}

/**
 * The counting table of Algorithm M against the same count without it (`--no-memo`): the
 * engine's own time from the JSON, both on one CPU (an algorithmic gain: lower is better).
 */
export async function memoRow(instance: XccInstance, reps: number): Promise<BenchRow> {
  const file = writeInstance(instance);
  const json = ['cover', file, '--count', '--format', 'json', '--quiet', '--no-checkpoint'];
  const p = await sideBySide(pinned(placer(...json)), pinned(placer(...json, '--no-memo')), reps);
  const out = (r: { stdout: string }): { total: string; nodes: number; seconds: number } =>
    JSON.parse(r.stdout) as { total: string; nodes: number; seconds: number };
  for (const r of [...p.aRuns, ...p.bRuns]) expectCount('placer', BigInt(out(r).total), instance);
  const withTable = median(p.aRuns.map((r) => out(r).seconds));
  const without = median(p.bRuns.map((r) => out(r).seconds));
  return {
    section: SECTION,
    case: `cover ${instance.name} --count: the counting table over --no-memo (engine)`,
    baseline: 'placer cover --no-memo (engine)',
    placer: withTable,
    baselineSeconds: without,
    ratio: withTable / without,
    target: '< 1 (lower is better)',
    reps,
    pinned: CAN_PIN,
    note: `${out(p.aRuns[0]).nodes} nodes with the table, ${out(p.bRuns[0]).nodes} without`,
  };
}

/** `placer cover FILE --count` alone, whole process, against an absolute target in seconds. */
async function aloneRow(instance: XccInstance, target: number, reps: number): Promise<BenchRow> {
  const file = writeInstance(instance);
  const ours = pinned(
    placer('cover', file, '--count', '--format', 'json', '--quiet', '--no-checkpoint'),
  );
  await timeCommand(ours); // a warm-up, as sideBySide runs
  const runs: number[] = [];
  let out = { total: '', nodes: 0, seconds: 0 };
  for (let i = 0; i < reps; i++) {
    const r = await timeCommand(ours);
    out = JSON.parse(r.stdout) as typeof out;
    expectCount('placer', BigInt(out.total), instance);
    runs.push(r.seconds);
  }
  return {
    section: SECTION,
    case: `cover ${instance.name} --count (${instance.kind}, ${instance.count} solutions): whole process`,
    placer: median(runs),
    baseline: '—',
    baselineSeconds: null,
    ratio: null,
    target: `≤ ${target} s`,
    reps,
    pinned: CAN_PIN,
    note: `runs ${runs.map((s) => s.toFixed(3)).join(' ')}; ${out.nodes} nodes, search alone ${out.seconds.toFixed(3)} s (the last run)`,
  };
}

export async function benchXcc(opts: { quick: boolean }): Promise<BenchRow[]> {
  const c = buildAnchor('xcc_count');
  const reps = opts.quick ? 1 : 5;
  const rows: BenchRow[] = [];
  for (const instance of XCC_COUNT_INSTANCES) rows.push(await countRow(instance, c, reps));
  rows.push(await aloneRow(KINGDOM8, 3, reps));
  const start = await startup(reps);
  for (const instance of XCC_LIST_INSTANCES) rows.push(await listRow(instance, c, reps, start));
  // Time per node of each backend: the colour Sudoku and two per line 8×8.
  for (const name of ['sudoku-sage-less7-colour.dlx', 'two-per-line8.dlx']) {
    const instance = XCC_COUNT_INSTANCES.find((i) => i.name === name);
    if (instance === undefined) throw new Error(`xcc: no ${name} instance`);
    for (const backend of ['wasm', 'js'] as const) {
      rows.push(await backendRow(instance, c, backend, reps));
    }
  }
  // The colour Sudoku: the first counting instance.
  rows.push(await threadsRow(XCC_COUNT_INSTANCES[0], opts.quick ? 1 : 3));
  // Latin squares 5×5: sub-problems repeat, so the table pays.
  const latin = XCC_COUNT_INSTANCES.find((i) => i.name === 'latin5-colour.dlx');
  if (latin === undefined) throw new Error('xcc: no latin5-colour.dlx instance');
  rows.push(await memoRow(latin, reps));
  return rows;
}
