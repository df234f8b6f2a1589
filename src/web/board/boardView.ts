/**
 * The live board: an SVG that the page keeps and updates in place (chessground's idea). The
 * squares and coordinates are drawn once per board size; a frame then moves only the queens
 * whose row changed, redraws the few attack lines, and toggles classes on the optional layers
 * (attacked-cell shading, highlighted rows, a ringed square, per-cell numbers with a heat tint
 * from their lowest to their highest). Every colour is a theme variable (styles/board.css). The
 * geometry and the queen glyph are render/queens/board.ts's, shared with the string SVG of the export,
 * so both look alike.
 */
import type { AttackingPair } from '../../core/queens/placement.js';
import {
  HATCH,
  QUEEN_PATH,
  attackedCells,
  boardGeometry,
  coordShown,
  cellsPath,
  isDarkSquare,
  type BoardGeometry,
  type QueensBoard,
} from '../../render/queens/board.js';

const SVG_NS = 'http://www.w3.org/2000/svg';

/** Tint levels of the heat map (numbers per cell), lightest to darkest. */
export const HEAT_LEVELS = 12;
/** Numbers are written in the squares up to this N (the CLI's text boards stop at 16 too). */
export const NUMBERS_MAX_N = 16;

/** Boards on one page need distinct ids for their hatch patterns. */
let boards = 0;

export interface BoardViewOptions {
  /** Called with a square (0-based row, column) clicked or chosen with the keyboard. */
  readonly onCell?: (row: number, col: number) => void;
}

export interface FrameOptions {
  /** Shade the squares that some queen attacks. */
  readonly shadeAttacked?: boolean;
  /** Rows to highlight (a trace's current row). */
  readonly rows?: readonly number[];
  /** A square to ring (the square a method drew). */
  readonly mark?: { readonly row: number; readonly col: number } | null;
}

function el<K extends keyof SVGElementTagNameMap>(
  name: K,
  attrs: Record<string, string | number>,
  parent?: Element,
): SVGElementTagNameMap[K] {
  const e = document.createElementNS(SVG_NS, name);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));
  parent?.appendChild(e);
  return e;
}

function pairsKey(pairs: readonly AttackingPair[], cols: ArrayLike<number>): string {
  return pairs.map((p) => `${p.a}:${cols[p.a]}-${p.b}:${cols[p.b]}`).join(',');
}

export class BoardView {
  readonly svg: SVGSVGElement;
  private g: BoardGeometry = boardGeometry(0);
  private queens: SVGGElement[] = [];
  private shown = new Int32Array(0);
  private hit = new Uint8Array(0);
  private lines!: SVGGElement;
  private shadePath!: SVGPathElement;
  /** The shaded cells drawn (the path's d is theirs; all 0 and '' after a build). */
  private shaded: Uint8Array = new Uint8Array(0);
  private numberLayer!: SVGGElement;
  /** The heat tint: one path per level (HEAT_LEVELS), light to dark. */
  private heatPaths: SVGPathElement[] = [];
  private heatKey = '';
  private numberTexts: SVGTextElement[] = [];
  private cursorRect!: SVGRectElement;
  private rowRects: SVGRectElement[] = [];
  private rowsOn = new Uint8Array(0);
  private markRect!: SVGRectElement;
  private markAt = '';
  private lastPairs = '';
  private cursor = { row: 0, col: 0 };
  private readonly hatchId = `attacked-hatch-${++boards}`;
  /** How many queens the last frame touched (tests read it through the DOM's data-moved). */
  moved = 0;

  constructor(
    host: Element,
    private readonly opts: BoardViewOptions = {},
  ) {
    this.svg = el('svg', { class: 'board', xmlns: SVG_NS });
    if (opts.onCell) {
      this.svg.classList.add('interactive');
      this.svg.setAttribute('tabindex', '0');
      this.svg.setAttribute('role', 'application');
      this.svg.setAttribute('aria-roledescription', 'board');
      this.svg.addEventListener('click', (e) => this.onClick(e));
      this.svg.addEventListener('keydown', (e) => this.onKey(e));
    } else {
      this.svg.setAttribute('role', 'img');
    }
    host.appendChild(this.svg);
  }

  get n(): number {
    return this.g.n;
  }

