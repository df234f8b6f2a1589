/**
 * The tiling search step by step (the teaching path; the fast engines, bitTiler.ts and dancing
 * links, never pay for it). It follows `placer tile`'s own search where that runs on the bitboard
 * engine: the sub-problems of the listing's plan in order (each fixes one placement of the split
 * piece, symmetryPlan.ts), each searched from the corner the engine starts it from
 * (tilingEngine.ts `startCorner`), filling the first empty cell in that corner's order (layout.ts)
 * with its candidates — the placements whose first cell it is, that fit and whose piece has
 * copies left — pieces in kind order, then placement ids, as bitTiler.ts tries them. Tilings
 * therefore come in the order `placer tile --list` prints them (its first is `placer tile`'s).
 *
 * What it leaves out: the engine's shortcuts that cut a subtree holding no tiling (a walled-in
 * cell, a piece with no place left further on). They change no tiling and no order, only how
 * long a dead branch is tried here. Where `placer tile` runs on dancing links (a placement
 * spanning more than 32 cells in the order), this trace still fills the first empty cell: the
 * same tilings, in another order.
 */
import { eventsOf, StepLimit, type StepLimitState, type TraceMachine } from '../trace.js';
import { bitTilerFits } from './bitTiler.js';
import { searchLayout, type Layout } from './layout.js';
import { copiesMet } from './pieceSets.js';
import type { TilingProblem } from './problem.js';
import { planTiling, type TilingPlan } from './symmetryPlan.js';
import { startCorner } from './tilingEngine.js';
import { TILING_ENDING, type TilingEvent, type TilingRemoveReason } from './traceEvents.js';

/** Options of the traced tiling search: a step limit. */
export interface TilingTraceOptions {
  /** Stop after this many steps (a `done` event with complete = false follows). */
  readonly maxSteps?: number;
}

/** A traced search's whole state; arrays are copies, events and candidate lists never change. */
export interface TilingTraceSnapshot extends StepLimitState<readonly number[]> {
  readonly sub: number;
  readonly inSub: boolean;
  readonly corner: number;
  readonly placed: readonly number[];
  readonly rem: readonly number[];
  readonly framePos: readonly number[];
  readonly frameCands: readonly (readonly number[])[];
  readonly frameNext: readonly number[];
  readonly step: number;
  readonly pending: TilingEvent | null;
}

/** Per search position, the placements anchored there (first cell in the order), as tried. */
interface Anchors {
  readonly layout: Layout;
  readonly start: Int32Array;
  readonly pids: Int32Array;
}

const EMPTY: readonly number[] = [];

/** The tiling search as a trace machine: one place/remove/solution event per `next()`. */
export class TilingTrace implements TraceMachine<TilingEvent, TilingTraceSnapshot> {
  readonly problem: TilingProblem;
  /** The listing's plan (symmetry 'none'): its sub-problems, in order. */
  readonly plan: TilingPlan;
  private readonly limit: StepLimit<TilingEvent, readonly number[]>;
  private readonly fits: boolean;
  private readonly anchors: (Anchors | null)[] = [null, null, null, null];
  private readonly fitsAt: (boolean | null)[] = [null, null, null, null];
  /** Per grid cell: covered (a piece or a hole). Rebuilt from `placed` on restore. */
  private readonly filled: Uint8Array;
  private sub = -1;
  private inSub = false;
  private corner = 0;
  private placed: number[] = [];
  /** Copies left per kind (Infinity: any number). */
  private rem: number[];
  // The search's frames: the position being filled, its candidates, how many tried.
  private framePos: number[] = [];
  private frameCands: (readonly number[])[] = [];
  private frameNext: number[] = [];
  private step = 0;
  private pending: TilingEvent | null = null;

  constructor(problem: TilingProblem, opts: TilingTraceOptions = {}) {
    this.problem = problem;
    this.limit = new StepLimit(TILING_ENDING, opts);
    const layout = searchLayout(problem.region);
    this.plan = planTiling(problem, layout.order, 'none');
    this.fits = bitTilerFits(problem, layout);
    this.filled = new Uint8Array(problem.region.cells.length);
    this.rem = problem.kinds.map((k) => k.count);
    this.resetFilled();
  }

