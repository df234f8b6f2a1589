/**
 * Min-conflicts (QS4) on a small board, step by step: the same moves as the fast engine for the
 * seed (core/queens/minConflictsTrace.ts), each try's two rows highlighted, attacked queens
 * marked, attempts abandoned counted.
 */
import type { MinConflictsEvent } from '../../../core/queens/traceEvents.js';
import { browserScheduler } from '../../playback/frames.js';
import { Playback } from '../../playback/playback.js';
import { useTrace } from '../../playback/useTrace.js';
import { heuristicCaption, minConflictsFrame, minConflictsMachine } from './one.js';
import { Marks } from '../../state/traceMachines.js';
import { page } from '../../store.js';
import { TracePanel } from './TracePanel.js';

function makeRun(n: number, seed: number) {
  const restarts = new Marks();
  const playback = new Playback<MinConflictsEvent>(minConflictsMachine(n, seed), {
    speed: page.peek().speed,
    scheduler: browserScheduler,
    onNew: (e, position) => {
      if (e.type === 'abandon') restarts.add(position);
    },
  });
  return { playback, restarts };
}

export function MinConflictsPanel({ n, seed }: { n: number; seed: number }) {
  const { playback: p, restarts } = useTrace(`min-conflicts:${n}:${seed}`, () => makeRun(n, seed));
  const e = p.current.value;
  const position = p.position.value;
  const error =
    e === null
      ? null
      : e.type === 'final-try'
        ? e.kept
          ? e.proposedError
          : e.error
        : e.type === 'shuffle'
          ? e.error
          : e.type === 'solution' || (e.type === 'done' && e.complete)
            ? 0
            : null;
  const figures: [string, string, string?][] = [
    ['Swap tries', String(e?.step ?? 0), 'steps'],
    ['Attempts abandoned (restarts)', String(restarts.countUpTo(position)), 'restarts'],
  ];
  if (error !== null) figures.push(['Attacking pairs', String(error), 'error']);
  return (
    <TracePanel
      playback={p}
      frame={minConflictsFrame(n, e)}
      caption={
        e === null
          ? 'Press Play or Step: the first rows are filled by random swaps that no queen above attacks.'
          : heuristicCaption(n, e)
      }
      figures={figures}
      name={`min-conflicts-${n}-seed-${seed}-step-${position}`}
      title={`Min-conflicts, N = ${n}, seed ${seed}, step ${position}`}
      side={
        <p class="legend">
          Highlighted rows: the two queens a try would swap. Attacked queens are framed and drawn in
          the attack colour, with a line to each queen they attack.
        </p>
      }
    />
  );
}
