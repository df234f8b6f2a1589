/**
 * Playing a regions grid: the player's marks (per cell empty, cross or star), their text forms
 * (the state's: one character per cell; the URL's: rows joined by `.`, trailing empties left
 * out), a click's cycle, the automatic crosses (derived from the stars, never stored, so turning
 * them off takes them all away), the conflicts the stars make (core's `violations`, as flags per
 * cell and unit), the solved test, the highlight of a set of violations, and undo/redo.
 * Plain data, no DOM.
 */
import { cellName, violations, type Violation } from '../../../core/regions/placement.js';
import type { RegionsPuzzle } from '../../../core/regions/puzzle.js';
import { plural } from '../../../core/plural.js';
import { quoted } from '../../../core/text.js';
import { CROSS, EMPTY, STAR } from '../../../render/regions/regionsSvg.js';
import type { RegionsHighlight, RegionsUnit } from './highlight.js';

export { CROSS, EMPTY, STAR };

/** The state's characters for EMPTY, CROSS, STAR. */
const STATE_CHARS = '.x*';
/** The URL's characters for EMPTY, CROSS, STAR. */
const URL_CHARS = '_xs';

/** No marks on a grid of side n. */
export function emptyMarks(n: number): string {
  return STATE_CHARS[EMPTY].repeat(n * n);
}

/** The marks of the state's text (one character per cell). */
export function marksOf(text: string): Uint8Array {
  const m = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) m[i] = Math.max(0, STATE_CHARS.indexOf(text[i]));
  return m;
}

export function marksText(m: ArrayLike<number>): string {
  let s = '';
  for (let i = 0; i < m.length; i++) s += STATE_CHARS[m[i]];
  return s;
}

/** The URL's form: rows joined by `.`, each without its trailing empties; null when all empty. */
export function marksParam(text: string, n: number): string | null {
  const rows: string[] = [];
  for (let r = 0; r < n; r++) {
    let row = '';
    for (let c = 0; c < n; c++) row += URL_CHARS[STATE_CHARS.indexOf(text[r * n + c])];
    rows.push(row.replace(/_+$/, ''));
  }
  while (rows.length > 0 && rows[rows.length - 1] === '') rows.pop();
  return rows.length === 0 ? null : rows.join('.');
}

/** The state's text of the URL's form for side n, or what is wrong in words. */
export function parseMarksParam(param: string, n: number): string | { readonly problem: string } {
  const rows = param.split('.');
  if (rows.length > n) {
    return { problem: `has ${plural(rows.length, 'row')}; the grid has ${n}` };
  }
  let text = '';
  for (let r = 0; r < n; r++) {
    const row = rows[r] ?? '';
    if (row.length > n) {
      return { problem: `row ${r + 1} has ${plural(row.length, 'cell')}; the grid has ${n}` };
    }
    for (let c = 0; c < n; c++) {
      const ch = row[c] ?? '_';
      const k = URL_CHARS.indexOf(ch);
      if (k < 0) {
        return {
          problem: `row ${r + 1}, cell ${c + 1} is ${quoted(ch)}: each cell is _ (empty), x (cross) or s (star)`,
        };
      }
      text += STATE_CHARS[k];
    }
  }
  return text;
}

/** What a click makes of a cell: empty → cross → star → empty. */
export function cycled(mark: number): number {
  return mark === EMPTY ? CROSS : mark === CROSS ? STAR : EMPTY;
}

/** The star cells, ascending. */
export function starsOf(m: ArrayLike<number>): number[] {
  const out: number[] = [];
  for (let i = 0; i < m.length; i++) if (m[i] === STAR) out.push(i);
  return out;
}

/**
 * The automatic crosses: each empty cell next to a star (corners too), and each empty cell of a
 * row, column or region that has all its stars. 1 where one goes.
 */
export function autoCrosses(p: RegionsPuzzle, m: ArrayLike<number>): Uint8Array {
  const { n, stars, region } = p;
  const out = new Uint8Array(n * n);
  const rows = new Int32Array(n);
  const cols = new Int32Array(n);
  const regs = new Int32Array(n);
  for (let i = 0; i < n * n; i++) {
    if (m[i] !== STAR) continue;
    const r = Math.floor(i / n);
    const c = i % n;
    rows[r]++;
    cols[c]++;
    if (region[i] >= 0) regs[region[i]]++;
    for (let dr = -1; dr <= 1; dr++) {
      for (let dc = -1; dc <= 1; dc++) {
        const rr = r + dr;
        const cc = c + dc;
        if (rr >= 0 && cc >= 0 && rr < n && cc < n) out[rr * n + cc] = 1;
      }
    }
  }
  for (let i = 0; i < n * n; i++) {
    const g = region[i];
    // A blocked cell is drawn as blocked already: no cross over it.
    if (g < 0) out[i] = 0;
    else if (rows[Math.floor(i / n)] >= stars || cols[i % n] >= stars || regs[g] >= stars)
      out[i] = 1;
  }
  for (let i = 0; i < n * n; i++) if (m[i] !== EMPTY) out[i] = 0;
  return out;
}

