/**
 * A played tiling's state and moves (game.ts): the game with its undo history, the piece chosen
 * or held by the pointer, the hint shown, the clock, and a solution for the print sheet. Module
 * signals, one game at a time for the views that play (Calendar, Play a tiling): a game in
 * progress is kept while the player visits other views, and another view's game replaces it.
 * PlayBoard.tsx draws them and turns presses and keys into these moves.
 */
import { signal } from '@preact/signals';
import { resultOf } from '../../../core/protocol.js';
import {
  SQUARE_IDS,
  transformCol,
  transformRow,
  type TransformId,
} from '../../../core/symmetry.js';
import type { TilingHint } from '../../../core/tiling/hint.js';
import { transformShape, type Shape } from '../../../core/tiling/polyomino.js';
import { parseRegionPicture } from '../../../core/tiling/region.js';
import type { TilingSpec } from '../../../core/tiling/spec.js';
import { drawingFromParts, tilingRows } from '../../../render/tiling/tiling.js';
import { clockAfterMove, IDLE_CLOCK, type GameClock } from '../../state/gameClock.js';
import { SerialWorker, type Spawn } from '../../state/serialWorker.js';
import { drawing, newPlayGame, occupancy, place, solved, type PlayGame } from './game.js';
import { errorMessage } from '../../../core/errors.js';

/** A piece held by the pointer: which, turned how, by which of its cells, over which corner. */
export interface Drag {
  readonly i: number;
  readonly shape: Shape;
  readonly grab: readonly [number, number];
  readonly from: 'tray' | 'board';
  readonly corner: number | null;
  readonly moved: boolean;
  readonly x0: number;
  readonly y0: number;
}

/** What the Hint button found: cells to ring and the words for them. */
export interface Shown {
  readonly cells: readonly number[];
  readonly words: string;
  /** The piece and cells to place when the player asks ("Place it"). */
  readonly place: { readonly letter: string; readonly cells: readonly number[] } | null;
}

/** No game yet: a board of one cell and no pieces, until a view starts its own. */
export const game = signal<PlayGame>(
  newPlayGame('', { region: '.\n', pieces: { file: '' } }, parseRegionPicture('.\n'), []),
);
export const past = signal<readonly PlayGame[]>([]);
export const chosen = signal<number | null>(null);
export const drag = signal<Drag | null>(null);
export const shown = signal<Shown | null>(null);
export const clock = signal<GameClock>(IDLE_CLOCK);
export const cursor = signal(0);
export const hintsUsed = signal(0);

/** A new game (the view's own), from the start. */
export function restart(next: PlayGame): void {
  game.value = next;
  past.value = [];
  chosen.value = null;
  drag.value = null;
  shown.value = null;
  clock.value = IDLE_CLOCK;
  hintsUsed.value = 0;
  cursor.value = 0;
}

/** A move: the new game, the old one kept for undo; the clock starts, and stops when solved. */
export function commit(next: PlayGame): void {
  past.value = [...past.value, game.value];
  game.value = next;
  shown.value = null;
  clock.value = clockAfterMove(clock.value, solved(next), performance.now());
}

export function undo(): void {
  const before = past.value.at(-1);
  if (before === undefined || solved(game.value)) return;
  past.value = past.value.slice(0, -1);
  game.value = before;
  shown.value = null;
}

/**
 * A shape turned by `t` (rot90 or flipH), and where its cell `at` goes. A normalised shape fills
 * its box, and so does its image: the transform's own row and column are the image's, with no
 * shift to take away.
 */
function turn(
  shape: Shape,
  t: TransformId,
  at: readonly [number, number],
): [Shape, [number, number]] {
  const [r, c] = at;
  return [
    transformShape(shape, t),
    [
      transformRow(t, r, c, shape.height, shape.width),
      transformCol(t, r, c, shape.height, shape.width),
    ],
  ];
}

/** R or F: the piece held turns in the hand; the chosen one turns where it is. */
export function turnPiece(t: TransformId): void {
  const d = drag.value;
  const which = d?.i ?? chosen.value;
  // A one-sided piece turns in the plane but is never turned over.
  if (which === null || (t === SQUARE_IDS.flipH && game.value.kinds[which]?.piece.oneSided)) {
    return;
  }
  if (d !== null) {
    const [shape, grab] = turn(d.shape, t, d.grab);
    const corner = d.corner === null ? null : cornerFor(d.corner, d.grab, grab);
    drag.value = { ...d, shape, grab, corner };
    return;
  }
  const i = chosen.value;
  if (i === null || solved(game.value)) return;
  const g = game.value;
  const p = g.pieces[i];
  const [shape] = turn(p.shape, t, [0, 0]);
  if (p.at === null) {
    // Turning a piece in the tray is no move to undo.
    game.value = { ...g, pieces: g.pieces.map((q, j) => (j === i ? { ...q, shape } : q)) };
  } else {
    // Where the turned piece does not fit, it goes back to the tray turned.
    commit(place(g, i, shape, p.at) ?? { ...g, pieces: turnedInTray(g, i, shape) });
  }
}

