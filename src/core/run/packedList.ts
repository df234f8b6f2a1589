/**
 * The first `limit` items of a listing as a job (kings-list, regions-list): the engine runs in
 * slices of search nodes, each item it finds is copied into one packed array of `size` numbers per
 * item, and the answer says whether the listing ended before `limit` (then every item is in it).
 * The limit is checked here, with the family's most.
 */
import { PlacerError } from '../errors.js';
import type { RunStatus } from './engine.js';
import type { JobRun } from './job.js';

/** The engine of a listing: run in slices, its nodes, and the item it just found. */
export interface ListingEngine {
  run(budget: number): RunStatus;
  readonly nodes: number;
}

/** A packed listing's answer, before the family names its fields. */
export interface PackedList {
  readonly items: Int32Array;
  readonly complete: boolean;
}

/** Checks `limit` (0…most) and runs the listing of `search` into one packed array. */
export function packedList<R>(
  search: ListingEngine,
  current: () => ArrayLike<number>,
  size: number,
  limit: unknown,
  most: number,
  answer: (list: PackedList) => R,
): JobRun<R> {
  if (!Number.isSafeInteger(limit) || (limit as number) < 0 || (limit as number) > most) {
    throw new PlacerError(
      'bad-job',
      `limit must be a whole number from 0 to ${most}, got ${String(limit)}`,
    );
  }
  const want = limit as number;
  const items = new Int32Array(want * size);
  let found = 0;
  let ended = want === 0;
  return {
    run: (budget) => {
      if (ended || found === want) return 'done';
      const status = search.run(budget);
      if (status === 'done') ended = true;
      else if (status === 'found') items.set(current(), size * found++);
      return ended || found === want ? 'done' : 'paused';
    },
    get steps() {
      return search.nodes;
    },
    result: () =>
      answer({ items: found < want ? items.slice(0, found * size) : items, complete: ended }),
  };
}
