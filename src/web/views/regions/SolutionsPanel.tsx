/** The regions view's listing: the first solutions, listed by the workers; press one to see it. */
import { useState } from 'preact/hooks';
import { MAX_REGIONS_LIST } from '../../../core/regions/limits.js';
import { printStars } from '../../../core/regions/placement.js';
import { type RegionsPuzzle } from '../../../core/regions/puzzle.js';
import { plural } from '../../../render/plural.js';
import { keyOf, LISTED, type RegionsSession } from './session.js';

/** The listing's solutions as star cells, one array each. */
export function solutionsOf(cells: Int32Array, size: number): Int32Array[] {
  const out: Int32Array[] = [];
  for (let i = 0; i + size <= cells.length; i += size) out.push(cells.subarray(i, i + size));
  return out;
}

export function SolutionsPanel(props: {
  session: RegionsSession;
  puzzle: RegionsPuzzle;
  shown: number | null;
  onShow: (i: number, cells: Int32Array) => void;
}) {
  const { session, puzzle: p } = props;
  const l = session.listing.value;
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
          <button type="button" onClick={() => session.listMore(p)}>
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