  /** Draws a frame: builds the board when its size changed, else touches only what changed. */
  update(board: QueensBoard, frame: FrameOptions = {}): void {
    if (board.n !== this.g.n) this.build(board.n);
    const { n } = this.g;
    let moved = 0;
    for (let r = 0; r < n; r++) {
      const c = board.cols[r] ?? -1;
      const hit = board.attacked.has(r) ? 1 : 0;
      if (c === this.shown[r] && hit === this.hit[r]) continue;
      moved++;
      const q = this.queens[r];
      if (c < 0) q.setAttribute('display', 'none');
      else {
        q.removeAttribute('display');
        q.setAttribute('transform', this.cellOrigin(r, c));
      }
      q.classList.toggle('attacked', hit === 1);
      this.shown[r] = c;
      this.hit[r] = hit;
    }
    this.moved = moved;
    this.svg.dataset.moved = String(moved);
    const key = pairsKey(board.pairs, board.cols);
    if (key !== this.lastPairs) this.drawLines(board);
    this.drawRows(frame.rows ?? []);
    this.drawMark(frame.mark ?? null);
    this.drawShade(frame.shadeAttacked === true ? attackedCells(n, board.cols) : null);
    this.drawNumbers(board.cellNumbers ?? null, board.cols);
    this.describe();
  }

  destroy(): void {
    this.svg.remove();
  }

  private cellOrigin(r: number, c: number): string {
    return `translate(${this.g.margin + c * this.g.cell} ${this.g.margin + r * this.g.cell})`;
  }

  private build(n: number): void {
    this.svg.replaceChildren();
    const g = (this.g = boardGeometry(n));
    const { cell: s, margin, size, coordFont } = g;
    this.svg.setAttribute('viewBox', `0 0 ${size} ${size}`);
    // Attacked squares are hatched, not only tinted: a pattern reads without colour.
    const defs = el('defs', {}, this.svg);
    const hatch = el(
      'pattern',
      {
        id: this.hatchId,
        width: HATCH,
        height: HATCH,
        patternUnits: 'userSpaceOnUse',
        patternTransform: 'rotate(45)',
      },
      defs,
    );
    el('rect', { class: 'hatch-tint', width: HATCH, height: HATCH }, hatch);
    el('line', { class: 'hatch-line', x1: 1, y1: 0, x2: 1, y2: HATCH, 'stroke-width': 2 }, hatch);
    const coords = el('g', { class: 'coords', 'aria-hidden': 'true' }, this.svg);
    for (let i = 0; i < n; i++) {
      if (!coordShown(g, i)) continue;
      const mid = margin + i * s + s / 2;
      el(
        'text',
        { class: 'coord', x: mid, y: margin * 0.7, 'font-size': coordFont },
        coords,
      ).textContent = String(i + 1);
      el(
        'text',
        { class: 'coord', x: margin * 0.5, y: mid + coordFont * 0.35, 'font-size': coordFont },
        coords,
      ).textContent = String(i + 1);
    }
    // The squares: the board light, the dark squares one path over it. A clickable board adds
    // an unpainted square per cell to receive the clicks (data-r, data-c).
    const squares = el('g', { class: 'squares' }, this.svg);
    el('rect', { class: 'sq-light', x: margin, y: margin, width: n * s, height: n * s }, squares);
    const dark = new Uint8Array(n * n);
    for (let i = 0; i < n * n; i++) dark[i] = isDarkSquare(Math.floor(i / n), i % n) ? 1 : 0;
    el('path', { class: 'sq-dark', d: cellsPath(g, dark) }, squares);
    if (this.opts.onCell) {
      for (let r = 0; r < n; r++) {
        for (let c = 0; c < n; c++) {
          const at = { x: margin + c * s, y: margin + r * s, width: s, height: s };
          el('rect', { class: 'sq', ...at, 'data-r': r, 'data-c': c }, squares);
        }
      }
    }
    // Highlighted rows: one band per row, drawn once, switched by class.
    const rowLayer = el('g', { class: 'rows' }, this.svg);
    this.rowRects = [];
    for (let r = 0; r < n; r++) {
      this.rowRects.push(
        el(
          'rect',
          { class: 'row-mark', x: margin, y: margin + r * s, width: n * s, height: s },
          rowLayer,
        ),
      );
    }
    this.rowsOn = new Uint8Array(n);
    // Layers of many cells are one path each (render/queens/board.ts cellsPath): a 64×64 board would
    // otherwise restyle and repaint thousands of elements every frame.
    this.shadePath = el(
      'path',
      { class: 'shade', d: '', fill: `url(#${this.hatchId})`, 'data-cells': 0, display: 'none' },
      this.svg,
    );
    this.shaded = new Uint8Array(n * n);
    this.numberLayer = el('g', { class: 'numbers', display: 'none' }, this.svg);
    this.heatPaths = [];
    for (let k = 0; k < HEAT_LEVELS; k++) {
      const opacity = (0.08 + (0.5 * k) / (HEAT_LEVELS - 1)).toFixed(3);
      this.heatPaths.push(
        el('path', { class: 'heat', d: '', 'fill-opacity': opacity }, this.numberLayer),
      );
    }
    this.heatKey = '';
    this.numberTexts = [];
    this.lines = el('g', { class: 'lines' }, this.svg);
    this.lastPairs = '';
    const w0 = Math.max(2, s / 12);
    this.markRect = el(
      'rect',
      {
        class: 'mark',
        x: 0,
        y: 0,
        width: s - w0,
        height: s - w0,
        rx: s / 6,
        'stroke-width': w0,
        display: 'none',
      },
      this.svg,
    );
    this.markAt = '';
    const queens = el('g', { class: 'queens' }, this.svg);
    const w = Math.max(1, s / 16);
    this.queens = [];
    for (let r = 0; r < n; r++) {
      const q = el('g', { class: 'queen', display: 'none', 'data-row': r }, queens);
      el(
        'rect',
        {
          class: 'frame',
          x: w,
          y: w,
          width: s - 2 * w,
          height: s - 2 * w,
          'stroke-width': w,
          'stroke-dasharray': `${w * 2} ${w}`,
        },
        q,
      );
      el(
        'path',
        { d: QUEEN_PATH, transform: `translate(${s * 0.1} ${s * 0.1}) scale(${(s * 0.8) / 100})` },
        q,
      );
      this.queens.push(q);
    }
    this.shown = new Int32Array(n).fill(-1);
    this.hit = new Uint8Array(n);
    this.cursorRect = el(
      'rect',
      { class: 'cursor', x: 0, y: 0, width: s - 4, height: s - 4, 'stroke-width': 4 },
      this.svg,
    );
    this.cursor = { row: 0, col: 0 };
    this.placeCursor();
  }

