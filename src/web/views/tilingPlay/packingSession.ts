/**
 * A packing built on the page (packing.ts): the game with its undo history, the hint shown, the
 * text being typed and the clock. Module signals, as session.ts keeps the plane game's, so a box
 * half filled is kept while the player visits other views.
 */
import { signal } from '@preact/signals';
import type { TilingHint } from '../../../core/tiling/hint.js';
import { parseRegionPicture } from '../../../core/tiling/region.js';
import { clockAfterMove, IDLE_CLOCK, type GameClock } from '../../state/gameClock.js';
import type { Spawn } from '../../state/serialWorker.js';
import { newPackingGame, packed, packingRows, packingText, type PackingGame } from './packing.js';
import { askHint } from './session.js';
import { errorMessage } from '../../../core/errors.js';

/** What the last hint said, and the piece to put in when the player asks. */
export interface PackingShown {
  readonly words: string;
  readonly place: { readonly letter: string; readonly cells: readonly number[] } | null;
  /** The kind of the piece that blocks every completion, or null. */
  readonly blocker: number | null;
}

export const box = signal<PackingGame>(
  newPackingGame('', { region: '.\n', pieces: { file: '' } }, parseRegionPicture('.\n'), []),
);
export const boxPast = signal<readonly PackingGame[]>([]);
export const boxShown = signal<PackingShown | null>(null);
export const boxClock = signal<GameClock>(IDLE_CLOCK);
/** The drawing in the text box, as typed (checked when the player puts it in the box). */
export const boxTyped = signal('');
/** Why the typed drawing was refused, or null. */
export const boxTypedProblem = signal<string | null>(null);

/** The box shown now: no hint, and its text in the box (what the player typed is replaced). */
function show(g: PackingGame): void {
  box.value = g;
  boxShown.value = null;
  boxTyped.value = packingText(g);
  boxTypedProblem.value = null;
}

export function restartBox(next: PackingGame): void {
  show(next);
  boxPast.value = [];
  boxClock.value = IDLE_CLOCK;
}

/** A move: the old box kept for undo; the clock starts, and stops when every piece is in. */
export function commitBox(next: PackingGame): void {
  if (next === box.value) return;
  boxPast.value = [...boxPast.value, box.value];
  show(next);
  boxClock.value = clockAfterMove(boxClock.value, packed(next), performance.now());
}

export function undoBox(): void {
  const before = boxPast.value.at(-1);
  if (before === undefined || packed(box.value)) return;
  boxPast.value = boxPast.value.slice(0, -1);
  show(before);
}

/** What a hint says about the box. */
function shownFor(g: PackingGame, h: TilingHint): PackingShown | null {
  if (h.kind === 'place') {
    const layers = [...new Set(h.cells.map((c) => layerOf(g, c)))].sort((a, b) => a - b);
    return {
      words: `Hint: the ${h.letter} goes on the ringed cells of ${layers.length === 1 ? 'layer' : 'layers'} ${layers.join(', ')}.`,
      place: { letter: h.letter, cells: h.cells },
      blocker: null,
    };
  }
  if (h.kind === 'blocked') {
    const k = g.placed.findIndex((cells) => cells?.includes(h.cell) ?? false);
    return {
      words: `No way to finish from here: take out the ${h.piece} and there is one.`,
      place: null,
      blocker: k < 0 ? null : k,
    };
  }
  if (h.kind === 'none') {
    return {
      words: 'No way to finish from here, even with one piece taken out: undo or restart.',
      place: null,
      blocker: null,
    };
  }
  return null;
}

/** The layer (1 at the bottom) a cell is in. */
const layerOf = (g: PackingGame, cell: number): number =>
  Math.floor(cell / (g.region.width * g.region.height)) + 1;

/** Hint: the same job as the plane game's; an answer for a box changed since is dropped. */
export async function boxHint(spawn: Spawn): Promise<void> {
  const g = box.value;
  try {
    const hint = await askHint(g.spec, packingRows(g), spawn);
    if (box.value === g) boxShown.value = shownFor(g, hint);
  } catch (e) {
    if (box.value === g) {
      boxShown.value = {
        words: `No hint: ${errorMessage(e)}`,
        place: null,
        blocker: null,
      };
    }
  }
}
