/**
 * Watch a tiling search: `placer tile`'s own search (core's TilingTrace) placing and removing
 * pieces, played back with the queens walk's player (step back included) — the pieces placed so
 * far in colour with their letters, the cell being filled marked, its candidates counted, the
 * step in words (render/tiling/tilingTraceText.ts), and the tilings found so far (click one to go to
 * it). The region and pieces are the Tilings view's (a preset or a piece set can be chosen here;
 * painting and counts are there); they, the step and the speed are in the URL.
 */
import { useMemo } from 'preact/hooks';
import { isExactCount } from '../../../core/tiling/pieceSets.js';
import type { TilingProblem } from '../../../core/tiling/problem.js';
import { TilingTrace } from '../../../core/tiling/tilingTrace.js';
import type { TilingEvent } from '../../../core/tiling/traceEvents.js';
import { cellWords } from '../../../core/tiling/region.js';
import { cornerWords, tilingTraceLine } from '../../../render/tiling/tilingTraceText.js';
import { renderTilingSvg } from '../../../render/tiling/tilingSvg.js';
import { piecesWords } from '../../../render/tiling/tilingWords.js';
import { ExportButtons } from '../../board/ExportButtons.js';
import { FoundList, foundUpTo } from '../../playback/FoundList.js';
import { Player } from '../../playback/Player.js';
import { browserScheduler } from '../../playback/frames.js';
import { Playback } from '../../playback/playback.js';
import { useTrace } from '../../playback/useTrace.js';
import {
  boxName,
  cellCount,
  presetChoice,
  regionParam,
  REGION_PRESETS,
  type PaintGrid,
} from '../tilings/tilingRegion.js';
import { tilingFrame, watchProblem, type FoundTiling } from './tilingWatch.js';
import { PIECE_SOURCES } from '../tilings/tilingPieces.js';
import { hrefFor, page, theme, update } from '../../store.js';
import { PolycubePicture } from '../tilings/PolycubeView.js';
import { TilingPicture } from '../tilings/TilingPicture.js';

const nf = new Intl.NumberFormat('en-US');

/** "6×10", or "3×3×3" in 3-D: the box's name, as words write it. */
const sides = (g: PaintGrid): string => boxName(g).replace(/x/g, '×');

function makeRun(problem: TilingProblem) {
  const found: FoundTiling[] = [];
  const machine = new TilingTrace(problem);
  const playback = new Playback<TilingEvent>(machine, {
    speed: page.peek().speed,
    scheduler: browserScheduler,
    onNew: (e, position) => {
      if (e.type === 'solution') found.push({ index: e.index, position, placed: e.placed });
    },
  });
  return { playback, found, machine };
}

