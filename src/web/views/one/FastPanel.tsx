/**
 * Min-conflicts or the construction for boards up to 10^6 rows, run whole in a Web Worker
 * (core's queens-solve job on the page's pool, solve.ts), with Cancel; the result as a
 * density picture, its figures (steps, restarts, time), the placement as text (saved as a file
 * for large N), and the board itself when it is small enough to draw.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { checkPlacement } from '../../../core/queens/check.js';
import { formatPlacement } from '../../../core/queens/formats.js';
import type { QueensSolveResult } from '../../../core/queens/jobTypes.js';
import { STEP_UNIT, type SolveMethod } from '../../../core/queens/solve.js';
import { boardOf } from '../../../render/queens/board.js';
import { Board } from '../../board/Board.js';
import { ExportButtons } from '../../board/ExportButtons.js';
import { boardSvg, download } from '../../board/export.js';
import { attackedQueens } from './density.js';
import { TRACE_MAX_N } from './one.js';
import { solveOnPool } from './solve.js';
import { spawnWorker } from '../../workers/spawn.js';
import { DensityCanvas } from './DensityCanvas.js';
import { nounFor } from '../../../render/plural.js';
import { errorMessage } from '../../../core/errors.js';

/** The placement is shown as text up to here; beyond, it is saved as a file. */
const TEXT_MAX_N = 10_000;

type Run =
  | { readonly status: 'idle' }
  | { readonly status: 'running'; readonly t0: number }
  | {
      readonly status: 'done';
      readonly result: QueensSolveResult;
      readonly ms: number;
      readonly attacked: Uint8Array | null;
      /** Attacked queens in the state shown. */
      readonly hits: number;
      readonly valid: boolean;
    }
  | { readonly status: 'cancelled' }
  | { readonly status: 'failed'; readonly message: string };

const nf = new Intl.NumberFormat('en-US');

export interface FastPanelProps {
  readonly method: SolveMethod;
  readonly n: number;
  readonly seed: number;
  /** Give up after this many steps (0: never); the last state is shown, conflicts in colour. */
  readonly limit: number;
}

export function FastPanel({ method, n, seed, limit }: FastPanelProps) {
  const [run, setRun] = useState<Run>({ status: 'idle' });
  const abort = useRef<AbortController | null>(null);
  const [, tick] = useState(0);
  const randomised = method === 'min-conflicts';

  // A new problem: the old result goes, a run in flight is cancelled.
  useEffect(() => {
    setRun({ status: 'idle' });
    return () => abort.current?.abort();
  }, [method, n, seed, limit]);
  useEffect(() => {
    if (run.status !== 'running') return;
    const id = setInterval(() => tick((t) => t + 1), 200);
    return () => clearInterval(id);
  }, [run.status]);

  const start = async () => {
    abort.current?.abort();
    const ac = new AbortController();
    abort.current = ac;
    const t0 = performance.now();
    setRun({ status: 'running', t0 });
    try {
      const maxSteps = limit > 0 ? limit : undefined;
      const result = await solveOnPool(
        { method, n, seed, maxSteps },
        { spawn: spawnWorker, signal: ac.signal },
      );
      if (ac.signal.aborted || result === null) {
        setRun({ status: 'cancelled' });
        return;
      }
      const ms = performance.now() - t0;
      // O(N): the attacked queens (none for a solution) and the same check as the CLI's.
      const hit = attackedQueens(result.cols);
      const valid = result.status === 'solved' && checkPlacement({ n, cols: result.cols }).valid;
      setRun({
        status: 'done',
        result,
        ms,
        attacked: hit.count > 0 ? hit.mask : null,
        hits: hit.count,
        valid,
      });
    } catch (e) {
      if (!ac.signal.aborted) setRun({ status: 'failed', message: errorMessage(e) });
    }
  };

  const running = run.status === 'running';
  const done = run.status === 'done' ? run : null;
  const cols = done?.result.cols ?? null;
  const perm = cols !== null && n <= TEXT_MAX_N ? formatPlacement({ n, cols }, 'perm') : null;
  const name = randomised ? `${method}-${n}-seed-${seed}` : `${method}-${n}`;
  return (
    <div class="fast">
      <div class="controls">
        <button type="button" class="primary" disabled={running} onClick={() => void start()}>
          Solve
        </button>
        <button type="button" disabled={!running} onClick={() => abort.current?.abort()}>
          Cancel
        </button>
      </div>
      <div class="status" role="status" aria-live="polite" data-testid="fast-status">
        {run.status === 'idle' &&
          `Press Solve to run ${method} for N = ${nf.format(n)} in a background worker.`}
        {run.status === 'running' &&
          `Solving N = ${nf.format(n)}… ${((performance.now() - run.t0) / 1000).toFixed(1)} s`}
        {run.status === 'cancelled' && 'Cancelled.'}
        {run.status === 'failed' && `The run failed: ${run.message}`}
        {done !== null &&
          (done.result.status === 'none'
            ? `No placement exists for N = ${n}.`
            : done.valid
              ? `Solved: ${nf.format(n)} ${nounFor(n, 'queen')}, no two attack each other.`
              : `Gave up after ${nf.format(done.result.steps)} ${STEP_UNIT[method]}: ${nf.format(done.hits)} queens are attacked in the last state (in the attack colour).`)}
      </div>
      {done !== null && cols !== null && done.result.status !== 'none' && (
        <>
          <dl class="figures">
            <dt>Steps</dt>
            <dd data-testid="steps">
              {nf.format(done.result.steps)} {STEP_UNIT[method]}
            </dd>
            {randomised && (
              <>
                <dt>Restarts</dt>
                <dd data-testid="restarts">{done.result.restarts}</dd>
              </>
            )}
            <dt>Time (with the worker's start)</dt>
            <dd data-testid="time">{(done.ms / 1000).toFixed(3)} s</dd>
          </dl>
          <div class="columns trace">
            <div>
              {n <= TRACE_MAX_N ? (
                <>
                  <Board board={boardOf({ n, cols })} />
                  <ExportButtons
                    name={name}
                    svg={() => boardSvg(boardOf({ n, cols }), { title: name })}
                  />
                </>
              ) : (
                <DensityCanvas cols={cols} attacked={done.attacked} />
              )}
            </div>
            <div>
              {perm !== null && (
                <>
                  <h3>Placement (the column of the queen in row 1, 2, …)</h3>
                  <p class="placement" data-testid="placement">
                    {perm}
                  </p>
                </>
              )}
              <div class="controls">
                <button
                  type="button"
                  onClick={() =>
                    download(
                      `${name}.txt`,
                      new Blob([formatPlacement({ n, cols }, 'perm') + '\n'], {
                        type: 'text/plain',
                      }),
                    )
                  }
                >
                  Save the placement
                </button>
              </div>
            </div>
          </div>
        </>
      )}
    </div>
  );
}
