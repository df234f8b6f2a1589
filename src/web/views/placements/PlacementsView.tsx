/**
 * All placements, first part: the exact count for one N (total, fundamental, and classes by
 * orbit size) on the page's worker pool, one Web Worker per core, with progress and Cancel.
 * The list of placements comes next.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { QueensCount } from '../../../core/queens/count.js';
import { SizeField } from '../../app/SizeField.js';
import { countOnPool, type CountProgress } from '../../state/count.js';
import { MAX_N } from '../../state/url.js';
import { page, update } from '../../store.js';
import { spawnWorker } from '../../workers/spawn.js';

type Run =
  | { readonly status: 'idle' }
  | {
      readonly status: 'running';
      readonly n: number;
      readonly t0: number;
      readonly progress: CountProgress | null;
    }
  | { readonly status: 'done'; readonly count: QueensCount; readonly ms: number }
  | { readonly status: 'cancelled'; readonly n: number }
  | { readonly status: 'failed'; readonly message: string };

/**
 * The count's plan is made on the page's thread: up to N = 20 that is under 0.1 s; beyond, one
 * more row per subproblem takes seconds, which belongs in a worker (to come).
 */
export const COUNT_MAX_N = 20;

/** One worker per core, as the CLI's --threads default. */
const THREADS = Math.max(1, navigator.hardwareConcurrency || 1);

const nf = new Intl.NumberFormat('en-US');
const big = (x: bigint): string => nf.format(x);

export function PlacementsView() {
  const n = page.value.n;
  const [run, setRun] = useState<Run>({ status: 'idle' });
  const abort = useRef<AbortController | null>(null);
  const [, tick] = useState(0);

  useEffect(() => () => abort.current?.abort(), []);
  useEffect(() => {
    if (run.status !== 'running') return;
    const id = setInterval(() => tick((t) => t + 1), 250);
    return () => clearInterval(id);
  }, [run.status]);

  const start = async () => {
    const ac = new AbortController();
    abort.current = ac;
    const t0 = performance.now();
    setRun({ status: 'running', n, t0, progress: null });
    try {
      const count = await countOnPool(n, {
        spawn: spawnWorker,
        threads: THREADS,
        signal: ac.signal,
        onProgress: (progress) =>
          setRun((r) => (r.status === 'running' && !ac.signal.aborted ? { ...r, progress } : r)),
      });
      if (ac.signal.aborted || count === null) setRun({ status: 'cancelled', n });
      else setRun({ status: 'done', count, ms: performance.now() - t0 });
    } catch (e) {
      setRun({ status: 'failed', message: e instanceof Error ? e.message : String(e) });
    }
  };

  const running = run.status === 'running';
  return (
    <section aria-labelledby="view-title">
      <h2 id="view-title">All placements</h2>
      <p class="lead">
        Every way to put N queens on an N×N board so that none attacks another, counted exactly in a
        background worker. The browsable list of placements comes next.
      </p>
      <div class="controls">
        <SizeField value={n} max={MAX_N} disabled={running} onChange={(v) => update({ n: v })} />
        <button type="button" class="primary" disabled={running || n > COUNT_MAX_N} onClick={start}>
          Count
        </button>
        <button type="button" disabled={!running} onClick={() => abort.current?.abort()}>
          Cancel
        </button>
      </div>
      {n > COUNT_MAX_N && (
        <p class="status">
          The page counts up to N = {COUNT_MAX_N} for now; larger boards:{' '}
          <code>placer queens count {n}</code>.
        </p>
      )}
      <div class="status" role="status" aria-live="polite">
        {run.status === 'running' &&
          `Counting N = ${run.n}… ${((performance.now() - run.t0) / 1000).toFixed(1)} s` +
            (run.progress
              ? `, ${nf.format(run.progress.done)} of ${nf.format(run.progress.total)} subproblems`
              : '')}
        {run.status === 'cancelled' && `Cancelled the count for N = ${run.n}.`}
        {run.status === 'failed' && `The count failed: ${run.message}`}
        {run.status === 'done' && `N = ${run.count.n}, counted in ${(run.ms / 1000).toFixed(2)} s.`}
      </div>
      {run.status === 'done' && (
        <dl class="figures" data-testid="count">
          <dt>Placements (total)</dt>
          <dd data-testid="total">{big(run.count.total)}</dd>
          <dt>Fundamental (one per symmetry class)</dt>
          <dd data-testid="fundamental">{big(run.count.fundamental)}</dd>
          <dt>Classes of 8 / 4 / 2 / 1</dt>
          <dd>
            {big(run.count.orbits[8])} / {big(run.count.orbits[4])} / {big(run.count.orbits[2])} /{' '}
            {big(run.count.orbits[1])}
          </dd>
        </dl>
      )}
    </section>
  );
}
