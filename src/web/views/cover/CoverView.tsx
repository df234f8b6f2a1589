/**
 * Exact cover: an instance in Knuth's DLX format, pasted, opened from disk, or made from
 * N-Queens, Langford pairs or the tilings view's problem (each downloadable as a .dlx file); its
 * size in the CLI's words; its count on the worker pool with Cancel; its solutions from any
 * number on (random access: the k-th is found by counting, not by listing the ones before), each
 * with its options and their lines. The text and the solution number are in the URL. The work is
 * in session.ts.
 */
import { useEffect, useState } from 'preact/hooks';
import { Fragment, type TargetedEvent } from 'preact';
import { MAX_COVER_LIST } from '../../../core/cover/coverJobs.js';
import type { CoverPlanResult } from '../../../core/cover/jobTypes.js';
import { plural } from '../../../render/plural.js';
import {
  algorithmWords,
  backendState,
  backendWords,
  nodesWords,
  instanceWords,
} from '../../../render/cover/coverWords.js';
import { formatDuration } from '../../../render/duration.js';
import { download } from '../../board/export.js';
import { langfordDlx } from '../../../core/cover/langford.js';
import {
  dominationDlx,
  EXAMPLE_SUDOKU,
  sudokuDlx,
  type DominationPiece,
} from '../../../core/cover/models.js';
import { tilingSpecOf } from '../tilings/tilingSpec.js';
import { GoToNumber } from '../../app/GoToNumber.js';
import { WholeField } from '../../app/WholeField.js';
import { page, update } from '../../store.js';
import { pageWorkers } from '../../workers/spawn.js';
import { CoverSession, type Count } from './session.js';

const workers = pageWorkers();
/** The view's live work, kept while the page lives; a text set here goes to the URL. */
const session = new CoverSession(workers, (dlx) => update({ dlx }));
const { dlxText, dlxName, plan, count, listing, listSize, linkNote } = session;

const nf = new Intl.NumberFormat('en-US');
const LANGFORD = [3, 4, 7, 8, 11, 12];

/** Sudoku presets (DLX2: cells coloured by digit). */
const SUDOKUS: Record<string, { readonly label: string; readonly grid: readonly string[] }> = {
  'sudoku-4-empty': { label: 'empty 4×4 (288 grids)', grid: ['....', '....', '....', '....'] },
  'sudoku-9': { label: '9×9 with 30 clues', grid: EXAMPLE_SUDOKU },
};

/** Domination presets (DLX3): n×n, k pieces (the domination numbers: OEIS A075561, A075458). */
const DOMINATIONS: Record<
  string,
  {
    readonly label: string;
    readonly n: number;
    readonly k: number;
    readonly piece: DominationPiece;
  }
> = {
  'kings-5': { label: '4 kings dominating 5×5', n: 5, k: 4, piece: 'kings' },
  'kings-6': { label: '4 kings dominating 6×6', n: 6, k: 4, piece: 'kings' },
  'kings-8': { label: '9 kings dominating 8×8', n: 8, k: 9, piece: 'kings' },
  'queens-7': { label: '4 queens dominating 7×7', n: 7, k: 4, piece: 'queens' },
  'queens-8': { label: '5 queens dominating 8×8', n: 8, k: 5, piece: 'queens' },
};

/** The file name a preset's instance is loaded under. */
function modelFile(key: string): string {
  const d = DOMINATIONS[key];
  return d === undefined ? `${key}.dlx` : `${d.piece}-${d.n}-${d.k}.dlx`;
}

/** Loads the preset of a select's value: a Sudoku (DLX2) or a domination (DLX3). */
function loadModel(key: string): void {
  const s = SUDOKUS[key];
  if (s !== undefined) return session.setDlx(sudokuDlx(s.grid), modelFile(key));
  const d = DOMINATIONS[key];
  if (d !== undefined) session.setDlx(dominationDlx(d.n, d.k, d.piece), modelFile(key));
}

