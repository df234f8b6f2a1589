/**
 * What the regions generator takes (generate.ts): the sizes and star counts it makes, the
 * difficulty names, the options and the rater's verdict, and the check of the options, which
 * throws a PlacerError 'bad-generate' naming the bad value. No engine behind it, so the page's
 * own thread takes the limits from here without loading the generator.
 */
import { PlacerError } from '../../errors.js';
import { isValidSeed } from '../../random.js';
import type { RegionsPuzzle } from '../puzzle.js';

/** The smallest side generated. */
export const MIN_GENERATE_SIDE = 5;
/** The largest side generated. */
export const MAX_GENERATE_SIDE = 18;
/** The most stars per row, column and region generated. */
export const MAX_GENERATE_STARS = 3;

/**
 * The smallest side generated for k stars: k stars per line need a side of 4k (two rows hold at
 * most one star per 2×2 block); 1 star needs MIN_GENERATE_SIDE.
 */
export function minGenerateSide(stars: number): number {
  return Math.max(MIN_GENERATE_SIDE, 4 * stars);
}

/** Difficulty names, in order: 'easy' is level 1 … 'expert' level 4 (the rater's `strongest`). */
export const REGIONS_DIFFICULTIES = ['easy', 'medium', 'hard', 'expert'] as const;
/** A difficulty by its name. */
export type RegionsDifficultyName = (typeof REGIONS_DIFFICULTIES)[number];

/** A rater's verdict on a puzzle (the hint engine's ratePuzzle gives this shape). */
export interface GeneratorRating {
  /** Whether the rules alone solve it, without guessing. */
  readonly solved: boolean;
  /** The strength of the hardest rule needed, 1 … 4. */
  readonly strongest: number;
  /** Deduction steps taken. */
  readonly steps: number;
}

/** Rates a puzzle; null when it cannot (the puzzle is then not accepted). */
export type RegionsRater = (p: RegionsPuzzle) => GeneratorRating | null;

/** What to generate: size, stars, seed, difficulty and its judge, and the budget. */
export interface GenerateRegionsOptions {
  /** The side n, MIN_GENERATE_SIDE … MAX_GENERATE_SIDE (and at least minGenerateSide(stars)). */
  readonly size: number;
  /** Stars per row, column and region, 1 … MAX_GENERATE_STARS (default 1). */
  readonly stars?: number;
  /** The seed (random.ts): the same options, the same puzzle. */
  readonly seed: number;
  /**
   * The rating wanted: a level 1 … 4 or its name; accepted when the rater solves the puzzle
   * with `strongest` equal to it. Needs `rate`. Without it, a rater (if given) must solve it.
   */
  readonly difficulty?: number | RegionsDifficultyName;
  /** The rater (see GeneratorRating); without one, any puzzle with one solution is accepted. */
  readonly rate?: RegionsRater;
  /** Checked between search slices: once aborted, generation returns null. */
  readonly signal?: { readonly aborted: boolean };
  /** Search nodes the counts may spend in all before generation returns null (default 1e9). */
  readonly maxNodes?: number;
  /** Told before each layout is begun: layouts begun so far and nodes spent (for progress). */
  readonly onLayout?: (layouts: number, nodes: number) => void;
}

function bad(message: string): never {
  throw new PlacerError('bad-generate', message);
}

function wholeIn(name: string, v: unknown, lo: number, hi: number, why = ''): number {
  if (!Number.isSafeInteger(v) || (v as number) < lo || (v as number) > hi) {
    bad(`${name} must be a whole number from ${lo} to ${hi}${why}, got ${String(v)}`);
  }
  return v as number;
}

/** The target level 1 … 4 from a number or a name; 0 for none. */
function targetLevel(d: number | string | undefined): number {
  if (d === undefined) return 0;
  if (typeof d === 'string') {
    const i = (REGIONS_DIFFICULTIES as readonly string[]).indexOf(d);
    if (i < 0)
      bad(`difficulty must be one of ${REGIONS_DIFFICULTIES.join(', ')} or 1 to 4, got ${d}`);
    return i + 1;
  }
  return wholeIn(
    'difficulty',
    d,
    1,
    REGIONS_DIFFICULTIES.length,
    ` (or ${REGIONS_DIFFICULTIES.join(', ')})`,
  );
}

/** Checks the options; returns [n, k, target level] (0: no difficulty asked). */
export function checkOptions(opts: GenerateRegionsOptions): [number, number, number] {
  const k = wholeIn('stars', opts.stars ?? 1, 1, MAX_GENERATE_STARS);
  const n = wholeIn(
    'size',
    opts.size,
    minGenerateSide(k),
    MAX_GENERATE_SIDE,
    k > 1 ? ` for ${k} stars` : '',
  );
  if (typeof opts.seed !== 'number' || !isValidSeed(opts.seed)) {
    bad(`seed must be a whole number from 0 to 2^53-1, got ${String(opts.seed)}`);
  }
  const level = targetLevel(opts.difficulty);
  if (level === 1 && k > 1) {
    // No star is given and every region is one piece: a region's cells touch in a chain, so
    // neither touch/full nor last-cells (strength 1) can make the first move with k ≥ 2.
    bad(
      `difficulty easy cannot be reached with ${k} stars: the first step of such a puzzle ` +
        'needs a rule of strength 2 (tight-fit or cell-empties-unit); ask for medium, hard or expert',
    );
  }
  if (level > 0 && opts.rate === undefined) {
    bad(`difficulty ${String(opts.difficulty)} needs a rater (the rate option)`);
  }
  if (opts.maxNodes !== undefined && !(opts.maxNodes >= 0)) {
    bad(`maxNodes must be a number of search nodes, 0 or more, got ${String(opts.maxNodes)}`);
  }
  return [n, k, level];
}
