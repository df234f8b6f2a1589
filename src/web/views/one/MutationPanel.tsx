/**
 * Mutation (seed 003) step by step: one step is one state of the seed's table — a swap proposed
 * and kept or dropped under the rule — with the table of states so far (windowed), the error
 * plotted over the states, and the table saved as text.
 */
import type { MutationRule } from '../../../core/queens/mutation.js';
import { download } from '../../board/export.js';
import { browserScheduler } from '../../playback/frames.js';
import { Playback } from '../../playback/playback.js';
import { useTrace } from '../../playback/useTrace.js';
import { mutationCaption, mutationFrame, mutationMachine } from './one.js';
import { StateRows } from './stateRows.js';
import { Marks, type MutationStep } from '../../state/traceMachines.js';
import { page } from '../../store.js';
import { ErrorPlot } from './ErrorPlot.js';
import { StateTable } from './StateTable.js';
import { TracePanel } from './TracePanel.js';

function makeRun(n: number, seed: number, rule: MutationRule) {
  const rows = new StateRows(n);
  const restarts = new Marks();
  const playback = new Playback<MutationStep>(mutationMachine(n, seed, rule), {
    speed: page.peek().speed,
    scheduler: browserScheduler,
    onNew: ({ event: e }, position) => {
      if (e.type === 'start' || e.type === 'accept' || e.type === 'reject') {
        rows.push(position, e.step, e.queens, e.error);
      } else if (e.type === 'restart') restarts.add(position);
    },
  });
  return { playback, rows, restarts };
}

export interface MutationPanelProps {
  readonly n: number;
  readonly seed: number;
  readonly rule: MutationRule;
}

export function MutationPanel({ n, seed, rule }: MutationPanelProps) {
  const {
    playback: p,
    rows,
    restarts,
  } = useTrace(`mutation:${n}:${seed}:${rule}`, () => makeRun(n, seed, rule));
  const s = p.current.value;
  const position = p.position.value;
  // Read so the table and plot follow the rows that lookahead adds.
  void p.reached.value;
  const last = rows.indexAt(position);
  const figures: [string, string, string?][] = [
    ['State', last < 0 ? '–' : String(rows.step(last)), 'state'],
    ['Error (attacking pairs)', last < 0 ? '–' : String(rows.error(last)), 'error'],
  ];
  if (rule === 'sideways') {
    figures.push(['Restarts', String(restarts.countUpTo(position)), 'restarts']);
  }
  const name = `mutation-${n}-seed-${seed}-${rule}`;
  return (
    <TracePanel
      playback={p}
      frame={mutationFrame(n, s)}
      caption={
        s === null
          ? 'Press Play or Step: the run starts from the identity, every queen on the diagonal.'
          : mutationCaption(n, s)
      }
      figures={figures}
      name={`${name}-step-${position}`}
      title={`Mutation (${rule}), N = ${n}, seed ${seed}, step ${position}`}
      side={
        <p class="legend">
          Highlighted rows: the two queens swapped. Attacked queens are framed and drawn in the
          attack colour.
        </p>
      }
    >
      <div class="states">
        <ErrorPlot rows={rows} last={last} span={rows.length} />
        <StateTable rows={rows} last={last} onPick={(k) => p.seek(k)} />
        {rows.truncated && (
          <p class="status">
            The table keeps the first {rows.cap.toLocaleString('en-US')} states; the board and the
            player go on.
          </p>
        )}
        <div class="controls">
          <button
            type="button"
            disabled={last < 0}
            onClick={() =>
              download(
                `${name}-states.tsv`,
                new Blob([rows.tsv(last)], { type: 'text/tab-separated-values' }),
              )
            }
          >
            Save the table (TSV)
          </button>
        </div>
      </div>
    </TracePanel>
  );
}
