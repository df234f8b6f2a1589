/**
 * Connected regions: which cells of a region join through shared sides. One flood fill serves
 * every caller — whether the regions are whole (puzzle.ts regionsConnected), how many pieces a
 * region falls into after a border move (repair.ts), whether a cell can leave its region and
 * what a carve cuts off (generate/) — with its scratch allocated once per grid, so a caller that
 * floods thousands of times allocates nothing per flood.
 */

/**
 * A grid's side table and a flood's scratch. A cell is reached in a search when its `mark`
 * equals the stamp the search took (nextStamp), so a new search clears nothing.
 */
export class RegionFlood {
  /** Per cell, its 4-neighbours (−1 where the grid ends): up, down, left, right. */
  readonly side: Int32Array;
  /** The cells the last spread reached, in the order reached (also a path search's queue). */
  readonly queue: Int32Array;
  /** Per cell, the stamp of the last search that reached it. */
  readonly mark: Int32Array;
  private stamp = 0;

  constructor(n: number) {
    const cells = n * n;
    this.side = new Int32Array(cells * 4).fill(-1);
    for (let x = 0; x < cells; x++) {
      const r = Math.floor(x / n);
      const c = x % n;
      if (r > 0) this.side[x * 4] = x - n;
      if (r < n - 1) this.side[x * 4 + 1] = x + n;
      if (c > 0) this.side[x * 4 + 2] = x - 1;
      if (c < n - 1) this.side[x * 4 + 3] = x + 1;
    }
    this.queue = new Int32Array(cells);
    this.mark = new Int32Array(cells);
  }

  /** A stamp no cell holds yet: the start of a new search. */
  nextStamp(): number {
    return ++this.stamp;
  }

  /**
   * Reaches the cells of region `g` joined to `start` (a cell of g) through sides, over cells
   * not yet marked `stamp`, and marks them; returns how many, listed in `queue` from 0.
   */
  spread(region: Int32Array, g: number, start: number, stamp: number): number {
    const { side, queue, mark } = this;
    mark[start] = stamp;
    queue[0] = start;
    let head = 0;
    let tail = 1;
    while (head < tail) {
      const y = queue[head++];
      for (let d = 0; d < 4; d++) {
        const z = side[y * 4 + d];
        if (z >= 0 && mark[z] !== stamp && region[z] === g) {
          mark[z] = stamp;
          queue[tail++] = z;
        }
      }
    }
    return tail;
  }

  /** The number of pieces (side-connected parts) of region g; 0 when it has no cell. */
  pieces(region: Int32Array, g: number): number {
    const { mark } = this;
    const stamp = this.nextStamp();
    let count = 0;
    for (let x = 0; x < region.length; x++) {
      if (region[x] !== g || mark[x] === stamp) continue;
      count++;
      this.spread(region, g, x, stamp);
    }
    return count;
  }

  /** Whether region g is one piece without its cell x (false when x is all it has). */
  connectedWithout(region: Int32Array, x: number, g: number): boolean {
    let start = -1;
    let size = 0;
    for (let y = 0; y < region.length; y++) {
      if (region[y] === g && y !== x) {
        size++;
        if (start < 0) start = y;
      }
    }
    if (start < 0) return false;
    const stamp = this.nextStamp();
    this.mark[x] = stamp;
    return this.spread(region, g, start, stamp) === size;
  }

  /** Whether every region is one piece (blocked cells, −1, aside). */
  allConnected(region: Int32Array, regions: number): boolean {
    const { mark } = this;
    const stamp = this.nextStamp();
    const started = new Uint8Array(regions);
    for (let x = 0; x < region.length; x++) {
      const g = region[x];
      if (g < 0 || mark[x] === stamp) continue;
      if (started[g] === 1) return false;
      started[g] = 1;
      this.spread(region, g, x, stamp);
    }
    return true;
  }
}
