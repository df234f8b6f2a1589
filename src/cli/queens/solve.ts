/**
 * `placer queens solve N`: one placement by a chosen method — min-conflicts (default), construct,
 * backtrack, greedy (seed 001) or mutation (seed 003) — with the seed printed so any run can be
 * replayed, an O(N) check of the result, and optionally the trace of greedy and mutation. Both
 * paths run through the slice driver (core/run/drive.ts), so Ctrl-C stops either; the traced one
 * is core's TraceRun (core/queens/traceRun.ts), the summary's words render's
 * (render/queens/solveSummary.ts). The action is parseSolve (options), solveNotes, runSolve (the
 * search) and printSolve (check, file, summary).
 */
import { Option, type Command } from 'commander';
import { checkPlacement } from '../../core/queens/check.js';
import { PLACEMENT_FORMATS, type PlacementFormat } from '../../core/queens/formats.js';
import { MUTATION_RULES, type MutationRule } from '../../core/queens/mutation.js';
import type { Placement } from '../../core/queens/placement.js';
import {
  createSolver,
  MAX_SOLVE_N,
  SOLVE_METHODS,
  STEP_UNIT,
  type SolveEnd,
  type SolveMethod,
} from '../../core/queens/solve.js';
import { TraceRun } from '../../core/queens/traceRun.js';
import { drive } from '../../core/run/drive.js';
import { nodeHost } from '../../node/host.js';
import { boardOf } from '../../render/queens/board.js';
import {
  solveSummaryJson,
  solveSummaryLine,
  solveSummaryLines,
  type SolveSummary,
} from '../../render/queens/solveSummary.js';
import { renderTextBoard } from '../../render/queens/textBoard.js';
import { eventJson } from '../../render/queens/traceJson.js';
import { TraceText } from '../../render/queens/traceText.js';
import { drawSeed, jsonAlias, parseChoice, parseIntArg, parseSeed } from '../args.js';
import type { CliContext } from '../context.js';
import type { Act, Outcome } from '../outcome.js';
import { usage } from '../errors.js';
import { startLiveRun } from '../progress.js';
import { checkWritable } from '../../node/files.js';
import { MAX_SHOW_N } from './show.js';
import {
  checkFormatFits,
  printJsonWithCols,
  printPlacement,
  writePlacementFile,
} from './placementIo.js';
import { formatDuration } from '../../render/duration.js';

const SOLVE_FORMATS = [...PLACEMENT_FORMATS, 'board'] as const;
type SolveFormat = (typeof SOLVE_FORMATS)[number];
const TRACE_STYLES = ['text', 'ndjson'] as const;
/** Traces carry the whole board in every event: a teaching aid for small boards. */
export const MAX_TRACE_N = 64;
/** The escape rule of mutation stalls from about this N (measured; see docs/heuristics.md). */
const MUTATION_STALL_N = 30;
/** Greedy takes seconds from about here (measured: 1.6 s at 500, 6–8 s at 1000). */
const GREEDY_SLOW_N = 1000;

interface SolveOpts {
  method: string;
  seed?: string;
  rule?: string;
  sideways?: boolean;
  maxSteps?: string;
  trace?: string | boolean;
  format: string;
  output?: string;
  out?: string;
  placement?: boolean;
  json?: boolean;
  progress?: boolean;
  quiet?: boolean;
}

interface Run {
  readonly outcome: SolveEnd;
  readonly cols: Int32Array;
  readonly steps: number;
  readonly restarts: number;
  readonly error: number | null;
  readonly seconds: number;
}

/**
 * The first slice, in the method's steps: a few milliseconds, so Ctrl-C and progress stay live
 * from the start (the driver adapts the slices after it). A greedy placement costs O(N²).
 */
function firstSliceFor(method: SolveMethod, n: number): number {
  if (method === 'greedy') return Math.max(1, Math.floor(4e6 / (n * n)));
  return 1 << 20;
}

/** Progress lines and Ctrl-C checks this often (ms). */
const LIVE_EVERY_MS = 100;

