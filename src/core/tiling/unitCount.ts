/**
 * The tiling count as units (run/unitCount.ts): one unit per symmetry-broken first placement
 * (units.ts planTilingUnits), its answer the tilings and distinct tilings it holds, with their
 * orbit sizes. Workers rebuild the problem from its spec, so a unit counts the same anywhere.
 */
import { digest } from '../digest.js';
import { expectKind } from '../run/job.js';
import type { Fields, UnitCount } from '../run/unitCount.js';
import { orbitSizesIn } from '../group/orbits.js';
import { NO_ORBITS, sumOrbits, type OrbitCounts } from '../symmetry.js';
import type { TilingCountJob, TilingCountResult } from './jobTypes.js';
import type { TilingSpec } from './spec.js';
import type { SymmetryMode } from './symmetryPlan.js';
import type { EngineChoice } from './tilingEngine.js';

/** A count of some units (one unit's, or the sum of those done so far). */
export interface TilingUnitsCount {
  readonly total: bigint;
  readonly distinct: bigint;
  /** Classes up to rotations only (tile.ts TilingSearch.rotationClasses). */
  readonly rotationClasses: bigint;
  readonly orbits: OrbitCounts;
  readonly nodes: number;
}

/** How a tiling count searches: symmetry breaking, the engine, dancing links' cache. */
export interface TilingCountSettings {
  readonly symmetry: SymmetryMode;
  readonly engine: EngineChoice;
  readonly memoEntries: number;
}

export const ZERO_TILING_COUNT: TilingUnitsCount = {
  total: 0n,
  distinct: 0n,
  rotationClasses: 0n,
  orbits: NO_ORBITS,
  nodes: 0,
};

export function addTilingCounts(a: TilingUnitsCount, b: TilingUnitsCount): TilingUnitsCount {
  return {
    total: a.total + b.total,
    distinct: a.distinct + b.distinct,
    rotationClasses: a.rotationClasses + b.rotationClasses,
    orbits: sumOrbits(a.orbits, b.orbits),
    nodes: a.nodes + b.nodes,
  };
}

const bigOf = (v: unknown): bigint | null =>
  typeof v === 'string' && /^[0-9]{1,60}$/.test(v) ? BigInt(v) : null;

/** A tiling problem's fields in a checkpoint header: a picture or a piece file by its digest. */
function problemFields(spec: TilingSpec): Fields {
  const region = /\n/.test(spec.region) ? `picture ${digest(spec.region)}` : spec.region;
  const pieces = 'set' in spec.pieces ? spec.pieces.set : `file ${digest(spec.pieces.file)}`;
  return { region, pieces, select: spec.select ?? [] };
}

/** A checkpoint line: the counts in decimal, the classes of orbit size s as `o<s>`. */
function toRecord(c: TilingUnitsCount): Fields {
  const rec: Record<string, unknown> = {
    total: c.total.toString(),
    distinct: c.distinct.toString(),
    rotations: c.rotationClasses.toString(),
  };
  for (const s of orbitSizesIn(c.orbits)) rec[`o${s}`] = c.orbits[s].toString();
  rec.nodes = c.nodes;
  return rec;
}

const ORBIT_FIELD = /^o([1-9][0-9]{0,5})$/;

function fromRecord(rec: Fields): TilingUnitsCount | null {
  const total = bigOf(rec.total);
  const distinct = bigOf(rec.distinct);
  if (total === null || distinct === null || !Number.isSafeInteger(rec.nodes)) return null;
  const orbits: Record<number, bigint> = {};
  for (const [k, v] of Object.entries(rec)) {
    const m = ORBIT_FIELD.exec(k);
    if (m === null) continue;
    const n = bigOf(v);
    if (n === null) return null;
    orbits[Number(m[1])] = n;
  }
  if (orbitSizesIn(orbits).length === 0) return null;
  // Checkpoints written before 3-D regions have no `rotations`: their plane counts never show it.
  const rotationClasses = rec.rotations === undefined ? 0n : bigOf(rec.rotations);
  if (rotationClasses === null) return null;
  return { total, distinct, rotationClasses, orbits, nodes: rec.nodes as number };
}

/** The settings a count takes when none are given (the page's, and `tile --count`'s defaults). */
export const DEFAULT_COUNT_SETTINGS: TilingCountSettings = {
  symmetry: 'break',
  engine: 'auto',
  memoEntries: 0,
};

/**
 * The count of a tiling problem given as data (`spec`, what workers rebuild) over the units of
 * its plan (`unitIds`, from units.ts tilingUnitIds or a worker's tiling-plan job; this module
 * imports no engine, so the page's thread can hold it).
 */
export function tilingUnitCount(
  spec: TilingSpec,
  unitIds: readonly string[],
  settings: TilingCountSettings = DEFAULT_COUNT_SETTINGS,
): UnitCount<TilingCountJob, TilingUnitsCount, TilingUnitsCount> {
  const { symmetry, engine, memoEntries } = settings;
  return {
    units: unitIds.map((id) => ({
      id,
      job: { kind: 'tiling-count', spec, id, symmetry, engine, memoEntries },
    })),
    unitOf: (r) => {
      const c = expectKind<TilingCountResult>(r, 'tiling-count');
      return {
        total: c.total,
        distinct: c.distinct,
        rotationClasses: c.rotationClasses,
        orbits: c.orbits,
        nodes: c.nodes,
      };
    },
    zero: () => ZERO_TILING_COUNT,
    add: addTilingCounts,
    toRecord,
    fromRecord,
    header: () => ({
      kind: 'placer-tile-count',
      version: 1,
      fields: { ...problemFields(spec), symmetry, units: unitIds.length },
    }),
    // The same problem, symmetry and split (the whole header) is the same job.
    key: (header) => `tile-${digest(JSON.stringify(header)).slice(7)}`,
  };
}
