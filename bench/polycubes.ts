/**
 * Polycube packings: `placer tile AxBxC --pieces SET --count` against the plain C
 * first-empty-cell counter (bench/anchors/polycube_count.c, every packing visited, no symmetry
 * breaking). Whole processes, alternating runs after one warm-up each, medians; placer's total
 * is checked against the C count on every run before a row is reported. The C side takes
 * minutes on 3x4x5 (one run each side, no warm-up, full runs only) and longer on 4x4x4 bedlam,
 * where it is not rerun: that row checks the reference total and quotes a C figure measured once.
 *
 * Where placer cannot run a case (an unknown option, a crash, output that is not the expected
 * JSON), the case is reported on stderr with the C figure alone and left out of the rows; the
 * section goes on with the next case. A total that disagrees with the C count stops the section.
 */
import {
  buildAnchor,
  CAN_PIN,
  median,
  pinned,
  placer,
  timeCommand,
  type BenchRow,
  type Command,
  type Timed,
} from './lib.js';

interface Case {
  readonly box: string;
  readonly set: string;
  /** Options after `--count`, before `--format json`. */
  readonly extra: readonly string[];
  readonly label: string;
  readonly target: string;
  /** Both sides single-threaded: pinned to the same CPU where taskset exists. */
  readonly pin: boolean;
  readonly reps: number;
  /**
   * One warm-up run of each side before the timed ones (false for cases of minutes, where the
   * first runs are the timed ones).
   */
  readonly warmUp: boolean;
  /**
   * The C baseline is not run (it takes too long); placer's total is checked against this
   * (../shared/reference/polycubes.tsv) and the row has no ratio.
   */
  readonly known?: { readonly total: string; readonly c: CFigure };
  readonly note?: string;
}

/** What a placer count prints with --format json (fields other than `total` may be absent). */
interface CountJson {
  readonly total: string;
  readonly classes?: string;
  readonly nodes?: number;
  readonly seconds?: number;
}

class PlacerFailed extends Error {}

function parseCount(stdout: string): CountJson {
  let v: unknown;
  try {
    v = JSON.parse(stdout);
  } catch {
    throw new PlacerFailed(`output is not JSON: ${JSON.stringify(stdout.slice(0, 200))}`);
  }
  if (typeof v !== 'object' || v === null || !('total' in v) || typeof v.total !== 'string')
    throw new PlacerFailed(`JSON without a string "total": ${stdout.trim().slice(0, 200)}`);
  return v as CountJson;
}

/** The C program prints the count alone. */
function parseC(stdout: string, what: string): string {
  const t = stdout.trim();
  if (!/^\d+$/.test(t)) throw new Error(`polycube_count ${what}: unexpected output ${t}`);
  return t;
}

async function runPlacer(c: Command): Promise<{ run: Timed; out: CountJson }> {
  let run: Timed;
  try {
    run = await timeCommand(c);
  } catch (e) {
    throw new PlacerFailed(e instanceof Error ? e.message : String(e));
  }
  return { run, out: parseCount(run.stdout) };
}

/** A C time measured once, outside the bench; `finished: false` makes it a lower bound. */
interface CFigure {
  readonly seconds: number;
  readonly finished: boolean;
}

/**
 * polycube_count.c 4x4x4 bedlam, run once on this 2-core machine (shared, load 1-3) and stopped
 * unfinished after 4599 s wall, 4190 s CPU (the figure here, a lower bound): far too
 * long to rerun in every bench.
 */
const BEDLAM_C: CFigure = { seconds: 4190, finished: false };

function cText(c: CFigure): string {
  return c.finished
    ? `${c.seconds.toFixed(0)} s`
    : `over ${c.seconds.toFixed(0)} s (stopped unfinished)`;
}

