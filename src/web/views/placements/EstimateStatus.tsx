/**
 * The estimate of N in the CLI's words (render/queens/estimateWords.ts), before and during a count:
 * the solutions with their 95% interval, then the count's time on one thread and on the page's
 * workers, with the command that prints the same (estimate.ts).
 */
import { formatDuration } from '../../../render/duration.js';
import { countTimeText, solutionsText } from '../../../render/queens/estimateWords.js';
import { estimateCommand, type EstimateState } from './estimate.js';

export function EstimateStatus({
  state,
  threads,
}: {
  readonly state: EstimateState | null;
  readonly threads: number;
}) {
  if (state === null) return null;
  const { n, estimate, eta } = state;
  let words: string;
  if (state.error !== null) words = `The estimate failed: ${state.error}`;
  else if (estimate === null) words = `Estimating N = ${n} from random paths in a worker…`;
  else {
    const time =
      eta !== null
        ? `count time ${countTimeText(n, eta)}, ≈ ${formatDuration(eta.seconds / threads)} on this page's ${threads} worker${threads === 1 ? '' : 's'}`
        : state.timing
          ? "count time: timing some of the count's own subproblems in a worker…"
          : '';
    words = `solutions ${solutionsText(estimate)}` + (time === '' ? '' : `; ${time}`);
  }
  return (
    <p class="estimate" data-testid="estimate">
      Estimate, as <code>{estimateCommand(n)}</code> gives it: <span>{words}</span>
    </p>
  );
}
