/**
 * All placements (seed 000 done right): N, Start and Cancel; the exact count on the page's worker
 * pool with its progress and forecast; the list of placements in the format chosen (seed 000's
 * "x,y-" first), every row reachable up to N = 17 and streamed past it; the selected row on the
 * board, and in the fundamental listing its class's members. N, the format, fundamental and the
 * selected row are in the URL. The work itself lives in session.ts, in workers.
 */
import { useEffect, useState } from 'preact/hooks';
import { emptyPlacement, type Placement } from '../../../core/queens/placement.js';
import { PLACEMENT_FORMATS, type PlacementFormat } from '../../../core/queens/formats.js';
import { boardOf } from '../../../render/queens/board.js';
import { listingLine } from '../../../render/queens/listingLine.js';
import { formatDuration } from '../../../render/duration.js';
import { SizeField } from '../../app/SizeField.js';
import { Board } from '../../board/Board.js';
import { ExportButtons } from '../../board/ExportButtons.js';
import { boardSvg } from '../../board/export.js';
import { RANDOM_MAX_N, type ListingSource } from './listing.js';
import { parseTypedNumber } from '../../state/typedNumber.js';
import { MAX_N } from '../queensBoard.js';
import { MAX_ALGEBRAIC_N } from './view.js';
import { page, update } from '../../store.js';
import { ClassMembers } from './ClassMembers.js';
import { CountStatus } from './CountStatus.js';
import { EstimateStatus } from './EstimateStatus.js';
import { PlacementList } from './PlacementList.js';
import { PlacementsSession } from './session.js';
import { pageWorkers } from '../../workers/spawn.js';

const workers = pageWorkers();
/** The view's live work, kept while the page lives (a count of N = 21 runs for hours). */
const session = new PlacementsSession(workers);
const { countRun, listedN, listingNews } = session;
const estimate = session.estimate.shown;

const FORMAT_WORDS: Record<PlacementFormat, string> = {
  pairs: 'x,y- (seed 000)',
  perm: 'perm: 2 4 1 3',
  angle: 'angle: <row,column>',
  algebraic: 'algebraic: a2 b4',
  json: 'json',
};

const nf = new Intl.NumberFormat('en-US');

/** The row-number field: takes effect on Go or Enter, names what is wrong otherwise. */
function GoToRow({
  rows,
  onGo,
}: {
  readonly rows: number | null;
  readonly onGo: (i: number) => void;
}) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const go = (): void => {
    const typed = parseTypedNumber(text, 0, 'row number');
    if ('problem' in typed) {
      setProblem(typed.problem);
      return;
    }
    const i = typed.value;
    if (rows !== null && i >= rows) {
      setProblem(
        rows === 1
          ? 'There is 1 row: 0.'
          : `There are ${nf.format(rows)} rows: 0 to ${nf.format(rows - 1)}.`,
      );
      return;
    }
    setProblem(null);
    onGo(i);
  };
  return (
    <form
      class="controls goto"
      onSubmit={(e) => {
        e.preventDefault();
        go();
      }}
    >
      <label>
        Row
        <input
          type="text"
          inputMode="numeric"
          class="row-field"
          value={text}
          aria-invalid={problem !== null}
          aria-describedby={problem === null ? undefined : 'row-problem'}
          onInput={(e) => setText(e.currentTarget.value)}
        />
      </label>
      <button type="submit">Go</button>
      {problem !== null && (
        <span id="row-problem" class="field-problem" role="alert">
          {problem}
        </span>
      )}
    </form>
  );
}

/** "1 placement", "92 placements", "12 classes". */
function rowsOf(count: number, fundamental: boolean): string {
  const word = fundamental
    ? count === 1
      ? 'class'
      : 'classes'
    : count === 1
      ? 'placement'
      : 'placements';
  return `${nf.format(count)} ${word}`;
}

/** The list's heading line: how many rows, and what the worker is doing. */
function listWords(src: ListingSource, n: number): string {
  if (src.error !== null) return `The list stopped: ${src.error}`;
  if (src.random) {
    const total = src.total as number;
    if (total === 0) return `N = ${n} has no placements.`;
    const head =
      rowsOf(total, src.fundamental) +
      (total === 1 ? ', row 0' : `, rows 0 to ${nf.format(total - 1)}`);
    if (!src.preparing) return `${head}: type a row number or scroll to any row.`;
    const secs = (performance.now() - src.randomSince) / 1000;
    return `${head}. Preparing random access: counting the part table in a worker, once (${formatDuration(secs)})…`;
  }
  if (src.ended) {
    return src.loaded === 0
      ? `N = ${n} has no placements.`
      : `All ${rowsOf(src.loaded, src.fundamental)}.`;
  }
  const how =
    n > RANDOM_MAX_N
      ? 'scroll for more, or type a row number to show any row on the board'
      : 'every row can be reached once the count gives their number';
  return `${rowsOf(src.loaded, src.fundamental)} so far, listed from the first: ${how}.`;
}

/** What the page says of a row asked by number that is not in hand yet. */
function findingWords(src: ListingSource | null, n: number, row: number): string {
  const f = src !== null && src.n === n ? src.finding : null;
  if (f === null || f.index !== row) return 'fetching…';
  return `finding it by counting the rows before it, ${(100 * f.fraction).toFixed(0)}%…`;
}

