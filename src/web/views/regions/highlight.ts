/**
 * What the regions board highlights — cells ringed, units tinted, words in a caption — for a
 * hint (the next step of the hint engine, core/regions/hints.ts), a check (the rules broken) or a
 * note. No DOM.
 */
import type { Contradiction, Step } from '../../../core/regions/hints.js';

/** A row, a column or a region, 0-based. */
export interface RegionsUnit {
  readonly kind: 'row' | 'column' | 'region';
  readonly index: number;
}

/** What the board highlights, and the words shown with it. */
export interface RegionsHighlight {
  readonly cells: readonly number[];
  readonly units: readonly RegionsUnit[];
  readonly words: string;
}

/** A hint's step (or the dead end the marks run into) as a highlight: its cells and its units. */
export function hintHighlight(step: Step | Contradiction): RegionsHighlight {
  const cells = new Set<number>(
    step.kind === 'step' ? [...step.stars, ...step.crosses] : step.cells,
  );
  const units: RegionsUnit[] = [];
  for (const b of step.because) {
    if (b.kind === 'cell') cells.add(b.index);
    else units.push({ kind: b.kind, index: b.index });
  }
  return { cells: [...cells].sort((a, b) => a - b), units, words: step.words };
}

/** The words of a highlight for a grid with nothing left to hint. */
export function noHint(solved: boolean): RegionsHighlight {
  return {
    cells: [],
    units: [],
    words: solved
      ? 'Solved: every row, column and region has its stars.'
      : 'No hint: no rule finds a next step here (the grid may have several solutions).',
  };
}
