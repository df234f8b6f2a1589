/**
 * The words of the searches' traces, one line per event: seed 002's tree walk (the robot's
 * commands) and the plain backtracking search. The CLI prints them and the web page shows them
 * as captions, so both say the same.
 */
import type { BacktrackEvent, WalkEvent } from '../../core/queens/traceEvents.js';
import { plural } from '../plural.js';

/** The seed's name of each robot command. */
export const WALK_COMMAND: Record<WalkEvent['type'], string> = {
  place: 'up-left',
  move: 'right',
  remove: 'down',
  process: 'process',
  solution: 'solution',
  done: 'done',
};

/** The position as 1-based columns, as wide as a full board's so that the notes line up. */
function position(queens: readonly number[], n: number): string {
  return queens
    .map((c) => c + 1)
    .join(' ')
    .padEnd(n * (String(n).length + 1) - 1);
}

/** A solution in the seed's own form: <row,column> pairs. */
function seedSolution(e: { index: number; queens: readonly number[] }): string {
  const pairs = e.queens.map((c, r) => `<${r + 1},${c + 1}>`).join(' ');
  return `${''.padStart(6)}  solution #${e.index}: ${pairs}`;
}

/** One line of the walk (`placer queens walk`); n is the board size. */
export function walkLine(e: WalkEvent, n: number): string {
  const pos = position(e.queens, n);
  const head = `${String(e.step).padStart(6)}  ${WALK_COMMAND[e.type].padEnd(8)}`;
  switch (e.type) {
    case 'place':
      return `${head}  [${pos}]  queen ${e.row + 1} in column ${e.col + 1}`;
    case 'move':
      return `${head}  [${pos}]  queen ${e.row + 1} to column ${e.to + 1}`;
    case 'remove':
      return `${head}  [${pos}]  queen ${e.row + 1} taken off`;
    case 'process':
      return e.attackedBy === null
        ? `${head}  [${pos}]  leaf: no attack`
        : `${head}  [${pos}]  leaf: queen ${e.row + 1} is attacked by queen ${e.attackedBy + 1}`;
    case 'solution':
      return seedSolution(e);
    case 'done':
      return e.complete
        ? `done: ${plural(e.solutions, 'solution')} in ${plural(e.step, 'step')}`
        : `stopped after ${plural(e.step, 'step')} (--limit): ${plural(e.solutions, 'solution')} so far`;
  }
}

/** One line of the backtracking search; n is the board size. */
export function backtrackLine(e: BacktrackEvent, n: number): string {
  const pos = position(e.queens, n);
  const head = `${String(e.step).padStart(6)}  ${e.type.padEnd(8)}`;
  switch (e.type) {
    case 'place':
      return `${head}  [${pos}]  queen ${e.row + 1} in column ${e.col + 1}, the first safe one`;
    case 'remove':
      // The last row's queen comes off only after a solution; any other, when the row below
      // it has no safe column left.
      return e.row === n - 1
        ? `${head}  [${pos}]  queen ${e.row + 1} taken off to look for the next solution`
        : `${head}  [${pos}]  queen ${e.row + 1} taken off: row ${e.row + 2} has no safe column left`;
    case 'solution':
      return seedSolution(e);
    case 'done':
      return e.complete
        ? `done: ${plural(e.solutions, 'solution')} in ${plural(e.step, 'step')}`
        : `stopped after ${plural(e.step, 'step')}: ${plural(e.solutions, 'solution')} so far`;
  }
}
