/**
 * The words of the traced tiling search (core/tiling/tilingTrace.ts), one line per event: which
 * piece goes on which cell and as which of its candidates, why a piece comes off, the tilings.
 * Cells are named 1-based, "row 2, column 5" ("layer 1, row 2, column 5" in 3-D), as the tiling
 * checks name them (core's cellWords). The web page's Watch view shows them as captions; a CLI
 * trace would print the same.
 */
import { cornerCell } from '../../core/tiling/layout.js';
import { cellWords, type RegionDims } from '../../core/tiling/region.js';
import type { TilingEvent } from '../../core/tiling/traceEvents.js';
import { plural } from '../plural.js';

/** Where each starting corner of the plane search order (core/tiling/layout.ts) lies. */
export const CORNER_WORDS: readonly string[] = [
  'top-left',
  'bottom-left',
  'top-right',
  'bottom-right',
];

/** What the words need of the problem: the region's sides and each kind's piece name. */
export interface TilingTraceNames {
  readonly region: RegionDims;
  readonly pieces: readonly string[];
}

/**
 * "the top-left corner" in the plane; in 3-D, where no two words name a corner of a box, "the
 * corner at layer 3, row 1, column 1": the cell the search order from `corner` starts at.
 */
export function cornerWords(corner: number, region: RegionDims): string {
  return region.depth > 1
    ? `the corner at ${cellWords(region, cornerCell(region, corner))}`
    : `the ${CORNER_WORDS[corner]} corner`;
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
  const at = (cell: number): string => cellWords(names.region, cell);
  switch (e.type) {
    case 'place': {
      const piece = names.pieces[e.kind];
      if (e.fixed) {
        return `${head}  sub-problem ${e.choice} of ${e.candidates}: ${piece} fixed at ${at(e.cell)}; the search fills cells from ${cornerWords(e.corner, names.region)}`;
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
