/**
 * The "One placement" view's plain parts: its methods and their size limits, the trace machines
 * of the traced methods (greedy, mutation, min-conflicts on small boards), the caption of each
 * step (the CLI's own words, render/queens/traceText.ts) and what the board shows at a step. No DOM:
 * unit-tested in Node.
 */
import { GreedyTrace } from '../../../core/queens/greedy.js';
import { MinConflictsTrace } from '../../../core/queens/minConflictsTrace.js';
import { MutationTrace, type MutationRule } from '../../../core/queens/mutation.js';
import type { TraceMachine } from '../../../core/trace.js';
import type { GreedyEvent, MinConflictsEvent } from '../../../core/queens/traceEvents.js';
import { TraceText, type HeuristicEvent } from '../../../render/queens/traceText.js';
import { MutationSteps, type MutationStep } from '../../state/traceMachines.js';

export const ONE_METHODS = ['greedy', 'mutation', 'min-conflicts', 'construct'] as const;
export type OneMethod = (typeof ONE_METHODS)[number];

export const ONE_LABEL: Readonly<Record<OneMethod, string>> = {
  greedy: 'Greedy (seed 001)',
  mutation: 'Mutation (seed 003)',
  'min-conflicts': 'Min-conflicts',
  construct: 'Construction',
};

/** Traces carry the whole board in every event: boards up to the CLI's MAX_TRACE_N (64). */
export const TRACE_MAX_N = 64;
/** The fast methods run in a worker up to here (4 MB of placement; the CLI goes further). */
export const FAST_MAX_N = 1_000_000;
/** The largest step limit of a worker run. */
export const MAX_LIMIT = 1_000_000_000_000;
/** Min-conflicts needs N ≥ 4 (below, the worker answers by exhaustive search). */
export const MIN_CONFLICTS_MIN_N = 4;

export function maxSizeFor(method: OneMethod): number {
  return method === 'greedy' || method === 'mutation' ? TRACE_MAX_N : FAST_MAX_N;
}

/** Played back step by step (a trace), or run whole in a worker. */
export function isTraced(method: OneMethod, n: number): boolean {
  if (method === 'construct') return false;
  if (method === 'min-conflicts') return n >= MIN_CONFLICTS_MIN_N && n <= TRACE_MAX_N;
  return true;
}

export function greedyMachine(n: number, seed: number): TraceMachine<GreedyEvent, unknown> {
  return new GreedyTrace(n, seed);
}

export function mutationMachine(
  n: number,
  seed: number,
  rule: MutationRule,
): TraceMachine<MutationStep, unknown> {
  return new MutationSteps(new MutationTrace(n, seed, { rule }));
}

export function minConflictsMachine(
  n: number,
  seed: number,
): TraceMachine<MinConflictsEvent, unknown> {
  return new MinConflictsTrace(n, seed);
}

function words(n: number, events: readonly HeuristicEvent[]): string {
  const text = new TraceText(n, false, false);
  return events
    .flatMap((e) => text.lines(e))
    .filter((l) => l.trim() !== '')
    .join('\n');
}

/** The CLI's line(s) for a greedy or min-conflicts event; the end's summary when it has none. */
export function heuristicCaption(n: number, e: GreedyEvent | MinConflictsEvent): string {
  return words(n, [e]) || endWords(e);
}

/** The CLI's line for a mutation step: the swap and its decision worded together. */
export function mutationCaption(n: number, s: MutationStep): string {
  return words(n, s.swap === null ? [s.event] : [s.swap, s.event]) || endWords(s.event);
}

/** The CLI prints its summary at the end, not a line: the page says what was found. */
function endWords(e: HeuristicEvent): string {
  if (e.type !== 'done' || !e.complete) return '';
  return `done at step ${e.step}, solution: ${e.queens.map((c) => c + 1).join(' ')}`;
}

export interface OneFrame {
  /** cols[row] = column, -1 for an empty row; length n. */
  readonly cols: Int32Array;
  /** Greedy's attack scores, scores[row * n + col] (-1: not free), at an attack-scores step. */
  readonly scores: readonly number[] | null;
  /** The square drawn (greedy), or null. */
  readonly mark: { readonly row: number; readonly col: number } | null;
  /** Rows the step works on (highlighted). */
  readonly rows: readonly number[];
}

function colsOf(n: number, queens: readonly number[] | null): Int32Array {
  const cols = new Int32Array(n).fill(-1);
  if (queens !== null) for (let r = 0; r < Math.min(n, queens.length); r++) cols[r] = queens[r];
  return cols;
}

/** The board at a greedy step (null: the start, an empty board). */
export function greedyFrame(n: number, e: GreedyEvent | null): OneFrame {
  const cols = colsOf(n, e?.queens ?? null);
  if (e === null) return { cols, scores: null, mark: null, rows: [] };
  if (e.type === 'attack-scores') {
    // The ring marks the square drawn; a row band would hide the heat map's tint.
    return { cols, scores: e.scores, mark: { row: e.row, col: e.col }, rows: [] };
  }
  if (e.type === 'place') return { cols, scores: null, mark: null, rows: [e.row] };
  return { cols, scores: null, mark: null, rows: [] };
}

/** The board at a mutation step: the state after the decision, the swapped rows highlighted. */
export function mutationFrame(n: number, s: MutationStep | null): OneFrame {
  const cols = s === null ? colsOf(n, identity(n)) : colsOf(n, s.event.queens);
  const rows = s?.swap ? [...new Set([s.swap.i, s.swap.j])] : [];
  return { cols, scores: null, mark: null, rows };
}

/** The board at a min-conflicts step: the permutation, the two rows of a try highlighted. */
export function minConflictsFrame(n: number, e: MinConflictsEvent | null): OneFrame {
  const cols = colsOf(n, e === null ? identity(n) : e.queens);
  let rows: number[] = [];
  if (e?.type === 'initial-try') rows = [...new Set([e.row, e.pick])];
  else if (e?.type === 'final-try') rows = [...new Set([e.row, e.other])];
  return { cols, scores: null, mark: null, rows };
}

function identity(n: number): number[] {
  return Array.from({ length: n }, (_, r) => r);
}

/** A fresh seed for Restart: 53 random bits from the platform's generator. */
export function drawSeed(random: (buffer: Uint32Array) => Uint32Array): number {
  const w = random(new Uint32Array(2));
  return (w[0] & 0x1fffff) * 2 ** 32 + w[1];
}
