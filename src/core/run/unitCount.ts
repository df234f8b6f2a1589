/**
 * A family's unit-count descriptor: everything a face needs to run a count split into units and
 * keep what it finished — the units and their jobs, how a unit's answer becomes its count, how
 * counts add up, how a count is written to a checkpoint line and read back, the header naming
 * the job and the key of the job on a queue. The CLI (src/node/unitCountRun.ts: threads,
 * checkpoints, the Redis queue) and the page (poolCount.ts on its Web Workers) run every
 * family's count through the same descriptor, so they add the same units the same way. No
 * family here.
 */
import type { Kinded } from './job.js';
import type { PoolUnit, UnitProgress } from './pool.js';

/** A checkpoint line's fields or a header's: plain JSON values. */
export type Fields = Readonly<Record<string, unknown>>;

/** J: the units' job; U: one unit's count; T: the count of the whole (or of the units done so far). */
export interface UnitCount<J, U, T> {
  /** The units in the order to run them (stable ids: a checkpoint and a queue name them). */
  readonly units: readonly PoolUnit<J>[];
  /** One unit's count from its job's answer (an answer of another kind is a bad reply). */
  unitOf(result: Kinded): U;
  /** The count of no unit. */
  zero(): T;
  /** A count with one more unit's. */
  add(total: T, unit: U): T;
  /** A unit's count as a checkpoint line's fields (its id is added). */
  toRecord(unit: U): Fields;
  /** A unit's count read back from a checkpoint line (null: unusable). */
  fromRecord(record: Fields): U | null;
  /**
   * What names the job in a checkpoint (asked for only where one is written: a digest of a large
   * problem takes time): its kind of count, the format's version, and the fields
   * of the problem and split (the platform adds its own version after `version`).
   */
  header(): JobHeader;
  /** The job's key on a queue, from the whole header the platform wrote. */
  key(header: Fields): string;
  /** Units per queue entry (default 1): small units travel in batches. */
  readonly batch?: number;
  /** Give each worker a run of neighbouring units (pool.ts `inRuns`): they share sub-problems. */
  readonly inRuns?: boolean;
}

/**
 * The points of a run that UnitsProgress.since is picked from: the fresh units done, and when,
 * at each power of two; `since` is the last at or before half of the fresh units done now.
 */
export class RateMarks {
  private readonly marks: { fresh: number; elapsedMs: number }[] = [];

  record(fresh: number, elapsedMs: number): void {
    if (fresh > 0 && (fresh & (fresh - 1)) === 0) this.marks.push({ fresh, elapsedMs });
  }

  since(fresh: number): { fresh: number; elapsedMs: number } | undefined {
    let at: { fresh: number; elapsedMs: number } | undefined;
    for (const m of this.marks) if (m.fresh <= fresh / 2) at = m;
    return at;
  }
}

/** How far a unit-split count got, on any face. */
export interface UnitsProgress {
  readonly done: number;
  readonly total: number;
  /** Units taken from the checkpoint rather than computed in this run. */
  readonly resumed: number;
  readonly elapsedMs: number;
  /**
   * A point of this run (fresh units done, ms since its start) at or before half of the fresh
   * units done so far: the rate since then leaves out the first units' start-up (the JIT
   * compiling the counter), which a rate since the start charges to every unit left.
   */
  readonly since?: { readonly fresh: number; readonly elapsedMs: number };
  /**
   * The units under way, inside themselves, where their workers report it: a count of one unit
   * of hours says how far it got. Never part of the finished count (nor of a checkpoint).
   */
  readonly running?: RunningProgress;
}

/** What the units under way got so far, added up (runningOf). */
export interface RunningProgress {
  /** Units under way that reported. */
  readonly units: number;
  /** Their steps (search nodes) so far. */
  readonly steps: number;
  /** What they found so far (units whose engine does not say add nothing). */
  readonly found: bigint;
  /** Their fractions done added up: 0 … units. */
  readonly fraction: number;
}

/** The reports of the units under way added up; undefined when there is none. */
export function runningOf(reports: Iterable<UnitProgress>): RunningProgress | undefined {
  let units = 0;
  let steps = 0;
  let found = 0n;
  let fraction = 0;
  for (const r of reports) {
    units++;
    steps += r.steps;
    found += r.found ?? 0n;
    fraction += Math.min(1, Math.max(0, r.fraction ?? 0));
  }
  return units === 0 ? undefined : { units, steps, found, fraction };
}

/** A count's progress: its units, and the count of the units done so far. */
export interface CountProgress<T> extends UnitsProgress {
  readonly partial: T;
}

/** A job's name in a checkpoint: its kind of count, the format's version, its fields. */
export interface JobHeader {
  readonly kind: string;
  readonly version: number;
  readonly fields: Fields;
}

/** The count of the units finished so far, added in plan order (so any finishing order gives it). */
export function sumUnits<J, U, T>(d: UnitCount<J, U, T>, done: ReadonlyMap<string, U>): T {
  let total = d.zero();
  for (const u of d.units) {
    const c = done.get(u.id);
    if (c !== undefined) total = d.add(total, c);
  }
  return total;
}

/** The whole header of a job as a platform writes it: kind, version, the platform's, the fields. */
export function fullHeader(d: { header(): JobHeader }, platform: Fields): Fields {
  const h = d.header();
  return { kind: h.kind, version: h.version, ...platform, ...h.fields };
}

/** A unit's (and a whole's) count as most families keep it: solutions and the nodes they took. */
export interface NodesCount {
  readonly count: bigint;
  readonly nodes: number;
}

/** The arithmetic and checkpoint record of a NodesCount: the part of a descriptor families share. */
export const nodesCounting = {
  zero: (): NodesCount => ({ count: 0n, nodes: 0 }),
  add: (a: NodesCount, b: NodesCount): NodesCount => ({
    count: a.count + b.count,
    nodes: a.nodes + b.nodes,
  }),
  toRecord: (c: NodesCount): Fields => ({ count: c.count.toString(), nodes: c.nodes }),
  fromRecord: (rec: Fields): NodesCount | null =>
    typeof rec.count === 'string' &&
    /^[0-9]{1,30}$/.test(rec.count) &&
    Number.isSafeInteger(rec.nodes)
      ? { count: BigInt(rec.count), nodes: rec.nodes as number }
      : null,
};
