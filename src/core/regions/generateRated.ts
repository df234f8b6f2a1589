/**
 * The generator (generate.ts) with the hint engine's rating (rate.ts) as its judge: every puzzle
 * it gives has one solution (checked by the counting search) and is solved by the hint rules
 * without guessing, at the level asked for (easy … expert = levels 1 … 4). The one function the
 * CLI, the page's worker and the library call, so a seed gives the same puzzle on every face.
 */
import { PlacerError } from '../errors.js';
import { generateRegions } from './generate.js';
import { REGIONS_DIFFICULTIES } from './generate/options.js';
import { printRegions } from './puzzle.js';
import { ratePuzzle } from './rate.js';
import { countRegions } from './search.js';

/** Search nodes one generated puzzle may spend before it is given up (tens of seconds). */
export const GENERATE_MAX_NODES = 2e8;
/** Seconds one generated puzzle may take before it is given up, unless asked otherwise. */
export const GENERATE_SECONDS = 20;

/** How a generation is watched and bounded. */
export interface GenerateControl {
  /** Checked between search slices: once aborted, generating stops ('generate-gave-up'). */
  readonly signal?: { readonly aborted: boolean };
  /** Wall-clock seconds before giving up (default GENERATE_SECONDS; Infinity: none). */
  readonly seconds?: number;
  /** Told before each layout: layouts begun so far, seconds spent (progress on every face). */
  readonly onProgress?: (layouts: number, seconds: number) => void;
}

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
  control: GenerateControl = {},
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
  const seconds = control.seconds ?? GENERATE_SECONDS;
  if (!(seconds > 0)) {
    throw new PlacerError('bad-generate', `seconds must be more than 0, got ${String(seconds)}`);
  }
  const { signal, onProgress } = control;
  // Date.now, not performance: core runs wherever plain ECMAScript does.
  const started = Date.now();
  const deadline = started + seconds * 1000;
  let late = false;
  let tried = 0;
  const bounded = {
    get aborted(): boolean {
      if (signal?.aborted === true) return true;
      if (Date.now() > deadline) late = true;
      return late;
    },
  };
  const made = generateRegions({
    size,
    stars,
    seed,
    difficulty: difficulty as (typeof REGIONS_DIFFICULTIES)[number] | undefined,
    rate: (p) => {
      const r = ratePuzzle(p);
      return { solved: r.solved, strongest: r.level, steps: r.steps };
    },
    signal: bounded,
    maxNodes: GENERATE_MAX_NODES,
    onLayout: (layouts) => {
      tried = layouts;
      onProgress?.(layouts, (Date.now() - started) / 1000);
    },
  });
  if (made === null) {
    const what =
      `no ${size}x${size} puzzle with ${stars === 1 ? '1 star' : `${stars} stars`}` +
      `${difficulty === undefined ? '' : ` at ${difficulty}`} found from seed ${seed}`;
    throw new PlacerError(
      'generate-gave-up',
      signal?.aborted === true
        ? 'generating was cancelled'
        : late
          ? `${what} in ${seconds} s (${tried} layouts tried): try another seed or difficulty, ` +
            'or allow more time'
          : `${what} within the search budget (${tried} layouts tried): try another seed or difficulty`,
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
