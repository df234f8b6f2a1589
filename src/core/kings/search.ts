/**
 * Every placement of K non-attacking kings, row by row, as an Engine (run/engine.ts): a row is a
 * mask of its kings, rows are tried in ascending mask order, so placements come in lexicographic
 * order of their row masks. A search can be held to one first row (a unit of a count). Counting
 * and listing are one loop: 'found' at each placement when listing, nothing when counting.
 *
 * The hot loop is an explicit stack of indices into the row masks: no allocation per node. A row
 * is skipped when the rows left cannot hold the kings still to place (one per 2×2 block).
 */
import { progressOf, type Engine, type Progress, type RunStatus } from '../run/engine.js';
import { maxKings, popcount, rowMasks, shadow, type KingsBoard } from './board.js';

/** What a search visits: every placement, or a first row's (a unit), and whether it lists them. */
export interface KingsSearchOptions {
  /** Only placements whose first row is this mask (a unit of a count). */
  readonly firstRow?: number;
  /** Start at the placements whose first row is this mask, and go on to the rows after it. */
  readonly fromFirstRow?: number;
  /** Report each placement ('found'); otherwise count them. */
  readonly list?: boolean;
}

/**
 * The kings search, row by row over the rows' masks (an `Engine`: run it in budgets of nodes); it
 * counts placements, or reports each one ('found') with its kings' masks in `placement`.
 */
export class KingsSearch implements Engine {
  readonly board: KingsBoard;
  /** Placements found so far. */
  count = 0;
  /** Row masks tried (search nodes). */
  nodes = 0;
  /** The last placement found: its kings' mask per row. */
  readonly placement: Int32Array;

  private readonly masks: Int32Array;
  private readonly kingsOf: Int32Array;
  /** Per row, the index of the mask tried there; the kings placed above each row. */
  private readonly at: Int32Array;
  private readonly placed: Int32Array;
  /** Most kings rows r… can hold. */
  private readonly room: Int32Array;
  private readonly list: boolean;
  private readonly first: number;
  private readonly from: number;
  private row = 0;
  private finished = false;

  constructor(board: KingsBoard, opts: KingsSearchOptions = {}) {
    this.board = board;
    const { rows, cols } = board;
    this.masks = rowMasks(cols);
    this.kingsOf = this.masks.map(popcount);
    this.placement = new Int32Array(rows);
    this.at = new Int32Array(rows).fill(-1);
    this.placed = new Int32Array(rows + 1);
    this.room = new Int32Array(rows + 1);
    for (let r = 0; r <= rows; r++) this.room[r] = maxKings(rows - r, cols);
    this.list = opts.list === true;
    this.first = opts.firstRow ?? -1;
    this.from = opts.fromFirstRow === undefined ? 0 : indexOf(this.masks, opts.fromFirstRow);
  }

  run(budget: number): RunStatus {
    if (this.finished) return 'done';
    const { masks, kingsOf, at, placed, room, placement } = this;
    const rows = this.board.rows;
    const want = this.board.kings;
    const last = masks.length;
    let row = this.row;
    let left = budget;
    while (left > 0) {
      // The next mask of this row that fits under the row above and leaves room for the rest.
      const above = row === 0 ? 0 : shadow(placement[row - 1]);
      const need = want - placed[row];
      let i = at[row] + 1;
      if (row === 0 && this.first >= 0) {
        // A unit: its one first row, once, if the kings fit around it.
        i = i === 0 ? indexOf(masks, this.first) : last;
        if (i < last && (kingsOf[i] > need || need - kingsOf[i] > room[1])) i = last;
      } else {
        if (row === 0 && i === 0) i = this.from;
        while (
          i < last &&
          ((masks[i] & above) !== 0 || kingsOf[i] > need || need - kingsOf[i] > room[row + 1])
        ) {
          i++;
        }
      }
      left--;
      this.nodes++;
      if (i >= last) {
        at[row] = -1;
        if (row === 0) {
          this.finished = true;
          this.row = 0;
          return 'done';
        }
        row--;
        continue;
      }
      at[row] = i;
      placement[row] = masks[i];
      placed[row + 1] = placed[row] + kingsOf[i];
      if (row + 1 < rows) {
        row++;
        continue;
      }
      if (placed[rows] !== want) continue;
      this.count++;
      if (this.list) {
        this.row = row;
        return 'found';
      }
    }
    this.row = row;
    return 'paused';
  }

  progress(): Progress {
    // Where the first row's mask is among its choices: a rough fraction, never going back.
    const first = this.finished ? 1 : Math.max(0, this.at[0]) / this.masks.length;
    return progressOf(this.nodes, 'nodes', {
      fraction: first,
      found: BigInt(this.count),
    });
  }
}

function indexOf(masks: Int32Array, mask: number): number {
  const i = masks.indexOf(mask);
  return i < 0 ? masks.length : i;
}

/** The number of placements of the board's kings (on this thread, to the end). */
export function countKings(board: KingsBoard): number {
  const s = new KingsSearch(board);
  while (s.run(1 << 24) !== 'done');
  return s.count;
}
