/**
 * The page's worker body for `tiling-count` jobs: the same unit search as core's answer
 * (units.ts TilingUnitCounter, the same figures), driven in slices (core/drive.ts) that yield to
 * the worker's event loop. A unit of a large count runs for seconds; a browser ends a terminated
 * worker only between two tasks (or after seconds of script), so without slices a Cancel would
 * leave the workers computing on.
 */
import { drive, type Host } from '../../core/drive.js';
import { PlacerError } from '../../core/errors.js';
import type { PoolReply, PoolRequest } from '../../core/pool.js';
import type { Job, JobResult, TilingCountJob } from '../../core/protocol.js';
import { checkTilingSpec } from '../../core/tiling/spec.js';
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