  private drawLines(board: QueensBoard): void {
    const { cell: s, margin } = this.g;
    this.lines.replaceChildren();
    for (const p of board.pairs) {
      el(
        'line',
        {
          class: `line ${p.line}`,
          x1: margin + board.cols[p.a] * s + s / 2,
          y1: margin + p.a * s + s / 2,
          x2: margin + board.cols[p.b] * s + s / 2,
          y2: margin + p.b * s + s / 2,
          'stroke-width': Math.max(1, s / 16),
        },
        this.lines,
      );
    }
    this.lastPairs = pairsKey(board.pairs, board.cols);
  }

  private drawRows(rows: readonly number[]): void {
    const { n } = this.g;
    const on = new Uint8Array(n);
    for (const r of rows) if (r >= 0 && r < n) on[r] = 1;
    for (let r = 0; r < n; r++) {
      if (on[r] === this.rowsOn[r]) continue;
      this.rowRects[r].classList.toggle('on', on[r] === 1);
    }
    this.rowsOn = on;
  }

  private drawMark(mark: { readonly row: number; readonly col: number } | null): void {
    const at = mark === null ? '' : `${mark.row},${mark.col}`;
    if (at === this.markAt) return;
    this.markAt = at;
    if (mark === null) {
      this.markRect.setAttribute('display', 'none');
      return;
    }
    const { cell: s, margin } = this.g;
    const w0 = Math.max(2, s / 12);
    this.markRect.removeAttribute('display');
    this.markRect.setAttribute('x', String(margin + mark.col * s + w0 / 2));
    this.markRect.setAttribute('y', String(margin + mark.row * s + w0 / 2));
  }

  private drawShade(cells: Uint8Array | null): void {
    const path = this.shadePath;
    if (cells === null) {
      path.setAttribute('display', 'none');
      return;
    }
    path.removeAttribute('display');
    let same = true;
    let count = 0;
    for (let i = 0; i < cells.length; i++) {
      if (cells[i] !== this.shaded[i]) same = false;
      count += cells[i];
    }
    if (same) return;
    this.shaded = cells;
    path.setAttribute('d', cellsPath(this.g, cells));
    path.setAttribute('data-cells', String(count));
  }