  /** The corner the search of sub-problem `sub` runs from (as the engine's). */
  cornerOf(sub: number): number {
    const fixed = this.plan.subproblems[sub].fixed;
    if (fixed < 0 || !this.fits) return 0;
    return startCorner(this.problem, fixed, (c) =>
      this.cornerFits(c) ? this.anchorsOf(c).layout : null,
    );
  }

  next(): TilingEvent | null {
    return this.limit.next(
      () => this.search(),
      () => this.step,
    );
  }

  /** Whether the pieces on the board keep to every kind's count (a full board is a tiling). */
  private countsMet(): boolean {
    const { kinds, placements } = this.problem;
    const used = kinds.map(() => 0);
    for (const pid of this.placed) used[placements[pid].kind]++;
    return kinds.every((k, i) => copiesMet(k, used[i]));
  }

  private cornerFits(corner: number): boolean {
    let f = this.fitsAt[corner];
    if (f === null) {
      f = this.fitsAt[corner] =
        corner === 0 ? this.fits : bitTilerFits(this.problem, this.anchorsOf(corner).layout);
    }
    return f;
  }

  private anchorsOf(corner: number): Anchors {
    let a = this.anchors[corner];
    if (a !== null) return a;
    const p = this.problem;
    const layout = searchLayout(p.region, corner);
    const n = layout.order.length;
    const anchor = p.placements.map((pl) => {
      let lo = n;
      for (const c of pl.cells) lo = Math.min(lo, layout.order[c]);
      return lo;
    });
    const ids = p.placements.map((_, pid) => pid);
    ids.sort(
      (x, y) => anchor[x] - anchor[y] || p.placements[x].kind - p.placements[y].kind || x - y,
    );
    const start = new Int32Array(n + 1);
    for (const pid of ids) start[anchor[pid] + 1]++;
    for (let i = 0; i < n; i++) start[i + 1] += start[i];
    a = this.anchors[corner] = { layout, start, pids: Int32Array.from(ids) };
    return a;
  }

  private resetFilled(): void {
    const cells = this.problem.region.cells;
    for (let i = 0; i < cells.length; i++) this.filled[i] = cells[i] ? 0 : 1;
  }

  private put(pid: number, v: 0 | 1): void {
    const pl = this.problem.placements[pid];
    for (const c of pl.cells) this.filled[c] = v;
    this.rem[pl.kind] += v === 1 ? -1 : 1;
  }

  /** Opens a frame at the first empty position from `from` on: its candidates, in order. */
  private pushFrame(from: number): void {
    const a = this.anchorsOf(this.corner);
    const { cellAt } = a.layout;
    const n = cellAt.length;
    let pos = from;
    while (pos < n && this.filled[cellAt[pos]] === 1) pos++;
    if (pos === n) {
      this.framePos.push(-1);
      this.frameCands.push(EMPTY);
      this.frameNext.push(0);
      if (this.countsMet()) {
        const placed = this.placed.slice();
        this.pending = {
          type: 'solution',
          step: this.step,
          index: this.limit.solutions + 1,
          placed,
        };
      }
      return;
    }
    const cands: number[] = [];
    for (let t = a.start[pos]; t < a.start[pos + 1]; t++) {
      const pid = a.pids[t];
      const pl = this.problem.placements[pid];
      if (this.rem[pl.kind] <= 0) continue;
      let fit = true;
      for (const c of pl.cells) if (this.filled[c] === 1) fit = false;
      if (fit) cands.push(pid);
    }
    this.framePos.push(pos);
    this.frameCands.push(cands);
    this.frameNext.push(0);
  }

  private cellAt(pos: number): number {
    return pos < 0 ? -1 : this.anchorsOf(this.corner).layout.cellAt[pos];
  }

  /** The first cell of a placement in the current order. */
  private firstCell(pid: number): number {
    const { order, cellAt } = this.anchorsOf(this.corner).layout;
    let lo = Infinity;
    for (const c of this.problem.placements[pid].cells) lo = Math.min(lo, order[c]);
    return cellAt[lo];
  }

