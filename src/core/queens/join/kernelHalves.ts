/**
 * The join's halves made in the WebAssembly kernel's memory (kernels/disjoint.ts `halfPairs`,
 * four south entries at a time, the kept ones packed by a shuffle), where the disjoint-pair count
 * then reads them in place (DisjointCounter sees their buffer). What the kernel reads is copied
 * there once: the quadrant table's masks when the joiner is made, a start's south tables when it
 * comes. Joiner.half is the same loop in TypeScript: the reference, and the path where there is
 * no kernel or the south tables are too big to keep (SOUTH_TABLES_MAX_H).
 */
import type { DisjointKernel } from './kernel.js';
import type { QuadrantTable } from './quadrants.js';
import type { SetList } from './disjoint.js';

/** Entries a load may read past a table's end (halfPairs reads 4 at a time). */
const PAST = 4;

/** Jobs of one half: at most one per column mask, 2^h of them. */
const JOB_INTS = 4;

/** Where the halves are and how many they hold. */
export interface HalfAt {
  /** Address of the A words; the B words follow `room` entries later. */
  readonly at: number;
  readonly room: number;
  size: number;
}

export class KernelHalves {
  private readonly d1: number;
  private readonly d2: number;
  private readonly shuffles: number;
  private readonly jobsAt: number;
  /** The south tables' window words: SE's A and B, then SW's. */
  private readonly south: number[];
  private readonly entries: number;
  /** The jobs of the half being made (n0, n1, j0, j1 each), staged here before the copy. */
  readonly jobs: Int32Array;

  constructor(
    readonly kernel: DisjointKernel,
    table: QuadrantTable,
  ) {
    const n = table.d1.length;
    this.entries = n;
    const bytes = 4 * (n + PAST);
    this.jobs = new Int32Array(JOB_INTS << table.h);
    // Grown once for all of it: each grow may copy the whole memory.
    kernel.ensure(kernel.heap + 6 * (bytes + 16) + 16 * 16 + 4 * this.jobs.length + 16);
    this.d1 = kernel.reserve(bytes);
    this.d2 = kernel.reserve(bytes);
    this.south = [0, 1, 2, 3].map(() => kernel.reserve(bytes));
    this.shuffles = kernel.reserve(16 * 16);
    this.jobsAt = kernel.reserve(4 * this.jobs.length);
    const view = kernel.view;
    view.set(table.d1, this.d1 >> 2);
    view.set(table.d2, this.d2 >> 2);
    // The shuffle of mask m moves the kept lanes (m's bits) to the front, in order.
    const bytesView = new Uint8Array(view.buffer);
    for (let m = 0; m < 16; m++) {
      let k = 0;
      for (let lane = 0; lane < 4; lane++) {
        if (((m >> lane) & 1) === 0) continue;
        for (let b = 0; b < 4; b++) bytesView[this.shuffles + 16 * m + 4 * k + b] = 4 * lane + b;
        k++;
      }
      for (let b = 4 * k; b < 16; b++) bytesView[this.shuffles + 16 * m + b] = 0x80;
    }
  }

  /** South table `q` (0: SE, 1: SW) as arrays to fill, valid until the memory next grows. */
  southArrays(q: number): { a: Int32Array; b: Int32Array } {
    const view = this.kernel.view;
    const of = (at: number) => view.subarray(at >> 2, (at >> 2) + this.entries);
    return { a: of(this.south[2 * q]), b: of(this.south[2 * q + 1]) };
  }

  /**
   * Room for a half of at most `most` sets at `at` (past the kernel's heap where `at` is 0),
   * the memory grown to hold it.
   */
  place(at: number, most: number): HalfAt {
    const start = Math.max(at, this.kernel.heap);
    const room = most + PAST;
    this.kernel.ensure(start + 8 * room);
    return { at: start, room, size: 0 };
  }

  /**
   * Makes the half of the `jobCount` jobs staged in `jobs` into `out` (Joiner.half's words: the
   * north entries allowed by heldN1, heldN2 shifted by nA, nB; south table `q`).
   */
  half(
    jobCount: number,
    heldN1: number,
    heldN2: number,
    nA: number,
    nB: number,
    q: number,
    out: HalfAt,
  ): void {
    const k = this.kernel;
    k.view.set(this.jobs.subarray(0, JOB_INTS * jobCount), this.jobsAt >> 2);
    out.size = k.halfPairs(
      this.jobsAt,
      jobCount,
      this.d1,
      this.d2,
      heldN1,
      heldN2,
      nA,
      nB,
      this.south[2 * q],
      this.south[2 * q + 1],
      out.at,
      out.at + 4 * out.room,
      this.shuffles,
    );
  }

  /** A half as a list for the pair count (views of the memory: made after the last grow). */
  list(half: HalfAt): SetList {
    const view = this.kernel.view;
    const a = half.at >> 2;
    const b = (half.at >> 2) + half.room;
    return {
      a: view.subarray(a, a + half.size),
      b: view.subarray(b, b + half.size),
      size: half.size,
    };
  }
}
