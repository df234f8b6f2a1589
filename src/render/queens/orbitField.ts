/**
 * The orbit size of a listed class (`placer queens list --fundamental`), written the one way
 * every face writes it: as a JSON field spliced into the placement's object, a note after a
 * one-line placement, or a note in a board's heading.
 */

/** Where the orbit size goes: a JSON object, after a text line, or in a heading. */
export type OrbitStyle = 'json' | 'line' | 'heading';

/**
 * The orbit field in the given style: `,"orbit":8` (to go before the closing brace of
 * `{"n":…,"cols":[…]}`), `  (orbit 8)` (after a placement's line), ` (orbit 8)` (after `#12`).
 */
export function orbitField(orbit: number, style: OrbitStyle): string {
  switch (style) {
    case 'json':
      return `,"orbit":${orbit}`;
    case 'line':
      return `  (orbit ${orbit})`;
    case 'heading':
      return ` (orbit ${orbit})`;
  }
}