/** The stars' conflicts: core's violations (partial: too few is no conflict) as flags. */
export interface Conflicts {
  readonly list: readonly Violation[];
  /** 1 on each cell some violation names. */
  readonly cells: Uint8Array;
  /** The units with too many stars. */
  readonly units: readonly RegionsUnit[];
}

/** The unit a row, column or region violation is about (none for a unit with no star). */
function unitOf(p: RegionsPuzzle, v: Violation): RegionsUnit | null {
  const x = v.cells[0];
  if (x === undefined) return null;
  if (v.rule === 'row') return { kind: 'row', index: Math.floor(x / p.n) };
  if (v.rule === 'column') return { kind: 'column', index: x % p.n };
  if (v.rule === 'region') return { kind: 'region', index: p.region[x] };
  return null;
}

export function conflictsOf(p: RegionsPuzzle, m: ArrayLike<number>, partial = true): Conflicts {
  const list = violations(p, starsOf(m), partial);
  const cells = new Uint8Array(p.n * p.n);
  const units: RegionsUnit[] = [];
  for (const v of list) {
    for (const x of v.cells) cells[x] = 1;
    const u = unitOf(p, v);
    if (u !== null) units.push(u);
  }
  return { list, cells, units };
}

/** Whether the stars are a solution: n·k of them and no rule broken. */
export function isSolved(p: RegionsPuzzle, m: ArrayLike<number>): boolean {
  const stars = starsOf(m);
  return stars.length === p.n * p.stars && violations(p, stars, false).length === 0;
}

/**
 * What Check says of the stars: every rule broken, in words, with its cells and units to
 * highlight; too few stars count only once all n·k are placed.
 */
export function checkHighlight(p: RegionsPuzzle, m: ArrayLike<number>): RegionsHighlight {
  const stars = starsOf(m);
  const all = p.n * p.stars;
  const c = conflictsOf(p, m, stars.length < all);
  if (c.list.length === 0) {
    const words =
      stars.length === all
        ? 'Solved: every row, column and region has its stars and none touch.'
        : `No rule broken so far: ${stars.length} of ${plural(all, 'star')} placed.`;
    return { cells: [], units: [], words };
  }
  const cells: number[] = [];
  for (let i = 0; i < c.cells.length; i++) if (c.cells[i]) cells.push(i);
  const said = c.list.map((v) => v.words);
  return {
    cells,
    units: c.units,
    words: `${plural(c.list.length, 'rule')} broken: ${said.join('; ')}.`,
  };
}

/** A cell's name and what it holds, for a screen reader. */
export function cellWords(p: RegionsPuzzle, i: number, mark: number, auto: boolean): string {
  const g = p.region[i];
  const where = `${cellName(p.n, i)}, ${g < 0 ? 'blocked' : `region ${p.symbols[g]}`}`;
  const what = mark === STAR ? 'star' : mark === CROSS ? 'cross' : auto ? 'crossed out' : 'empty';
  return `${where}: ${what}`;
}

/** Undo and redo: the states before the current one, and those undone. */
export interface History {
  readonly past: readonly string[];
  readonly future: readonly string[];
}

export const NO_HISTORY: History = { past: [], future: [] };

/** Kept moves: enough for any game, bounded so a long drag session stays small. */
const KEEP = 500;

/** After a move from `before` (a move that changes nothing is no move). */
export function moved(h: History, before: string, after: string): History {
  if (before === after) return h;
  return { past: [...h.past.slice(-(KEEP - 1)), before], future: [] };
}

/** Undo from `now`: the state to go to and the history after, or null when there is none. */
export function undone(h: History, now: string): { state: string; history: History } | null {
  const state = h.past.at(-1);
  if (state === undefined) return null;
  return { state, history: { past: h.past.slice(0, -1), future: [now, ...h.future] } };
}

export function redone(h: History, now: string): { state: string; history: History } | null {
  const state = h.future[0];
  if (state === undefined) return null;
  return { state, history: { past: [...h.past, now], future: h.future.slice(1) } };
}
