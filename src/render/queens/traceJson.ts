/**
 * Trace events for programs (the CLI's ndjson traces, the web page's exports): every event of
 * every traced engine as a plain object, 1-based like every text format — rows and columns
 * from 1, null for an empty row or a cell that is not free.
 */
import type { QueensTraceEvent } from '../../core/queens/traceEvents.js';

function queens1(q: readonly number[]): (number | null)[] {
  return q.map((c) => (c < 0 ? null : c + 1));
}

/** A trace event of any engine (walk, backtracking, greedy, mutation, min-conflicts); n is the board size. */
export function eventJson(e: QueensTraceEvent, n: number): Record<string, unknown> {
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
    case 'initial-try':
      return {
        ...base,
        row: e.row + 1,
        pick: e.pick + 1,
        col: e.col + 1,
        conflicts: e.conflicts,
        kept: e.kept,
      };
    case 'shuffle':
      return { ...base, from: e.from + 1, error: e.error };
    case 'final-try':
      return {
        ...base,
        row: e.row + 1,
        other: e.other + 1,
        conflicts: e.conflicts,
        proposedConflicts: e.proposedConflicts,
        error: e.error,
        proposedError: e.proposedError,
        kept: e.kept,
      };
    case 'abandon':
      return {
        ...base,
        attempt: e.attempt,
        reason: e.reason,
        row: e.row === null ? null : e.row + 1,
      };
    case 'solution':
      return { ...base, index: e.index };
    case 'done':
      return { ...base, solutions: e.solutions, complete: e.complete };
  }
}
