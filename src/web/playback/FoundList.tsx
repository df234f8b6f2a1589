/**
 * The solutions a played-back search has found up to the current step: the most recent ones
 * listed newest first, each a link back to the step it was found at. One list for the queens'
 * Watch view and the tilings' (their finds differ only in how a row reads).
 */

/** Finds listed at most (the most recent); the count covers them all. */
export const LISTED = 8;

/** A find: its number in the search's order and the step it was found at. */
export interface Found {
  readonly index: number;
  readonly position: number;
}

/** How many of the finds (in ascending position) were reached at positions ≤ k. */
export function foundUpTo(found: readonly Found[], k: number): number {
  let i = found.length;
  while (i > 0 && found[i - 1].position > k) i--;
  return i;
}

export interface FoundListProps<T extends Found> {
  readonly found: readonly T[];
  /** How many of them are reached at the current step (foundUpTo). */
  readonly got: number;
  readonly position: number;
  readonly seek: (position: number) => void;
  /** What they are, plural and capitalised as a heading: 'Solutions', 'Tilings'. */
  readonly heading: string;
  readonly label: (find: T) => string;
}

export function FoundList<T extends Found>(props: FoundListProps<T>) {
  const { found, got, position, seek, heading, label } = props;
  if (got === 0) return null;
  const listed = found.slice(Math.max(0, got - LISTED), got).reverse();
  return (
    <div class="found">
      <h3>{got > LISTED ? `The last ${LISTED} ${heading.toLowerCase()}` : heading}</h3>
      <ol class="solutions">
        {listed.map((s) => (
          <li key={s.index}>
            <button
              type="button"
              class="link"
              onClick={() => seek(s.position)}
              aria-current={s.position === position ? 'step' : undefined}
            >
              {label(s)}
            </button>
          </li>
        ))}
      </ol>
    </div>
  );
}
