/**
 * A queens count's plan as one buffer of ids (the `queens-plan` job's answer, queens/jobs.ts):
 * how the i-th id is read back without decoding the rest. Apart from the job table so that the
 * page's own thread reads a plan without loading the engines.
 */

// Named here rather than taken from queens/jobs.ts: the job table imports SPACE from this module.
/** What planId reads of a plan (a `QueensPlanResult` has it): the ids' buffer and their width. */
export interface PlanIds {
  readonly width: number;
  readonly ids: Uint8Array;
}

/** The padding between ids. */
export const SPACE = 0x20;

/** The id of subproblem `i` (0 ≤ i < count) of a plan. */
export function planId(plan: PlanIds, i: number): string {
  const at = i * plan.width;
  let end = at + plan.width;
  while (end > at && plan.ids[end - 1] === SPACE) end--;
  return String.fromCharCode(...plan.ids.subarray(at, end));
}