async function runFast(
  method: SolveMethod,
  n: number,
  seed: number,
  rule: MutationRule,
  maxSteps: number,
  signal: AbortSignal,
  onProgress: (steps: number, error: number | null, seconds: number) => void,
): Promise<Run> {
  const t0 = performance.now();
  const solver = createSolver(method, n, seed, { rule });
  const end = await drive(solver, {
    host: nodeHost,
    signal,
    maxSteps,
    firstBudget: firstSliceFor(method, n),
    progressEveryMs: LIVE_EVERY_MS,
    yieldEveryMs: LIVE_EVERY_MS,
    onProgress: (p, ms) => onProgress(p.steps, solver.error, ms / 1000),
  });
  const outcome: SolveEnd =
    end === 'found' ? 'solved' : end === 'done' ? 'none' : end === 'limit' ? 'gave-up' : end;
  return {
    outcome,
    cols: solver.cols,
    steps: solver.steps,
    restarts: solver.restarts,
    error: solver.error,
    seconds: (performance.now() - t0) / 1000,
  };
}

/** Events a trace hands out before the driver first looks at the clock (then it adapts). */
const TRACE_FIRST_SLICE = 4096;

/** Runs the traced path, printing each event as it comes; the result is the trace's own. */
async function runTraced(
  ctx: CliContext,
  method: 'greedy' | 'mutation',
  n: number,
  seed: number,
  rule: MutationRule,
  maxSteps: number,
  style: 'text' | 'ndjson',
  signal: AbortSignal,
): Promise<Run> {
  const t0 = performance.now();
  const text = new TraceText(n, ctx.color);
  const traced = new TraceRun(method, n, seed, { rule, maxSteps }, (e) => {
    if (style === 'ndjson') ctx.out.line(JSON.stringify(eventJson(e, n)));
    else for (const l of text.lines(e)) ctx.out.line(l);
  });
  await drive(traced, { host: nodeHost, signal, firstBudget: TRACE_FIRST_SLICE });
  return { ...traced.result(), seconds: (performance.now() - t0) / 1000 };
}

/** What the options ask for, checked. */
interface SolveRequest {
  readonly opts: SolveOpts;
  readonly n: number;
  readonly method: SolveMethod;
  readonly format: SolveFormat;
  readonly rule: MutationRule;
  readonly seed: number;
  readonly maxSteps: number;
  /** --trace's style; null: no trace. */
  readonly traceStyle: 'text' | 'ndjson' | null;
  /** The placement's file, or '-' for standard output (the summary then goes to stderr). */
  readonly outFile: string | undefined;
}

/** Checks the options against each other and the board size; the output path too. */
function parseSolve(nText: string | undefined, opts: SolveOpts): SolveRequest {
  if (opts.output !== undefined && opts.out !== undefined) {
    throw usage('bad-option', 'give -o/--output once (--out is the same option)');
  }
  const outFile = opts.output ?? opts.out;
  const method = parseChoice('--method', opts.method, SOLVE_METHODS);
  const n = parseIntArg('N', nText, 1, MAX_SOLVE_N[method]);
  const format: SolveFormat = parseChoice('--format', opts.format, SOLVE_FORMATS);
  if (format === 'board') {
    if (n > MAX_SHOW_N) {
      throw usage('format-range', `--format board draws N ≤ ${MAX_SHOW_N}, got N = ${n}`);
    }
    if (outFile !== undefined) throw usage('bad-option', '--format board cannot go to -o');
  } else checkFormatFits(format, n);
  // --format json is the summary as one JSON object (the placement in it), as --json (its
  // alias) always was: stdout is then JSON only, never text lines around a JSON placement.
  const json = opts.json === true || format === 'json';
  if (opts.rule !== undefined && opts.sideways) {
    throw usage('bad-option', 'give either --rule or --sideways, not both');
  }
  if ((opts.rule !== undefined || opts.sideways) && method !== 'mutation') {
    throw usage('bad-option', `--rule and --sideways are for --method mutation`);
  }
  const rule: MutationRule = opts.sideways
    ? 'sideways'
    : opts.rule === undefined
      ? 'intent'
      : parseChoice('--rule', opts.rule, MUTATION_RULES);
  const seed = opts.seed === undefined ? drawSeed() : parseSeed(opts.seed);
  const maxSteps =
    opts.maxSteps === undefined
      ? Infinity
      : parseIntArg('--max-steps', opts.maxSteps, 1, Number.MAX_SAFE_INTEGER);
  let traceStyle: 'text' | 'ndjson' | null = null;
  if (opts.trace !== undefined && opts.trace !== false) {
    // With --json every line of stdout is JSON: the trace is ndjson unless asked otherwise.
    traceStyle =
      opts.trace === true
        ? json
          ? 'ndjson'
          : 'text'
        : parseChoice('--trace', opts.trace, TRACE_STYLES);
    if (traceStyle === 'text' && json) {
      throw usage('bad-option', '--trace text is not JSON: give --trace ndjson with --format json');
    }
    if (method !== 'greedy' && method !== 'mutation') {
      throw usage(
        'bad-option',
        `--trace is for --method greedy and mutation (for the backtracking tree walk see 'placer queens walk')`,
      );
    }
    if (n > MAX_TRACE_N) {
      throw usage('out-of-range', `--trace needs N ≤ ${MAX_TRACE_N}, got N = ${n}`);
    }
  }
  // The output path is checked before the search, so a bad one fails at once.
  if (outFile !== undefined && outFile !== '-') checkWritable(outFile, '-o');
  return {
    opts: { ...opts, json },
    n,
    method,
    format,
    rule,
    seed,
    maxSteps,
    traceStyle,
    outFile,
  };
}

