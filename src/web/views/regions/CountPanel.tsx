/** The regions view's count: every solution counted on the workers, with progress and Cancel. */
import { NodesCountPanel } from '../../app/NodesCountPanel.js';
import type { RegionsPuzzle } from '../../../core/regions/puzzle.js';
import { keyOf, type RegionsSession } from './session.js';

export function CountPanel({
  session,
  puzzle,
}: {
  session: RegionsSession;
  puzzle: RegionsPuzzle;
}) {
  const run = session.count.value;
  return (
    <NodesCountPanel
      testId="regions"
      run={run}
      mine={run.status !== 'idle' && run.key === keyOf(puzzle)}
      idle="Counts every solution on the worker pool, one unit per first row."
      one="solution"
      label="Solutions"
      canStart={true}
      onCount={() => session.startCount(puzzle)}
      onCancel={() => session.cancel()}
    />
  );
}
