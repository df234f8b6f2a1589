/**
 * Greedy (seed 001) step by step: before each placement the attack score of every free square
 * as a heat map (darker = more squares attacked), the square drawn among the lowest ringed, then
 * the queen placed and the squares it takes shaded; attempts given up are counted.
 */
import type { GreedyEvent } from '../../../core/queens/traceEvents.js';
import { browserScheduler } from '../../playback/frames.js';
import { Playback } from '../../playback/playback.js';
import { useTrace } from '../../playback/useTrace.js';
import { greedyFrame, greedyMachine, heuristicCaption } from './one.js';
import { Marks } from '../../state/traceMachines.js';
import { page } from '../../store.js';
import { TracePanel } from './TracePanel.js';

function makeRun(n: number, seed: number) {
  const restarts = new Marks();
  const playback = new Playback<GreedyEvent>(greedyMachine(n, seed), {
    speed: page.peek().speed,
    scheduler: browserScheduler,
    onNew: (e, position) => {
      if (e.type === 'restart') restarts.add(position);
    },
  });
  return { playback, restarts };
}

export function GreedyPanel({ n, seed }: { n: number; seed: number }) {
  const { playback: p, restarts } = useTrace(`greedy:${n}:${seed}`, () => makeRun(n, seed));
  const e = p.current.value;
  const position = p.position.value;
  const frame = greedyFrame(n, e);
  const placed = frame.cols.reduce((k, c) => k + (c >= 0 ? 1 : 0), 0);
  const figures: [string, string, string?][] = [
    ['Placements made', String(e?.step ?? 0), 'steps'],
    ['Queens on the board', `${placed} of ${n}`],
    ['Attempts given up (restarts)', String(restarts.countUpTo(position)), 'restarts'],
  ];
  if (e?.type === 'attack-scores') {
    figures.push(['Lowest score', `${e.min}, on ${e.ties} square${e.ties === 1 ? '' : 's'}`]);
  }
  return (
    <TracePanel
      playback={p}
      frame={frame}
      caption={
        e === null
          ? 'Press Play or Step: greedy scores the empty board first.'
          : heuristicCaption(n, e)
      }
      figures={figures}
      name={`greedy-${n}-seed-${seed}-step-${position}`}
      title={`Greedy, N = ${n}, seed ${seed}, step ${position}`}
      shade
      side={
        <p class="legend">
          Numbers: how many free squares a queen on that square would attack; the darker the tint,
          the higher. The ringed square is the one drawn among the lowest. Hatched squares are no
          longer free.
        </p>
      }
    />
  );
}