/** Notes before a run that may take long (none with --quiet). */
function solveNotes(ctx: CliContext, r: SolveRequest): void {
  const { opts, method, rule, n, maxSteps } = r;
  if (
    !opts.quiet &&
    method === 'mutation' &&
    rule !== 'sideways' &&
    n >= MUTATION_STALL_N &&
    maxSteps === Infinity
  ) {
    ctx.err(
      `note: mutation with the escape step stalls from about N = ${MUTATION_STALL_N}; --sideways does not (stop with Ctrl-C, or set --max-steps)`,
    );
  }

  if (!opts.quiet && method === 'greedy' && n > GREEDY_SLOW_N) {
    ctx.err(
      `note: greedy costs O(N³) per attempt (N = 1000 takes several seconds); min-conflicts is linear`,
    );
  }
}

/** Runs the method, traced or not, with a live progress line and Ctrl-C. */
async function runSolve(ctx: CliContext, r: SolveRequest): Promise<Run> {
  const { opts, n, method, rule, seed, maxSteps, traceStyle } = r;
  const live = startLiveRun(ctx.errIsTTY, opts);
  try {
    return traceStyle !== null && (method === 'greedy' || method === 'mutation')
      ? await runTraced(ctx, method, n, seed, rule, maxSteps, traceStyle, live.signal)
      : await runFast(method, n, seed, rule, maxSteps, live.signal, (steps, err, secs) =>
          live.line.update(
            `${method} N=${n}: ${steps.toLocaleString('en-US')} ${STEP_UNIT[method]}` +
              (err === null ? '' : `, error ${err}`) +
              `, ${formatDuration(secs)}`,
          ),
        );
  } finally {
    live.end();
  }
}

