/**
 * Kings: K kings on a W×H board, no two touching — the worked example of a family
 * (docs/architecture.md). The board and K are in the URL; the first placements are drawn at once
 * (a `kings-list` job), and Count counts every placement on the worker pool with progress and
 * Cancel, the same figure as `placer kings count WxH --kings K`. The work is in session.ts.
 */
import { NodesCountPanel } from '../../app/NodesCountPanel.js';
import { useEffect, useState } from 'preact/hooks';
import { WholeField } from '../../app/WholeField.js';
import './kings.css';
import { MAX_KINGS_SIDE, maxKings, type KingsBoard } from '../../../core/kings/board.js';
import { kingsBoardName, kingsLine } from '../../../render/kings/kings.js';
import { page, update } from '../../store.js';
import { pageWorkers } from '../../workers/spawn.js';
import { keyOf, KingsSession, SHOWN } from './session.js';

/** The view's live work, kept while the page lives. */
const session = new KingsSession(pageWorkers());

/**
 * One placement drawn as its squares are named, as on a chess board (and as `placer kings list
 * --format board` draws it): row 1 at the bottom, a1 a dark square, row numbers at the left and
 * column letters underneath; a king on each of its squares.
 */
function MiniBoard({ rows, cols, label }: { rows: Int32Array; cols: number; label: string }) {
  const h = rows.length;
  return (
    <figure class="kings-board" style={{ '--cols': String(cols) }}>
      <div class="squares" role="img" aria-label={label}>
        {Array.from({ length: h }, (_, i) => {
          const r = h - 1 - i;
          return [
            <span key={`r${r}`} class="rank" aria-hidden="true">
              {r + 1}
            </span>,
            ...Array.from({ length: cols }, (_, c) => (
              <span key={`${r},${c}`} class={(r + c) % 2 === 0 ? 'sq dark' : 'sq light'}>
                {(rows[r] >> c) & 1 ? '♚' : ''}
              </span>
            )),
          ];
        })}
        <span class="rank" aria-hidden="true" />
        {Array.from({ length: cols }, (_, c) => (
          <span key={`f${c}`} class="file" aria-hidden="true">
            {String.fromCharCode(97 + c)}
          </span>
        ))}
      </div>
      <figcaption>{label}</figcaption>
    </figure>
  );
}

function CountPanel({ board, valid }: { board: KingsBoard; valid: boolean }) {
  const run = session.count.value;
  return (
    <NodesCountPanel
      testId="kings"
      run={run}
      mine={run.status !== 'idle' && run.key === keyOf(board)}
      idle="Counts every placement on the worker pool."
      one="placement"
      label="Placements"
      canStart={valid}
      onCount={() => session.startCount(board)}
      onCancel={() => session.cancel()}
    >
      <p class="note">
        The command line:{' '}
        <code>
          placer kings count {kingsBoardName(board)} --kings {board.kings}
        </code>
      </p>
    </NodesCountPanel>
  );
}

function FirstPanel({ board }: { board: KingsBoard }) {
  const f = session.first.value;
  let body;
  if (f.status === 'running') body = <p class="status">Listing…</p>;
  else if (f.status === 'failed') body = <p class="problem-line">{f.message}</p>;
  else if (f.status === 'done' && f.key === keyOf(board)) {
    const n = f.rows.length / board.rows;
    body =
      n === 0 ? (
        <p class="status">No placement.</p>
      ) : (
        <div class="kings-boards" data-testid="kings-first">
          {Array.from({ length: n }, (_, i) => {
            const rows = f.rows.subarray(i * board.rows, (i + 1) * board.rows);
            return (
              <MiniBoard
                key={i}
                rows={rows}
                cols={board.cols}
                label={`#${i + 1}: ${kingsLine(rows, board.cols)}`}
              />
            );
          })}
        </div>
      );
  }
  return (
    <section class="panel" aria-labelledby="kings-first-title">
      <h3 id="kings-first-title">The first placements</h3>
      {body}
      {f.status === 'done' && f.key === keyOf(board) && !f.complete && (
        <button type="button" onClick={() => session.showMore(board)}>
          Show {SHOWN} more
        </button>
      )}
      <p class="note">
        In the order{' '}
        <code>
          placer kings list {kingsBoardName(board)} --kings {board.kings}
        </code>{' '}
        lists them, each named by its squares (column letter, row number), row 1 at the bottom.
      </p>
    </section>
  );
}

export function KingsView() {
  const s = page.value;
  const board: KingsBoard = { cols: s.kingsCols, rows: s.kingsRows, kings: s.kings };
  const [valid, setValid] = useState({ cols: true, rows: true, kings: true });
  const allValid = valid.cols && valid.rows && valid.kings;
  useEffect(() => session.follow(board), [board.cols, board.rows, board.kings]);
  return (
    <section aria-labelledby="view-title" class="kings">
      <h2 id="view-title">Kings</h2>
      <p class="lead">
        Place K kings on a board so that no two touch, not even at a corner. Every placement is
        counted on the worker pool, in units (one per first row), as the CLI counts it.
      </p>
      <div class="controls">
        <WholeField
          id="kings-cols"
          label="Columns"
          value={board.cols}
          lo={1}
          hi={MAX_KINGS_SIDE}
          onChange={(v) => update({ kingsCols: v })}
          onValid={(ok) => setValid((x) => ({ ...x, cols: ok }))}
        />
        <WholeField
          id="kings-rows"
          label="Rows"
          value={board.rows}
          lo={1}
          hi={MAX_KINGS_SIDE}
          onChange={(v) => update({ kingsRows: v })}
          onValid={(ok) => setValid((x) => ({ ...x, rows: ok }))}
        />
        <WholeField
          id="kings-k"
          label="Kings"
          value={board.kings}
          lo={0}
          hi={maxKings(board.rows, board.cols)}
          onChange={(v) => update({ kings: v })}
          onValid={(ok) => setValid((x) => ({ ...x, kings: ok }))}
        />
      </div>
      <CountPanel board={board} valid={allValid} />
      <FirstPanel board={board} />
    </section>
  );
}
