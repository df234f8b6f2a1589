/**
 * Regions: queens on coloured regions and Star Battle. An n×n grid in n regions; k stars in
 * every row, column and region, no two touching. The grid, k, the player's marks and the
 * switches are in the URL (view.ts). Play (RegionsBoard.tsx): cycle a cell, drag to cross,
 * automatic crosses on request, conflicts marked by shape, undo/redo, a timer, Check in words,
 * a solution on request. The workers count every solution (Count, with progress and Cancel) and
 * list the first hundred (click one to see it). A painter makes a grid from a preset or a blank
 * one; the text form imports and exports; SVG and PNG export. Hint and Generate appear when
 * hooks.ts is given what makes them. The live work is in session.ts, the rules in play.ts.
 */
import { unitCountLine } from '../../../render/countProgress.js';
import { useEffect, useMemo, useState } from 'preact/hooks';
import { CountControls, countedWords } from '../../app/CountControls.js';
import { WholeField } from '../../app/WholeField.js';
import { ExportButtons } from '../../board/ExportButtons.js';
import { download } from '../../board/export.js';
import { isPlacerError } from '../../../core/errors.js';
import { GENERATE_SECONDS } from '../../../core/regions/generateRated.js';
import { MAX_REGIONS_LIST } from '../../../core/regions/limits.js';
import { printStars } from '../../../core/regions/placement.js';
import {
  MAX_GENERATE_SIDE,
  MAX_GENERATE_STARS,
  MIN_GENERATE_SIDE,
  REGIONS_DIFFICULTIES,
} from '../../../core/regions/generate.js';
import {
  BLOCKED,
  headerStars,
  MAX_REGIONS_SIDE,
  parseRegions,
  printRegions,
  printRegionsFile,
  type RegionsPuzzle,
} from '../../../core/regions/puzzle.js';
import { formatDuration } from '../../../render/duration.js';
import { plural } from '../../../render/plural.js';
import { regionStyles, renderRegionsSvg, sharesFill } from '../../../render/regionsSvg.js';
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
import {
  blankGrid,
  DEFAULT_GRID,
  maxStarsFor,
  messageOf,
  paintedText,
  presetText,
  REGIONS_PRESETS,
} from './regionsGrid.js';
import type { RegionsHighlight } from './highlight.js';
import { RegionsBoard } from './RegionsBoard.js';
import {
  cancel,
  count,
  follow,
  game,
  gameFor,
  highlight,
  keyOf,
  LISTED,
  listMore,
  listing,
  startCount,
  type Game,
  cancelGenerate,
  generateGrid,
  hintFor,
} from './session.js';
import './regions.css';

const nf = new Intl.NumberFormat('en-US');