function LoadPanel() {
  const [langford, setLangford] = useState(7);
  /** The preset chosen ('' for none): it names the instance in hand only once loaded. */
  const [model, setModel] = useState('');
  // Another instance loaded (pasted, opened, Langford…): the list no longer names a preset.
  useEffect(() => {
    if (model !== '' && dlxName.value !== modelFile(model)) setModel('');
  }, [dlxName.value]);
  /** The text box opened by hand, or used, stays open (through Use this text too). */
  const [boxOpen, setBoxOpen] = useState(false);
  const [n, setN] = useState(8);
  const [nOk, setNOk] = useState(true);
  const [text, setText] = useState<string | null>(null);
  /**
   * Said when Use this text finds the box empty, or a file opened is: the instance in hand stays
   * (one whose text was refused goes, as its fault points into text no longer there). Shown while
   * that instance is the one in hand (`at`, its text): another one loaded ends it.
   */
  const [emptyNote, setEmptyNote] = useState<{ words: string; at: string } | null>(null);
  const sayEmpty = (words: string) => setEmptyNote({ words, at: session.dlxText.value });
  /** The text was refused: its box stays open, as the fault points at a line and column of it. */
  const failed = plan.value.status === 'failed';
  const spec = tilingSpecOf(page.value);
  const open = (e: TargetedEvent<HTMLInputElement>) => {
    const f = e.currentTarget.files?.[0];
    if (f === undefined) return;
    void f.text().then((t) => {
      if (t.trim() !== '') {
        setEmptyNote(null);
        return session.setDlx(t, f.name);
      }
      sayEmpty(`${f.name} is empty: an instance is its items line, then one option a line.`);
    });
  };
  return (
    <section class="panel" aria-labelledby="load-title">
      <h3 id="load-title">Instance</h3>
      <div class="controls">
        <label>
          Langford pairs, n =
          <select
            value={String(langford)}
            onChange={(e) => setLangford(Number(e.currentTarget.value))}
          >
            {LANGFORD.map((k) => (
              <option key={k} value={String(k)}>
                {k}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          onClick={() => session.setDlx(langfordDlx(langford), `langford-${langford}.dlx`)}
        >
          Load Langford pairs
        </button>
      </div>
      <div class="controls">
        <label>
          With colours or multiplicities
          <select value={model} onChange={(e) => setModel(e.currentTarget.value)}>
            <option value="">choose…</option>
            <optgroup label="Sudoku (DLX2: cells coloured by digit)">
              {Object.entries(SUDOKUS).map(([key, s]) => (
                <option key={key} value={key}>
                  Sudoku, {s.label}
                </option>
              ))}
            </optgroup>
            <optgroup label="Domination (DLX3: every cell watched 1…k times)">
              {Object.entries(DOMINATIONS).map(([key, d]) => (
                <option key={key} value={key}>
                  {d.label}
                </option>
              ))}
            </optgroup>
          </select>
        </label>
        <button type="button" disabled={model === ''} onClick={() => loadModel(model)}>
          Load it
        </button>
      </div>
      <div class="controls">
        <WholeField
          id="cover-queens-n"
          label="N-Queens, N ="
          name="N"
          class="side-field"
          value={n}
          lo={1}
          hi={32}
          onChange={setN}
          onValid={setNOk}
        />
        <button
          type="button"
          disabled={!nOk}
          onClick={() => session.loadExport({ kind: 'queens-dlx', n }, `queens-${n}.dlx`)}
        >
          Load N-Queens as DLX
        </button>
      </div>
      <div class="controls">
        <button
          type="button"
          disabled={typeof spec === 'string'}
          title={typeof spec === 'string' ? spec : undefined}
          onClick={() =>
            typeof spec !== 'string' &&
            session.loadExport({ kind: 'tiling-dlx', spec }, 'tiling.dlx')
          }
        >
          Load the Tilings view's problem as DLX
        </button>
        <button
          type="button"
          onClick={() =>
            session.loadExport(
              {
                kind: 'regions-dlx',
                grid: page.value.regionsGrid,
                stars: page.value.regionsStars,
              },
              'regions.dlx',
            )
          }
        >
          Load the Regions view's grid as DLX
        </button>
        <label>
          Open a DLX file
          <input type="file" accept=".dlx,.txt,text/plain" onChange={open} />
        </label>
      </div>
      {/* Open while there is no instance, and while the text's fault is shown: the error points
          at a line and column of this box. */}
      <details
        class="dlx-box"
        open={boxOpen || dlxText.value === '' || failed}
        onToggle={(e) => {
          // A toggle by hand (not the page opening or shutting it) is kept.
          const shown = boxOpen || dlxText.value === '' || failed;
          if (e.currentTarget.open !== shown) setBoxOpen(e.currentTarget.open);
        }}
      >
        <summary>
          DLX text (items line, '|' before secondary items, then one option per line; u:v|item
          bounds, item:colour colours)
        </summary>
        <textarea
          class="picture-text"
          rows={10}
          spellcheck={false}
          aria-label="DLX text"
          value={text ?? dlxText.value}
          onInput={(e) => {
            setText(e.currentTarget.value);
            setEmptyNote(null);
          }}
        />
        <div class="controls">
          <button
            type="button"
            onClick={() => {
              const used = text ?? dlxText.value;
              if (used.trim() === '') {
                if (failed) session.setDlx('', 'instance');
                return sayEmpty(
                  'The text box is empty: paste an instance (its items line, then one option per line) or load one above.',
                );
              }
              setEmptyNote(null);
              session.setDlx(used, 'pasted');
              setText(null);
              // The box was in use: it stays open with the text it holds.
              setBoxOpen(true);
            }}
          >
            Use this text
          </button>
          <button
            type="button"
            disabled={dlxText.value === ''}
            onClick={() =>
              download(
                dlxName.value.endsWith('.dlx') ? dlxName.value : 'instance.dlx',
                new Blob([dlxText.value], { type: 'text/plain' }),
              )
            }
          >
            Download DLX
          </button>
        </div>
      </details>
      {/* Outside the box: an empty file opened says so with the box shut too. */}
      {emptyNote !== null && emptyNote.at === dlxText.value && (
        <p class="problem-line" role="alert" data-testid="cover-empty">
          {emptyNote.words}
        </p>
      )}
      {plan.value.status === 'done' && plan.value.plan.warningCount > 0 && (
        <WarningLines plan={plan.value.plan} />
      )}
      {linkNote.value !== null ? (
        <p class="problem-line" role="status" data-testid="cover-link-note">
          {linkNote.value}
        </p>
      ) : (
        dlxText.value !== '' &&
        plan.value.status === 'done' && (
          <p class="status" data-testid="cover-link-note">
            The page's address holds this text (compressed, up to 32 KB of URL): a link to it shows
            this instance and the solutions listed.
          </p>
        )
      )}
    </section>
  );
}

/** The first names of a list and how many there are ("1:4|a 1:4|b … (26 items)"). */
function namedList(names: readonly string[], total: number): string {
  const shown = names.slice(0, 8).join(' ');
  return total > 8 ? `${shown} … (${nf.format(total)} in all)` : shown;
}

function CountPanel() {
  const p = plan.value;
  if (p.status === 'idle')
    return <p class="status">Load or paste an instance to count or list its solutions.</p>;
  if (p.status === 'running') return <p class="status">Reading the instance in a worker…</p>;
  if (p.status === 'failed')
    return (
      <p class="problem-line" role="alert" data-testid="cover-problem">
        {p.message}
      </p>
    );
  if (p.status !== 'done') return null;
  const x = p.plan;
  const c = count.value;
  const running = c.status === 'running';
  const { threads } = workers;
  let line = `Press Count to count every solution on ${threads} worker${threads === 1 ? '' : 's'}.`;
  if (c.status === 'running' || c.status === 'cancelled') {
    const g = c.progress;
    const words =
      g === null
        ? 'starting'
        : `${nf.format(g.done)} of ${nf.format(g.total)} units done, ${nf.format(g.partial.count)} solutions so far`;
    line = c.status === 'running' ? `Counting: ${words}.` : `Cancelled: ${words} (partial).`;
  } else if (c.status === 'failed') line = `The count failed: ${c.message}`;
  else if (c.status === 'done') line = `Counted in ${formatDuration(c.ms / 1000)}.`;
  return (
    <section class="panel" aria-labelledby="cover-count-title">
      <h3 id="cover-count-title">Count</h3>
      <pre
        class="cli-words cli-lines"
        data-testid="instance-words"
        data-backend={c.status === 'done' ? backendState(c.count.partial, c.count.done) : undefined}
      >
        {factLines(x, c).map((line, i) => (
          <Fragment key={i}>
            {i > 0 && '\n'}
            <span class="cli-line">{line}</span>
          </Fragment>
        ))}
      </pre>
      <div class="controls">
        <button type="button" disabled={running} onClick={() => session.startCount()}>
          Count
        </button>
        <button type="button" disabled={!running} onClick={() => session.cancel()}>
          Cancel
        </button>
      </div>
      <p class="status" role="status" data-testid="cover-status">
        {line}
      </p>
      {c.status === 'done' && (
        <dl class="figures" data-ms={c.ms}>
          <dt>Solutions</dt>
          <dd data-testid="cover-solutions">{nf.format(c.count.partial.count)}</dd>
          <dt>Nodes</dt>
          <dd>{nf.format(c.count.partial.nodes)}</dd>
        </dl>
      )}
    </section>
  );
}

/** Most parser warnings the page shows (the rest are counted). */
const SHOWN_WARNINGS = 5;

/** What the parser warned of (options ignored), as `placer cover` says it on stderr. */
function WarningLines({ plan: x }: { plan: CoverPlanResult }) {
  const more = x.warningCount - Math.min(x.warnings.length, SHOWN_WARNINGS);
  return (
    <ul class="problem-line" data-testid="cover-warnings">
      {x.warnings.slice(0, SHOWN_WARNINGS).map((w, i) => (
        <li key={i}>Warning: {w}</li>
      ))}
      {more > 0 && <li>… and {plural(more, 'warning')} more.</li>}
    </ul>
  );
}

/**
 * The count's facts, as `placer cover --count` words them (one line each: a long one wraps under
 * its value, not under its label, `.cli-line`).
 */
function factLines(x: CoverPlanResult, c: Count): string[] {
  const lines = [`instance     ${instanceWords(dlxName.value, x.items, x.primary, x.options)}`];
  if (x.boundedItems > 0) lines.push(`bounds       ${namedList(x.bounds, x.boundedItems)}`);
  if (x.colours.length > 0) lines.push(`colours      ${namedList(x.colours, x.colours.length)}`);
  const done = c.status === 'done';
  lines.push(
    `algorithm    ${algorithmWords(x.algorithm)}${done ? backendWords(c.count.partial, c.count.done, x.kernelPart) : ''}`,
  );
  if (done) {
    lines.push(`solutions    ${c.count.partial.count}`);
    lines.push(`nodes        ${c.count.partial.nodes}${nodesWords(true, c.count.partial)}`);
  }
  return lines;
}

function ListPanel() {
  if (plan.value.status !== 'done') return null;
  const l = listing.value;
  const k = listSize.value;
  const from = l.status === 'done' || l.status === 'running' ? l.from : 0;
  const c = count.value;
  const total =
    c.status === 'done'
      ? c.count.partial.count
      : l.status === 'done' && l.total !== null
        ? BigInt(l.total)
        : null;
  /** Lists from solution number `n` (1-based): through the URL, so a link shows the same. */
  const go = (n: number) => {
    if (page.value.solution === n) session.list(k, n - 1);
    else update({ solution: n });
  };
  const shown = l.status === 'done' ? l.solutions.length : 0;
  const range =
    shown === 1
      ? `Solution #${nf.format(from + 1)}`
      : `Solutions #${nf.format(from + 1)} to #${nf.format(from + shown)}`;
  return (
    <section class="panel" aria-labelledby="cover-list-title">
      <h3 id="cover-list-title">Solutions</h3>
      <div class="controls">
        <label>
          Show
          <select
            value={String(k)}
            onChange={(e) => (listSize.value = Number(e.currentTarget.value))}
          >
            {[1, 10, 100, MAX_COVER_LIST].map((x) => (
              <option key={x} value={String(x)}>
                {x}
              </option>
            ))}
          </select>
        </label>
        <button type="button" onClick={() => go(1)}>
          List solutions
        </button>
      </div>
      <GoToNumber
        label="Solution #"
        what="solution number"
        onGo={go}
        previous={from === 0 ? null : Math.max(1, from + 1 - k)}
        next={total !== null && BigInt(from + k) >= total ? null : from + 1 + k}
      />
      <p class="status">
        Numbered from #1 as the listing prints them: #k is{' '}
        <code>placer cover FILE --list --offset k−1</code>, found by counting (the count's figures
        where it has them), not by listing the solutions before it.
      </p>
      {l.status === 'running' && (
        <p class="status">
          {from === 0
            ? 'Listing in a worker…'
            : `Finding solution #${nf.format(from + 1)} by counting…`}
        </p>
      )}
      {l.status === 'failed' && <p class="problem-line">{l.message}</p>}
      {l.status === 'done' && (
        <>
          <p class="status" data-testid="cover-listed">
            {l.solutions.length === 0
              ? l.total !== null && l.total !== '0'
                ? `No solution #${nf.format(from + 1)}: the listing has ${nf.format(BigInt(l.total))}.`
                : 'No solution.'
              : from === 0
                ? `${nf.format(l.solutions.length)} solution${l.solutions.length === 1 ? '' : 's'}${l.solutions.length === l.asked ? ' (the first)' : ' (all)'}, as placer cover --list gives them:`
                : `${range}, as placer cover --list --offset ${from} --limit ${l.asked} gives them:`}
          </p>
          <ol class="solutions" start={from + 1} data-testid="cover-list">
            {l.solutions.map((s, i) => (
              <li key={from + i} data-index={from + i}>
                <strong>Solution #{nf.format(from + i + 1)}</strong>
                <ul>
                  {s.text.map((t, j) => (
                    <li key={j}>
                      <span class="keys">line {s.lines[j]}:</span> {t}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}

export function CoverView() {
  const st = page.value;
  useEffect(() => session.follow(st.dlx, st.solution), [st.dlx, st.solution]);
  return (
    <section aria-labelledby="view-title">
      <h2 id="view-title">Exact cover</h2>
      <p class="lead">
        Any exact-cover problem in Knuth's DLX format, with his colours and multiplicities (DLX2,
        DLX3): count its solutions on the worker pool, or list them with their options. Sudoku,
        domination, N-Queens, the Tilings view's problem and the Regions view's grid load in that
        format too.
      </p>
      <div class="columns tilings-columns">
        <div>
          <LoadPanel />
        </div>
        <div>
          <CountPanel />
          <ListPanel />
        </div>
      </div>
    </section>
  );
}
