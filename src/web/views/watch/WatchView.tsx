/**
 * Watch the search: seed 002's robot walk or the plain backtracking search, played back step
 * by step on the board — the queens placed so far, the row being worked on, the squares they
 * attack, the CLI's caption of the step, the depth, and the solutions found so far (click one
 * to go to it). The search, N, the step and the speed are in the URL.
 */
import { makePlacement } from '../../../core/queens/placement.js';
import { boardOf } from '../../../render/queens/board.js';
import { SizeField } from '../../app/SizeField.js';
import { Board } from '../../board/Board.js';
import { ExportButtons } from '../../board/ExportButtons.js';
import { boardSvg } from '../../board/export.js';
import { FoundList, foundUpTo } from '../../playback/FoundList.js';
import { Player } from '../../playback/Player.js';
import { browserScheduler } from '../../playback/frames.js';
import { Playback } from '../../playback/playback.js';
import { useTrace } from '../../playback/useTrace.js';
import { MAX_N } from '../queensBoard.js';
import {
  SEARCHES,
  SEARCH_LABEL,
  searchCaption,
  searchFrame,
  searchMachine,
  type FoundSolution,
  type SearchEvent,
  type SearchKind,
} from './watch.js';
import { page, update } from '../../store.js';

const INTRO: Readonly<Record<SearchKind, string>> = {
  walk: 'The robot of seed 002 walks the tree of positions: up-left puts a queen in the first column of the next row, right moves the top queen one column on, down takes it off, and at a leaf it checks the position. Only the top queen may be attacked.',
  backtrack:
    'Rows are filled from the top, each with the first square no queen above attacks; when a row has none left, the queen above comes off and moves on.',
};

function makeRun(search: SearchKind, n: number) {
  const solutions: FoundSolution[] = [];
  const playback = new Playback<SearchEvent>(searchMachine(search, n), {
    speed: page.peek().speed,
    scheduler: browserScheduler,
    onNew: (e, position) => {
      if (e.type === 'solution') solutions.push({ index: e.index, position, cols: e.queens });
    },
  });
  return { playback, solutions };
}

export function WatchView() {
  const { n, search } = page.value;
  const { playback: p, solutions } = useTrace(`${search}:${n}`, () => makeRun(search, n));
  const e = p.current.value;
  const position = p.position.value;
  const playing = p.playing.value;
  const frame = searchFrame(e, n);
  const board = boardOf(makePlacement(frame.cols));
  const found = foundUpTo(solutions, position);
  const caption =
    e === null
      ? 'Press Play or Step: the search starts from the empty board.'
      : searchCaption(search, e, n);
  const svg = () =>
    boardSvg(board, {
      shadeAttacked: true,
      title: `${SEARCH_LABEL[search]}, N = ${n}, step ${position}`,
    });
  return (
    <section aria-labelledby="view-title">
      <h2 id="view-title">Watch the search</h2>
      <p class="lead">{INTRO[search]}</p>
      <div class="controls">
        <SizeField value={n} max={MAX_N} onChange={(v) => update({ n: v })} />
        <fieldset class="choice">
          <legend class="visually-hidden">Search</legend>
          {SEARCHES.map((s) => (
            <label key={s}>
              <input
                type="radio"
                name="search"
                value={s}
                checked={search === s}
                onChange={() => update({ search: s })}
              />
              {SEARCH_LABEL[s]}
            </label>
          ))}
        </fieldset>
      </div>
      <div class="columns trace">
        <div>
          <Board board={board} shadeAttacked rows={frame.row === null ? [] : [frame.row]} />
          <ExportButtons name={`${search}-${n}-step-${position}`} svg={svg} />
        </div>
        <div>
          <pre class="caption" data-testid="caption" aria-live={playing ? 'off' : 'polite'}>
            {caption}
          </pre>
          <dl class="figures">
            <dt>Depth (queens on the board)</dt>
            <dd data-testid="depth">
              {frame.depth} of {n}
            </dd>
            <dt>Solutions found so far</dt>
            <dd data-testid="found">{found}</dd>
          </dl>
          <Player playback={p} />
          <FoundList
            found={solutions}
            got={found}
            position={position}
            seek={(k) => p.seek(k)}
            heading="Solutions"
            label={(s) => `#${s.index}: ${s.cols.map((c) => c + 1).join(' ')}`}
          />
        </div>
      </div>
    </section>
  );
}
