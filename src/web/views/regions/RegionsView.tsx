/**
 * Regions: queens on coloured regions and Star Battle. An n×n grid in n regions; k stars in
 * every row, column and region, no two touching. The grid, k, the player's marks and the
 * switches are in the URL (view.ts). Play (RegionsBoard.tsx): cycle a cell, drag to cross,
 * automatic crosses on request, conflicts marked by shape, undo/redo, a timer, Check in words,
 * a solution on request. The workers count every solution (Count, with progress and Cancel) and
 * list the first hundred (click one to see it). A painter makes a grid from a preset or a blank
 * one; the text form imports and exports; SVG and PNG export. Hint and Generate appear when
 * hooks.ts is given what makes them. The live work is in session.ts, the rules in play.ts; the
 * panels are files of their own (CountPanel, SolutionsPanel, GridPanel, GeneratePanel, and
 * BuilderPanel, shown while the regions are painted),
 * and this one is the play.
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import {
  BLOCKED,
  parseRegions,
  printRegions,
  type RegionsPuzzle,
} from '../../../core/regions/puzzle.js';
import { formatDuration } from '../../../render/duration.js';
import { plural } from '../../../render/plural.js';
import {
  regionStyles,
  renderRegionsSvg,
  sharesFill,
  STAR as SVG_STAR,
} from '../../../render/regions/regionsSvg.js';
import { PrintButton, PrintSheet, type PrintDrawing } from '../../app/PrintSheet.js';
import { page, update } from '../../store.js';
import {
  autoCrosses,
  checkHighlight,
  conflictsOf,
  isSolved,
  marksOf,
  marksText,
  moved,
  redone,
  starsOf,
  STAR,
  undone,
} from './play.js';
import { DEFAULT_GRID, messageOf, paintedText } from './regionsGrid.js';
import type { RegionsHighlight } from './highlight.js';
import { RegionsBoard } from './RegionsBoard.js';
import { keyOf, RegionsSession } from './session.js';
import { pageWorkers } from '../../workers/spawn.js';
import { GameTimer } from '../../app/GameTimer.js';
import { BuilderPanel } from './BuilderPanel.js';
import { clockAfterMove } from '../../state/gameClock.js';
import { CountPanel } from './CountPanel.js';
import { solutionsOf, SolutionsPanel } from './SolutionsPanel.js';
import { Brushes, GridPanel } from './GridPanel.js';
import { GeneratePanel } from './GeneratePanel.js';
import './regions.css';
import { errorMessage } from '../../../core/errors.js';

/**
 * Whether a hint rests on a region, which its words name by letter ("Region C has one cell
 * left"): the board then shows the letters, which it does not by default, so the words can be
 * followed.
 */
function namesRegions(h: RegionsHighlight | null): boolean {
  return h !== null && h.units.some((u) => u.kind === 'region');
}

/** The view's live work and the player's game, kept while the page lives. */
const session = new RegionsSession(pageWorkers());
const { game, highlight } = session;

/** The print sheet's drawings: the grid alone, and with the solution's stars. */
function printDrawings(
  p: RegionsPuzzle,
  solution: Int32Array | null,
): { puzzle: PrintDrawing[]; solution: PrintDrawing[] | null } {
  const grid = renderRegionsSvg(p, { mono: true });
  if (solution === null) return { puzzle: [{ svg: grid, label: 'the grid' }], solution: null };
  const marks = new Uint8Array(p.n * p.n);
  for (const x of solution) marks[x] = SVG_STAR;
  return {
    puzzle: [{ svg: grid, label: 'the grid' }],
    solution: [{ svg: renderRegionsSvg(p, { mono: true, marks }), label: 'a solution' }],
  };
}

