/**
 * Checks of the engine contract (src/core/run/engine.ts), for any engine: `play` runs one to its end
 * with given budgets, asserting on the way what every engine owes its driver, and returns what it
 * reported; two plays with different budgets must return the same (slicing changes nothing).
 */
import assert from 'node:assert/strict';
import type { Engine, Progress, RunStatus } from '../../src/core/run/engine.js';

export interface Played {
  /** The statuses other than 'paused', in order (so 'found'…, then 'done'). */
  readonly statuses: RunStatus[];
  /** `snapshot()` at each of those statuses. */
  readonly snapshots: unknown[];
  /** progress() at each of those statuses. */
  readonly progress: Progress[];
}

export interface PlayOptions {
  /** Give up (a failed assertion) after this many calls of run. */
  readonly maxRuns?: number;
  /**
   * Whether a 'paused' run spent its whole budget and no run exceeded it (false for the one-shot
   * solvers, whose single run does all the work).
   */
  readonly exactBudget?: boolean;
}

/**
 * Runs `engine` to 'done' with budget(k) for the k-th call, asserting: progress never goes back
 * (steps, done, found, fraction), unit and total never change, a paused run spent exactly its
 * (finite) budget, and after 'done' the engine stays done and unchanged.
 */
export function play(
  engine: Engine,
  budget: (k: number) => number,
  snapshot: () => unknown,
  opts: PlayOptions = {},
): Played {
  const maxRuns = opts.maxRuns ?? 1_000_000;
  const exact = opts.exactBudget ?? true;
  const out: Played = { statuses: [], snapshots: [], progress: [] };
  let prev = engine.progress();
  for (let k = 0; ; k++) {
    assert.ok(k < maxRuns, `no 'done' after ${maxRuns} runs`);
    const b = budget(k);
    const status = engine.run(b);
    const p = engine.progress();
    assertAdvanced(prev, p);
    if (exact && Number.isFinite(b)) {
      const spent = p.steps - prev.steps;
      if (status === 'paused') assert.equal(spent, b, 'a paused run spends its whole budget');
      else assert.ok(spent <= b, `a run of budget ${b} made ${spent} steps`);
    }
    prev = p;
    if (status === 'paused') continue;
    out.statuses.push(status);
    out.snapshots.push(snapshot());
    out.progress.push(p);
    if (status === 'done') break;
  }
  assert.equal(engine.run(1), 'done', "'done' stays 'done'");
  assert.equal(engine.run(Infinity), 'done');
  assert.deepEqual(engine.progress(), prev, 'and changes nothing');
  return out;
}

function assertAdvanced(a: Progress, b: Progress): void {
  assert.equal(b.unit, a.unit);
  assert.equal(b.total, a.total);
  assert.ok(b.steps >= a.steps, `steps ${a.steps} → ${b.steps}`);
  assert.ok(b.done >= a.done, `done ${a.done} → ${b.done}`);
  assert.equal(b.found === null, a.found === null);
  if (a.found !== null && b.found !== null) assert.ok(b.found >= a.found, 'found');
  assert.equal(b.fraction === null, a.fraction === null);
  if (a.fraction !== null && b.fraction !== null) {
    assert.ok(b.fraction >= a.fraction, `fraction ${a.fraction} → ${b.fraction}`);
    assert.ok(b.fraction >= 0 && b.fraction <= 1);
  }
}

/** Budgets from a list, round and round (for fast-check arrays of budgets). */
export function cycle(budgets: readonly number[]): (k: number) => number {
  return (k) => budgets[k % budgets.length];
}