function Watch({ problem, traceKey }: { problem: TilingProblem; traceKey: string }) {
  const { playback: p, found, machine } = useTrace(traceKey, () => makeRun(problem));
  const e = p.current.value;
  const position = p.position.value;
  const playing = p.playing.value;
  const frame = tilingFrame(problem, e);
  const { region } = problem;
  const pieceNames = problem.kinds.map((k) => k.piece.name);
  const got = foundUpTo(found, position);
  // The player looks ahead while idle (playback.ts), so the next tiling is often known already.
  const next = got < found.length ? found[got] : null;
  const subs = machine.plan.subproblems.length;
  const caption =
    e === null
      ? `Press Play or Step: the search starts from the empty region${subs > 1 ? `, with sub-problem 1 of ${subs}` : ''}.`
      : tilingTraceLine(e, { region, pieces: pieceNames });
  // A total only when every count is exact (not `*`, not a range MIN..MAX).
  const total = problem.kinds.every(isExactCount)
    ? problem.kinds.reduce((a, k) => a + k.count, 0)
    : null;
  const label = `The search at step ${position}: ${frame.depth} piece${frame.depth === 1 ? '' : 's'} placed`;
  const corner = e !== null && e.type === 'place' ? cornerWords(e.corner, region) : null;
  return (
    <div class={`columns trace tiling-watch${region.depth > 1 ? ' solid' : ''}`}>
      <div>
        {region.depth > 1 ? (
          // In 3-D: the pieces placed, turnable, and the layers with the empty cells and the
          // cell being filled (which the 3-D picture could hide behind other cubes).
          <PolycubePicture
            drawing={frame.drawing}
            label={label}
            theme={theme.value}
            name={`tiling-search-step-${position}`}
            marks={{ empty: frame.empty, focus: frame.focus }}
          />
        ) : (
          <>
            <TilingPicture
              drawing={frame.drawing}
              label={label}
              empty={frame.empty}
              focus={frame.focus}
            />
            <ExportButtons
              name={`tiling-search-step-${position}`}
              svg={() => renderTilingSvg([frame.drawing], { title: label })}
            />
          </>
        )}
      </div>
      <div>
        <pre class="caption" data-testid="caption" aria-live={playing ? 'off' : 'polite'}>
          {caption}
        </pre>
        <dl class="figures">
          <dt>Cell being filled</dt>
          <dd class="focus-words" data-testid="focus">
            {frame.focus === null ? 'none' : cellWords(region, frame.focus)}
            {corner !== null && ` (cells filled from ${corner})`}
          </dd>
          <dt>Candidates for it</dt>
          <dd data-testid="candidates">
            {frame.candidates === null
              ? '–'
              : e?.type === 'place'
                ? `${frame.choice} of ${frame.candidates} on the board`
                : `${frame.choice} of ${frame.candidates} tried`}
          </dd>
          <dt>Pieces placed</dt>
          <dd data-testid="depth">
            {frame.depth}
            {total !== null && ` of ${total}`}
          </dd>
          <dt>Tilings found so far</dt>
          <dd data-testid="found">{got}</dd>
        </dl>
        <Player playback={p} />
        <div class="controls">
          <button
            type="button"
            disabled={next === null}
            onClick={() => next !== null && p.seek(next.position)}
          >
            Next tiling ▶▶
          </button>
          {next === null && p.length.value === null && (
            <span class="keys">
              (none in the {nf.format(p.reached.value - position)} steps looked at ahead)
            </span>
          )}
        </div>
        <FoundList
          found={found}
          got={got}
          position={position}
          seek={(k) => p.seek(k)}
          heading="Tilings"
          label={(s) => `Tiling #${nf.format(s.index)} (step ${nf.format(s.position)})`}
        />
      </div>
    </div>
  );
}

export function TilingWatchView() {
  const st = page.value;
  const { region, pieces, pieceFile, use } = st;
  const watched = useMemo(
    () => watchProblem({ region, pieces, pieceFile, use }),
    [region, pieces, pieceFile, use],
  );
  const traceKey = `${regionParam(region)}|${pieces}|${pieceFile}|${use}`;
  const problem = watched.ok ? watched.problem : null;
  return (
    <section aria-labelledby="view-title">
      <h2 id="view-title">Watch a tiling search</h2>
      <p class="lead">
        The search of <code>placer tile</code>, step by step: it fills the first empty cell (cells
        taken line by line along the region's short side; in 3-D, lines along the shortest side,
        planes of lines across the middle one) with each piece placement that covers it and fits, in
        turn, and takes a piece off when the next cell has no candidate left. A piece used once is
        fixed first: each of its placements is a sub-problem.
      </p>
      <div class="controls watch-problem">
        <label>
          Region
          <select
            value=""
            onChange={(ev) => {
              const choice = presetChoice(ev.currentTarget.value);
              if (choice !== null) update(choice);
            }}
          >
            <option value="">
              {sides(region)}, {cellCount(region)} cells
            </option>
            {REGION_PRESETS.map((x) => (
              <option key={x.id} value={x.id}>
                {x.label}
              </option>
            ))}
          </select>
        </label>
        <label>
          Pieces
          <select
            value={pieces}
            onChange={(ev) => {
              const v = ev.currentTarget.value;
              const source = PIECE_SOURCES.find((s) => s === v);
              if (source !== undefined) update({ pieces: source, use: '' });
            }}
          >
            {PIECE_SOURCES.filter((s) => s !== 'file' || pieces === 'file').map((s) => (
              <option key={s} value={s}>
                {s === 'file' ? 'piece file' : s}
              </option>
            ))}
          </select>
        </label>
        <a href={hrefFor({ view: 'tilings' })}>Paint the region, set piece counts</a>
      </div>
      {problem !== null && (
        <p class="region-facts" data-testid="watch-problem">
          {sides(region)} region, {nf.format(problem.region.cellCount)} cells;{' '}
          {piecesWords(
            problem.kinds.map((k) => ({ ...k, name: k.piece.name })),
            pieces === 'file' ? 'piece file' : pieces,
          )}
          .
        </p>
      )}
      {!watched.ok && (
        <p class="proof" role="status" data-testid="watch-reason">
          {watched.reason}
        </p>
      )}
      {problem !== null && <Watch key={traceKey} problem={problem} traceKey={traceKey} />}
    </section>
  );
}