/** Checks the placement found, writes it (-o), prints the summary and says the outcome. */
async function printSolve(ctx: CliContext, r: SolveRequest, run: Run): Promise<Outcome> {
  const { opts, n, method, format, rule, seed, outFile, traceStyle } = r;
  const solved = run.outcome === 'solved';
  const p: Placement = { n, cols: run.cols };
  const t1 = performance.now();
  const report = solved ? checkPlacement(p) : null;
  const checkSeconds = (performance.now() - t1) / 1000;
  if (report !== null && !report.valid) {
    // A method returned something that is not a solution: a bug, never a "no".
    throw new Error(`${method} returned a placement that fails the check (seed ${seed})`);
  }
  let written = 0;
  let writeSeconds = 0;
  if (solved && outFile !== undefined && outFile !== '-') {
    const t2 = performance.now();
    // A failure is one line naming the file ("-o 'X' was not written: why"), exit 2.
    written = writePlacementFile(outFile, p, format as PlacementFormat);
    writeSeconds = (performance.now() - t2) / 1000;
  }
  // -o -: standard output holds the placement alone (as a file would); the summary goes to
  // standard error.
  const toStdout = outFile === '-';
  const summaryLine = toStdout ? ctx.err : (l: string): void => ctx.out.line(l);
  if (toStdout && solved) printPlacement(ctx, p, format as PlacementFormat);

  const summary: SolveSummary = {
    n,
    method,
    rule,
    seed,
    outcome: run.outcome,
    steps: run.steps,
    restarts: run.restarts,
    error: run.error,
    seconds: run.seconds,
    valid: report?.valid ?? false,
    checkSeconds,
    written:
      solved && outFile !== undefined && outFile !== '-'
        ? { file: outFile, format, bytes: written, seconds: writeSeconds }
        : null,
  };
  const printCols = solved && outFile === undefined && opts.placement !== false;
  if (opts.json || traceStyle === 'ndjson') {
    const head = JSON.stringify({
      ...(traceStyle ? { type: 'summary' } : {}),
      ...solveSummaryJson(summary),
    });
    // The placement in its one JSON shape, {"n":…,"cols":[…]}, streamed (N up to 10^9).
    if (printCols) {
      printJsonWithCols(ctx, p, head.slice(0, -1) + `,"placement":{"n":${n},"cols":[`);
    } else {
      summaryLine(head.slice(0, -1) + (solved ? '}' : ',"placement":null}'));
    }
  } else {
    if (traceStyle !== null) summaryLine('');
    for (const line of solveSummaryLines(summary)) summaryLine(line);
    if (printCols) {
      if (format === 'board') {
        ctx.out.line(solveSummaryLine('placement', Array.from(run.cols, (c) => c + 1).join(' ')));
        ctx.out.line('');
        ctx.out.line(renderTextBoard(boardOf(p), { color: ctx.color }));
      } else {
        printPlacement(ctx, p, format, solveSummaryLine('placement', ''));
      }
    }
  }
  await ctx.out.end();
  return run.outcome === 'cancelled' ? 'interrupted' : solved ? 'ok' : 'no';
}

export function registerSolve(queens: Command, ctx: CliContext, act: Act): void {
  queens
    .command('solve')
    .description(
      'find one placement: min-conflicts (default), construct, backtrack, greedy (seed 001) or mutation (seed 003)',
    )
    .argument('[N]', 'board size (min-conflicts and construct: up to 10^9, 8 bytes per queen)')
    .option('--method <method>', SOLVE_METHODS.join('|'), 'min-conflicts')
    .option('--seed <S>', 'seed of the random numbers, 0…2^53-1 (default: drawn, and printed)')
    .option(
      '--rule <rule>',
      "mutation's rule: intent (escape step keeps every swap), seed (the seed's code as written), sideways",
    )
    .option('--sideways', 'mutation: keep equal-error swaps, no escape step (= --rule sideways)')
    .option(
      '--max-steps <K>',
      'randomised methods: give up after K steps (exit 1): placements, swaps or swap tries',
    )
    .option(
      '--trace [style]',
      `print every step (greedy, mutation; N ≤ ${MAX_TRACE_N}): text|ndjson`,
    )
    .option(
      '--format <format>',
      `how to write the placement: ${SOLVE_FORMATS.join('|')} (json: the summary as one JSON object, with the placement unless -o)`,
      'perm',
    )
    .option(
      '-o, --output <file>',
      'write the placement to FILE (atomically; - = stdout); the summary goes to stdout (stderr for -)',
    )
    .addOption(new Option('--out <file>', 'the same as --output').hideHelp())
    .option('--no-placement', 'print only the summary, not the placement (timing runs)')
    .addOption(jsonAlias())
    .option('--progress', 'report progress on stderr even when it is not a terminal')
    .option('-q, --quiet', 'no progress reports or notes')
    .action(
      act(async (nText: string | undefined, opts: SolveOpts) => {
        const request = parseSolve(nText, opts);
        solveNotes(ctx, request);
        return printSolve(ctx, request, await runSolve(ctx, request));
      }),
    );
}