  /** The search's next event, or null once every sub-problem is searched. */
  private search(): TilingEvent | null {
    if (this.pending !== null) {
      const e = this.pending;
      this.pending = null;
      return e;
    }
    const subs = this.plan.subproblems;
    for (;;) {
      if (!this.inSub) {
        if (this.sub + 1 >= subs.length) return null;
        this.sub++;
        this.inSub = true;
        this.corner = this.cornerOf(this.sub);
        const fixed = subs[this.sub].fixed;
        if (fixed < 0) {
          this.pushFrame(0);
          continue;
        }
        this.put(fixed, 1);
        this.placed = [fixed];
        const e: TilingEvent = {
          type: 'place',
          step: ++this.step,
          placement: fixed,
          kind: this.problem.placements[fixed].kind,
          cell: this.firstCell(fixed),
          candidates: subs.length,
          choice: this.sub + 1,
          fixed: true,
          corner: this.corner,
          placed: this.placed.slice(),
        };
        this.pushFrame(0);
        return e;
      }
      const top = this.framePos.length - 1;
      const cands = this.frameCands[top];
      const tried = this.frameNext[top];
      if (tried < cands.length) {
        const pid = cands[tried];
        this.frameNext[top] = tried + 1;
        this.put(pid, 1);
        this.placed.push(pid);
        const pos = this.framePos[top];
        const e: TilingEvent = {
          type: 'place',
          step: ++this.step,
          placement: pid,
          kind: this.problem.placements[pid].kind,
          cell: this.cellAt(pos),
          candidates: cands.length,
          choice: tried + 1,
          fixed: false,
          corner: this.corner,
          placed: this.placed.slice(),
        };
        this.pushFrame(pos);
        return e;
      }
      // This position has no candidate left: the piece placed before it comes off.
      const stuckPos = this.framePos[top];
      const reason: TilingRemoveReason =
        stuckPos < 0 ? 'full' : cands.length === 0 ? 'dead-end' : 'exhausted';
      const stuck = this.cellAt(stuckPos);
      const stuckCandidates = reason === 'exhausted' ? cands.length : 0;
      this.framePos.pop();
      this.frameCands.pop();
      this.frameNext.pop();
      if (this.framePos.length > 0) {
        const pid = this.placed.pop() as number;
        this.put(pid, 0);
        const parent = this.framePos.length - 1;
        return {
          type: 'remove',
          step: ++this.step,
          placement: pid,
          kind: this.problem.placements[pid].kind,
          cell: this.cellAt(this.framePos[parent]),
          candidates: this.frameCands[parent].length,
          tried: this.frameNext[parent],
          reason,
          stuck,
          stuckCandidates,
          placed: this.placed.slice(),
        };
      }
      // The sub-problem is searched: its fixed piece comes off (if it has one).
      this.inSub = false;
      const fixed = subs[this.sub].fixed;
      if (fixed < 0) continue;
      const cell = this.firstCell(fixed);
      this.put(fixed, 0);
      this.placed = [];
      return {
        type: 'remove',
        step: ++this.step,
        placement: fixed,
        kind: this.problem.placements[fixed].kind,
        cell,
        candidates: subs.length,
        tried: this.sub + 1,
        reason: 'subproblem-done',
        stuck,
        stuckCandidates: reason === 'exhausted' ? stuckCandidates : 0,
        placed: EMPTY,
      };
    }
  }

  save(): TilingTraceSnapshot {
    const { sub, inSub, corner, step, pending } = this;
    return {
      sub,
      inSub,
      corner,
      placed: this.placed.slice(),
      rem: this.rem.slice(),
      framePos: this.framePos.slice(),
      frameCands: this.frameCands.slice(),
      frameNext: this.frameNext.slice(),
      step,
      pending,
      ...this.limit.save(),
    };
  }

  restore(s: TilingTraceSnapshot): void {
    this.sub = s.sub;
    this.inSub = s.inSub;
    this.corner = s.corner;
    this.placed = s.placed.slice();
    this.rem = s.rem.slice();
    this.framePos = s.framePos.slice();
    this.frameCands = s.frameCands.slice();
    this.frameNext = s.frameNext.slice();
    this.step = s.step;
    this.pending = s.pending;
    this.limit.restore(s);
    this.resetFilled();
    for (const pid of this.placed)
      for (const c of this.problem.placements[pid].cells) this.filled[c] = 1;
  }
}

/** The traced tiling search as a stream of step events. */
export function tilingEvents(
  problem: TilingProblem,
  opts: TilingTraceOptions = {},
): Generator<TilingEvent> {
  return eventsOf(new TilingTrace(problem, opts));
}