function casesFor(quick: boolean): Case[] {
  const reps = quick ? 1 : 5;
  const soma = { box: '3x3x3', set: 'soma', pin: true, reps, warmUp: true } as const;
  const cases: Case[] = [
    {
      ...soma,
      extra: [],
      label: 'tile 3x3x3 --pieces soma --count (symmetry broken)',
      target: '≤ 0.5',
    },
    {
      ...soma,
      extra: ['--symmetry', 'none'],
      label: 'tile 3x3x3 --pieces soma --count --symmetry none (every packing visited)',
      target: '—',
      note: 'like for like: both sides visit all 11520 packings',
    },
  ];
  // The C side takes about 20 s on 2x5x6 and about 8-9 minutes on 3x4x5 (one run each here):
  // quick runs stop at 2x5x6; 3x4x5 is one run of each side, no warm-up.
  cases.push({
    box: '2x5x6',
    set: 'solid-pentominoes',
    extra: [],
    label: 'tile 2x5x6 --pieces solid-pentominoes --count (symmetry broken)',
    target: '≤ 0.5',
    pin: true,
    reps: quick ? 1 : 3,
    warmUp: !quick,
  });
  if (!quick) {
    cases.push({
      box: '3x4x5',
      set: 'solid-pentominoes',
      extra: [],
      label: 'tile 3x4x5 --pieces solid-pentominoes --count (symmetry broken)',
      target: '≤ 0.5',
      pin: true,
      reps: 1,
      warmUp: false,
    });
    cases.push({
      box: '4x4x4',
      set: 'bedlam',
      extra: ['--threads', '2'],
      label: 'tile 4x4x4 --pieces bedlam --count --threads 2 (symmetry broken)',
      target: `≤ 0.5 of C's ${cText(BEDLAM_C)}`,
      pin: false,
      reps: 1,
      warmUp: false,
      known: { total: '460464', c: BEDLAM_C },
      note: 'placer on 2 threads',
    });
  }
  return cases;
}

function fail(label: string, e: PlacerFailed, c: string): void {
  console.error(`bench polycubes: ${label}: placer failed (${e.message}); ${c}`);
}

export async function benchPolycubes(opts: { quick: boolean }): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const failed: string[] = [];
  const bin = buildAnchor('polycube_count');
  for (const k of casesFor(opts.quick)) {
    const cArgs = [k.box, k.set];
    const what = cArgs.join(' ');
    const pin = (c: Command): Command => (k.pin ? pinned(c) : c);
    const anchor = pin({ cmd: bin, args: cArgs });
    const ours = pin(
      placer(
        'tile',
        k.box,
        '--pieces',
        k.set,
        '--count',
        ...k.extra,
        '--format',
        'json',
        '--quiet',
        '--no-checkpoint',
      ),
    );
    const runC = async (): Promise<Timed> => {
      const c = await timeCommand(anchor);
      parseC(c.stdout, what);
      return c;
    };
    const pRuns: Timed[] = [];
    const cRuns: Timed[] = [];
    // The C side first, so that a placer failure can still be reported with its figure.
    let cTotal: string;
    let first: Timed | undefined;
    if (k.known === undefined) {
      first = await runC();
      cTotal = parseC(first.stdout, what);
      if (!k.warmUp) cRuns.push(first);
    } else cTotal = k.known.total;
    const check = async (): Promise<Timed> => {
      const p = await runPlacer(ours);
      if (p.out.total !== cTotal)
        throw new Error(`polycubes ${k.label}: placer says ${p.out.total}, C says ${cTotal}`);
      return p.run;
    };
    try {
      if (k.warmUp) await check();
      while (pRuns.length < k.reps) {
        pRuns.push(await check());
        if (k.known === undefined && cRuns.length < k.reps) cRuns.push(await runC());
      }
    } catch (e) {
      if (!(e instanceof PlacerFailed)) throw e;
      const c =
        k.known === undefined
          ? `C alone: ${cTotal} in ${(first?.seconds ?? NaN).toFixed(3)} s` +
            (k.warmUp ? ' (its warm-up run)' : '')
          : `C not run (measured once: ${cText(k.known.c)})`;
      fail(k.label, e, c);
      failed.push(k.label);
      continue;
    }
    const out = parseCount(pRuns[0].stdout);
    const a = median(pRuns.map((r) => r.seconds));
    const b = k.known === undefined ? median(cRuns.map((r) => r.seconds)) : null;
    const engine = pRuns
      .map((r) => parseCount(r.stdout).seconds)
      .filter((s): s is number => typeof s === 'number');
    const facts = [
      `total ${out.total}`,
      out.classes === undefined ? '' : `distinct ${out.classes}`,
      out.nodes === undefined ? '' : `${out.nodes} nodes`,
      engine.length === 0 ? '' : `search alone ${median(engine).toFixed(3)} s`,
      k.known === undefined
        ? ''
        : `C not rerun: measured once, ${cText(k.known.c)}; ratio ${k.known.c.finished ? '' : '< '}${(a / k.known.c.seconds).toFixed(2)}`,
      k.note ?? '',
    ].filter((s) => s !== '');
    rows.push({
      section: 'polycubes',
      case: k.label,
      placer: a,
      baseline: `polycube_count.c ${what} (gcc -O3 -march=native)`,
      baselineSeconds: b,
      ratio: b === null ? null : a / b,
      target: k.target,
      reps: k.reps,
      ...(k.pin ? { pinned: CAN_PIN } : {}),
      note: facts.join('; '),
    });
  }
  if (failed.length > 0)
    console.error(
      `bench polycubes: ${failed.length} case(s) left out, placer failed: ${failed.join(' | ')}`,
    );
  return rows;
}
