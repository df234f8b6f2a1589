/**
 * The "Watch a tiling" view's plain parts: the problem the page's region and pieces describe, or
 * why there is nothing to watch (the CLI's checks, in its words); its traced search (core's
 * TilingTrace); and what the board shows at a step — the pieces placed so far, the empty cells,
 * the cell the step works on and its candidates. No DOM: unit-tested in Node.
 */
import { isPlacerError } from '../../../core/errors.js';
import {
  checkFeasible,
  colouringObstruction,
  type TilingProblem,
} from '../../../core/tiling/problem.js';
import { tilingProblemFromSpec } from '../../../core/tiling/spec.js';
import type { TilingEvent } from '../../../core/tiling/traceEvents.js';
import { drawingFromParts, type TilingDrawing } from '../../../render/tiling/tiling.js';
import { noTilingWords } from '../../../render/tiling/tilingWords.js';
import { tilingSpecOf } from '../tilings/tilingSpec.js';
import type { PageState } from '../../state/pageState.js';

/** A problem to watch, or the reason there is none (a bad input, or the CLI's proof). */
export type WatchProblem =
  | { readonly ok: true; readonly problem: TilingProblem }
  | { readonly ok: false; readonly reason: string };

/**
 * The problem of the page's region and pieces, checked as `placer tile` checks it before any
 * search: a search that cannot find a tiling is not worth watching.
 */
export function watchProblem(
  st: Pick<PageState, 'region' | 'pieces' | 'pieceFile' | 'use'>,
): WatchProblem {
  const spec = tilingSpecOf(st);
  if (typeof spec === 'string') return { ok: false, reason: spec };
  try {
    const problem = tilingProblemFromSpec(spec, { region: 'region', pieces: 'piece file' });
    checkFeasible(problem);
    const proof = colouringObstruction(problem);
    if (proof !== null) return { ok: false, reason: noTilingWords(proof) };
    return { ok: true, problem };
  } catch (e) {
    if (isPlacerError(e)) return { ok: false, reason: noTilingWords(e.message) };
    throw e;
  }
}

export interface TilingFrame {
  /** The pieces placed, drawn (holes and empty cells have part −1), in layers in 3-D. */
  readonly drawing: TilingDrawing;
  /** Per grid cell: 1 for a region cell no piece covers yet. */
  readonly empty: Uint8Array;
  /** The cell the step works on (filled, or gone back to), or null (the start, a tiling, the end). */
  readonly focus: number | null;
  /** Candidates of that cell, and which one is on the board (place) or was tried last (remove). */
  readonly candidates: number | null;
  readonly choice: number | null;
  /** Pieces on the board. */
  readonly depth: number;
  /** The piece placed by this step (its index among the drawing's copies), or −1. */
  readonly placedNow: number;
}

/** What the board shows after event `e` (null: the start, an empty board). */
export function tilingFrame(p: TilingProblem, e: TilingEvent | null): TilingFrame {
  const { width, height, depth, cells } = p.region;
  const placed = e === null ? [] : e.placed;
  const part = new Int32Array(cells.length).fill(-1);
  const empty = Uint8Array.from(cells, (c) => (c ? 1 : 0));
  placed.forEach((pid, t) => {
    for (const c of p.placements[pid].cells) {
      part[c] = t;
      empty[c] = 0;
    }
  });
  const kinds = placed.map((pid) => p.placements[pid].kind);
  const drawing = drawingFromParts(
    height,
    width,
    part,
    kinds,
    p.kinds.map((k) => k.piece),
    depth,
  );
  const worked = e !== null && (e.type === 'place' || e.type === 'remove');
  return {
    drawing,
    empty,
    focus: worked ? e.cell : null,
    candidates: worked ? e.candidates : null,
    choice:
      e === null ? null : e.type === 'place' ? e.choice : e.type === 'remove' ? e.tried : null,
    depth: placed.length,
    placedNow: e !== null && e.type === 'place' ? placed.length - 1 : -1,
  };
}

/** A tiling reached at a position of the player (1-based index within the trace). */
export interface FoundTiling {
  readonly index: number;
  readonly position: number;
  readonly placed: readonly number[];
}
