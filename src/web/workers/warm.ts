/**
 * The page's warm-up for tiling counts: a page-only message (no reply) that searches a little of
 * a problem before Count is pressed, so V8 has compiled the search before the count's units come.
 */
import { drive, type Host } from '../../core/run/drive.js';
import { checkTilingSpec, type TilingSpec } from '../../core/tiling/spec.js';
import { problemOf } from '../../core/tiling/tilingJobs.js';
import { counterFor } from '../../core/tiling/units.js';

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
