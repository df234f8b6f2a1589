/**
 * A sheet for paper: page 1 the puzzle, page 2 its solution, in black and white (the drawings are
 * made for it: hatchings and letters, no colour). The sheet is drawn into #print-root beside
 * #app, which the print style sheet (styles/app.css) shows alone, so the browser's own Print
 * (Ctrl+P) prints it as well as the Print button. A view shows its sheet while it is open.
 */
import { createPortal } from 'preact/compat';

/** One drawing on a page: a standalone SVG document and the words that say what it is. */
export interface PrintDrawing {
  readonly svg: string;
  readonly label: string;
  /** A smaller drawing (the pieces beside a board). */
  readonly small?: boolean;
}

function printRoot(): HTMLElement {
  let root = document.getElementById('print-root');
  if (root === null) {
    root = document.createElement('div');
    root.id = 'print-root';
    document.body.append(root);
  }
  return root;
}

function Drawing({ d }: { d: PrintDrawing }) {
  return (
    <img
      class={d.small === true ? 'print-drawing small' : 'print-drawing'}
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(d.svg)}`}
      alt={d.label}
    />
  );
}

export function PrintSheet({
  title,
  puzzle,
  solution,
  note,
}: {
  readonly title: string;
  readonly puzzle: readonly PrintDrawing[];
  /** null: no solution known (yet): the sheet has the puzzle page alone. */
  readonly solution: readonly PrintDrawing[] | null;
  readonly note?: string;
}) {
  return createPortal(
    <div class="print-sheet" data-testid="print-sheet">
      <section class="print-page">
        <h1>{title}</h1>
        {puzzle.map((d) => (
          <Drawing key={d.label} d={d} />
        ))}
        {note !== undefined && <p>{note}</p>}
      </section>
      {solution !== null && (
        <section class="print-page">
          <h1>{title}: solution</h1>
          {solution.map((d) => (
            <Drawing key={d.label} d={d} />
          ))}
        </section>
      )}
    </div>,
    printRoot(),
  );
}

/** The Print button: the browser's print dialog, which prints the view's sheet. */
export function PrintButton() {
  return (
    <button type="button" onClick={() => print()}>
      Print
    </button>
  );
}
