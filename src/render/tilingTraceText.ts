/**
 * The words of the traced tiling search (core/tiling/tilingTrace.ts), one line per event: which
 * piece goes on which cell and as which of its candidates, why a piece comes off, the tilings.
 * Cells are named 1-based, "row 2, column 5", as the tiling checks name them. The web page's
 * Watch view shows them as captions; a CLI trace would print the same.
 */
import type { TilingEvent } from '../core/tiling/traceEvents.js';
import { plural } from './plural.js';

/** Where each starting corner of the search order (core/tiling/layout.ts) lies. */
export const CORNER_WORDS: readonly string[] = [
  'top-left',
  'bottom-left',
  'top-right',
  'bottom-right',
];

/** What the words need of the problem: the region's width and each kind's piece name. */
export interface TilingTraceNames {
  readonly width: number;
  readonly pieces: readonly string[];
}

/** "row 2, column 5" for grid cell r * width + c. */
export function cellWords(cell: number, width: number): string {
  return `row ${Math.floor(cell / width) + 1}, column ${(cell % width) + 1}`;
}

/** "no candidate left" / "candidate 3 of 5 next": what the cell the search is back on does next. */
function nextWords(tried: number, candidates: number): string {
  return tried < candidates
    ? `candidate ${tried + 1} of ${candidates} next`
    : `no candidate left (${candidates} tried)`;
}

/** One line of the traced tiling search. */
export function tilingTraceLine(e: TilingEvent, names: TilingTraceNames): string {
  const head = `${String(e.step).padStart(6)}  ${e.type.padEnd(8)}`;
  const at = (cell: number): string => cellWords(cell, names.width);
  switch (e.type) {
    case 'place': {
      const piece = names.pieces[e.kind];
      if (e.fixed) {
        return `${head}  sub-problem ${e.choice} of ${e.candidates}: ${piece} fixed at ${at(e.cell)}; the search fills cells from the ${CORNER_WORDS[e.corner]} corner`;
      }
      return `${head}  ${piece} fills ${at(e.cell)}: candidate ${e.choice} of ${e.candidates}`;
    }
    case 'remove': {
      const piece = names.pieces[e.kind];
      if (e.reason === 'subproblem-done') {
        return `${head}  sub-problem ${e.tried} of ${e.candidates} searched: ${piece} comes off`;
      }
      const why =
        e.reason === 'dead-end'
          ? `no piece fits ${at(e.stuck)}`
          : e.reason === 'exhausted'
            ? e.stuckCandidates === 1
              ? `the 1 candidate for ${at(e.stuck)} tried`
              : `all ${e.stuckCandidates} candidates for ${at(e.stuck)} tried`
            : 'the board was full';
      return `${head}  ${piece} comes off (${why}); ${at(e.cell)}: ${nextWords(e.tried, e.candidates)}`;
    }
    case 'solution':
      return `${''.padStart(6)}  tiling #${e.index}: ${plural(e.placed.length, 'piece')}`;
    case 'done':
      return e.complete
        ? `done: ${plural(e.solutions, 'tiling')} in ${plural(e.step, 'step')}`
        : `stopped after ${plural(e.step, 'step')}: ${plural(e.solutions, 'tiling')} so far`;
  }
}
