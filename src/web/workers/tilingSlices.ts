/**
 * The page's worker body for `tiling-count` jobs: the same unit search as core's answer
 * (units.ts TilingUnitCounter, the same figures), driven in slices (core/run/drive.ts) that yield to
 * the worker's event loop. A unit of a large count runs for seconds; a browser ends a terminated
 * worker only between two tasks (or after seconds of script), so without slices a Cancel would
 * leave the workers computing on.
 */
import { drive, type Host } from '../../core/run/drive.js';
import { PlacerError } from '../../core/errors.js';
import type { PoolReply, PoolRequest } from '../../core/run/pool.js';
import type { Job, JobResult, TilingCountJob } from '../../core/protocol.js';
import { checkTilingSpec, type TilingSpec } from '../../core/tiling/spec.js';
import { problemOf } from '../../core/tiling/tilingJobs.js';
import { counterFor, unitCountOf } from '../../core/tiling/units.js';

export async function answerTilingCount(
  request: PoolRequest<Job> & { readonly job: TilingCountJob },
  host: Host,
): Promise<PoolReply<JobResult>> {
  const { job } = request;
  try {
    checkTilingSpec(job.spec);
    const search = counterFor(problemOf(job.spec), { symmetry: job.symmetry }).search(job.id);
    await drive(search, { host });
    const c = unitCountOf(job.id, search);
    return {
      type: 'result',
      unit: request.unit,
      result: {
        kind: 'tiling-count',
        total: c.total,
        distinct: c.distinct,
        orbits: c.orbits,
        nodes: c.nodes,
      },
    };
  } catch (e) {
    const code = e instanceof PlacerError ? e.code : 'internal';
    const message = e instanceof Error ? e.message : String(e);
    return { type: 'error', unit: request.unit, error: { code, message } };
  }
}

/**
 * A page-only request: warm this worker up for counting `spec` (no reply). A count's first
 * units in a fresh worker run several times slower than the rest: V8 compiles the search loop
 * (BitTiler.run) while it runs, and in Chromium, on 2 busy cores, that took as long as the unit
 * (6×10: the first pass over the units 1.2–3.0 s in a worker against 0.10–0.35 s for the same
 * units once compiled). Searching a little of the problem itself before Count is pressed
 * compiles the same code on the same paths (the engine the problem uses, its tables).
 */
export interface WarmRequest {
  readonly type: 'warm';
  readonly spec: TilingSpec;
}

/** How much a warm-up searches: at most this many nodes, and this long. */
export const WARM_LIMITS = { nodes: 200_000, ms: 250 };

/**
 * Searches the problem's units in plan order, as a count does, until the limits (the counts are
 * thrown away); resolves with the nodes searched. A bad spec warms nothing (the count reports it).
 */
export async function warmTilingCount(
  spec: TilingSpec,
  host: Host,
  limits: { readonly nodes: number; readonly ms: number } = WARM_LIMITS,
): Promise<number> {
  try {
    checkTilingSpec(spec);
    const counter = counterFor(problemOf(spec));
    const t0 = host.now();
    // Out of time reads as cancelled: drive asks before each slice.
    const signal = {
      get aborted(): boolean {
        return host.now() - t0 >= limits.ms;
      },
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    };
    let nodes = 0;
    for (const unit of counter.units) {
      const search = counter.search(unit.id);
      const outcome = await drive(search, { host, signal, maxSteps: limits.nodes - nodes });
      nodes += search.nodes;
      if (outcome !== 'done') break;
    }
    return nodes;
  } catch {
    return 0;
  }
}
