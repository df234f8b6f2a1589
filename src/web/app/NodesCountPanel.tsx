/**
 * The Count panel of a family whose count is a plain sum of units (a NodesCount: kings, regions):
 * Count and Cancel (CountControls), the status line in the CLI's words while it runs
 * (render/countProgress.ts), and the figures once done. `testId` names its parts for the tests:
 * `<testId>-count-title`, `-count-status`, `-count` and `-total`.
 */
import type { ComponentChildren } from 'preact';
import type { CountProgress, NodesCount } from '../../core/run/unitCount.js';
import { unitCountLine } from '../../render/countProgress.js';
import type { LiveRun } from '../state/liveCount.js';
import { CountControls, countedWords } from './CountControls.js';

const nf = new Intl.NumberFormat('en-US');

export function NodesCountPanel<K>(props: {
  readonly testId: string;
  readonly run: LiveRun<K, CountProgress<NodesCount>, NodesCount>;
  /** Whether the run is this problem's (another problem's count says nothing here). */
  readonly mine: boolean;
  /** The line before any count. */
  readonly idle: string;
  /** What is counted, singular and as the figures' label: 'placement', 'Placements'. */
  readonly one: string;
  readonly label: string;
  readonly canStart: boolean;
  readonly onCount: () => void;
  readonly onCancel: () => void;
  readonly children?: ComponentChildren;
}) {
  const { run, mine, testId } = props;
  let line = props.idle;
  if (mine && (run.status === 'running' || run.status === 'cancelled')) {
    const p = run.progress;
    line = unitCountLine(run.status, p, p?.partial.count ?? 0n, props.one, nf.format);
  } else if (mine && run.status === 'failed') line = `The count failed: ${run.message}`;
  else if (mine && run.status === 'done') line = countedWords(run.ms, run.threads);
  return (
    <CountControls
      id={`${testId}-count-title`}
      running={run.status === 'running'}
      canStart={props.canStart}
      onCount={props.onCount}
      onCancel={props.onCancel}
      line={line}
      statusTestId={`${testId}-count-status`}
    >
      {mine && run.status === 'done' && (
        <dl class="figures" data-testid={`${testId}-count`}>
          <dt>{props.label}</dt>
          <dd data-testid={`${testId}-total`}>{nf.format(run.count.count)}</dd>
          <dt>Nodes</dt>
          <dd>{nf.format(run.count.nodes)}</dd>
        </dl>
      )}
      {props.children}
    </CountControls>
  );
}
