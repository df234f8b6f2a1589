/**
 * A traced solve — greedy (seed 001) or mutation (seed 003) step by step, the trace a teaching
 * face prints (`placer queens solve --trace`) — as an Engine, so the slice driver (run/drive.ts)
 * runs it with Ctrl-C between slices: each step takes one event and hands it on, and the run's
 * end is read off the events (the last one, the restarts, the error), as the untraced Solver
 * (solve.ts) says it.
 */
import { progressOf, type Engine, type Progress, type RunStatus } from '../run/engine.js';
import { GreedyTrace } from './greedy.js';
import { MutationTrace, type MutationRule } from './mutation.js';
import type { SolveEnd } from './solve.js';
import type { GreedyEvent, MutationEvent } from './traceEvents.js';

/** The solve methods that have a trace. */
export type TracedMethod = 'greedy' | 'mutation';

/** An event of a traced solve. */
export type TracedSolveEvent = GreedyEvent | MutationEvent;

/** How a traced solve ended, and where it stood. */
export interface TracedSolveResult {
  /** 'cancelled' before its `done` event; never 'none' (a trace proves no absence). */
  readonly outcome: Exclude<SolveEnd, 'none'>;
  /** The board of the last event: the placement once solved. */
  readonly cols: Int32Array;
  /** In the method's unit (solve.ts STEP_UNIT): greedy's placements, mutation's swaps. */
  readonly steps: number;
  readonly restarts: number;
  /** Mutation's error at the last state it reported; null before one (and for greedy). */
  readonly error: number | null;
}

/** What a traced solve takes besides N and the seed. */
export interface TraceRunOptions {
  /** Mutation's acceptance rule. */
  readonly rule?: MutationRule;
  /** Stop after this many steps (the trace then ends with a `done` that is not complete). */
  readonly maxSteps?: number;
}

/** A traced solve as an Engine: `onEvent` gets each event as `run` takes it. */
export class TraceRun implements Engine {
  private readonly trace: { next(): TracedSolveEvent | null };
  private events = 0;
  private restarts = 0;
  private error: number | null = null;
  /** The last event taken (null before the first). */
  private last: TracedSolveEvent | null = null;

  constructor(
    private readonly method: TracedMethod,
    n: number,
    seed: number,
    opts: TraceRunOptions,
    private readonly onEvent: (e: TracedSolveEvent) => void,
  ) {
    const { rule, maxSteps } = opts;
    this.trace =
      method === 'greedy'
        ? new GreedyTrace(n, seed, { maxSteps })
        : new MutationTrace(n, seed, { rule, maxSteps });
  }

  /** Takes up to `budget` events; 'done' once the trace has ended. */
  run(budget: number): RunStatus {
    for (let left = budget; left > 0; left--) {
      const e = this.trace.next();
      if (e === null) return 'done';
      this.last = e;
      this.events++;
      if (e.type === 'restart') this.restarts++;
      if (e.type === 'start' || e.type === 'accept' || e.type === 'reject') this.error = e.error;
      this.onEvent(e);
    }
    return 'paused';
  }

  progress(): Progress {
    return progressOf(this.events, 'events');
  }

  /** Where the run stands: its end once `run` said 'done', else 'cancelled' (stopped early). */
  result(): TracedSolveResult {
    const last = this.last;
    const done = last?.type === 'done' ? last : null;
    const outcome =
      done === null ? 'cancelled' : done.complete && done.solutions > 0 ? 'solved' : 'gave-up';
    // Greedy's steps are placements (the step numbers); mutation's are swaps (state number - 1).
    const steps = last === null ? 0 : this.method === 'greedy' ? last.step : last.step - 1;
    return {
      outcome,
      cols: Int32Array.from(last?.queens ?? []),
      steps,
      restarts: this.restarts,
      error: this.error,
    };
  }
}
