/**
 * The count's state in words: planning, progress with the forecast (countForecast.ts), the
 * figures when done (total, fundamental and the classes by orbit size, in the CLI's words from
 * render/counts.ts), or why it stopped.
 */
import { orbitWords } from '../../../render/counts.js';
import { formatDuration } from '../../../render/duration.js';
import { countProgressWords, forecastWords } from './countForecast.js';
import { pageCountMethod, type QueensCountProgress } from './count.js';
import type { CountRun } from './session.js';
import { nounFor } from '../../../render/plural.js';

const nf = new Intl.NumberFormat('en-US');

/** "by the quadrant join (about 82 MiB in each worker)" or "by the constellations". */
function methodWords(p: Pick<QueensCountProgress, 'method' | 'workerBytes'>): string {
  return p.method === 'join'
    ? `by the quadrant join (about ${Math.round(p.workerBytes / 2 ** 20)} MiB in each worker)`
    : 'by the constellations';
}

export function CountStatus({ run, n }: { readonly run: CountRun; readonly n: number }) {
  const mine = run.status !== 'idle' && run.key === n;
  let line: string;
  let forecast: string | null = null;
  if (!mine) {
    line = `Press Start to count the placements of N = ${n} and list them.`;
  } else if (run.status === 'running') {
    const p = run.progress;
    if (p === null || p.phase === 'planning') {
      line = `Planning the count of N = ${n} in a worker…`;
    } else {
      const status = {
        n,
        done: p.done,
        units: p.total,
        solutions: p.partial.total,
        sample: p.sample,
        elapsedMs: performance.now() - p.countingSince,
        since: p.since,
        unitWord: p.method === 'join' ? 'units' : 'subproblems',
      };
      line = `Counting N = ${n} ${methodWords(p)} on ${run.threads} worker${run.threads === 1 ? '' : 's'}: ${countProgressWords(status)}.`;
      forecast = forecastWords(status);
    }
  } else if (run.status === 'cancelled') {
    const p = run.progress;
    line =
      `Cancelled the count for N = ${n}` +
      (p !== null && p.done > 0
        ? ` after ${nf.format(p.done)} of ${nf.format(p.total)} ${p.method === 'join' ? 'units' : 'subproblems'} (${nf.format(p.partial.total)} ${nounFor(p.partial.total, 'solution')} in them).`
        : '.');
  } else if (run.status === 'failed') {
    line = `The count failed: ${run.message}`;
  } else {
    const method = pageCountMethod(n, run.threads);
    line = `N = ${n}: counted by the ${method === 'join' ? 'quadrant join' : 'constellations'} in ${formatDuration(run.ms / 1000)} on ${run.threads} worker${run.threads === 1 ? '' : 's'}.`;
  }
  return (
    <div class="count-status">
      <p class="status" role="status" aria-live="polite" data-testid="count-status">
        {line}
      </p>
      {forecast !== null && (
        <p class="forecast" data-testid="forecast">
          Predicted total: {forecast}{' '}
          <span class="legend">
            (the parts of the count are counted in a random order, so those done are a fair sample:
            the total predicted is their mean times all of them, ± two standard errors; the time
            left is the time so far times the parts left over those done)
          </span>
        </p>
      )}
      {mine && run.status === 'done' && (
        <dl class="figures" data-testid="count" data-ms={Math.round(run.ms)}>
          <dt>Placements (total)</dt>
          <dd data-testid="total">{nf.format(run.count.total)}</dd>
          <dt>Fundamental (one per symmetry class)</dt>
          <dd data-testid="fundamental">{nf.format(run.count.fundamental)}</dd>
          <dt>Classes</dt>
          <dd data-testid="classes">
            {orbitWords(run.count.orbits, undefined, (c) => nf.format(c))}
          </dd>
        </dl>
      )}
    </div>
  );
}