export function turnedInTray(g: PlayGame, i: number, shape: Shape): PlayGame['pieces'] {
  return g.pieces.map((q, j) => (j === i ? { ...q, shape, at: null } : q));
}

/** The corner that keeps the grabbed cell where it was when the grab point moves. */
export function cornerFor(
  corner: number,
  from: readonly [number, number],
  to: readonly [number, number],
): number | null {
  const { width, height } = game.value.region;
  const r = Math.floor(corner / width) + from[0] - to[0];
  const c = (corner % width) + from[1] - to[1];
  return r < 0 || c < 0 || r >= height || c >= width ? null : r * width + c;
}

/**
 * The worker that answers hints and finds the print sheet's solution: kept, so it keeps the
 * game's problem built between jobs.
 */
let hinter: SerialWorker | null = null;

/** A solution for the print sheet (the listing's first tiling), by its game's key. */
export const solutionRows = signal<{ readonly key: string; readonly rows: string[] } | null>(null);

/**
 * Finds the game's first tiling (a `tiling-at` job, as `placer tile` prints it) for the print
 * sheet, unless it is known.
 */
export function findSolution(g: PlayGame, spawn: Spawn): void {
  const key = g.key;
  if (solutionRows.value?.key === key) return;
  hinter ??= new SerialWorker(spawn);
  const me = hinter;
  me.run({ kind: 'tiling-at', spec: g.spec, k: '0', distinct: false }).then(
    (r) => {
      const at = resultOf(r, 'tiling-at');
      if (!at.found) return;
      const { width, height } = g.region;
      const pieces = g.kinds.map((k) => k.piece);
      const rows = tilingRows(drawingFromParts(height, width, at.part, at.kinds, pieces));
      solutionRows.value = { key, rows };
    },
    () => undefined, // no sheet's solution: the sheet has the puzzle page alone
  );
}

/** What a hint says on the board: the cells to ring and the words. */
function shownFor(g: PlayGame, h: TilingHint): Shown | null {
  if (h.kind === 'place') {
    return {
      cells: h.cells,
      words: `Hint: the ${h.letter} goes on the ringed cells.`,
      place: { letter: h.letter, cells: h.cells },
    };
  }
  if (h.kind === 'blocked') {
    const owner = occupancy(g);
    const i = owner[h.cell];
    return {
      cells: Array.from(owner.keys()).filter((c) => owner[c] === i),
      words: `No way to finish from here: take off the ${h.piece} (ringed) and there is one.`,
      place: null,
    };
  }
  if (h.kind === 'none') {
    return {
      cells: [],
      words: 'No way to finish from here, even with one piece taken off: undo or restart.',
      place: null,
    };
  }
  return null;
}

/**
 * A `tiling-hint` job (core/tiling/hint.ts, as `placer tile --hint` answers) for a drawing of the
 * pieces placed, on the views' own worker (made by `spawn`: the page's Web Workers), which keeps
 * the problem built between hints. A worker that failed is not asked again: the next starts another.
 */
export async function askHint(
  spec: TilingSpec,
  rows: readonly string[],
  spawn: Spawn,
): Promise<TilingHint> {
  hinter ??= new SerialWorker(spawn);
  const me = hinter;
  try {
    return resultOf(await me.run({ kind: 'tiling-hint', spec, rows }), 'tiling-hint').hint;
  } catch (e) {
    if (hinter === me) hinter = null;
    me.close();
    throw e;
  }
}

/** Hint for the plane game; an answer for a board the player has changed since is dropped. */
export async function giveHint(spawn: Spawn): Promise<void> {
  const g = game.value;
  hintsUsed.value++;
  try {
    const hint = await askHint(g.spec, drawing(g), spawn);
    if (game.value === g) shown.value = shownFor(g, hint);
  } catch (e) {
    if (game.value === g) {
      shown.value = {
        cells: [],
        words: `No hint: ${errorMessage(e)}`,
        place: null,
      };
    }
  }
}
