/**
 * The two ways `placer queens count` counts: the constellations (count.ts: a backtracker over
 * one orientation per symmetry class, the cross-check and the only one past N = 23) and the
 * quadrant join (join/: partial solutions of the four quarter-boards joined, docs/queens-join.md).
 * Which one a count takes by default is measured (`npm run bench -- queens`): the join from
 * N = 14 on (below, both take a fraction of a second and the constellations need no table).
 */
import { PlacerError } from '../errors.js';
import { countQueens, type QueensCount } from './count.js';
import { countQueensJoin, MAX_JOIN_N, MIN_JOIN_N } from './join/units.js';

/** The methods, the join first. */
export const COUNT_METHODS = ['join', 'constellations'] as const;
/** One of COUNT_METHODS. */
export type CountMethod = (typeof COUNT_METHODS)[number];

/** From this N on, a count takes the join unless told. */
export const JOIN_DEFAULT_MIN_N = 14;

/** The method a count of N takes unless told: the faster one measured here. */
export function defaultCountMethod(n: number): CountMethod {
  return n >= JOIN_DEFAULT_MIN_N && n <= MAX_JOIN_N ? 'join' : 'constellations';
}

/** Whether the join takes N at all. */
export function joinTakes(n: number): boolean {
  return n >= MIN_JOIN_N && n <= MAX_JOIN_N;
}

/** How `count` counts. */
export interface CountByOptions {
  /** Default: defaultCountMethod(n). */
  readonly method?: CountMethod;
}

/**
 * Every solution of N-Queens on this thread, total, fundamental and classes, by the method asked
 * for or N's default (the library's `queens.count`). The join takes N = 4…23.
 */
export function count(n: number, options: CountByOptions = {}): QueensCount {
  const method = options.method ?? defaultCountMethod(n);
  if (method === 'join') return countQueensJoin(n);
  if (method === 'constellations') return countQueens(n);
  throw new PlacerError(
    'bad-method',
    `method must be join or constellations, got ${String(method)}`,
  );
}
