/**
 * The play view's "complete this" and "how many completions", on the page's workers: the first
 * completion is one `queens-complete` job (core/protocol.ts), the count is the sum of
 * `queens-completions` jobs, one per part of core's planCompletion, run by core's pool with
 * progress between parts and Cancel. Both answer what `placer queens complete N --fixed …
 * [--count]` answers for the same queens.
 */
import type { CancelSignal } from '../../../core/run/engine.js';
import { runPool, type PoolUnit } from '../../../core/run/pool.js';
import { resultOf, type Job, type JobResult } from '../../../core/protocol.js';
import type { QueensCompleteResult } from '../../../core/queens/jobTypes.js';
import {
  defaultCompletionDepth,
  planCompletion,
  prepareCompletion,
} from '../../../core/queens/complete.js';
import type { Spawn } from '../../state/serialWorker.js';

export interface CompletionOptions {
  readonly spawn: Spawn;
  readonly signal?: CancelSignal;
}

/** The first completion in lexicographic order, or null when cancelled. */
export async function firstCompletionOnPool(
  cols: Int32Array,
  opts: CompletionOptions,
): Promise<QueensCompleteResult | null> {
  let result: QueensCompleteResult | null = null;
  const outcome = await runPool<Job, JobResult>({
    spawn: opts.spawn,
    units: [
      { id: 'first', job: { kind: 'queens-complete', n: cols.length, cols: Array.from(cols) } },
    ],
    threads: 1,
    maxAttempts: 1,
    signal: opts.signal,
    onResult: (_, r) => {
      result = resultOf(r, 'queens-complete');
    },
  });
  return outcome === 'done' ? result : null;
}

export interface CompletionCountProgress {
  readonly done: number;
  readonly parts: number;
  /** Completions in the parts done (exact). */
  readonly found: bigint;
}

export interface CompletionCountOptions extends CompletionOptions {
  readonly threads: number;
  readonly onProgress?: (p: CompletionCountProgress) => void;
}

/**
 * Every completion of `cols` (-1: a free row), counted in parts on `threads` workers: the exact
 * count, or null when cancelled. Fixed queens that attack each other, or a free row attacked in
 * every column, have none: 0n without a worker.
 */
export async function countCompletionsOnPool(
  cols: Int32Array,
  opts: CompletionCountOptions,
): Promise<bigint | null> {
  const n = cols.length;
  const setup = prepareCompletion({ n, cols });
  if (setup.kind !== 'space') return 0n;
  const parts = planCompletion(setup.space, defaultCompletionDepth(n));
  const fixed = Array.from(cols);
  const units: PoolUnit<Job>[] = parts.map((p, i) => ({
    id: String(i),
    job: { kind: 'queens-completions', n, cols: fixed, prefix: p.prefix },
  }));
  let found = 0n;
  let done = 0;
  opts.onProgress?.({ done, parts: parts.length, found });
  const outcome = await runPool<Job, JobResult>({
    spawn: opts.spawn,
    units,
    threads: Math.max(1, Math.min(opts.threads, units.length)),
    signal: opts.signal,
    onResult: (_, r) => {
      found += BigInt(resultOf(r, 'queens-completions').count);
      done++;
      opts.onProgress?.({ done, parts: parts.length, found });
    },
  });
  return outcome === 'done' ? found : null;
}
