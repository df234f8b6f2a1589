/** The regions view's count: every solution counted on the workers, with progress and Cancel. */
import { unitCountLine } from '../../../render/countProgress.js';
import { CountControls, countedWords } from '../../app/CountControls.js';
import { type RegionsPuzzle } from '../../../core/regions/puzzle.js';
import { cancel, count, keyOf, startCount } from './session.js';

const nf = new Intl.NumberFormat('en-US');

export function CountPanel({ puzzle }: { puzzle: RegionsPuzzle }) {
  const run = count.value;
  const mine = run.status !== 'idle' && run.key === keyOf(puzzle);
  let line = 'Counts every solution on the worker pool, one unit per first row.';
  if (mine && (run.status === 'running' || run.status === 'cancelled')) {
    const p = run.progress;
    line = unitCountLine(run.status, p, p?.partial.count ?? 0n, 'solution', nf.format);
  } else if (mine && run.status === 'failed') line = `The count failed: ${run.message}`;
  else if (mine && run.status === 'done') line = countedWords(run.ms, run.threads);
  return (
    <CountControls
      id="regions-count-title"
      running={run.status === 'running'}
      canStart={true}
      onCount={() => startCount(puzzle)}
      onCancel={cancel}
      line={line}
      statusTestId="regions-count-status"
    >
      {mine && run.status === 'done' && (
        <dl class="figures" data-testid="regions-count">
          <dt>Solutions</dt>
          <dd data-testid="regions-total">{nf.format(run.count.count)}</dd>
          <dt>Nodes</dt>
          <dd>{nf.format(run.count.nodes)}</dd>
        </dl>
      )}
    </CountControls>
  );
}
