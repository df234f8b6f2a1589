/**
 * The regions view's two hooks for features made elsewhere, and the highlight they draw with.
 *
 * - A hint source: given the grid and the player's marks, the next step as a rule's words and
 *   the cells and units it is about (or null: no step found). Set, the view shows a Hint button
 *   that draws the answer with the highlight below; unset, there is no Hint button.
 * - A generator: n, k, a difficulty and a seed to a grid's text form (core/regions/puzzle.ts).
 *   Set, the view shows a Generate panel; unset, none.
 *
 * The highlight is generic: Check draws its broken rules with it too. No DOM.
 */
import { signal } from '@preact/signals';
import type { RegionsPuzzle } from '../../../core/regions/puzzle.js';

/** A row, a column or a region, 0-based. */
export interface RegionsUnit {
  readonly kind: 'row' | 'column' | 'region';
  readonly index: number;
}

/** What the board highlights, and the words shown with it. */
export interface RegionsHighlight {
  readonly cells: readonly number[];
  readonly units: readonly RegionsUnit[];
  readonly words: string;
}

/** The next step for the player's marks (play.ts: per cell EMPTY, CROSS or STAR). */
export type HintSource = (
  puzzle: RegionsPuzzle,
  marks: Uint8Array,
) => Promise<RegionsHighlight | null>;

export interface GenerateRequest {
  readonly n: number;
  readonly stars: number;
  /** The generator's own scale; its `difficulties` lists them. */
  readonly difficulty: string;
  readonly seed: number;
}

export interface RegionsGenerator {
  readonly difficulties: readonly string[];
  /** The grid's text form; rejects with a PlacerError naming what cannot be made. */
  generate(req: GenerateRequest): Promise<string>;
}

export interface RegionsHooks {
  readonly hint: HintSource | null;
  readonly generator: RegionsGenerator | null;
}

/** A signal, so a view on screen shows a hook wired in after it was drawn. */
const hooks = signal<RegionsHooks>({ hint: null, generator: null });

/** Wires a hint source and/or a generator in (main.tsx or a feature's module, at start-up). */
export function setRegionsHooks(h: Partial<RegionsHooks>): void {
  hooks.value = { ...hooks.value, ...h };
}

/** The hooks wired in (read in a component's render, it redraws when they change). */
export function regionsHooks(): RegionsHooks {
  return hooks.value;
}
