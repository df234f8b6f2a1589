/**
 * Seed 003's table of states as the run reaches them: for each state its number (the seed's N),
 * its permutation and its error, with the player position where it was reached. Rows live in
 * typed arrays that double as they fill (a permutation of N ≤ 255 is N bytes), so 10^5 rows of
 * N = 64 take 7 MB and a row is read in O(1) by index; the table shows a window of them.
 */

export interface StateRow {
  readonly position: number;
  /** The state number (the seed's N, the CLI's step). */
  readonly step: number;
  /** 1-based columns, space-separated, as the CLI prints them. */
  readonly perm: string;
  readonly error: number;
}

export class StateRows {
  private positions: Int32Array = new Int32Array(1024);
  private steps: Int32Array = new Int32Array(1024);
  private errors: Int32Array = new Int32Array(1024);
  private perms: Uint8Array;
  private count = 0;
  /** Rows kept at most; past it the table stops growing and says so. */
  readonly cap: number;
  /** Highest error seen (the plot's scale). */
  maxError = 0;
  /** True once rows were dropped at the cap. */
  truncated = false;

  constructor(
    readonly n: number,
    cap = Math.max(1024, Math.floor(2 ** 25 / Math.max(1, n))),
  ) {
    if (n > 255) throw new RangeError(`the table keeps permutations of N ≤ 255: ${n}`);
    this.cap = cap;
    this.perms = new Uint8Array(1024 * n);
  }

  get length(): number {
    return this.count;
  }

  /** Adds the state reached at `position` (0-based columns). */
  push(position: number, step: number, queens: readonly number[], error: number): void {
    if (this.count >= this.cap) {
      this.truncated = true;
      return;
    }
    if (this.count === this.steps.length) this.grow();
    const i = this.count++;
    this.positions[i] = position;
    this.steps[i] = step;
    this.errors[i] = error;
    this.perms.set(queens, i * this.n);
    if (error > this.maxError) this.maxError = error;
  }

  private grow(): void {
    const size = this.steps.length * 2;
    const more = (a: Int32Array): Int32Array => {
      const b = new Int32Array(size);
      b.set(a);
      return b;
    };
    this.positions = more(this.positions);
    this.steps = more(this.steps);
    this.errors = more(this.errors);
    const p = new Uint8Array(size * this.n);
    p.set(this.perms);
    this.perms = p;
  }

  position(i: number): number {
    return this.positions[i];
  }

  step(i: number): number {
    return this.steps[i];
  }

  error(i: number): number {
    return this.errors[i];
  }

  perm(i: number): string {
    const out: number[] = [];
    for (let k = i * this.n; k < (i + 1) * this.n; k++) out.push(this.perms[k] + 1);
    return out.join(' ');
  }

  row(i: number): StateRow {
    return {
      position: this.position(i),
      step: this.step(i),
      perm: this.perm(i),
      error: this.error(i),
    };
  }

  /** Index of the last row reached at a position ≤ k, or -1 (binary search). */
  indexAt(k: number): number {
    let lo = 0;
    let hi = this.count;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.positions[mid] <= k) lo = mid + 1;
      else hi = mid;
    }
    return lo - 1;
  }

  /** Rows 0…last as tab-separated text with a header: step, permutation, error. */
  tsv(last = this.count - 1): string {
    const lines = ['step\tpermutation\terror'];
    for (let i = 0; i <= last; i++)
      lines.push(`${this.step(i)}\t${this.perm(i)}\t${this.error(i)}`);
    return lines.join('\n') + '\n';
  }
}