  /**
   * Per-cell numbers (NaN or negative: none) as a heat tint in HEAT_LEVELS steps from the lowest
   * number shown to the highest (greedy's scores differ by a few units out of dozens: scaled from
   * 0 they would all look alike), and as text where the squares are large enough to read it.
   * A text carries its tint level in data-heat.
   */
  private drawNumbers(numbers: ArrayLike<number> | null, cols: ArrayLike<number>): void {
    const layer = this.numberLayer;
    if (numbers === null) {
      layer.setAttribute('display', 'none');
      return;
    }
    layer.removeAttribute('display');
    const { n, cell: s, margin, font } = this.g;
    const shows = (i: number): boolean =>
      numbers[i] >= 0 && !Number.isNaN(numbers[i]) && cols[Math.floor(i / n)] !== i % n;
    let min = Infinity;
    let max = -Infinity;
    for (let i = 0; i < n * n; i++) {
      if (!shows(i)) continue;
      if (numbers[i] < min) min = numbers[i];
      if (numbers[i] > max) max = numbers[i];
    }
    // levels[i]: the cell's tint level, -1 for none.
    const levels = new Int8Array(n * n).fill(-1);
    for (let i = 0; i < n * n; i++) {
      if (!shows(i)) continue;
      const heat = max > min ? (numbers[i] - min) / (max - min) : 0.5;
      levels[i] = Math.round(heat * (HEAT_LEVELS - 1));
    }
    const key = levels.join(',');
    if (key !== this.heatKey) {
      this.heatKey = key;
      this.heatPaths.forEach((p, k) => p.setAttribute('d', cellsPath(this.g, levels, k)));
    }
    if (n > NUMBERS_MAX_N) return;
    if (this.numberTexts.length === 0) {
      for (let i = 0; i < n * n; i++) {
        const x = margin + (i % n) * s + s / 2;
        const y = margin + Math.floor(i / n) * s + s / 2 + font * 0.35;
        this.numberTexts.push(el('text', { class: 'num', x, y, 'font-size': font }, layer));
      }
    }
    for (let i = 0; i < n * n; i++) {
      const t = this.numberTexts[i];
      const text = levels[i] < 0 ? '' : String(numbers[i]);
      if (t.textContent !== text) t.textContent = text;
      const level = String(levels[i]);
      if (t.getAttribute('data-heat') !== level) t.setAttribute('data-heat', level);
    }
  }

  private describe(): void {
    const { n } = this.g;
    const placed: string[] = [];
    for (let r = 0; r < n; r++) if (this.shown[r] >= 0) placed.push(String(this.shown[r] + 1));
    const where = this.opts.onCell
      ? ` Square row ${this.cursor.row + 1}, column ${this.cursor.col + 1}${this.shown[this.cursor.row] === this.cursor.col ? ' has a queen' : ''}. Arrow keys move, Enter or Space places or removes a queen.`
      : '';
    this.svg.setAttribute(
      'aria-label',
      `${n}×${n} board, ${placed.length} ${placed.length === 1 ? 'queen' : 'queens'}.${where}`,
    );
  }

  private placeCursor(): void {
    const { cell: s, margin } = this.g;
    this.cursorRect.setAttribute('x', String(margin + this.cursor.col * s + 2));
    this.cursorRect.setAttribute('y', String(margin + this.cursor.row * s + 2));
  }

  private onClick(e: MouseEvent): void {
    const target = (e.target as Element).closest('[data-r]');
    if (target === null) return;
    const row = Number(target.getAttribute('data-r'));
    const col = Number(target.getAttribute('data-c'));
    this.cursor = { row, col };
    this.placeCursor();
    this.opts.onCell?.(row, col);
  }

  private onKey(e: KeyboardEvent): void {
    const { n } = this.g;
    const moves: Record<string, [number, number]> = {
      ArrowUp: [-1, 0],
      ArrowDown: [1, 0],
      ArrowLeft: [0, -1],
      ArrowRight: [0, 1],
    };
    const move = moves[e.key];
    if (move) {
      e.preventDefault();
      this.cursor = {
        row: Math.min(n - 1, Math.max(0, this.cursor.row + move[0])),
        col: Math.min(n - 1, Math.max(0, this.cursor.col + move[1])),
      };
      this.placeCursor();
      this.describe();
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      this.opts.onCell?.(this.cursor.row, this.cursor.col);
    }
  }
}
