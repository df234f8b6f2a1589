/**
 * Where a queued count lives in Redis. BullMQ keeps the units (one BullMQ job per unit) under
 * `placer:units:*`; placer keeps, per count ("job", named by its key such as `queens-17`):
 *   placer:job:KEY          hash: title, total, version, template (the unit job without its id),
 *                           state (running | done), created, finished, error
 *   placer:job:KEY:results  hash: unit id → its result, written once (HSETNX): a unit run twice
 *                           (re-delivered after a worker died) is counted once
 *   placer:job:KEY:log      list: "unit\tresult" in the order units finished, appended only when
 *                           the result was new, so a coordinator reads only what it has not seen
 *   placer:job:KEY:failed   set: BullMQ ids of units that failed, retried by the next coordinator
 *   placer:jobs             set: every job key
 */
export const PREFIX = 'placer';
export const QUEUE_NAME = 'units';
export const JOBS_KEY = `${PREFIX}:jobs`;

export function jobKeys(key: string) {
  const base = `${PREFIX}:job:${key}`;
  return {
    meta: base,
    results: `${base}:results`,
    log: `${base}:log`,
    failed: `${base}:failed`,
  };
}

/** A unit's BullMQ job id: unique per job and unit; BullMQ forbids ':' in custom ids. */
export function bullJobId(key: string, unit: string): string {
  return `${key}.${unit}`.replaceAll(':', '~');
}

/**
 * What one BullMQ job carries: the job key and a batch of consecutive units of its plan (their
 * ids, and the value of each unit's job `id`). Small units travel in batches so that the queue's
 * own work per BullMQ job (about half a millisecond of Redis and Node) stays a few percent of the
 * work; see `batchSize`.
 */
export interface UnitData {
  readonly key: string;
  readonly units: readonly string[];
  readonly ids: readonly (string | number)[];
}

/**
 * Units per BullMQ job for a plan of `units` units: about 1000 BullMQ jobs per count, at most 16
 * units each. At N = 17 (4319 units of ~3 ms) that is 5 per job; from N = 20, where a unit takes
 * half a second or more, the batches stay ≥ 1000 per count, enough to spread over many cores.
 */
export function batchSize(units: number): number {
  return Math.min(16, Math.max(1, Math.ceil(units / 1000)));
}

/**
 * Records results once: the result hash takes a unit's result only if it has none (HSETNX), and
 * only then is it appended to the log, atomically, so the log holds each unit exactly once.
 * ARGV: unit, result, unit, result, …
 */
export const RECORD_SCRIPT = `
local added = 0
for i = 1, #ARGV, 2 do
  if redis.call('HSETNX', KEYS[1], ARGV[i], ARGV[i + 1]) == 1 then
    redis.call('RPUSH', KEYS[2], ARGV[i] .. '\\t' .. ARGV[i + 1])
    added = added + 1
  end
end
return added`;