export function PlacementsView() {
  const { n, format, fundamental, row } = page.value;
  const run = countRun.value;
  void listingNews.value; // read, so the view draws again when the source has news
  const [reveal, setReveal] = useState(0);
  /** Start is for the N in the field: off while the field holds no valid N. */
  const [sizeOk, setSizeOk] = useState(true);
  const running = run.status === 'running';

  useEffect(() => session.follow(n, fundamental, row), [n, fundamental, row]);

  // Progress words and the preparing clock move on between news.
  const [, tick] = useState(0);
  const src = session.currentSource();
  const ticking = running || (src?.preparing ?? false) || src?.busyWith != null;
  useEffect(() => {
    if (!ticking) return;
    const id = setInterval(() => tick((t) => t + 1), 500);
    return () => clearInterval(id);
  }, [ticking]);

  const listed = listedN.value === n && src !== null && src.n === n;
  // When every row becomes reachable, the list goes to the selected one (a row from the URL).
  const random = listed && src.random;
  useEffect(() => {
    if (random && row !== null) setReveal((r) => r + 1);
  }, [random]);
  const selected = row !== null ? session.selectedRow(n, fundamental, row) : null;
  const pastEnd = row !== null && src !== null && src.n === n && src.isPastEnd(row);
  const shown: Placement = selected !== null ? { n, cols: selected.cols } : emptyPlacement(n);
  const board = boardOf(shown);
  const line = (cols: Int32Array, orbit: number): string =>
    listingLine({ n, cols }, format, fundamental ? orbit : null);

  const formats = PLACEMENT_FORMATS.filter((f) => f !== 'algebraic' || n <= MAX_ALGEBRAIC_N);
  return (
    <section aria-labelledby="view-title" class="placements-view">
      <h2 id="view-title">All placements</h2>
      <p class="lead">
        Every way to put N queens on an N×N board so that none attacks another: counted exactly in
        background workers, then listed in the order of <code>placer queens list N</code> (rows
        numbered from 0, as its <code>--offset</code>). Pick a row to see it on the board.
      </p>
      <div class="controls">
        <SizeField
          value={n}
          max={MAX_N}
          disabled={running}
          onChange={(v) => update({ n: v })}
          onValid={setSizeOk}
        />
        <button
          type="button"
          class="primary"
          disabled={running || !sizeOk}
          onClick={() => session.start(n, fundamental, row)}
        >
          Start
        </button>
        {/* Cancel stops a count; a finished one (and its list) stays. */}
        <button type="button" disabled={!running} onClick={() => session.cancel()}>
          Cancel
        </button>
        <label>
          Format
          <select
            value={format}
            onChange={(e) => update({ format: e.currentTarget.value as PlacementFormat })}
          >
            {formats.map((f) => (
              <option key={f} value={f}>
                {FORMAT_WORDS[f]}
              </option>
            ))}
          </select>
        </label>
        <label>
          <input
            type="checkbox"
            checked={fundamental}
            onChange={(e) => update({ fundamental: e.currentTarget.checked })}
          />
          Fundamental only (one per symmetry class)
        </label>
      </div>
      <CountStatus run={run} n={n} />
      <EstimateStatus
        state={estimate.value?.n === n ? estimate.value : null}
        threads={workers.threads}
      />
      <div class="columns placements">
        <div class="list-column">
          {listed && src !== null ? (
            <>
              <p class="list-status" data-testid="list-status">
                {listWords(src, n)}
              </p>
              <GoToRow
                rows={src.random ? src.total : src.ended ? src.loaded : null}
                onGo={(i) => {
                  update({ row: i });
                  setReveal((r) => r + 1);
                }}
              />
              <PlacementList
                key={`${n}-${fundamental}`}
                rows={src.length}
                text={(i) => {
                  const r = src.rowAt(i);
                  return r === null ? null : line(r.cols, r.orbit);
                }}
                selected={row}
                onSelect={(i) => update({ row: i })}
                onView={(a, b) => src.view(a, b)}
                reveal={reveal}
                label={`Placements of N = ${n}${fundamental ? ', one per class' : ''}`}
              >
                {!src.random && !src.ended && !src.capped && (
                  <p class="list-more">
                    <button
                      type="button"
                      onClick={() => src.more()}
                      disabled={src.busyWith !== null}
                    >
                      Load more
                    </button>
                  </p>
                )}
                {src.capped && (
                  <p class="legend">
                    The page keeps the first {nf.format(src.loaded)} rows; any other is shown by its
                    number (Row, Go), or with <code>placer queens list {n} --offset K</code>.
                  </p>
                )}
              </PlacementList>
            </>
          ) : (
            <p class="legend">The list of placements appears here when you press Start.</p>
          )}
        </div>
        <div class="board-column">
          <Board board={board} />
          <p class="selected-line" data-testid="selected-line">
            {row === null
              ? 'No row selected: click one in the list, or type its number.'
              : selected !== null
                ? `Row ${nf.format(row)}: ${line(selected.cols, selected.orbit)}`
                : pastEnd
                  ? `Row ${nf.format(row)} is past the end of this listing.`
                  : `Row ${nf.format(row)}: ${findingWords(src, n, row)}`}
          </p>
          {selected !== null && (
            <ExportButtons
              name={`queens-${n}-row-${row}`}
              svg={() =>
                boardSvg(board, {
                  title: `${n}×${n} queens, row ${row}: ${line(selected.cols, selected.orbit)}`,
                })
              }
            />
          )}
          {fundamental && selected !== null && (
            <ClassMembers placement={{ n, cols: selected.cols.slice() }} format={format} />
          )}
        </div>
      </div>
    </section>
  );
}
