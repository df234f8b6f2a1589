/** The tilings view's count: total and distinct on the worker pool, with progress and Cancel. */
import { CountControls, countedWords } from '../../app/CountControls.js';
import type { TilingPlanResult } from '../../../core/tiling/jobTypes.js';
import type { TilingSpec } from '../../../core/tiling/spec.js';
import { orbitWords } from '../../../render/counts.js';
import { classGroupWords } from '../../../render/tiling/tilingWords.js';
import { tilingProgressWords } from './tilingCount.js';
import { specKey, type TilingsSession } from './session.js';

const nf = new Intl.NumberFormat('en-US');

export function CountPanel(props: {
  session: TilingsSession;
  spec: TilingSpec;
  f: TilingPlanResult;
  disabled: boolean;
  depth: number;
}) {
  const { session, spec, f, disabled, depth } = props;
  const run = session.countRun.value;
  const key = specKey(spec);
  const mine = run.status !== 'idle' && run.key === key;
  const done = mine && run.status === 'done';
  // A 3-D count's class group, as `placer tile --count` words it (the worker's facts).
  const group =
    depth > 1 && done ? { symmetries: f.group.size, reflections: f.group.reflections } : null;
  let line = '';
  if (!mine) line = 'Press Count to count every tiling, total and distinct, on the worker pool.';
  else if (run.status === 'running' || run.status === 'cancelled') {
    const p = run.progress;
    // A cancelled count's figures are its finished units' (the units under way are dropped).
    const shown = p !== null && run.status === 'cancelled' ? { ...p, running: undefined } : p;
    const words =
      shown === null ? 'starting' : tilingProgressWords(shown, performance.now() - run.t0);
    line =
      run.status === 'running'
        ? `Counting on ${run.threads} worker${run.threads === 1 ? '' : 's'}: ${words}.`
        : `Cancelled: ${p === null ? 'nothing counted' : `${words.replace(/, about .*$/, '')} (partial)`}.`;
  } else if (run.status === 'failed') line = `The count failed: ${run.message}`;
  else if (run.status === 'done') line = countedWords(run.ms, run.threads);
  const running = mine && run.status === 'running';
  return (
    <CountControls
      id="count-title"
      running={running}
      canStart={!disabled}
      onCount={() => session.start(spec, f)}
      onCancel={() => session.cancel()}
      line={line}
      statusTestId="tiling-count-status"
    >
      {mine && run.status === 'done' && (
        <dl class="figures" data-testid="tiling-count" data-ms={Math.round(run.ms)}>
          <dt>Tilings (total)</dt>
          <dd data-testid="tiling-total">{nf.format(run.count.partial.total)}</dd>
          <dt>
            {group === null
              ? "Distinct (up to the region's symmetries)"
              : `Distinct (${classGroupWords(group.symmetries, group.reflections)})`}
          </dt>
          <dd data-testid="tiling-distinct" data-symmetries={group?.symmetries}>
            {nf.format(run.count.partial.distinct)}
          </dd>
          {group !== null && group.reflections && (
            <>
              <dt>Up to rotations alone (mirror images apart)</dt>
              <dd data-testid="tiling-rotations">{nf.format(run.count.partial.rotationClasses)}</dd>
            </>
          )}
          <dt>Classes</dt>
          <dd>{orbitWords(run.count.partial.orbits, [], (c) => nf.format(c)) || 'none'}</dd>
          <dt>Nodes</dt>
          <dd>{nf.format(run.count.partial.nodes)}</dd>
        </dl>
      )}
    </CountControls>
  );
}
