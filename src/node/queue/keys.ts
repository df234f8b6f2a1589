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

/** What a BullMQ job of a unit carries: the job key, the unit id and the unit's job id value. */
export interface UnitData {
  readonly key: string;
  readonly unit: string;
  readonly id: string | number;
}

/**
 * Records a unit's result once: the result hash takes it only if it has none (HSETNX), and only
 * then is it appended to the log, atomically, so the log holds each unit exactly once.
 */
export const RECORD_SCRIPT = `
if redis.call('HSETNX', KEYS[1], ARGV[1], ARGV[2]) == 1 then
  redis.call('RPUSH', KEYS[2], ARGV[1] .. '\\t' .. ARGV[2])
  return 1
end
return 0`;
