/**
 * Traces for people (greedy and mutation as text, with boards for small N) and for programs
 * (every trace event, the walk's too, as JSON: 1-based like every text format, rows and columns
 * from 1, null for an empty row or a cell that is not free).
 */
import { sidewaysPatience } from '../../core/queens/mutation.js';
import { makePlacement } from '../../core/queens/placement.js';
import type { GreedyEvent, MutationEvent, SwapEvent, TraceEvent } from '../../core/trace.js';
import { boardOf } from '../../render/board.js';
import { renderTextBoard } from '../../render/textBoard.js';

export type HeuristicEvent = GreedyEvent | MutationEvent;

/** Boards are drawn in text traces up to this N (scores need two digits per square). */
export const MAX_TRACE_BOARD_N = 16;

function queens1(q: readonly number[]): (number | null)[] {
  return q.map((c) => (c < 0 ? null : c + 1));
}

/** A trace event of any engine (walk, greedy, mutation) for programs, 1-based; n is the board size. */
export function eventJson(e: TraceEvent, n: number): Record<string, unknown> {
  const base = { type: e.type, step: e.step, queens: queens1(e.queens) };
  switch (e.type) {
    case 'attack-scores': {
      const rows: (number | null)[][] = [];
      for (let r = 0; r < n; r++) {
        rows.push(e.scores.slice(r * n, r * n + n).map((s) => (s < 0 ? null : s)));
      }
      return {
        ...base,
        scores: rows,
        min: e.min,
        ties: e.ties,
        pick: e.pick,
        row: e.row + 1,
        col: e.col + 1,
      };
    }
    case 'place':
    case 'remove':
      return { ...base, row: e.row + 1, col: e.col + 1 };
    case 'move':
      return { ...base, row: e.row + 1, from: e.from + 1, to: e.to + 1 };
    case 'process':
      return {
        ...base,
        row: e.row + 1,
        attackedBy: e.attackedBy === null ? null : e.attackedBy + 1,
      };
    case 'restart':
      return { ...base, attempt: e.attempt, placed: e.placed };
    case 'start':
      return { ...base, error: e.error };
    case 'swap':
      return {
        ...base,
        i: e.i + 1,
        j: e.j + 1,
        error: e.error,
        proposedError: e.proposedError,
        forced: e.forced,
      };
    case 'accept':
    case 'reject':
      return { ...base, error: e.error, rule: e.rule };
    case 'solution':
      return { ...base, index: e.index };
    case 'done':
      return { ...base, solutions: e.solutions, complete: e.complete };
  }
}

const WHY: Record<string, string> = {
  better: 'kept (better)',
  equal: 'kept (equal: a sideways move)',
  forced: 'kept (escape step: every swap is kept)',
  'not-better': 'dropped (not better)',
  worse: 'dropped (worse)',
  'solution-refused': "dropped (escape step, seed's code: a solution is refused there)",
};

/** Turns events into text lines; keeps the pending swap between a swap and its decision. */
export class TraceText {
  private swap: SwapEvent | null = null;
  private readonly boards: boolean;
  private readonly stateWidth: number;

  constructor(
    private readonly n: number,
    private readonly color: boolean,
  ) {
    this.boards = n <= MAX_TRACE_BOARD_N;
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