export function RegionsView() {
  const s = page.value;
  const read = messageOf(() => parseRegions(s.regionsGrid, s.regionsStars));
  // The state's grid was checked as it came in; the default stands in should that ever fail.
  const p = 'problem' in read ? parseRegions(DEFAULT_GRID, 1) : read;
  const key = keyOf(p);
  const marks = useMemo(() => marksOf(s.regionsMarks), [s.regionsMarks]);
  const g = game.value.key === key ? game.value : session.gameFor(key);
  const [mode, setMode] = useState<'play' | 'paint'>('play');
  const [brush, setBrush] = useState(0);
  /** The painter's regions when they do not make a grid yet, and why. */
  const [draft, setDraft] = useState<{ cells: Int32Array; problem: string } | null>(null);
  useEffect(() => {
    session.follow(p);
    // A highlight names cells of the grid it was made for.
    highlight.value = null;
  }, [key]);
  useEffect(() => setDraft(null), [s.regionsGrid]);

  const conflicts = useMemo(() => conflictsOf(p, marks), [key, marks]);
  const auto = useMemo(
    () => (s.regionsAuto ? autoCrosses(p, marks) : null),
    [key, marks, s.regionsAuto],
  );
  const solved = useMemo(() => isSolved(p, marks), [key, marks]);
  const over = (kind: 'row' | 'column') =>
    new Set(conflicts.units.filter((u) => u.kind === kind).map((u) => u.index));

  /** A move: new marks, one undo step; the clock starts at the first and stops when solved. */
  const play = (next: string, shown: number | null = null) => {
    if (next === s.regionsMarks) return;
    const now = performance.now();
    const done = isSolved(p, marksOf(next));
    game.value = {
      key,
      history: moved(g.history, s.regionsMarks, next),
      // A solution shown from the list is not played: the clock does not start for it.
      clock: clockAfterMove(g.clock, done, now, shown === null),
      shown,
    };
    highlight.value = null;
    update({ regionsMarks: next });
  };
  const back = (which: 'undo' | 'redo') => {
    // The game and marks as they are now, not as this render saw them: Ctrl+Z then Ctrl+Y
    // pressed faster than the page renders reach the key listener of the render before.
    const now = game.value.key === key ? game.value : g;
    const r = (which === 'undo' ? undone : redone)(now.history, page.value.regionsMarks);
    if (r === null) return;
    const done = isSolved(p, marksOf(r.state));
    game.value = {
      ...now,
      key,
      history: r.history,
      clock: clockAfterMove(now.clock, done, performance.now()),
      shown: null,
    };
    highlight.value = null;
    update({ regionsMarks: r.state });
  };
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const t = e.target as HTMLElement | null;
      if (t !== null && /^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName)) return;
      if (!(e.ctrlKey || e.metaKey) || mode !== 'play') return;
      const k = e.key.toLowerCase();
      if (k === 'z' && !e.shiftKey) back('undo');
      else if (k === 'y' || (k === 'z' && e.shiftKey)) back('redo');
      else return;
      e.preventDefault();
    };
    addEventListener('keydown', onKey);
    return () => removeEventListener('keydown', onKey);
  });

  const l = session.listing.value;
  const listed = l.status === 'done' && l.key === key ? solutionsOf(l.cells, p.n * p.stars) : [];
  // The print sheet: the grid in black and white, then its first solution (when listed).
  // Drawn again when the grid or the listing changes (`listed` is new at every render: its
  // solutions are views made afresh), not at every mark.
  const sheet = useMemo(() => printDrawings(p, listed.length > 0 ? listed[0] : null), [key, l]);
  // Past nine regions the board draws the patterns anyway (render/regions/regionsSvg.ts sharesFill).
  const patternsNeeded = sharesFill(regionStyles(p));
  const showSolution = (i: number, cells: Int32Array) => {
    const next = new Uint8Array(p.n * p.n);
    for (const x of cells) next[x] = STAR;
    play(marksText(next), i);
  };
  const paint = (cells: Int32Array) => {
    const text = paintedText(p.n, cells, p.symbols);
    const ok = messageOf(() => parseRegions(text, 1));
    if ('problem' in ok) setDraft({ cells, problem: ok.problem });
    else {
      setDraft(null);
      update({ regionsGrid: printRegions(ok) });
    }
  };
  const boardPuzzle: RegionsPuzzle = draft === null ? p : { ...p, region: draft.cells };
  const starCount = starsOf(marks).length;
  const all = p.n * p.stars;
  let status: string;
  if (g.shown !== null && solved) status = `Solution #${g.shown} shown.`;
  else if (solved)
    status = `Solved${g.clock.stopped && g.clock.ms > 0 ? ` in ${formatDuration(g.clock.ms / 1000)}` : ''}!`;
  else
    status = `${starCount} of ${plural(all, 'star')} placed${conflicts.list.length > 0 ? `; ${plural(conflicts.list.length, 'rule')} broken` : ''}.`;

  return (
    <section aria-labelledby="view-title" class="regions">
      <PrintSheet
        title={`Regions ${p.n}×${p.n}, ${plural(p.stars, 'star')}`}
        puzzle={sheet.puzzle}
        solution={sheet.solution}
        note={`Put ${plural(p.stars, 'star')} in every row, every column and every region, no two touching, not even at a corner.`}
      />
      <h2 id="view-title">Regions</h2>
      <p class="lead">
        Put {plural(p.stars, 'star')} in every row, every column and every region, no two touching,
        not even at a corner: Queens on coloured regions (one star) and Star Battle (two or more).
      </p>
      <div class="columns regions-columns">
        <div>
          <div class="controls regions-mode" role="radiogroup" aria-label="Mode">
            {(['play', 'paint'] as const).map((m) => (
              <button
                key={m}
                type="button"
                role="radio"
                aria-checked={mode === m}
                onClick={() => setMode(m)}
              >
                {m === 'play' ? 'Play' : 'Paint regions'}
              </button>
            ))}
            {mode === 'play' && (
              <GameTimer
                clock={g.clock}
                onChange={(clock) => (game.value = { ...game.value, clock })}
                testId="regions-timer"
              />
            )}
          </div>
          {mode === 'paint' && (
            <>
              <Brushes puzzle={p} brush={brush} onBrush={setBrush} />
              {draft !== null && (
                <p class="problem-line" role="alert" data-testid="regions-paint-problem">
                  {draft.problem}
                </p>
              )}
            </>
          )}
          <RegionsBoard
            puzzle={boardPuzzle}
            mode={mode}
            marks={marks}
            auto={auto}
            conflictCells={conflicts.cells}
            overRows={over('row')}
            overCols={over('column')}
            highlight={mode === 'play' ? highlight.value : null}
            letters={s.regionsLetters || mode === 'paint' || namesRegions(highlight.value)}
            patterns={s.regionsPatterns}
            solved={solved && mode === 'play'}
            onMarks={(m) => play(marksText(m))}
            brush={brush < p.n ? brush : 0}
            onPaint={paint}
          />
          {mode === 'play' ? (
            <>
              <p
                class={solved ? 'status solved' : 'status'}
                role="status"
                data-testid="regions-status"
              >
                {solved ? '✓ ' : ''}
                {status}
              </p>
              {highlight.value !== null && (
                <p class="caption regions-said" data-testid="regions-said">
                  {highlight.value.words}
                </p>
              )}
              <div class="controls">
                <button
                  type="button"
                  disabled={g.history.past.length === 0}
                  onClick={() => back('undo')}
                >
                  Undo
                </button>
                <button
                  type="button"
                  disabled={g.history.future.length === 0}
                  onClick={() => back('redo')}
                >
                  Redo
                </button>
                <button type="button" onClick={() => (highlight.value = checkHighlight(p, marks))}>
                  Check
                </button>
                <button
                  type="button"
                  onClick={() =>
                    void session.hintFor(p, marks).then(
                      (h) => (highlight.value = h),
                      (e: unknown) =>
                        (highlight.value = {
                          cells: [],
                          units: [],
                          words: `The hint failed: ${errorMessage(e)}`,
                        }),
                    )
                  }
                >
                  Hint
                </button>
                <button
                  type="button"
                  disabled={listed.length === 0}
                  onClick={() => showSolution(1, listed[0])}
                >
                  Show a solution
                </button>
                <PrintButton />
                <button
                  type="button"
                  disabled={!marks.some((x) => x !== 0)}
                  onClick={() => play(marksText(new Uint8Array(p.n * p.n)))}
                >
                  Clear
                </button>
              </div>
              <fieldset class="choice regions-switches">
                <label>
                  <input
                    type="checkbox"
                    checked={s.regionsAuto}
                    onChange={(e) => update({ regionsAuto: e.currentTarget.checked })}
                  />
                  Automatic crosses
                </label>
                <label>
                  <input
                    type="checkbox"
                    checked={s.regionsLetters}
                    onChange={(e) => update({ regionsLetters: e.currentTarget.checked })}
                  />
                  Letters
                </label>
                <label
                  title={
                    patternsNeeded
                      ? 'From ten regions on, regions that share a colour differ by pattern'
                      : undefined
                  }
                >
                  <input
                    type="checkbox"
                    checked={s.regionsPatterns || patternsNeeded}
                    disabled={patternsNeeded}
                    onChange={(e) => update({ regionsPatterns: e.currentTarget.checked })}
                  />
                  Patterns{patternsNeeded && ' (needed: colours are shared)'}
                </label>
              </fieldset>
              <p class="keys">
                Press a cell: empty, cross, star. Drag to cross. <kbd>Ctrl</kbd>+<kbd>Z</kbd> undo,{' '}
                <kbd>Ctrl</kbd>+<kbd>Y</kbd> redo; on the board, arrow keys, <kbd>Space</kbd>,{' '}
                <kbd>x</kbd>, <kbd>s</kbd>. Broken rules are hatched and framed.
              </p>
            </>
          ) : (
            <>
              <p class="keys">
                Pick a region (its letter) or the blocked cell ({BLOCKED}), then press or drag on
                the grid. The grid is used as soon as it has {p.n} regions.
              </p>
              <BuilderPanel p={p} grid={s.regionsGrid} session={session} />
            </>
          )}
        </div>
        <div>
          <GridPanel puzzle={p} grid={s.regionsGrid} />
          <GeneratePanel session={session} stars={p.stars} />
          <CountPanel session={session} puzzle={p} />
          <SolutionsPanel session={session} puzzle={p} shown={g.shown} onShow={showSolution} />
        </div>
      </div>
    </section>
  );
}
