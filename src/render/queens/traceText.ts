/**
 * The words of the heuristics' traces, for people: greedy, mutation and min-conflicts step by
 * step as text lines, with boards for small N. The CLI prints them and the web page shows them
 * as captions, so both say the same. (The searches' words are in searchText.ts.)
 */
import { qs4FixCap } from '../../core/queens/minConflictsTrace.js';
import { sidewaysPatience } from '../../core/queens/mutation.js';
import { makePlacement } from '../../core/queens/placement.js';
import type {
  AbandonReason,
  AcceptRule,
  GreedyEvent,
  MinConflictsEvent,
  MutationEvent,
  RejectRule,
  SwapEvent,
} from '../../core/queens/traceEvents.js';
import { boardOf } from './board.js';
import { renderTextBoard } from './textBoard.js';

/** An event of the heuristics' traces (greedy, mutation, min-conflicts), as TraceText words them. */
export type HeuristicEvent = GreedyEvent | MutationEvent | MinConflictsEvent;

/** Boards are drawn in text traces up to this N (scores need two digits per square). */
export const MAX_TRACE_BOARD_N = 16;

/** Why a swap was kept or dropped, for each rule (a new rule must be worded here). */
const WHY: Record<AcceptRule | RejectRule, string> = {
  better: 'kept (better)',
  equal: 'kept (equal: a sideways move)',
  forced: 'kept (escape step: every swap is kept)',
  'not-better': 'dropped (not better)',
  worse: 'dropped (worse)',
  'solution-refused': "dropped (escape step, seed's code: a solution is refused there)",
};

const ABANDONED: Record<AbandonReason, string> = {
  stuck: 'could not be freed',
  'too-many-left': 'too many queens left for the final search',
  'not-a-solution': 'the final check failed',
};

/** Turns events into text lines; keeps the pending swap between a swap and its decision. */
export class TraceText {
  private swap: SwapEvent | null = null;
  private readonly boards: boolean;
  private readonly stateWidth: number;

  /**
   * `boards`: draw text boards in the lines (default: up to MAX_TRACE_BOARD_N); the page draws
   * its own board and asks for none, and gets the lines the CLI prints for larger N.
   */
  constructor(
    private readonly n: number,
    private readonly color: boolean,
    boards = n <= MAX_TRACE_BOARD_N,
  ) {
    this.boards = boards;
    this.stateWidth = n * (String(n).length + 1);
  }

  private board(queens: readonly number[], scores?: readonly number[]): string[] {
    if (!this.boards) return [];
    const p = makePlacement(queens);
    return [renderTextBoard(boardOf(p, scores), { color: this.color }), ''];
  }

  private state(step: number, queens: readonly number[], error: number): string {
    const perm = queens.map((c) => c + 1).join(' ');
    return `${String(step).padStart(7)}.  ${perm.padEnd(this.stateWidth)} error ${String(error).padStart(3)}`;
  }

  /** The text lines of one event (none for an event that only updates the pending swap). */
  lines(e: HeuristicEvent): string[] {
    switch (e.type) {
      case 'attack-scores':
        return [
          `step ${e.step}: lowest score ${e.min} on ${e.ties} free cell${e.ties === 1 ? '' : 's'}; drew ${e.pick} of ${e.ties}: queen to row ${e.row + 1}, column ${e.col + 1}`,
          ...this.board(e.queens, e.scores),
        ];
      case 'place':
        return this.boards ? [] : [`        queen on row ${e.row + 1}, column ${e.col + 1}`];
      case 'restart':
        // Greedy gets stuck with fewer than N queens; mutation (sideways) always has N.
        return e.placed < this.n
          ? [
              `no free cell left with ${e.placed} of ${this.n} queens: clearing the board, attempt ${e.attempt}`,
              ...this.board(e.queens),
            ]
          : [
              `${String(e.step).padStart(7)}.  the error has not fallen for ${sidewaysPatience(this.n)} swaps: back to the identity, attempt ${e.attempt}`,
            ];
      case 'start':
        return [...this.board(e.queens), `${this.state(e.step, e.queens, e.error)}  start`];
      case 'swap':
        this.swap = e;
        return [];
      case 'accept':
      case 'reject': {
        const s = this.swap;
        const what =
          s === null
            ? ''
            : `swap rows ${s.i + 1}, ${s.j + 1} → error ${s.proposedError}: ${WHY[e.rule]}`;
        this.swap = null;
        return [`${this.state(e.step, e.queens, e.error)}  ${what}`];
      }
      case 'initial-try': {
        const what = `row ${e.row + 1} ← queen of row ${e.pick + 1} (column ${e.col + 1})`;
        const why =
          e.conflicts === 0
            ? 'no queen above attacks it: kept'
            : `attacked by ${e.conflicts} queen${e.conflicts === 1 ? '' : 's'} above: not moved`;
        return [`${String(e.step).padStart(7)}.  ${what}: ${why}`];
      }
      case 'shuffle': {
        const rows =
          e.from === this.n - 1
            ? `row ${this.n} gets the column left`
            : `rows ${e.from + 1}…${this.n} get the columns left, shuffled`;
        return [
          `${String(e.step).padStart(7)}.  ${rows}: error ${e.error}`,
          ...this.board(e.queens),
        ];
      }
      case 'final-try': {
        const head = `${String(e.step).padStart(7)}.  queen ${e.row + 1} is attacked:`;
        if (e.other === e.row) return [`${head} drew its own row, nothing to swap`];
        const result = e.kept
          ? `kept (both alone), error ${e.error} → ${e.proposedError}`
          : `dropped (${e.proposedConflicts} conflict${e.proposedConflicts === 1 ? '' : 's'} after)`;
        return [`${head} swap with row ${e.other + 1} → ${result}`];
      }
      case 'abandon': {
        const why =
          e.reason === 'stuck'
            ? `queen ${(e.row ?? 0) + 1} ${ABANDONED.stuck} in ${qs4FixCap(this.n)} tries`
            : ABANDONED[e.reason];
        return [
          `${String(e.step).padStart(7)}.  ${why}: back to the identity, attempt ${e.attempt}`,
        ];
      }
      case 'solution':
        return ['', `solution: ${e.queens.map((c) => c + 1).join(' ')}`, ...this.board(e.queens)];
      case 'done':
        return e.complete
          ? []
          : [
              `stopped at step ${e.step} (--max-steps): no placement found`,
              ...this.board(e.queens),
            ];
    }
  }
}
