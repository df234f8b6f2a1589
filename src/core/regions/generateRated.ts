/**
 * The generator (generate.ts) with the hint engine's rating (rate.ts) as its judge: every puzzle
 * it gives has one solution (checked by the counting search) and is solved by the hint rules
 * without guessing, at the level asked for (easy … expert = levels 1 … 4). The one function the
 * CLI, the page's worker and the library call, so a seed gives the same puzzle on every face.
 */
import { PlacerError } from '../errors.js';
import { generateRegions, REGIONS_DIFFICULTIES } from './generate.js';
import { printRegions } from './puzzle.js';
import { ratePuzzle } from './rate.js';
import { countRegions } from './search.js';

/** Search nodes one generated puzzle may spend before it is given up (tens of seconds). */
export const GENERATE_MAX_NODES = 2e8;

/** A generated puzzle: its text, its solution, its level and its hint steps. */
export interface RatedPuzzle {
  readonly grid: string;
  readonly solution: Int32Array;
  readonly level: number;
  readonly steps: number;
}

/** A puzzle of side `size` with `stars` per unit from `seed`, at `difficulty` (a name; none: any). */
export function generateRated(
  size: number,
  stars: number,
  seed: number,
  difficulty?: string,
  signal?: { readonly aborted: boolean },
): RatedPuzzle {
  if (
    difficulty !== undefined &&
    !(REGIONS_DIFFICULTIES as readonly string[]).includes(difficulty)
  ) {
    throw new PlacerError(
      'bad-generate',
      `difficulty must be one of ${REGIONS_DIFFICULTIES.join(', ')}, got ${String(difficulty)}`,
    );
  }
  const made = generateRegions({
    size,
    stars,
    seed,
    difficulty: difficulty as (typeof REGIONS_DIFFICULTIES)[number] | undefined,
    rate: (p) => {
      const r = ratePuzzle(p);
      return { solved: r.solved, strongest: r.level, steps: r.steps };
    },
    signal,
    maxNodes: GENERATE_MAX_NODES,
  });
  if (made === null) {
    throw new PlacerError(
      'generate-gave-up',
      signal?.aborted === true
        ? 'generating was cancelled'
        : `no ${size}x${size} puzzle with ${stars === 1 ? '1 star' : `${stars} stars`}` +
            `${difficulty === undefined ? '' : ` at ${difficulty}`} found from seed ${seed} ` +
            'within the search budget: try another seed or difficulty',
    );
  }
  // Checked again here, by the two engines the issue names: one solution, solved by the rules.
  if (countRegions(made.puzzle, 2) !== 1 || made.rating === null || !made.rating.solved) {
    throw new Error(
      `generate: seed ${seed} gave a puzzle that is not unique or not solved by rules`,
    );
  }
  return {
    grid: printRegions(made.puzzle),
    solution: made.solution,
    level: made.rating.strongest,
    steps: made.rating.steps,
  };
}