/** Minutes and seconds, as a game clock reads. */
function clock(ms: number): string {
  const s = Math.floor(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** The time played: counts while the game runs, stops when it is solved. */
function Timer({ g }: { g: Game }) {
  const [, tick] = useState(0);
  const running = g.started !== null && g.stopped === null;
  useEffect(() => {
    if (!running) return;
    const t = setInterval(() => tick((x) => x + 1), 1000);
    return () => clearInterval(t);
  }, [running]);
  const ms = g.started === null ? 0 : (g.stopped ?? performance.now()) - g.started;
  return (
    <span class="timer" data-testid="regions-timer">
      Time {clock(ms)}
    </span>
  );
}

function CountPanel({ puzzle }: { puzzle: RegionsPuzzle }) {
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

/** The listing's solutions as star cells, one array each. */
function solutionsOf(cells: Int32Array, size: number): Int32Array[] {
  const out: Int32Array[] = [];
  for (let i = 0; i + size <= cells.length; i += size) out.push(cells.subarray(i, i + size));
  return out;
}

function SolutionsPanel(props: {
  puzzle: RegionsPuzzle;
  shown: number | null;
  onShow: (i: number, cells: Int32Array) => void;
}) {
  const { puzzle: p } = props;
  const l = listing.value;
  // The solutions are the answer to the puzzle beside them: listed only when asked for, and
  // hidden again when the grid changes (a new grid, a Generate).
  const [openFor, setOpenFor] = useState<string | null>(null);
  const open = openFor === keyOf(p);
  let body;
  if (l.status === 'running' || l.status === 'idle') body = <p class="status">Listing…</p>;
  else if (l.status === 'failed') body = <p class="problem-line">{l.message}</p>;
  else if (l.status === 'done' && l.key === keyOf(p)) {
    const sols = solutionsOf(l.cells, p.n * p.stars);
    const words =
      sols.length === 0
        ? `No solution: no way to put ${plural(p.stars, 'star')} in every row, column and region without two touching.`
        : l.complete
          ? sols.length === 1
            ? 'Exactly one solution, as a good puzzle has.'
            : `${sols.length} solutions, all listed: a puzzle should have one.`
          : `The first ${sols.length} solutions; there are more (Count counts them).`;
    body = (
      <>
        <p class="status" data-testid="regions-listed">
          {words}
        </p>
        {sols.length > 0 && !open && (
          <button type="button" onClick={() => setOpenFor(keyOf(p))}>
            Show the solutions
          </button>
        )}
        {sols.length > 0 && open && (
          <ol class="regions-solutions" data-testid="regions-solutions">
            {sols.map((s, i) => (
              <li key={i}>
                <button
                  type="button"
                  class="link"
                  aria-pressed={props.shown === i + 1}
                  onClick={() => props.onShow(i + 1, s)}
                >
                  #{i + 1}: {printStars(p.n, s)}
                </button>
              </li>
            ))}
          </ol>
        )}
        {open && !l.complete && sols.length < MAX_REGIONS_LIST && (
          <button type="button" onClick={() => listMore(p)}>
            List {LISTED} more
          </button>
        )}
      </>
    );
  }
  return (
    <section class="panel" aria-labelledby="regions-list-title">
      <h3 id="regions-list-title">Solutions</h3>
      {body}
      <p class="note">Each solution lists the stars' columns row by row; press one to see it.</p>
    </section>
  );
}

/** The painter's brushes: each region's swatch and letter, and the blocked cell. */
function Brushes(props: { puzzle: RegionsPuzzle; brush: number; onBrush: (b: number) => void }) {
  const styles = regionStyles(props.puzzle);
  return (
    <div class="regions-brushes" role="radiogroup" aria-label="Brush">
      {props.puzzle.symbols.map((s, g) => (
        <button
          key={g}
          type="button"
          role="radio"
          aria-checked={props.brush === g}
          class={`swatch f${styles[g].fill}`}
          title={`region ${s}`}
          onClick={() => props.onBrush(g)}
        >
          {s}
        </button>
      ))}
      <button
        type="button"
        role="radio"
        aria-checked={props.brush === -1}
        class="swatch blocked"
        title="blocked cell"
        onClick={() => props.onBrush(-1)}
      >
        {BLOCKED}
      </button>
    </div>
  );
}

function GridPanel(props: { puzzle: RegionsPuzzle; grid: string }) {
  const { puzzle: p, grid } = props;
  const [text, setText] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [side, setSide] = useState(p.n);
  const [sideOk, setSideOk] = useState(true);
  useEffect(() => setText(null), [grid]);
  const use = () => {
    // A file's first line `stars: K` sets the stars; a grid without one keeps the stars set.
    const header = headerStars(text ?? grid);
    const read = messageOf(() => parseRegions(text ?? grid, header ?? 1));
    if ('problem' in read) setProblem(read.problem);
    else {
      setProblem(null);
      setText(null);
      update({
        regionsGrid: printRegions(read),
        ...(header === null ? {} : { regionsStars: read.stars }),
      });
    }
  };
  return (
    <section class="panel" aria-labelledby="regions-grid-title">
      <h3 id="regions-grid-title">Grid</h3>
      <div class="controls">
        <label>
          Preset
          <select
            value=""
            data-testid="regions-preset"
            onChange={(e) => {
              const pr = REGIONS_PRESETS.find((x) => x.id === e.currentTarget.value);
              if (pr !== undefined)
                update({ regionsGrid: presetText(pr.rows), regionsStars: pr.stars });
            }}
          >
            <option value="">choose…</option>
            {REGIONS_PRESETS.map((x) => (
              <option key={x.id} value={x.id}>
                {x.label}
              </option>
            ))}
          </select>
        </label>
        <WholeField
          id="regions-side"
          label="Blank grid, side"
          value={side}
          lo={4}
          hi={MAX_REGIONS_SIDE}
          onChange={setSide}
          onValid={setSideOk}
        />
        <button
          type="button"
          disabled={!sideOk}
          onClick={() => update({ regionsGrid: blankGrid(side) })}
        >
          Make it (a region per row)
        </button>
      </div>
      <div class="controls">
        <WholeField
          id="regions-k"
          label="Stars per row, column and region"
          value={p.stars}
          lo={1}
          hi={maxStarsFor(p.n)}
          onChange={(v) => update({ regionsStars: v })}
        />
      </div>
      <details>
        <summary>Text form (a symbol per region, # for a blocked cell)</summary>
        <textarea
          class="regions-text"
          rows={Math.min(12, p.n + 1)}
          spellcheck={false}
          aria-label="Grid text"
          data-testid="regions-text"
          value={text ?? grid}
          onInput={(e) => setText(e.currentTarget.value)}
        />
        <div class="controls">
          <button type="button" onClick={use}>
            Use this text
          </button>
          <button
            type="button"
            onClick={() =>
              download('regions.txt', new Blob([printRegionsFile(p)], { type: 'text/plain' }))
            }
          >
            Download text
          </button>
        </div>
        {problem !== null && (
          <p class="problem-line" role="alert" data-testid="regions-text-problem">
            {problem}
          </p>
        )}
      </details>
      <ExportButtons
        name={`regions-${p.n}x${p.n}`}
        svg={() =>
          renderRegionsSvg(p, {
            marks: marksOf(page.value.regionsMarks),
            letters: page.value.regionsLetters,
            patterns: page.value.regionsPatterns,
          })
        }
      />
    </section>
  );
}

/**
 * Whether a hint rests on a region, which its words name by letter ("Region C has one cell
 * left"): the board then shows the letters, which it does not by default, so the words can be
 * followed.
 */
function namesRegions(h: RegionsHighlight | null): boolean {
  return h !== null && h.units.some((u) => u.kind === 'region');
}

/** The difficulties the panel offers: the generator's, or any. */
const DIFFICULTIES = ['any', ...REGIONS_DIFFICULTIES] as const;

function GeneratePanel({ stars }: { stars: number }) {
  const [n, setN] = useState(8);
  const [k, setK] = useState(stars);
  const [difficulty, setDifficulty] = useState<string>('any');
  const [seed, setSeed] = useState(1);
  const [said, setSaid] = useState<string | null>(null);
  /** Each field's value is allowed: Generate waits while one shows its rule. */
  const [valid, setValid] = useState({ n: true, k: true, seed: true });
  const allValid = valid.n && valid.k && valid.seed;
  /** The seconds a generation has run, while one runs (null otherwise). */
  const [running, setRunning] = useState<number | null>(null);
  useEffect(() => {
    if (running === null) return;
    const t = setTimeout(() => setRunning(running + 1), 1000);
    return () => clearTimeout(t);
  }, [running]);
  const go = () => {
    setSaid(null);
    setRunning(0);
    generateGrid({ n, stars: k, difficulty, seed }).then(
      (grid) => {
        setRunning(null);
        update({ regionsGrid: grid, regionsStars: k });
      },
      (e: unknown) => {
        // A newer Generate closed this one's worker: the newer one speaks.
        if (isPlacerError(e) && e.code === 'closed') return;
        setRunning(null);
        setSaid(e instanceof Error ? e.message : String(e));
      },
    );
  };
  const cancel = () => {
    cancelGenerate();
    setRunning(null);
    setSaid('Generating cancelled.');
  };
  return (
    <section class="panel" aria-labelledby="regions-gen-title">
      <h3 id="regions-gen-title">Generate</h3>
      <div class="controls">
        <WholeField
          id="regions-gen-n"
          label="Side"
          value={n}
          lo={MIN_GENERATE_SIDE}
          hi={MAX_GENERATE_SIDE}
          onChange={setN}
          onValid={(ok) => setValid((v) => ({ ...v, n: ok }))}
        />
        <WholeField
          id="regions-gen-k"
          label="Stars"
          value={k}
          lo={1}
          hi={Math.min(MAX_GENERATE_STARS, maxStarsFor(n))}
          onChange={setK}
          onValid={(ok) => setValid((v) => ({ ...v, k: ok }))}
        />
        <label>
          Difficulty
          <select value={difficulty} onChange={(e) => setDifficulty(e.currentTarget.value)}>
            {DIFFICULTIES.map((d) => (
              <option key={d}>{d}</option>
            ))}
          </select>
        </label>
        <WholeField
          id="regions-gen-seed"
          label="Seed"
          value={seed}
          lo={0}
          hi={Number.MAX_SAFE_INTEGER}
          onChange={setSeed}
          onValid={(ok) => setValid((v) => ({ ...v, seed: ok }))}
        />
        <button type="button" onClick={go} disabled={running !== null || !allValid}>
          Generate
        </button>
        {running !== null && (
          <button type="button" onClick={cancel}>
            Cancel
          </button>
        )}
      </div>
      {running !== null && (
        <p class="status" role="status">
          Generating… {running} s (gives up after {GENERATE_SECONDS} s)
        </p>
      )}
      {said !== null && <p class="status">{said}</p>}
    </section>
  );
}

export function RegionsView() {
  const s = page.value;
  const read = messageOf(() => parseRegions(s.regionsGrid, s.regionsStars));
  // The state's grid was checked as it came in; the default stands in should that ever fail.
  const p = 'problem' in read ? parseRegions(DEFAULT_GRID, 1) : read;
  const key = keyOf(p);
  const marks = useMemo(() => marksOf(s.regionsMarks), [s.regionsMarks]);
  const g = game.value.key === key ? game.value : gameFor(key);
  const [mode, setMode] = useState<'play' | 'paint'>('play');
  const [brush, setBrush] = useState(0);
  /** The painter's regions when they do not make a grid yet, and why. */
  const [draft, setDraft] = useState<{ cells: Int32Array; problem: string } | null>(null);
  useEffect(() => {
    follow(p);
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
      started: shown === null ? (g.started ?? now) : g.started,
      stopped: done ? (g.stopped ?? now) : null,
      shown,
    };
    highlight.value = null;
    update({ regionsMarks: next });
  };
  const back = (which: 'undo' | 'redo') => {
    const r = (which === 'undo' ? undone : redone)(g.history, s.regionsMarks);
    if (r === null) return;
    const done = isSolved(p, marksOf(r.state));
    game.value = {
      ...g,
      key,
      history: r.history,
      stopped: done ? (g.stopped ?? performance.now()) : null,
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

  const l = listing.value;
  const listed = l.status === 'done' && l.key === key ? solutionsOf(l.cells, p.n * p.stars) : [];
  // Past nine regions the board draws the patterns anyway (render/regionsSvg.ts sharesFill).
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
    status = `Solved${g.started !== null && g.stopped !== null ? ` in ${formatDuration((g.stopped - g.started) / 1000)}` : ''}!`;
  else
    status = `${starCount} of ${plural(all, 'star')} placed${conflicts.list.length > 0 ? `; ${plural(conflicts.list.length, 'rule')} broken` : ''}.`;

  return (
    <section aria-labelledby="view-title" class="regions">
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
            {mode === 'play' && <Timer g={g} />}
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
                    void hintFor(p, marks).then(
                      (h) => (highlight.value = h),
                      (e: unknown) =>
                        (highlight.value = {
                          cells: [],
                          units: [],
                          words: `The hint failed: ${e instanceof Error ? e.message : String(e)}`,
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
            <p class="keys">
              Pick a region (its letter) or the blocked cell ({BLOCKED}), then press or drag on the
              grid. The grid is used as soon as it has {p.n} regions.
            </p>
          )}
        </div>
        <div>
          <GridPanel puzzle={p} grid={s.regionsGrid} />
          <GeneratePanel stars={p.stars} />
          <CountPanel puzzle={p} />
          <SolutionsPanel puzzle={p} shown={g.shown} onShow={showSolution} />
        </div>
      </div>
    </section>
  );
}
