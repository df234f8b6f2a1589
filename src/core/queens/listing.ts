/**
 * Random access to the listings of `placer queens list`: the k-th row, in exactly the order the
 * stream (enumerate.ts) gives, without listing the k rows before it.
 *
 * A listing is cut into parts, the possible first `partDepth(n)` rows in lexicographic order, and
 * each part is counted with the fast counter (listingCount.ts). The k-th row lies in the part
 * where the running total passes k; inside it, the row is found by descending row by row,
 * counting each candidate's completions and going into the one that holds it. A slice goes on
 * from there with the stream itself, resumed at that row (SolutionStream.seekAfter).
 *
 * The listing of all rows is symmetric under the left-right mirror, which reverses lexicographic
 * order: row k is the mirror image of row total-1-k. So only the parts up to the middle are
 * counted, and a row past the middle is found as the mirror image of one before it.
 *
 * Up to TABLE_MAX_N the parts counted are kept, per N and listing, in a table that later seeks
 * reuse and extend (the table of all rows for 10 ≤ N ≤ 16 is built at once, with four
 * symmetries: listingTable.ts); past it there are too many, and each seek counts its way from
 * the start. Either way a seek is an Engine (engine.ts), so a face runs it with drive() and can
 * show progress and cancel. The parts: listingParts.ts. Costs and figures: docs/listing.md.
 */
import { gotValue } from '../text.js';
import { runToEnd } from '../run/drive.js';
import { progressOf, type Engine, type Progress, type RunStatus } from '../run/engine.js';
import { PlacerError } from '../errors.js';
import { canonicalOrbitSize } from './classes.js';
import { MAX_COUNT_N } from './count.js';
import { SolutionStream } from './enumerate.js';
import { descendInCurrent, PartScan } from './listingParts.js';

export { partDepth } from './listingParts.js';

/** Which listing (all rows or the fundamental ones) and whether a seek keeps its part counts. */
export interface ListingOptions {
  /** The fundamental listing: the canonical member of each class, with its orbit size. */
  readonly fundamental?: boolean;
  /**
   * false: the seek counts its way afresh, keeping only a running total, instead of keeping the
   * parts it counts in the table shared per N (which it does up to TABLE_MAX_N).
   */
  readonly keepTable?: boolean;
}

/** One row of a listing. */
export interface ListedSolution {
  /** Columns, 0-based, row by row. */
  readonly cols: Int32Array;
  /** Orbit size of its class in the fundamental listing; 0 in the listing of all rows (JSON's `orbit`). */
  readonly orbit: number;
  /** @deprecated The same as `orbit`, its old name (the CLI and the page still read it). */
  readonly orbitSize: number;
}

/** Up to this N a seek keeps the parts it counted (about 175,000 at N = 18), for later seeks. */
export const TABLE_MAX_N = 18;

/** The kept tables, per N and listing: the part counts later seeks reuse (and extend). */
const tables = new Map<string, PartScan>();

function tableFor(n: number, fundamental: boolean): PartScan {
  const key = `${n}${fundamental ? 'f' : 'a'}`;
  let t = tables.get(key);
  if (t === undefined) {
    t = new PartScan(n, fundamental, true);
    tables.set(key, t);
  }
  return t;
}

/**
 * Finding row `index` (0-based, as `list --offset`) of a listing, as an Engine: each step counts
 * one part (drive it with a small first budget: a part can take tens of milliseconds). 'found':
 * `result` holds the row; 'done' without a result: the listing has no such row, and `total` says how long it is.
 */
export class ListingSeek implements Engine {
  readonly n: number;
  readonly index: bigint;
  readonly fundamental: boolean;
  /** The row, once found. */
  result: ListedSolution | null = null;
  /** The listing's length, once known (always when the row is past the end). */
  total: bigint | null = null;
  /**
   * The row the scan is looking for: `index`, or, once the mirror half is counted, total-1-index
   * (whose mirror image is the row).
   */
  target: bigint;
  private scan: PartScan;
  private flipped = false;
  private steps = 0;
  private state: 'seeking' | 'found' | 'done' = 'seeking';

  constructor(n: number, index: bigint | number, opts: ListingOptions = {}) {
    checkN(n);
    this.n = n;
    this.index = toIndex(index);
    this.target = this.index;
    this.fundamental = opts.fundamental === true;
    const keep = n <= TABLE_MAX_N && opts.keepTable !== false;
    this.scan = keep ? tableFor(n, this.fundamental) : new PartScan(n, this.fundamental, false);
  }

  /**
   * Rows counted so far: in order by the scan in hand, or, while the whole table is built at
   * once, all over the listing.
   */
  get counted(): bigint {
    const build = this.scan.build;
    return build === null ? this.scan.rows : this.scan.rows + BigInt(build.rows);
  }

  /** Whether the scan now looks for total-1-index (the row's mirror image) from the start. */
  get mirrored(): boolean {
    return this.flipped;
  }

  /** 'scan': parts counted in order; 'table': the whole table built at once (listingTable.ts). */
  get phase(): 'scan' | 'table' {
    return this.scan.build === null ? 'scan' : 'table';
  }

