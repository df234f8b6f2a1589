/**
 * Symmetry classes counted by orbit size, exact, for any group: a plain object from orbit size
 * to the number of classes of that size (bigint). A plain object keyed by size survives a
 * structured clone (workers) as it is and is easy to write to JSON or Redis (bigints as
 * strings), which a Map would not be.
 *
 * The sizes a count holds: a count starts from `noOrbits(sizes)` with a zero at every size its
 * family lists (the square's families list 1, 2, 4 and 8, a rectangle's tilings included, so
 * `o[8]` reads 0n there, as it always has), and gains any other size it meets. A size it does
 * not hold counts 0 (`orbitCount`).
 */
import type { SymmetryGroup } from './group.js';

/** Orbit size → number of classes of that size. */
export interface OrbitCounts {
  readonly [size: number]: bigint;
}

/** The orbit sizes the square's 8 symmetries give (and every count of a plane family lists). */
export const SQUARE_ORBIT_SIZES: readonly number[] = [1, 2, 4, 8];

/** No classes, with a zero at each of `sizes`: the start of a sum. */
export function noOrbits(sizes: readonly number[] = SQUARE_ORBIT_SIZES): OrbitCounts {
  const o: Record<number, bigint> = {};
  for (const s of sizes) o[s] = 0n;
  return o;
}

/** No classes, for a count under `group`: a zero at every divisor of its order. */
export function noOrbitsOf(group: SymmetryGroup): OrbitCounts {
  return noOrbits(group.orbitSizes);
}

/** The sizes `o` holds, smallest first. */
export function orbitSizesIn(o: OrbitCounts): number[] {
  return Object.keys(o)
    .map(Number)
    .sort((a, b) => a - b);
}

/** Classes of size `size` (0 when `o` does not hold that size). */
export function orbitCount(o: OrbitCounts, size: number): bigint {
  return Object.hasOwn(o, size) ? o[size] : 0n;
}

/** `o` with `n` more classes of orbit size `size`. */
export function addOrbits(o: OrbitCounts, size: number, n: bigint): OrbitCounts {
  return { ...o, [size]: orbitCount(o, size) + n };
}

/** Classes of both, size by size (every size either holds). */
export function sumOrbits(a: OrbitCounts, b: OrbitCounts): OrbitCounts {
  const out: Record<number, bigint> = { ...a };
  for (const s of orbitSizesIn(b)) out[s] = orbitCount(a, s) + b[s];
  return out;
}

/** Members of all the classes: Σ size × classes. */
export function orbitMembers(o: OrbitCounts): bigint {
  let sum = 0n;
  for (const s of orbitSizesIn(o)) sum += BigInt(s) * o[s];
  return sum;
}

/** Classes of every size. */
export function orbitClasses(o: OrbitCounts): bigint {
  let sum = 0n;
  for (const s of orbitSizesIn(o)) sum += o[s];
  return sum;
}

/**
 * The sizes a count is written with (JSON, words): the listed `sizes` (zeros included) and any
 * other size the count holds, smallest first.
 */
export function orbitSizesShown(o: OrbitCounts, sizes: readonly number[]): number[] {
  const all = new Set([...sizes, ...orbitSizesIn(o)]);
  return [...all].sort((a, b) => a - b);
}
