/**
 * Build a puzzle: while the regions are painted, how many solutions the layout has (the
 * listing's first solutions, never shown here): none, exactly one (a puzzle), or several, with a
 * repair suggested on request (`placer regions repair`'s function, on a worker) that can be
 * applied; and a link that opens the grid to play, with no stars and no solution shown.
 */
import { useState } from 'preact/hooks';
import type { RegionsPuzzle } from '../../../core/regions/puzzle.js';
import type { RegionsRepairResult } from '../../../core/regions/jobTypes.js';
import { regionsMoveWords } from '../../../render/regions/regions.js';
import { plural } from '../../../core/plural.js';
import { defaultState, stateToParams } from '../../state/url.js';
import { update } from '../../store.js';
import { keyOf, type RegionsSession } from './session.js';
import { errorMessage } from '../../../core/errors.js';

type Repair =
  | { readonly key: string; readonly state: 'running' }
  | { readonly key: string; readonly state: 'done'; readonly r: RegionsRepairResult }
  | { readonly key: string; readonly state: 'failed'; readonly message: string };

/** The page's URL for this grid alone, in play: nothing else of the page's state goes with it. */
function playLink(grid: string, stars: number): string {
  const params = stateToParams({
    ...defaultState(),
    view: 'regions',
    regionsGrid: grid,
    regionsStars: stars,
  });
  return `${location.origin}${location.pathname}?${params.toString()}`;
}

export function BuilderPanel({
  p,
  grid,
  session,
}: {
  readonly p: RegionsPuzzle;
  readonly grid: string;
  readonly session: RegionsSession;
}) {
  const key = keyOf(p);
  const [repair, setRepair] = useState<Repair | null>(null);
  const l = session.listing.value;
  let words = 'Counting the solutions…';
  let several = false;
  if (l.status === 'done' && l.key === key) {
    const found = l.cells.length / (p.n * p.stars);
    several = found > 1;
    words =
      found === 0
        ? 'No solution: not a puzzle yet. Move borders until the layout has one.'
        : found === 1 && l.complete
          ? 'Exactly one solution: a puzzle. Share the link below to play it.'
          : `${l.complete ? '' : 'At least '}${plural(found, 'solution')}: not a puzzle yet (a puzzle has one).`;
  } else if (l.status === 'failed') {
    words = `The solutions could not be counted: ${l.message}`;
  }
  const mine = repair !== null && repair.key === key ? repair : null;
  const askRepair = (): void => {
    setRepair({ key, state: 'running' });
    session.repairFor(p).then(
      (r) => setRepair({ key, state: 'done', r }),
      (e: unknown) => setRepair({ key, state: 'failed', message: errorMessage(e) }),
    );
  };
  const link = playLink(grid, p.stars);
  return (
    <section class="panel regions-builder" aria-labelledby="regions-builder-title">
      <h3 id="regions-builder-title">Build a puzzle</h3>
      <p role="status" data-testid="regions-builder-status">
        {words}
      </p>
      {several && (
        <div class="controls">
          <button type="button" disabled={mine?.state === 'running'} onClick={askRepair}>
            Suggest a repair
          </button>
        </div>
      )}
      {mine?.state === 'running' && <p>Looking for a border move that leaves one solution…</p>}
      {mine?.state === 'failed' && <p class="problem-line">{mine.message}</p>}
      {mine?.state === 'done' &&
        (mine.r.grid === null ? (
          <p data-testid="regions-repair">No move of one or two cells leaves one solution.</p>
        ) : (
          <p data-testid="regions-repair">
            Move {mine.r.moves.map((m) => regionsMoveWords(p, m)).join(', then ')}: one solution
            left.{' '}
            <button
              type="button"
              onClick={() => {
                const repaired = mine.r.grid;
                // A new grid clears the marks (the view's reset rule).
                if (repaired !== null) update({ regionsGrid: repaired });
              }}
            >
              Apply
            </button>
          </p>
        ))}
      <p class="regions-link">
        <label>
          Link to play{' '}
          <input
            type="text"
            readOnly
            data-testid="regions-play-link"
            value={link}
            onFocus={(e) => e.currentTarget.select()}
          />
        </label>{' '}
        <button
          type="button"
          onClick={() => navigator.clipboard?.writeText(link).catch(() => undefined)}
        >
          Copy link
        </button>
      </p>
    </section>
  );
}