  run(budget: number): RunStatus {
    if (this.state !== 'seeking') {
      this.state = 'done';
      return 'done';
    }
    for (let left = budget; ; left--) {
      const settled = this.settle();
      if (settled !== null) return settled;
      if (left <= 0) return 'paused';
      const scan = this.scan;
      const before = scan.rows;
      if (!scan.step()) continue; // finished: settle() decides
      this.steps++;
      if (!scan.keep && this.target < scan.rows) {
        // In the part just counted (a kept table finds it in settle()).
        const cols = new Int32Array(this.n);
        descendInCurrent(scan.walk, cols, Number(this.target - before));
        this.answer(cols);
        return 'found';
      }
    }
  }

  progress(): Progress {
    const scan = this.scan;
    const t = this.target;
    // The seek ends when the rows counted in order reach the target, or the scan its end.
    let fraction =
      scan.build !== null ? 0 : t === 0n ? 1 : Math.min(1, Number(scan.rows) / Number(t));
    fraction = Math.max(fraction, scan.fraction ?? 0);
    return progressOf(this.steps, 'parts', {
      done: scan.parts,
      total: scan.partsTotal,
      fraction: this.state === 'seeking' ? fraction : 1,
      found: this.counted,
    });
  }

  /** Answers from what is counted, if it can: how the seek ended, or null while it goes on. */
  private settle(): 'found' | 'done' | null {
    const scan = this.scan;
    if (scan.keep && this.target < scan.rows) {
      const cols = new Int32Array(this.n);
      scan.rowAt(Number(this.target), cols);
      this.answer(cols);
      return 'found';
    }
    if (!scan.finished) return null;
    const total = this.fundamental
      ? scan.rows
      : 2n * (scan.rows - scan.selfMirrorRows) + scan.selfMirrorRows;
    this.total = total;
    if (this.index >= total) {
      this.state = 'done';
      return 'done';
    }
    if (this.fundamental || this.flipped) throw new Error('internal: a row the scan missed');
    // Past the middle: row index is the mirror image of row total-1-index, before the middle.
    this.flipped = true;
    this.target = total - 1n - this.index;
    if (!scan.keep) this.scan = new PartScan(this.n, false, false);
    return this.settle();
  }

  private answer(cols: Int32Array): void {
    const n = this.n;
    if (this.flipped) for (let y = 0; y < n; y++) cols[y] = n - 1 - cols[y];
    const orbitSize = this.fundamental
      ? canonicalOrbitSize(cols, new Int32Array(n), new Int32Array(n))
      : 0;
    this.result = { cols, orbit: orbitSize, orbitSize };
    this.state = 'found';
  }
}

function checkN(n: number): void {
  if (!Number.isInteger(n) || n < 1 || n > MAX_COUNT_N) {
    throw new PlacerError(
      'out-of-range',
      `N must be a whole number from 1 to 32, got ${gotValue(n)}`,
    );
  }
}

function toIndex(k: bigint | number): bigint {
  if (typeof k === 'number' && !Number.isSafeInteger(k)) {
    throw new PlacerError('out-of-range', `a row index must be a whole number, got ${gotValue(k)}`);
  }
  const b = BigInt(k);
  if (b < 0n)
    throw new PlacerError('out-of-range', `a row index must be 0 or more, got ${gotValue(k)}`);
  return b;
}

/**
 * Row k (0-based) of `placer queens list N` (with `fundamental`, of `list N --fundamental`), or
 * null when the listing is shorter. k may be a number (a safe integer) or a bigint. Up to
 * TABLE_MAX_N the part counts are kept per N (N = 16: the first call counts up to the middle,
 * then any row takes milliseconds); past it every call counts the parts before row k, which for
 * large N and k takes long: run a ListingSeek with drive() to show progress and cancel.
 */
export function solutionAt(
  n: number,
  k: bigint | number,
  opts: ListingOptions = {},
): ListedSolution | null {
  const seek = new ListingSeek(n, k, opts);
  return runToEnd(seek) === 'found' ? seek.result : null;
}

/**
 * Rows from…from+count-1 (0-based) of the listing (fewer at its end): the first by solutionAt,
 * the others by the stream resumed after it.
 */
export function solutionSlice(
  n: number,
  from: bigint | number,
  count: number,
  opts: ListingOptions = {},
): ListedSolution[] {
  if (!Number.isSafeInteger(count) || count < 0) {
    throw new PlacerError('out-of-range', `a slice length must be 0 or more, got ${count}`);
  }
  if (count === 0) {
    checkN(n);
    toIndex(from);
    return [];
  }
  const first = solutionAt(n, from, opts);
  if (first === null) return [];
  const out = [first];
  const stream = streamAfter(n, first.cols, opts);
  while (out.length < count) {
    const cols = stream.next();
    if (cols === null) break;
    out.push({ cols: cols.slice(), orbit: stream.orbitSize, orbitSize: stream.orbitSize });
  }
  return out;
}

/** The listing's stream, positioned just after the row `cols` (a row of that listing). */
export function streamAfter(
  n: number,
  cols: ArrayLike<number>,
  opts: ListingOptions = {},
): SolutionStream {
  const stream = new SolutionStream(n, { fundamental: opts.fundamental === true });
  stream.seekAfter(cols);
  return stream;
}
